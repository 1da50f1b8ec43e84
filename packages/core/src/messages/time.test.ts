import { describe, expect, it } from "vitest";
import { bookingTimeInWords, formatTimeWithZone } from "./index";

// Node's ICU puts narrow no-break spaces in some clocks: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

// 08:00 UTC on a November Thursday: 09:00 in Berlin (GMT+1), 03:00 in New York (GMT−5).
const at = new Date("2026-11-26T08:00:00Z");

describe("formatTimeWithZone", () => {
  it("writes the date and clock in the language's words, with the zone's name and offset", () => {
    expect(plain(formatTimeWithZone(at, "Europe/Berlin", "en"))).toBe("Thu, 26 Nov 2026, 9:00 am (Central European Time, GMT+1)");
    expect(plain(formatTimeWithZone(at, "Europe/Berlin", "de"))).toBe("Do., 26. Nov. 2026, 09:00 (Mitteleuropäische Zeit, GMT+1)");
    expect(plain(formatTimeWithZone(at, "Europe/Berlin", "fr"))).toBe("jeu. 26 nov. 2026, 09:00 (heure d’Europe centrale, UTC+1)");
    expect(plain(formatTimeWithZone(at, "Europe/Berlin", "es"))).toBe("jue, 26 nov 2026, 09:00 (hora de Europa central, GMT+1)");
  });

  it("English uses a 12-hour clock, German a 24-hour one", () => {
    const evening = new Date("2026-11-26T17:30:00Z");
    expect(plain(formatTimeWithZone(evening, "Europe/Berlin", "en"))).toContain("6:30 pm");
    expect(plain(formatTimeWithZone(evening, "Europe/Berlin", "de"))).toContain("18:30");
  });

  it("gives the offset in force at that instant (summer time)", () => {
    expect(formatTimeWithZone(new Date("2026-07-02T08:00:00Z"), "Europe/Berlin", "en")).toContain("GMT+2");
    expect(formatTimeWithZone(at, "America/New_York", "en")).toContain("(Eastern Time, GMT-5)");
  });

  it("an unknown zone is written as UTC; a zone with no name of its own as its offset", () => {
    expect(formatTimeWithZone(at, "Mars/Olympus", "en")).toBe(formatTimeWithZone(at, "UTC", "en"));
    expect(plain(formatTimeWithZone(at, "UTC", "en"))).toBe("Thu, 26 Nov 2026, 8:00 am (Coordinated Universal Time, GMT+0)");
    expect(plain(formatTimeWithZone(at, "Etc/GMT+5", "en"))).toBe("Thu, 26 Nov 2026, 3:00 am (GMT-5)");
  });
});

describe("bookingTimeInWords", () => {
  it("a New York customer of a Berlin salon reads both clocks", () => {
    const words = plain(bookingTimeInWords(at, { customer: "America/New_York", provider: "Europe/Berlin" }, "en"));
    expect(words).toBe("Thu, 26 Nov 2026, 3:00 am (Eastern Time, GMT-5), which is 9:00 am (Central European Time, GMT+1) at the salon");
    expect(plain(bookingTimeInWords(at, { customer: "America/New_York", provider: "Europe/Berlin" }, "de"))).toBe(
      "Do., 26. Nov. 2026, 03:00 (Nordamerikanische Ostküstenzeit, GMT-5), entspricht 09:00 (Mitteleuropäische Zeit, GMT+1) im Salon",
    );
  });

  it("repeats the salon's date when it is another day there", () => {
    const late = new Date("2026-11-26T23:30:00Z"); // 15:30 Thursday in Los Angeles, 00:30 Friday in Berlin
    const words = plain(bookingTimeInWords(late, { customer: "America/Los_Angeles", provider: "Europe/Berlin" }, "en"));
    expect(words).toBe(
      "Thu, 26 Nov 2026, 3:30 pm (Pacific Time, GMT-8), which is Fri, 27 Nov 2026, 12:30 am (Central European Time, GMT+1) at the salon",
    );
  });

  it("one clock when the zones read alike, or the customer's is unknown", () => {
    const salonOnly = formatTimeWithZone(at, "Europe/Berlin", "en");
    expect(bookingTimeInWords(at, { customer: "Europe/Berlin", provider: "Europe/Berlin" }, "en")).toBe(salonOnly);
    // Paris and Berlin: same name, same offset.
    expect(bookingTimeInWords(at, { customer: "Europe/Paris", provider: "Europe/Berlin" }, "en")).toBe(salonOnly);
    expect(bookingTimeInWords(at, { customer: null, provider: "Europe/Berlin" }, "en")).toBe(salonOnly);
    expect(bookingTimeInWords(at, { customer: "Not/AZone", provider: "Europe/Berlin" }, "en")).toBe(salonOnly);
  });

  it("two clocks when the offset is the same but the zone's name is not", () => {
    const words = bookingTimeInWords(at, { customer: "Europe/London", provider: "Europe/Lisbon" }, "en");
    expect(words).toContain("at the salon");
    expect(words).toContain("Western European Time");
  });
});
