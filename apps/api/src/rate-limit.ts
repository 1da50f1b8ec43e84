// Per-API-key rate limits shared by every API process through Redis (rate-limiter-flexible):
// 100 requests a minute on the default plan, 1000 on enterprise, or the key's own override.
// When Redis is unreachable each process falls back to its own in-memory limiter (and says so
// in the log) — never failing open, never answering 500.
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Logger } from "@booking/core";

export const WINDOW_SECONDS = 60;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

export interface RateLimiter {
  consume(keyId: string, limit: number, points?: number): Promise<RateDecision>;
}

export function createRateLimiter(options: { redis?: Redis; keyPrefix: string; log: Logger }): RateLimiter {
  // One limiter per distinct limit (plans and overrides are few); each keeps its own counters.
  const limiters = new Map<number, RateLimiterAbstract>();
  const limiterFor = (limit: number): RateLimiterAbstract => {
    let limiter = limiters.get(limit);
    if (!limiter) {
      const memory = new RateLimiterMemory({ points: limit, duration: WINDOW_SECONDS, keyPrefix: `${options.keyPrefix}rl:${limit}` });
      limiter = options.redis
        ? new RateLimiterRedis({
            storeClient: options.redis,
            points: limit,
            duration: WINDOW_SECONDS,
            keyPrefix: `${options.keyPrefix}rl:${limit}`,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      limiters.set(limit, limiter);
    }
    return limiter;
  };

  if (options.redis) {
    let degraded = false;
    const degrade = (error?: Error) => {
      if (!degraded) options.log.warn(error ? { err: error } : {}, "Redis unreachable: rate limits fall back to per-process limits");
      degraded = true;
    };
    options.redis.on("error", (error: Error) => degrade(error));
    // A lost connection is known at once ('reconnecting' follows it, not a deliberate quit), while
    // 'error' waits for the first failed reconnect; the fallback starts with the next request.
    options.redis.on("reconnecting", () => degrade());
    options.redis.on("ready", () => {
      if (degraded) options.log.info("Redis reachable again: rate limits are shared across processes");
      degraded = false;
    });
  }

  return {
    async consume(keyId, limit, points = 1) {
      const decide = (res: RateLimiterRes, allowed: boolean): RateDecision => ({
        allowed,
        limit,
        remaining: Math.max(0, res.remainingPoints),
        resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
      });
      try {
        return decide(await limiterFor(limit).consume(keyId, points), true);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return decide(rejection, false);
        // Only reachable without an insurance limiter; count the request as allowed but say so.
        options.log.error({ err: rejection }, "rate limiter failed");
        return { allowed: true, limit, remaining: 0, resetSeconds: WINDOW_SECONDS };
      }
    },
  };
}
