// The salon's business hours narrowing each member's hours: the rule itself (working-calendar.ts),
// and every place that reads hours through it — the booking rules, both availability answers and
// the utilisation report's working minutes — so each agrees with the others.
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { computeAvailability, computeServiceAvailability } from "./availability";
import { bookingProblem, checkWithinWorkingHours, type BookableStaff } from "./booking-rules";
import { workingMinutesByDate } from "./reports";
import { normalizeSchedule } from "./weekly-schedule";
import { bookableHoursOn, narrowToBusinessHours } from "./working-calendar";

const zone = "Europe/Berlin";
const at = (iso: string) => DateTime.fromISO(iso, { zone }).toMillis();
const range = (iso: string, minutes: number) => [at(iso), at(iso) + minutes * 60_000] as const;

// Monday 2026-11-23 … Sunday 2026-11-29.
const member = normalizeSchedule({
  monday: { start: "08:00", end: "20:00" },
  tuesday: { start: "08:00", end: "20:00", breaks: [{ start: "12:30", end: "13:15" }] },
  wednesday: { start: "11:00", end: "15:00" },
  saturday: { start: "08:00", end: "20:00" },
});
const business = normalizeSchedule({
  monday: { start: "09:00", end: "18:00" },
  tuesday: { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] },
  wednesday: { start: "09:00", end: "18:00" },
  thursday: { start: "09:00", end: "18:00" },
});

describe("narrowToBusinessHours", () => {
  it("takes the later start, the earlier end and both sets of breaks, in order", () => {
    expect(
      narrowToBusinessHours(
        { start: "08:00", end: "20:00", breaks: [{ start: "15:00", end: "15:30" }] },
        { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] },
      ),
    ).toEqual({
      start: "09:00",
      end: "18:00",
      breaks: [
        { start: "13:00", end: "14:00" },
        { start: "15:00", end: "15:30" },
      ],
    });
  });

  it("keeps a member's narrower day as it is", () => {
    expect(narrowToBusinessHours({ start: "11:00", end: "15:00" }, { start: "09:00", end: "18:00" })).toEqual({
      start: "11:00",
      end: "15:00",
    });
  });

  it("clips breaks to the narrowed day and drops those outside it", () => {
    expect(
      narrowToBusinessHours(
        {
          start: "07:00",
          end: "20:00",
          breaks: [
            { start: "07:30", end: "08:00" },
            { start: "08:30", end: "09:30" },
          ],
        },
        { start: "09:00", end: "18:00" },
      ),
    ).toEqual({ start: "09:00", end: "18:00", breaks: [{ start: "09:00", end: "09:30" }] });
  });

  it("is nothing when either is off, or when nothing is left of the day", () => {
    expect(narrowToBusinessHours(null, { start: "09:00", end: "18:00" })).toBeNull();
    expect(narrowToBusinessHours({ start: "09:00", end: "18:00" }, null)).toBeNull();
    expect(narrowToBusinessHours({ start: "06:00", end: "09:00" }, { start: "09:00", end: "18:00" })).toBeNull();
  });
});

describe("bookableHoursOn", () => {
  it("narrows the weekly day and a date override alike, and leaves them alone without business hours", () => {
    expect(bookableHoursOn(member, new Map(), "2026-11-23", business)).toEqual({ start: "09:00", end: "18:00" });
    expect(bookableHoursOn(member, new Map(), "2026-11-23", null)).toEqual({ start: "08:00", end: "20:00" });
    const overrides = new Map([["2026-11-23", { start: "16:00", end: "21:00" }]]);
    expect(bookableHoursOn(member, overrides, "2026-11-23", business)).toEqual({ start: "16:00", end: "18:00" });
    // An override on a weekday the salon is closed opens nothing.
    expect(bookableHoursOn(member, new Map([["2026-11-29", { start: "10:00", end: "12:00" }]]), "2026-11-29", business)).toBeNull();
  });

  it("is nothing on a weekday the salon is closed, whatever the member's hours", () => {
    expect(bookableHoursOn(member, new Map(), "2026-11-28", business)).toBeNull();
  });
});

