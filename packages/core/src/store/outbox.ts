// The outbox as the relay reads and marks it. A batch of unrelayed events is taken with
// FOR UPDATE SKIP LOCKED (relays in other processes take other events), fanned out to one
// delivery row per subscribed active webhook (deterministic ids) and one owed-notice row per
// event whose notice the worker handles, and marked relayed, in one transaction. The caller
// enqueues the jobs after it commits; rows left pending are found again by the rescue pass.
import { sql, type Kysely } from "kysely";
import { executeNamed, type Database } from "@booking/db";
import { webhookPayloadText } from "../domain/webhook-signature";
import { workerOwesNotice } from "../domain/notification-plan";
import { isRecordedEventName, readStoredEvent, type DomainEvent, type RecordedEventName } from "../events";
import { deliveryIdFor, insertDeliveries } from "./webhooks";
import { recordOwedNotices, type OwedNotice } from "./notification-sends";
import { deleteEndedSessions } from "../auth/console-sessions";

export interface RelayedDelivery {
  providerId: string;
  deliveryId: string;
  webhookId: string;
  event: string;
  eventId: string;
}

export interface RelayedBatch {
  /** Events relayed (marked relayed_at). */
  relayed: number;
  deliveries: RelayedDelivery[];
  notices: OwedNotice[];
}

/** Relays one batch of at most `limit` events, oldest first; the deliveries and notices it recorded. */
export async function relayOutboxBatch(db: Kysely<Database>, limit: number): Promise<RelayedBatch> {
  return db.transaction().execute(async (trx) => {
    // Named statements, as each pass of every worker's relay runs them (planned once per connection).
    const { rows: events } = await executeNamed(
      trx,
      trx
        .selectFrom("outbox_events")
        .select(["id", "event_id", "provider_id", "event", "data", "occurred_at"])
        // A new booking is owed a word to its customer only when the customer made it. A scalar
        // subquery, looked up by primary key per event: written as EXISTS, PostgreSQL planned it as
        // a hash of every booking not made by the provider (a scan of the whole table, 200 ms at
        // 300,000 bookings) on every batch.
        .select(
          sql<boolean>`event = 'booking.created' AND COALESCE((
          SELECT b.booked_by <> 'provider' FROM bookings b
           WHERE b.provider_id = outbox_events.provider_id AND b.id = outbox_events.data->>'bookingId'), false)`.as("booked_by_customer"),
        )
        .where("relayed_at", "is", null)
        .orderBy("id")
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    );
    if (events.length === 0) return { relayed: 0, deliveries: [], notices: [] };

    const providerIds = [...new Set(events.map((e) => e.provider_id))];
    const { rows: hooks } = await executeNamed(
      trx,
      trx
        .selectFrom("webhooks")
        .select(["provider_id", "id", "events"])
        .where("provider_id", "=", sql<string>`ANY(${providerIds}::uuid[])`)
        .where("is_active", "=", true),
    );

    const rows: Parameters<typeof insertDeliveries>[1] = [];
    const deliveries: RelayedDelivery[] = [];
    const notices: OwedNotice[] = [];
    for (const event of events) {
      const payload = webhookPayloadText(event.event, event.occurred_at.toISOString(), event.data);
      for (const hook of hooks) {
        if (hook.provider_id !== event.provider_id || !hook.events.includes(event.event)) continue;
        const id = deliveryIdFor(event.event_id, hook.id);
        rows.push({ providerId: event.provider_id, id, webhookId: hook.id, eventId: event.event_id, event: event.event, payload });
        deliveries.push({ providerId: event.provider_id, deliveryId: id, webhookId: hook.id, event: event.event, eventId: event.event_id });
      }
      if (isRecordedEventName(event.event) && workerOwesNotice(event.event, event.booked_by_customer)) {
        notices.push({ providerId: event.provider_id, eventId: event.event_id, event: event.event });
      }
    }
    await insertDeliveries(trx, rows, new Date());
    await recordOwedNotices(trx, notices);
    await executeNamed(
      trx,
      trx
        .updateTable("outbox_events")
        .set({ relayed_at: sql<Date>`now()` })
        .where("id", "=", sql<number>`ANY(${events.map((e) => e.id)}::bigint[])`),
    );
    return { relayed: events.length, deliveries, notices };
  });
}

