// Booking rules that need no database: the status machine, and whether a booking may take a
// time: the member's hours for that date, breaks, time off, closures, notice and horizon.
import type { BookingStatus, DaySchedule, Weekday, WeeklySchedule } from "@booking/db";
import { addDays, clockOf, localReading, MINUTE_MS, type ZoneClock } from "./local-time";
import { minutesOf, WEEKDAYS } from "./weekly-schedule";
import {
  bookableHoursOn,
  closureOn,
  hoursOn,
  NO_OVERRIDES,
  spanDuring,
  type ClosureSpan,
  type DateOverrides,
  type TimeSpan,
} from "./working-calendar";

const DAY_MS = 24 * 60 * MINUTE_MS;

/** Statuses that hold a staff member's time (and are covered by the no-overlap constraint), holds aside. */
export const ACTIVE_STATUSES: readonly BookingStatus[] = ["pending", "confirmed"];

/** A booking starts here until the provider confirms (or cancels) it; see initialBookingStatus. */
export const NEW_BOOKING_STATUS = "pending" satisfies BookingStatus;

/**
 * A `held` booking (a visitor's, waiting for email verification) leaves that status only by its
 * verification (to pending) or by lapsing or being released (then it is deleted, not cancelled):
 * no PATCH moves it.
 */
const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  held: [],
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
  if (from === "held") {
    return { kind: "forbidden", message: "A held booking waits for the visitor's email verification; it cannot be changed until then" };
  }
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

/**
 * Why a time does not fit the hours: the member's own (`day_off`, `outside_hours`, `in_break`), or
 * the salon's business hours (`outside_business_hours`: closed that weekday, before opening, after
 * closing or in the salon's break; `inBreak` says the last).
 */
export type FitProblem =
  | { reason: "day_off" | "outside_hours" | "in_break"; message: string }
  | { reason: "outside_business_hours"; message: string; inBreak: boolean };

/**
 * Whether [start, end) lies inside the working day (in `zone`) on which it starts, and outside
 * its breaks. The day's hours are its date override if it has one, else the weekly schedule's.
 * Times are read as local wall-clock times, the way the schedule is written, so a DST day keeps
 * its local hours: every time the clocks show during the booking must lie within the hours and
 * outside the breaks. Usually that is the stretch from the start's reading to the end's; a
 * booking across a clock change is read as one stretch on each side of it (across a fall-back
 * change at 03:00, 02:45 CEST to 02:15 CET shows 02:45-03:00 and then 02:00-02:15).
 *
 * With the salon's business hours (non-null), a time must also lie within the salon's hours of
 * that weekday and outside its breaks, read the same way; else the problem is
 * `outside_business_hours`, naming the salon's hours that day. The member's day off and hours are
 * named first, then the salon's, then the member's breaks, then the salon's.
 */
export function checkWithinWorkingHours(
  schedule: WeeklySchedule,
  timeZone: string | ZoneClock,
  start: number,
  end: number,
  overrides: DateOverrides = NO_OVERRIDES,
  businessHours: WeeklySchedule | null = null,
): FitProblem | null {
  const clock = clockOf(timeZone);
  const zone = clock.zone;
  const from = localReading(clock, start);
  const dayName = WEEKDAYS[from.weekday - 1];
  if (dayName === undefined) throw new Error(`Broken invariant: a weekday is 1 to 7 (${from.weekday})`);
  const overridden = overrides.has(from.date);
  const day = hoursOn(schedule, overrides, from.date);
  const which = overridden ? `on ${from.date} (date override)` : `on ${dayName}`;
  if (!day) {
    return {
      reason: "day_off",
      message: overridden
        ? `The staff member does not work on ${from.date} (date override)`
        : `The staff member does not work on ${dayName}s`,
    };
  }
  const stretches = wallClockStretches(clock, start, end, from);
  if (stretches.some(([a, b]) => a < minutesOf(day.start) || b > minutesOf(day.end))) {
    return {
      reason: "outside_hours",
      message: `The booking falls outside the staff member's working hours ${which} (${day.start}-${day.end}, ${zone})`,
    };
  }
  // The salon's opening and closing before either's breaks: a time in a break is then always
  // inside both days (the walk of a day lists such a time, flagged, and no other misfit).
  const open = businessHours ? businessHours[dayName] : undefined;
  if (open !== undefined) {
    const closed = outsideBusinessHours(open, dayName, stretches, zone);
    if (closed) return closed;
  }
  for (const b of day.breaks ?? []) {
    if (stretches.some(([from, to]) => from < minutesOf(b.end) && to > minutesOf(b.start))) {
      return { reason: "in_break", message: `The booking falls in the staff member's break ${b.start}-${b.end} ${which} (${zone})` };
    }
  }
  for (const b of open?.breaks ?? []) {
    if (stretches.some(([from, to]) => from < minutesOf(b.end) && to > minutesOf(b.start))) {
      return {
        reason: "outside_business_hours",
        inBreak: true,
        message: `The booking falls in the salon's break ${b.start}-${b.end} on ${dayName}s (business hours ${open?.start}-${open?.end}, ${zone})`,
      };
    }
  }
  return null;
}

