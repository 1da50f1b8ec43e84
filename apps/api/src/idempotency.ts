// Idempotency-Key on POST requests of both documented families: transport glue around the
// records of @booking/core's store/idempotency.ts.
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import stringify from "safe-stable-stringify";
import {
  badRequest,
  claimIdempotencyKey,
  completeIdempotencyKey,
  conflict,
  releaseIdempotencyKey,
  type IdempotencyScope,
  type ServiceDeps,
} from "@booking/core";
import { apiFamilyOf, decodedPath } from "./api-routes";

const HEADER = "idempotency-key";
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;

declare module "fastify" {
  interface FastifyRequest {
    idempotency?: IdempotencyScope;
  }
}

function fingerprint(request: FastifyRequest): string {
  // The same method, path and body (keys in any order) is the same request, however the path is spelt.
  const path = decodedPath(request.url);
  return createHash("sha256").update(`${request.method} ${path}\n${stringify(request.body ?? null)}`).digest("hex");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POSTs of the documented families (native tRPC has no Idempotency-Key). */
function appliesTo(request: FastifyRequest): boolean {
  const family = apiFamilyOf(request);
  return request.method === "POST" && (family === "rest" || family === "rpc");
}

export function registerIdempotency(app: FastifyInstance, deps: ServiceDeps) {
  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    if (!appliesTo(request)) return;
    const header = request.headers[HEADER];
    if (header === undefined) return;
    const idempotencyKey = Array.isArray(header) ? header[0] : header;
    if (!idempotencyKey || idempotencyKey.length > 255 || !/^[\x21-\x7e]+$/.test(idempotencyKey)) {
      throw badRequest("Idempotency-Key must be 1 to 255 visible ASCII characters", [
        { path: "Idempotency-Key", message: "is malformed" },
      ]);
    }
    const caller = request.caller;
    if (!caller) return; // unauthenticated: the request fails with 401 anyway
    const scope: IdempotencyScope = {
      providerId: caller.providerId,
      keyId: caller.keyId,
      idempotencyKey,
      fingerprint: fingerprint(request),
    };
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const claim = await claimIdempotencyKey(deps.db, scope);
      if (claim.kind === "claimed") {
        request.idempotency = scope;
        return;
      }
      if (claim.kind === "mismatch") {
        throw conflict("This Idempotency-Key was already used with a different request", [
          { path: "Idempotency-Key", message: "was used with another method, path or body" },
        ]);
      }
      if (claim.kind === "replay") {
        return reply
          .code(claim.statusCode)
          .header("content-type", "application/json; charset=utf-8")
          .header("idempotent-replayed", "true")
          .send(claim.body);
      }
      if (Date.now() > deadline) {
        throw conflict("A request with this Idempotency-Key is still being processed; retry later");
      }
      await sleep(POLL_MS);
    }
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const scope = request.idempotency;
    if (!scope) return payload;
    request.idempotency = undefined;
    try {
      if (reply.statusCode >= 500) {
        await releaseIdempotencyKey(deps.db, scope);
      } else {
        await completeIdempotencyKey(deps.db, scope, { statusCode: reply.statusCode, body: String(payload ?? "") });
      }
    } catch (error) {
      // The answer stands; a pending record is taken over once abandoned (store/idempotency.ts).
      request.log.error({ err: error }, "could not record the idempotent response");
    }
    return payload;
  });
}
