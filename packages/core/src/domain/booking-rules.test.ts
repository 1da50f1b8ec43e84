import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { checkTransition, checkWithinWorkingHours, eventForStatus } from "./booking-rules";
import { normalizeSchedule } from "./weekly-schedule";

describe("checkTransition", () => {
  it.each([
    ["pending", "confirmed"],
    ["pending", "cancelled"],
    ["confirmed", "completed"],
    ["confirmed", "no_show"],
    ["confirmed", "cancelled"],
  ] as const)("allows %s → %s", (from, to) => {
    expect(checkTransition(from, to)).toEqual({ kind: "allowed" });
  });

  it.each([
    ["pending", "completed"],
    ["pending", "no_show"],
    ["confirmed", "pending"],
    ["completed", "cancelled"],
    ["cancelled", "confirmed"],
    ["no_show", "completed"],
  ] as const)("forbids %s → %s", (from, to) => {
    expect(checkTransition(from, to).kind).toBe("forbidden");
  });

  it("treats the current status as a no-op", () => {
    expect(checkTransition("completed", "completed")).toEqual({ kind: "noop" });
  });

  it("names the events of transitions", () => {
    expect(eventForStatus("confirmed")).toBe("booking.confirmed");
    expect(eventForStatus("no_show")).toBeNull();
  });
});

describe("checkWithinWorkingHours", () => {
  const schedule = normalizeSchedule({
    sunday: { start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "13:00" }] },
    monday: { start: "09:00", end: "17:00" },
  });
  const zone = "Europe/Berlin";
  const range = (iso: string, minutes: number) => {
    const start = DateTime.fromISO(iso, { zone }).toMillis();
    return [start, start + minutes * 60_000] as const;
  };

  it("accepts a booking inside the hours, on a DST day too", () => {
    expect(checkWithinWorkingHours(schedule, zone, ...range("2026-03-29T09:00", 60))).toBeNull();
    expect(checkWithinWorkingHours(schedule, zone, ...range("2026-10-25T16:00", 60))).toBeNull();
    expect(checkWithinWorkingHours(schedule, zone, ...range("2026-11-23T16:30", 30))).toBeNull();
  });

  it("refuses days off, hours outside and breaks", () => {
    expect(checkWithinWorkingHours(schedule, zone, ...range("2026-11-24T10:00", 30))?.reason).toBe("day_off");
    expect(checkWithinWorkingHours(schedule, zone, ...range("2026-11-23T08:30", 60))?.reason).toBe("outside_hours");
    expect(checkWithinWorkingHours(schedule, zone, ...range("2026-11-23T16:45", 30))?.reason).toBe("outside_hours");
    expect(checkWithinWorkingHours(schedule, zone, ...range("2026-03-29T11:30", 60))?.reason).toBe("in_break");
  });

  it("lets a day that ends at 24:00 take a booking up to midnight, not past it", () => {
    const lateSchedule = normalizeSchedule({ friday: { start: "18:00", end: "24:00" } });
    expect(checkWithinWorkingHours(lateSchedule, zone, ...range("2026-11-27T23:00", 60))).toBeNull();
    expect(checkWithinWorkingHours(lateSchedule, zone, ...range("2026-11-27T23:30", 60))?.reason).toBe("outside_hours");
  });

  it("compares in the provider's zone, not UTC", () => {
    // 08:30 UTC is 09:30 in Berlin (winter): inside the hours.
    const start = Date.parse("2026-11-23T08:30:00Z");
    expect(checkWithinWorkingHours(schedule, zone, start, start + 30 * 60_000)).toBeNull();
    // 16:30 UTC is 17:30 in Berlin: outside.
    const late = Date.parse("2026-11-23T16:30:00Z");
    expect(checkWithinWorkingHours(schedule, zone, late, late + 30 * 60_000)?.reason).toBe("outside_hours");
  });
});