/** Whether the local stretches of a booking on a `dayName` lie outside the salon's hours that weekday (`open`; null: closed). */
function outsideBusinessHours(open: DaySchedule | null, dayName: Weekday, stretches: [number, number][], zone: string): FitProblem | null {
  const reason = "outside_business_hours" as const;
  if (!open) return { reason, inBreak: false, message: `The salon is closed on ${dayName}s (business hours, ${zone})` };
  if (stretches.some(([a, b]) => a < minutesOf(open.start) || b > minutesOf(open.end))) {
    return {
      reason,
      inBreak: false,
      message: `The booking falls outside the salon's business hours on ${dayName}s (${open.start}-${open.end}, ${zone})`,
    };
  }
  return null;
}

/**
 * The local times [from, to) the clocks show during [start, end), in minutes after the start day's
 * local midnight (a time on the next day counts from 1440; later ones are Infinity): one stretch,
 * or one per side of each clock change inside the booking (empty stretches left out).
 */
function wallClockStretches(clock: ZoneClock, start: number, end: number, first: { date: string; minutes: number }): [number, number][] {
  const reading = (instant: number) => {
    const local = localReading(clock, instant);
    return local.date === first.date ? local.minutes : local.date === addDays(first.date, 1) ? 1440 + local.minutes : Infinity;
  };
  const endOffset = clock.offsetAt(end);
  if (clock.offsetAt(start) === endOffset) return [[first.minutes, reading(end)]];
  const stretches: [number, number][] = [];
  let from = start;
  let fromReading = first.minutes;
  while (from < end) {
    const offset = clock.offsetAt(from);
    // The first instant after `from` with another offset: the clock change (binary search, to the ms).
    let change = end;
    if (offset !== endOffset) {
      let lo = from;
      let hi = end;
      while (hi - lo > 1) {
        const mid = lo + Math.floor((hi - lo) / 2);
        if (clock.offsetAt(mid) === offset) lo = mid;
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
  /** Their date overrides and time off around the booking (time off sorted by start). */
  overrides: DateOverrides;
  timeOff: readonly TimeSpan[];
  /** Busy time read from the member's own calendars around the booking (sorted by start; `id`: the connection). */
  busyTime: readonly TimeSpan[];
}

/** How far ahead a caller bound by them may book: customers are, provider keys are not. */
export interface BookingLimits {
  minNoticeMinutes: number;
  maxAdvanceDays: number;
}

/** What a booking is checked against besides its staff member. */
export interface BookingContext {
  zone: string;
  /** The provider's closures around the booking. */
  closures: readonly ClosureSpan[];
  /** The clock; null skips the clock rules (an existing booking handed to another member keeps its time, even if it has begun). */
  now: number | null;
  /** Notice and horizon for callers bound by them; null for provider keys (walk-ins), who are only kept out of the past. */
  limits: BookingLimits | null;
  /**
   * Customers and visitors start on the grid availability offers: every this many minutes from the
   * start of the member's hours that day (a start between two grid times would block both). Null
   * or absent for provider keys, who may book any minute.
   */
  gridMinutes?: number | null;
  /** The salon's own opening hours, which narrow every member's (null or absent: none, the member's hours alone decide). */
  businessHours?: WeeklySchedule | null;
}

export type BookingRule =
  | "staff_inactive"
  | "service_not_offered"
  | "in_past"
  | "notice"
  | "horizon"
  | "closed"
  | "time_off"
  | "busy"
  | FitProblem["reason"]
  | "off_grid"
  | "resources"
  | "seats"
  | "no_session"
  | "session_overlap"
  | "processing";

/**
 * Every rule a booking's time must meet, once: whether it refuses one member only (assignment
 * then tries the next member who offers the service) or the whole provider, and the short detail a
 * client is shown (`details[0].message` of the 400, or of the 409 for a rule with `status: 409`). A
 * new rule must be added here to compile.
 */
export const BOOKING_RULES: Record<BookingRule, { scope: "member" | "provider"; detail: string; status?: 409 }> = {
  staff_inactive: { scope: "member", detail: "is not active" },
  service_not_offered: { scope: "member", detail: "is not offered by this staff member" },
  in_past: { scope: "provider", detail: "is in the past" },
  notice: { scope: "provider", detail: "is inside the minimum notice" },
  horizon: { scope: "provider", detail: "is beyond the booking horizon" },
  closed: { scope: "provider", detail: "is on a closure day" },
  time_off: { scope: "member", detail: "is during the staff member's time off" },
  busy: { scope: "member", detail: "is during busy time in the staff member's own calendar" },
  day_off: { scope: "member", detail: "is on the staff member's day off" },
  outside_hours: { scope: "member", detail: "is outside the staff member's working hours" },
  in_break: { scope: "member", detail: "is in the staff member's break" },
  // The same for every member: the salon is not open then (closed that weekday, before opening,
  // after closing or in its break), though the member's own hours allow it.
  outside_business_hours: { scope: "provider", detail: "is outside the salon's business hours" },
  off_grid: { scope: "member", detail: "is not one of the offered start times" },
  // A 409 like an overlap (the time is taken, not wrong): the resources are the same whichever member books.
  resources: { scope: "provider", detail: "needs a resource that has no free unit at this time" },
  // Classes: a 409 when the member's session at that start has too few seats left (another
  // member's may have more); a 400 for a time of a `published` service with no session there.
  seats: { scope: "member", detail: "has fewer seats left than asked for" },
  no_session: { scope: "member", detail: "is not a session the provider published" },
  // A 409: the member teaches a class then.
  session_overlap: { scope: "member", detail: "overlaps a class session of this staff member" },
  // A 409: a customer's or visitor's booking meets another booking's processing time (inside its
  // gap, or holding one in its own), while the provider offers gap times to the front desk only.
  processing: { scope: "member", detail: "meets another booking's processing time, which is not offered online", status: 409 },
};

export type BookingProblem = {
  reason: BookingRule;
  /** The input field the problem is about. */
  path: "staffId" | "serviceId" | "dateTime";
  message: string;
  /** The times the problem is about when not the booking's own (time off, busy time: their span; notice: the earliest start; horizon: the latest). */
  from?: number;
  to?: number;
};

/** The earliest and latest start a caller may book at `now` (limits null: from now on, no horizon). */
export function bookableWindow(now: number, limits: BookingLimits | null): { earliest: number; latest: number } {
  if (!limits) return { earliest: now, latest: Number.POSITIVE_INFINITY };
  return { earliest: now + limits.minNoticeMinutes * MINUTE_MS, latest: now + limits.maxAdvanceDays * DAY_MS };
}

/**
 * The first rule a booking of `staff` over [start, end) breaks, or null. In order: the member is
 * active and offers the service; the start is not in the past, nor (for callers bound by them)
 * inside the minimum notice or beyond the horizon; the provider is not closed on the booking's
 * local date; the member has no time off and no busy time of their own calendars during it; and it lies within the member's hours for
 * that date (override first), outside breaks, and within the salon's business hours of that weekday if it has any. Overlap with the member's other bookings (with
 * buffers) is not checked here: the database decides it.
 */
export function bookingProblem(staff: BookableStaff, context: BookingContext, start: number, end: number): BookingProblem | null {
  const { zone } = context;
  const member = memberProblem(staff);
  if (member) return member;
  const clock = clockProblem(context, start);
  if (clock) return clock;
  const localDate = localReading(clockOf(zone), start).date;
  const closure = closureOn(context.closures, localDate);
  if (closure) {
    return { reason: "closed", path: "dateTime", message: `The provider is closed on ${localDate} (closure ${closure.id})` };
  }
  const away = spanDuring(staff.timeOff, start, end);
  if (away) {
    return {
      reason: "time_off",
      path: "dateTime",
      from: away.start,
      to: away.end,
      message: `The staff member has time off from ${new Date(away.start).toISOString()} to ${new Date(away.end).toISOString()} (${away.id})`,
    };
  }
  const busy = spanDuring(staff.busyTime, start, end);
  if (busy) {
    return {
      reason: "busy",
      path: "dateTime",
      from: busy.start,
      to: busy.end,
      message: `The staff member is busy in their own calendar from ${new Date(busy.start).toISOString()} to ${new Date(busy.end).toISOString()}`,
    };
  }
  const businessHours = context.businessHours ?? null;
  const fit = checkWithinWorkingHours(staff.schedule, zone, start, end, staff.overrides, businessHours);
  if (fit) return { reason: fit.reason, message: fit.message, path: "dateTime" };
  return context.gridMinutes ? gridProblem(staff, zone, start, context.gridMinutes, businessHours) : null;
}

/** Whether the member can take bookings of the service at all (active, offers it). */
export function memberProblem(staff: Pick<BookableStaff, "id" | "is_active" | "offers_service">): BookingProblem | null {
  if (!staff.is_active) return { reason: "staff_inactive", path: "staffId", message: `Staff member ${staff.id} is not active` };
  if (!staff.offers_service) {
    return { reason: "service_not_offered", path: "serviceId", message: `Staff member ${staff.id} does not offer this service` };
  }
  return null;
}

/**
 * The clock rules alone (not in the past; for callers bound by them, within notice and horizon):
 * all a booking joining a class session that already exists at its start is checked against.
 */
export function clockProblem(context: Pick<BookingContext, "now" | "limits">, start: number): BookingProblem | null {
  const { now, limits } = context;
  if (now === null) return null;
  if (start < now) return { reason: "in_past", path: "dateTime", message: "The booking time is in the past" };
  if (!limits) return null;
  const window = bookableWindow(now, limits);
  if (start < window.earliest) {
    return {
      reason: "notice",
      path: "dateTime",
      from: window.earliest,
      message: `Bookings must be made at least ${limits.minNoticeMinutes} minutes ahead (minimum notice); the earliest start now is ${new Date(window.earliest).toISOString()}`,
    };
  }
  if (start > window.latest) {
    return {
      reason: "horizon",
      path: "dateTime",
      to: window.latest,
      message: `Bookings can be made at most ${limits.maxAdvanceDays} days ahead (booking horizon); the latest start now is ${new Date(window.latest).toISOString()}`,
    };
  }
  return null;
}

/**
 * Whether `start` lies on the member's grid of `gridMinutes` from the start of their bookable
 * hours that local date (their own, narrowed to the salon's business hours if it has any).
 */
function gridProblem(
  staff: BookableStaff,
  zone: string,
  start: number,
  gridMinutes: number,
  businessHours: WeeklySchedule | null,
): BookingProblem | null {
  const local = localReading(clockOf(zone), start);
  const hours = bookableHoursOn(staff.schedule, staff.overrides, local.date, businessHours);
  if (!hours) return null; // not reached: the hours rule refused the day already
  const sinceOpening = local.minutes - minutesOf(hours.start);
  if (sinceOpening % gridMinutes === 0 && start % MINUTE_MS === 0) return null;
  return {
    reason: "off_grid",
    path: "dateTime",
    message: `Bookings start every ${gridMinutes} minutes from the staff member's first hour that day (${hours.start}); choose a time that availability offers`,
  };
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
    let other = busy[next];
    while (other !== undefined && other.end <= booking.start) other = busy[++next];
    if (other !== undefined && other.start < booking.end) found.set(booking.id, other.id);
  }
  return found;
}

/**
 * The last instant a customer may still move or cancel their own booking (with their key or its
 * manage link): the provider's cancellation notice before the start. Provider keys are not held to it.
 */
export function selfServiceDeadline(startsAt: number, cancellationNoticeMinutes: number): number {
  return startsAt - cancellationNoticeMinutes * MINUTE_MS;
}

/** Why a customer may no longer change their booking at `now`, or null while they may. */
export function selfServiceRefusal(startsAt: number, now: number, cancellationNoticeMinutes: number): string | null {
  const deadline = selfServiceDeadline(startsAt, cancellationNoticeMinutes);
  if (now <= deadline) return null;
  return cancellationNoticeMinutes === 0
    ? "The booking has started; it can no longer be changed or cancelled online"
    : `Bookings can be changed or cancelled online until ${cancellationNoticeMinutes} minutes before the start (until ${new Date(deadline).toISOString()}); contact the provider`;
}
