import { describe, expect, it } from "vitest";
import { nominalRetryDelay, retryDelay, retrySchedule } from "./webhook-backoff";

describe("webhook backoff", () => {
  it("grows by a factor of 3 from the base", () => {
    expect([1, 2, 3, 4].map((n) => nominalRetryDelay(n, 1000))).toEqual([1000, 3000, 9000, 27000]);
  });

  it("spans about a day over 8 attempts with the default base", () => {
    const schedule = retrySchedule(8, 80_000);
    expect(schedule).toHaveLength(7);
    const totalHours = schedule.reduce((a, b) => a + b, 0) / 3_600_000;
    expect(totalHours).toBeGreaterThan(20);
    expect(totalHours).toBeLessThan(28);
  });

  it("jitters within ±20%", () => {
    expect(retryDelay(2, 1000, () => 0)).toBe(2400);
    expect(retryDelay(2, 1000, () => 1)).toBe(3600);
    for (let i = 0; i < 100; i++) {
      const d = retryDelay(3, 1000);
      expect(d).toBeGreaterThanOrEqual(7200);
      expect(d).toBeLessThanOrEqual(10800);
    }
  });
});
