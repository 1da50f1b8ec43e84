// Browsers calling the API from a salon's own site with its public key (pk_). Only public keys get
// CORS: a request carrying one, from an origin listed on that key, is answered with
// Access-Control-Allow-Origin set to that origin. A preflight (OPTIONS) carries no key, so it
// answers 204 with the allowed methods and headers for any origin some unrevoked public key lists;
// other origins get a 204 without CORS headers, and the browser stops there. No cookies are used,
// so credentials are never allowed.
import type { FastifyReply, FastifyRequest } from "fastify";
import { originAllowed, originHasPublicKey, parseOrigin, type Caller, type ServiceDeps } from "@booking/core";

const ALLOWED_HEADERS = "Authorization, Content-Type, Idempotency-Key";
/** Headers a page may read from an answer: its rate-limit state and the request id to quote. */
const EXPOSED_HEADERS = "RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, X-Request-Id";
/** How long a browser may reuse a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = 600;
/** How long this process remembers whether an origin belongs to some public key (ms). */
const ORIGIN_CACHE_MS = 30_000;
const ORIGIN_CACHE_MAX = 10_000;

const originOf = (request: FastifyRequest) => {
  const header = request.headers.origin;
  return typeof header === "string" ? header : undefined;
};

/** On an API request made with a public key: the CORS headers when its Origin is one of the key's. */
export function allowPublicKeyOrigin(request: FastifyRequest, reply: FastifyReply, caller: Caller): void {
  if (caller.audience !== "public") return;
  const origin = originOf(request);
  void reply.header("vary", "Origin");
  if (!origin || !originAllowed(caller.origins, origin)) return;
  void reply.header("access-control-allow-origin", origin).header("access-control-expose-headers", EXPOSED_HEADERS);
}

/** Answers preflights of API paths (methods: those the path answers). */
export function preflightResponder(deps: Pick<ServiceDeps, "db">) {
  const known = new Map<string, { allowed: boolean; until: number }>();
  const originKnown = async (origin: string) => {
    const parsed = parseOrigin(origin);
    if (!("origin" in parsed)) return false;
    const cached = known.get(parsed.origin);
    if (cached && cached.until > Date.now()) return cached.allowed;
    const allowed = await originHasPublicKey(deps.db, parsed.origin);
    if (known.size >= ORIGIN_CACHE_MAX) known.clear();
    known.set(parsed.origin, { allowed, until: Date.now() + ORIGIN_CACHE_MS });
    return allowed;
  };
  return async (request: FastifyRequest, reply: FastifyReply, methods: string[]) => {
    const origin = originOf(request);
    void reply.header("vary", "Origin, Access-Control-Request-Method, Access-Control-Request-Headers");
    if (origin && (await originKnown(origin))) {
      void reply
        .header("access-control-allow-origin", origin)
        .header("access-control-allow-methods", [...methods, "OPTIONS"].join(", "))
        .header("access-control-allow-headers", ALLOWED_HEADERS)
        .header("access-control-max-age", PREFLIGHT_MAX_AGE);
    }
    return reply.code(204).send();
  };
}
