// A waitlist entry's windows in words, in each language, and the window the booking page sends.
import { describe, expect, it } from "vitest";
import { translator } from "../i18n/translate";
import { clockReading, timesReversed, windowOfChoice, windowsInWords } from "./waitlist-words";

const plain = (text: string) => text.replace(/\s/gu, " ");
const words = (lang: "en" | "de" | "fr" | "es", windows: Parameters<typeof windowsInWords>[0]) =>
  plain(windowsInWords(windows, translator(lang).t, lang));

describe("a waitlist window in words", () => {
  it("names one day, any time", () => {
    expect(words("en", [{ from: "2027-03-09", to: "2027-03-09" }])).toBe("Tue, Mar 9, any time");
    expect(words("de", [{ from: "2027-03-09", to: "2027-03-09" }])).toBe("Di., 9. März, beliebige Uhrzeit");
  });

  it("names a range, its weekdays in the week's order, and its part of the day", () => {
    const window = { from: "2027-03-08", to: "2027-03-12", weekdays: ["TH", "TU"] as const, startTime: "09:00", endTime: "12:00" };
    expect(words("en", [window])).toBe("Mon, Mar 8 – Fri, Mar 12, Tue, Thu, 9:00 AM–12:00 PM");
    expect(words("fr", [window])).toMatch(/^lun\. 8 mars – ven\. 12 mars, mar\., jeu\., 09:00–12:00$/);
  });

  it("says an open start or end, and lists several windows", () => {
    expect(
      words("en", [
        { from: "2027-03-09", to: "2027-03-09", startTime: "13:00" },
        { from: "2027-03-10", to: "2027-03-10", endTime: "11:30" },
      ]),
    ).toBe("Tue, Mar 9, from 1:00 PM; Wed, Mar 10, until 11:30 AM");
    expect(words("es", [{ from: "2027-03-09", to: "2027-03-09", startTime: "13:00" }])).toContain("desde las 13:00");
  });

  it("leaves out weekdays when all seven are named", () => {
    const all = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
    expect(words("en", [{ from: "2027-03-08", to: "2027-03-14", weekdays: all }])).toBe("Mon, Mar 8 – Sun, Mar 14, any time");
  });

  it("reads the salon's clock, midnight included", () => {
    expect(plain(clockReading("24:00", "en"))).toBe("12:00 AM");
    expect(clockReading("07:05", "de")).toBe("07:05");
  });
});

describe("the window the booking page sends", () => {
  it("is one day when no last date is given, or one before the first", () => {
    expect(windowOfChoice({ from: "2027-03-09", to: "", startTime: "", endTime: "" })).toEqual({ from: "2027-03-09", to: "2027-03-09" });
    expect(windowOfChoice({ from: "2027-03-09", to: "2027-03-01", startTime: "", endTime: "" })).toEqual({
      from: "2027-03-09",
      to: "2027-03-09",
    });
  });

  it("carries a range and the times chosen", () => {
    expect(windowOfChoice({ from: "2027-03-09", to: "2027-03-12", startTime: "09:00", endTime: "12:00" })).toEqual({
      from: "2027-03-09",
      to: "2027-03-12",
      startTime: "09:00",
      endTime: "12:00",
    });
  });

  it("finds a part of the day that ends before it starts", () => {
    expect(timesReversed({ startTime: "12:00", endTime: "09:00" })).toBe(true);
    expect(timesReversed({ startTime: "09:00", endTime: "" })).toBe(false);
  });
});
