import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  localDateOf,
  localTimeInstants,
  localTimeToInstant,
  localTimeToInstantLenient,
  localTimeToInstantNear,
  offsetOf,
  weekdayOf,
} from "./local-time";

describe("calendar arithmetic", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-12-01", "2026-12-31")).toBe(30);
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2); // no DST effect on dates
  });

  it("names weekdays from Monday (1) to Sunday (7)", () => {
    expect(weekdayOf("2026-11-23")).toBe(1);
    expect(weekdayOf("2026-11-29")).toBe(7);
  });
});

describe("local times in a zone", () => {
  it("converts local wall-clock times to instants, DST included", () => {
    expect(new Date(localTimeToInstant("2026-03-29", 9 * 60, "Europe/Berlin")!).toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(new Date(localTimeToInstant("2026-03-28", 9 * 60, "Europe/Berlin")!).toISOString()).toBe("2026-03-28T08:00:00.000Z");
    expect(new Date(localTimeToInstant("2026-11-01", 9 * 60, "America/New_York")!).toISOString()).toBe("2026-11-01T14:00:00.000Z");
  });

  it("has no instant for a local time skipped by the clocks, and moves it forward when lenient", () => {
    expect(localTimeToInstant("2026-03-29", 2 * 60 + 30, "Europe/Berlin")).toBeNull();
    expect(new Date(localTimeToInstantLenient("2026-03-29", 2 * 60 + 30, "Europe/Berlin")).toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("rolls 24:00 into the next day's midnight", () => {
    expect(new Date(localTimeToInstant("2026-11-27", 1440, "Europe/Berlin")!).toISOString()).toBe("2026-11-27T23:00:00.000Z");
  });

  it("reads an instant back as local date, weekday and minutes", () => {
    expect(localDateOf(Date.parse("2026-11-22T23:30:00Z"), "Europe/Berlin")).toEqual({ date: "2026-11-23", weekday: 1, minutes: 30 });
  });

  it("accepts an offset guess only when it shows the requested local time", () => {
    const summer = 2 * 3_600_000;
    const winter = 3_600_000;
    // The day before the change: the winter guess is right, the summer guess is checked and replaced.
    expect(localTimeToInstantNear("2026-03-28", 9 * 60, "Europe/Berlin", winter)).toBe(Date.parse("2026-03-28T08:00:00Z"));
    expect(localTimeToInstantNear("2026-03-29", 9 * 60, "Europe/Berlin", winter)).toBe(Date.parse("2026-03-29T07:00:00Z"));
    expect(localTimeToInstantNear("2026-03-29", 9 * 60, "Europe/Berlin", summer)).toBe(Date.parse("2026-03-29T07:00:00Z"));
    expect(localTimeToInstantNear("2026-03-29", 2 * 60 + 30, "Europe/Berlin", winter)).toBeNull();
    expect(offsetOf("2026-03-29", 9 * 60, Date.parse("2026-03-29T07:00:00Z"))).toBe(summer);
  });
});

describe("localTimeInstants", () => {
  const iso = (instants: number[]) => instants.map((t) => new Date(t).toISOString());

  it("finds one instant on an ordinary day, in summer and winter", () => {
    expect(iso(localTimeInstants("2027-07-01", 9 * 60, "Europe/Berlin"))).toEqual(["2027-07-01T07:00:00.000Z"]);
    expect(iso(localTimeInstants("2027-01-01", 9 * 60, "Europe/Berlin"))).toEqual(["2027-01-01T08:00:00.000Z"]);
    expect(iso(localTimeInstants("2027-01-01", 1440, "Europe/Berlin"))).toEqual(["2027-01-01T23:00:00.000Z"]);
  });

  it("finds both instants of a time repeated by a fall-back change, earlier first", () => {
    expect(iso(localTimeInstants("2027-10-31", 2 * 60, "Europe/Berlin"))).toEqual(["2027-10-31T00:00:00.000Z", "2027-10-31T01:00:00.000Z"]);
    expect(iso(localTimeInstants("2027-10-31", 2 * 60 + 59, "Europe/Berlin"))).toEqual([
      "2027-10-31T00:59:00.000Z",
      "2027-10-31T01:59:00.000Z",
    ]);
    expect(iso(localTimeInstants("2027-10-31", 3 * 60, "Europe/Berlin"))).toEqual(["2027-10-31T02:00:00.000Z"]);
    expect(iso(localTimeInstants("2027-04-04", 90 + 15, "Australia/Lord_Howe"))).toHaveLength(2); // 01:45 twice (half-hour change)
  });

  it("finds none for a time skipped by a spring-forward change", () => {
    expect(localTimeInstants("2027-03-28", 2 * 60, "Europe/Berlin")).toEqual([]);
    expect(localTimeInstants("2027-03-28", 2 * 60 + 59, "Europe/Berlin")).toEqual([]);
    expect(iso(localTimeInstants("2027-03-28", 3 * 60, "Europe/Berlin"))).toEqual(["2027-03-28T01:00:00.000Z"]);
    expect(localTimeInstants("2027-03-14", 2 * 60 + 30, "America/New_York")).toEqual([]);
  });
});
