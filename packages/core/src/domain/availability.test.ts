import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import type { WeeklySchedule } from "@booking/db";
import { computeAvailability, type Slot } from "./availability";
import { checkWithinWorkingHours } from "./booking-rules";
import { normalizeSchedule } from "./weekly-schedule";

/** A sweep over years of clock changes: `pnpm test:unit` (UNIT_QUICK) skips it, the package's `vitest run` (`pnpm test`) runs it. */
const sweep = process.env.UNIT_QUICK ? it.skip : it;

const weekdays9to17 = normalizeSchedule({
  monday: { start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "13:00" }] },
  tuesday: { start: "09:00", end: "17:00" },
  wednesday: { start: "09:00", end: "17:00" },
  thursday: { start: "09:00", end: "17:00" },
  friday: { start: "09:00", end: "17:00" },
});
const everyDay = (start: string, end: string): WeeklySchedule =>
  normalizeSchedule(
    Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, { start, end }])),
  );

const minutesOfDay = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const at = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toMillis();
const longAgo = 0;
/** [dateTime, bookingId] of the slots a booking takes. */
const computeAvailabilityIds = (slots: Slot[]) => slots.filter((s) => s.bookingId).map((s) => [s.dateTime, s.bookingId]);

describe("computeAvailability", () => {
  it("lists slots every slotMinutes within working hours, breaks marked, days off empty", () => {
    // 2026-11-23 is a Monday.
    const days = computeAvailability({
      schedule: weekdays9to17,
      timezone: "Europe/Berlin",
      slotMinutes: 30,
      from: "2026-11-22",
      to: "2026-11-23",
      bookings: [],
      now: longAgo,
    });
    expect(days.map((d) => d.date)).toEqual(["2026-11-22", "2026-11-23"]);
    expect(days[0]!.slots).toEqual([]); // Sunday off
    const monday = days[1]!.slots;
    expect(monday).toHaveLength(16);
    expect(monday[0]).toEqual({
      time: "09:00",
      dateTime: "2026-11-23T08:00:00.000Z",
      available: true,
      break: false,
      timeOff: false,
      busy: false,
      closed: false,
    });
    expect(monday.at(-1)!.time).toBe("16:30");
    expect(monday.filter((s) => s.break).map((s) => s.time)).toEqual(["12:00", "12:30"]);
    expect(monday.find((s) => s.time === "12:00")!.available).toBe(false);
  });

  it("marks slots overlapping a booking with its id, including partial overlaps", () => {
    const zone = "Europe/Berlin";
    const days = computeAvailability({
      schedule: weekdays9to17,
      timezone: zone,
      slotMinutes: 30,
      from: "2026-11-24",
      to: "2026-11-24",
      bookings: [
        { id: "bk_a", start: at("2026-11-24T09:15", zone), end: at("2026-11-24T10:00", zone) },
        { id: "bk_b", start: at("2026-11-24T15:00", zone), end: at("2026-11-24T16:00", zone) },
      ],
      now: longAgo,
    });
    const byTime = Object.fromEntries(days[0]!.slots.map((s) => [s.time, s]));
    expect(byTime["09:00"]).toEqual({
      time: "09:00",
      dateTime: "2026-11-24T08:00:00.000Z",
      available: false,
      bookingId: "bk_a",
      break: false,
      timeOff: false,
      busy: false,
      closed: false,
    });
    expect(byTime["09:30"]!.bookingId).toBe("bk_a");
    expect(byTime["10:00"]).toEqual({
      time: "10:00",
      dateTime: "2026-11-24T09:00:00.000Z",
      available: true,
      break: false,
      timeOff: false,
      busy: false,
      closed: false,
    });
    expect(byTime["14:30"]!.available).toBe(true);
    expect(byTime["15:00"]!.bookingId).toBe("bk_b");
    expect(byTime["15:30"]!.bookingId).toBe("bk_b");
    expect(byTime["16:00"]!.available).toBe(true);
  });

  it("marks past slots unavailable", () => {
    const zone = "America/New_York";
    const days = computeAvailability({
      schedule: weekdays9to17,
      timezone: zone,
      slotMinutes: 60,
      from: "2026-11-24",
      to: "2026-11-24",
      bookings: [],
      now: at("2026-11-24T11:30", zone),
    });
    expect(days[0]!.slots.map((s) => [s.time, s.available])).toEqual([
      ["09:00", false],
      ["10:00", false],
      ["11:00", false],
      ["12:00", true],
      ["13:00", true],
      ["14:00", true],
      ["15:00", true],
      ["16:00", true],
    ]);
  });

  it("keeps the same local hours on DST days (Berlin spring forward and fall back)", () => {
    const zone = "Europe/Berlin";
    for (const date of ["2026-03-29", "2026-10-25"]) {
      const days = computeAvailability({
        schedule: everyDay("09:00", "17:00"),
        timezone: zone,
        slotMinutes: 60,
        from: date,
        to: date,
        bookings: [{ id: "bk_x", start: at(`${date}T10:00`, zone), end: at(`${date}T11:00`, zone) }],
        now: longAgo,
      });
      const slots = days[0]!.slots;
      expect(slots.map((s) => s.time)).toEqual(["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"]);
      expect(slots.filter((s) => s.bookingId).map((s) => s.time)).toEqual(["10:00"]);
    }
  });

  it("skips local times that do not exist and shows repeated ones twice (New York, working through the night)", () => {
    const zone = "America/New_York";
    // 2026-03-08: 02:00 → 03:00 does not exist. 2026-11-01: 01:00–02:00 happens twice.
    const spring = computeAvailability({
      schedule: everyDay("00:00", "06:00"),
      timezone: zone,
      slotMinutes: 60,
      from: "2026-03-08",
      to: "2026-03-08",
      bookings: [],
      now: longAgo,
    })[0]!.slots;
    expect(spring.map((s) => s.time)).toEqual(["00:00", "01:00", "03:00", "04:00", "05:00"]);
    expect(spring.map((s) => s.dateTime.slice(11, 16))).toEqual(["05:00", "06:00", "07:00", "08:00", "09:00"]);

    const fallBooking = { id: "bk_y", start: Date.parse("2026-11-01T09:00:00Z"), end: Date.parse("2026-11-01T10:00:00Z") };
    const fall = computeAvailability({
      schedule: everyDay("00:00", "06:00"),
      timezone: zone,
      slotMinutes: 60,
      from: "2026-11-01",
      to: "2026-11-01",
      bookings: [fallBooking], // 04:00–05:00 local (EST)
      now: longAgo,
    })[0]!.slots;
    expect(fall.map((s) => s.time)).toEqual(["00:00", "01:00", "01:00", "02:00", "03:00", "04:00", "05:00"]);
    expect(fall.map((s) => s.dateTime.slice(11, 16))).toEqual(["04:00", "05:00", "06:00", "07:00", "08:00", "09:00", "10:00"]);
    expect(fall.find((s) => s.bookingId)!.time).toBe("04:00");
  });

  describe("a fall-back day (Berlin 2027-10-31: 03:00 CEST becomes 02:00 CET)", () => {
    const zone = "Europe/Berlin";
    const date = "2027-10-31"; // a Sunday
    const firstTwo = Date.parse("2027-10-31T00:00:00Z"); // 02:00 CEST
    const secondTwo = Date.parse("2027-10-31T01:00:00Z"); // 02:00 CET
    const day = (bookings: { id: string; start: number; end: number }[], now = longAgo) =>
      computeAvailability({
        schedule: everyDay("00:00", "05:00"),
        timezone: zone,
        slotMinutes: 30,
        from: date,
        to: date,
        bookings,
        now,
      })[0]!.slots;

    it("has a slot at each real half hour: both 02:00 and both 02:30, twelve slots for six real hours", () => {
      const slots = day([]);
      expect(slots.map((s) => s.time)).toEqual([
        "00:00",
        "00:30",
        "01:00",
        "01:30",
        "02:00",
        "02:30",
        "02:00",
        "02:30",
        "03:00",
        "03:30",
        "04:00",
        "04:30",
      ]);
      // 00:00 CEST is 22:00 UTC the day before; 04:30 CET is 03:30 UTC. One slot per real half hour.
      const starts = slots.map((s) => Date.parse(s.dateTime));
      expect(starts[0]).toBe(Date.parse("2027-10-30T22:00:00Z"));
      expect(starts.slice(1).map((t, i) => t - starts[i]!)).toEqual(Array(11).fill(30 * 60_000));
      expect(slots.every((s) => s.available && !s.break)).toBe(true);
    });

    it("shows a booking at each 02:00 on its own slot, and frees the other", () => {
      const atFirst = computeAvailabilityIds(day([{ id: "bk_first", start: firstTwo, end: firstTwo + 30 * 60_000 }]));
      expect(atFirst).toEqual([["2027-10-31T00:00:00.000Z", "bk_first"]]);
      const atSecond = computeAvailabilityIds(day([{ id: "bk_second", start: secondTwo, end: secondTwo + 30 * 60_000 }]));
      expect(atSecond).toEqual([["2027-10-31T01:00:00.000Z", "bk_second"]]);
      const both = day([
        { id: "bk_first", start: firstTwo, end: firstTwo + 30 * 60_000 },
        { id: "bk_second", start: secondTwo, end: secondTwo + 30 * 60_000 },
      ]);
      expect(both.filter((s) => s.time === "02:00").map((s) => [s.bookingId, s.available])).toEqual([
        ["bk_first", false],
        ["bk_second", false],
      ]);
      expect(both.filter((s) => s.time === "02:30").map((s) => s.available)).toEqual([true, true]);
    });

    it("tells past from future by the instant, not the local time", () => {
      const slots = day([], Date.parse("2027-10-31T00:45:00Z")); // 02:45 CEST: the first 02:xx hour is almost over
      expect(slots.filter((s) => s.time === "02:00" || s.time === "02:30").map((s) => s.available)).toEqual([false, false, true, true]);
    });

    it("shows both instants when the working day starts or ends in the repeated hour", () => {
      const slotsOf = (start: string, end: string) =>
        computeAvailability({
          schedule: everyDay(start, end),
          timezone: zone,
          slotMinutes: 30,
          from: date,
          to: date,
          bookings: [],
          now: longAgo,
        })[0]!.slots.map((s) => `${s.time}@${s.dateTime.slice(11, 16)}`);
      // Ends at 02:30: both 02:00s end by a 02:30.
      expect(slotsOf("01:00", "02:30")).toEqual(["01:00@23:00", "01:30@23:30", "02:00@00:00", "02:00@01:00"]);
      // Starts at 02:30: both 02:30s start at a 02:30 (and the range starting that very day finds both).
      expect(slotsOf("02:30", "05:00")).toEqual(["02:30@00:30", "02:30@01:30", "03:00@02:00", "03:30@02:30", "04:00@03:00", "04:30@03:30"]);
    });

    it("marks a break at both instants of its local time", () => {
      const schedule = normalizeSchedule({ sunday: { start: "01:00", end: "04:00", breaks: [{ start: "02:00", end: "02:30" }] } });
      const slots = computeAvailability({ schedule, timezone: zone, slotMinutes: 30, from: date, to: date, bookings: [], now: longAgo })[0]!
        .slots;
      expect(slots.map((s) => `${s.time}${s.break ? "*" : ""}`)).toEqual([
        "01:00",
        "01:30",
        "02:00*",
        "02:30",
        "02:00*",
        "02:30",
        "03:00",
        "03:30",
      ]);
    });
  });

  it("has no slot at local times a spring-forward change skips (Berlin 2027-03-28), eight slots for four real hours", () => {
    const slots = computeAvailability({
      schedule: everyDay("00:00", "05:00"),
      timezone: "Europe/Berlin",
      slotMinutes: 30,
      from: "2027-03-28",
      to: "2027-03-28",
      bookings: [],
      now: longAgo,
    })[0]!.slots;
    expect(slots.map((s) => s.time)).toEqual(["00:00", "00:30", "01:00", "01:30", "03:00", "03:30", "04:00", "04:30"]);
    const starts = slots.map((s) => Date.parse(s.dateTime));
    expect(starts.slice(1).map((t, i) => t - starts[i]!)).toEqual(Array(7).fill(30 * 60_000));
    // A working day that starts inside the skipped hour starts when the clocks show 03:00.
    const late = computeAvailability({
      schedule: everyDay("02:30", "05:00"),
      timezone: "Europe/Berlin",
      slotMinutes: 30,
      from: "2027-03-28",
      to: "2027-03-28",
      bookings: [],
      now: longAgo,
    })[0]!.slots;
    expect(late.map((s) => s.time)).toEqual(["03:00", "03:30", "04:00", "04:30"]);
  });

  /** How many minutes of real time `date` has whose clock reading in `zone` lies within [start, end). */
  const workingMinutes = (zone: string, date: string, start: string, end: string) => {
    const midnight = DateTime.fromISO(`${date}T00:00`, { zone }).toMillis();
    let minutes = 0;
    for (let t = midnight; t < midnight + 26 * 3_600_000; t += 60_000) {
      const local = DateTime.fromMillis(t, { zone });
      const hhmm = local.toFormat("HH:mm");
      if (local.toISODate() === date && hhmm >= start && hhmm < end) minutes++;
    }
    return minutes;
  };

  sweep("on every clock-change day: slots in time order, never overlapping, each one bookable by the working-hours rule", () => {
    const cases = [
      ["Europe/Berlin", "2027-03-28"],
      ["Europe/Berlin", "2027-10-31"],
      ["America/New_York", "2027-03-14"],
      ["America/New_York", "2027-11-07"],
      ["Australia/Lord_Howe", "2027-04-04"], // 02:00 → 01:30: a half-hour change
      ["Australia/Lord_Howe", "2027-10-03"], // 02:00 → 02:30
    ] as const;
    const hours = [
      ["00:00", "05:00"],
      ["01:00", "03:30"],
      ["01:00", "02:30"],
      ["01:45", "24:00"],
      ["02:30", "06:00"],
    ] as const;
    let checked = 0;
    for (const [zone, date] of cases) {
      for (const [start, end] of hours) {
        for (const slotMinutes of [15, 30, 45, 60, 90]) {
          const schedule = everyDay(start, end);
          const slots = computeAvailability({ schedule, timezone: zone, slotMinutes, from: date, to: date, bookings: [], now: longAgo })[0]!
            .slots;
          const starts = slots.map((s) => Date.parse(s.dateTime));
          const label = `${zone} ${date} ${start}-${end} every ${slotMinutes}`;
          for (let k = 1; k < starts.length; k++) expect(starts[k]! - starts[k - 1]!, label).toBeGreaterThanOrEqual(slotMinutes * 60_000);
          // Never more slots than the working hours last in real time.
          expect(slots.length * slotMinutes, label).toBeLessThanOrEqual(workingMinutes(zone, date, start, end));
          if (slotMinutes <= 30) {
            // Slots this short divide every clock change: each instant of each local time of the grid
            // that a booking could take has its slot, found here by walking the day minute by minute.
            const expected: string[] = [];
            const gridStart = minutesOfDay(start);
            const midnight = DateTime.fromISO(`${date}T00:00`, { zone }).toMillis();
            for (let t = midnight - 3_600_000; t < midnight + 26 * 3_600_000; t += 60_000) {
              const local = DateTime.fromMillis(t, { zone });
              const m = local.hour * 60 + local.minute;
              if (local.toISODate() !== date || m < gridStart || (m - gridStart) % slotMinutes !== 0) continue;
              if (checkWithinWorkingHours(schedule, zone, t, t + slotMinutes * 60_000) === null) expected.push(new Date(t).toISOString());
            }
            expect(
              slots.map((s) => s.dateTime),
              label,
            ).toEqual(expected);
          }
          for (const [k, slot] of slots.entries()) {
            const local = DateTime.fromMillis(starts[k]!, { zone });
            expect(local.toISODate(), label).toBe(date);
            expect(local.toFormat("HH:mm"), label).toBe(slot.time);
            expect(checkWithinWorkingHours(schedule, zone, starts[k]!, starts[k]! + slotMinutes * 60_000), label).toBeNull();
          }
          checked++;
        }
      }
    }
    expect(checked).toBe(6 * 5 * 5);
  });

  it("scales linearly: a month with a thousand bookings in one pass", () => {
    const zone = "Europe/Berlin";
    const schedule = everyDay("00:00", "24:00");
    const bookings = Array.from({ length: 1000 }, (_, i) => {
      const start = at("2026-01-01T00:00", zone) + i * 40 * 60_000;
      return { id: `bk_${i}`, start, end: start + 30 * 60_000 };
    });
    const days = computeAvailability({
      schedule,
      timezone: zone,
      slotMinutes: 10,
      from: "2026-01-01",
      to: "2026-01-31",
      bookings,
      now: longAgo,
    });
    const taken = new Set(days.flatMap((d) => d.slots.filter((s) => s.bookingId).map((s) => s.bookingId)));
    expect(taken.size).toBe(1000);
    expect(days).toHaveLength(31);
  });
});
