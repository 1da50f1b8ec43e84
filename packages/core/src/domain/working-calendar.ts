// What a staff member's hours are on a given local date, and what else keeps them from taking a
// booking: date overrides (other hours, or none, for one date) before the weekly schedule, their
// time off (any stretch of instants), and the provider's closures (whole local dates).
import type { DaySchedule, WeeklySchedule } from "@booking/db";
import { weekdayOf } from "./local-time";
import { WEEKDAYS } from "./weekly-schedule";

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
