// What the reminder sweep reads: pending and confirmed bookings starting within the reminder
// horizon, in (starts_at, id) order, a page at a time (keyset: a cursor after the last row).
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import { REMINDER_HORIZON_MS } from "../domain/reminders";

export interface ReminderCandidate {
  providerId: string;
  bookingId: string;
  startsAt: Date;
  createdAt: Date;
}

export async function bookingsToRemind(
  db: Kysely<Database>,
  now: Date,
  after: { startsAt: Date; bookingId: string } | null,
  limit: number,
): Promise<ReminderCandidate[]> {
  let query = db
    .selectFrom("bookings")
    .select(["provider_id", "id", "starts_at", "created_at"])
    .where("status", "in", ["pending", "confirmed"])
    .where("starts_at", ">", now)
    .where("starts_at", "<=", new Date(now.getTime() + REMINDER_HORIZON_MS))
    .orderBy("starts_at")
    .orderBy("id")
    .limit(limit);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb("starts_at", ">", after.startsAt), eb.and([eb("starts_at", "=", after.startsAt), eb("id", ">", after.bookingId)])]),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({ providerId: row.provider_id, bookingId: row.id, startsAt: row.starts_at, createdAt: row.created_at }));
}
