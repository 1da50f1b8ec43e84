// Local wall-clock time in a provider's time zone ↔ absolute instants, through Luxon (which
// knows the IANA rules), never by hand-made offset arithmetic.
import { DateTime } from "luxon";

export const MINUTE_MS = 60_000;

/** `YYYY-MM-DD` parts; the text is assumed valid (checked by the schemas). */
function dateParts(date: string) {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

/**
 * The instant of local time `minutes` after midnight of `date` in `zone` (1440 = next midnight).
 * Returns null when that local time does not exist (skipped by a spring-forward change).
 * An ambiguous local time (fall-back) resolves to one of its two instants, as Luxon does.
 */
export function localTimeToInstant(date: string, minutes: number, zone: string): number | null {
  const base = DateTime.fromObject({ ...dateParts(date), hour: 0, minute: 0 }, { zone });
  const day = minutes >= 1440 ? base.plus({ days: 1 }) : base;
  const m = minutes % 1440;
  const local = DateTime.fromObject(
    { year: day.year, month: day.month, day: day.day, hour: Math.floor(m / 60), minute: m % 60 },
    { zone },
  );
  if (local.hour !== Math.floor(m / 60) || local.minute !== m % 60) return null;
  return local.toMillis();
}

/** Like localTimeToInstant, but a skipped local time moves forward by the gap (Luxon's rule). */
export function localTimeToInstantLenient(date: string, minutes: number, zone: string): number {
  const base = DateTime.fromObject({ ...dateParts(date), hour: 0, minute: 0 }, { zone });
  const day = minutes >= 1440 ? base.plus({ days: 1 }) : base;
  const m = minutes % 1440;
  return DateTime.fromObject(
    { year: day.year, month: day.month, day: day.day, hour: Math.floor(m / 60), minute: m % 60 },
    { zone },
  ).toMillis();
}

/** The local calendar date and weekday (1 = Monday … 7 = Sunday) of an instant. */
export function localDateOf(instant: number, zone: string): { date: string; weekday: number; minutes: number } {
  const local = DateTime.fromMillis(instant, { zone });
  return { date: local.toISODate()!, weekday: local.weekday, minutes: local.hour * 60 + local.minute };
}

/** Today's date in `zone`. */
export function todayIn(zone: string, now: Date): string {
  return DateTime.fromJSDate(now, { zone }).toISODate()!;
}

export function addDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: "UTC" }).plus({ days }).toISODate()!;
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    DateTime.fromISO(to, { zone: "UTC" }).diff(DateTime.fromISO(from, { zone: "UTC" }), "days").days,
  );
}

/** Weekday (1 = Monday … 7 = Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  return DateTime.fromISO(date, { zone: "UTC" }).weekday;
}

export function isValidDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && DateTime.fromISO(date, { zone: "UTC" }).isValid;
}
