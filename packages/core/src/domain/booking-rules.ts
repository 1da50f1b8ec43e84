// Booking rules that need no database: the status machine and whether a time
// range fits a staff member's working hours in the provider's time zone.
import type { BookingStatus, WeeklySchedule } from "@booking/db";
import { addDays, localDateOf, MINUTE_MS, zoneOffsetAt } from "./local-time";
import { minutesOf, WEEKDAYS } from "./weekly-schedule";

/** Statuses that hold a staff member's time (and are covered by the no-overlap constraint). */
export const ACTIVE_STATUSES: readonly BookingStatus[] = ["pending", "confirmed"];

/** Every booking starts here, until the provider confirms (or cancels) it. */
export const NEW_BOOKING_STATUS = "pending" satisfies BookingStatus;

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
 * its breaks. Times are read as local wall-clock times, the way the schedule is written, so a DST
 * day keeps its local hours: every time the clocks show during the booking must lie within the
 * hours and outside the breaks. Usually that is the stretch from the start's reading to the end's;
 * a booking across a clock change is read as one stretch on each side of it (across a fall-back
 * change at 03:00, 02:45 CEST to 02:15 CET shows 02:45-03:00 and then 02:00-02:15).
 */
export function checkWithinWorkingHours(schedule: WeeklySchedule, zone: string, start: number, end: number): FitProblem | null {
  const from = localDateOf(start, zone);
  const dayName = WEEKDAYS[from.weekday - 1]!;
  const day = schedule[dayName];
  if (!day) return { reason: "day_off", message: `The staff member does not work on ${dayName}s` };
  const stretches = wallClockStretches(zone, start, end, from);
  if (stretches.some(([a, b]) => a < minutesOf(day.start) || b > minutesOf(day.end))) {
    return {
      reason: "outside_hours",
      message: `The booking falls outside the staff member's working hours on ${dayName} (${day.start}-${day.end}, ${zone})`,
    };
  }
  for (const b of day.breaks ?? []) {
    if (stretches.some(([from, to]) => from < minutesOf(b.end) && to > minutesOf(b.start))) {
      return { reason: "in_break", message: `The booking falls in the staff member's break ${b.start}-${b.end} (${zone})` };
    }
  }
  return null;
}

/**
 * The local times [from, to) the clocks show during [start, end), in minutes after the start day's
 * local midnight (a time on the next day counts from 1440; later ones are Infinity): one stretch,
 * or one per side of each clock change inside the booking (empty stretches left out).
 */
function wallClockStretches(zone: string, start: number, end: number, first: { date: string; minutes: number }): [number, number][] {
  const reading = (instant: number) => {
    const local = localDateOf(instant, zone);
    return local.date === first.date ? local.minutes : local.date === addDays(first.date, 1) ? 1440 + local.minutes : Infinity;
  };
  const endOffset = zoneOffsetAt(end, zone);
  if (zoneOffsetAt(start, zone) === endOffset) return [[first.minutes, reading(end)]];
  const stretches: [number, number][] = [];
  let from = start;
  let fromReading = first.minutes;
  while (from < end) {
    const offset = zoneOffsetAt(from, zone);
    // The first instant after `from` with another offset: the clock change (binary search, to the ms).
    let change = end;
    if (offset !== endOffset) {
      let lo = from;
      let hi = end;
      while (hi - lo > 1) {
        const mid = lo + Math.floor((hi - lo) / 2);
        if (zoneOffsetAt(mid, zone) === offset) lo = mid;
        else hi = mid;
      }
      change = hi;
    }
    const length = (change - from) / MINUTE_MS;
    if (length > 0) stretches.push([fromReading, fromReading + length]);
    from = change;
    fromReading = reading(change);
  }
  return stretches;
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
