// Idempotency-Key on POST requests of both documented families: transport glue around the
// records of @booking/core's store/idempotency.ts.
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import stringify from "safe-stable-stringify";
import {
  addressBucket,
  badRequest,
  beginIdempotentRequest,
  conflict,
  describeError,
  errorBody,
  type IdempotencyScope,
  type IdempotentRequest,
  type ServiceDeps,
} from "@booking/core";
import { apiFamilyOf, decodedPath, errorFamilyOf } from "./api-routes";

const HEADER = "idempotency-key";
/** How long a duplicate waits for the first request with its key to finish. */
const WAIT_FOR_FIRST_MS = 10_000;

declare module "fastify" {
  interface FastifyRequest {
    /** The claimed key of an idempotent POST: its work runs on `idempotent.db`. */
    idempotent?: IdempotentRequest;
  }
}

function fingerprint(request: FastifyRequest): string {
  // The same method, path and body (keys in any order) is the same request, however the path is spelt.
  const path = decodedPath(request.url);
  return createHash("sha256")
    .update(`${request.method} ${path}\n${stringify(request.body ?? null)}`)
    .digest("hex");
}

/**
 * Who a public key's request comes from: its client address (an IPv6 address by its /64) and the
 * customer email it books for. A public key is shared by every visitor of a page: without this, one
 * visitor's Idempotency-Key would replay another visitor's answer (their booking and manage link).
 */
function visitorOf(request: FastifyRequest): string {
  const body = request.body as { customer?: { email?: unknown } } | undefined;
  const email = typeof body?.customer?.email === "string" ? body.customer.email.trim().toLowerCase() : "";
  return createHash("sha256")
    .update(`${addressBucket(request.ip)}\n${email}`)
    .digest("hex");
}

/** POSTs of the documented families (native tRPC has no Idempotency-Key). */
function appliesTo(request: FastifyRequest): boolean {
  const family = apiFamilyOf(request);
  return request.method === "POST" && (family === "rest" || family === "rpc");
}

export function registerIdempotency(app: FastifyInstance, deps: ServiceDeps) {
  // Most requests carry no Idempotency-Key: they pass these hooks without a promise.
  const begin = async (request: FastifyRequest, reply: FastifyReply, header: string | string[]) => {
    const idempotencyKey = Array.isArray(header) ? header[0] : header;
    if (!idempotencyKey || idempotencyKey.length > 255 || !/^[\x21-\x7e]+$/.test(idempotencyKey)) {
      throw badRequest("Idempotency-Key must be 1 to 255 visible ASCII characters", [{ path: "Idempotency-Key", message: "is malformed" }]);
    }
    const caller = request.caller;
    if (!caller) return; // unauthenticated: the request fails with 401 anyway
    const scope: IdempotencyScope = {
      providerId: caller.providerId,
      keyId: caller.keyId,
      visitor: caller.audience === "public" ? visitorOf(request) : "",
      idempotencyKey,
      fingerprint: fingerprint(request),
    };
    const begun = await beginIdempotentRequest(deps.db, scope, { waitMs: WAIT_FOR_FIRST_MS, secrets: deps.secrets });
    switch (begun.kind) {
      case "claimed":
        request.idempotent = begun.request;
        return;
      case "mismatch":
        throw conflict("This Idempotency-Key was already used with a different request", [
          { path: "Idempotency-Key", message: "was used with another method, path or body" },
        ]);
      case "in_progress":
        throw conflict("A request with this Idempotency-Key is still being processed; retry later");
      case "replay":
        return reply
          .code(begun.answer.statusCode)
          .header("content-type", "application/json; charset=utf-8")
          .header("idempotent-replayed", "true")
          .send(begun.answer.body);
    }
  };
  app.addHook("preHandler", (request, reply, done) => {
    const header = request.headers[HEADER];
    if (header === undefined || !appliesTo(request)) return done();
    // A replayed answer has been sent: the hook chain ends there, without done().
    begin(request, reply, header).then(() => {
      if (!reply.sent) done();
    }, done);
  });

  // The answer is recorded, and the work committed, before the client sees it. If that commit
  // fails, nothing was done and the client is told so (503) instead of the success it missed.
  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    idempotent: NonNullable<FastifyRequest["idempotent"]>,
  ) => {
    request.idempotent = undefined;
    if (reply.statusCode >= 500) {
      await idempotent.abandon();
      return payload;
    }
    try {
      await idempotent.finish({ statusCode: reply.statusCode, body: payloadText(payload) });
      return payload;
    } catch (error) {
      const described = describeError(error);
      request.log.warn({ err: error }, "could not commit an idempotent request; answered 503");
      const unavailable =
        described.status === 503
          ? described
          : { status: 503, code: "SERVICE_UNAVAILABLE" as const, message: "The request could not be completed; retry it" };
      void reply.code(503);
      return JSON.stringify(errorBody(unavailable, errorFamilyOf(request)));
    }
  };
  app.addHook("onSend", (request, reply, payload, done) => {
    const idempotent = request.idempotent;
    if (!idempotent) return done(null, payload);
    finish(request, reply, payload, idempotent).then((answer) => done(null, answer), done);
  });

  // No answer was sent (the connection went away first): nothing is kept.
  app.addHook("onResponse", (request, _reply, done) => {
    const idempotent = request.idempotent;
    if (!idempotent) return done();
    idempotent.abandon().then(() => done(), done);
  });
}

/** The answer's text as serialized for the client (JSON answers are strings or buffers here). */
function payloadText(payload: unknown): string {
  if (typeof payload === "string") return payload;
  if (Buffer.isBuffer(payload)) return payload.toString("utf8");
  return "";
}
