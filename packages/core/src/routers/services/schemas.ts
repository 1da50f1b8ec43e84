// Service shapes: duration in minutes, price in major units of the provider's currency.
import { z } from "zod";
import { fromCents, iso, money, optionalText, requiredText, timestamp } from "../../schemas/common";

export const service = z.object({
  id: z.string().meta({ example: "svc_2bX9kLmQ4rT6vW8yZ1aC" }),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  duration: z.number().int().meta({ description: "Minutes" }),
  price: z.number().meta({ description: "Major units of `currency`" }),
  currency: z.string().meta({ example: "EUR" }),
  bufferBeforeMinutes: z.number().int().meta({ description: "Minutes the staff member is kept free before each booking", example: 0 }),
  bufferAfterMinutes: z.number().int().meta({ description: "Minutes the staff member is kept free after each booking", example: 10 }),
  isActive: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export interface ServiceRow {
  id: string;
  name: string;
  description: string | null;
  category: string | null;
  duration_minutes: number;
  price_cents: number;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export const toService = (row: ServiceRow, currency: string): z.infer<typeof service> => ({
  id: row.id,
  name: row.name,
  description: row.description,
  category: row.category,
  duration: row.duration_minutes,
  price: fromCents(row.price_cents),
  currency,
  bufferBeforeMinutes: row.buffer_before_minutes,
  bufferAfterMinutes: row.buffer_after_minutes,
  isActive: row.is_active,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export const serviceWritable = {
  name: requiredText(200),
  description: optionalText(5000).nullable(),
  category: optionalText(100).nullable(),
  duration: z
    .number({ error: "must be a number of minutes" })
    .int("must be a whole number of minutes")
    .min(1, "must be at least 1 minute")
    .max(1440, "must be at most 1440 minutes"),
  price: money,
  bufferMinutes: z
    .number({ error: "must be a number of minutes" })
    .int("must be a whole number of minutes")
    .min(0, "must be at least 0 minutes")
    .max(240, "must be at most 240 minutes"),
  isActive: z.boolean({ error: "must be true or false" }),
};
