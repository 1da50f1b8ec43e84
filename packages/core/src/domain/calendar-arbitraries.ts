// fast-check generators of working calendars, shared by the property tests that hold the
// availability engine and its explanation to the booking rules, and zones whose clocks change in
// odd ways with the dates of their changes (test support only).
import fc from "fast-check";
import type { DaySchedule, WeeklySchedule } from "@booking/db";
import { formatMinutes, normalizeSchedule, WEEKDAYS } from "./weekly-schedule";
import { addDays, zoneOffsetAt } from "./local-time";

/** A valid working day: sorted distinct times (`step` minutes apart) within [lo, hi], start and end around the breaks. */
const dayIn = (lo: number, hi: number, step: number): fc.Arbitrary<DaySchedule> =>
  fc
    .integer({ min: 0, max: 2 })
    .chain((breaks) =>
      fc.uniqueArray(fc.integer({ min: lo / step, max: hi / step }), { minLength: 2 + 2 * breaks, maxLength: 2 + 2 * breaks }),
    )
    .map((points) => {
      const [start, ...inner] = points.sort((a, b) => a - b).map((p) => formatMinutes(p * step));
      const end = inner.pop();
      if (start === undefined || end === undefined) throw new Error("Broken invariant: a day is drawn with two times at least");
      const breaks = [];
      for (let i = 0; i + 1 < inner.length; i += 2) {
        const [from, to] = [inner[i], inner[i + 1]];
        if (from !== undefined && to !== undefined) breaks.push({ start: from, end: to });
      }
      return { start, end, ...(breaks.length ? { breaks } : {}) };
    });

/** Any times, times on the half hour, and nights (00:00-06:00, where the clocks change). */
export const daySchedule = fc.oneof(dayIn(0, 1440, 5), dayIn(0, 1440, 30), dayIn(0, 360, 15), dayIn(360, 1200, 5));

export const weeklySchedule: fc.Arbitrary<WeeklySchedule> = fc
  .tuple(...WEEKDAYS.map(() => fc.option(daySchedule, { nil: null, freq: 4 })))
  .map((days) => normalizeSchedule(Object.fromEntries(WEEKDAYS.map((d, i) => [d, days[i]]))));

/** A number of minutes in [min, max], mostly on 5-minute steps so that edges meet the grid and each other exactly. */
export const minutes = (min: number, max: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: Math.ceil(min / 5), max: Math.floor(max / 5) }).map((n) => n * 5) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
  );

/**
 * Zones whose clocks change in odd ways: at midnight (Havana, Beirut, Gaza, Asuncion, Santiago),
 * by 30 minutes (Lord Howe) or two hours (Troll), backwards in winter (Dublin's tzdb rules) or for
 * Ramadan (Casablanca), at 45-minute offsets (Chatham), in the southern summer, and zones that
 * stopped or started changing within the years tested (Tehran, Amman, Mexico City, Whitehorse, Cairo, Nuuk).
 */
export const ZONES = [
  "Europe/Berlin",
  "Europe/London",
  "Europe/Dublin",
  "Europe/Chisinau",
  "Europe/Kyiv",
  "America/New_York",
  "America/Los_Angeles",
  "America/St_Johns",
  "America/Havana",
  "America/Santiago",
  "America/Asuncion",
  "America/Mexico_City",
  "America/Whitehorse",
  "America/Nuuk",
  "Australia/Lord_Howe",
  "Australia/Sydney",
  "Pacific/Auckland",
  "Pacific/Chatham",
  "Asia/Tehran",
  "Asia/Amman",
  "Asia/Beirut",
  "Asia/Gaza",
  "Africa/Cairo",
  "Africa/Casablanca",
  "Antarctica/Troll",
] as const;

/** Dates next to a clock change in `zone` within [from, until) (where the offset a day before differs from a day after). */
export function changeDates(zone: string, from: string, until: string): string[] {
  const found: string[] = [];
  for (let date = from; date < until; date = addDays(date, 1)) {
    const midnight = Date.parse(`${date}T00:00:00Z`);
    if (zoneOffsetAt(midnight - 86_400_000, zone) !== zoneOffsetAt(midnight + 2 * 86_400_000, zone)) found.push(date);
  }
  return found;
}
