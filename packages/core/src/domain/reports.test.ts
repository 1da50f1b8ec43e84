import { describe, expect, it } from "vitest";
import type { WeeklySchedule } from "@booking/db";
import { datesOf, periodStart, ratio, reportPeriods, reportRange, workingMinutesByDate } from "./reports";
import { normalizeSchedule } from "./weekly-schedule";

const NINE_TO_FIVE_WITH_LUNCH: WeeklySchedule = normalizeSchedule({
  monday: { start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "13:00" }] },
  tuesday: { start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "13:00" }] },
  wednesday: { start: "09:00", end: "17:00" },
  saturday: { start: "00:00", end: "24:00" },
  sunday: { start: "00:00", end: "24:00" },
});

describe("reportRange", () => {
  it("takes one day up to 366, and refuses a range backwards or longer", () => {
    expect(reportRange("2026-03-01", "2026-03-01")).toEqual({ ok: true, from: "2026-03-01", to: "2026-03-01", days: 1 });
    expect(reportRange("2028-01-01", "2028-12-31")).toMatchObject({ ok: true, days: 366 });
    expect(reportRange("2026-03-02", "2026-03-01")).toMatchObject({ ok: false, message: "to must not be before from" });
    expect(reportRange("2026-01-01", "2027-01-02")).toMatchObject({
      ok: false,
      message: "The range covers 367 days; a report covers at most 366",
    });
  });
});

describe("periods", () => {
  it("starts weeks on Monday and months on the 1st, as date_trunc does", () => {
    expect(periodStart("2026-03-29", "week")).toBe("2026-03-23"); // a Sunday
    expect(periodStart("2026-03-23", "week")).toBe("2026-03-23"); // a Monday
    expect(periodStart("2026-03-29", "month")).toBe("2026-03-01");
    expect(periodStart("2026-03-29", "day")).toBe("2026-03-29");
  });

  it("lists every period of the range, the first and last cut to it", () => {
    expect(reportPeriods("2026-03-25", "2026-04-07", "week")).toEqual([
      { period: "2026-03-23", from: "2026-03-25", to: "2026-03-29" },
      { period: "2026-03-30", from: "2026-03-30", to: "2026-04-05" },
      { period: "2026-04-06", from: "2026-04-06", to: "2026-04-07" },
    ]);
    expect(reportPeriods("2026-11-15", "2027-01-10", "month")).toEqual([
      { period: "2026-11-01", from: "2026-11-15", to: "2026-11-30" },
      { period: "2026-12-01", from: "2026-12-01", to: "2026-12-31" },
      { period: "2027-01-01", from: "2027-01-01", to: "2027-01-10" },
    ]);
    expect(reportPeriods("2028-01-01", "2028-12-31", "day")).toHaveLength(366);
    expect(datesOf("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });
});

describe("ratio", () => {
  it("is a share to four decimals, and null with nothing to divide by", () => {
    expect(ratio(1, 3)).toBe(0.3333);
    expect(ratio(2, 8)).toBe(0.25);
    expect(ratio(0, 0)).toBeNull();
  });
});

describe("workingMinutesByDate", () => {
  const at = (iso: string) => Date.parse(iso);
  const member = (timeOff: { start: number; end: number }[] = [], overrides = new Map()) => ({
    schedule: NINE_TO_FIVE_WITH_LUNCH,
    overrides,
    timeOff,
  });

  it("counts the hours less breaks, nothing on days off", () => {
    const minutes = workingMinutesByDate(member(), [], datesOf("2026-03-23", "2026-03-27"), "Europe/Berlin");
    expect(Object.fromEntries(minutes)).toEqual({
      "2026-03-23": 420, // Monday: 8 h less an hour's lunch
      "2026-03-24": 420,
      "2026-03-25": 480, // Wednesday: no break
      "2026-03-26": 0, // Thursday: off
      "2026-03-27": 0,
    });
  });

  it("takes a date override before the week, and nothing on a closure", () => {
    const overrides = new Map([
      ["2026-03-23", { start: "10:00", end: "12:00" }],
      ["2026-03-24", null],
    ]);
    const closures = [{ id: "cls_1", date: "2026-03-25", endDate: "2026-03-25" }];
    const minutes = workingMinutesByDate(member([], overrides), closures, datesOf("2026-03-23", "2026-03-25"), "Europe/Berlin");
    expect([...minutes.values()]).toEqual([120, 0, 0]);
  });

  it("takes time off away, counting each minute once where pieces of it overlap", () => {
    const timeOff = [
      // A whole Monday (local midnight to midnight, Berlin is UTC+1 in March before the change).
      { start: at("2026-03-22T23:00:00Z"), end: at("2026-03-23T23:00:00Z") },
      // Tuesday 14:00–16:00 and 15:00–16:30 overlapping: 2.5 hours in all.
      { start: at("2026-03-24T13:00:00Z"), end: at("2026-03-24T15:00:00Z") },
      { start: at("2026-03-24T14:00:00Z"), end: at("2026-03-24T15:30:00Z") },
    ];
    const minutes = workingMinutesByDate(member(timeOff), [], ["2026-03-23", "2026-03-24"], "Europe/Berlin");
    expect([...minutes.values()]).toEqual([0, 420 - 150]);
  });

  it("counts a day the clocks change in real time", () => {
    // Berlin: clocks go forward on Sunday 29 March 2026 (a 23-hour day) and back on Sunday 25 October (25 hours).
    const minutes = workingMinutesByDate(member(), [], ["2026-03-28", "2026-03-29", "2026-10-25"], "Europe/Berlin");
    expect([...minutes.values()]).toEqual([1440, 23 * 60, 25 * 60]);
  });
});
