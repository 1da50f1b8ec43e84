// Resource shapes: a room, chair or piece of equipment with `quantity` identical units.
import { z } from "zod";
import { iso, requiredText, timestamp } from "../../schemas/common";

export const resource = z.object({
  id: z.string().meta({ example: "res_4fK8mQ2xT9vB6nW1zR3c" }),
  name: z.string().meta({ example: "Treatment room 1" }),
  kind: z.string().nullable().meta({ description: "Free text to group resources by", example: "room" }),
  quantity: z
    .number()
    .int()
    .meta({ description: "Identical units (1–100): a pool of three dryers is one resource of quantity 3", example: 1 }),
  active: z.boolean().meta({ description: "false: retired, kept but no longer offered" }),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export interface ResourceRow {
  id: string;
  name: string;
  kind: string | null;
  quantity: number;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

export const toResource = (row: ResourceRow): z.infer<typeof resource> => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  quantity: row.quantity,
  active: row.active,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export const resourceWritable = {
  name: requiredText(200),
  kind: requiredText(100).nullable(),
  quantity: z
    .number({ error: "must be a number of units" })
    .int("must be a whole number of units")
    .min(1, "must be at least 1")
    .max(100, "must be at most 100"),
  active: z.boolean({ error: "must be true or false" }),
};
