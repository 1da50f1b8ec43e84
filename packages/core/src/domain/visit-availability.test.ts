// A visit's starts lined up from its items' availability: the first item on the grid, later ones at
// their offsets on a grid of every minute, each with any free member (members may differ).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { WeeklySchedule } from "@booking/db";
import { weeklySchedule } from "./calendar-arbitraries";
import { computeServiceAvailability, type ServiceDay, type ServiceMember } from "./availability";
import { addDays, localReading, MINUTE_MS, ZoneTimeline, wallClockMs } from "./local-time";
import { LATER_ITEM_SLOT_MINUTES, laterItemsTo, visitAvailability, type VisitDay } from "./visit-availability";
import { visitItemOffsets, type VisitService } from "./visits";

const ZONE = "Europe/Berlin";
// Monday 1 March 2027, UTC+1.
const MONDAY = "2027-03-01";
const at = (time: string, date = MONDAY) => new Date(`${date}T${time}:00+01:00`).getTime();
const DAY = { start: "09:00", end: "17:00" };
const WEEK: WeeklySchedule = { monday: DAY, tuesday: DAY, wednesday: DAY, thursday: DAY, friday: DAY, saturday: null, sunday: null };
const NOW = at("00:00", addDays(MONDAY, -3));

interface TestService extends VisitService {
  id: string;
  members: ServiceMember[];
}

const member = (id: string, busy: { start: number; end: number }[] = [], schedule: WeeklySchedule = WEEK): ServiceMember => ({
  id,
  schedule,
  busy,
});

/** The visit's days as the store computes them: each item alone, then lined up. */
function visitDays(services: TestService[], slotMinutes: number, from = MONDAY, to = MONDAY): VisitDay[] {
  const offsets = visitItemOffsets(services);
  return visitAvailability(
    services.map((service, index) => ({
      serviceId: service.id,
      offset: offsets[index] ?? 0,
      durationMinutes: service.durationMinutes,
      days: computeServiceAvailability({
        timezone: ZONE,
        slotMinutes: index === 0 ? slotMinutes : LATER_ITEM_SLOT_MINUTES,
        durationMinutes: service.durationMinutes,
        bufferBeforeMinutes: service.bufferBeforeMinutes,
        bufferAfterMinutes: service.bufferAfterMinutes,
        from,
        to: index === 0 ? to : laterItemsTo(to, offsets),
        members: service.members,
        closures: [],
        now: NOW,
        limits: null,
      }),
    })),
  );
}

const localTimes = (days: VisitDay[]) =>
  days
    .flatMap((d) => d.slots)
    .map((s) => new Date(s.start).toLocaleTimeString("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" }));

