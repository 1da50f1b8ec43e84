// The console's safe actions beside status.ts: a no-show only once the booking has started, and
// undoing the salon's own cancellation for a few minutes after it (the member still able to take
// the time by the booking rules; the time still free: the overlap constraint decides, as for any
// booking write).
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "@booking/db";
import { conflict, notFound, type ErrorDetail } from "../../errors";
import { noShowRefusal, restoreRefusal, type Refusal } from "../../domain/booking-actions";
import { BOOKING_RULES, bookingProblem } from "../../domain/booking-rules";
import { recordEvent } from "../events";
import { policiesForBooking } from "../calendars";
import { bookingEventData } from "./event-data";
import { assertNoSessionOverlap } from "./sessions";
import { guardOverlap, lockStaffForBooking, type Provider } from "./write-guards";

/** A refusal of these rules as the 409 clients see, its detail at `path` carrying the rule and its times. */
function refused(refusal: Refusal, path: string, detail: string) {
  const entry: ErrorDetail = { path, message: detail, rule: refusal.rule };
  if (refusal.from !== undefined) entry.from = refusal.from;
  if (refusal.to !== undefined) entry.to = refusal.to;
  return conflict(refusal.message, [entry]);
}

/** 409 when a booking starting at `startsAt` is marked no-show before its start. */
export function assertNoShowAllowed(startsAt: Date, now: Date): void {
  const refusal = noShowRefusal(startsAt.getTime(), now.getTime());
  if (refusal) throw refused(refusal, "status", "the booking has not started yet");
}

/** Who made a booking's latest cancellation, from its history line (the salon when the line does not say). */
async function cancelledBy(trx: Transaction<Database>, providerId: string, bookingId: string): Promise<"provider" | "customer"> {
  const line = await trx
    .selectFrom("booking_history")
    .select(sql<string | null>`data->>'changedBy'`.as("changed_by"))
    .where("provider_id", "=", providerId)
    .where("booking_id", "=", bookingId)
    .where("event", "=", "booking.cancelled")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return line?.changed_by === "customer" ? "customer" : "provider";
}

/** What a restored booking is checked against: its member, service and time. */
interface RestoredTime {
  id: string;
  staff_id: string;
  service_id: string;
  starts_at: Date;
  ends_at: Date;
  occupied_from: Date;
  occupied_until: Date;
}

/**
 * 409 when the booking's member can no longer take its time, by the rules a new booking of the
 * salon's meets (booking-rules.ts): the member deleted or inactive, no longer offering the service,
 * a closure that date, time off or busy time of their own calendars then, the time outside their
 * hours for that date or in a break, outside the salon's business hours, a class they teach then.
 * The clock rules are not among them: the booking was there before its cancellation, and may have
 * begun meanwhile. The member is locked first, as for any booking write.
 */
async function assertMemberCanTakeItBack(trx: Transaction<Database>, providerId: string, booking: RestoredTime): Promise<void> {
  // A member deleted meanwhile cannot take it back (lockStaffForBooking would answer 404 for them).
  const member = await trx
    .selectFrom("staff")
    .select("deleted_at")
    .where("provider_id", "=", providerId)
    .where("id", "=", booking.staff_id)
    .executeTakeFirst();
  if (!member || member.deleted_at !== null) {
    throw conflict(`Staff member ${booking.staff_id} has been deleted; book again with another member`, [
      { path: "staffId", message: BOOKING_RULES.staff_inactive.detail, rule: "staff_inactive" },
    ]);
  }
  const staff = await lockStaffForBooking(trx, providerId, booking.staff_id, booking.service_id);
  const start = booking.starts_at.getTime();
  const end = booking.ends_at.getTime();
  const policies = await policiesForBooking(trx, providerId, staff.id, booking.starts_at, booking.ends_at);
  const problem = bookingProblem(
    { ...staff, ...policies.member },
    { zone: policies.timezone, closures: policies.closures, now: null, limits: null, businessHours: policies.businessHours },
    start,
    end,
  );
  if (problem) {
    const timed = problem.from !== undefined || problem.to !== undefined;
    const detail: ErrorDetail = { path: problem.path, message: BOOKING_RULES[problem.reason].detail, rule: problem.reason };
    const from = timed ? problem.from : start;
    const to = timed ? problem.to : end;
    if (from !== undefined) detail.from = new Date(from).toISOString();
    if (to !== undefined) detail.to = new Date(to).toISOString();
    throw conflict(`The booking cannot be restored: ${problem.message}`, [detail]);
  }
  await assertNoSessionOverlap(trx, providerId, staff.id, booking.occupied_from, booking.occupied_until);
}