/**
 * An outbox event by its id, read as the typed union (a notice job plans from what its event said);
 * "gone" when pruned or never recorded, "unreadable" when this release does not know its name or its
 * data does not fit (see readStoredEvent).
 */
export async function outboxEvent(db: Kysely<Database>, eventId: string): Promise<DomainEvent<RecordedEventName> | "gone" | "unreadable"> {
  const { rows } = await executeNamed(
    db,
    db.selectFrom("outbox_events").select(["event", "data", "provider_id"]).where("event_id", "=", eventId),
  );
  const row = rows[0];
  if (!row) return "gone";
  return readStoredEvent({ eventId, providerId: row.provider_id, event: row.event, data: row.data }) ?? "unreadable";
}

/** Whether a delivery still waits for an attempt (the rescue pass replaces a finished job only then). */
export async function deliveryIsPending(db: Kysely<Database>, providerId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom("webhook_deliveries")
    .select("status")
    .where("provider_id", "=", providerId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.status === "pending";
}

/** Relayed events are kept a week, finished deliveries (and their attempts) 30 days. */
export const OUTBOX_RETENTION_MS = 7 * 24 * 3_600_000;
export const DELIVERY_RETENTION_MS = 30 * 24 * 3_600_000;

/**
 * Deletes old relayed events, old finished deliveries and old decided notices, a bounded batch at a
 * time, the day-old rows of the hourly limits of public bookings, and console sessions that ended
 * a day ago or more.
 */
export async function pruneRelayedRecords(db: Kysely<Database>, now = new Date()): Promise<number> {
  const events = await db
    .deleteFrom("outbox_events")
    .where(
      "id",
      "in",
      db
        .selectFrom("outbox_events")
        .select("id")
        .where("relayed_at", "<", new Date(now.getTime() - OUTBOX_RETENTION_MS))
        .limit(5_000),
    )
    .executeTakeFirst();
  const deliveries = await db
    .deleteFrom("webhook_deliveries")
    .where((eb) =>
      eb(
        eb.refTuple("provider_id", "id"),
        "in",
        eb
          .selectFrom("webhook_deliveries")
          .select(["provider_id", "id"])
          .where("status", "!=", "pending")
          .where("created_at", "<", new Date(now.getTime() - DELIVERY_RETENTION_MS))
          .limit(5_000)
          .$asTuple("provider_id", "id"),
      ),
    )
    .executeTakeFirst();
  // Decided customer notices, as long as finished deliveries; pending ones stay for the rescue pass.
  const notices = await db
    .deleteFrom("event_notices")
    .where((eb) =>
      eb(
        eb.refTuple("provider_id", "event_id"),
        "in",
        eb
          .selectFrom("event_notices")
          .select(["provider_id", "event_id"])
          .where("status", "!=", "pending")
          .where("created_at", "<", new Date(now.getTime() - DELIVERY_RETENTION_MS))
          .limit(5_000)
          .$asTuple("provider_id", "event_id"),
      ),
    )
    .executeTakeFirst();
  // The hourly counts of public bookings and of messages visitors caused need only their last hour.
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  const publicBookings = await db.deleteFrom("public_booking_log").where("created_at", "<", dayAgo).executeTakeFirst();
  const visitorMessages = await db.deleteFrom("public_message_log").where("sent_at", "<", dayAgo).executeTakeFirst();
  // Console sessions that ended a day ago or more, of members who never signed in again.
  const sessions = await deleteEndedSessions(db, now);
  return [events, deliveries, notices, publicBookings, visitorMessages].reduce(
    (sum, result) => sum + Number(result.numDeletedRows),
    sessions,
  );
}
