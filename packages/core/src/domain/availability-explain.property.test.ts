// Why a time is not offered, against the availability engine over random calendars: weekly hours
// with breaks, date overrides, time off, busy time, closures, other bookings with buffers, the
// salon's business hours, resources, clocks and limits, processing time (the service's and other
// bookings'), seen by a booker who may book into gaps or one kept out of them, in zones whose
// clocks change. A start is available in the explanation exactly when availability offers it to
// that member; every other start names at least one rule, among them the first one a booking write
// would refuse it for.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { daySchedule, minutes, weeklySchedule } from "./calendar-arbitraries";
import type { DaySchedule, WeeklySchedule } from "@booking/db";
import { computeServiceAvailability } from "./availability";
import { explainMemberDay } from "./availability-explain";
import { bookingProblem, type BookingLimits } from "./booking-rules";
import { addDays, localTimeToInstantLenient, MINUTE_MS } from "./local-time";
import { UnitCalendar, type PooledResource, type ResourceRequirement, type Span } from "./resource-units";
import type { ClosureSpan, TimeSpan } from "./working-calendar";

const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 300);
const TIME_LIMIT_MS = Math.max(30_000, NUM_RUNS * 100);

/** Zones and dates around their clock changes, and ordinary dates. */
const PLACES = [
  { zone: "Europe/Berlin", dates: ["2026-03-29", "2026-10-25", "2026-12-01", "2026-06-15"] },
  { zone: "America/New_York", dates: ["2026-03-08", "2026-11-01", "2026-07-04"] },
  { zone: "Australia/Lord_Howe", dates: ["2026-04-05", "2026-10-04", "2026-01-20"] },
  { zone: "America/Havana", dates: ["2026-03-08", "2026-11-01"] },
  { zone: "UTC", dates: ["2026-02-10"] },
] as const;

interface Scenario {
  zone: string;
  date: string;
  schedule: WeeklySchedule;
  overrides: Map<string, DaySchedule | null>;
  timeOff: TimeSpan[];
  busyTime: TimeSpan[];
  /** Other bookings' held stretches: one with processing time has two, the same id on both. */
  bookings: TimeSpan[];
  /** The service's processing gap, minutes after its start. */
  processingGaps: [number, number][];
  keepOutOfGaps: boolean;
  closures: ClosureSpan[];
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  slotMinutes: number;
  now: number;
  limits: BookingLimits | null;
  businessHours: WeeklySchedule | null;
  pools: (PooledResource & { held: Span[][] })[];
  requirements: ResourceRequirement[];
}

