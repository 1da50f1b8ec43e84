// Customers changing their own bookings, with their key or a manage link: moving (to another time,
// and optionally another member who offers the service) and cancelling, up to the provider's
// cancellation notice before the start. The new time passes every rule of a customer's new booking
// (hours, breaks, time off, closures, notice, horizon); the exclusion constraint decides overlaps.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "@booking/db";
import { conflict, notFound } from "../../errors";
import { isActiveStatus, selfServiceRefusal } from "../../domain/booking-rules";
import { recordEvent } from "../events";
import { cancelBooking } from "./status";
import { assertBookingAllowed, guardOverlap, lockBooking, lockStaffForBooking, type LockedBooking, type Provider } from "./write-guards";

/** 409 when the booking can no longer be changed by its customer (closed, or past the notice). */
async function assertSelfServiceOpen(trx: Transaction<Database>, providerId: string, booking: LockedBooking, now: Date) {
  if (!isActiveStatus(booking.status)) {
    throw conflict(`A ${booking.status} booking cannot be changed`, [{ path: "status", message: `is ${booking.status}` }]);
  }
  const { cancellation_notice_minutes: notice } = await trx
    .selectFrom("providers")
    .select("cancellation_notice_minutes")
    .where("id", "=", providerId)
    .executeTakeFirstOrThrow();
  const refusal = selfServiceRefusal(booking.starts_at.getTime(), now.getTime(), notice);
  if (refusal) throw conflict(refusal, [{ path: "dateTime", message: "is too close to change online" }]);
}

/**
 * Moves a customer's booking to `dateTime` (keeping its length and buffers) and, with `staffId`,
 * to that member. One booking.rescheduled event when anything changed.
 */
export async function rescheduleOwnBooking(
  db: Kysely<Database>,
  provider: Provider,
  bookingId: string,
  input: { dateTime: Date; staffId?: string },
  now: Date,
) {
  return guardOverlap(() =>
    db.transaction().execute(async (trx) => {
      const booking = await lockBooking(trx, provider.id, bookingId);
      await assertSelfServiceOpen(trx, provider.id, booking, now);
      const staffId = input.staffId ?? booking.staff_id;
      const start = input.dateTime.getTime();
      if (staffId === booking.staff_id && start === booking.starts_at.getTime()) return { id: booking.id, changed: false };
      const staff = await lockStaffForBooking(trx, provider.id, staffId, booking.service_id);
      const end = start + (booking.ends_at.getTime() - booking.starts_at.getTime());
      await assertBookingAllowed(trx, provider.id, staff, start, end, now, "customer");
      const startsAt = new Date(start);
      await trx
        .updateTable("bookings")
        .set({
          staff_id: staffId,
          starts_at: startsAt,
          ends_at: new Date(end),
          occupied_from: new Date(start - (booking.starts_at.getTime() - booking.occupied_from.getTime())),
          occupied_until: new Date(end + (booking.occupied_until.getTime() - booking.ends_at.getTime())),
          updated_at: sql`now()`,
        })
        .where("provider_id", "=", provider.id)
        .where("id", "=", booking.id)
        .execute();
      await recordEvent(trx, "booking.rescheduled", {
        bookingId: booking.id,
        providerId: provider.id,
        customerId: booking.customer_id,
        serviceId: booking.service_id,
        staffId,
        previousDateTime: booking.starts_at.toISOString(),
        dateTime: startsAt.toISOString(),
        status: booking.status as "pending" | "confirmed",
      });
      return { id: booking.id, changed: true };
    }),
  );
}

/** Cancels a customer's booking while the notice allows (the customer is told, as on any cancellation). */
export async function cancelOwnBooking(db: Kysely<Database>, provider: Provider, bookingId: string, reason: string | null, now: Date) {
  return cancelBooking(db, provider, bookingId, { reason, notifyCustomer: true }, now, (trx, booking) =>
    booking.status === "cancelled" ? Promise.resolve() : assertSelfServiceOpen(trx, provider.id, booking, now),
  );
}

/** 404 unless the booking is the customer's own (another customer's booking is not theirs to see). */
export async function assertOwnBooking(db: Kysely<Database>, providerId: string, bookingId: string, customerId: string) {
  const row = await db
    .selectFrom("bookings")
    .select("id")
    .where("provider_id", "=", providerId)
    .where("id", "=", bookingId)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  if (!row) throw notFound("Booking", bookingId);
}
