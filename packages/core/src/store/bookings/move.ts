// Moving a booking to another time: its length and buffers stay, and the new time must pass the
// rules of a new booking with the same staff member (whose row is locked like a booking write's).
import type { Transaction } from "kysely";
import type { BookingStatus, Database, HeldResource } from "@booking/db";
import { badRequest, conflict } from "../../errors";
import { isActiveStatus } from "../../domain/booking-rules";
import { assertBookingAllowed, lockStaffForBooking, type Booker, type LockedBooking, type Provider } from "./write-guards";
import { reassignUnits } from "./resource-units";

/**
 * The booking's new times when `dateTime` moves it (checked), or null when it stays where it is.
 * `targetStatus` is the status the same request leaves it in: a booking cannot be moved and
 * closed at once.
 */
export async function plannedMove(
  trx: Transaction<Database>,
  provider: Provider,
  booking: LockedBooking,
  targetStatus: BookingStatus,
  dateTime: Date | undefined,
  now: Date,
  booker: Booker = "provider",
): Promise<{ starts_at: Date; ends_at: Date; occupied_from: Date; occupied_until: Date; resources: HeldResource[] } | null> {
  if (!dateTime || dateTime.getTime() === booking.starts_at.getTime()) return null;
  if (!isActiveStatus(booking.status)) {
    throw conflict(`A ${booking.status} booking cannot be moved`, [
      { path: "dateTime", message: "only pending or confirmed bookings can be moved" },
    ]);
  }
  if (!isActiveStatus(targetStatus)) {
    throw badRequest("A booking cannot be moved and closed in one request", [
      { path: "dateTime", message: `cannot be changed together with status ${targetStatus}` },
    ]);
  }
  const staff = await lockStaffForBooking(trx, provider.id, booking.staff_id, booking.service_id);
  const start = dateTime.getTime();
  const end = start + (booking.ends_at.getTime() - booking.starts_at.getTime());
  await assertBookingAllowed(trx, provider, staff, start, end, now, booker);
  // The booking keeps its length and the buffers it was made with; its resources are met afresh.
  const occupiedFrom = new Date(start - (booking.starts_at.getTime() - booking.occupied_from.getTime()));
  const occupiedUntil = new Date(end + (booking.occupied_until.getTime() - booking.ends_at.getTime()));
  return {
    starts_at: new Date(start),
    ends_at: new Date(end),
    occupied_from: occupiedFrom,
    occupied_until: occupiedUntil,
    resources: await reassignUnits(trx, provider.id, booking, occupiedFrom, occupiedUntil),
  };
}