describe("visitAvailability", () => {
  const cut = (members: ServiceMember[], buffers: Partial<VisitService> = {}): TestService => ({
    id: "svc_cut",
    durationMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    ...buffers,
    members,
  });
  const colour = (members: ServiceMember[], buffers: Partial<VisitService> = {}): TestService => ({
    id: "svc_colour",
    durationMinutes: 60,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    ...buffers,
    members,
  });

  it("lists a start where the whole sequence fits the hours, with each item's start, end and free members", () => {
    const days = visitDays([cut([member("ann"), member("bob")]), colour([member("ann")])], 30);
    // The colour must end by 17:00: the visit starts at 15:30 at the latest.
    expect(localTimes(days)).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
    ]);
    const first = days[0]?.slots[0];
    expect(first).toEqual({
      start: at("09:00"),
      end: at("10:30"),
      staffIds: ["ann", "bob"],
      items: [
        { serviceId: "svc_cut", start: at("09:00"), end: at("09:30"), staffIds: ["ann", "bob"] },
        { serviceId: "svc_colour", start: at("09:30"), end: at("10:30"), staffIds: ["ann"] },
      ],
    });
  });

  it("drops the starts whose later item meets a booking, whoever does the first item", () => {
    // Ann, the only colourist, is booked 11:00-12:00: a colour starting 10:01-11:59 does not fit.
    const ann = member("ann", [{ start: at("11:00"), end: at("12:00") }]);
    const days = visitDays([cut([member("bob")]), colour([ann])], 30);
    const times = localTimes(days);
    expect(times).toContain("09:30"); // colour 10:00-11:00 touches the booking
    expect(times).not.toContain("10:00");
    expect(times).not.toContain("11:00");
    expect(times).toContain("11:30"); // colour 12:00-13:00
    // The member doing the first item is the cut's (Bob), the colour's is Ann.
    const slot = days[0]?.slots.find((s) => s.start === at("11:30"));
    expect(slot?.staffIds).toEqual(["bob"]);
    expect(slot?.items.map((i) => i.staffIds)).toEqual([["bob"], ["ann"]]);
  });

  it("keeps the buffers between items: the later item starts after the first's buffer after and its own buffer before", () => {
    const services = [cut([member("ann")], { bufferAfterMinutes: 10 }), colour([member("ann")], { bufferBeforeMinutes: 5 })];
    const days = visitDays(services, 30);
    const slot = days[0]?.slots[0];
    expect(slot?.items[1]?.start).toBe(at("09:45"));
    expect(slot?.end).toBe(at("10:45"));
    // The colour ends by 17:00: it starts by 16:00, the visit by 15:15, so 15:00 on the grid.
    expect(localTimes(days).at(-1)).toBe("15:00");
  });

  it("places a later item off the grid and past midnight onto the next date", () => {
    const lateMonday: WeeklySchedule = { ...WEEK, monday: { start: "20:00", end: "23:59" } };
    const earlyTuesday: WeeklySchedule = { ...WEEK, tuesday: { start: "00:00", end: "06:00" } };
    // 180 minutes and 47 after: the next item starts 227 minutes after the visit.
    const long: TestService = {
      id: "svc_long",
      durationMinutes: 180,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 47,
      members: [member("ann", [], lateMonday)],
    };
    const next: TestService = {
      id: "svc_next",
      durationMinutes: 30,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      members: [member("bob", [], earlyTuesday)],
    };
    // On an hourly grid the only start, 20:00, puts the next item at 23:47 on Monday, when Bob is not working.
    expect(localTimes(visitDays([long, next], 60))).toEqual([]);
    // Every 20 minutes: 20:20 and 20:40 put it at 00:07 and 00:27 on Tuesday, off every grid.
    const days = visitDays([long, next], 20);
    expect(days.flatMap((d) => d.slots).map((slot) => [slot.start, slot.items[1]?.start, slot.end])).toEqual([
      [at("20:20"), at("00:07", "2027-03-02"), at("00:37", "2027-03-02")],
      [at("20:40"), at("00:27", "2027-03-02"), at("00:57", "2027-03-02")],
    ]);
    // Listed under the visit's own date.
    expect(days.map((d) => d.date)).toEqual([MONDAY]);
  });

  it("allows a service twice in a row (two cuts)", () => {
    const days = visitDays([cut([member("ann")]), cut([member("ann")])], 60);
    // An hour of cuts ends by 17:00: 16:00 is the last start.
    expect(localTimes(days)).toEqual(["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"]);
    expect(days[0]?.slots.at(-1)?.items.map((i) => i.serviceId)).toEqual(["svc_cut", "svc_cut"]);
    expect(days[0]?.slots.at(-1)?.end).toBe(at("17:00"));
  });

  it("answers no days for no items", () => {
    expect(visitAvailability([])).toEqual([]);
  });
});

// ---- Property: a start is listed iff each item, asked alone at its start with a 1-minute grid, lists a member ----

const serviceArb = (id: string, memberIds: string[]) =>
  fc.record({
    id: fc.constant(id),
    durationMinutes: fc.oneof(fc.constantFrom(15, 30, 45, 60, 90), fc.integer({ min: 1, max: 240 })),
    bufferBeforeMinutes: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30 })),
    bufferAfterMinutes: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30 })),
    offeredBy: fc.subarray(memberIds, { minLength: 1 }),
  });

