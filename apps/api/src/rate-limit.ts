// Per-API-key rate limits shared by every API process through Redis (rate-limiter-flexible):
// 100 requests a minute on the default plan, 1000 on enterprise, or the key's own override.
//
// When Redis refuses, drops or stops answering (every command has a timeout), each process falls
// back to its own in-memory limiter at once, says so in the log and in /readyz, and keeps probing
// Redis. Never failing open, never answering 500, never waiting on a frozen Redis. What a process
// counted on its own is added to the shared counters when Redis answers again, so an outage does
// not hand a key a second budget for the same minute.
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { Logger } from "@booking/core";

export const WINDOW_SECONDS = 60;
/** How often a degraded process asks Redis whether it answers again. */
const PROBE_MS = 1_000;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

export interface RateLimiter {
  consume(keyId: string, limit: number, points?: number): Promise<RateDecision>;
  /** False while limits are counted per process because Redis does not answer. */
  shared(): boolean;
  close(): void;
}

interface Limiters {
  memory: RateLimiterMemory;
  redis?: RateLimiterRedis;
  /** Points each key consumed in memory since Redis stopped answering, to carry back. */
  counted: Map<string, number>;
}

export function createRateLimiter(options: { redis?: Redis; keyPrefix: string; log: Logger }): RateLimiter {
  const { redis, log } = options;
  // One pair of limiters per distinct limit (plans and overrides are few).
  const limiters = new Map<number, Limiters>();
  const limitersFor = (limit: number): Limiters => {
    let pair = limiters.get(limit);
    if (!pair) {
      const keyPrefix = `${options.keyPrefix}rl:${limit}`;
      pair = {
        memory: new RateLimiterMemory({ points: limit, duration: WINDOW_SECONDS, keyPrefix }),
        redis:
          redis &&
          new RateLimiterRedis({ storeClient: redis, points: limit, duration: WINDOW_SECONDS, keyPrefix, rejectIfRedisNotReady: true }),
        counted: new Map(),
      };
      limiters.set(limit, pair);
    }
    return pair;
  };

  let degraded = false;
  let probe: NodeJS.Timeout | undefined;
  let recovering: Promise<void> | undefined;

  const degrade = (error?: unknown) => {
    if (!degraded) log.warn(error ? { err: error } : {}, "Redis unreachable: rate limits fall back to per-process limits");
    degraded = true;
    // A frozen Redis keeps its connection 'ready': only a command that answers shows it is back.
    probe ??= setInterval(() => {
      redis!.ping().then(recover, () => {});
    }, PROBE_MS);
    probe.unref();
  };

  const recover = () =>
    (recovering ??= (async () => {
      try {
        // Carry back what was counted in memory meanwhile, for the windows still running.
        for (const [limit, pair] of limiters) {
          for (const [keyId, points] of pair.counted) {
            const local = await pair.memory.get(keyId);
            if (local && local.msBeforeNext > 0) await pair.redis!.penalty(keyId, Math.min(points, limit));
            await pair.memory.delete(keyId);
          }
          pair.counted.clear();
        }
        if (probe) clearInterval(probe);
        probe = undefined;
        if (degraded) log.info("Redis reachable again: rate limits are shared across processes");
        degraded = false;
      } catch {
        // Still not answering; the probe tries again.
      } finally {
        recovering = undefined;
      }
    })());

  if (redis) {
    redis.on("error", (error: Error) => degrade(error));
    // A lost connection is known at once ('reconnecting' follows it, not a deliberate quit), while
    // 'error' waits for the first failed reconnect; the fallback starts with the next request.
    redis.on("reconnecting", () => degrade());
    redis.on("ready", () => {
      if (degraded) void recover();
    });
  }

  const decide = (limit: number, res: RateLimiterRes, allowed: boolean): RateDecision => ({
    allowed,
    limit,
    remaining: Math.max(0, res.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });

  const consumeInMemory = async (pair: Limiters, keyId: string, limit: number, points: number) => {
    if (pair.redis) pair.counted.set(keyId, (pair.counted.get(keyId) ?? 0) + points);
    try {
      return decide(limit, await pair.memory.consume(keyId, points), true);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return decide(limit, rejection, false);
      throw rejection;
    }
  };

  return {
    async consume(keyId, limit, points = 1) {
      const pair = limitersFor(limit);
      if (!pair.redis || degraded) return consumeInMemory(pair, keyId, limit, points);
      try {
        return decide(limit, await pair.redis.consume(keyId, points), true);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return decide(limit, rejection, false);
        // Refused, dropped or timed out: this request and the next ones are counted here.
        degrade(rejection);
        return consumeInMemory(pair, keyId, limit, points);
      }
    },
    shared: () => !redis || !degraded,
    close() {
      if (probe) clearInterval(probe);
      probe = undefined;
    },
  };
}