/**
 * Undoes the salon's own cancellation made less than RESTORE_WINDOW_MINUTES ago: the booking is
 * back as it was (pending or confirmed, at its time with its member), and booking.restored is
 * recorded, telling the customer when the cancellation did. 409 when too late, not cancelled,
 * cancelled by the customer themselves, when it held rooms, equipment or seats, when its member
 * can no longer take the time (the booking rules, assertMemberCanTakeItBack), or when its time was
 * taken meanwhile (the exclusion constraint, mapped by guardOverlap); 404 for no such booking.
 */
export function restoreBooking(db: Kysely<Database>, provider: Provider, bookingId: string, now: Date) {
  return guardOverlap(
    () =>
      db.transaction().execute(async (trx) => {
        const booking = await trx
          .selectFrom("bookings")
          .select([
            "id",
            "status",
            "status_before_cancel",
            "cancelled_at",
            "notify_customer",
            "customer_id",
            "service_id",
            "staff_id",
            "starts_at",
            "ends_at",
            "occupied_from",
            "occupied_until",
            "resources",
            "session_id",
            "seats",
          ])
          .where("provider_id", "=", provider.id)
          .where("id", "=", bookingId)
          .forUpdate()
          .executeTakeFirst();
        if (!booking) throw notFound("Booking", bookingId);
        const refusal = restoreRefusal(
          {
            status: booking.status,
            cancelledAt: booking.cancelled_at?.getTime() ?? null,
            statusBeforeCancel: booking.status_before_cancel,
            heldUnits: booking.session_id !== null || booking.resources.length > 0,
            cancelledBy: booking.status === "cancelled" ? await cancelledBy(trx, provider.id, booking.id) : "provider",
            refundedOnline: booking.status === "cancelled" && (await refundedOnline(trx, provider.id, booking.id)),
          },
          now.getTime(),
        );
        if (refusal)
          throw refused(refusal, "status", refusal.rule === "restore_window" ? "the time to undo has passed" : "cannot be restored");
        const cancelledAt = booking.cancelled_at;
        const status = booking.status_before_cancel;
        if (cancelledAt === null || status === null)
          throw new Error("Broken invariant: restoreRefusal lets only cancelled bookings through");
        await assertMemberCanTakeItBack(trx, provider.id, booking);
        // Back to pending or confirmed: the exclusion constraint refuses it when the time was taken
        // meanwhile. notify_customer stays as the cancellation left it: the customer hears of the
        // restore only when they heard of the cancellation.
        const row = await trx
          .updateTable("bookings")
          .set({ status, cancelled_at: null, cancel_reason: null, updated_at: sql`now()` })
          .where("provider_id", "=", provider.id)
          .where("id", "=", booking.id)
          .returning(["id", "status", "updated_at"])
          .executeTakeFirstOrThrow();
        await recordEvent(trx, "booking.restored", {
          ...bookingEventData(provider.id, booking, status),
          cancelledAt: cancelledAt.toISOString(),
          notifyCustomer: booking.notify_customer,
          changedBy: "provider",
        });
        return { id: row.id, status, updated_at: row.updated_at };
      }),
    { db, providerId: provider.id, now },
  );
}

/** Whether money the booking took online was given back, or is being (its balance's refunds). */
async function refundedOnline(trx: Transaction<Database>, providerId: string, bookingId: string): Promise<boolean> {
  // Summed in SQL: the balances are bigint, which arrive as text.
  const { rows } = await sql<{ given_back: boolean }>`
    SELECT refunded_minor + refunding_minor > 0 AS given_back
      FROM payment_balances WHERE provider_id = ${providerId} AND booking_id = ${bookingId}`.execute(trx);
  return rows[0]?.given_back === true;
}
