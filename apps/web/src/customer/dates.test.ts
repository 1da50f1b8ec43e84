// Dates as a visitor in any zone reads them: the month grid, the range of a month to ask for,
// and a confirmation's wording with the year and the zone.
import { describe, expect, it } from "vitest";
import { addMonths, deadlineWords, fullWhen, longDate, monthGrid, monthRange, todayIn, zoneAbbreviation } from "./dates";

describe("the month calendar", () => {
  it("lays a month out in weeks from Monday, padded at both ends", () => {
    const weeks = monthGrid("2026-12"); // 1 December 2026 is a Tuesday, the 31st a Thursday
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]);
    expect(weeks[4]).toEqual(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", null, null, null]);
    expect(monthGrid("2027-02").flat().filter(Boolean)).toHaveLength(28);
    expect(monthGrid("2028-02").flat().filter(Boolean)).toHaveLength(29);
  });

  it("asks for the rest of the current month from today, whole later months, nothing for past ones", () => {
    expect(monthRange("2026-12", "2026-12-17")).toEqual({ from: "2026-12-17", to: "2026-12-31" });
    expect(monthRange("2027-02", "2026-12-17")).toEqual({ from: "2027-02-01", to: "2027-02-28" });
    expect(monthRange("2026-11", "2026-12-17")).toBeNull();
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
  });
});

describe("dates and times in the visitor's zone", () => {
  it("knows today by the zone, not by UTC", () => {
    const lateEvening = new Date("2026-12-01T03:00:00Z"); // 22:00 on 30 November in New York
    expect(todayIn("America/New_York", lateEvening)).toBe("2026-11-30");
    expect(todayIn("Europe/Berlin", lateEvening)).toBe("2026-12-01");
  });

  it("says when a booking is with the weekday, the year and the zone", () => {
    expect(longDate("2026-12-06")).toBe("Sunday 6 December 2026");
    expect(fullWhen("2026-12-02T10:00:00.000Z", "Europe/Berlin")).toMatch(/^Wednesday 2 December 2026, 11:00 \S+ \(Europe\/Berlin\)$/);
    // The local date, not UTC's: 03:00 UTC on the 2nd is still the 1st in New York.
    expect(fullWhen("2026-12-02T03:00:00.000Z", "America/New_York")).toMatch(/^Tuesday 1 December 2026, 22:00 /);
  });

  it("tells the two 01:00s of a night the clocks go back apart by their zone names", () => {
    const first = zoneAbbreviation("2027-11-07T05:00:00.000Z", "America/New_York");
    const second = zoneAbbreviation("2027-11-07T06:00:00.000Z", "America/New_York");
    expect(first).not.toBe(second);
  });

  it("says a deadline by its time on the visitor's today, and with its date on another day", () => {
    const evening = new Date("2026-12-01T22:00:00Z"); // 17:00 in New York
    expect(deadlineWords("2026-12-01T22:15:00Z", "America/New_York", evening)).toMatch(/^17:15 \S+$/);
    // 00:05 on the 2nd in New York: tomorrow there, so the date is said.
    expect(deadlineWords("2026-12-02T05:05:00Z", "America/New_York", evening)).toMatch(/^Wednesday 2 December 2026, 00:05 \S+$/);
  });
});
