// The HTTP server, wired as named steps: the server and its limits (server.ts), the hooks every
// request passes (answer headers, bodies, preflights), the limits and keys (auth.ts, rate-limit.ts,
// idempotency.ts), compression, read replicas, operations (metrics, the queue dashboard), the error
// answers (http-errors.ts), and the surfaces: the console's sign-in, the health probes, native tRPC
// at /trpc, the documented /v1 and /api/rpc paths with their OpenAPI documents and /docs, and the
// pages. Transport only: no business rules here.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Logger as PinoLogger } from "pino";
import type { Database, Kysely, ReadReplicaSet } from "@booking/db";
import { appRouter, createContextFactory, describeError, type CallerCache, type ServiceDeps } from "@booking/core";
import type { RedisClient } from "@booking/jobs";
import type { Registry } from "prom-client";
import { apiFamilyOf, trackRoutes, TRPC_PREFIX, trpcQueryOf } from "./api-routes";
import { registerApiDocuments } from "./api-documents";
import { registerCompression, type AnswerBytes } from "./compression";
import { callerOfKey, DEFAULT_ADDRESS_LIMITS, registerAuthAndRateLimit, type AddressLimits } from "./auth";
import { UnknownKeys } from "./unknown-keys";
import { preflightResponder } from "./cors";
import { registerCalendarFile } from "./calendar-file";
import { registerPaymentWebhook } from "./payment-webhook";
import { registerBodyTypeCheck } from "./body-types";
import { registerDocumentedRoutes } from "./documented-routes";
import { registerIdempotency } from "./idempotency";
import { assertJsonBounded, registerJsonBodyParser } from "./json-body";
import { registerMetrics, trpcServedCounter } from "./metrics";
import { createReadRouting, registerReadYourWrites } from "./read-replicas";
import { registerQueueDashboard, type QueueDashboardOptions } from "./queue-dashboard";
import { createRateLimiter, type RateLimiter } from "./rate-limit";
import { registerWebPage } from "./web-page";
import { registerConsoleSession } from "./console-session";
import { registerTrpcEndpoint } from "./trpc-endpoint";
import { registerDrain } from "./shutdown";
import { registerHealthProbes } from "./health";
import { API_ANSWER_HEADERS, briefly, registerErrorAnswers, tagSocketWithFamily } from "./http-errors";
import { createServer, MAX_PARAM_LENGTH, type ConnectionLimits, type TrustedProxies } from "./server";

export type { ConnectionLimits } from "./server";
export { COMPRESS_SYNC_MAX_BYTES } from "./compression";

/** Most calls one native tRPC batch may carry. */
export const MAX_TRPC_BATCH = 50;
declare module "fastify" {
  interface FastifyInstance {
    /** The app's Prometheus registry, served apart from the public port (metrics.ts). */
    metricsRegistry: Registry;
  }
}

export interface AppOptions {
  deps: ServiceDeps;
  logger: PinoLogger;
  /** Shared rate-limit counters; without it each process counts on its own. */
  redis?: RedisClient;
  /** Prefix of this deployment's Redis keys (tests use one per file). */
  redisKeyPrefix?: string;
  /** The queue dashboard at /admin/queues; off without an admin token. */
  queueDashboard?: QueueDashboardOptions;
  /** Process metrics (CPU, memory) on /metrics; off in tests. */
  processMetrics?: boolean;
  /** Resolved API keys reused between requests; without it every request looks its key up. */
  callerCache?: CallerCache;
  /** How long clients may take to send a request, and how long connections live (defaults: server.ts). */
  connections?: Partial<ConnectionLimits>;
  /** Serve plain native tRPC calls without tRPC's Fetch API adapter (default true; see trpc-endpoint.ts). */
  trpcFastPath?: boolean;
  /** Per-address limits of public keys and manage links (each defaults to DEFAULT_ADDRESS_LIMITS'). */
  addressLimits?: Partial<AddressLimits>;
  /**
   * Proxies whose X-Forwarded-For tells the client's address (public keys are limited per
   * address): a hop count or proxy addresses/CIDRs; default none (the socket's address).
   */
  trustProxy?: TrustedProxies;
  /** Read replicas for the lag-tolerant procedures (read-your-writes through `redis`); else all reads go to `deps.db`. */
  readReplicas?: ReadReplicaSet;
  /** DATABASE_POOL_SIZE: a native tRPC batch runs at most a quarter of it at once (default 10). */
  databasePoolSize?: number;
  /**
   * The database /readyz asks (`SELECT 1`): a connection of its own, so that a pool busy with
   * requests is not taken for a database that is down. Default `deps.db`.
   */
  readinessDb?: Kysely<Database>;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { deps } = options;
  const app = createServer(options);
  const routes = trackRoutes(app, { maxParamLength: MAX_PARAM_LENGTH });
  registerAnswerHooks(app);
  registerBodies(app);
  const preflight = preflightResponder(deps);
  registerTrpcPreflights(app, preflight);
  const { rateLimiter, unknownKeys, addressLimits } = registerLimitsAndKeys(app, options);
  const answerBytes = await registerCompression(app);
  const readRouting = registerReadRouting(app, options);
  const metricsRegistry = await registerOperations(app, options, rateLimiter, readRouting);
  registerErrorAnswers(app, routes, preflight);

