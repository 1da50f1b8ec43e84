// The Fastify instance every surface is served from: its limits on bodies, path parameters, slow
// and idle clients, the request id (the client's when it is well formed), the proxies it trusts
// for client addresses, and the documented error body for what its router refuses before any hook.
import { randomUUID } from "node:crypto";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from "fastify";
import type { Logger as PinoLogger } from "pino";
import { describeError, errorBody } from "@booking/core";
import { errorFamilyOf } from "./api-routes";
import { lazyRequestLogger } from "./request-logger";
import { API_ANSWER_HEADERS, clientErrorHandler, describeFastifyError } from "./http-errors";

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Longest path parameter: a native tRPC batch names every call in one (/trpc/a,b,c,…). */
export const MAX_PARAM_LENGTH = 4_000;

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

/** Proxies whose X-Forwarded-For tells the client's address: a hop count or proxy addresses/CIDRs. */
export type TrustedProxies = number | string[];

/** Fastify's trust setting: a hop count as a function of the hop (its types take no plain number). */
function trustedProxies(setting: TrustedProxies | undefined) {
  if (setting === undefined || setting === 0) return false;
  if (typeof setting === "number") return (_address: string, hop: number) => hop < setting;
  return setting;
}

export function createServer(options: {
  logger: PinoLogger;
  connections?: Partial<ConnectionLimits>;
  trustProxy?: TrustedProxies;
}): FastifyInstance {
  const limits = Object.assign({}, DEFAULT_CONNECTION_LIMITS, options.connections);
  return Fastify({
    // The app's type stays FastifyInstance with the base logger, which the hooks' modules take.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    loggerInstance: options.logger as FastifyBaseLogger,
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
}
