import { describe, expect, it } from "vitest";
import { busyWindow, MAX_SCHEDULE_DAYS, scheduleRange } from "./schedule-range";

const now = new Date("2026-11-22T23:30:00Z");

describe("scheduleRange", () => {
  it("defaults to today in the provider's zone and a week after it", () => {
    expect(scheduleRange("Europe/Berlin", now)).toEqual({ ok: true, from: "2026-11-23", to: "2026-11-30" });
    expect(scheduleRange("UTC", now)).toEqual({ ok: true, from: "2026-11-22", to: "2026-11-29" });
    expect(scheduleRange("UTC", now, "2026-12-01")).toEqual({ ok: true, from: "2026-12-01", to: "2026-12-08" });
  });

  it("accepts one day and at most MAX_SCHEDULE_DAYS", () => {
    expect(scheduleRange("UTC", now, "2026-12-01", "2026-12-01")).toEqual({ ok: true, from: "2026-12-01", to: "2026-12-01" });
    expect(scheduleRange("UTC", now, "2026-12-01", "2026-12-31")).toMatchObject({ ok: true });
    expect(MAX_SCHEDULE_DAYS).toBe(31);
  });

  it("refuses a range that ends before it starts or is too long, naming `to`", () => {
    expect(scheduleRange("UTC", now, "2026-12-02", "2026-12-01")).toEqual({
      ok: false,
      message: "to must not be before from",
      path: "to",
      detail: "is before from",
    });
    expect(scheduleRange("UTC", now, "2026-12-01", "2027-01-01")).toEqual({
      ok: false,
      message: "The range covers 32 days; at most 31 are allowed",
      path: "to",
      detail: "must be at most 30 days after from",
    });
  });
});

describe("busyWindow", () => {
  it("spans the local dates with three hours to spare on each side", () => {
    expect(busyWindow("2026-11-23", "2026-11-24", "Europe/Berlin")).toEqual({
      from: new Date("2026-11-22T20:00:00Z"),
      to: new Date("2026-11-25T02:00:00Z"),
    });
  });
});
