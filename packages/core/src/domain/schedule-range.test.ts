import { describe, expect, it } from "vitest";
import { busyWindow, MAX_SCHEDULE_DAYS, scheduleRange } from "./schedule-range";
import { addDays, localTimeToInstantLenient } from "./local-time";

/** A sweep over years of clock changes: `pnpm test:unit` (UNIT_QUICK) skips it, the package's `vitest run` (`pnpm test`) runs it. */
const sweep = process.env.UNIT_QUICK ? it.skip : it;

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

  sweep(
    "keeps at least two of its three hours to spare around the days' local midnights, every day of 2020–2030 in zones with clock changes",
    () => {
      const zones = [
        "Europe/Berlin",
        "America/New_York",
        "America/Sao_Paulo",
        "Australia/Lord_Howe",
        "Asia/Tehran",
        "Pacific/Chatham",
        "Africa/Casablanca",
        "UTC",
      ];
      const hour = 3_600_000;
      for (const zone of zones) {
        for (let date = "2020-01-01"; date < "2031-01-01"; date = addDays(date, 1)) {
          const window = busyWindow(date, date, zone);
          // Luxon's reading of the two midnights (where one is skipped, the time after the gap).
          const start = localTimeToInstantLenient(date, 0, zone);
          const end = localTimeToInstantLenient(date, 1440, zone);
          const spareBefore = start - window.from.getTime();
          const spareAfter = window.to.getTime() - end;
          if (spareBefore < 2 * hour || spareAfter < 2 * hour || spareBefore > 4 * hour || spareAfter > 4 * hour) {
            throw new Error(`${zone} ${date}: ${spareBefore / hour} h before, ${spareAfter / hour} h after`);
          }
        }
      }
    },
  );
});
