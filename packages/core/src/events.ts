// The domain events, each name with the data it carries: what recordEvent writes to the outbox
// and what a webhook receiver finds in `data`. The zod schemas below are the one source: the
// types are inferred from them, the RPC-style OpenAPI document's `webhooks` section is generated
// from them, and the client package publishes the same types.
import { z } from "zod";
import { PAYMENT_METHODS, STAFF_ROLES, type BookingStatus } from "@booking/db";

/** When the documents' example events happened. */
export const EXAMPLE_EVENT_TIME = "2026-11-22T16:05:00.000Z";

/** Events a webhook may subscribe to, in the order the API lists them. */
export const WEBHOOK_EVENTS = [
  "booking.created",
  "booking.confirmed",
  "booking.cancelled",
  "booking.completed",
  "booking.rescheduled",
  "booking.restored",
  "payment.received",
  "payment.refunded",
  "customer.created",
  "review.created",
  "staff.created",
  "waitlist.offered",
  "waitlist.claimed",
  "waitlist.lapsed",
] as const satisfies readonly (keyof typeof EVENT_SCHEMAS)[];

/** An instant (UTC ISO); examples default to when the example event happened. */
const instant = (description: string) => z.string().meta({ format: "date-time", description, example: EXAMPLE_EVENT_TIME });
const providerId = z.string().meta({ description: "The provider the event belongs to" });
const paymentMethod = z.enum(PAYMENT_METHODS).meta({ example: "card" });
const staffRole = z.enum(STAFF_ROLES);

/** The units of one resource a booking holds. */
export const heldResource = z
  .object({
    resourceId: z.string().meta({ example: "res_4kP8sW2nQ6vX9zB3mD7f" }),
    units: z.number().int().meta({ description: "How many of the resource's identical units the booking holds", example: 1 }),
  })
  .meta({ description: "Units of a resource held by the booking over its occupied range (buffers included)" });

/** A booking's ids and time, as its status events carry them; `status` is the new status. */
const bookingStatusData = <const S extends readonly [BookingStatus, ...BookingStatus[]]>(statuses: S) =>
  z.object({
    bookingId: z.string(),
    providerId,
    customerId: z.string(),
    serviceId: z.string(),
    staffId: z.string().meta({ description: "The staff member (the first of a two-person booking)" }),
    // Events recorded before two-person services existed carry none: their one member is staffId.
    staffIds: z
      .array(z.string())
      .optional()
      .meta({
        description: "Every staff member the booking holds: [staffId], or two for a two-person service (staffId first)",
        example: ["staff_4nR8vT2kLmP6qW9xZ3bD"],
      }),
    dateTime: instant("The booking's start (UTC)").meta({ example: "2026-11-23T09:30:00.000Z" }),
    status: z.enum(statuses).meta({ description: "The booking's status after the change" }),
    // Events recorded before resources existed carry none: read as [].
    resources: z
      .array(heldResource)
      .default([])
      .meta({ description: "The resources' units the booking holds (its service's requirements); [] when it needs none" }),
    sessionId: z.string().nullable().default(null).meta({
      description: "Class services: the session the booking has seats in (shared with the other bookings of its time); null otherwise",
      example: null,
    }),
    seats: z.number().int().default(1).meta({ description: "Seats the booking takes in its session (1 for other services)", example: 1 }),
    // Events recorded before visits existed carry none: read as null.
    visitId: z.string().nullable().default(null).meta({
      description:
        "The visit the booking is an item of (several services back to back, GET /v1/visits/{id}); null for a booking on its own",
      example: null,
    }),
    // Events recorded before series existed carry none: read as null.
    seriesId: z.string().nullable().default(null).meta({
      description: "The recurring series the booking is an occurrence of (GET /v1/series/{id}); null for a booking on its own",
      example: null,
    }),
    occurrenceKey: z.string().nullable().default(null).meta({
      description:
        "Series occurrences: the occurrence's original local start (YYYY-MM-DDTHH:MM in the provider's zone), its name in the series; else null",
      example: null,
    }),
  });

/** Who changed a booking: its provider (provider keys, the front desk) or its customer (their key, a manage link). */
const changedBy = z
  .enum(["provider", "customer"])
  .optional()
  .meta({ description: "Who made the change: the provider (provider keys) or the customer (their key or the booking's manage link)" });

const paymentData = {
  bookingId: z.string(),
  providerId,
  customerId: z.string(),
  amount: z.number().meta({ description: "In major units of `currency`" }),
  currency: z.string().meta({ description: "ISO 4217 code of the provider's currency" }),
};

