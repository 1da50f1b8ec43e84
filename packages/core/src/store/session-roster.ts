// Who comes to a class session (its roster), and marking a booking's customer as arrived.
import { sql, type Kysely } from "kysely";
import type { BookingStatus, Database } from "@booking/db";
import { checkInProblem } from "../domain/check-in";
import { conflict, notFound } from "../errors";
import { getSession } from "./sessions";

interface RosterRow {
  id: string;
  status: BookingStatus;
  seats: number;
  customer_id: string;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  checked_in_at: Date | null;
}

/** An open session and its bookings still on the roster (pending, confirmed, completed, no-show), by customer name. */
export async function sessionRoster(db: Kysely<Database>, providerId: string, sessionId: string) {
  const session = await getSession(db, providerId, sessionId);
  const bookings: RosterRow[] = await db
    .selectFrom("bookings as b")
    .innerJoin("customers as c", (join) => join.onRef("c.provider_id", "=", "b.provider_id").onRef("c.id", "=", "b.customer_id"))
    .select([
      "b.id",
      "b.status",
      "b.seats",
      "b.customer_id",
      "c.name as customer_name",
      "c.email as customer_email",
      "c.phone as customer_phone",
      "b.checked_in_at",
    ])
    .where("b.provider_id", "=", providerId)
    .where("b.session_id", "=", sessionId)
    .where("b.status", "in", ["pending", "confirmed", "completed", "no_show"])
    .orderBy("c.name")
    .orderBy("b.id")
    .execute();
  return { session, bookings };
}

/**
 * Marks a booking's customer as checked in (arrived) now, or takes the mark back. A booking already
 * checked in keeps its first time. 409 for a booking that cannot be (see checkInProblem).
 */
export async function setCheckedIn(db: Kysely<Database>, providerId: string, bookingId: string, checkedIn: boolean, now: Date) {
  return db.transaction().execute(async (trx) => {
    const booking = await trx
      .selectFrom("bookings")
      .select(["id", "status", "checked_in_at"])
      .where("provider_id", "=", providerId)
      .where("id", "=", bookingId)
      .forUpdate()
      .executeTakeFirst();
    if (!booking) throw notFound("Booking", bookingId);
    const problem = checkInProblem(booking.status, checkedIn);
    if (problem) throw conflict(problem);
    const row = await trx
      .updateTable("bookings")
      .set({ checked_in_at: checkedIn ? sql<Date>`coalesce(checked_in_at, ${now}::timestamptz)` : null, updated_at: sql`now()` })
      .where("provider_id", "=", providerId)
      .where("id", "=", bookingId)
      .returning(["id", "status", "checked_in_at"])
      .executeTakeFirstOrThrow();
    return row;
  });
}
