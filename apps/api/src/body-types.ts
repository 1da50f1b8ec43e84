// Request bodies are JSON or nothing: every procedure takes JSON input, and so does the console's
// sign-in. A body of any other type (multipart forms, octet streams, text, url-encoded forms) is
// refused with 415 from the headers alone, before a byte of it is read: tRPC's adapter would
// otherwise read a multipart form whole into memory, outside Fastify's body limit.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "@booking/core";
import { apiFamilyOf } from "./api-routes";
import { CONSOLE_SESSION_PATH } from "./console-session";

const JSON_TYPE = /^\s*application\/json\s*(?:;|$)/i;
/** Longest media type quoted back in the error message. */
const MAX_QUOTED_TYPE = 100;

/** Whether the request announces a body: a Content-Length above 0, or a chunked one. */
function announcesBody(request: FastifyRequest): boolean {
  if (request.headers["transfer-encoding"] !== undefined) return true;
  const length = request.headers["content-length"];
  return length !== undefined && Number(length) > 0;
}

/** Routes whose bodies are read as JSON: the API's three surfaces and the console's sign-in. */
function takesJson(request: FastifyRequest): boolean {
  if (apiFamilyOf(request)) return true;
  const route = request.routeOptions.url;
  return route !== undefined && (route === CONSOLE_SESSION_PATH || route.startsWith(`${CONSOLE_SESSION_PATH}/`));
}

/** 415 for a request whose body is not JSON; null for one that may go on. */
function unsupportedBody(request: FastifyRequest): AppError | null {
  // GET and HEAD bodies are never read.
  if (request.method === "GET" || request.method === "HEAD" || !announcesBody(request) || !takesJson(request)) return null;
  const type = request.headers["content-type"];
  if (type !== undefined && JSON_TYPE.test(type)) return null;
  const named = type?.split(";", 1)[0]?.trim().slice(0, MAX_QUOTED_TYPE);
  return new AppError(
    "UNSUPPORTED_MEDIA_TYPE",
    named
      ? `Content-Type must be application/json; bodies of type ${named} are not accepted`
      : "Content-Type must be application/json; the request has a body but no Content-Type",
  );
}

/**
 * Refuses bodies that are not JSON as soon as the headers are in (onRequest: before any key is
 * looked up or charged), closing the connection so that the rest of the body is not read either.
 */
export function registerBodyTypeCheck(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    const refused = unsupportedBody(request);
    if (!refused) return done();
    void reply.header("connection", "close");
    done(refused);
  });
}