const scenario: fc.Arbitrary<Scenario> = fc
  .constantFrom(...PLACES)
  .chain((place) => fc.record({ zone: fc.constant(place.zone), date: fc.constantFrom(...place.dates) }))
  .chain(({ zone, date }) => {
    const origin = localTimeToInstantLenient(date, 0, zone);
    const at = (m: number) => origin + m * MINUTE_MS;
    return fc
      .record({
        zone: fc.constant(zone),
        date: fc.constant(date),
        schedule: weeklySchedule,
        overrides: fc
          .array(fc.tuple(fc.integer({ min: -1, max: 1 }), fc.option(daySchedule, { nil: null, freq: 3 })), { maxLength: 2 })
          .map((list) => new Map(list.map(([day, hours]) => [addDays(date, day), hours]))),
        timeOff: fc
          .array(fc.record({ at: minutes(-1440, 2 * 1440), minutes: minutes(1, 1440) }), { maxLength: 2 })
          .map((list) =>
            list.map((t, i) => ({ id: `to_${i}`, start: at(t.at), end: at(t.at + t.minutes) })).sort((a, b) => a.start - b.start),
          ),
        busyTime: fc
          .array(fc.record({ at: minutes(-1440, 2 * 1440), minutes: minutes(1, 600) }), { maxLength: 3 })
          .map((list) => list.map((t) => ({ id: "cal", start: at(t.at), end: at(t.at + t.minutes) })).sort((a, b) => a.start - b.start)),
        bookings: fc
          .array(
            fc.record({
              gap: minutes(0, 300),
              minutes: minutes(3, 240),
              processing: fc.option(
                fc.tuple(fc.double({ min: 0.1, max: 0.5, noNaN: true }), fc.double({ min: 0.5, max: 0.9, noNaN: true })),
                { nil: null },
              ),
            }),
            { maxLength: 8 },
          )
          .map((list) => {
            let cursor = origin - 120 * MINUTE_MS;
            return list.flatMap(({ gap, minutes, processing }, i) => {
              const start = cursor + gap * MINUTE_MS;
              cursor = start + minutes * MINUTE_MS;
              if (!processing) return [{ id: `bk_${i}`, start, end: cursor }];
              const from = Math.max(1, Math.floor(minutes * processing[0]));
              const until = Math.min(minutes - 1, Math.max(from + 1, Math.floor(minutes * processing[1])));
              return [
                { id: `bk_${i}`, start, end: start + from * MINUTE_MS },
                { id: `bk_${i}`, start: start + until * MINUTE_MS, end: cursor },
              ];
            });
          }),
        processingGaps: fc.constant([] as [number, number][]),
        serviceGap: fc.option(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 })), { nil: null }),
        keepOutOfGaps: fc.boolean(),
        closures: fc
          .array(fc.record({ day: fc.integer({ min: -1, max: 1 }), length: fc.integer({ min: 0, max: 1 }) }), {
            maxLength: 1,
          })
          .map((list) =>
            list.map(({ day, length }, i) => ({ id: `cl_${i}`, date: addDays(date, day), endDate: addDays(date, day + length) })),
          ),
        durationMinutes: fc.integer({ min: 1, max: 24 }).map((n) => n * 5),
        bufferBeforeMinutes: fc.integer({ min: 0, max: 6 }).map((n) => n * 5),
        bufferAfterMinutes: fc.integer({ min: 0, max: 6 }).map((n) => n * 5),
        slotMinutes: fc.constantFrom(10, 15, 20, 30, 60),
        now: fc.oneof(
          fc.integer({ min: -48, max: 36 }).map((h) => origin + h * 60 * MINUTE_MS),
          fc.integer({ min: -2 * 86_400, max: 86_400 }).map((s) => origin + s * 1000),
        ),
        limits: fc.option(fc.record({ minNoticeMinutes: minutes(0, 1440), maxAdvanceDays: fc.integer({ min: 0, max: 2 }) }), { nil: null }),
        businessHours: fc.option(weeklySchedule, { nil: null, freq: 2 }),
        pools: fc
          .array(
            fc.record({
              quantity: fc.integer({ min: 1, max: 2 }),
              held: fc.array(fc.array(fc.record({ gap: minutes(0, 600), minutes: minutes(1, 300) }), { maxLength: 4 }), {
                minLength: 2,
                maxLength: 2,
              }),
            }),
            { maxLength: 2 },
          )
          .map((pools) =>
            pools.map((pool, p) => ({
              id: `res_${p}`,
              name: `Room ${p}`,
              quantity: pool.quantity,
              active: true,
              held: pool.held.slice(0, pool.quantity).map((spans) => {
                let cursor = origin - 120 * MINUTE_MS;
                return spans.map(({ gap, minutes }) => {
                  const start = cursor + gap * MINUTE_MS;
                  cursor = start + minutes * MINUTE_MS;
                  return { start, end: cursor };
                });
              }),
            })),
          ),
        requirements: fc.constant([] as ResourceRequirement[]),
      })
      .map(({ serviceGap, ...s }) => ({
        ...s,
        // A gap of whole 5-minute steps strictly inside the service (its first and last minutes active).
        processingGaps:
          serviceGap && s.durationMinutes >= 15
            ? [
                [
                  Math.min(serviceGap[0] * 5, s.durationMinutes - 10),
                  Math.min(serviceGap[0] * 5 + serviceGap[1] * 5, s.durationMinutes - 5),
                ] as [number, number],
              ]
            : [],
        requirements: s.pools.length > 0 ? [{ resourceIds: s.pools.map((p) => p.id), quantity: 1 }] : [],
      }));
  });

/** Each booking as one range, from its first stretch to its last. */
function wholeRanges(stretches: readonly TimeSpan[]): TimeSpan[] {
  const byId = new Map<string, TimeSpan>();
  for (const b of stretches) {
    const known = byId.get(b.id ?? "");
    byId.set(b.id ?? "", known ? { ...known, end: Math.max(known.end, b.end) } : { ...b });
  }
  return [...byId.values()];
}

