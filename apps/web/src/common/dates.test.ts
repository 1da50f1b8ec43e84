// Dates as a visitor in any zone reads them, in the page's language: the month grid from the
// locale's first weekday, the range of a month to ask for, and a confirmation's wording with the
// year and the zone, on a 12- or 24-hour clock.
import { describe, expect, it } from "vitest";
import {
  addMonths,
  clock24,
  clockTime,
  deadlineWords,
  firstDayOfWeek,
  fullWhen,
  longDate,
  monthGrid,
  monthRange,
  monthTitle,
  sameZone,
  shortDate,
  shortDateTime,
  timeWithZone,
  todayIn,
  weekdayNames,
  zoneAbbreviation,
  zoneName,
} from "./dates";

/** Intl separates "10:00" from "AM" with a narrow no-break space in recent versions: compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/gu, " ");

describe("the month calendar", () => {
  it("lays a month out in weeks from Monday, padded at both ends", () => {
    const weeks = monthGrid("2026-12", 1); // 1 December 2026 is a Tuesday, the 31st a Thursday
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]);
    expect(weeks[4]).toEqual(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", null, null, null]);
    expect(monthGrid("2027-02").flat().filter(Boolean)).toHaveLength(28);
    expect(monthGrid("2028-02").flat().filter(Boolean)).toHaveLength(29);
  });

  it("lays a month out in weeks from Sunday where the week starts then", () => {
    const weeks = monthGrid("2026-12", 7);
    expect(weeks[0]).toEqual([null, null, "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"]);
    expect(weeks[1]?.[0]).toBe("2026-12-06"); // a Sunday
    expect(weeks.at(-1)).toEqual(["2026-12-27", "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", null, null]);
    // A month starting on the week's first day has no padding before it (November 2026 starts on a Sunday).
    expect(monthGrid("2026-11", 7)[0]?.[0]).toBe("2026-11-01");
    expect(monthGrid("2026-11", 1)[0]?.slice(0, 7)).toEqual([null, null, null, null, null, null, "2026-11-01"]);
  });

  it("starts the week on Sunday in English (en-US) and on Monday in German, French and Spanish", () => {
    expect(firstDayOfWeek("en")).toBe(7);
    expect(firstDayOfWeek("de")).toBe(1);
    expect(firstDayOfWeek("fr")).toBe(1);
    expect(firstDayOfWeek("es")).toBe(1);
    expect(weekdayNames("en", 7).map((d) => d.short)).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    expect(weekdayNames("de", 1).map((d) => d.long)).toEqual([
      "Montag",
      "Dienstag",
      "Mittwoch",
      "Donnerstag",
      "Freitag",
      "Samstag",
      "Sonntag",
    ]);
  });

  it("names the month in the page's language", () => {
    expect(monthTitle("2026-12", "en")).toBe("December 2026");
    expect(monthTitle("2026-12", "de")).toBe("Dezember 2026");
    expect(monthTitle("2026-12", "fr")).toBe("Décembre 2026");
    expect(monthTitle("2026-12", "es")).toMatch(/^Diciembre (de )?2026$/);
  });

  it("asks for the rest of the current month from today, whole later months, nothing for past ones", () => {
    expect(monthRange("2026-12", "2026-12-17")).toEqual({ from: "2026-12-17", to: "2026-12-31" });
    expect(monthRange("2027-02", "2026-12-17")).toEqual({ from: "2027-02-01", to: "2027-02-28" });
    expect(monthRange("2026-11", "2026-12-17")).toBeNull();
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
  });
});

describe("dates and times in the visitor's zone and the page's language", () => {
  it("knows today by the zone, not by UTC", () => {
    const lateEvening = new Date("2026-12-01T03:00:00Z"); // 22:00 on 30 November in New York
    expect(todayIn("America/New_York", lateEvening)).toBe("2026-11-30");
    expect(todayIn("Europe/Berlin", lateEvening)).toBe("2026-12-01");
  });

  it("tells times on a 12-hour clock in English and a 24-hour clock in German, French and Spanish", () => {
    const instant = "2026-12-02T20:30:00.000Z"; // 15:30 in New York, 21:30 in Berlin
    expect(plain(clockTime(instant, "America/New_York", "en"))).toBe("3:30 PM");
    expect(clockTime(instant, "Europe/Berlin", "de")).toBe("21:30");
    expect(clockTime(instant, "Europe/Berlin", "fr")).toBe("21:30");
    expect(clockTime(instant, "Europe/Berlin", "es")).toBe("21:30");
    expect(clock24(instant, "America/New_York")).toBe("15:30");
    // A 24-hour time has two digits, as timetables write it.
    for (const lang of ["de", "fr", "es"] as const) expect(clockTime("2026-12-02T08:05:00.000Z", "Europe/Berlin", lang)).toBe("09:05");
    expect(plain(clockTime("2026-12-02T08:05:00.000Z", "Europe/Berlin", "en"))).toBe("9:05 AM");
  });

  it("names zones in the page's language, never in another", () => {
    const winter = "2026-12-02T10:00:00.000Z";
    expect(plain(timeWithZone(winter, "America/New_York", "en"))).toBe("5:00 AM EST");
    expect(timeWithZone(winter, "Europe/Berlin", "de")).toBe("11:00 MEZ");
    // English has no abbreviation of Berlin's zone: the offset, not German's "MEZ".
    expect(zoneAbbreviation(winter, "Europe/Berlin", "en")).toBe("GMT+1");
    expect(zoneName("Europe/Berlin", "en")).toBe("Central European Time");
    expect(zoneName("Europe/Berlin", "de")).toBe("Mitteleuropäische Zeit");
    expect(zoneName("America/New_York", "en")).toBe("Eastern Time");
  });

  it("says when a booking is with the weekday, the year and the zone", () => {
    expect(longDate("2026-12-06", "en")).toBe("Sunday, December 6, 2026");
    expect(longDate("2026-12-06", "de")).toBe("Sonntag, 6. Dezember 2026");
    expect(longDate("2026-12-06", "fr")).toBe("dimanche 6 décembre 2026");
    expect(longDate("2026-12-06", "es")).toBe("domingo, 6 de diciembre de 2026");
    expect(plain(fullWhen("2026-12-02T10:00:00.000Z", "Europe/Berlin", "en"))).toMatch(
      /^Wednesday, December 2, 2026(,| at) 11:00 AM GMT\+1 \(Europe\/Berlin\)$/,
    );
    expect(fullWhen("2026-12-02T10:00:00.000Z", "Europe/Berlin", "de")).toMatch(
      /^Mittwoch, 2\. Dezember 2026(,| um) 11:00 MEZ \(Europe\/Berlin\)$/,
    );
    // The local date, not UTC's: 03:00 UTC on the 2nd is still the 1st in New York.
    expect(plain(fullWhen("2026-12-02T03:00:00.000Z", "America/New_York", "en"))).toMatch(
      /^Tuesday, December 1, 2026(,| at) 10:00 PM EST /,
    );
  });

  it("tells the two 01:00s of a night the clocks go back apart by their zone names", () => {
    const first = zoneAbbreviation("2027-11-07T05:00:00.000Z", "America/New_York", "en");
    const second = zoneAbbreviation("2027-11-07T06:00:00.000Z", "America/New_York", "en");
    expect(first).not.toBe(second);
  });

  it("says a deadline by its time on the visitor's today, and with its date on another day", () => {
    const evening = new Date("2026-12-01T22:00:00Z"); // 17:00 in New York
    expect(plain(deadlineWords("2026-12-01T22:15:00Z", "America/New_York", "en", evening))).toBe("5:15 PM EST");
    expect(deadlineWords("2026-12-01T22:15:00Z", "America/New_York", "de", evening)).toMatch(/^17:15 \S+$/);
    // 00:05 on the 2nd in New York: tomorrow there, so the date is said.
    expect(plain(deadlineWords("2026-12-02T05:05:00Z", "America/New_York", "en", evening))).toMatch(
      /^Wednesday, December 2, 2026(,| at) 12:05 AM EST$/,
    );
  });

  it("lists a console's dates and times short, in the member's language, on the salon's clock", () => {
    expect(shortDate("2026-12-01", "en")).toBe("Tue, Dec 1");
    expect(shortDate("2026-12-01", "de")).toBe("Di., 1. Dez.");
    expect(shortDate("2026-12-01", "fr")).toBe("mar. 1 déc.");
    expect(shortDate("2026-12-01", "es")).toBe("mar, 1 dic");
    // 14:00 UTC is 15:00 in Berlin; a 12-hour clock in English only.
    expect(plain(shortDateTime("2026-12-01T14:00:00.000Z", "Europe/Berlin", "en"))).toBe("Tue, Dec 1, 3:00 PM");
    expect(shortDateTime("2026-12-01T14:00:00.000Z", "Europe/Berlin", "de")).toBe("Di., 1. Dez., 15:00");
    expect(shortDateTime("2026-12-01T08:05:00.000Z", "Europe/Berlin", "fr")).toBe("mar. 1 déc., 09:05");
    // The salon's date, not UTC's: 23:30 UTC on the 1st is the 2nd in Berlin.
    expect(shortDateTime("2026-12-01T23:30:00.000Z", "Europe/Berlin", "es")).toBe("mié, 2 dic, 00:30");
  });

  it("knows an alias of a zone for the zone", () => {
    expect(sameZone("Europe/Berlin", "Europe/Berlin")).toBe(true);
    expect(sameZone("Asia/Calcutta", "Asia/Kolkata")).toBe(true);
    expect(sameZone("America/New_York", "Europe/Berlin")).toBe(false);
  });
});
