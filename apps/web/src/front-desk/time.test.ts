// The Book view's slot arithmetic: which start times a service fits, on instants, across clock
// changes, each named as the member's language writes it and by a name the same in every language.
import { describe, expect, it } from "vitest";
import { bookableTimes } from "./time";

const slot = (time: string, dateTime: string, available = true) => ({ time, dateTime, available });
/** Every kind of space as a plain one (en-US puts a narrow no-break space before "AM"). */
const plain = (text: string) => text.replace(/\s/gu, " ");
const labels = (times: { label: string }[]) => times.map((t) => plain(t.label));

describe("bookableTimes", () => {
  const day = [
    slot("09:00", "2026-11-23T14:00:00.000Z"),
    slot("09:30", "2026-11-23T14:30:00.000Z"),
    slot("10:00", "2026-11-23T15:00:00.000Z", false),
    slot("10:30", "2026-11-23T15:30:00.000Z"),
    slot("11:00", "2026-11-23T16:00:00.000Z"),
  ];

  it("offers a start when every slot the service covers is free", () => {
    // 45 minutes need two 30-minute slots.
    expect(bookableTimes(day, 30, 45, "America/New_York", "de")).toEqual([
      { dateTime: "2026-11-23T14:00:00.000Z", id: "09:00", label: "09:00" },
      { dateTime: "2026-11-23T15:30:00.000Z", id: "10:30", label: "10:30" },
    ]);
  });

  it("names each time as the language writes it, the id staying the same", () => {
    const english = bookableTimes(day, 30, 45, "America/New_York", "en");
    expect(labels(english)).toEqual(["9:00 AM", "10:30 AM"]);
    expect(english.map((t) => t.id)).toEqual(["09:00", "10:30"]);
    expect(labels(bookableTimes(day, 30, 45, "America/New_York", "fr"))).toEqual(["09:00", "10:30"]);
    expect(labels(bookableTimes(day, 30, 45, "America/New_York", "es"))).toEqual(["09:00", "10:30"]);
  });

  it("tells the two 01:00s of a fall-back day apart and books each at its own instant (New York, 2027-11-07)", () => {
    const slots = [
      slot("00:00", "2027-11-07T04:00:00.000Z"),
      slot("00:30", "2027-11-07T04:30:00.000Z"),
      slot("01:00", "2027-11-07T05:00:00.000Z"), // EDT
      slot("01:30", "2027-11-07T05:30:00.000Z"),
      slot("01:00", "2027-11-07T06:00:00.000Z"), // EST
      slot("01:30", "2027-11-07T06:30:00.000Z", false),
      slot("02:00", "2027-11-07T07:00:00.000Z"),
    ];
    expect(bookableTimes(slots, 30, 60, "America/New_York", "de")).toEqual([
      { dateTime: "2027-11-07T04:00:00.000Z", id: "00:00", label: "00:00" },
      { dateTime: "2027-11-07T04:30:00.000Z", id: "00:30", label: "00:30" },
      // 01:00 EDT runs into 01:30 EDT (free); 01:30 EDT runs into 01:00 EST (free): real time, not local minutes.
      { dateTime: "2027-11-07T05:00:00.000Z", id: "01:00-GMT-4", label: "01:00 (GMT-4)" },
      { dateTime: "2027-11-07T05:30:00.000Z", id: "01:30-GMT-4", label: "01:30 (GMT-4)" },
    ]);
    expect(labels(bookableTimes(slots, 30, 30, "America/New_York", "en"))).toEqual([
      "12:00 AM",
      "12:30 AM",
      "1:00 AM (GMT-4)",
      "1:30 AM (GMT-4)",
      "1:00 AM (GMT-5)",
      "2:00 AM",
    ]);
    // French writes the offset its own way; the id does not change.
    const french = bookableTimes(slots, 30, 30, "America/New_York", "fr").find((t) => t.dateTime === "2027-11-07T06:00:00.000Z");
    expect(french && { id: french.id, label: plain(french.label) }).toEqual({ id: "01:00-GMT-5", label: "01:00 (UTC−5)" });
  });

  it("counts real minutes across a spring-forward gap (New York, 2027-03-14)", () => {
    const slots = [
      slot("01:00", "2027-03-14T06:00:00.000Z"),
      slot("01:30", "2027-03-14T06:30:00.000Z"),
      slot("03:00", "2027-03-14T07:00:00.000Z"),
      slot("03:30", "2027-03-14T07:30:00.000Z"),
    ];
    expect(bookableTimes(slots, 30, 60, "America/New_York", "de").map((t) => t.id)).toEqual(["01:00", "01:30", "03:00"]);
  });
});
