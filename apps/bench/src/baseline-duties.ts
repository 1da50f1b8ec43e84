// What the service promises on every read beside the answer itself, done by hand for the
// benchmark's "equivalent" baseline (BASELINE_DUTIES=1): a request id echoed in `X-Request-Id`, the
// security headers (`X-Content-Type-Options: nosniff`, `Cache-Control: no-store`), the key's rate
// limit shared through Redis with its `RateLimit-*` headers, a latency histogram by route and status,
// and the answer checked against its documented schema (a validator compiled once from the
// service's own OpenAPI document, formats included) before it is sent. The tightest honest way a
// hand-written route would keep those promises: the rate limit counts in memory and adds its counts
// to Redis in batches (as the service does), one hook per phase, no framework beyond Fastify.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { Redis } from "ioredis";
import { Histogram, Registry } from "prom-client";

const REQUEST_ID = /^[\w.-]{1,64}$/;
const WINDOW_MS = 60_000;
/** How often the counts admitted in memory are added to Redis. */
const FLUSH_MS = 50;

/** One key's fixed window: the count Redis last gave, and what this process admitted since. */
interface Window {
  startedAt: number;
  shared: number;
  pending: number;
}

/**
 * A per-key limit of `limit` requests a minute, shared through Redis: each request is admitted
 * while the last shared count plus this process's own stays under the limit, and the process's
 * counts go to Redis every FLUSH_MS (INCRBY, the window's expiry set with it).
 */
function sharedRateLimit(redis: Redis, prefix: string) {
  const windows = new Map<string, Window>();
  const timer = setInterval(() => {
    for (const [key, window] of windows) {
      if (window.pending === 0) continue;
      const points = window.pending;
      window.pending = 0;
      redis
        .multi()
        .incrby(`${prefix}${key}`, points)
        .pexpire(`${prefix}${key}`, WINDOW_MS, "NX")
        .exec()
        .then((answers) => {
          const count = Number(answers?.[0]?.[1]);
          if (Number.isFinite(count)) window.shared = count - window.pending;
        })
        .catch(() => (window.pending += points));
    }
  }, FLUSH_MS);
  timer.unref();
  return (key: string, limit: number, now: number) => {
    let window = windows.get(key);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      window = { startedAt: now, shared: 0, pending: 0 };
      windows.set(key, window);
    }
    const used = window.shared + window.pending;
    const allowed = used < limit;
    if (allowed) window.pending += 1;
    return {
      allowed,
      remaining: Math.max(0, limit - used - (allowed ? 1 : 0)),
      resetSeconds: Math.ceil((window.startedAt + WINDOW_MS - now) / 1000),
    };
  };
}

/** The 200 answer's schema of `method path` in the OpenAPI document, compiled. */
function answerValidator(document: OpenApiDocument, path: string): ValidateFunction {
  const schema = document.paths[path]?.get?.responses["200"]?.content["application/json"]?.schema;
  if (!schema) throw new Error(`the OpenAPI document has no 200 answer for GET ${path}`);
  const ajv = new Ajv2020({ strict: false, validateFormats: true });
  // ajv-formats' CommonJS default export, as ESM sees it.
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  return ajv.compile(schema);
}

interface OpenApiDocument {
  paths: Record<string, { get?: { responses: Record<string, { content: Record<string, { schema?: object }> }> } } | undefined>;
}

/**
 * Registers the duties on `app` for keys checked by `keyOf` (its digest, or null: the route answers
 * 401 itself). Returns the answer check of a documented path, which the routes call before sending.
 */
export function registerDuties(app: FastifyInstance, options: { redisUrl: string; prefix: string; openApiFile: string; limit: number }) {
  const redis = new Redis(options.redisUrl, { enableOfflineQueue: true, maxRetriesPerRequest: 1 });
  app.addHook("onClose", () => void redis.disconnect());
  const consume = sharedRateLimit(redis, options.prefix);
  const registry = new Registry();
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request latency by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const started = new WeakMap<FastifyRequest, number>();

  app.addHook("onRequest", (request, reply, done) => {
    started.set(request, performance.now());
    const incoming = request.headers["x-request-id"];
    void reply
      .header("x-request-id", typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID())
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "no-store");
    const key = request.headers.authorization ?? "";
    const decision = consume(key, options.limit, Date.now());
    void reply
      .header("RateLimit-Limit", options.limit)
      .header("RateLimit-Remaining", decision.remaining)
      .header("RateLimit-Reset", decision.resetSeconds);
    if (decision.allowed) return done();
    void reply
      .header("Retry-After", decision.resetSeconds)
      .code(429)
      .send({ success: false, error: { message: `Rate limit of ${options.limit} requests per minute exceeded`, code: "RATE_LIMITED" } });
  });
  app.addHook("onResponse", (request, reply, done) => {
    const since = started.get(request);
    if (since !== undefined) {
      latency.observe(
        { method: request.method, route: request.routeOptions.url ?? "unknown", status: String(reply.statusCode) },
        (performance.now() - since) / 1000,
      );
    }
    done();
  });

  const document = JSON.parse(readFileSync(options.openApiFile, "utf8")) as OpenApiDocument;
  const validators = new Map<string, ValidateFunction>();
  /** Sends `body` when it matches the documented answer of `path`, else a 500 (as the service would). */
  return (reply: FastifyReply, path: string, body: unknown) => {
    let validate = validators.get(path);
    if (!validate) {
      validate = answerValidator(document, path);
      validators.set(path, validate);
    }
    if (validate(body)) return body;
    return reply.code(500).send({ success: false, error: { message: "Internal error", code: "INTERNAL" } });
  };
}
