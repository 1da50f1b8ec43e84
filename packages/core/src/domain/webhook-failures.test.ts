import { describe, expect, it } from "vitest";
import { countsAsFailure, deliveryStatusAfter, NO_ANSWER, publicAttemptError, reachesDisableLimit, runningFailureCounts } from "./webhook-failures";

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

describe("attempt errors as clients see them", () => {
  it.each([
    "ECONNREFUSED: connect ECONNREFUSED 203.0.113.9:22",
    "timed out after 10000 ms",
    "EHOSTUNREACH: connect EHOSTUNREACH 203.0.113.9:8443",
    "ENOTFOUND: getaddrinfo ENOTFOUND nowhere.example",
    "EPROTO: write EPROTO ... wrong version number",
    "ERR_TLS_CERT_ALTNAME_INVALID: Hostname/IP does not match certificate's altnames",
    "ECONNRESET: socket hang up",
  ])("hides the cause of no answer: %s", (error) => {
    expect(publicAttemptError({ ok: false, statusCode: null, error })).toBe(NO_ANSWER);
  });

  it("says what an HTTP answer or a refused target was, and nothing for a success", () => {
    expect(publicAttemptError({ ok: false, statusCode: 500, error: "HTTP 500" })).toBe("HTTP 500");
    expect(publicAttemptError({ ok: false, statusCode: 302, error: "redirect (HTTP 302) not followed" })).toBe("redirect (HTTP 302) not followed");
    const refused = "target refused: must not point to a loopback address";
    expect(publicAttemptError({ ok: false, statusCode: null, error: refused, blocked: true })).toBe(refused);
    expect(publicAttemptError({ ok: true, statusCode: 204 })).toBeUndefined();
  });
});
