// The rules of the owner's reports, apart from the SQL that counts (store/reports/): which local
// dates a report may cover, how they fall into days, weeks (Monday to Sunday) and months, how long
// a member works on a date (their hours that date, less breaks, a closure, and time off), and the
// ratios the reports answer.
import type { DaySchedule, WeeklySchedule } from "@booking/db";
import {
  addDays,
  daysBetween,
  localTimeInstants,
  localTimeToInstantLenient,
  MINUTE_MS,
  wallClockMs,
  weekdayOf,
  ZoneTimeline,
} from "./local-time";
import { minutesOf } from "./weekly-schedule";
import { bookableHoursOn, closureOn, type ClosureSpan, type DateOverrides } from "./working-calendar";

const DAY_MS = 1440 * MINUTE_MS;

export const REPORT_GROUPINGS = ["day", "week", "month"] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** The most local dates one report covers (a leap year and a day). */
export const MAX_REPORT_DAYS = 366;

type ReportRange = { ok: true; from: string; to: string; days: number } | { ok: false; message: string; path: "to"; detail: string };

/** The inclusive local dates `from` to `to`, or why they are no range: `to` before `from`, or more than MAX_REPORT_DAYS days. */
export function reportRange(from: string, to: string): ReportRange {
  const days = daysBetween(from, to) + 1;
  if (days < 1) return { ok: false, message: "to must not be before from", path: "to", detail: "is before from" };
  if (days > MAX_REPORT_DAYS) {
    return {
      ok: false,
      message: `The range covers ${days} days; a report covers at most ${MAX_REPORT_DAYS}`,
      path: "to",
      detail: `must be at most ${MAX_REPORT_DAYS - 1} days after from`,
    };
  }
  return { ok: true, from, to, days };
}

/** The first local date of the day, week (its Monday) or month a local date falls in: what PostgreSQL's date_trunc gives. */
export function periodStart(date: string, grouping: ReportGrouping): string {
  if (grouping === "day") return date;
  if (grouping === "week") return addDays(date, 1 - weekdayOf(date));
  return `${date.slice(0, 7)}-01`;
}

/** The first local date of the period after the one starting at `start`. */
function nextPeriodStart(start: string, grouping: ReportGrouping): string {
  if (grouping === "day") return addDays(start, 1);
  if (grouping === "week") return addDays(start, 7);
  const year = Number(start.slice(0, 4));
  const month = Number(start.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

interface ReportPeriod {
  /** The period's first local date (a week's Monday, a month's 1st), which may come before the range. */
  period: string;
  /** The dates of the range inside the period. */
  from: string;
  to: string;
}

/** Every period of the range, in order, each with the range's dates inside it (the first and last may be partial). */
export function reportPeriods(from: string, to: string, grouping: ReportGrouping): ReportPeriod[] {
  const periods: ReportPeriod[] = [];
  for (let start = periodStart(from, grouping); start <= to; start = nextPeriodStart(start, grouping)) {
    const next = nextPeriodStart(start, grouping);
    const last = addDays(next, -1);
    periods.push({ period: start, from: start < from ? from : start, to: last > to ? to : last });
  }
  return periods;
}

/** `part` of `whole` to four decimals (0.1234 is 12.34 %), or null when there is no whole to speak of. */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

/** A member's hours as the reports read them: the weekly schedule, the dates with other hours, and time off as instants. */
interface MemberHours {
  schedule: WeeklySchedule;
  overrides: DateOverrides;
  timeOff: readonly { start: number; end: number }[];
}

/**
 * The instant clocks in `zone` show `minutes` after midnight of `date`: the first of two where the
 * clocks go back, and where they skip it, the instant the skipped time moves forward to.
 */
function instantOf(date: string, minutes: number, zone: string): number {
  return localTimeInstants(date, minutes, zone)[0] ?? localTimeToInstantLenient(date, minutes, zone);
}

/** Spans sorted by start and merged where they meet, so no minute is taken off twice. */
function merged(spans: readonly { start: number; end: number }[]): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (const { start, end } of [...spans].sort((a, b) => a.start - b.start)) {
    const last = out.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else out.push({ start, end });
  }
  return out;
}

/**
 * Minutes a member works on each local date of `dates`, in the salon's zone: their hours that date
 * (the date's override, else the weekly schedule's day; narrowed to the salon's business hours
 * when it has any) less the breaks, none on a closure day, and less any time off overlapping them.
 * Counted in real time, so a day the clocks change has the hours it really had.
 */
export function workingMinutesByDate(
  member: MemberHours,
  closures: readonly ClosureSpan[],
  dates: readonly string[],
  zone: string,
  businessHours: WeeklySchedule | null = null,
): Map<string, number> {
  const timeOff = merged(member.timeOff);
  const minutes = new Map<string, number>();
  const first = dates[0];
  const last = dates.at(-1);
  if (first === undefined || last === undefined) return minutes;
  // The zone's offsets over the whole range, found once: on a day with no clock change near it, a
  // local time's instant is arithmetic (a year of 20 members is 7,300 days, each a lookup otherwise).
  const clock = new ZoneTimeline(zone, wallClockMs(first, 0) - 2 * DAY_MS, wallClockMs(last, 1440) + 2 * DAY_MS);
  // The same hours (a weekday of the schedule) cut into the same stretches every week.
  const stretchesOf = new Map<DaySchedule, [number, number][]>();
  for (const date of dates) {
    const hours = closureOn(closures, date) ? null : bookableHoursOn(member.schedule, member.overrides, date, businessHours);
    if (!hours) {
      minutes.set(date, 0);
      continue;
    }
    let stretches = stretchesOf.get(hours);
    if (stretches === undefined) {
      stretches = workingStretches(hours);
      stretchesOf.set(hours, stretches);
    }
    const midnight = wallClockMs(date, 0);
    const steady = !clock.changesWithin(midnight - DAY_MS, midnight + 2 * DAY_MS);
    const offset = clock.offsetAt(midnight);
    const instant = (m: number) => (steady ? midnight + m * MINUTE_MS - offset : instantOf(date, m, zone));
    let worked = 0;
    for (const [s, e] of stretches) {
      const start = instant(s);
      const end = instant(e);
      let length = Math.max(0, end - start);
      for (const off of timeOff) {
        if (off.start >= end) break;
        length -= Math.max(0, Math.min(end, off.end) - Math.max(start, off.start));
      }
      worked += length;
    }
    minutes.set(date, Math.round(worked / MINUTE_MS));
  }
  return minutes;
}

/** A day's working stretches in local minutes: its hours cut by its breaks. */
function workingStretches(hours: DaySchedule): [number, number][] {
  const stretches: [number, number][] = [];
  let from = minutesOf(hours.start);
  for (const b of [...(hours.breaks ?? [])].sort((x, y) => minutesOf(x.start) - minutesOf(y.start))) {
    if (minutesOf(b.start) > from) stretches.push([from, minutesOf(b.start)]);
    from = Math.max(from, minutesOf(b.end));
  }
  if (minutesOf(hours.end) > from) stretches.push([from, minutesOf(hours.end)]);
  return stretches;
}

/** Every local date from `from` to `to`, inclusive. */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}
