import { describe, expect, it } from "vitest";
import { timeOffDays, timeOffDaysProblem } from "./time-off-days";

describe("timeOffDays", () => {
  it("covers the first day's midnight to the midnight after the last, in the salon's zone", () => {
    expect(timeOffDays("2026-12-21", "2026-12-27", "Europe/Berlin")).toEqual({
      start: new Date("2026-12-20T23:00:00Z"),
      end: new Date("2026-12-27T23:00:00Z"),
    });
  });

  it("keeps a clock change inside the range (a week with the spring change is an hour shorter)", () => {
    const { start, end } = timeOffDays("2027-03-22", "2027-03-28", "Europe/Berlin");
    expect(start.toISOString()).toBe("2027-03-21T23:00:00.000Z");
    expect(end.toISOString()).toBe("2027-03-28T22:00:00.000Z");
  });

  it("is one whole day when the start and end day are the same", () => {
    const { start, end } = timeOffDays("2026-12-24", "2026-12-24", "UTC");
    expect(end.getTime() - start.getTime()).toBe(24 * 3600_000);
  });
});

describe("timeOffDaysProblem", () => {
  it("accepts one day up to a year and a day", () => {
    expect(timeOffDaysProblem("2026-12-24", "2026-12-24")).toBeNull();
    expect(timeOffDaysProblem("2026-01-01", "2027-01-01")).toBeNull();
  });

  it("refuses an end before the start, and longer ranges", () => {
    expect(timeOffDaysProblem("2026-12-24", "2026-12-23")).toBe("must be on or after startDate");
    expect(timeOffDaysProblem("2026-01-01", "2027-01-02")).toMatch(/at most 366 days/);
  });
});
