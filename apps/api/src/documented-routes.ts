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
import { documentedOperations, type DocumentedOperation } from "@booking/openapi";
import { invokeProcedure } from "./invoke-procedure";

const BODY_METHODS = new Set(["POST", "PATCH", "PUT"]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A query parameter is given once; a list is one comma-separated value (`status=pending,confirmed`,
 * as documented) or, as many clients send lists (openapi-fetch, form style with explode), the
 * parameter repeated: the two read the same. Any other parameter given more than once is a 400
 * rather than read some other way.
 */
function singleQueryValues(query: Record<string, unknown>, lists: ReadonlySet<string>): Record<string, unknown> {
  const repeated = Object.keys(query).filter((name) => Array.isArray(query[name]));
  if (repeated.length === 0) return query;
  const refused = repeated.filter((name) => !lists.has(name));
  if (refused.length > 0) {
    throw badRequest(
      `Query parameter ${refused.join(", ")} is given more than once; give each once`,
      refused.map((name) => ({ path: name, message: "is given more than once" })),
    );
  }
  const joined = Object.assign({}, query);
  for (const name of repeated) joined[name] = (query[name] as string[]).join(",");
  return joined;
}

function rawInputOf(request: FastifyRequest, operation: DocumentedOperation, acceptsBody: boolean): Record<string, unknown> {
  const params = request.params as Record<string, string>;
  // Object.assign rather than spreads: two spreads into one literal take V8's slow path on Node 20.
  if (!acceptsBody) return Object.assign({}, singleQueryValues(request.query as Record<string, unknown>, operation.queryLists), params);
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
    const procedure = procedures[operation.procedurePath]!;
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