/** A waitlist offer's ids and time, as its events carry them. */
const offerData = {
  offerId: z.string().meta({ example: "wlo_3nQ8kT2mV6pL9xR4zB7c" }),
  entryId: z.string().meta({ example: "wl_8vN3kQ2mT6pL9xR4zB7c" }),
  bookingId: z.string(),
  providerId,
  customerId: z.string(),
  serviceId: z.string(),
  staffId: z.string(),
  dateTime: instant("The offered time's start (UTC)"),
};

/** Each event's data. Keep every field a client may read here: the outbox, the documents and the client follow. */
export const EVENT_SCHEMAS = {
  "booking.created": bookingStatusData(["pending", "confirmed"]).meta({
    description:
      "A booking was made: pending, or confirmed when a customer booked a provider that confirms automatically (no booking.confirmed follows)",
  }),
  "booking.confirmed": bookingStatusData(["confirmed"]).meta({ description: "A booking went from pending to confirmed" }),
  "booking.cancelled": bookingStatusData(["cancelled"])
    .extend({
      cancelledAt: instant("When it was cancelled (UTC)"),
      reason: z.string().nullable().meta({ description: "The reason given, if any" }),
      notifyCustomer: z.boolean().meta({ description: "false when the cancellation asked not to tell the customer" }),
      changedBy,
    })
    .meta({ description: "A booking was cancelled" }),
  "booking.completed": bookingStatusData(["completed"]).meta({ description: "A booking went from confirmed to completed" }),
  "booking.rescheduled": bookingStatusData(["pending", "confirmed"])
    .extend({
      previousDateTime: instant("The start before the change (UTC); equal to `dateTime` when only the staff member changed").meta({
        example: "2026-11-24T14:00:00.000Z",
      }),
      changedBy,
    })
    .meta({ description: "A booking's time or staff member changed (a move, or a transfer when its member was deleted)" }),
  "booking.restored": bookingStatusData(["pending", "confirmed"])
    .extend({
      cancelledAt: instant("When the cancellation now undone was made (UTC)"),
      notifyCustomer: z
        .boolean()
        .meta({ description: "Whether the customer is told the booking stands again: as they were told of the cancellation" }),
      changedBy,
    })
    .meta({
      description:
        "A cancellation was undone within minutes of it: the booking is back as it was before (pending or confirmed), at the same time with the same member",
    }),
  "payment.received": z
    .object({
      ...paymentData,
      status: z.literal("paid"),
      method: paymentMethod,
      paidAt: instant("When the payment was recorded (UTC)"),
    })
    .meta({ description: "A booking was marked paid" }),
  "payment.refunded": z
    .object({
      ...paymentData,
      status: z.literal("refunded"),
      method: paymentMethod.nullable().meta({ description: "How it had been paid" }),
      refundedAt: instant("When the refund was recorded (UTC)"),
      reason: z.string().nullable().meta({ description: "The reason given, if any" }),
    })
    .meta({ description: "A paid booking was refunded" }),
  "customer.created": z.object({ customerId: z.string(), providerId }).meta({ description: "A customer was added" }),
  "review.created": z
    .object({ reviewId: z.string(), bookingId: z.string(), providerId, customerId: z.string(), rating: z.number().int().min(1).max(5) })
    .meta({ description: "A customer reviewed a completed booking" }),
  "staff.created": z.object({ staffId: z.string(), providerId, role: staffRole }).meta({ description: "A staff member was added" }),
  "waitlist.offered": z
    .object(offerData)
    .extend({ expiresAt: instant("Until when the time is held for the entry (UTC): claimed by then, or offered to the next") })
    .meta({
      description: "A freed time was offered to the first entry in line it suits: a held booking, claimed through the link emailed",
    }),
  "waitlist.claimed": z
    .object(offerData)
    .extend({ status: z.enum(["pending", "confirmed"]).meta({ description: "The booking's status now (booking.created follows)" }) })
    .meta({ description: "An offer was claimed: its booking is pending or confirmed and the entry booked" }),
  "waitlist.lapsed": z
    .object(offerData)
    .extend({
      declined: z.boolean().meta({ description: "true when the customer declined it, false when its time ran out" }),
    })
    .meta({ description: "An offer was declined or ran out: its hold is released and the time offered to the next entry" }),
} as const;

