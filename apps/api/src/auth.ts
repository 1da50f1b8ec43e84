// Authentication and rate limiting of every API request, before its body is read: the key is
// resolved once here (procedures reuse it through the context) and charged against its limit.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, findCallerByHash, hashApiKey, parseBearer, type Caller, type CallerCache, type ServiceDeps } from "@booking/core";
import { apiFamilyOf, proceduresCalled } from "./api-routes";
import type { RateLimiter } from "./rate-limit";

declare module "fastify" {
  interface FastifyRequest {
    /** undefined: not looked up (no or malformed key); null: no such key. */
    caller?: Caller | null;
  }
}

/** The procedure calls a request runs: one, or for a native tRPC batch each call in it. */
const callsIn = (request: FastifyRequest): number => Math.max(1, proceduresCalled(request).length);

/**
 * Procedures with a limit of their own per provider, on top of the key's: each test of a webhook
 * makes this server connect to an address of the caller's choosing.
 */
const PROVIDER_LIMITS: Record<string, { perMinute: (deps: ServiceDeps) => number; what: string }> = {
  "user.webhooks.test": { perMinute: (deps) => deps.webhooks.testsPerMinute, what: "webhook tests" },
};

export function registerAuthAndRateLimit(app: FastifyInstance, deps: ServiceDeps, limiter: RateLimiter, cache?: CallerCache) {
  app.addHook("onRequest", async (request, reply) => {
    if (!apiFamilyOf(request)) return;
    const key = parseBearer(request.headers.authorization);
    if (!key) return; // the procedure answers 401
    const hash = hashApiKey(key);
    let caller = cache?.get(hash) ?? null;
    if (!caller) {
      caller = await findCallerByHash(deps.db, hash);
      if (caller) cache?.set(hash, caller);
    }
    request.caller = caller;
    if (!caller) return;
    const decision = await limiter.consume(caller.keyId, caller.rateLimit, callsIn(request));
    void reply
      .header("RateLimit-Limit", decision.limit)
      .header("RateLimit-Remaining", decision.remaining)
      .header("RateLimit-Reset", decision.resetSeconds);
    if (!decision.allowed) {
      void reply.header("Retry-After", decision.resetSeconds);
      throw new AppError(
        "RATE_LIMITED",
        `Rate limit of ${decision.limit} requests per minute exceeded; retry in ${decision.resetSeconds} s`,
      );
    }
    // Customer keys are refused by these procedures anyway: they must not use up a provider's allowance.
    if (caller.audience !== "provider") return;
    const calls = new Map<string, number>();
    for (const name of proceduresCalled(request)) if (PROVIDER_LIMITS[name]) calls.set(name, (calls.get(name) ?? 0) + 1);
    for (const [name, count] of calls) {
      const { perMinute, what } = PROVIDER_LIMITS[name]!;
      const limit = perMinute(deps);
      const own = await limiter.consume(`${name}:${caller.providerId}`, limit, count);
      if (!own.allowed) {
        void reply.header("Retry-After", own.resetSeconds);
        throw new AppError("RATE_LIMITED", `At most ${limit} ${what} per minute per provider; retry in ${own.resetSeconds} s`);
      }
    }
  });
}
