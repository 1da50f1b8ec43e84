// The HTTP server, wired: one router served three ways (native tRPC at /trpc, the documented /v1
// and /api/rpc paths), the OpenAPI documents and their reference page, the request hooks, the
// health probes (health.ts), JSON bodies (json-body.ts) and the error body for everything a
// client can send (http-errors.ts). Transport only: no business rules here.
import { randomUUID } from "node:crypto";
import { constants as zlibConstants } from "node:zlib";
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import fastifyCompress from "@fastify/compress";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { Logger as PinoLogger } from "pino";
import type { Database, Kysely, ReadReplicaSet } from "@booking/db";
import {
  appRouter,
  createContextFactory,
  describeError,
  errorBody,
  type CallerCache,
  type ErrorDescription,
  type ServiceDeps,
} from "@booking/core";
import { buildOpenApiDocument, FAMILY_PREFIX, OPENAPI_VERSION } from "@booking/openapi";
import type { RedisClient } from "@booking/jobs";
import type { Registry } from "prom-client";
import { apiFamilyOf, errorFamilyOf, redactedPath, trackRoutes, TRPC_PREFIX, trpcQueryOf } from "./api-routes";
import { callerOfKey, DEFAULT_ADDRESS_LIMITS, registerAuthAndRateLimit, type AddressLimits } from "./auth";
import { UnknownKeys } from "./unknown-keys";
import { preflightResponder } from "./cors";
import { registerCalendarFile } from "./calendar-file";
import { registerBodyTypeCheck } from "./body-types";
import { registerDocumentedRoutes } from "./documented-routes";
import { registerIdempotency } from "./idempotency";
import { assertJsonBounded, registerJsonBodyParser } from "./json-body";
import { registerMetrics, trpcServedCounter } from "./metrics";
import { createReadRouting, registerReadYourWrites } from "./read-replicas";
import { registerQueueDashboard, type QueueDashboardOptions } from "./queue-dashboard";
import { createRateLimiter } from "./rate-limit";
import { registerWebPage } from "./web-page";
import { lazyRequestLogger } from "./request-logger";
import { registerConsoleSession } from "./console-session";
import { registerTrpcEndpoint } from "./trpc-endpoint";
import { registerDrain } from "./shutdown";
import { registerHealthProbes } from "./health";
import { API_ANSWER_HEADERS, briefly, clientErrorHandler, describeFastifyError, tagSocketWithFamily } from "./http-errors";

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Answers larger than this are compressed when the client accepts br or gzip. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Answers up to this size are compressed in one call on the event loop (about 0.1 ms for a 16 KB
 * month of availability, under a millisecond at 64 KB with br at quality 4), larger ones through a
 * stream on libuv's threadpool. The plugin's default for two cores (8 KB) sent a month of
 * availability through the stream, whose setup and hand-offs cost more than the compression:
 * 0.7 ms a request.
 */
export const COMPRESS_SYNC_MAX_BYTES = 64 * 1024;
/** Most calls one native tRPC batch may carry. */
export const MAX_TRPC_BATCH = 50;
/** Longest path parameter: a native tRPC batch names every call in one (/trpc/a,b,c,…). */
const MAX_PARAM_LENGTH = 4_000;
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
  /** How long clients may take to send a request, and how long connections live (defaults: see below). */
  connections?: Partial<ConnectionLimits>;
  /** Serve plain native tRPC calls without tRPC's Fetch API adapter (default true; see trpc-endpoint.ts). */
  trpcFastPath?: boolean;
  /** Per-address limits of public keys and manage links (each defaults to DEFAULT_ADDRESS_LIMITS'). */
  addressLimits?: Partial<AddressLimits>;
  /**
   * Proxies whose X-Forwarded-For tells the client's address (public keys are limited per
   * address): a hop count or proxy addresses/CIDRs; default none (the socket's address).
   */
  trustProxy?: number | string[];
  /**
   * Read replicas (DATABASE_READ_URLS) for the lag-tolerant procedures, with read-your-writes
   * through `redis`; without them every read goes to `deps.db`.
   */
  readReplicas?: ReadReplicaSet;
  /**
   * The database /readyz asks (`SELECT 1`): a connection of its own, so that a pool busy with
   * requests is not taken for a database that is down. Default `deps.db`.
   */
  readinessDb?: Kysely<Database>;
}

