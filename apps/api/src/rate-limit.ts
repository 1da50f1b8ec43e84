// Per-API-key rate limits shared by every API process through Redis: 100 requests a minute on the
// default plan, 1000 on enterprise, or the key's own override; a fixed window of a minute that
// starts with a key's first request. Other counters (per client address, per hour) name their own
// window length.
//
// Counting without a Redis round trip on every request: each process admits a key's requests on
// its own while they stay within its allowance — 1 % of the limit (none below 100 a minute) —
// and adds what it admitted to the shared counter in Redis every FLUSH_MS, learning the other
// processes' counts from the answer. A request past the allowance, or near the limit, is counted
// in Redis at once and decided by the shared count; once the shared count has reached the limit, a
// process refuses the key's requests without asking until the window ends. So a window admits at
// most the limit plus, for each additional API process, its allowance (1 % of the limit per
// process); low limits are exact.
// (No rate-limiting library counts in batches like this; the one used before asked Redis every time.)
//
// When Redis refuses, drops or stops answering (every command has a timeout), each process counts
// on its own at once, says so in the log and in /readyz, and keeps probing Redis. Never failing
// open, never answering 500, never waiting on a frozen Redis. What a process counted on its own is
// added to the shared counters when Redis answers again, so an outage does not hand a key a second
// budget for the same minute.
import type { RedisClient } from "@booking/jobs";
import type { Logger } from "@booking/core";

export const WINDOW_SECONDS = 60;
/** How often a process adds what it admitted on its own to the shared counters. */
export const FLUSH_MS = 50;
/** How often a degraded process asks Redis whether it answers again. */
const PROBE_MS = 1_000;
/** Keys whose window is over are forgotten once this many are held. */
const MAX_KEYS = 50_000;

/** Points a process may admit for a key between two flushes without asking Redis: 1 % of the limit. */
export const localAllowance = (limit: number) => Math.floor(limit / 100);

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

export interface RateLimiter {
  /** Counts `points` against `keyId`'s window of `windowSeconds` (default a minute) and decides by `limit`. */
  consume(keyId: string, limit: number, points?: number, windowSeconds?: number): Promise<RateDecision>;
  /** False while limits are counted per process because Redis does not answer. */
  shared(): boolean;
  close(): void;
}

/** One key's window as this process knows it. */
interface Window {
  limit: number;
  /** The shared count when Redis last answered for this key (every process's requests). */
  shared: number;
  /** Points this process admitted since, not yet sent to the shared counter. */
  pending: number;
  /** Points sent to the shared counter whose answer has not come yet. */
  sending: number;
  /** A request's count in Redis under way, which the others wait for rather than ask too. */
  asking?: Promise<void>;
  /** When the window ends (ms). */
  endsAt: number;
  /** The window's length (ms). */
  lengthMs: number;
}

