// The page's slot arithmetic: which start times a service fits, on instants, across clock changes.
import { describe, expect, it } from "vitest";
import { bookableTimes } from "./time";

const slot = (time: string, dateTime: string, available = true) => ({ time, dateTime, available });

describe("bookableTimes", () => {
  it("offers a start when every slot the service covers is free", () => {
    const slots = [
      slot("09:00", "2026-11-23T14:00:00.000Z"),
      slot("09:30", "2026-11-23T14:30:00.000Z"),
      slot("10:00", "2026-11-23T15:00:00.000Z", false),
      slot("10:30", "2026-11-23T15:30:00.000Z"),
      slot("11:00", "2026-11-23T16:00:00.000Z"),
    ];
    // 45 minutes need two 30-minute slots.
    expect(bookableTimes(slots, 30, 45, "America/New_York")).toEqual([
      { dateTime: "2026-11-23T14:00:00.000Z", label: "09:00" },
      { dateTime: "2026-11-23T15:30:00.000Z", label: "10:30" },
    ]);
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
    expect(bookableTimes(slots, 30, 60, "America/New_York")).toEqual([
      { dateTime: "2027-11-07T04:00:00.000Z", label: "00:00" },
      { dateTime: "2027-11-07T04:30:00.000Z", label: "00:30" },
      // 01:00 EDT runs into 01:30 EDT (free); 01:30 EDT runs into 01:00 EST (free): real time, not local minutes.
      { dateTime: "2027-11-07T05:00:00.000Z", label: "01:00 (GMT-4)" },
      { dateTime: "2027-11-07T05:30:00.000Z", label: "01:30 (GMT-4)" },
    ]);
  });

  it("counts real minutes across a spring-forward gap (New York, 2027-03-14)", () => {
    const slots = [
      slot("01:00", "2027-03-14T06:00:00.000Z"),
      slot("01:30", "2027-03-14T06:30:00.000Z"),
      slot("03:00", "2027-03-14T07:00:00.000Z"),
      slot("03:30", "2027-03-14T07:30:00.000Z"),
    ];
    expect(bookableTimes(slots, 30, 60, "America/New_York").map((t) => t.label)).toEqual(["01:00", "01:30", "03:00"]);
  });
});
