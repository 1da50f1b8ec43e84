// Retry schedule of webhook deliveries: exponential (factor 3) from a base delay, with ±20%
// jitter so that receivers coming back from an outage are not hit by every retry at once.
// With the default base of 80 s, 8 attempts span about a day:
// 80 s, 4 min, 12 min, 36 min, 1.8 h, 5.4 h, 16.2 h (≈ 24 h in all).

export const BACKOFF_FACTOR = 3;
export const BACKOFF_JITTER = 0.2;

/** The delay before the retry that follows `failedAttempts` failed attempts (1-based), without jitter. */
export function nominalRetryDelay(failedAttempts: number, baseMs: number): number {
  return baseMs * BACKOFF_FACTOR ** Math.max(0, failedAttempts - 1);
}

/** The delay with jitter: uniformly within ±20% of the nominal delay. */
export function retryDelay(failedAttempts: number, baseMs: number, random: () => number = Math.random): number {
  const nominal = nominalRetryDelay(failedAttempts, baseMs);
  return Math.max(0, Math.round(nominal * (1 - BACKOFF_JITTER + 2 * BACKOFF_JITTER * random())));
}

/** The nominal delays between `maxAttempts` attempts (maxAttempts - 1 of them). */
export function retrySchedule(maxAttempts: number, baseMs: number): number[] {
  return Array.from({ length: Math.max(0, maxAttempts - 1) }, (_, i) => nominalRetryDelay(i + 1, baseMs));
}
