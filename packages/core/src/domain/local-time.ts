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

/** How far clocks in `zone` are ahead of UTC at `instant` (ms), asked of the time zone data (tens of microseconds). */
function lookUpOffset(instant: number, zone: string): number {
  return IANAZone.create(zone).offset(instant) * MINUTE_MS;
}

/**
 * Each zone's offsets over 32-day stretches, found once per process (a stretch costs about 130
 * lookups, ~2 ms) and arithmetic after that: a booking asks for a zone's offset a dozen times,
 * and bookings cluster in the coming weeks. Only for 1990–2099 (ZoneTimeline's assumption of no two
 * changes within 12 hours holds there) and valid zones; anything else is looked up each time.
 */
const STRETCH_MS = 32 * DAY_MS;
const CACHED_FROM = Date.UTC(1990, 0, 1);
const CACHED_UNTIL = Date.UTC(2100, 0, 1);
/** At most this many stretches are held (a few hundred bytes each); the oldest go first. */
const MAX_STRETCHES = 4_096;
const stretches = new Map<string, ZoneTimeline>();
const validZones = new Map<string, boolean>();

/** How far clocks in `zone` are ahead of UTC at `instant` (ms). */
export function zoneOffsetAt(instant: number, zone: string): number {
  if (instant < CACHED_FROM || instant >= CACHED_UNTIL) return lookUpOffset(instant, zone);
  let valid = validZones.get(zone);
  if (valid === undefined) {
    valid = IANAZone.isValidZone(zone);
    if (validZones.size >= MAX_STRETCHES) validZones.clear();
    validZones.set(zone, valid);
  }
  if (!valid) return lookUpOffset(instant, zone);
  const start = Math.floor(instant / STRETCH_MS) * STRETCH_MS;
  const key = `${zone} ${start}`;
  let stretch = stretches.get(key);
  if (stretch === undefined) {
    stretch = new ZoneTimeline(zone, start, start + STRETCH_MS, lookUpOffset);
    if (stretches.size >= MAX_STRETCHES) stretches.delete(stretches.keys().next().value as string);
    stretches.set(key, stretch);
  }
  return stretch.offsetAt(instant);
}

/**
 * Every instant at which clocks in `zone` show local time `minutes` after midnight of `date`, in
 * time order: none for a time skipped by a spring-forward change, two for a time repeated by a
 * fall-back change, else one. An instant fits when the zone's offset at it turns it into that
 * wall-clock time; the offsets tried are those a day before and a day after, which are the two
 * sides of any clock change near that time.
 */
export function localTimeInstants(date: string, minutes: number, zone: string | ZoneClock): number[] {
  const clock = clockOf(zone);
  const f = localFields(date, minutes);
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute);
  const found: number[] = [];
  for (const probe of [wall - DAY_MS, wall + DAY_MS]) {
    const instant = wall - clock.offsetAt(probe);
    if (wall - clock.offsetAt(instant) === instant && !found.includes(instant)) found.push(instant);
  }
  return found.sort((a, b) => a - b);
}

/** Where UTC offsets of a zone come from: the time zone data, or a ZoneTimeline over it. */
export interface ZoneClock {
  readonly zone: string;
  /** How far clocks are ahead of UTC at `instant` (ms). */
  offsetAt(instant: number): number;
}

/** A zone name looked up in the time zone data at each call, or a clock as it is. */
export function clockOf(zone: string | ZoneClock): ZoneClock {
  return typeof zone === "string" ? { zone, offsetAt: (instant) => zoneOffsetAt(instant, zone) } : zone;
}

/**
 * The local calendar date, weekday (1 = Monday … 7 = Sunday) and minutes after local midnight an
 * instant shows: the instant moved by the zone's offset at it, read as UTC.
 */
