// The webhook events' data, typed from the `webhooks` section of the RPC-style OpenAPI document,
// which the service generates from the zod schemas it records events with: one source for the
// service, the documents and this client (src/webhooks.test.ts checks they agree).
import type { webhooks } from "./generated/rpc";

type BodyOf<E extends keyof webhooks> = webhooks[E]["post"]["requestBody"]["content"]["application/json"];

/** What a webhook can receive, by name: every event's `data`, and the test delivery's. */
export type WebhookPayloads = { [E in keyof webhooks]: BodyOf<E>["data"] };

export type WebhookEventName = keyof WebhookPayloads;

/** Each event's `data` (the events a webhook may subscribe to). */
export type EventPayloads = Omit<WebhookPayloads, "webhook.test">;

export type EventName = keyof EventPayloads;

/** The test delivery's data (webhooks/test). */
export type WebhookTestData = WebhookPayloads["webhook.test"];

/** A booking's ids and time, as its status events carry them; `status` is the new status. */
export type BookingStatusData<S extends string> = Omit<EventPayloads["booking.created"], "status"> & { status: S };

/**
 * Every event a webhook may subscribe to, at run time, in the order the service lists them (a
 * subscription form offers these). Typed over EventName, so an event the service adds fails to
 * compile until it is listed here; src/events.test.ts checks the list against the service's own.
 */
const SUBSCRIBABLE = {
  "booking.created": true,
  "booking.confirmed": true,
  "booking.cancelled": true,
  "booking.completed": true,
  "booking.rescheduled": true,
  "booking.restored": true,
  "payment.received": true,
  "payment.refunded": true,
  "customer.created": true,
  "review.created": true,
  "staff.created": true,
  "waitlist.offered": true,
  "waitlist.claimed": true,
  "waitlist.lapsed": true,
} as const satisfies Record<EventName, true>;

export const EVENT_NAMES = Object.keys(SUBSCRIBABLE) as readonly EventName[];
