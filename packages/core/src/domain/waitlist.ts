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
  return suitsLocalTime(windows, localTimeOf(start, end, zone));
}

/** A time as the windows read it: its local date, weekday, start and end in minutes of that date. */
export interface LocalTime {
  date: string;
  weekday: WeekdayCode | undefined;
  minutes: number;
  endMinutes: number;
}

/** Read once per time, then checked against each entry's windows (suitsLocalTime). */
export function localTimeOf(start: number, end: number, zone: string): LocalTime {
  const local = localDateOf(start, zone);
  return {
    date: local.date,
    weekday: WEEKDAY_CODES[weekdayOf(local.date) - 1],
    minutes: local.minutes,
    endMinutes: local.minutes + Math.round((end - start) / 60_000),
  };
}

export function suitsLocalTime(windows: readonly WaitlistWindow[], { date, weekday, minutes, endMinutes }: LocalTime): boolean {
  return windows.some(
    (w) =>
      w.from <= date &&
      date <= w.to &&
      (w.weekdays === undefined || w.weekdays.length === 0 || (weekday !== undefined && w.weekdays.includes(weekday))) &&
      (w.startTime === undefined || minutes >= minutesOf(w.startTime)) &&
      (w.endTime === undefined || endMinutes <= minutesOf(w.endTime)),
  );
}

/** One entry of a service's line, as an opening is matched against it (oldest first). */
export interface WaitingEntry {
  id: string;
  /** The member asked for; null: any. */
  staffId: string | null;
  seats: number;
  windows: readonly WaitlistWindow[];
}

/** A free time of one member: epoch ms, and the seats one booking may take there (1 but for classes). */
export interface FreeTime {
  staffId: string;
  start: number;
  end: number;
  seats: number;
}

/**
 * Of the free times inside an opening (a closure or time off removed, hours widened...), those the
 * line waits for: taken in order of time, each goes to the oldest entry it suits (member, seats,
 * windows) that has none yet, and is kept; a time nobody left suits is dropped. So every entry is
 * named at most once, at its earliest suited time, and an older entry is never passed over for a
 * younger one at the same time. The offer itself is decided later, time by time, against the whole
 * line (the kept times are candidates, not promises).
 */
export function timesTheLineWaitsFor(line: readonly WaitingEntry[], freeTimes: readonly FreeTime[], zone: string): FreeTime[] {
  const unserved = [...line];
  const kept: FreeTime[] = [];
  const inOrder = [...freeTimes].sort((a, b) => a.start - b.start || (a.staffId < b.staffId ? -1 : a.staffId > b.staffId ? 1 : 0));
  for (const time of inOrder) {
    if (unserved.length === 0) break;
    const local = localTimeOf(time.start, time.end, zone);
    const index = unserved.findIndex(
      (entry) =>
        (entry.staffId === null || entry.staffId === time.staffId) && entry.seats <= time.seats && suitsLocalTime(entry.windows, local),
    );
    if (index === -1) continue;
    unserved.splice(index, 1);
    kept.push(time);
  }
  return kept;
}
