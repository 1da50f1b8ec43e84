// The dates a staff schedule request covers, and the instants whose bookings can take a slot on
// them (pure; store/staff-schedule.ts reads the schedule and bookings).
import { addDays, daysBetween, todayIn, wallClockMs, zoneOffsetAt } from "./local-time";

export const MAX_SCHEDULE_DAYS = 31;
const DEFAULT_SCHEDULE_DAYS = 7;
const RANGE_MARGIN_MS = 3 * 3_600_000;

export type ScheduleRange = { ok: true; from: string; to: string } | { ok: false; message: string; path: "to"; detail: string };

/**
 * The inclusive local dates `from` (default today in `timezone`) to `to` (default a week later),
 * or the problem with them: `to` before `from`, or more than MAX_SCHEDULE_DAYS days.
 */
export function scheduleRange(timezone: string, now: Date, from?: string, to?: string): ScheduleRange {
  const first = from ?? todayIn(timezone, now);
  const last = to ?? addDays(first, DEFAULT_SCHEDULE_DAYS);
  const span = daysBetween(first, last) + 1;
  if (span < 1) return { ok: false, message: "to must not be before from", path: "to", detail: "is before from" };
  if (span > MAX_SCHEDULE_DAYS) {
    return {
      ok: false,
      message: `The range covers ${span} days; at most ${MAX_SCHEDULE_DAYS} are allowed`,
      path: "to",
      detail: `must be at most ${MAX_SCHEDULE_DAYS - 1} days after from`,
    };
  }
  return { ok: true, from: first, to: last };
}

/**
 * The instants to read bookings between for the local dates `from`..`to`: some hours wider than
 * the dates, because where the clocks go back at midnight the first midnight comes an hour before
 * the one a conversion picks. Bookings outside the days' slots take none.
 */
export function busyWindow(from: string, to: string, timezone: string): { from: Date; to: Date } {
  return {
    from: new Date(instantNear(from, 0, timezone) - RANGE_MARGIN_MS),
    to: new Date(instantNear(to, 1440, timezone) + RANGE_MARGIN_MS),
  };
}

/**
 * The instant clocks in `timezone` show `minutes` after midnight of `date`: exact where that time
 * occurs once; where a clock change skips or repeats it, off by at most the change, which the
 * margin covers. From the zone's cached offsets (Luxon's conversion cost more than the rest of a
 * month's availability for a member).
 */
function instantNear(date: string, minutes: number, timezone: string): number {
  const wall = wallClockMs(date, minutes);
  return wall - zoneOffsetAt(wall - zoneOffsetAt(wall, timezone), timezone);
}
