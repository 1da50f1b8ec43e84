// Domain events. Each is written to the outbox in the same transaction as the change it
// describes, so an event exists exactly when its change committed; the worker relays the outbox
// to webhook deliveries. Redis being down never loses one.
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import { newId } from "../ids";
import { notificationsForEvent } from "./event-notifications";

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

/** Records an event inside the caller's transaction. */
export async function recordEvent(trx: Kysely<Database>, event: EventName, data: EventData): Promise<DomainEvent> {
  const recorded: DomainEvent = { eventId: newId("evt"), providerId: data.providerId, event, data };
  await trx
    .insertInto("outbox_events")
    .values({
      event_id: recorded.eventId,
      provider_id: recorded.providerId,
      event,
      data: JSON.stringify(data),
    })
    .execute();
  await notificationsForEvent(trx, recorded);
  return recorded;
}
