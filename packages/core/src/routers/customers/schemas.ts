// Customer shapes and the mapping from stored rows.
import { z } from "zod";
import { iso, nameText, optionalText, timestamp } from "../../schemas/common";

export const customer = z.object({
  id: z.string().meta({ example: "cus_8hGfT2kLmN4pQ6rS8tUv" }),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  totalBookings: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export interface CustomerRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  notes: string | null;
  created_at: Date;
  updated_at: Date;
  total_bookings?: number;
}

export const toCustomer = (row: CustomerRow): z.infer<typeof customer> => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  notes: row.notes,
  totalBookings: row.total_bookings ?? 0,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export const customerWritable = {
  name: nameText(200),
  email: z.email({ error: "must be an email address" }).max(320).nullable(),
  phone: z
    .string()
    .trim()
    .min(3, "must be at least 3 characters")
    .max(40, "must be at most 40 characters")
    .regex(/^[0-9+()\-. /]+$/, "may hold only digits, spaces and + ( ) - . /")
    .nullable(),
  notes: optionalText(5000).nullable(),
};
