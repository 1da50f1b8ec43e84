import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { bookingProblem, checkTransition, checkWithinWorkingHours, eventForStatus, findOverlaps } from "./booking-rules";
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

describe("checkWithinWorkingHours across a clock change", () => {
  const zone = "Europe/Berlin";
  const sunday = (start: string, end: string, breaks?: { start: string; end: string }[]) =>
    normalizeSchedule({ sunday: { start, end, ...(breaks ? { breaks } : {}) } });
  const at = (iso: string) => Date.parse(iso);

  it("reads every time the clocks show when they go back (2027-10-31, 03:00 CEST becomes 02:00 CET)", () => {
    // 02:45 CEST for 30 minutes shows 02:45-03:00, then 02:00-02:15: past a 02:30 end of day.
    const start = at("2027-10-31T00:45:00Z");
    expect(checkWithinWorkingHours(sunday("01:00", "02:30"), zone, start, start + 30 * 60_000)?.reason).toBe("outside_hours");
    // ... and through a 02:00-02:30 break, though neither end shows a break time.
    expect(
      checkWithinWorkingHours(sunday("00:00", "05:00", [{ start: "02:00", end: "02:30" }]), zone, start, start + 30 * 60_000)?.reason,
    ).toBe("in_break");
    expect(checkWithinWorkingHours(sunday("00:00", "05:00"), zone, start, start + 30 * 60_000)).toBeNull();
    // Either 02:00 for 30 minutes ends at a 02:30: inside a day ending at 02:30.
    for (const iso of ["2027-10-31T00:00:00Z", "2027-10-31T01:00:00Z"]) {
      expect(checkWithinWorkingHours(sunday("01:00", "02:30"), zone, at(iso), at(iso) + 30 * 60_000)).toBeNull();
    }
    // A booking ending exactly at the change shows 02:45-03:00 only.
    expect(checkWithinWorkingHours(sunday("00:00", "03:00"), zone, start, start + 15 * 60_000)).toBeNull();
  });

  it("reads no time the clocks skip when they go forward (2027-03-28, 02:00 CET becomes 03:00 CEST)", () => {
    // 01:30 CET for 60 minutes shows 01:30-02:00, then 03:00-03:30: clear of a break at the skipped hour.
    const start = at("2027-03-28T00:30:00Z");
    const schedule = sunday("00:00", "05:00", [{ start: "02:00", end: "03:00" }]);
    expect(checkWithinWorkingHours(schedule, zone, start, start + 60 * 60_000)).toBeNull();
    expect(checkWithinWorkingHours(sunday("00:00", "03:15"), zone, start, start + 60 * 60_000)?.reason).toBe("outside_hours");
    // 01:45 for 15 minutes ends at the change: inside a day that ends at 02:30.
    const late = at("2027-03-28T00:45:00Z");
    expect(checkWithinWorkingHours(sunday("01:00", "02:30"), zone, late, late + 15 * 60_000)).toBeNull();
  });
});

describe("bookingProblem", () => {
  const zone = "Europe/Berlin";
  const staff = {
    id: "staff_a",
    is_active: true,
    offers_service: true,
    schedule: normalizeSchedule({ monday: { start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "13:00" }] } }),
    overrides: new Map(),
    timeOff: [],
    busyTime: [],
  };
  const at = (now: number | null) => ({ zone, closures: [], now, limits: null });
  const start = Date.parse("2026-11-23T09:00:00Z"); // Monday 10:00 in Berlin
  const end = start + 60 * 60_000;

  it("accepts a booking that meets every rule", () => {
    expect(bookingProblem(staff, at(start - 1), start, end)).toBeNull();
  });

  it("names the first rule broken, with the field at fault, in the order the rules are checked", () => {
    expect(bookingProblem({ ...staff, is_active: false, offers_service: false }, at(null), start, end)).toMatchObject({
      reason: "staff_inactive",
      path: "staffId",
    });
    expect(bookingProblem({ ...staff, offers_service: false }, at(null), start, end)).toMatchObject({
      reason: "service_not_offered",
      path: "serviceId",
    });
    expect(bookingProblem(staff, at(start + 1), start, end)).toMatchObject({ reason: "in_past", path: "dateTime" });
    const tuesday = start + 86_400_000;
    expect(bookingProblem(staff, at(null), tuesday, tuesday + 60 * 60_000)).toMatchObject({ reason: "day_off", path: "dateTime" });
    const noon = Date.parse("2026-11-23T11:00:00Z");
    expect(bookingProblem(staff, at(null), noon, noon + 30 * 60_000)).toMatchObject({ reason: "in_break", path: "dateTime" });
  });

  it("skips the past check when no time is given (a booking handed to another member keeps its time)", () => {
    expect(bookingProblem(staff, at(null), start, end)).toBeNull();
    expect(bookingProblem(staff, at(end), start, end)).toMatchObject({ reason: "in_past" });
  });
});

describe("findOverlaps", () => {
  const b = (id: string, start: number, end: number) => ({ id, start, end });

  it("maps each booking to the first busy booking it overlaps; touching ends do not overlap", () => {
    const bookings = [b("a", 0, 10), b("b", 10, 20), b("c", 30, 60), b("d", 70, 80), b("e", 100, 110)];
    const busy = [b("x", 5, 10), b("y", 40, 45), b("z", 50, 75)];
    expect(Object.fromEntries(findOverlaps(bookings, busy))).toEqual({ a: "x", c: "y", d: "z" });
    expect(findOverlaps(bookings, []).size).toBe(0);
    expect(findOverlaps([], busy).size).toBe(0);
  });

  it("finds a long busy booking from every booking inside it", () => {
    expect(Object.fromEntries(findOverlaps([b("a", 10, 20), b("b", 30, 40)], [b("x", 0, 100)]))).toEqual({ a: "x", b: "x" });
  });
});
