// Which requests are API requests, decided from the route Fastify matched and never from the raw
// URL: a client can spell one path many ways (`/%761/services`, `http://host/v1/services`) and
// every spelling reaches the same handler, so every hook that must apply to API requests
// (authentication, rate limits, Idempotency-Key, error shape, security headers) asks here.
import type { FastifyInstance, FastifyRequest } from "fastify";
import FindMyWay, { type HTTPMethod } from "find-my-way";
import { redactSecrets } from "@booking/core";
import { familyOfPath } from "@booking/openapi";
import type { ProcedureLimit } from "@booking/core";

/** The three surfaces of the one router: REST (/v1), RPC-style (/api/rpc), native tRPC (/trpc). */
export type ApiFamily = "rest" | "rpc" | "trpc";

declare module "fastify" {
  interface FastifyRequest {
    /** A native tRPC request's calls and query, worked out once (null until then). */
    trpcCalls: string[] | null;
    trpcQuery: TrpcQuery | null;
  }
  interface FastifyContextConfig {
    /** Set on every route that serves the API (and needs an API key). */
    apiFamily?: ApiFamily;
    /** The procedure a documented route runs (native tRPC routes name theirs in the path). */
    procedure?: string;
    /** A route that runs no procedure: the limit of its own a procedure would have in its meta (see auth.ts). */
    limit?: ProcedureLimit;
  }
}

export const TRPC_PREFIX = "/trpc";

/**
 * The procedures a request calls: a documented route's one, or the native tRPC path's — each
 * call of a batch (`/trpc/a,b,c?batch=1`), read from the decoded route parameter and query
 * exactly as tRPC reads them, so `a%2Cb` is two calls.
 */
export function proceduresCalled(request: FastifyRequest): string[] {
  const family = apiFamilyOf(request);
  if (!family) return [];
  if (family !== "trpc") return request.routeOptions.config.procedure ? [request.routeOptions.config.procedure] : [];
  // Asked for several times per request (rate limits): worked out once.
  if (!request.trpcCalls) {
    const path = (request.params as { path?: string }).path ?? "";
    request.trpcCalls = trpcQueryOf(request).batch === "1" ? path.split(",") : [path];
  }
  return request.trpcCalls;
}

/** The parameters of a native tRPC request's query string that tRPC reads (null: absent). */
export interface TrpcQuery {
  batch: string | null;
  input: string | null;
}

/**
 * A `#` (the query then ends there for tRPC, not for Fastify's parser) or a percent-escape of a
 * byte beyond ASCII (invalid UTF-8 is kept as sent by Fastify's parser, replaced by U+FFFD by
 * URLSearchParams): the only request targets whose query the two parsers read differently.
 */
const READ_APART = /#|%[89a-f]/i;

const firstOf = (value: unknown): string | null =>
  typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : null;

/**
 * A native tRPC request's query string as tRPC's adapter reads it (`new URL(…).searchParams`:
 * the first of repeated parameters), worked out once per request for the rate limits and the
 * handler. Fastify has parsed it already, identically but for the targets READ_APART names;
 * those are read again as tRPC would: the text between the first `?` and a `#`, in origin form
 * and absolute form alike, with URLSearchParams (the URL parser only percent-encodes what
 * URLSearchParams then decodes).
 */
export function trpcQueryOf(request: FastifyRequest): TrpcQuery {
  if (!request.trpcQuery) {
    if (READ_APART.test(request.url)) {
      const hash = request.url.indexOf("#");
      const url = hash < 0 ? request.url : request.url.slice(0, hash);
      const start = url.indexOf("?");
      const params = new URLSearchParams(start < 0 ? "" : url.slice(start + 1));
      request.trpcQuery = { batch: params.get("batch"), input: params.get("input") };
    } else {
      const query = request.query as Record<string, unknown>;
      request.trpcQuery = { batch: firstOf(query.batch), input: firstOf(query.input) };
    }
  }
  return request.trpcQuery;
}

/** The API surface of the route a request matched, or undefined (not an API route, or no route). */
export const apiFamilyOf = (request: FastifyRequest): ApiFamily | undefined => request.routeOptions.config.apiFamily;

/** The family whose error body a request gets: its route's, else (no route matched) its path's. */
export function errorFamilyOf(request: FastifyRequest): "rest" | "rpc" {
  const family = apiFamilyOf(request);
  if (family) return family === "rest" ? "rest" : "rpc";
  return familyOfPath(decodedPath(request.url));
}

/** A request target's path as sent: no query string, no absolute-form origin. */
function rawPath(target: string): string {
  let path = target;
  if (!path.startsWith("/")) {
    try {
      path = new URL(path).pathname;
    } catch {
      return path;
    }
  }
  const query = path.indexOf("?");
  return query >= 0 ? path.slice(0, query) : path;
}

/** Percent-escapes decoded, each run of valid ones on its own, so one malformed escape (`%ZZ`) leaves the rest readable. */
const decodeEscapes = (text: string) =>
  text.replace(/(?:%[0-9A-F]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });

/** A request target as a decoded path: no query string, no absolute-form origin. */
export function decodedPath(target: string): string {
  return decodeEscapes(rawPath(target));
}

/**
 * A request target's decoded path fit to be told back in an error: the segment after `manage` (a
 * manage link's token, however it is spelt or percent-encoded, `%2F` inside it included) and
 * anything shaped like an API key or a token are `[redacted]`, as in the log's URLs.
 */
export function redactedPath(target: string): string {
  const segments = rawPath(target).split("/").map(decodeEscapes);
  const redacted = segments.map((segment, i) => (i > 0 && segments[i - 1]?.toLowerCase() === "manage" ? "[redacted]" : segment));
  return redactSecrets(redacted.join("/"));
}

const METHODS: HTTPMethod[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * Tags the native tRPC routes as API routes (the documented ones are tagged where they are
 * registered) and records every route's methods, so a known path asked with the wrong method
 * can answer 405 with `Allow`. Call before any route is registered.
 */
export function trackRoutes(app: FastifyInstance, routerOptions: { maxParamLength: number }) {
  // Declared up front, so that every request object has the same shape.
  app.decorateRequest("trpcCalls", null);
  app.decorateRequest("trpcQuery", null);
  // The same matching rules as Fastify's own router (find-my-way with the same options).
  const table = FindMyWay({ maxParamLength: routerOptions.maxParamLength, defaultRoute: () => {} });
  app.addHook("onRoute", (route) => {
    if (route.url === TRPC_PREFIX || route.url.startsWith(`${TRPC_PREFIX}/`)) {
      route.config = Object.assign({}, route.config, { apiFamily: "trpc" });
    }
    const api = Boolean(route.config?.apiFamily);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods as string[]) {
      const known = METHODS.find((m) => m === method);
      if (!known || table.hasRoute(known, route.url)) continue;
      table.on(known, route.url, () => {}, { api });
    }
  });
  return {
    /** The methods a request target is served with; empty when no route has its path. */
    allowedMethods(target: string): HTTPMethod[] {
      return METHODS.filter((method) => table.find(method, target) !== null);
    },
    /** Whether an API route (not a page, the console's sign-in or a probe) has the target's path. */
    servesApi(target: string): boolean {
      return METHODS.some((method) => (table.find(method, target)?.store as { api?: boolean } | undefined)?.api === true);
    },
  };
}
