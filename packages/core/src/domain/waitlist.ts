// The waitlist's rules: what an entry may ask for (1-5 windows of local dates, weekdays and times,
// seats only for classes, waiting at most 90 days) and whether a freed time suits it.
import { addDays, localDateOf, localTimeToInstantLenient, todayIn, weekdayOf } from "./local-time";
import { minutesOf } from "./weekly-schedule";
import { WEEKDAY_CODES, type WeekdayCode } from "./series";

export const WAITLIST_LIMITS = { maxWindows: 5, maxWaitDays: 90 } as const;

/** When an entry would come: local dates from and to (inclusive), on these weekdays, starting and ending within these local times. */
export interface WaitlistWindow {
  from: string;
  to: string;
  weekdays?: readonly WeekdayCode[];
  /** The earliest local start, HH:MM (omitted: any). */
  startTime?: string;
  /** The latest local end, HH:MM (omitted: the day's end). */
  endTime?: string;
}

export interface WaitlistProblem {
  path: string;
  message: string;
}

const DAY_MS = 86_400_000;

/**
 * What is wrong with an entry asking for `windows`, `seats` and to wait until `expiresAt`, of a
 * service with `capacity` seats (1: one customer at a time), in `zone` at `now`; empty when it may
 * join the line. A window must end today or later, run forward, and its times too.
 */
export function waitlistEntryProblems(
  entry: { windows: readonly WaitlistWindow[]; seats: number; expiresAt?: Date },
  service: { capacity: number; maxSeatsPerBooking: number },
  zone: string,
  now: Date,
): WaitlistProblem[] {
  const problems: WaitlistProblem[] = [];
  const today = todayIn(zone, now);
  entry.windows.forEach((window, i) => {
    if (window.to < window.from) problems.push({ path: `windows.${i}.to`, message: "is before from" });
    else if (window.to < today) problems.push({ path: `windows.${i}.to`, message: "is in the past" });
    if (window.startTime !== undefined && window.endTime !== undefined && minutesOf(window.endTime) <= minutesOf(window.startTime)) {
      problems.push({ path: `windows.${i}.endTime`, message: "is not after startTime" });
    }
  });
  if (entry.expiresAt !== undefined) {
    if (entry.expiresAt.getTime() <= now.getTime()) problems.push({ path: "expiresAt", message: "is in the past" });
    else if (entry.expiresAt.getTime() > now.getTime() + WAITLIST_LIMITS.maxWaitDays * DAY_MS) {
      problems.push({ path: "expiresAt", message: `is more than ${WAITLIST_LIMITS.maxWaitDays} days ahead` });
    }
  }
  if (entry.seats > 1 && service.capacity <= 1)
    problems.push({ path: "seats", message: "is for classes: this service takes one customer at a time" });
  else if (entry.seats > Math.min(service.capacity, service.maxSeatsPerBooking)) {
    problems.push({ path: "seats", message: `must be at most ${Math.min(service.capacity, service.maxSeatsPerBooking)}` });
  }
  return problems;
}

/**
 * How long an entry waits when it does not say: until the end of its last window's last day, and
 * never more than 90 days from now.
 */
export function defaultWaitUntil(windows: readonly WaitlistWindow[], zone: string, now: Date): Date {
  const last =
    windows
      .map((w) => w.to)
      .sort()
      .at(-1) ?? todayIn(zone, now);
  // Midnight after the last day, on the salon's clock.
  const midnight = localTimeToInstantLenient(addDays(last, 1), 0, zone);
  return new Date(Math.min(midnight, now.getTime() + WAITLIST_LIMITS.maxWaitDays * DAY_MS));
}

/**
 * Whether a time from `start` to `end` (epoch ms) suits one of the windows, read on the clock of
 * `zone`: its local date within the window, on one of its weekdays, starting no earlier than its
 * startTime and ending no later than its endTime (an end past midnight counts as the same day's 24:00 and beyond).
 */
export function suitsWindows(windows: readonly WaitlistWindow[], start: number, end: number, zone: string): boolean {
  const local = localDateOf(start, zone);
  const endMinutes = local.minutes + Math.round((end - start) / 60_000);
  const weekday = WEEKDAY_CODES[weekdayOf(local.date) - 1];
  return windows.some(
    (w) =>
      w.from <= local.date &&
      local.date <= w.to &&
      (w.weekdays === undefined || w.weekdays.length === 0 || (weekday !== undefined && w.weekdays.includes(weekday))) &&
      (w.startTime === undefined || local.minutes >= minutesOf(w.startTime)) &&
      (w.endTime === undefined || endMinutes <= minutesOf(w.endTime)),
  );
}
