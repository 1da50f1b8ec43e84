import { describe, expect, it } from "vitest";
import { countsAsFailure, deliveryStatusAfter, reachesDisableLimit, runningFailureCounts } from "./webhook-failures";

const ok = { ok: true, final: true };
const failed = { ok: false, final: true };
const retrying = { ok: false, final: false };

describe("webhook failure counting", () => {
  it("sets a delivery's status from its attempt", () => {
    expect([ok, failed, retrying].map(deliveryStatusAfter)).toEqual(["succeeded", "failed", "pending"]);
    expect([ok, failed, retrying].map(countsAsFailure)).toEqual([false, true, false]);
  });

  it("counts each failure of a batch on from the count before it", () => {
    // Before: 7; three failures bring it to 10.
    expect(runningFailureCounts([failed, failed, failed], 10)).toEqual([8, 9, 10]);
    // A retry leaves the count as the failures before it left it.
    expect(runningFailureCounts([failed, retrying, failed], 5)).toEqual([4, 4, 5]);
    expect(runningFailureCounts([retrying], 3)).toEqual([3]);
  });

  it("applies a batch's successes first: they reset the count, its failures count from 0", () => {
    expect(runningFailureCounts([failed, ok, failed], 2)).toEqual([1, 0, 2]);
    expect(runningFailureCounts([ok, ok], 0)).toEqual([0, 0]);
  });

  it("disables at the limit, only for a failure of an active webhook", () => {
    expect(reachesDisableLimit(failed, 50, true, 50)).toBe(true);
    expect(reachesDisableLimit(failed, 51, true, 50)).toBe(true);
    expect(reachesDisableLimit(failed, 49, true, 50)).toBe(false);
    expect(reachesDisableLimit(failed, 50, false, 50)).toBe(false);
    expect(reachesDisableLimit(retrying, 50, true, 50)).toBe(false);
    expect(reachesDisableLimit(ok, 50, true, 50)).toBe(false);
  });
});
