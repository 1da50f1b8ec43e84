// What the reminder sweep reads: pending and confirmed bookings within their provider's longest
// reminder offset, in (starts_at, id) order, a page at a time (keyset: a cursor after the last
// row), with their provider's offsets and words; and the reminders already claimed for them.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { parseReminderClaimKey, REMINDERS } from "../domain/reminders";

export interface ReminderCandidate {
  providerId: string;
  bookingId: string;
  startsAt: Date;
  createdAt: Date;
  /** The provider's reminder offsets, longest first. */
  offsetsMinutes: number[];
  /** The provider's own reminder words per language (none: the standard ones). */
  texts: Record<string, string>;
}

/** The longest reminder offset of any provider (minutes): how far ahead the sweep looks. */
export async function reminderHorizonMinutes(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("providers")
    .select(sql<number | null>`max(reminder_offsets_minutes[1])`.as("longest"))
    .executeTakeFirst();
  return row?.longest ?? 0;
}

export async function bookingsToRemind(
  db: Kysely<Database>,
  now: Date,
  horizonMinutes: number,
  after: { startsAt: Date; bookingId: string } | null,
  limit: number,
): Promise<ReminderCandidate[]> {
  let query = db
    .selectFrom("bookings as b")
    .innerJoin("providers as p", "p.id", "b.provider_id")
    .select(["b.provider_id", "b.id", "b.starts_at", "b.created_at", "p.reminder_offsets_minutes", "p.reminder_texts"])
    .where("b.status", "in", ["pending", "confirmed"])
    .where("b.starts_at", ">", now)
    .where("b.starts_at", "<=", new Date(now.getTime() + horizonMinutes * 60_000))
    // Within this provider's own longest offset (its offsets are stored longest first).
    .where(sql<boolean>`b.starts_at <= ${now}::timestamptz + make_interval(mins => coalesce(p.reminder_offsets_minutes[1], 0))`)
    .orderBy("b.starts_at")
    .orderBy("b.id")
    .limit(limit);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb("b.starts_at", ">", after.startsAt), eb.and([eb("b.starts_at", "=", after.startsAt), eb("b.id", ">", after.bookingId)])]),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    providerId: row.provider_id,
    bookingId: row.id,
    startsAt: row.starts_at,
    createdAt: row.created_at,
    offsetsMinutes: row.reminder_offsets_minutes,
    texts: row.reminder_texts,
  }));
}

/**
 * The offsets of the reminders claimed for each booking at its current start, keyed
 * `${providerId} ${bookingId}` (a booking with none is absent).
 */
export async function remindersSent(
  db: Kysely<Database>,
  bookings: readonly { providerId: string; bookingId: string; startsAt: Date }[],
): Promise<Map<string, number[]>> {
  const sent = new Map<string, number[]>();
  if (bookings.length === 0) return sent;
  const rows = await db
    .selectFrom("notification_claims")
    .select(["provider_id", "booking_id", "claim_key"])
    .where(
      "type",
      "in",
      REMINDERS.map((r) => r.type),
    )
    .where("booking_id", "is not", null)
    .where((eb) =>
      eb(
        eb.refTuple("provider_id", "booking_id"),
        "in",
        bookings.map((b) => eb.tuple(b.providerId, b.bookingId)),
      ),
    )
    .execute();
  const startOf = new Map(bookings.map((b) => [`${b.providerId} ${b.bookingId}`, b.startsAt.getTime()]));
  for (const row of rows) {
    const key = `${row.provider_id} ${row.booking_id ?? ""}`;
    const claim = parseReminderClaimKey(row.claim_key);
    if (!claim || claim.startMs !== startOf.get(key)) continue;
    const offsets = sent.get(key) ?? [];
    offsets.push(claim.offsetMinutes);
    sent.set(key, offsets);
  }
  return sent;
}
