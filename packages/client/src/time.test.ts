import { describe, expect, it } from "vitest";
import { localTimeToInstant, todayIn } from "./index";

describe("localTimeToInstant", () => {
  it.each([
    ["2026-11-23", "10:00", "Europe/Berlin", "2026-11-23T09:00:00.000Z"],
    ["2026-07-01", "10:00", "Europe/Berlin", "2026-07-01T08:00:00.000Z"],
    ["2026-03-29", "01:30", "Europe/Berlin", "2026-03-29T00:30:00.000Z"], // before the spring change
    ["2026-03-29", "03:30", "Europe/Berlin", "2026-03-29T01:30:00.000Z"], // after it
    ["2026-10-25", "10:00", "Europe/Berlin", "2026-10-25T09:00:00.000Z"], // the autumn change day
    ["2026-11-23", "09:30", "America/New_York", "2026-11-23T14:30:00.000Z"],
    ["2026-11-23", "23:45", "Asia/Tokyo", "2026-11-23T14:45:00.000Z"],
    ["2026-11-23", "00:15", "Australia/Sydney", "2026-11-22T13:15:00.000Z"],
    ["2026-11-23", "12:00", "UTC", "2026-11-23T12:00:00.000Z"],
  ])("%s %s in %s is %s", (date, time, zone, expected) => {
    expect(localTimeToInstant(date, time, zone).toISOString()).toBe(expected);
  });

  it("gives today's date in a zone", () => {
    expect(todayIn("Asia/Tokyo", new Date("2026-11-22T16:00:00Z"))).toBe("2026-11-23");
    expect(todayIn("America/Los_Angeles", new Date("2026-11-22T06:00:00Z"))).toBe("2026-11-21");
  });
});