const scenarioArb = fc
  .record({
    members: fc.array(
      fc.record({
        schedule: weeklySchedule,
        busy: fc.array(fc.record({ gap: fc.integer({ min: 0, max: 600 }), minutes: fc.integer({ min: 1, max: 240 }) }), { maxLength: 6 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    slotMinutes: fc.constantFrom(5, 15, 20, 30, 60),
    days: fc.integer({ min: 1, max: 2 }),
    itemCount: fc.integer({ min: 1, max: 3 }),
    zone: fc.constantFrom("Europe/Berlin", "America/New_York", "Asia/Kolkata"),
    // Mondays and the weekends of clock changes (spring 2027 in Europe and America).
    from: fc.constantFrom("2027-03-01", "2027-03-13", "2027-03-27", "2027-10-30", "2027-11-06"),
  })
  .chain((base) => {
    const ids = base.members.map((_, i) => `m${i}`);
    return fc
      .array(serviceArb("svc", ids), { minLength: base.itemCount, maxLength: base.itemCount })
      .map((services) => ({ ...base, services: services.map((s, i) => ({ ...s, id: `svc${i}` })) }));
  });

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

function membersOf(s: Scenario, offeredBy: string[]): ServiceMember[] {
  const origin = wallClockMs(s.from, 0) - 1440 * MINUTE_MS;
  return s.members
    .map((m, i) => {
      let cursor = origin;
      const busy = m.busy.map(({ gap, minutes }) => {
        const start = cursor + gap * MINUTE_MS;
        cursor = start + minutes * MINUTE_MS;
        return { start, end: cursor };
      });
      return { id: `m${i}`, schedule: m.schedule, busy };
    })
    .filter((m) => offeredBy.includes(m.id));
}

describe("visitAvailability (property)", () => {
  it("lists a start iff the first item lists it on the grid and each later item, asked alone at its start (all its minutes tried), lists a member", () => {
    // Scenarios with a visit of two items or more listing a start, and with one start dropped by a later item.
    let listedVisits = 0;
    let droppedStarts = 0;
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const to = addDays(s.from, s.days - 1);
        const offsets = visitItemOffsets(s.services);
        const engine = (index: number, slotMinutes: number, from: string, until: string, onlyStarts?: Set<number>): ServiceDay[] => {
          const service = s.services[index]!;
          return computeServiceAvailability({
            onlyStarts,
            timezone: s.zone,
            slotMinutes,
            durationMinutes: service.durationMinutes,
            bufferBeforeMinutes: service.bufferBeforeMinutes,
            bufferAfterMinutes: service.bufferAfterMinutes,
            from,
            to: until,
            members: membersOf(s, service.offeredBy),
            closures: [],
            now: NOW,
            limits: null,
          });
        };
        // As the store asks: later items tried only where the first item's starts put them.
        const firstStarts = engine(0, s.slotMinutes, s.from, to).flatMap((d) => d.slots.map((slot) => slot.start));
        const days = visitAvailability(
          s.services.map((service, index) => ({
            serviceId: service.id,
            offset: offsets[index] ?? 0,
            durationMinutes: service.durationMinutes,
            days:
              index === 0
                ? engine(0, s.slotMinutes, s.from, to)
                : engine(
                    index,
                    LATER_ITEM_SLOT_MINUTES,
                    s.from,
                    laterItemsTo(to, offsets),
                    new Set(firstStarts.map((start) => start + (offsets[index] ?? 0))),
                  ),
          })),
        );
        const listed = new Map(days.flatMap((d) => d.slots).map((slot) => [slot.start, slot]));
        // Each later item asked alone, on the single local date of its start.
        const clock = new ZoneTimeline(s.zone, wallClockMs(addDays(s.from, -3), 0), wallClockMs(addDays(to, 10), 0));
        const alone = new Map<string, Map<number, string[]>>();
        const membersAlone = (index: number, start: number): string[] | undefined => {
          const date = localReading(clock, start).date;
          const key = `${index} ${date}`;
          let starts = alone.get(key);
          if (!starts) {
            starts = new Map(engine(index, 1, date, date).flatMap((d) => d.slots.map((slot) => [slot.start, slot.staffIds] as const)));
            alone.set(key, starts);
          }
          return starts.get(start);
        };
        for (const day of engine(0, s.slotMinutes, s.from, to)) {
          for (const first of day.slots) {
            const later = s.services.slice(1).map((_, i) => membersAlone(i + 1, first.start + (offsets[i + 1] ?? 0)));
            const fits = later.every((ids) => ids !== undefined && ids.length > 0);
            const slot = listed.get(first.start);
            if (s.services.length > 1) {
              if (slot) listedVisits++;
              else droppedStarts++;
            }
            expect(slot !== undefined, `start ${new Date(first.start).toISOString()}`).toBe(fits);
            if (slot) {
              expect(slot.staffIds).toEqual(first.staffIds);
              expect(slot.items.slice(1).map((item) => item.staffIds)).toEqual(later);
            }
            listed.delete(first.start);
          }
        }
        // Nothing is listed that the first item alone does not list.
        expect([...listed.keys()]).toEqual([]);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 150) },
    );
    expect(listedVisits).toBeGreaterThan(0);
    expect(droppedStarts).toBeGreaterThan(0);
  });
});
