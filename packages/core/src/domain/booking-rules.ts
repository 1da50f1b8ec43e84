// Booking rules that need no database: the status machine and whether a time
// range fits a staff member's working hours in the provider's time zone.
import type { BookingStatus, WeeklySchedule } from "@booking/db";
import { addDays, localDateOf } from "./local-time";
import { formatMinutes, minutesOf, WEEKDAYS } from "./weekly-schedule";

export const BOOKING_STATUSES: readonly BookingStatus[] = ["pending", "confirmed", "completed", "cancelled", "no_show"];

/** Statuses that hold a staff member's time (and are covered by the no-overlap constraint). */
export const ACTIVE_STATUSES: readonly BookingStatus[] = ["pending", "confirmed"];

/** Every booking starts here, until the provider confirms (or cancels) it. */
export const NEW_BOOKING_STATUS: BookingStatus = "pending";

const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["completed", "no_show", "cancelled"],
  completed: [],
  cancelled: [],
  no_show: [],
};

export type TransitionCheck = { kind: "noop" } | { kind: "allowed" } | { kind: "forbidden"; message: string };

export function checkTransition(from: BookingStatus, to: BookingStatus): TransitionCheck {
  if (from === to) return { kind: "noop" };
  if (TRANSITIONS[from].includes(to)) return { kind: "allowed" };
  const allowed = TRANSITIONS[from];
  return {
    kind: "forbidden",
    message:
      allowed.length === 0
        ? `A ${from} booking is final and cannot become ${to}`
        : `A ${from} booking can become ${allowed.join(" or ")}, not ${to}`,
  };
}

export function isActiveStatus(status: BookingStatus): boolean {
  return ACTIVE_STATUSES.includes(status);
}

/** The event a transition into `status` records, if any. */
export function eventForStatus(status: BookingStatus) {
  switch (status) {
    case "confirmed":
      return "booking.confirmed" as const;
    case "completed":
      return "booking.completed" as const;
    case "cancelled":
      return "booking.cancelled" as const;
    default:
      return null;
  }
}

export type FitProblem = { reason: "day_off" | "outside_hours" | "in_break"; message: string };

/**
 * Whether [start, end) lies inside the working day (in `zone`) on which it starts, and outside
 * its breaks. Both ends are read as local wall-clock times, the way the schedule is written, so a
 * DST day keeps its local hours; only two zone conversions are needed, whatever the breaks.
 */
export function checkWithinWorkingHours(
  schedule: WeeklySchedule,
  zone: string,
  start: number,
  end: number,
): FitProblem | null {
  const from = localDateOf(start, zone);
  const dayName = WEEKDAYS[from.weekday - 1]!;
  const day = schedule[dayName];
  if (!day) return { reason: "day_off", message: `The staff member does not work on ${dayName}s` };
  const to = localDateOf(end, zone);
  // Minutes after the start day's local midnight; a booking ending at the next midnight ends at 1440.
  const endMinutes = to.date === from.date ? to.minutes : to.minutes === 0 && to.date === addDays(from.date, 1) ? 1440 : Infinity;
  if (from.minutes < minutesOf(day.start) || endMinutes > minutesOf(day.end)) {
    return {
      reason: "outside_hours",
      message: `The booking falls outside the staff member's working hours on ${dayName} (${day.start}-${day.end}, ${zone})`,
    };
  }
  for (const b of day.breaks ?? []) {
    if (from.minutes < minutesOf(b.end) && endMinutes > minutesOf(b.start)) {
      return { reason: "in_break", message: `The booking falls in the staff member's break ${b.start}-${b.end} (${zone})` };
    }
  }
  return null;
}

/** What the booking rules need to know of a staff member for one booking. */
export interface BookableStaff {
  id: string;
  is_active: boolean;
  schedule: WeeklySchedule;
  /** Whether the member offers the booking's service. */
  offers_service: boolean;
}

export type BookingProblem = {
  reason: "staff_inactive" | "service_not_offered" | "in_past" | FitProblem["reason"];
  /** The input field the problem is about. */
  path: "staffId" | "serviceId" | "dateTime";
  message: string;
};

/**
 * The first rule a booking of `staff` over [start, end) breaks, or null: the member is active,
 * offers the service, the booking does not start before `now` (null skips this: an existing
 * booking handed to another member keeps its time, even if it has begun), and it lies within the
 * member's working hours in `zone`, outside breaks. Overlap with the member's other bookings is
 * not checked here (it needs the database).
 */
export function bookingProblem(staff: BookableStaff, zone: string, start: number, end: number, now: number | null): BookingProblem | null {
  if (!staff.is_active) return { reason: "staff_inactive", path: "staffId", message: `Staff member ${staff.id} is not active` };
  if (!staff.offers_service) {
    return { reason: "service_not_offered", path: "serviceId", message: `Staff member ${staff.id} does not offer this service` };
  }
  if (now !== null && start < now) return { reason: "in_past", path: "dateTime", message: "The booking time is in the past" };
  const fit = checkWithinWorkingHours(staff.schedule, zone, start, end);
  return fit ? { ...fit, path: "dateTime" } : null;
}

export interface TimedBooking {
  id: string;
  start: number;
  end: number;
}

/**
 * For each of `bookings` that overlaps one of `busy`, its id → the id of the first busy booking it
 * overlaps. Both lists sorted by start; `busy` never overlap each other. One pass over both.
 */
export function findOverlaps(bookings: readonly TimedBooking[], busy: readonly TimedBooking[]): Map<string, string> {
  const found = new Map<string, string>();
  let next = 0; // first busy booking that may still overlap the current or a later booking
  for (const booking of bookings) {
    while (next < busy.length && busy[next]!.end <= booking.start) next++;
    if (next < busy.length && busy[next]!.start < booking.end) found.set(booking.id, busy[next]!.id);
  }
  return found;
}

export { formatMinutes };
