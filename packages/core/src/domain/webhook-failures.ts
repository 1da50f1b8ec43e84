// A webhook's consecutive-failure count. A delivery that fails for good counts one failure, a
// success resets the count, an attempt that will be retried leaves it alone. The count stops at
// the limit: the failure that brings it there disables the webhook (once), and failures after
// that — deliveries already under way when it was disabled — are not counted. A disabled
// webhook's count stays as it was until it is re-enabled (which starts it afresh).
//
// Outcomes recorded together (one batch, so concurrent anyway) are applied successes first,
// then the others in the order they came. The store applies the same rule in one SQL statement
// under the webhook row's lock (see recordDeliveryAttempts); these functions say what that
// statement must do and give each outcome its own running count.

export interface OutcomeKind {
  ok: boolean;
  /** No more attempts follow this one. */
  final: boolean;
}

/** What an attempt does to its delivery. */
export function deliveryStatusAfter(outcome: OutcomeKind): "succeeded" | "failed" | "pending" {
  return outcome.ok ? "succeeded" : outcome.final ? "failed" : "pending";
}

/** A delivery failed for good: it counts towards disabling its webhook. */
export const countsAsFailure = (outcome: OutcomeKind): boolean => !outcome.ok && outcome.final;

/** The count after one more failure: one more, but never past the limit (nor down to it, when above). */
export function nextFailureCount(count: number, disableAfter: number): number {
  return count >= disableAfter ? count : count + 1;
}

export interface FailureBatch {
  /** The count after the batch. */
  countAfter: number;
  /** The count as each outcome left it, in the order given (a success's is 0). */
  running: number[];
  /** The batch brought an active webhook to the limit: it is disabled now. */
  disables: boolean;
}

/**
 * Applies one webhook's batch of outcomes to its count `before` (successes first, then the
 * rest in order). `isActive` is the webhook's state before the batch: a disabled webhook's
 * count does not move.
 */
export function applyOutcomes(before: number, isActive: boolean, outcomes: readonly OutcomeKind[], disableAfter: number): FailureBatch {
  if (!isActive) return { countAfter: before, running: outcomes.map(() => before), disables: false };
  let count = outcomes.some((o) => o.ok) ? 0 : before;
  let failures = 0;
  const running = outcomes.map((outcome) => {
    if (outcome.ok) return 0;
    if (countsAsFailure(outcome)) {
      failures += 1;
      count = nextFailureCount(count, disableAfter);
    }
    return count;
  });
  return { countAfter: count, running, disables: failures > 0 && count >= disableAfter };
}

/**
 * The count after an active webhook's batch, from the figures SQL has at hand (the statement
 * computes exactly this): the count before, whether the batch held a success, and how many
 * failures it held.
 */
export function failureCountAfter(before: number, anyOk: boolean, failures: number, disableAfter: number): number {
  const start = anyOk ? 0 : before;
  return start >= disableAfter ? start : Math.min(start + failures, disableAfter);
}

/** This failure brought (or found) an active webhook at the limit: disable it (the store does so once). */
export function reachesDisableLimit(outcome: OutcomeKind, runningCount: number, isActive: boolean, disableAfter: number): boolean {
  return countsAsFailure(outcome) && isActive && runningCount >= disableAfter;
}

/** What clients are told when a target gave no answer at all, whatever the reason. */
export const NO_ANSWER = "the target did not answer with a 2xx";

/**
 * An attempt's error as clients see it (the test answer, the deliveries log). A refused
 * connection, a timeout, an unreachable network, a failed DNS lookup and a failed TLS handshake
 * all read the same, so the API cannot be used to probe which hosts and ports exist behind a
 * URL; the details go to the server's logs. An HTTP answer and a refused target say what they are.
 */
export function publicAttemptError(attempt: {
  ok: boolean;
  statusCode: number | null;
  error?: string;
  blocked?: boolean;
}): string | undefined {
  if (attempt.ok) return undefined;
  if (attempt.blocked || attempt.statusCode !== null) return attempt.error ?? NO_ANSWER;
  return NO_ANSWER;
}
