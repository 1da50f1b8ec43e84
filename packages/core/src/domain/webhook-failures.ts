// A webhook's consecutive-failure count. A delivery that fails for good counts one failure, a
// success resets the count, an attempt that will be retried leaves it alone; at the limit the
// webhook is disabled (once). Outcomes recorded together (one batch, so concurrent anyway) are
// applied successes first, then the others in the order they came: the count after the batch
// and each failure's own running count follow from the count the database returns.

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

/**
 * The webhook's count as each outcome of one webhook's batch left it, in the order given, where
 * `countAfter` is the count after the whole batch (applied successes first). A success's is 0.
 */
export function runningFailureCounts(outcomes: readonly OutcomeKind[], countAfter: number): number[] {
  const failures = outcomes.filter(countsAsFailure).length;
  // Before the batch's failures (after its successes, if any) the count was countAfter - failures.
  let seen = 0;
  return outcomes.map((outcome) => {
    if (outcome.ok) return 0;
    if (countsAsFailure(outcome)) seen += 1;
    return countAfter - failures + seen;
  });
}

/** This failure brought an active webhook to the limit: disable it (the store does so once). */
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
export function publicAttemptError(attempt: { ok: boolean; statusCode: number | null; error?: string; blocked?: boolean }): string | undefined {
  if (attempt.ok) return undefined;
  if (attempt.blocked || attempt.statusCode !== null) return attempt.error ?? NO_ANSWER;
  return NO_ANSWER;
}