/**
 * Events recorded for the service's own workers only: never delivered to a webhook (none can
 * subscribe to them), never listed to integrators, absent from the documents and the client.
 * `booking.held`: a visitor's booking waits for email verification; the worker emails the link.
 * `booking.awaiting_payment`: a customer's booking is held while they pay (booking.created follows the payment).
 * `waitlist.unverified`: a visitor joined a waitlist where the salon verifies emails; the worker emails the link.
 * `booking.no_show`: the salon marked a booking no-show; with notifyCustomer the worker tells the
 * customer, in the salon's words when it gave some (reason). Also the booking's history line.
 */
export const INTERNAL_EVENT_SCHEMAS = {
  "booking.held": z.object({
    bookingId: z.string(),
    providerId,
    customerId: z.string(),
    holdExpiresAt: z.string(),
  }),
  "booking.awaiting_payment": z.object({
    bookingId: z.string(),
    providerId,
    customerId: z.string(),
    holdExpiresAt: z.string(),
  }),
  "waitlist.unverified": z.object({ entryId: z.string(), providerId, customerId: z.string() }),
  "booking.no_show": bookingStatusData(["no_show"]).extend({
    reason: z.string().nullable(),
    notifyCustomer: z.boolean(),
    changedBy,
  }),
} as const;

/** The synchronous test delivery's data (webhooks/test); it is sent, never recorded. */
export const WEBHOOK_TEST_SCHEMA = z
  .object({ webhookId: z.string(), providerId, message: z.string().meta({ example: "This is a test delivery." }) })
  .meta({ description: "Sent only by webhooks/test, at once; cannot be subscribed to" });

/** What a webhook can receive: every event, and the test delivery. */
export const WEBHOOK_PAYLOAD_SCHEMAS = { ...EVENT_SCHEMAS, "webhook.test": WEBHOOK_TEST_SCHEMA } as const;

// Plain object types (what z.infer gives): an event's data must stay assignable to the
// `Record<string, unknown>` of a stored event and a webhook payload.
export type EventPayloads = { [K in keyof typeof EVENT_SCHEMAS]: z.infer<(typeof EVENT_SCHEMAS)[K]> };

export type EventName = keyof EventPayloads;

/** Every event the outbox records: the webhook events and the internal ones. */
export type RecordedPayloads = EventPayloads & {
  [K in keyof typeof INTERNAL_EVENT_SCHEMAS]: z.infer<(typeof INTERNAL_EVENT_SCHEMAS)[K]>;
};
export type RecordedEventName = keyof RecordedPayloads;

/** A booking's ids and time, as its status events carry them; `status` is the new status. */
export type BookingStatusData<S extends BookingStatus> = Omit<EventPayloads["booking.created"], "status"> & { status: S };

/** An event as recordEvent wrote it; narrowing on `event` gives its `data`. */
export type DomainEvent<E extends RecordedEventName = EventName> = {
  [K in E]: { eventId: string; providerId: string; event: K; data: RecordedPayloads[K] };
}[E];

/** An outbox row's event as the table holds it: any name, any data (the shape of the columns). */
export interface StoredEvent {
  eventId: string;
  providerId: string;
  event: string;
  data: unknown;
}

/** Every event the outbox records, by name: its schema. */
const RECORDED_EVENT_SCHEMAS = { ...EVENT_SCHEMAS, ...INTERNAL_EVENT_SCHEMAS } as const;

/** Whether a stored name is one of the events this release records. */
export function isRecordedEventName(name: string): name is RecordedEventName {
  return Object.hasOwn(RECORDED_EVENT_SCHEMAS, name);
}

/**
 * A stored event read back as the typed union, its data checked against its name's schema: what
 * the worker plans from. null when the name is not one this release knows (a newer release wrote
 * it) or the data does not fit its schema; the caller skips such an event and says why.
 */
export function readStoredEvent(stored: StoredEvent): DomainEvent<RecordedEventName> | null {
  if (!isRecordedEventName(stored.event)) return null;
  const parsed = RECORDED_EVENT_SCHEMAS[stored.event].safeParse(stored.data);
  if (!parsed.success) return null;
  // The schema of `stored.event` gave `parsed.data`: the pair is one member of the union.
  return {
    eventId: stored.eventId,
    providerId: stored.providerId,
    event: stored.event,
    data: parsed.data,
  } as DomainEvent<RecordedEventName>;
}

export type WebhookTestData = z.infer<typeof WEBHOOK_TEST_SCHEMA>;

export type WebhookPayloads = EventPayloads & { "webhook.test": WebhookTestData };

export type WebhookEventName = keyof WebhookPayloads;