export function localReading(clock: ZoneClock, instant: number): { date: string; weekday: number; minutes: number } {
  const wall = new Date(instant + clock.offsetAt(instant));
  return {
    date: wall.toISOString().slice(0, 10),
    weekday: wall.getUTCDay() || 7,
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/**
 * A zone's UTC offsets over a stretch of time, with its clock changes found once (probing every 12
 * hours, then to the millisecond): offsets are then arithmetic, not a lookup in the time zone
 * data each (one lookup costs tens of microseconds, and availability needs thousands). Assumes no
 * two clock changes within 12 hours of each other, true of every zone's rules in use.
 */
export class ZoneTimeline implements ZoneClock {
  /** The offset before the first change. */
  private readonly initialOffset: number;
  /** Instants at which the offset changes, in order, each with the offset that holds from it on. */
  private readonly changes: { at: number; offset: number }[] = [];

  constructor(
    readonly zone: string,
    readonly from: number,
    readonly to: number,
    /** Where offsets come from while the changes are found (the time zone data itself, for zoneOffsetAt's own stretches). */
    offsetOf: (instant: number, zone: string) => number = zoneOffsetAt,
  ) {
    const step = 12 * 60 * MINUTE_MS;
    let before = from;
    let offset = offsetOf(from, zone);
    this.initialOffset = offset;
    while (before < to) {
      const probe = Math.min(before + step, to);
      const next = offsetOf(probe, zone);
      if (next !== offset) {
        let lo = before;
        let hi = probe;
        while (hi - lo > 1) {
          const mid = lo + Math.floor((hi - lo) / 2);
          if (offsetOf(mid, zone) === offset) lo = mid;
          else hi = mid;
        }
        this.changes.push({ at: hi, offset: next });
        offset = next;
      }
      before = probe;
    }
  }

  /** The offset (ms ahead of UTC) at `instant`; outside the timeline, looked up. */
  offsetAt(instant: number): number {
    if (instant < this.from || instant > this.to) return zoneOffsetAt(instant, this.zone);
    let offset = this.initialOffset;
    for (const change of this.changes) {
      if (instant < change.at) break;
      offset = change.offset;
    }
    return offset;
  }

  /** Whether the clocks may change within [a, b]: a change inside, or either end outside the timeline. */
  changesWithin(a: number, b: number): boolean {
    if (a < this.from || b > this.to) return true;
    return this.changes.some((change) => change.at >= a && change.at <= b);
  }
}

/** Local wall-clock time `minutes` after midnight of `date`, read as if it were UTC (ms). */
export function wallClockMs(date: string, minutes: number): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) + minutes * MINUTE_MS;
}

/** Like localTimeToInstant, but a skipped local time moves forward by the gap (Luxon's rule). */
export function localTimeToInstantLenient(date: string, minutes: number, zone: string): number {
  return DateTime.fromObject(localFields(date, minutes), { zone }).toMillis();
}

/** The local calendar date, weekday (1 = Monday … 7 = Sunday) and minutes after midnight of an instant in `zone`. */
export function localDateOf(instant: number, zone: string): { date: string; weekday: number; minutes: number } {
  return localReading(clockOf(zone), instant);
}

/** Today's date in `zone`. */
export function todayIn(zone: string, now: Date): string {
  if (!Number.isFinite(zoneOffsetAt(now.getTime(), zone) + now.getTime())) {
    throw new Error(`Broken invariant: a valid time zone and instant (${zone}, ${String(now)})`);
  }
  return localDateOf(now.getTime(), zone).date;
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

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));
/** "HH:MM:" for every minute of a day, so an instant on a whole minute is formatted by two lookups. */
const MINUTE_OF_DAY = Array.from({ length: 1440 }, (_, minute) => `${twoDigits(Math.floor(minute / 60))}:${twoDigits(minute % 60)}:`);
/** 9999-12-31T23:59:59.999Z, the last instant toISOString writes with a four-digit year. */
const LAST_FOUR_DIGIT_YEAR_MS = 253_402_300_799_999;
let cachedDay = Number.NaN;
let cachedDayPrefix = "";

/**
 * `new Date(instant).toISOString()`, several times faster for the runs of nearby instants an
 * availability answer holds (thousands of starts and ends, a few days apart): the date part is
 * formatted once per day, the time of day looked up. Instants before 1970 or after year 9999
 * (and invalid ones, which throw as toISOString does) take toISOString itself.
 */
export function isoOfInstant(instant: number): string {
  if (!(instant >= 0 && instant <= LAST_FOUR_DIGIT_YEAR_MS) || !Number.isInteger(instant)) return new Date(instant).toISOString();
  const day = Math.floor(instant / DAY_MS);
  if (day !== cachedDay) {
    cachedDayPrefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    cachedDay = day;
  }
  const inDay = instant - day * DAY_MS;
  const minute = Math.floor(inDay / MINUTE_MS);
  const inMinute = inDay - minute * MINUTE_MS;
  const hoursMinutes = MINUTE_OF_DAY[minute] ?? "";
  if (inMinute === 0) return `${cachedDayPrefix}${hoursMinutes}00.000Z`;
  const seconds = Math.floor(inMinute / 1000);
  const millis = inMinute - seconds * 1000;
  return `${cachedDayPrefix}${hoursMinutes}${twoDigits(seconds)}.${millis < 10 ? "00" : millis < 100 ? "0" : ""}${millis}Z`;
}

/** Weekdays of dates asked for lately: availability asks each date's weekday once per member (200 members × 31 days). */
const weekdays = new Map<string, number>();

/** Weekday (1 = Monday … 7 = Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  const known = weekdays.get(date);
  if (known !== undefined) return known;
  const weekday = new Date(utcDay(date)).getUTCDay() || 7;
  if (weekdays.size >= 4096) weekdays.clear();
  weekdays.set(date, weekday);
  return weekday;
}
