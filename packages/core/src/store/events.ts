// Domain events. Each is written to the outbox in the same transaction as the change it
// describes, so an event exists exactly when its change committed; the worker relays the outbox
// to webhook deliveries. Redis being down never loses one. An event about a booking is also
// written as a line of that booking's history (booking-history.ts). The names and their data are
// typed in ../events.ts.
import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import { executeNamed, rowsOf, type Database } from "@booking/db";
import type { DomainEvent, RecordedEventName, RecordedPayloads } from "../events";
import { newId } from "../ids";
import { notificationForEvent, type KnownBookingFacts } from "./event-notifications";
import { smartNotificationRow } from "./notifications";
import { historyLinesWrite } from "./booking-history";

/** The NOTIFY channel that tells outbox relays a new event has committed. */
export const OUTBOX_CHANNEL = "booking_outbox";

/**
 * Records an event inside the caller's transaction, with the smart notification it calls for
 * (one statement for both), and wakes the outbox relays. `facts` (a booking's details, when the
 * caller has them at hand) spares the notification step its lookups.
 */
export async function recordEvent<E extends RecordedEventName>(
  trx: Transaction<Database>,
  event: E,
  data: RecordedPayloads[E],
  facts?: KnownBookingFacts,
): Promise<DomainEvent<E>> {
  const { recorded, writes } = await eventWrites(trx, [{ event, data, facts }]);
  await sql`WITH ${writes} SELECT pg_notify(${OUTBOX_CHANNEL}, '')`.execute(trx);
  return recorded[0] as DomainEvent<E>;
}

/**
 * recordEvent, with the caller's change in the same statement: `change` is a data-modifying
 * statement with RETURNING (an INSERT of the row the event is about), whose rows are returned;
 * `alongside`, other data-modifying statements of the same change (the units a booking holds, its
 * manage link, the payment it owes).
 * Saves round trips on a hot path; the event's data must be known before the change runs. Given
 * a connection outside a transaction, the statement is the whole write (it commits alone).
 */
export async function recordEventWithChange<E extends RecordedEventName, Row extends object>(
  db: Kysely<Database>,
  change: RawBuilder<Row>,
  event: E,
  data: RecordedPayloads[E],
  facts?: KnownBookingFacts,
  alongside: readonly (RawBuilder<unknown> | null)[] = [],
): Promise<{ recorded: DomainEvent<E>; rows: Row[] }> {
  const { recorded, writes } = await eventWrites(db, [{ event, data, facts }]);
  const also = writesAlongside(alongside);
  // The same text for each change (the values vary): a named statement, planned once per connection.
  const result = await executeNamed(
    db,
    sql<Row & { outbox_notified: unknown }>`
    WITH change AS (${change}), ${writes}${also}
    SELECT change.*, pg_notify(${OUTBOX_CHANNEL}, '') AS outbox_notified FROM change`,
  );
  return { recorded: recorded[0] as DomainEvent<E>, rows: result.rows.map(({ outbox_notified: _, ...row }) => row as Row) };
}

/** Other writes of a change, as common table expressions to follow the event's (none: nothing). */
function writesAlongside(alongside: readonly (RawBuilder<unknown> | null)[]): RawBuilder<unknown> {
  const writes = alongside.flatMap((write, index) => (write ? [sql`, ${sql.raw(`alongside_${index}`)} AS (${write})`] : []));
  return writes.length > 0 ? sql.join(writes, sql``) : sql``;
}

/** One event of recordEventsWithChange: its name, its data and the facts its notification may use. */
export interface EventToRecord<E extends RecordedEventName = RecordedEventName> {
  event: E;
  data: RecordedPayloads[E];
  facts?: KnownBookingFacts;
}

/**
 * recordEventWithChange for a change that writes several rows at once (a series' occurrences), or
 * records several events: every event, its notification and its history line in the change's
 * statement, one multi-row insert each (so the text does not vary with their number), and
 * `alongside` as recordEventWithChange's. A named statement: its texts are a few per caller.
 */
export async function recordEventsWithChange<Row extends object>(
  db: Kysely<Database>,
  change: RawBuilder<Row>,
  events: readonly EventToRecord[],
  alongside: readonly RawBuilder<unknown>[] = [],
): Promise<{ recorded: DomainEvent<RecordedEventName>[]; rows: Row[] }> {
  const { recorded, writes } = await eventWrites(db, events);
  const result = await executeNamed(
    db,
    sql<Row & { outbox_notified: unknown }>`
    WITH change AS (${change}), ${writes}${writesAlongside(alongside)}
    SELECT change.*, pg_notify(${OUTBOX_CHANNEL}, '') AS outbox_notified FROM change`,
  );
  return { recorded, rows: result.rows.map(({ outbox_notified: _, ...row }) => row as Row) };
}

/**
 * The writes that record events, as common table expressions: the outbox rows, the smart
 * notifications they call for and the history lines of those about a booking. Private so that
 * every statement using them also sends the NOTIFY, which wakes the relays the moment the
 * transaction commits (they also poll, for databases that cannot notify).
 */
async function eventWrites(
  db: Kysely<Database>,
  events: readonly EventToRecord[],
): Promise<{ recorded: DomainEvent<RecordedEventName>[]; writes: RawBuilder<unknown> }> {
  const recorded: DomainEvent<RecordedEventName>[] = [];
  const outboxRows: object[] = [];
  const noticeRows: object[] = [];
  let namesABooking = false;
  for (const { event, data, facts } of events) {
    // Each name is paired with its data by EventToRecord; TypeScript cannot see a generic pair as
    // one member of the DomainEvent union by itself.
    const one = { eventId: newId("evt"), providerId: data.providerId, event, data } as DomainEvent<RecordedEventName>;
    recorded.push(one);
    // Awaited one at a time: with `facts`, as bookings' creations give, it reads nothing.
    const notification = await notificationForEvent(db, one, facts);
    if (notification) noticeRows.push(smartNotificationRow(notification));
    outboxRows.push({ event_id: one.eventId, provider_id: one.providerId, event, data });
    // An event about a booking is also a line of its history, kept as long as the booking.
    if ("bookingId" in data) namesABooking = true;
  }
  // The rows go as one JSON parameter a table each (rowsOf): one value to send however many events.
  const notice =
    noticeRows.length > 0
      ? sql`, notice AS (
        INSERT INTO smart_notifications (provider_id, id, recipient, type, title, body, data)
        SELECT provider_id, id, recipient, type, title, body, data FROM ${rowsOf("smart_notifications", noticeRows)})`
      : sql``;
  // Its lines are read from the outbox rows the insert returns (the data is sent once).
  const history = namesABooking ? sql`, ${historyLinesWrite()}` : sql``;
  const writes = sql`event AS (
      INSERT INTO outbox_events (event_id, provider_id, event, data)
      SELECT event_id, provider_id, event, data FROM ${rowsOf("outbox_events", outboxRows)}
      RETURNING provider_id, event, data)${notice}${history}`;
  return { recorded, writes };
}
