// Serves the documented /v1 and /api/rpc paths: one Fastify route per procedure that carries
// `meta.openapi`, registered from the router's metadata at start-up. The procedure itself runs
// exactly as on the native tRPC endpoint (same middleware, validation and output schema).
//
// trpc-to-openapi still generates the OpenAPI documents (@booking/openapi), but its request handler
// is not used: it coerces zod schemas in place (which reads "false" as true for booleans and
// leaks into native tRPC), cannot answer 201 or the documented error body, and scans every route
// per request. Fastify's router, our explicit query-string schemas and the error handler in app.ts
// replace it.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AnyProcedure, AnyRouter } from "@trpc/server";
import { badRequest, type Context } from "@booking/core";
import { documentedOperations, type DocumentedOperation, type QueryKind } from "@booking/openapi";
import { invokeProcedure } from "./invoke-procedure";

const BODY_METHODS = new Set(["POST", "PATCH", "PUT"]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const NUMBER = /^\s*-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?\s*$/i;
const BOOLEANS: Record<string, boolean> = { true: true, "1": true, false: false, "0": false };

/**
 * A query string's values read into the types the procedure takes: numbers, booleans ("true",
 * "false", "1", "0") and lists (one comma-separated value, as documented, or the parameter
 * repeated, as openapi-fetch and many clients send lists). Text that is not what it should be is
 * passed on as it is, for the schema to refuse by name. Any other parameter given more than once is
 * a 400 rather than read some other way.
 */
function typedQuery(query: Record<string, unknown>, kinds: ReadonlyMap<string, QueryKind>): Record<string, unknown> {
  const repeated = Object.keys(query).filter((name) => Array.isArray(query[name]) && kinds.get(name) !== "list");
  if (repeated.length > 0) {
    throw badRequest(
      `Query parameter ${repeated.join(", ")} is given more than once; give each once`,
      repeated.map((name) => ({ path: name, message: "is given more than once" })),
    );
  }
  if (kinds.size === 0) return query;
  const typed = Object.assign({}, query);
  for (const [name, kind] of kinds) {
    const value = query[name];
    if (value === undefined) continue;
    if (kind === "list") {
      const text = Array.isArray(value) ? value.join(",") : typeof value === "string" ? value : null;
      if (text !== null) typed[name] = text.split(",").map((item) => item.trim());
    } else if (typeof value === "string") {
      if (kind === "number" && NUMBER.test(value)) typed[name] = Number(value);
      if (kind === "boolean" && value.trim().toLowerCase() in BOOLEANS) typed[name] = BOOLEANS[value.trim().toLowerCase()];
    }
  }
  return typed;
}

function rawInputOf(request: FastifyRequest, operation: DocumentedOperation, acceptsBody: boolean): Record<string, unknown> {
  const params = request.params as Record<string, string>;
  // Object.assign rather than spreads: two spreads into one literal take V8's slow path on Node 20.
  if (!acceptsBody) return Object.assign({}, typedQuery(request.query as Record<string, unknown>, operation.queryKinds), params);
  const body = request.body;
  // Fastify parses text/plain into a string; tell the client what is really wrong.
  if (body !== undefined && !/^application\/json\b/i.test(request.headers["content-type"] ?? "")) {
    throw badRequest("Content-Type must be application/json");
  }
  // No body at all is an empty input; a body that is JSON `null`, an array or a scalar is a 400.
  if (body !== undefined && !isPlainObject(body)) {
    throw badRequest("The request body must be a JSON object");
  }
  return Object.assign({}, body, params);
}

export function registerDocumentedRoutes(
  app: FastifyInstance,
  router: AnyRouter,
  createContext: (request: FastifyRequest) => Context,
): DocumentedOperation[] {
  const operations = documentedOperations(router);
  const procedures = router._def.procedures as Record<string, AnyProcedure>;
  for (const operation of operations) {
    const procedure = procedures[operation.procedurePath];
    if (!procedure) throw new Error(`Documented operation ${operation.procedurePath} is not a procedure of the router`);
    const acceptsBody = BODY_METHODS.has(operation.method);
    app.route({
      method: operation.method,
      // OpenAPI's {id} is Fastify's :id.
      url: operation.path.replace(/\{(\w+)\}/g, ":$1"),
      // Marks the route as an API route for every hook (api-routes.ts).
      config: { apiFamily: operation.family, procedure: operation.procedurePath },
      handler: async (request, reply) => {
        const rawInput = rawInputOf(request, operation, acceptsBody);
        const data: unknown = await invokeProcedure(procedure, {
          ctx: createContext(request),
          getRawInput: async () => rawInput,
          path: operation.procedurePath,
          type: operation.type,
          signal: undefined,
          batchIndex: 0,
        });
        return reply.code(operation.accepted?.when(data) ? 202 : operation.successStatus).send(data);
      },
    });
  }
  return operations;
}
