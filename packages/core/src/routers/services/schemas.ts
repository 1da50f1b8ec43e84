// Service shapes: duration in minutes, price in major units of the provider's currency.
import { z } from "zod";
import {
  SEGMENT_KINDS,
  SESSION_MODES,
  type ResourceRequirement,
  type ServicePaymentPolicy,
  type ServiceSegment,
  type SessionMode,
} from "@booking/db";
import { MAX_REFUND_NOTICE_HOURS, PAYMENT_MODES } from "../../domain/payments";
import { MAX_SEGMENTS } from "../../domain/processing-time";
import { fromCents, idParam, iso, money, nameText, optionalText, timestamp, toCents } from "../../schemas/common";

/** A number of seats (a class's capacity, what one booking may take): 1 to 500. */
const seatCount = () =>
  z
    .number({ error: "must be a number of seats" })
    .int("must be a whole number of seats")
    .min(1, "must be at least 1")
    .max(500, "must be at most 500");

const requirement = z
  .object({
    resourceIds: z.array(z.string()).meta({
      description: "Resources any one of which can meet the requirement, in the order they are tried",
      example: ["res_4kP8sW2nQ6vX9zB3mD7f"],
    }),
    quantity: z.number().int().meta({ description: "Units of one of those resources each booking holds", example: 1 }),
  })
  .meta({ description: "Units a booking needs besides its staff member, for its whole occupied range (buffers included)" });

const segmentOut = z
  .object({
    kind: z.enum(SEGMENT_KINDS).meta({ description: "`active`: the member works; `processing`: the member is free (a colour develops)" }),
    minutes: z.number().int().meta({ example: 15 }),
  })
  .meta({ description: "A stretch of the service, in order" });

/** A 45-minute service (the examples' duration) with 20 minutes of processing time. */
const SEGMENTS_EXAMPLE = [
  { kind: "active", minutes: 15 },
  { kind: "processing", minutes: 20 },
  { kind: "active", minutes: 10 },
];

const PAYMENT_MODE_DESCRIPTION =
  "`none`: nothing is paid online; `deposit`: a part of the price (`amount` per seat, or `percent`) is paid when booking; " +
  "`full`: the whole price is paid when booking; `card`: nothing is paid, a card is kept for the fees. Payments are taken " +
  "from customer and public keys only; until the service takes payments online, a booking of a service with a mode " +
  "other than `none` made with a customer or public key answers 409 (the salon books it)";

const paymentOut = z
  .object({
    mode: z.enum(PAYMENT_MODES).meta({ description: PAYMENT_MODE_DESCRIPTION }),
    amount: z.number().optional().meta({ description: "Deposit mode: a fixed amount per seat, in major units of `currency`" }),
    percent: z.number().int().optional().meta({ description: "Deposit mode: a whole percent of the booking's price" }),
    noShowFee: z.number().optional().meta({ description: "Card mode: charged when the booking is marked no-show" }),
    lateCancelFee: z.number().optional().meta({ description: "Card mode: charged when the customer cancels after the refund notice" }),
    refundNoticeHours: z.number().int().meta({
      description: "A customer's cancellation at least this many hours before the start refunds everything paid",
      example: 24,
    }),
  })
  .meta({
    description: "What a booking pays when made, and what cancelling late or not showing up costs; copied onto each booking",
    example: { mode: "deposit", amount: 10, refundNoticeHours: 24 },
  });

/** A policy as stored (minor units) → as answered (major units, fields not taken left out). */
export function toPaymentAnswer(policy: ServicePaymentPolicy): z.infer<typeof paymentOut> {
  const answer: z.infer<typeof paymentOut> = { mode: policy.mode, refundNoticeHours: policy.refundNoticeHours };
  if (policy.amount !== undefined) answer.amount = fromCents(policy.amount);
  if (policy.percent !== undefined) answer.percent = policy.percent;
  if (policy.noShowFee !== undefined) answer.noShowFee = fromCents(policy.noShowFee);
  if (policy.lateCancelFee !== undefined) answer.lateCancelFee = fromCents(policy.lateCancelFee);
  return answer;
}

