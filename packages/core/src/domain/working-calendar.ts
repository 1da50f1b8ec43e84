// What a staff member's hours are on a given local date, and what else keeps them from taking a
// booking: date overrides (other hours, or none, for one date) before the weekly schedule, their
// time off (any stretch of instants), and the provider's closures (whole local dates). A salon
// with opening hours of its own (business hours) narrows every member's day to them.
import type { DaySchedule, WeeklySchedule } from "@booking/db";
import { weekdayOf } from "./local-time";
import { formatMinutes, minutesOf, WEEKDAYS } from "./weekly-schedule";

/** A stretch of real time [start, end) in epoch ms, with the id of what it belongs to. */
export interface TimeSpan {
  id: string;
  start: number;
  end: number;
}

/** Local date `YYYY-MM-DD` → that day's hours, or null: not working that date. */
export type DateOverrides = ReadonlyMap<string, DaySchedule | null>;

export const NO_OVERRIDES: DateOverrides = new Map();

/** Inclusive local dates on which the whole provider is closed. */
export interface ClosureSpan {
  id: string;
  date: string;
  endDate: string;
}

/** The hours a member works on a local date: the date's override if it has one, else the weekly schedule's day. */
export function hoursOn(schedule: WeeklySchedule, overrides: DateOverrides, date: string): DaySchedule | null {
  const override = overrides.get(date);
  if (override !== undefined) return override;
  const weekday = WEEKDAYS[weekdayOf(date) - 1];
  if (weekday === undefined) throw new Error(`Broken invariant: ${date} has a weekday`);
  return schedule[weekday];
}

/** The salon's opening hours on a local date's weekday: null when it is closed that weekday. */
export function businessHoursOn(businessHours: WeeklySchedule, date: string): DaySchedule | null {
  const weekday = WEEKDAYS[weekdayOf(date) - 1];
  if (weekday === undefined) throw new Error(`Broken invariant: ${date} has a weekday`);
  return businessHours[weekday];
}

/**
 * A member's day narrowed to the salon's opening hours that day: from the later start to the
 * earlier end, with both days' breaks (a break of the salon is the salon closed, say for lunch)
 * kept where they meet the narrowed day, clipped to it and in order of their start. Null when
 * either is null (the member is off, the salon closed) or nothing is left of the day.
 */
export function narrowToBusinessHours(own: DaySchedule | null, business: DaySchedule | null): DaySchedule | null {
  if (!own || !business) return null;
  const start = Math.max(minutesOf(own.start), minutesOf(business.start));
  const end = Math.min(minutesOf(own.end), minutesOf(business.end));
  if (start >= end) return null;
  const breaks = [...(own.breaks ?? []), ...(business.breaks ?? [])]
    .map((b) => ({ start: Math.max(minutesOf(b.start), start), end: Math.min(minutesOf(b.end), end) }))
    .filter((b) => b.start < b.end)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const day: DaySchedule = { start: formatMinutes(start), end: formatMinutes(end) };
  if (breaks.length > 0) day.breaks = breaks.map((b) => ({ start: formatMinutes(b.start), end: formatMinutes(b.end) }));
  return day;
}

/**
 * The hours a member can be booked on a local date: their own (hoursOn), narrowed to the salon's
 * business hours of that weekday when it has any (null: the member's own hours alone decide).
 * Closures are apart: they close whole dates whatever the hours.
 */
export function bookableHoursOn(
  schedule: WeeklySchedule,
  overrides: DateOverrides,
  date: string,
  businessHours: WeeklySchedule | null,
): DaySchedule | null {
  const own = hoursOn(schedule, overrides, date);
  return businessHours ? narrowToBusinessHours(own, businessHoursOn(businessHours, date)) : own;
}

/** The closure covering a local date, if any (dates compare as text). */
export function closureOn(closures: readonly ClosureSpan[], date: string): ClosureSpan | undefined {
  return closures.find((c) => c.date <= date && date <= c.endDate);
}

/** The first span of `spans` overlapping [start, end), if any. */
export function spanDuring(spans: readonly TimeSpan[], start: number, end: number): TimeSpan | undefined {
  return spans.find((s) => s.start < end && s.end > start);
}

/**
 * Whether [start, end) meets any of `spans`, for ranges asked about in order of their start (the
 * engine's walk): the spans' union, sorted and merged, read with one moving pointer, so a walk
 * over n starts against m spans costs n + m rather than n × m (a busy calendar holds hundreds of
 * overlapping events). Asked out of order, it starts again from the first span.
 */
export function spanCursor(spans: readonly TimeSpan[]): (start: number, end: number) => boolean {
  if (spans.length === 0) return () => false;
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const { start, end } of sorted) {
    const last = merged.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }
  let next = 0;
  let previousStart = Number.NEGATIVE_INFINITY;
  return (start, end) => {
    if (start < previousStart) next = 0;
    previousStart = start;
    let span = merged[next];
    while (span !== undefined && span.end <= start) span = merged[++next];
    return span !== undefined && span.start < end;
  };
}
