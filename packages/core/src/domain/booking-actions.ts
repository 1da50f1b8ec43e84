// When a salon may mark a no-show, and for how long a cancellation may be undone. Pure: the store
// reads the booking under its lock and asks these.
import type { BookingStatus } from "@booking/db";
import { MINUTE_MS } from "./local-time";

/** How long after cancelling the salon may undo the cancellation (the console's Undo). */
export const RESTORE_WINDOW_MINUTES = 10;

export interface Refusal {
  rule:
    "not_started" | "restore_window" | "restore_not_cancelled" | "restore_holds_units" | "restore_customer_cancelled" | "restore_refunded";
  message: string;
  /** The time the refusal is about (ISO instant): the start a no-show waits for. */
  from?: string;
  /** The deadline that passed (an undo's window). */
  to?: string;
}

/** A no-show is a customer who did not come: it can be recorded only once the booking has started. */
export function noShowRefusal(startsAt: number, now: number): Refusal | null {
  if (now >= startsAt) return null;
  const start = new Date(startsAt).toISOString();
  return {
    rule: "not_started",
    message: `A booking can be marked no-show only once it has started (it starts at ${start})`,
    from: start,
  };
}

/** The last instant a cancellation made at `cancelledAt` may be undone. */
export const restoreDeadline = (cancelledAt: number): number => cancelledAt + RESTORE_WINDOW_MINUTES * MINUTE_MS;

export interface RestorableBooking {
  status: BookingStatus;
  cancelledAt: number | null;
  /** The status the booking had before it was cancelled (null: not known, e.g. a hold released). */
  statusBeforeCancel: "pending" | "confirmed" | null;
  /** Whether it held units of rooms or equipment, or seats of a class session. */
  heldUnits: boolean;
  /** Who cancelled it: the customer themselves (their key or the booking's manage link), or the salon. */
  cancelledBy: "provider" | "customer";
  /** Whether money it took online was given back (or is being): restoring it would leave it standing unpaid. */
  refundedOnline: boolean;
}

/**
 * Whether a cancelled booking may be put back as it was (its status before the cancellation) at
 * `now`: only the salon's own cancellation (a customer who cancelled meant it: the salon books
 * them again if they ask), made less than RESTORE_WINDOW_MINUTES ago, of a booking that held no
 * rooms, equipment or class seats (those went back to others at once). Whether its time is still
 * free, and whether its member can still take it then (the booking rules), is for the store to
 * check under the member's lock, not this.
 */
export function restoreRefusal(booking: RestorableBooking, now: number): Refusal | null {
  if (booking.status !== "cancelled" || booking.cancelledAt === null || booking.statusBeforeCancel === null) {
    return {
      rule: "restore_not_cancelled",
      message:
        booking.status === "cancelled"
          ? "This cancellation cannot be undone: the booking's status before it is not known"
          : `Only a cancelled booking can be restored (this one is ${booking.status})`,
    };
  }
  if (booking.cancelledBy === "customer") {
    return {
      rule: "restore_customer_cancelled",
      message: "The customer cancelled this booking themselves; it cannot be restored by the salon (book again if the customer asks)",
    };
  }
  const deadline = restoreDeadline(booking.cancelledAt);
  if (now > deadline) {
    return {
      rule: "restore_window",
      message: `A cancellation can be undone for ${RESTORE_WINDOW_MINUTES} minutes (until ${new Date(deadline).toISOString()}); book again instead`,
      to: new Date(deadline).toISOString(),
    };
  }
  if (booking.heldUnits) {
    return {
      rule: "restore_holds_units",
      message: "A booking that held rooms, equipment or class seats cannot be restored (they were given back); book again instead",
    };
  }
  if (booking.refundedOnline) {
    return {
      rule: "restore_refunded",
      message:
        "Money this booking took online was given back when it was cancelled; it cannot be restored unpaid: book again instead (with a new payment)",
    };
  }
  return null;
}
