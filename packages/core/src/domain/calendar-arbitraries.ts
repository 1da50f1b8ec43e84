// fast-check generators of working calendars, shared by the property tests that hold the
// availability engine and its explanation to the booking rules (test support only).
import fc from "fast-check";
import type { DaySchedule, WeeklySchedule } from "@booking/db";
import { formatMinutes, normalizeSchedule, WEEKDAYS } from "./weekly-schedule";

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
