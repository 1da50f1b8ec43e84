import { describe, expect, it } from "vitest";
import { DEFAULT_HOURS, fromServiceWeek, toServiceWeek } from "./hours";

describe("weekly hours in the console's form", () => {
  it("sends days off as null and a break only when both its times are set", () => {
    const week = toServiceWeek({
      ...DEFAULT_HOURS,
      tuesday: { works: true, start: "10:00", end: "18:00", breakStart: "", breakEnd: "" },
      saturday: { works: true, start: "10:00", end: "14:00", breakStart: "12:00", breakEnd: "" },
    });
    expect(week.monday).toEqual({ start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "13:00" }] });
    expect(week.tuesday).toEqual({ start: "10:00", end: "18:00", breaks: [] });
    expect(week.saturday).toEqual({ start: "10:00", end: "14:00", breaks: [] });
    expect(week.sunday).toBeNull();
  });

  it("reads back what it sent", () => {
    expect(fromServiceWeek(toServiceWeek(DEFAULT_HOURS))).toEqual(DEFAULT_HOURS);
  });
});