// Adds points to a key's counter and answers its count and the window's remaining time; the first
// points of a window start its expiry.
const COUNT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}`;

type CountingRedis = RedisClient & { rateLimitCount(key: string, points: number, windowMs: number): Promise<[number, number]> };

export function createRateLimiter(options: { redis?: RedisClient; keyPrefix: string; log: Logger }): RateLimiter {
  const { log } = options;
  const redis = options.redis as CountingRedis | undefined;
  redis?.defineCommand("rateLimitCount", { numberOfKeys: 1, lua: COUNT_SCRIPT });
  const windows = new Map<string, Window>();
  let degraded = false;
  let probe: NodeJS.Timeout | undefined;
  let flushTimer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;

  const windowOf = (key: string, limit: number, lengthMs: number, now: number): Window => {
    let window = windows.get(key);
    if (!window) {
      if (windows.size >= MAX_KEYS) forgetEnded(now);
      window = { limit, shared: 0, pending: 0, sending: 0, endsAt: now + lengthMs, lengthMs };
      windows.set(key, window);
    } else if (now >= window.endsAt) {
      // The window is over: so is its shared counter in Redis, and what was not yet added to it.
      window.shared = 0;
      window.pending = 0;
      window.endsAt = now + lengthMs;
    }
    return window;
  };

  const forgetEnded = (now: number) => {
    for (const [key, window] of windows) if (now >= window.endsAt) windows.delete(key);
  };

  const degrade = (error?: unknown) => {
    // Only Redis's failures degrade the limiter: without Redis it counts per process from the start.
    if (!redis) throw new Error("rate limiter: degraded without a Redis client configured");
    if (!degraded) log.warn(error ? { err: error } : {}, "Redis unreachable: rate limits fall back to per-process limits");
    degraded = true;
    // A frozen Redis keeps its connection 'ready': only a command that answers shows it is back.
    probe ??= setInterval(() => {
      redis.ping().then(recover, () => {});
    }, PROBE_MS);
    probe.unref();
  };

  /** Sends a window's pending points to the shared counter and learns the count; on failure they stay pending. */
  const count = async (key: string, window: Window) => {
    // Only called once Redis is known to be configured (consume, and flushes of what it left pending).
    if (!redis) throw new Error("rate limiter: a shared count without a Redis client configured");
    const points = window.pending;
    window.pending = 0;
    window.sending += points;
    try {
      const [shared, ttl] = await redis.rateLimitCount(key, points, window.lengthMs);
      window.shared = Number(shared);
      window.endsAt = Date.now() + Number(ttl);
    } catch (error) {
      window.pending += points;
      throw error;
    } finally {
      window.sending -= points;
    }
  };

  /** Adds every key's pending points to the shared counters (what was counted during an outage too). */
  const flush = () =>
    (flushing ??= (async () => {
      try {
        const now = Date.now();
        const sends: Promise<void>[] = [];
        for (const [key, window] of windows) {
          if (window.pending > 0 && now < window.endsAt) sends.push(count(key, window));
        }
        await Promise.all(sends);
        if (windows.size > MAX_KEYS / 2) forgetEnded(now);
      } finally {
        flushing = undefined;
      }
      // Points admitted while this flush was under way go with the next one.
      for (const window of windows.values()) {
        if (window.pending > 0) {
          scheduleFlush();
          break;
        }
      }
    })());

  const scheduleFlush = () => {
    flushTimer ??= setTimeout(() => {
      flushTimer = undefined;
      if (degraded) return;
      flush().catch((error: unknown) => degrade(error));
    }, FLUSH_MS);
    flushTimer.unref();
  };

  const recover = async () => {
    try {
      await flush();
      if (probe) clearInterval(probe);
      probe = undefined;
      if (degraded) log.info("Redis reachable again: rate limits are shared across processes");
      degraded = false;
    } catch {
      // Still not answering; the probe tries again.
    }
  };

  if (redis) {
    redis.on("error", (error: Error) => degrade(error));
    // A lost connection is known at once ('reconnecting' follows it, not a deliberate quit), while
    // 'error' waits for the first failed reconnect; the fallback starts with the next request.
    redis.on("reconnecting", () => degrade());
    redis.on("ready", () => {
      if (degraded) void recover();
    });
  }

  const decide = (window: Window, allowed: boolean, now: number): RateDecision => ({
    allowed,
    limit: window.limit,
    remaining: Math.max(0, window.limit - window.shared - window.sending - window.pending),
    resetSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)),
  });

  return {
    async consume(keyId, limit, points = 1, windowSeconds = WINDOW_SECONDS) {
      const span = windowSeconds === WINDOW_SECONDS ? "" : `/${windowSeconds}s`;
      const key = `${options.keyPrefix}rl:${limit}${span}:${keyId}`;
      for (;;) {
        const now = Date.now();
        const window = windowOf(key, limit, windowSeconds * 1000, now);
        // Everything this process knows of: the shared count, and its own points not in it yet.
        const unshared = window.sending + window.pending;
        const known = window.shared + unshared + points;
        if (!redis || degraded) {
          // Counted here alone; kept pending so that it reaches the shared counter when Redis is back.
          window.pending += points;
          return decide(window, known <= limit, now);
        }
        // The shared count only grows within a window: once it has reached the limit, refuse here.
        if (window.shared >= limit) return decide(window, false, now);
        if (unshared + points <= localAllowance(limit) && known <= limit) {
          window.pending += points;
          scheduleFlush();
          return decide(window, true, now);
        }
        // Another request of this process is asking Redis already: its answer decides this one too.
        if (window.asking) {
          await window.asking.catch(() => {});
          continue;
        }
        // Past this process's allowance, or near the limit: count in Redis now, with what is pending.
        window.pending += points;
        window.asking = count(key, window).finally(() => (window.asking = undefined));
        try {
          await window.asking;
          return decide(window, window.shared <= limit, Date.now());
        } catch (error) {
          // Refused, dropped or timed out: this request and the next ones are counted here.
          degrade(error);
          return decide(window, known <= limit, now);
        }
      }
    },
    shared: () => !redis || !degraded,
    close() {
      if (probe) clearInterval(probe);
      if (flushTimer) clearTimeout(flushTimer);
      probe = undefined;
      flushTimer = undefined;
    },
  };
}
