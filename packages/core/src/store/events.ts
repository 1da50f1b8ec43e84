// Domain events. Each is written to the outbox in the same transaction as the change it
// describes, so an event exists exactly when its change committed; the worker relays the outbox
// to webhook deliveries. Redis being down never loses one.
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "@booking/db";
import { newId } from "../ids";
import { notificationForEvent, type KnownBookingFacts } from "./event-notifications";

/** The NOTIFY channel that tells outbox relays a new event has committed. */
export const OUTBOX_CHANNEL = "booking_outbox";

/** Events a webhook may subscribe to (spec section 6). */
export const WEBHOOK_EVENTS = [
  "booking.created",
  "booking.confirmed",
  "booking.cancelled",
  "booking.completed",
  "payment.received",
  "payment.refunded",
  "customer.created",
  "review.created",
  "staff.created",
] as const;

export type EventName = (typeof WEBHOOK_EVENTS)[number];

/** Event data always names the ids of what changed, the provider, and the new status where one exists. */
export type EventData = { providerId: string } & Record<string, unknown>;

export interface DomainEvent {
  eventId: string;
  providerId: string;
  event: EventName;
  data: EventData;
}

/**
 * Records an event inside the caller's transaction, with the smart notification it calls for
 * (one statement for both). `facts` (a booking's details, when the caller has them at hand)
 * spares the notification step its lookups.
 */
export async function recordEvent(
  trx: Kysely<Database>,
  event: EventName,
  data: EventData,
  facts?: KnownBookingFacts,
): Promise<DomainEvent> {
  const { recorded, writes } = await eventWrites(trx, event, data, facts);
  await sql`WITH ${writes} SELECT pg_notify(${OUTBOX_CHANNEL}, '')`.execute(trx);
  return recorded;
}

/**
 * The writes that record an event, as common table expressions for a statement of the caller's
 * (which must also `SELECT pg_notify(OUTBOX_CHANNEL, '')`): the outbox row and the smart
 * notification the event calls for. A caller that writes its change in the same statement saves
 * a round trip; the NOTIFY wakes the relays the moment the transaction commits (they also poll,
 * for databases that cannot notify).
 */
export async function eventWrites(
  trx: Kysely<Database>,
  event: EventName,
  data: EventData,
  facts?: KnownBookingFacts,
): Promise<{ recorded: DomainEvent; writes: RawBuilder<unknown> }> {
  const recorded: DomainEvent = { eventId: newId("evt"), providerId: data.providerId, event, data };
  const notification = await notificationForEvent(trx, recorded, facts);
  const notice = notification
    ? sql`, notice AS (
        INSERT INTO smart_notifications (provider_id, id, recipient, type, title, body, data)
        VALUES (${notification.providerId}, ${newId("ntf")}, ${notification.recipient}, ${notification.type},
                ${notification.title}, ${notification.body}, ${JSON.stringify(notification.data ?? {})}))`
    : sql``;
  const writes = sql`event AS (
      INSERT INTO outbox_events (event_id, provider_id, event, data)
      VALUES (${recorded.eventId}, ${recorded.providerId}, ${event}, ${JSON.stringify(data)}))${notice}`;
  return { recorded, writes };
}
