import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import type { WeeklySchedule } from "@booking/db";
import { computeAvailability } from "./availability";
import { normalizeSchedule } from "./weekly-schedule";

const weekdays9to17 = normalizeSchedule({
  monday: { start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "13:00" }] },
  tuesday: { start: "09:00", end: "17:00" },
  wednesday: { start: "09:00", end: "17:00" },
  thursday: { start: "09:00", end: "17:00" },
  friday: { start: "09:00", end: "17:00" },
});
const everyDay = (start: string, end: string): WeeklySchedule =>
  normalizeSchedule(
    Object.fromEntries(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, { start, end }]),
    ),
  );

const at = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toMillis();
const longAgo = 0;

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
    expect(monday[0]).toEqual({ time: "09:00", available: true, break: false });
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
    expect(byTime["09:00"]).toEqual({ time: "09:00", available: false, bookingId: "bk_a", break: false });
    expect(byTime["09:30"]!.bookingId).toBe("bk_a");
    expect(byTime["10:00"]).toEqual({ time: "10:00", available: true, break: false });
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

  it("skips local times that do not exist and handles repeated ones (New York, working through the night)", () => {
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
    })[0]!.slots.map((s) => s.time);
    expect(spring).toEqual(["00:00", "01:00", "03:00", "04:00", "05:00"]);

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
    expect(fall.map((s) => s.time)).toEqual(["00:00", "01:00", "02:00", "03:00", "04:00", "05:00"]);
    expect(fall.find((s) => s.bookingId)!.time).toBe("04:00");
  });

  it("scales linearly: a month with a thousand bookings in one pass", () => {
    const zone = "Europe/Berlin";
    const schedule = everyDay("00:00", "24:00");
    const bookings = Array.from({ length: 1000 }, (_, i) => {
      const start = at("2026-01-01T00:00", zone) + i * 40 * 60_000;
      return { id: `bk_${i}`, start, end: start + 30 * 60_000 };
    });
    const days = computeAvailability({ schedule, timezone: zone, slotMinutes: 10, from: "2026-01-01", to: "2026-01-31", bookings, now: longAgo });
    const taken = new Set(days.flatMap((d) => d.slots.filter((s) => s.bookingId).map((s) => s.bookingId)));
    expect(taken.size).toBe(1000);
    expect(days).toHaveLength(31);
  });
});
