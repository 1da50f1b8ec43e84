// The documented error body for what fails before or beside a procedure: Fastify's own errors
// (parsing, limits, bad URLs), requests Node's HTTP parser refuses before Fastify sees them, and
// the headers every answer carries. Transport only: what a procedure's error says is
// @booking/core's errors.ts.
import type { Socket } from "node:net";
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { describeError, errorBody, type ErrorCode, type ErrorDescription } from "@booking/core";
import { familyOfPath } from "@booking/openapi";
import { decodedPath, errorFamilyOf, redactedPath, type trackRoutes } from "./api-routes";

/** Fastify's own errors (parsing, limits) as the documented error contract. */
export function describeFastifyError(error: FastifyError): ErrorDescription | null {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, code: "PAYLOAD_TOO_LARGE", message: "The request body is larger than 1 MiB" };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { status: 415, code: "UNSUPPORTED_MEDIA_TYPE", message: "Content-Type must be application/json" };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, code: "BAD_REQUEST", message: "The JSON body is empty; send a JSON object" };
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { status: 400, code: "BAD_REQUEST", message: "Content-Length does not match the body" };
    case "FST_ERR_BAD_URL":
      return { status: 400, code: "BAD_REQUEST", message: "The URL path is not validly percent-encoded" };
    case "FST_ERR_MAX_PARAM_LENGTH":
      return { status: 400, code: "BAD_REQUEST", message: "A path parameter is too long" };
  }
  if (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
    return { status: 400, code: "BAD_REQUEST", message: "The body is not valid JSON" };
  }
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) {
    const code: ErrorCode =
      status === 401
        ? "UNAUTHORIZED"
        : status === 404
          ? "NOT_FOUND"
          : status === 413
            ? "PAYLOAD_TOO_LARGE"
            : status === 415
              ? "UNSUPPORTED_MEDIA_TYPE"
              : status === 429
                ? "RATE_LIMITED"
                : "BAD_REQUEST";
    return { status: code === "BAD_REQUEST" ? 400 : status, code, message: error.message };
  }
  return null;
}

/**
 * An outage (database unavailable: 503) fails every request alike; its log line names the cause
 * without a stack trace (and the pg client dump) on each of them.
 */
export function briefly(error: unknown): { message: string; code?: unknown } {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? { message: cause.message, code: (cause as { code?: unknown }).code } : { message: String(cause) };
}

/** Every answer: never sniffed into another type, never kept by a cache (answers carry tenants' data). */
export const API_ANSWER_HEADERS = { "x-content-type-options": "nosniff", "cache-control": "no-store" } as const;

const ERROR_FAMILY = Symbol("errorFamily");
type TaggedSocket = Socket & { [ERROR_FAMILY]?: "rest" | "rpc" };

/**
 * Requests Node's HTTP parser rejects before Fastify sees them (a request line or headers over
 * 16 KiB, an unknown method, malformed framing, a request that arrives too slowly) get the
 * documented error body too, then the connection is closed as Node would.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const timedOut = error.code === "ERR_HTTP_REQUEST_TIMEOUT";
  const described: ErrorDescription = timedOut
    ? { status: 408, code: "REQUEST_TIMEOUT", message: "The request did not arrive in time" }
    : {
        status: 400,
        code: "BAD_REQUEST",
        message:
          error.code === "HPE_HEADER_OVERFLOW" ? "The request line and headers must not exceed 16 KiB" : "The request is not valid HTTP",
      };
  // The request's route (tagged on the socket once its headers arrived) or request line, when the
  // parser got that far, tells which family's body to answer.
  const raw: unknown = error.rawPacket;
  const requestLine = Buffer.isBuffer(raw) ? raw.subarray(0, 256).toString("latin1") : "";
  const path = decodedPath(/^[A-Z]+ (\S+)/.exec(requestLine)?.[1] ?? "");
  const family = (socket as TaggedSocket)[ERROR_FAMILY] ?? familyOfPath(path);
  const body = JSON.stringify(errorBody(described, family));
  this.log.debug({ code: error.code }, "client error");
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${described.status} ${timedOut ? "Request Timeout" : "Bad Request"}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        Object.entries(API_ANSWER_HEADERS)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join("") +
        // An answer to HEAD carries no body.
        `Connection: close\r\n\r\n${requestLine.startsWith("HEAD ") ? "" : body}`,
    );
  }
  socket.destroy();
}

/** Tells clientErrorHandler which family's error body a connection's request gets, once its route is known. */
export function tagSocketWithFamily(request: FastifyRequest): void {
  (request.raw.socket as TaggedSocket)[ERROR_FAMILY] = errorFamilyOf(request);
}

/**
 * What the server answers when something goes wrong: a thrown error as its documented error body
 * (logged by its kind: a 503 as a warning, other 5xx as errors, 4xx at info), an unknown path 404,
 * a known path with another method 405 with `Allow`. A browser's preflight of an API path gets
 * its CORS answer (`preflight`); other paths (the console, the pages, the probes) are same-origin
 * only and get none. Messages never quote a manage link's token or anything shaped like a key.
 */
export function registerErrorAnswers(
  app: FastifyInstance,
  routes: ReturnType<typeof trackRoutes>,
  preflight: (request: FastifyRequest, reply: FastifyReply, allowed: string[]) => Promise<unknown>,
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const described = describeFastifyError(error) ?? describeError(error);
    if (described.status === 503) request.log.warn({ cause: briefly(error) }, described.message);
    else if (described.status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: described.code, status: described.status }, described.message);
    if (described.retryAfterSeconds !== undefined) void reply.header("Retry-After", described.retryAfterSeconds);
    return reply.code(described.status).send(errorBody(described, errorFamilyOf(request)));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const allowed = routes.allowedMethods(request.url);
    if (request.method === "OPTIONS" && allowed.length) {
      if (routes.servesApi(request.url)) return preflight(request, reply, allowed);
      return reply.code(204).header("allow", allowed.join(", ")).send();
    }
    const path = redactedPath(request.url);
    const described: ErrorDescription = allowed.length
      ? { status: 405, code: "METHOD_NOT_ALLOWED", message: `${path} does not answer ${request.method}; it answers ${allowed.join(", ")}` }
      : { status: 404, code: "NOT_FOUND", message: `No route for ${request.method} ${path}` };
    if (allowed.length) void reply.header("allow", allowed.join(", "));
    return reply.code(described.status).send(errorBody(described, errorFamilyOf(request)));
  });
}
