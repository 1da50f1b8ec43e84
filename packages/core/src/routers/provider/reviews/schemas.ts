// Review shapes as the API speaks them (with bookingId and respondedAt).
import { z } from "zod";
import { iso, isoOrNull, timestamp } from "../../../schemas/common";
import type { ReviewRow } from "../../../store/reviews";

export const review = z.object({
  id: z.string().meta({ example: "rev_3kTqZ8mN2pL5vR7xY9wB" }),
  bookingId: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable().meta({ description: "null when the customer left only a rating" }),
  response: z.string().nullable().meta({ description: "The provider's reply; null until it responds" }),
  respondedAt: timestamp.nullable(),
  createdAt: timestamp,
});

export const toReview = (row: ReviewRow): z.infer<typeof review> => ({
  id: row.id,
  bookingId: row.booking_id,
  customerId: row.customer_id,
  customerName: row.customer_name,
  rating: row.rating,
  comment: row.comment,
  response: row.response,
  respondedAt: isoOrNull(row.responded_at),
  createdAt: iso(row.created_at),
});

/** A whole star rating. */
export const ratingValue = (label = "rating") =>
  z
    .number({ error: `${label} must be a whole number from 1 to 5` })
    .int(`${label} must be a whole number from 1 to 5`)
    .min(1, `${label} must be from 1 to 5`)
    .max(5, `${label} must be from 1 to 5`);

/** The same, as a query parameter (the REST routes read its text into a number). */
export const ratingQuery = (label = "rating") =>
  z
    .number({ error: `${label} must be a whole number from 1 to 5` })
    .int(`${label} must be a whole number from 1 to 5`)
    .min(1, `${label} must be from 1 to 5`)
    .max(5, `${label} must be from 1 to 5`);

export const providerIdSchema = z.uuid({ error: "must be a provider id (UUID)" });
