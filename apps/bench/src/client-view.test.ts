// Scenario 3's client view (client-view.ts): the 1,000 bookings are the item's workload — all of
// them inside the members' 09:00–18:00 on one of the 31 days, shared out evenly, spread over the
// month, never two of a member at once (the exclusion constraint would refuse the seed) — and the
// members' week is every day with no breaks.
import { describe, expect, it } from "vitest";
import {
  berlinDate,
  CLIENT_VIEW_BOOKINGS,
  CLIENT_VIEW_DAYS,
  EVERY_DAY_9_TO_6,
  OPEN_FROM_MINUTES,
  OPEN_UNTIL_MINUTES,
  placeBookings,
  STARTS_A_DAY,
} from "./client-view";

describe("placeBookings", () => {
  for (const members of [200, 10]) {
    it(`puts ${CLIENT_VIEW_BOOKINGS} bookings among ${members} members inside their hours, evenly, over the month, never overlapping`, () => {
      const placed = placeBookings(members, CLIENT_VIEW_BOOKINGS, CLIENT_VIEW_DAYS);
      expect(placed).toHaveLength(CLIENT_VIEW_BOOKINGS);
      const perMember = new Map<number, { day: number; startMinute: number }[]>();
      for (const p of placed) {
        expect(p.member).toBeGreaterThanOrEqual(0);
        expect(p.member).toBeLessThan(members);
        expect(p.day).toBeGreaterThanOrEqual(0);
        expect(p.day).toBeLessThan(CLIENT_VIEW_DAYS);
        expect(p.startMinute).toBeGreaterThanOrEqual(OPEN_FROM_MINUTES);
        expect(p.startMinute + 30).toBeLessThanOrEqual(OPEN_UNTIL_MINUTES);
        perMember.set(p.member, [...(perMember.get(p.member) ?? []), p]);
      }
      expect(perMember.size).toBe(members);
      for (const own of perMember.values()) {
        expect(own).toHaveLength(CLIENT_VIEW_BOOKINGS / members);
        // Half-hour bookings on the half hour: two of a member overlap only when they share day and start.
        expect(new Set(own.map((p) => `${p.day} ${p.startMinute}`)).size).toBe(own.length);
      }
      // Spread over the month: every day holds some, none more than three times its share.
      const perDay = new Map<number, number>();
      for (const p of placed) perDay.set(p.day, (perDay.get(p.day) ?? 0) + 1);
      expect(perDay.size).toBe(CLIENT_VIEW_DAYS);
      for (const n of perDay.values()) expect(n).toBeLessThanOrEqual((3 * CLIENT_VIEW_BOOKINGS) / CLIENT_VIEW_DAYS);
    });
  }

  it("refuses more bookings than the members' hours hold", () => {
    expect(() => placeBookings(1, 19 * 2, 2)).toThrow();
  });
});

describe("the members' week", () => {
  it("is 09:00–18:00 on all seven days, with no breaks: 103 starts a day for a 30-minute service on a 5-minute grid", () => {
    const week = JSON.parse(EVERY_DAY_9_TO_6) as Record<string, unknown>;
    expect(Object.keys(week).sort()).toEqual(["friday", "monday", "saturday", "sunday", "thursday", "tuesday", "wednesday"]);
    for (const day of Object.values(week)) expect(day).toEqual({ start: "09:00", end: "18:00" });
    expect(STARTS_A_DAY).toBe(103);
  });
});

describe("berlinDate", () => {
  it("is Berlin's date, which runs ahead of UTC's in the late evening", () => {
    expect(berlinDate(new Date("2026-11-29T22:30:00Z"))).toBe("2026-11-29");
    expect(berlinDate(new Date("2026-11-29T23:30:00Z"))).toBe("2026-11-30");
    expect(berlinDate(new Date("2026-11-29T12:00:00Z"), 1)).toBe("2026-11-30");
  });
});
