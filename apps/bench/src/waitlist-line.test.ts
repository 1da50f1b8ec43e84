// Scenario 12's line and requests (waitlist.ts): every freed time suits exactly one entry of the
// line, by the service's own rule (suitsWindows), the one at its place from 5,000 on; the times
// are distinct and within the 90 days an entry may wait; the throughput's joins never repeat a
// customer and service pair (a repeat is the 409 of a customer already waiting).
import { describe, expect, it } from "vitest";
import { suitsWindows } from "@booking/core";
import { FIRST_MATCH, lineWindows, localOf, matchPlace, releaseSlots, WAITLIST_LINE, waitlistJoinRequest } from "./waitlist";

const now = new Date("2026-11-29T18:00:00Z");

describe("releaseSlots", () => {
  it("frees distinct half hours of Berlin's day, from a week ahead, within the 90 days an entry waits", () => {
    const slots = releaseSlots(2 + 12 * 30, now);
    expect(new Set(slots.map((s) => `${s.date} ${s.startTime}`)).size).toBe(slots.length);
    for (const slot of slots) {
      expect(slot.startsAt.getTime()).toBeGreaterThan(now.getTime() + 6 * 86_400_000);
      expect(slot.startsAt.getTime()).toBeLessThan(now.getTime() + 60 * 86_400_000);
      expect(localOf(slot.startsAt)).toEqual({ date: slot.date, time: slot.startTime });
      expect(slot.startTime >= "09:00" && slot.endTime <= "18:00").toBe(true);
    }
  });
});

describe("lineWindows", () => {
  it("gives each freed time exactly one entry it suits, at its place from FIRST_MATCH on, spread down the line", () => {
    const slots = releaseSlots(62, now);
    const windows = Array.from({ length: WAITLIST_LINE }, (_, i) => lineWindows(i + 1, slots));
    slots.forEach((slot, k) => {
      const end = slot.startsAt.getTime() + 30 * 60_000;
      const suited = windows.flatMap((w, i) => (suitsWindows(w, slot.startsAt.getTime(), end, "Europe/Berlin") ? [i + 1] : []));
      expect(suited).toEqual([matchPlace(k, slots.length)]);
    });
    expect(matchPlace(0, slots.length)).toBe(FIRST_MATCH);
    expect(matchPlace(slots.length - 1, slots.length)).toBeGreaterThan(FIRST_MATCH + 2_500);
    expect(matchPlace(slots.length - 1, slots.length)).toBeLessThanOrEqual(WAITLIST_LINE);
  });

  it("asks for windows the API takes: ending after today, forward, times forward", () => {
    const slots = releaseSlots(62, now);
    for (let place = 1; place <= WAITLIST_LINE; place += 97) {
      for (const w of lineWindows(place, slots)) {
        expect(w.to >= w.from && w.from > "2026-11-29").toBe(true);
        if (w.startTime !== undefined && w.endTime !== undefined) expect(w.endTime > w.startTime).toBe(true);
      }
    }
  });
});

describe("waitlistJoinRequest", () => {
  it("never repeats a customer and service pair before every pair has joined once", () => {
    const services = ["svc_a", "svc_b", "svc_c"];
    const customers = Array.from({ length: 50 }, (_, i) => `cus_${i}`);
    const window = { from: "2026-12-09", to: "2027-01-08" };
    const pairs = new Set<string>();
    for (let n = 0; n < services.length * customers.length; n++) {
      const request = waitlistJoinRequest(n, services, customers, window);
      expect(request.path).toBe("/v1/waitlist");
      const body = JSON.parse(request.body) as { serviceId: string; customerId: string; windows: unknown[] };
      expect(body.windows).toEqual([window]);
      pairs.add(`${body.customerId} ${body.serviceId}`);
    }
    expect(pairs.size).toBe(services.length * customers.length);
  });
});