function resourcesOf(s: Scenario) {
  if (s.requirements.length === 0) return null;
  const units = new UnitCalendar(new Map(s.pools.map((pool) => [pool.id, pool])));
  for (const pool of s.pools) pool.held.forEach((spans, u) => spans.forEach((span) => units.add(pool.id, u + 1, span)));
  return { requirements: s.requirements, units };
}

describe("explainMemberDay", () => {
  it(
    "marks a start available exactly when availability offers it to the member, and names a rule for every other",
    { timeout: TIME_LIMIT_MS },
    () => {
      // What the runs saw, so that the property is not met by empty days alone.
      const seen = { available: 0, unavailable: 0, severalRules: 0, booked: 0, processing: 0, wholeDay: 0 };
      fc.assert(
        fc.property(scenario, (s) => {
          const member = { schedule: s.schedule, overrides: s.overrides, timeOff: s.timeOff, busyTime: s.busyTime };
          const common = {
            timezone: s.zone,
            slotMinutes: s.slotMinutes,
            durationMinutes: s.durationMinutes,
            bufferBeforeMinutes: s.bufferBeforeMinutes,
            bufferAfterMinutes: s.bufferAfterMinutes,
            closures: s.closures,
            businessHours: s.businessHours,
            now: s.now,
            limits: s.limits,
            resources: resourcesOf(s),
          };
          // Availability as the store asks it: a booker kept out of gaps sees every booking whole and
          // the service without its gap.
          const offered = computeServiceAvailability({
            ...common,
            processingGaps: s.keepOutOfGaps ? [] : s.processingGaps,
            from: s.date,
            to: s.date,
            members: [{ id: "st_1", ...member, busy: s.keepOutOfGaps ? wholeRanges(s.bookings) : s.bookings }],
          })[0]!.slots.filter((slot) => slot.staffIds.includes("st_1"));
          const explained = explainMemberDay({
            ...common,
            processingGaps: s.processingGaps,
            keepOutOfGaps: s.keepOutOfGaps,
            date: s.date,
            member: { ...member, bookings: s.bookings },
          });

          expect(explained.starts.filter((x) => x.available).map((x) => x.start)).toEqual(offered.map((slot) => slot.start));
          if (explained.rules.length > 0) expect(explained.starts).toEqual([]);
          if (explained.rules.length > 0) seen.wholeDay++;
          for (const x of explained.starts) {
            if (x.available) seen.available++;
            else seen.unavailable++;
            if (x.rules.length > 1) seen.severalRules++;
            if (x.bookingIds.length > 0) seen.booked++;
            if (x.rules.includes("processing")) seen.processing++;
          }
          const staff = { id: "st_1", is_active: true, offers_service: true, ...member };
          const context = { zone: s.zone, closures: s.closures, now: s.now, limits: s.limits, businessHours: s.businessHours };
          for (const x of explained.starts) {
            expect(x.available).toBe(x.rules.length === 0);
            expect(new Set(x.rules).size).toBe(x.rules.length);
            expect(x.rules.includes("booked") || x.rules.includes("processing")).toBe(x.bookingIds.length > 0);
            if (!s.keepOutOfGaps) expect(x.rules).not.toContain("processing");
            // The first rule a write refuses this start for is among those named.
            const problem = bookingProblem(staff, context, x.start, x.start + s.durationMinutes * MINUTE_MS);
            if (problem) expect(x.rules).toContain(problem.reason);
            for (const id of x.bookingIds) {
              const booking = wholeRanges(s.bookings).find((b) => b.id === id)!;
              expect(booking.start).toBeLessThan(x.start + (s.durationMinutes + s.bufferAfterMinutes) * MINUTE_MS);
              expect(booking.end).toBeGreaterThan(x.start - s.bufferBeforeMinutes * MINUTE_MS);
            }
          }
        }),
        { numRuns: NUM_RUNS },
      );
      // A quick run of a few cases (pnpm test:unit) may meet none of a kind: full runs must.
      if (NUM_RUNS >= 100) for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(0);
    },
  );
});