describe("checkWithinWorkingHours with business hours", () => {
  it("refuses what the member's hours allow but the salon's do not, naming the salon's hours and the zone", () => {
    const early = checkWithinWorkingHours(member, zone, ...range("2026-11-23T08:00", 60), new Map(), business);
    expect(early).toMatchObject({ reason: "outside_business_hours", inBreak: false });
    expect(early?.message).toContain("09:00-18:00");
    expect(early?.message).toContain(zone);
    expect(checkWithinWorkingHours(member, zone, ...range("2026-11-23T17:30", 60), new Map(), business)?.reason).toBe(
      "outside_business_hours",
    );
    const lunch = checkWithinWorkingHours(member, zone, ...range("2026-11-24T13:30", 30), new Map(), business);
    expect(lunch).toMatchObject({ reason: "outside_business_hours", inBreak: true });
    expect(lunch?.message).toContain("13:00-14:00");
    const saturday = checkWithinWorkingHours(member, zone, ...range("2026-11-28T10:00", 60), new Map(), business);
    expect(saturday).toMatchObject({ reason: "outside_business_hours" });
    expect(saturday?.message).toContain("closed on saturdays");
  });

  it("names the member's own hours first when those refuse too", () => {
    expect(checkWithinWorkingHours(member, zone, ...range("2026-11-26T10:00", 60), new Map(), business)?.reason).toBe("day_off");
    expect(checkWithinWorkingHours(member, zone, ...range("2026-11-25T10:00", 60), new Map(), business)?.reason).toBe("outside_hours");
    expect(checkWithinWorkingHours(member, zone, ...range("2026-11-24T12:30", 30), new Map(), business)?.reason).toBe("in_break");
  });

  it("accepts times within both, and everything the member's hours allow without business hours", () => {
    expect(checkWithinWorkingHours(member, zone, ...range("2026-11-23T09:00", 60), new Map(), business)).toBeNull();
    expect(checkWithinWorkingHours(member, zone, ...range("2026-11-23T08:00", 60), new Map(), null)).toBeNull();
  });
});

describe("bookingProblem with business hours", () => {
  const staff: BookableStaff = {
    id: "stf_1",
    is_active: true,
    schedule: member,
    offers_service: true,
    overrides: new Map(),
    timeOff: [],
    busyTime: [],
  };
  const context = { zone, closures: [], now: null, limits: null, businessHours: business };

  it("refuses outside_business_hours for provider keys too, and a closure still first", () => {
    expect(bookingProblem(staff, context, ...range("2026-11-23T18:00", 60))).toMatchObject({
      reason: "outside_business_hours",
      path: "dateTime",
    });
    const closures = [{ id: "clo_1", date: "2026-11-23", endDate: "2026-11-23" }];
    expect(bookingProblem(staff, { ...context, closures }, ...range("2026-11-23T18:00", 60))?.reason).toBe("closed");
  });

  it("puts the grid of customers and visitors at the narrowed day's start", () => {
    const grid = { ...context, gridMinutes: 45 };
    expect(bookingProblem(staff, grid, ...range("2026-11-23T09:45", 45))).toBeNull();
    expect(bookingProblem(staff, grid, ...range("2026-11-23T08:45", 45))?.reason).toBe("outside_business_hours");
    expect(bookingProblem(staff, grid, ...range("2026-11-23T09:30", 45))?.reason).toBe("off_grid");
  });
});

