// A time a booking gives back (cancelled, moved away, a hold lapsed or declined) is recorded in the
// transaction that gives it back, when its service has someone waiting: a worker offers it to the
// line (waitlist-offers.ts), woken by the same NOTIFY as the outbox relay. Nothing is recorded
// for a time already begun, or for a service with an empty line.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "@booking/db";
import { OUTBOX_CHANNEL, recordEvent } from "./events";

export type ReleaseReason = "cancelled" | "moved" | "lapsed" | "declined";

/** What a booking held: its id, service, member, time and seats. */
export interface ReleasedTime {
  id: string;
  service_id: string;
  staff_id: string;
  starts_at: Date;
  ends_at: Date;
  seats: number;
}

export async function recordRelease(db: Kysely<Database>, providerId: string, booking: ReleasedTime, reason: ReleaseReason, now: Date) {
  if (booking.starts_at.getTime() <= now.getTime()) return;
  await sql`
    WITH release AS (
      INSERT INTO waitlist_releases (provider_id, service_id, staff_id, starts_at, ends_at, seats, reason, booking_id, created_at)
      SELECT ${providerId}, ${booking.service_id}, ${booking.staff_id}, ${booking.starts_at}, ${booking.ends_at}, ${booking.seats}, ${reason}, ${booking.id}, ${now}
       WHERE EXISTS (SELECT 1 FROM waitlist_entries w
                      WHERE w.provider_id = ${providerId} AND w.service_id = ${booking.service_id} AND w.status = 'waiting')
      RETURNING id)
    SELECT pg_notify(${OUTBOX_CHANNEL}, '') FROM release`.execute(db);
}

/**
 * Closes the live offer whose hold `bookingId` was (declined, lapsed, or withdrawn by the salon):
 * its entry waits again, in its place in line (the same time is never offered to it twice), and
 * a declined or lapsed offer is told (waitlist.lapsed). Nothing for a hold that was no offer.
 */
export async function closeOfferOfHold(
  db: Transaction<Database>,
  providerId: string,
  bookingId: string,
  status: "declined" | "lapsed" | "withdrawn",
  now: Date,
): Promise<void> {
  const offer = await db
    .updateTable("waitlist_offers")
    .set({ status, closed_at: now })
    .where("provider_id", "=", providerId)
    .where("booking_id", "=", bookingId)
    .where("status", "=", "live")
    .returning(["id", "entry_id", "service_id", "staff_id", "starts_at"])
    .executeTakeFirst();
  if (!offer) return;
  const entry = await db
    .updateTable("waitlist_entries")
    .set({ status: "waiting" })
    .where("provider_id", "=", providerId)
    .where("id", "=", offer.entry_id)
    .where("status", "=", "offered")
    .returning("customer_id")
    .executeTakeFirst();
  if (status === "withdrawn" || !entry) return;
  await recordEvent(db, "waitlist.lapsed", {
    offerId: offer.id,
    entryId: offer.entry_id,
    bookingId,
    providerId,
    customerId: entry.customer_id,
    serviceId: offer.service_id,
    staffId: offer.staff_id,
    dateTime: offer.starts_at.toISOString(),
    declined: status === "declined",
  });
}