  const createContext = createContextFactory(deps, { readReplicas: readRouting });
  const contextOf = (request: FastifyRequest) => createContext(request, request.idempotent?.db);
  registerConsoleSession(app, deps, rateLimiter, unknownKeys);
  registerHealthProbes(app, { db: options.readinessDb ?? deps.db, redisShared: () => rateLimiter.shared() });
  await registerNativeTrpc(app, options, contextOf, trpcServedCounter(metricsRegistry), answerBytes);
  const operations = registerDocumentedRoutes(app, appRouter, contextOf);
  registerCalendarFile(app, deps);
  await registerPaymentWebhook(app, deps, { limiter: rateLimiter, addressLimits, metrics: metricsRegistry });
  await registerApiDocuments(app, operations);
  // apps/web's booking page at /book/, framed only by its public key's sites; the console at /console/, never framed.
  await registerWebPage(app, {
    takesStripe: () => deps.payments?.browser?.provider === "stripe",
    framingOrigins: async (publicKey, request) => {
      const caller = await callerOfKey(deps, publicKey, { cache: options.callerCache, unknownKeys }, request);
      return caller?.audience === "public" ? caller.origins : [];
    },
  });
  return app;
}

/**
 * The request id and the headers of every answer. These hooks take a callback rather than return a
 * promise: they have nothing to wait for, and a promise per hook and request is measurable under load.
 */
function registerAnswerHooks(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    void reply.header("x-request-id", request.id);
    // A request whose body then never arrives is answered 408 by clientErrorHandler, which sees
    // only the socket: this tells it which family's error body to answer.
    tagSocketWithFamily(request);
    done();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    // Static assets (the booking page, /docs) set their own caching.
    void reply.header("x-content-type-options", API_ANSWER_HEADERS["x-content-type-options"]);
    if (!reply.hasHeader("cache-control")) void reply.header("cache-control", API_ANSWER_HEADERS["cache-control"]);
    // Native tRPC answers with a fetch Response whose status Fastify applies after this hook.
    const status = payload instanceof Response ? payload.status : reply.statusCode;
    if (status === 401 && !reply.hasHeader("www-authenticate")) void reply.header("www-authenticate", "Bearer");
    done(null, payload);
  });
  registerDrain(app);
}

/**
 * Bodies: anything but JSON refused from the headers, before it is read (body-types.ts); JSON valid
 * UTF-8 with bounded nesting and members, then Fastify's parser (json-body.ts). Native tRPC parses
 * its own input (the body text, or `?input=` of a query), so the same bounds are applied to both
 * before it does.
 */