describe("availability with business hours", () => {
  const times = (slots: { start: number }[]) => slots.map((s) => DateTime.fromMillis(s.start, { zone }).toFormat("HH:mm"));

  it("offers a service only within both the member's and the salon's hours, and nothing on a closed weekday", () => {
    const days = computeServiceAvailability({
      timezone: zone,
      slotMinutes: 60,
      durationMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      from: "2026-11-23",
      to: "2026-11-28",
      members: [
        { id: "stf_wide", schedule: member, busy: [] },
        { id: "stf_narrow", schedule: normalizeSchedule({ monday: { start: "10:00", end: "12:00" } }), busy: [] },
      ],
      closures: [],
      businessHours: business,
      now: 0,
      limits: null,
    });
    const byDate = new Map(days.map((d) => [d.date, d]));
    const monday = byDate.get("2026-11-23")?.slots ?? [];
    expect(times(monday)).toEqual(["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"]);
    expect(monday.find((s) => times([s])[0] === "10:00")?.staffIds).toEqual(["stf_wide", "stf_narrow"]);
    expect(times(byDate.get("2026-11-24")?.slots ?? [])).toEqual(["09:00", "10:00", "11:00", "14:00", "15:00", "16:00", "17:00"]);
    expect(times(byDate.get("2026-11-25")?.slots ?? [])).toEqual(["11:00", "12:00", "13:00", "14:00"]);
    expect(byDate.get("2026-11-28")?.slots).toEqual([]);
  });

  it("answers the same when members are not listed (the grouped walk)", () => {
    const input = {
      timezone: zone,
      slotMinutes: 30,
      durationMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      from: "2026-11-23",
      to: "2026-11-29",
      members: [{ id: "stf_wide", schedule: member, busy: [] }],
      closures: [],
      businessHours: business,
      now: 0,
      limits: null,
    };
    const listed = computeServiceAvailability(input).map((d) => [d.date, times(d.slots)]);
    const unlisted = computeServiceAvailability({ ...input, listMembers: false }).map((d) => [d.date, times(d.slots)]);
    expect(unlisted).toEqual(listed);
  });

  it("lays a member's schedule slots on the narrowed day, the salon's break flagged as a break", () => {
    const [tuesday] = computeAvailability({
      schedule: member,
      businessHours: business,
      timezone: zone,
      slotMinutes: 60,
      from: "2026-11-24",
      to: "2026-11-24",
      bookings: [],
      now: 0,
    });
    expect(tuesday?.slots.map((s) => [s.time, s.break])).toEqual([
      ["09:00", false],
      ["10:00", false],
      ["11:00", false],
      ["12:00", true],
      ["13:00", true],
      ["14:00", false],
      ["15:00", false],
      ["16:00", false],
      ["17:00", false],
    ]);
  });

  it("flags the salon's break on a day the clocks change too", () => {
    const sunday = normalizeSchedule({ sunday: { start: "00:00", end: "06:00" } });
    const salon = normalizeSchedule({ sunday: { start: "01:00", end: "06:00", breaks: [{ start: "04:00", end: "05:00" }] } });
    const [day] = computeAvailability({
      schedule: sunday,
      businessHours: salon,
      timezone: zone,
      slotMinutes: 60,
      from: "2026-10-25",
      to: "2026-10-25",
      bookings: [],
      now: 0,
    });
    const slots = day?.slots ?? [];
    expect(slots[0]?.time).toBe("01:00");
    expect(slots.filter((s) => s.break).map((s) => s.time)).toEqual(["04:00"]);
    expect(slots.some((s) => s.time === "00:00" || s.time === "06:00")).toBe(false);
  });
});

describe("working minutes with business hours", () => {
  it("count the narrowed hours less both sets of breaks, and nothing on a closed weekday", () => {
    const minutes = workingMinutesByDate(
      { schedule: member, overrides: new Map(), timeOff: [] },
      [],
      ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-28"],
      zone,
      business,
    );
    expect(Object.fromEntries(minutes)).toEqual({
      "2026-11-23": 9 * 60,
      // 09:00-18:00 less the salon's 13:00-14:00 and the member's 12:30-13:15 (overlapping): 09:00-12:30, 14:00-18:00.
      "2026-11-24": 3.5 * 60 + 4 * 60,
      "2026-11-25": 4 * 60,
      "2026-11-28": 0,
    });
    const own = workingMinutesByDate({ schedule: member, overrides: new Map(), timeOff: [] }, [], ["2026-11-23"], zone);
    expect(own.get("2026-11-23")).toBe(12 * 60);
  });
});
