// Moving a booking to another time: its length and buffers stay, and the new time must pass the
// rules of a new booking with the same staff member (whose row is locked like a booking write's).
// Its resources are met afresh at the new time; a class booking gives its seats back and takes
// seats at the new time (joining the session there, or opening one).
import { sql, type Transaction } from "kysely";
import type { BookingStatus, Database, HeldResource } from "@booking/db";
import { badRequest, conflict, presentOrThrow } from "../../errors";
import { isActiveStatus } from "../../domain/booking-rules";
import { bookingLimits } from "../settings";
import {
  assertBookingAllowed,
  assertOutsideProcessingTime,
  keepsOutOfGaps,
  processingOverlapCheck,
  assertJoinable,
  limitsFor,
  lockMembersInOrder,
  lockStaffForBooking,
  type Booker,
  type LockedBooking,
  type Provider,
} from "./write-guards";
import { reassignUnits } from "./resource-units";
import { assertNoSessionOverlap, loadClassService, releaseSeats, takeSeats } from "./sessions";
import { recordEvent } from "../events";
import { bookingEventData } from "./event-data";
import { recordRelease } from "../waitlist-releases";

/** Where a moved booking lands: the columns its update sets. */
export interface MoveTarget {
  staff_id: string;
  starts_at: Date;
  ends_at: Date;
  occupied_from: Date;
  occupied_until: Date;
  resources: HeldResource[];
  session_id: string | null;
}

/**
 * The booking's new place when `dateTime` and/or `staffId` (another member of the salon) move it
 * (checked), or null when it stays where it is. `targetStatus` is the status the same request
 * leaves it in: a booking cannot be moved and closed at once.
 */
export async function plannedMove(
  trx: Transaction<Database>,
  provider: Provider,
  booking: LockedBooking,
  targetStatus: BookingStatus,
  dateTime: Date | undefined,
  now: Date,
  booker: Booker = "provider",
  staffId?: string,
): Promise<MoveTarget | null> {
  const start = (dateTime ?? booking.starts_at).getTime();
  const member = staffId ?? booking.staff_id;
  if (start === booking.starts_at.getTime() && member === booking.staff_id) return null;
  const path = dateTime && start !== booking.starts_at.getTime() ? "dateTime" : "staffId";
  if (!isActiveStatus(booking.status)) {
    throw conflict(`A ${booking.status} booking cannot be moved`, [{ path, message: "only pending or confirmed bookings can be moved" }]);
  }
  if (!isActiveStatus(targetStatus)) {
    throw badRequest("A booking cannot be moved and closed in one request", [
      { path, message: `cannot be changed together with status ${targetStatus}` },
    ]);
  }
  if (booking.second_staff_id !== null && member === booking.second_staff_id) {
    throw badRequest("The staff member is the booking's second member already", [
      { path: "staffId", message: "is the two-person booking's second member already: name another" },
    ]);
  }
  return moveTarget(trx, provider, booking, member, start, now, booker);
}

/**
 * Moves the locked booking to `start` with member `staffId` (locked here): every rule of a new
 * booking by `booker`, then the member's time, the resources' units or the class seats there.
 */
export async function moveTarget(
  trx: Transaction<Database>,
  provider: Provider,
  booking: LockedBooking,
  staffId: string,
  start: number,
  now: Date,
  booker: Booker,
): Promise<MoveTarget> {
  // A two-person booking: both members locked in id order (see lockMembersInOrder).
  if (booking.second_staff_id !== null) await lockMembersInOrder(trx, provider.id, [staffId, booking.second_staff_id]);
  const staff = await lockStaffForBooking(trx, provider.id, staffId, booking.service_id);
  const end = start + (booking.ends_at.getTime() - booking.starts_at.getTime());
  if (booking.session_id !== null) {
    // A class booking: its seats go back first (an emptied session it opened closes and frees
    // the member), then seats at the new time, in the session there or a new one.
    const service = presentOrThrow(
      await loadClassService(trx, provider.id, booking.service_id),
      "a booking's service exists (a foreign key)",
    );
    await releaseSeats(trx, provider.id, booking.session_id, booking.seats);
    const limits = limitsFor(booker, await bookingLimits(trx, provider.id));
    const session = await takeSeats(trx, provider.id, service, staffId, new Date(start), booking.seats, {
      join: () => assertJoinable(staff, { now: now.getTime(), limits }, start),
      open: async () => {
        await assertBookingAllowed(trx, provider, staff, start, start + service.duration * 60_000, now, booker);
      },
      now,
    });
    return {
      staff_id: staffId,
      starts_at: session.starts_at,
      ends_at: session.ends_at,
      occupied_from: session.occupied_from,
      occupied_until: session.occupied_until,
      resources: session.resources,
      session_id: session.id,
    };
  }
  await assertBookingAllowed(trx, provider, staff, start, end, now, booker);
  // The booking keeps its length and the buffers it was made with; its resources are met afresh.
  const from = new Date(start - (booking.starts_at.getTime() - booking.occupied_from.getTime()));
  const until = new Date(end + (booking.occupied_until.getTime() - booking.ends_at.getTime()));
  // Each member the booking holds (a two-person booking's second too) meets the rules at the new time.
  const members =
    booking.second_staff_id === null
      ? [staff]
      : [staff, await lockStaffForBooking(trx, provider.id, booking.second_staff_id, booking.service_id)];
  for (const member of members) {
    if (member !== staff) await assertBookingAllowed(trx, provider, member, start, end, now, booker);
    await assertNoSessionOverlap(trx, provider.id, member.id, from, until);
    if (keepsOutOfGaps(provider, booker)) {
      await assertOutsideProcessingTime(trx, processingOverlapCheck(provider.id, member.id, from, until, now, booking.id));
    }
  }
  return {
    staff_id: staffId,
    starts_at: new Date(start),
    ends_at: new Date(end),
    occupied_from: from,
    occupied_until: until,
    resources: await reassignUnits(trx, provider.id, booking, from, until),
    session_id: null,
  };
}

/**
 * Moves the locked booking to `start` with member `staffId` after every rule of a booking by
 * `booker` (moveTarget), writes it and records booking.rescheduled: a customer's own move, or one
 * item of a visit moved with the others.
 */
export async function moveLockedBooking(
  trx: Transaction<Database>,
  provider: Provider,
  booking: LockedBooking,
  staffId: string,
  start: number,
  now: Date,
  booker: Booker,
) {
  const target = await moveTarget(trx, provider, booking, staffId, start, now, booker);
  await trx
    .updateTable("bookings")
    .set({ ...target, resources: JSON.stringify(target.resources), updated_at: sql`now()` })
    .where("provider_id", "=", provider.id)
    .where("id", "=", booking.id)
    .execute();
  if (target.starts_at.getTime() !== booking.starts_at.getTime() || target.staff_id !== booking.staff_id) {
    await recordRelease(trx, provider.id, booking, "moved", now);
  }
  await recordEvent(trx, "booking.rescheduled", {
    ...bookingEventData(provider.id, { ...booking, ...target }, booking.status as "pending" | "confirmed"),
    previousDateTime: booking.starts_at.toISOString(),
    changedBy: booker === "provider" ? "provider" : "customer",
  });
  return { id: booking.id, changed: true };
}
