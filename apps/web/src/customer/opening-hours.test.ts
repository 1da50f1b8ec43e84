import { describe, expect, it } from "vitest";
import { openingHoursInWords, openStretches, type OpeningHours } from "./opening-hours";

const day = { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] };
const hours: OpeningHours = {
  monday: null,
  tuesday: day,
  wednesday: day,
  thursday: day,
  friday: day,
  saturday: { start: "09:00", end: "14:00" },
  sunday: null,
};
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, " ");

describe("opening hours", () => {
  it("cuts a day by its breaks, in order, ignoring a break outside the day", () => {
    expect(openStretches(day)).toEqual([
      ["09:00", "13:00"],
      ["14:00", "18:00"],
    ]);
    expect(openStretches({ start: "10:00", end: "12:00", breaks: [{ start: "08:00", end: "09:00" }] })).toEqual([["10:00", "12:00"]]);
  });

  it("lists every weekday from Monday in the visitor's language, closed days with no hours", () => {
    const de = openingHoursInWords(hours, "de", "de-DE");
    expect(de.map((d) => d.day)).toEqual(["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]);
    expect(de[0]!.stretches).toEqual([]);
    expect(de[1]!.stretches.map(plain)).toEqual(["09:00–13:00 Uhr", "14:00–18:00 Uhr"]);
    const en = openingHoursInWords(hours, "en", "en-US");
    expect(en[5]!.day).toBe("Saturday");
    expect(plain(en[5]!.stretches[0]!)).toMatch(/^9:00 AM – 2:00 PM$/);
  });
});
