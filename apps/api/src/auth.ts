// Authentication and rate limiting of every API request, before its body is read: the key is
// resolved once here (procedures reuse it through the context) and charged against its limit.
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  AppError,
  findCallerByHash,
  hashApiKey,
  parseBearer,
  type Caller,
  type CallerCache,
  type ServiceDeps,
} from "@booking/core";
import { apiFamilyOf } from "./api-routes";
import type { RateLimiter } from "./rate-limit";

declare module "fastify" {
  interface FastifyRequest {
    /** undefined: not looked up (no or malformed key); null: no such key. */
    caller?: Caller | null;
  }
}

/**
 * The procedure calls a request runs: one, or for a native tRPC batch (`/trpc/a,b,c?batch=1`)
 * each call in it. Read from the decoded route parameter and query, exactly as tRPC reads them,
 * so `a%2Cb` counts two.
 */
function callsIn(request: FastifyRequest): number {
  if (apiFamilyOf(request) !== "trpc") return 1;
  // tRPC reads `batch` with URLSearchParams (the first of repeated parameters): so does this.
  if (new URL(request.url, "http://localhost").searchParams.get("batch") !== "1") return 1;
  const path = (request.params as { path?: string }).path ?? "";
  return Math.max(1, path.split(",").length);
}

export function registerAuthAndRateLimit(
  app: FastifyInstance,
  deps: ServiceDeps,
  limiter: RateLimiter,
  cache?: CallerCache,
) {
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
  });
}
