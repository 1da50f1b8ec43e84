// Checking a customer in: marking that they arrived (at the desk, or for a class), apart from the
// booking's status. A booking that is still on (pending, confirmed) or done (completed) may be
// checked in or have its check-in taken back; one cancelled, marked no-show or not yet verified may not.
import type { BookingStatus } from "@booking/db";

const REFUSED: Partial<Record<BookingStatus, string>> = {
  held: "A booking waiting for email verification cannot be checked in",
  cancelled: "A cancelled booking cannot be checked in",
  no_show: "A booking marked no-show cannot be checked in (its customer did not come)",
};

/** Why a booking of this status cannot have its check-in set or taken back; null when it can. */
export function checkInProblem(status: BookingStatus, checkedIn: boolean): string | null {
  const refused = REFUSED[status];
  if (!refused) return null;
  return checkedIn ? refused : refused.replace("cannot be checked in", "has no check-in to take back");
}