/** Fastify's trust setting: a hop count as a function of the hop (its types take no plain number). */
function trustedProxies(setting: AppOptions["trustProxy"]) {
  if (setting === undefined || setting === 0) return false;
  if (typeof setting === "number") return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** Limits on slow or idle clients, so none can hold a connection for ever. */
export interface ConnectionLimits {
  /** Request line and headers must arrive within this (ms), else 408. */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (ms), else 408. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this (ms). */
  keepAliveTimeoutMs: number;
  /** A kept-alive connection is closed after this many requests (0: no limit). */
  maxRequestsPerConnection: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxRequestsPerConnection: 1_000,
};

const REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * /docs: Swagger UI's own files and the two documents (same origin), framed by no one. Its script
 * sets one inline style, allowed by its hash alone (tests/e2e/web/docs.test.ts fails on any refusal).
 */
const DOCS_CONTENT_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-hashes' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='; " +
  "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'; " +
  "frame-ancestors 'none'";

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { deps, logger, redis, redisKeyPrefix = "booking:", callerCache } = options;
  const limits = Object.assign({}, DEFAULT_CONNECTION_LIMITS, options.connections);
  const app = Fastify({
    // The app's type stays FastifyInstance with the base logger, which the hooks' modules take.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    loggerInstance: logger as FastifyBaseLogger,
    // request.log is made on a request's first log line at a level that is on (request-logger.ts).
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustedProxies(options.trustProxy),
    // Fastify's default of 100 characters would refuse native tRPC batches of half a dozen calls.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Slow or idle clients: Node answers 408 (through clientErrorHandler) to a request that has not
    // arrived in time, and checks every half second rather than its default 30 s.
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerConnection,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: 500 },
    // Requests on connections still open while the server closes are served, not refused (shutdown.ts).
    return503OnClosing: false,
    clientErrorHandler,
    forceCloseConnections: "idle",
    // Errors the router raises before any hook runs (bad percent-encoding, over-long path
    // parameters) get the documented error body too, not Fastify's own.
    frameworkErrors: (error, request, reply) => {
      const described = describeFastifyError(error) ?? describeError(error);
      void (reply as FastifyReply)
        .header("x-request-id", request.id)
        .headers(API_ANSWER_HEADERS)
        .code(described.status)
        .send(errorBody(described, errorFamilyOf(request)));
    },
  });
  const routes = trackRoutes(app, { maxParamLength: MAX_PARAM_LENGTH });

  // The hooks every request passes through take a callback rather than return a promise: they
  // have nothing to wait for, and a promise per hook and request is measurable under load.
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
  // Bodies that are not JSON are refused from their headers, before anything reads them (body-types.ts).
  registerBodyTypeCheck(app);

  // JSON bodies: valid UTF-8, bounded nesting and members, then Fastify's parser (json-body.ts).
  // Native tRPC parses its own input (the body text, or `?input=` of a query), so the same bounds
  // are applied to both before it does.
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
  // Browsers' preflights (CORS for public keys, cors.ts): documented paths have no OPTIONS route
  // (the not-found handler answers them); native tRPC's route takes every method, so here.
  const preflight = preflightResponder(deps);
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "OPTIONS" || apiFamilyOf(request) !== "trpc") return done();
    // The preflight is answered here: the hook chain ends without done().
    preflight(request, reply, ["GET", "POST"]).catch((error: Error) => done(error));
  });
  const rateLimiter = createRateLimiter({ redis, keyPrefix: redisKeyPrefix, log: deps.log });
  app.addHook("onClose", async () => rateLimiter.close());
  const addressLimits: AddressLimits = Object.assign({}, DEFAULT_ADDRESS_LIMITS, options.addressLimits);
  const unknownKeys = new UnknownKeys(rateLimiter, addressLimits.unknownKeysPerAddress);
  registerAuthAndRateLimit(app, deps, rateLimiter, { cache: callerCache, unknownKeys }, addressLimits);
  registerIdempotency(app, deps);
  // JSON answers over 1 KB and the pages' assets, compressed for clients that accept it. Registered
  // after the idempotency hooks: an Idempotency-Key records the answer as text, before compression.
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: COMPRESS_SYNC_MAX_BYTES,
    encodings: ["br", "gzip"],
    // Brotli's default quality (11) costs milliseconds per answer; 4 keeps most of the gain.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // After the idempotency hooks: a write's position is taken once its work has committed.
  const readRouting =
    options.readReplicas && createReadRouting({ replicas: options.readReplicas, redis, keyPrefix: redisKeyPrefix, log: deps.log });
  if (readRouting) {
    registerReadYourWrites(app, readRouting);
    app.addHook("onClose", async () => readRouting.close());
  }

  // Operations: Prometheus metrics (served on their own port, see metrics.ts) and the queue
  // dashboard at /admin/queues.
  const dashboardQueues = await registerQueueDashboard(app, options.queueDashboard, deps.log);
  const metricsRegistry = registerMetrics(app, deps, rateLimiter, {
    defaultMetrics: options.processMetrics,
    queues: dashboardQueues ? () => dashboardQueues : undefined,
    readRouting,
  });
  app.decorate("metricsRegistry", metricsRegistry);
  const trpcServed = trpcServedCounter(metricsRegistry);

  const createContext = createContextFactory(deps, { readReplicas: readRouting });
  const contextOf = (request: FastifyRequest) => createContext(request, request.idempotent?.db);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const described = describeFastifyError(error) ?? describeError(error);
    if (described.status === 503) request.log.warn({ cause: briefly(error) }, described.message);
    else if (described.status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: described.code, status: described.status }, described.message);
    if (described.retryAfterSeconds !== undefined) void reply.header("Retry-After", described.retryAfterSeconds);
    return reply.code(described.status).send(errorBody(described, errorFamilyOf(request)));
  });

  app.setNotFoundHandler(async (request, reply) => {
    // A path that exists with other methods answers 405 and says which.
    const allowed = routes.allowedMethods(request.url);
    if (request.method === "OPTIONS" && allowed.length) {
      // A browser's preflight of an API path (CORS for public keys: cors.ts). Other paths (the
      // console and its sign-in, the pages, the probes) are same-origin only: no CORS headers.
      if (routes.servesApi(request.url)) return preflight(request, reply, allowed);
      return reply.code(204).header("allow", allowed.join(", ")).send();
    }
    // Told back without a manage link's token or anything shaped like a key (a mistyped path may hold one).
    const path = redactedPath(request.url);
    const described: ErrorDescription = allowed.length
      ? { status: 405, code: "METHOD_NOT_ALLOWED", message: `${path} does not answer ${request.method}; it answers ${allowed.join(", ")}` }
      : { status: 404, code: "NOT_FOUND", message: `No route for ${request.method} ${path}` };
    if (allowed.length) void reply.header("allow", allowed.join(", "));
    return reply.code(described.status).send(errorBody(described, errorFamilyOf(request)));
  });

  // Staff sign-in to the console (/console/): the session cookie native tRPC accepts.
  registerConsoleSession(app, deps, rateLimiter, unknownKeys);

  // Health probes: no key needed (health.ts).
  registerHealthProbes(app, { db: options.readinessDb ?? deps.db, redisShared: () => rateLimiter.shared() });

  // Native tRPC for TypeScript clients (batching on): plain calls served directly, the rest by tRPC's adapter.
  await registerTrpcEndpoint(app, {
    prefix: TRPC_PREFIX,
    fastPath: options.trpcFastPath,
    onServed: trpcServed,
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

  // The documented paths.
  const operations = registerDocumentedRoutes(app, appRouter, contextOf);
  registerCalendarFile(app, deps);

  const documents = {
    rest: buildOpenApiDocument(appRouter, { family: "rest", operations, version: OPENAPI_VERSION }),
    rpc: buildOpenApiDocument(appRouter, { family: "rpc", operations, version: OPENAPI_VERSION }),
  };
  const documentUrl = { rest: `${FAMILY_PREFIX.rest}openapi.json`, rpc: `${FAMILY_PREFIX.rpc}openapi.json` };
  app.get(documentUrl.rest, async () => documents.rest);
  app.get(documentUrl.rpc, async () => documents.rpc);

  // A readable reference of both documents at /docs, rendered by Swagger UI from npm (no CDN).
  await app.register(fastifySwagger, { mode: "static", specification: { document: documents.rest as never } });
  await app.register(fastifySwaggerUi, {
    routePrefix: "/docs",
    // Its own scripts, styles and documents only, and never inside another site's frame.
    staticCSP: DOCS_CONTENT_POLICY,
    uiConfig: {
      urls: [
        { url: documentUrl.rest, name: "REST (/v1)" },
        { url: documentUrl.rpc, name: "RPC-style (/api/rpc)" },
      ],
      docExpansion: "list",
      persistAuthorization: true,
    } as never,
  });

  // The booking page (apps/web) at /book/ and the staff front desk at /console/, same origin as the API;
  // the page framed only by the sites its public key lists, the front desk never.
  await registerWebPage(app, {
    framingOrigins: async (publicKey, request) => {
      const caller = await callerOfKey(deps, publicKey, { cache: callerCache, unknownKeys }, request);
      return caller?.audience === "public" ? caller.origins : [];
    },
  });

  return app;
}