/** A policy as sent (major units) → as stored (minor units). */
export function paymentToStore(input: z.infer<typeof paymentIn>): ServicePaymentPolicy {
  const policy: ServicePaymentPolicy = { mode: input.mode, refundNoticeHours: input.refundNoticeHours };
  if (input.amount !== undefined) policy.amount = toCents(input.amount);
  if (input.percent !== undefined) policy.percent = input.percent;
  if (input.noShowFee !== undefined) policy.noShowFee = toCents(input.noShowFee);
  if (input.lateCancelFee !== undefined) policy.lateCancelFee = toCents(input.lateCancelFee);
  return policy;
}

const paymentIn = z
  .strictObject({
    mode: z.enum(PAYMENT_MODES, { error: `must be one of ${PAYMENT_MODES.join(", ")}` }).meta({ description: PAYMENT_MODE_DESCRIPTION }),
    amount: money.optional().meta({ description: "Deposit mode: a fixed amount per seat (major units; at most the price)", example: 10 }),
    percent: z
      .number({ error: "must be a whole percent" })
      .int("must be a whole percent")
      .min(1, "must be at least 1")
      .max(100, "must be at most 100")
      .optional()
      .meta({ description: "Deposit mode: a whole percent of the booking's price (instead of amount)" }),
    noShowFee: money.optional().meta({ description: "Card mode: charged to the kept card when the booking is marked no-show" }),
    lateCancelFee: money.optional().meta({ description: "Card mode: charged when the customer cancels after the refund notice" }),
    refundNoticeHours: z
      .number({ error: "must be a whole number of hours" })
      .int("must be a whole number of hours")
      .min(0, "must be at least 0")
      .max(MAX_REFUND_NOTICE_HOURS, `must be at most ${MAX_REFUND_NOTICE_HOURS}`)
      .default(24)
      .meta({ description: "A customer's cancellation at least this many hours before the start refunds everything (default 24)" }),
  })
  .meta({
    description:
      "What a booking pays when made (default mode none). A deposit takes amount or percent; fees only in card mode; " +
      "a deposit above the price, or a fee without card mode, is a 400 naming the field",
    example: { mode: "none", refundNoticeHours: 24 },
  });

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
  requirements: z.array(requirement).meta({ description: "What each booking needs besides its staff member; [] when nothing" }),
  capacity: z.number().int().meta({
    description:
      "Seats per session: above 1, bookings take seats in shared class sessions. Raising it raises the seats of the sessions to come too",
    example: 1,
  }),
  maxSeatsPerBooking: z.number().int().meta({
    description: "Class services: the most seats one booking made with a public or customer key may take (provider keys: the capacity)",
    example: 4,
  }),
  sessions: z.enum(SESSION_MODES).meta({
    description: "Class services: `open` (a booking at a free time opens a session there) or `published` (only published sessions)",
  }),
  segments: z.array(segmentOut).meta({
    description:
      "The service's active and processing time, adding up to `duration` (one active segment when it has no processing time): " +
      "the member is held in active segments and the buffers only",
    example: SEGMENTS_EXAMPLE,
  }),
  staffCount: z.number().int().meta({
    description: "Staff members one booking takes at once: 1, or 2 (a couples massage, a bride with two stylists)",
    example: 1,
  }),
  payment: paymentOut,
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
  requirements: ResourceRequirement[];
  capacity: number;
  max_seats_per_booking: number;
  sessions: SessionMode;
  segments: ServiceSegment[] | null;
  staff_count: number;
  payment: ServicePaymentPolicy;
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
  requirements: row.requirements,
  capacity: row.capacity,
  maxSeatsPerBooking: row.max_seats_per_booking,
  sessions: row.sessions,
  segments: row.segments ?? [{ kind: "active", minutes: row.duration_minutes }],
  staffCount: row.staff_count,
  payment: toPaymentAnswer(row.payment),
  isActive: row.is_active,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export const serviceWritable = {
  payment: paymentIn,
  name: nameText(200),
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
  staffCount: z.union([z.literal(1), z.literal(2)], { error: "must be 1 or 2" }).meta({
    description:
      "Staff members one booking takes at once: 1 (default), or 2 for a two-person service (a couples massage, a bride with two " +
      "stylists). A booking of a two-person service holds both members over its time; name them with `staffIds` on " +
      "POST /v1/bookings (or one, or neither: the assignment rule picks the rest), and availability lists a time only where two " +
      "members who offer the service are free. Class services take 1 (400 otherwise).",
    example: 2,
  }),
  capacity: seatCount().meta({
    description:
      "Seats per session (default 1). Above 1 the service is a class: bookings of one member and start share a session and each " +
      "takes `seats`; the session occupies the member and the resources once.",
  }),
  maxSeatsPerBooking: seatCount().meta({
    description:
      "Class services: the most seats one booking made with a public key (a booking page) or a customer key may take (default " +
      "4; 400 naming this setting beyond). Provider keys may book up to the capacity. A visitor's seats also count one by one " +
      "against the provider's `publicMaxUpcomingPerEmail`.",
    example: 4,
  }),
  sessions: z.enum(SESSION_MODES, { error: `must be one of ${SESSION_MODES.join(", ")}` }).meta({
    description:
      "`open` (default): a class booking at a free time opens a session there. `published`: only sessions published with " +
      "POST /v1/sessions are booked (a class even with capacity 1).",
  }),
  segments: z
    .array(
      z.strictObject({
        kind: z.enum(SEGMENT_KINDS, { error: `must be one of ${SEGMENT_KINDS.join(", ")}` }),
        minutes: z
          .number({ error: "must be a number of minutes" })
          .int("must be a whole number of minutes")
          .min(1, "must be at least 1 minute")
          .max(1440, "must be at most 1440 minutes"),
      }),
      { error: "must be a list of {kind, minutes}" },
    )
    .min(1, "must list at least one segment")
    .max(MAX_SEGMENTS, `must list at most ${MAX_SEGMENTS} segments`)
    .meta({
      description:
        "Processing time: the service cut into `active` segments (the member works) and `processing` ones (a colour develops; the " +
        "member may take another booking that fits wholly inside, buffers included). The minutes add up to `duration`; the first and " +
        "last segments are active (400 naming the segment otherwise). The member is held in active segments and the buffers only; the " +
        "customer, the resources and a class session are held for the whole duration. Provider keys may book into another booking's " +
        "processing time; customers and visitors are offered such times only with the setting `processingGapsOnline`. Default (and " +
        "after a change of `duration` without `segments`): one active segment. Class services ignore processing time. A booking keeps " +
        "the segments it was made with.",
      example: SEGMENTS_EXAMPLE,
    }),
  requirements: z
    .array(
      z.strictObject({
        resourceIds: z
          .array(idParam("resourceId"), { error: "must be a list of resource ids" })
          .min(1, "must name at least one resource")
          .max(10, "must name at most 10 resources")
          // Not the resources' own example id: the documents' example requests stay runnable in order
          // (a resource some service requires cannot be deleted).
          .meta({ example: ["res_2bAsInS7kQ9mW4xT1vZc"] }),
        quantity: z
          .number({ error: "must be a number of units" })
          .int("must be a whole number of units")
          .min(1, "must be at least 1 unit")
          .max(100, "must be at most 100 units")
          .default(1),
      }),
      { error: "must be a list of {resourceIds, quantity}" },
    )
    .max(10, "must list at most 10 requirements")
    .meta({
      description:
        "Each entry needs `quantity` units (default 1) of any one of `resourceIds` (tried in that order) for each booking's whole " +
        "occupied range, buffers included. A resource may be listed once across all entries; 404 names a resource the provider does not " +
        "have, 400 a quantity no listed resource has. [] (the default) needs nothing.",
    }),
};
