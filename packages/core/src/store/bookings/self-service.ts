// Customers changing their own bookings, with their key or a manage link: moving (to another time,
// and optionally another member who offers the service) and cancelling, up to the provider's
// cancellation notice before the start. The new time passes every rule of a customer's new booking
// (hours, breaks, time off, closures, notice, horizon); the exclusion constraint decides overlaps.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "@booking/db";
import { conflict, notFound } from "../../errors";
import { isActiveStatus, selfServiceDeadline, selfServiceRefusal } from "../../domain/booking-rules";
import { moveLockedBooking } from "./move";
import { cancelBooking } from "./status";
import { freeMembersInAssignmentOrder, refusesOnlyThisMember } from "./assignment";
import { guardOverlap, lockBooking, type LockedBooking, type Provider } from "./write-guards";
import { askForFreshBusyTime, type CalendarSettings } from "../../calendar-sync/freshness";

/** 409 when the booking can no longer be changed by its customer (closed, or past the notice). */
export async function assertSelfServiceOpen(trx: Transaction<Database>, providerId: string, booking: LockedBooking, now: Date) {
  if (!isActiveStatus(booking.status)) {
    throw conflict(`A ${booking.status} booking cannot be changed`, [
      { path: "status", message: `is ${booking.status}`, rule: "transition" },
    ]);
  }
  const { cancellation_notice_minutes: notice } = await trx
    .selectFrom("providers")
    .select("cancellation_notice_minutes")
    .where("id", "=", providerId)
    .executeTakeFirstOrThrow();
  const refusal = selfServiceRefusal(booking.starts_at.getTime(), now.getTime(), notice);
  if (refusal) {
    const deadline = new Date(selfServiceDeadline(booking.starts_at.getTime(), notice)).toISOString();
    throw conflict(refusal, [{ path: "dateTime", message: "is too close to change online", rule: "self_service_deadline", to: deadline }]);
  }
}

/**
 * Moves a customer's booking to `dateTime` (keeping its length and buffers) and, with `staffId`,
 * to that member. Without `staffId` it stays with its member when they can take the new time, and
 * otherwise goes to another free member by the provider's assignment rule (as a new booking naming
 * no member would): every time the booking's availability offers can be moved to. One
 * booking.rescheduled event when anything changed.
 */
export async function rescheduleOwnBooking(
  db: Kysely<Database>,
  provider: Provider,
  bookingId: string,
  input: {
    dateTime: Date;
    staffId?: string;
    /** Customer keys' PATCH: never another member. */
    keepMember?: boolean;
    /** What the customer's page showed (manage links): the booking's messages follow them from now on. */
    customerTimezone?: string;
    locale?: string;
  },
  now: Date,
  calendars?: CalendarSettings,
) {
  // A move that may give the booking to another member depends on every calendar of the service's members.
  const members = input.staffId !== undefined ? { staffId: input.staffId } : { bookingId, anyMember: !input.keepMember };
  await askForFreshBusyTime(db, provider, members, now, calendars);
  return guardOverlap(
    () =>
      db.transaction().execute(async (trx) => {
        const booking = await lockBooking(trx, provider.id, bookingId);
        await assertSelfServiceOpen(trx, provider.id, booking, now);
        if (input.customerTimezone !== undefined || input.locale !== undefined) {
          await trx
            .updateTable("bookings")
            .set({
              ...(input.customerTimezone !== undefined ? { customer_timezone: input.customerTimezone } : {}),
              ...(input.locale !== undefined ? { locale: input.locale } : {}),
            })
            .where("provider_id", "=", provider.id)
            .where("id", "=", booking.id)
            .execute();
        }
        const start = input.dateTime.getTime();
        if ((input.staffId ?? booking.staff_id) === booking.staff_id && start === booking.starts_at.getTime()) {
          return { id: booking.id, changed: false };
        }
        if (input.staffId !== undefined || input.keepMember)
          return moveTo(trx, provider, booking, input.staffId ?? booking.staff_id, start, now);
        const others = await freeMembersInAssignmentOrder(
          trx,
          provider.id,
          booking.service_id,
          input.dateTime,
          now,
          provider.processingGapsOnline,
        );
        const candidates = [booking.staff_id, ...others.filter((id) => id !== booking.staff_id)];
        let refusal: unknown = null;
        for (const staffId of candidates) {
          await sql`SAVEPOINT move_to_member`.execute(trx);
          try {
            return await moveTo(trx, provider, booking, staffId, start, now);
          } catch (error) {
            if (!refusesOnlyThisMember(error)) throw error;
            refusal ??= error; // the booking's own member's reason is the one worth telling
            await sql`ROLLBACK TO SAVEPOINT move_to_member`.execute(trx);
          }
        }
        throw refusal;
      }),
    { db, providerId: provider.id, now },
  );
}

/** Moves the locked booking to `start` with member `staffId`, after every rule of a customer's booking. */
const moveTo = (trx: Transaction<Database>, provider: Provider, booking: LockedBooking, staffId: string, start: number, now: Date) =>
  moveLockedBooking(trx, provider, booking, staffId, start, now, "customer");

/** Cancels a customer's booking while the notice allows (the customer is told, as on any cancellation). */
export async function cancelOwnBooking(db: Kysely<Database>, provider: Provider, bookingId: string, reason: string | null, now: Date) {
  return cancelBooking(db, provider, bookingId, { reason, notifyCustomer: true, changedBy: "customer" }, now, (trx, booking) =>
    booking.status === "cancelled" || booking.status === "held" ? Promise.resolve() : assertSelfServiceOpen(trx, provider.id, booking, now),
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
