import { describe, expect, it } from "vitest";
import {
  applyOutcomes,
  countsAsFailure,
  deliveryStatusAfter,
  failureCountAfter,
  NO_ANSWER,
  publicAttemptError,
  reachesDisableLimit,
} from "./webhook-failures";

const ok = { ok: true, final: true };
const failed = { ok: false, final: true };
const retrying = { ok: false, final: false };

describe("webhook failure counting", () => {
  it("sets a delivery's status from its attempt", () => {
    expect([ok, failed, retrying].map(deliveryStatusAfter)).toEqual(["succeeded", "failed", "pending"]);
    expect([ok, failed, retrying].map(countsAsFailure)).toEqual([false, true, false]);
  });

  it("counts each failure of a batch on from the count before it", () => {
    expect(applyOutcomes(7, true, [failed, failed, failed], 50)).toEqual({ countAfter: 10, running: [8, 9, 10], disables: false });
    // A retry leaves the count as the failures before it left it.
    expect(applyOutcomes(3, true, [failed, retrying, failed], 50).running).toEqual([4, 4, 5]);
    expect(applyOutcomes(3, true, [retrying], 50)).toEqual({ countAfter: 3, running: [3], disables: false });
  });

  it("applies a batch's successes first: they reset the count, its failures count from 0", () => {
    expect(applyOutcomes(20, true, [failed, ok, failed], 50)).toEqual({ countAfter: 2, running: [1, 0, 2], disables: false });
    expect(applyOutcomes(0, true, [ok, ok], 50).running).toEqual([0, 0]);
  });

  it("stops at the limit: the failure that reaches it disables, later ones of the batch are not counted", () => {
    // 48 before, four failures in one batch: 49, 50, and no further.
    expect(applyOutcomes(48, true, [failed, failed, failed, failed], 50)).toEqual({
      countAfter: 50,
      running: [49, 50, 50, 50],
      disables: true,
    });
    expect(applyOutcomes(49, true, [failed], 50)).toEqual({ countAfter: 50, running: [50], disables: true });
    expect(applyOutcomes(0, true, Array(60).fill(failed), 50).countAfter).toBe(50);
    // Successes in the batch start the count afresh, so 50 failures are needed again.
    expect(applyOutcomes(49, true, [failed, ok], 50)).toEqual({ countAfter: 1, running: [1, 0], disables: false });
    // A count left above the limit (the limit was lowered) is not raised; the next failure disables.
    expect(applyOutcomes(70, true, [failed], 50)).toEqual({ countAfter: 70, running: [70], disables: true });
    // A retry at the limit disables nothing.
    expect(applyOutcomes(50, true, [retrying], 50).disables).toBe(false);
  });

  it("leaves a disabled webhook's count alone", () => {
    expect(applyOutcomes(50, false, [failed, failed, ok], 50)).toEqual({ countAfter: 50, running: [50, 50, 50], disables: false });
  });

  it("gives the count after a batch from the figures SQL has (the same rule)", () => {
    const batches = [
      [48, [failed, failed, failed, failed]],
      [0, [ok, failed]],
      [49, [failed, ok]],
      [70, [failed]],
      [10, [retrying, failed]],
      [3, [ok]],
    ] as const;
    for (const [before, outcomes] of batches) {
      const failures = outcomes.filter(countsAsFailure).length;
      expect(
        failureCountAfter(
          before,
          outcomes.some((o) => o.ok),
          failures,
          50,
        ),
      ).toBe(applyOutcomes(before, true, outcomes, 50).countAfter);
    }
  });

  it("disables at the limit, only for a failure of an active webhook", () => {
    expect(reachesDisableLimit(failed, 50, true, 50)).toBe(true);
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
    expect(publicAttemptError({ ok: false, statusCode: 302, error: "redirect (HTTP 302) not followed" })).toBe(
      "redirect (HTTP 302) not followed",
    );
    const refused = "target refused: must not point to a loopback address";
    expect(publicAttemptError({ ok: false, statusCode: null, error: refused, blocked: true })).toBe(refused);
    expect(publicAttemptError({ ok: true, statusCode: 204 })).toBeUndefined();
  });
});
