// Authentication and rate limiting of every API request, before its body is read: the key is
// resolved once here (procedures reuse it through the context) and charged against its limit.
import type { FastifyInstance } from "fastify";
import {
  AppError,
  findCallerByHash,
  hashApiKey,
  parseBearer,
  type Caller,
  type CallerCache,
  type ServiceDeps,
} from "@booking/core";
import type { RateLimiter } from "./rate-limit";

declare module "fastify" {
  interface FastifyRequest {
    /** undefined: not looked up (no or malformed key); null: no such key. */
    caller?: Caller | null;
  }
}

/** Native tRPC batches several calls into one request (`/trpc/a,b,c`); each counts. */
function callsIn(url: string): number {
  const path = url.split("?")[0]!.slice("/trpc/".length);
  return Math.max(1, path.split(",").length);
}

export function registerAuthAndRateLimit(
  app: FastifyInstance,
  deps: ServiceDeps,
  limiter: RateLimiter,
  isApiPath: (url: string) => boolean,
  cache?: CallerCache,
) {
  app.addHook("onRequest", async (request, reply) => {
    if (!isApiPath(request.url)) return;
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
    const points = request.url.startsWith("/trpc/") ? callsIn(request.url) : 1;
    const decision = await limiter.consume(caller.keyId, caller.rateLimit, points);
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
  });
}
