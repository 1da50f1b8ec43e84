// Local wall-clock time in a provider's time zone ↔ absolute instants, through Luxon (which
// knows the IANA rules), never by hand-made offset arithmetic.
import { DateTime, IANAZone } from "luxon";

export const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` parts; the text is assumed valid (checked by the schemas). */
function dateParts(date: string) {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

/** The local date-time fields of `minutes` after midnight of `date` (1440 and beyond roll into the next days). */
function localFields(date: string, minutes: number) {
  const day = minutes >= 1440 ? addDays(date, Math.floor(minutes / 1440)) : date;
  const m = minutes % 1440;
  return { ...dateParts(day), hour: Math.floor(m / 60), minute: m % 60 };
}

/**
 * The instant of local time `minutes` after midnight of `date` in `zone` (1440 = next midnight).
 * Returns null when that local time does not exist (skipped by a spring-forward change).
 * An ambiguous local time (fall-back) resolves to one of its two instants, as Luxon does.
 */
export function localTimeToInstant(date: string, minutes: number, zone: string): number | null {
  const fields = localFields(date, minutes);
  const local = DateTime.fromObject(fields, { zone });
  if (local.hour !== fields.hour || local.minute !== fields.minute) return null;
  return local.toMillis();
}

/**
 * localTimeToInstant, trying first the instant that local time would have at the UTC offset
 * `offsetMs` (e.g. the previous day's). Luxon checks the guess in one zone lookup; a full
 * conversion costs three. Consecutive days almost always share their offset.
 */
export function localTimeToInstantNear(date: string, minutes: number, zone: string, offsetMs: number | undefined): number | null {
  if (offsetMs !== undefined) {
    const f = localFields(date, minutes);
    const guess = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute) - offsetMs;
    const local = DateTime.fromMillis(guess, { zone });
    if (local.day === f.day && local.hour === f.hour && local.minute === f.minute && local.month === f.month) return guess;
  }
  return localTimeToInstant(date, minutes, zone);
}

/** How far clocks in `zone` are ahead of UTC at `instant` (ms). */
export function zoneOffsetAt(instant: number, zone: string): number {
  return IANAZone.create(zone).offset(instant) * MINUTE_MS;
}

/** The UTC offset (ms) at which `instant` shows local time `minutes` of `date`. */
export function offsetOf(date: string, minutes: number, instant: number): number {
  const f = localFields(date, minutes);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute) - instant;
}

/**
 * Every instant at which clocks in `zone` show local time `minutes` after midnight of `date`, in
 * time order: none for a time skipped by a spring-forward change, two for a time repeated by a
 * fall-back change, else one. An instant fits when the zone's offset at it turns it into that
 * wall-clock time; the offsets tried are those a day before and a day after, which are the two
 * sides of any clock change near that time.
 */
export function localTimeInstants(date: string, minutes: number, zone: string): number[] {
  const f = localFields(date, minutes);
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute);
  const tz = IANAZone.create(zone);
  const found: number[] = [];
  for (const probe of [wall - DAY_MS, wall + DAY_MS]) {
    const instant = wall - tz.offset(probe) * MINUTE_MS;
    if (wall - tz.offset(instant) * MINUTE_MS === instant && !found.includes(instant)) found.push(instant);
  }
  return found.sort((a, b) => a - b);
}

/** Like localTimeToInstant, but a skipped local time moves forward by the gap (Luxon's rule). */
export function localTimeToInstantLenient(date: string, minutes: number, zone: string): number {
  return DateTime.fromObject(localFields(date, minutes), { zone }).toMillis();
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

// Calendar arithmetic on dates (no time zone involved): plain UTC dates, no library needed.
const utcDay = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

export function addDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** Weekday (1 = Monday … 7 = Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(utcDay(date)).getUTCDay() || 7;
}
