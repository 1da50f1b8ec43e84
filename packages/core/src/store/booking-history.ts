// Bookings' history lines: one per change, written with the change (see the booking_history
// migration). Events that name a booking write theirs inside recordEvent's statement (a no-show's
// is an internal event, booking.no_show). Reads answer a booking's lines oldest first,
// with the console member who made each, when one did.
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "@booking/db";
import { notFound } from "../errors";
import { actingConsoleMember } from "../auth/acting-member";
import { historyEntries, type HistoryEntry } from "../domain/booking-history";

/** A booking keeps at most this many lines in an answer (the newest; a booking moved hundreds of times is the only one to reach it). */
export const MAX_HISTORY_LINES = 500;

/**
 * The history lines of the events a statement records, as a common table expression following
 * recordEvent's `event` (whose INSERT returns each outbox row's provider, name and data): a line
 * for each event naming a booking, read from those rows, so the events' data is sent once.
 */
export function historyLinesWrite(): RawBuilder<unknown> {
  return sql`history AS (
    INSERT INTO booking_history (provider_id, booking_id, event, data, by_staff_id)
    SELECT provider_id, data->>'bookingId', event, data, ${actingConsoleMember()}::text FROM event WHERE data ? 'bookingId')`;
}

/** A booking's history, oldest first; 404 for no such booking of the provider. */
export async function bookingHistory(db: Kysely<Database>, providerId: string, bookingId: string): Promise<HistoryEntry[]> {
  const booking = await db
    .selectFrom("bookings")
    .select("booked_by")
    .where("provider_id", "=", providerId)
    .where("id", "=", bookingId)
    .executeTakeFirst();
  if (!booking) throw notFound("Booking", bookingId);
  const newest = await db
    .selectFrom("booking_history as h")
    .leftJoin("staff as s", (join) => join.onRef("s.provider_id", "=", "h.provider_id").onRef("s.id", "=", "h.by_staff_id"))
    .select(["h.id", "h.event", "h.data", "h.occurred_at", "h.by_staff_id", "s.name as by_staff_name"])
    .where("h.provider_id", "=", providerId)
    .where("h.booking_id", "=", bookingId)
    .orderBy("h.id", "desc")
    .limit(MAX_HISTORY_LINES)
    .execute();
  const lines = newest.reverse().map((row) => ({
    event: row.event,
    data: row.data,
    occurredAt: row.occurred_at,
    byStaff: row.by_staff_id ? { id: row.by_staff_id, name: row.by_staff_name ?? "" } : null,
  }));
  return historyEntries(lines, booking.booked_by);
}
