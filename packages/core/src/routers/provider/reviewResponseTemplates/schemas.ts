// Review response template shapes.
import { z } from "zod";
import { iso, timestamp } from "../../../schemas/common";
import type { TemplateRow } from "../../../store/reviews";

export const template = z.object({
  id: z.string().meta({ example: "tpl_3kTqZ8mN2pL5vR7xY9wB" }),
  name: z.string(),
  body: z.string().meta({ description: "May hold {{customerName}} and {{rating}}" }),
  minRating: z.number().int(),
  maxRating: z.number().int(),
  createdAt: timestamp,
});

export const toTemplate = (row: TemplateRow): z.infer<typeof template> => ({
  id: row.id,
  name: row.name,
  body: row.body,
  minRating: row.min_rating,
  maxRating: row.max_rating,
  createdAt: iso(row.created_at),
});