function registerBodies(app: FastifyInstance) {
  registerBodyTypeCheck(app);
  registerJsonBodyParser(app);
  app.addHook("preValidation", (request, _reply, done) => {
    if (apiFamilyOf(request) !== "trpc") return done();
    try {
      const { input } = trpcQueryOf(request);
      if (input !== null) assertJsonBounded(input);
      if (typeof request.body === "string") assertJsonBounded(request.body);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

/**
 * Browsers' preflights of native tRPC (CORS for public keys, cors.ts): its route takes every
 * method, so they are answered here; the documented paths have no OPTIONS route (the not-found
 * handler answers them).
 */
function registerTrpcPreflights(app: FastifyInstance, preflight: ReturnType<typeof preflightResponder>) {
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "OPTIONS" || apiFamilyOf(request) !== "trpc") return done();
    // The preflight is answered here: the hook chain ends without done().
    preflight(request, reply, ["GET", "POST"]).catch((error: Error) => done(error));
  });
}

/** The key of every request resolved and charged (auth.ts, shared through Redis), and Idempotency-Key. */
function registerLimitsAndKeys(app: FastifyInstance, options: AppOptions) {
  const { deps } = options;
  const rateLimiter = createRateLimiter({ redis: options.redis, keyPrefix: options.redisKeyPrefix ?? "booking:", log: deps.log });
  app.addHook("onClose", async () => rateLimiter.close());
  const addressLimits: AddressLimits = Object.assign({}, DEFAULT_ADDRESS_LIMITS, options.addressLimits);
  const unknownKeys = new UnknownKeys(rateLimiter, addressLimits.unknownKeysPerAddress);
  registerAuthAndRateLimit(app, deps, rateLimiter, { cache: options.callerCache, unknownKeys }, addressLimits);
  registerIdempotency(app, deps);
  return { rateLimiter, unknownKeys, addressLimits };
}

/** Lag-tolerant reads on replicas, with read-your-writes (after the idempotency hooks: a write's position is taken once its work has committed). */
function registerReadRouting(app: FastifyInstance, options: AppOptions) {
  if (!options.readReplicas) return undefined;
  const routing = createReadRouting({
    replicas: options.readReplicas,
    redis: options.redis,
    keyPrefix: options.redisKeyPrefix ?? "booking:",
    log: options.deps.log,
  });
  registerReadYourWrites(app, routing);
  app.addHook("onClose", async () => routing.close());
  return routing;
}

/** Prometheus metrics (served on their own port, see metrics.ts) and the queue dashboard at /admin/queues. */
async function registerOperations(
  app: FastifyInstance,
  options: AppOptions,
  rateLimiter: RateLimiter,
  readRouting: ReturnType<typeof registerReadRouting>,
) {
  const dashboardQueues = await registerQueueDashboard(app, options.queueDashboard, options.deps.log);
  const metricsRegistry = registerMetrics(app, options.deps, rateLimiter, {
    defaultMetrics: options.processMetrics,
    queues: dashboardQueues ? () => dashboardQueues : undefined,
    readRouting,
  });
  app.decorate("metricsRegistry", metricsRegistry);
  return metricsRegistry;
}

/** Native tRPC for TypeScript clients (batching on): plain calls served directly, the rest by tRPC's adapter. */
async function registerNativeTrpc(
  app: FastifyInstance,
  options: AppOptions,
  contextOf: (request: FastifyRequest) => ReturnType<ReturnType<typeof createContextFactory>>,
  onServed: ReturnType<typeof trpcServedCounter>,
  answerBytes: AnswerBytes,
) {
  await registerTrpcEndpoint(app, {
    prefix: TRPC_PREFIX,
    fastPath: options.trpcFastPath,
    answerBytes,
    poolSize: options.databasePoolSize,
    onServed,
    trpcOptions: {
      router: appRouter,
      // Each call of a batch is charged against the key's rate limit; a batch is bounded too.
      maxBatchSize: MAX_TRPC_BATCH,
      createContext: ({ req }) => contextOf(req),
      // A 429 a procedure decided says when to try again (the direct path reads it from the answers).
      responseMeta: ({ errors }) => {
        const seconds = errors.map((error) => describeError(error).retryAfterSeconds ?? 0);
        const longest = Math.max(0, ...seconds);
        return longest > 0 ? { headers: { "retry-after": String(longest) } } : {};
      },
      onError: ({ error, path }) => {
        const status = describeError(error).status;
        if (status === 503) app.log.warn({ cause: briefly(error), path }, "tRPC procedure failed: database unavailable");
        else if (status >= 500) app.log.error({ err: error, path }, "tRPC procedure failed");
      },
    },
  });
}
