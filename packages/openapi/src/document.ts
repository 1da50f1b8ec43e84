// The two OpenAPI documents, generated from the router's metadata by trpc-to-openapi, then
// corrected to describe what the server really does: 201 on REST creates, the documented error
// body (with `success: false` on /v1), and the errors each operation can answer.
import { generateOpenApiDocument, type OpenAPIObject, type OpenApiRouter } from "trpc-to-openapi";
import { ERROR_CODES as APP_ERROR_CODES } from "@booking/core";
import { addExamplesAndTags } from "./examples";
import { FAMILY_PREFIX, type DocumentedOperation, type PathFamily as Family } from "./operations";

const ERROR_CODES = Object.keys(APP_ERROR_CODES);

function errorSchema(family: Family) {
  const error = {
    type: "object",
    required: ["message", "code"],
    properties: {
      message: { type: "string", description: "What went wrong, for people" },
      code: { type: "string", enum: ERROR_CODES, description: "What went wrong, for programs" },
      details: {
        type: "array",
        description: "One entry per invalid field (validation errors)",
        items: {
          type: "object",
          required: ["path", "message"],
          properties: { path: { type: "string", example: "email" }, message: { type: "string" } },
        },
      },
    },
  };
  return family === "rest"
    ? { type: "object", required: ["success", "error"], properties: { success: { type: "boolean", enum: [false] }, error } }
    : { type: "object", required: ["error"], properties: { error } };
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid input (validation errors list each field in `details`), malformed JSON or a body that is not a JSON object",
  401: "Missing, malformed, unknown or revoked API key",
  403: "The key's audience may not call this operation",
  404: "No such record for this provider (records of other providers answer 404 too)",
  409: "Conflicts with the current state (duplicate, overlapping booking, forbidden transition)",
  413: "Request body larger than 1 MiB",
  429: "Rate limit exceeded; see Retry-After",
  500: "Unexpected server error (no internals are disclosed)",
  503: "The database is temporarily unavailable; retry",
};

function errorStatusesFor(operation: DocumentedOperation, hasPathParams: boolean, isPublic: boolean): number[] {
  const statuses = [400];
  if (!isPublic) statuses.push(401, 403, 429);
  if (hasPathParams || operation.method !== "GET") statuses.push(404);
  if (operation.method !== "GET") statuses.push(409);
  if (operation.method === "POST" || operation.method === "PATCH") statuses.push(413);
  statuses.push(500, 503);
  return statuses.sort((a, b) => a - b);
}

export interface DocumentOptions {
  family: Family;
  operations: DocumentedOperation[];
  serverUrl?: string;
  version: string;
}

export function buildOpenApiDocument(router: OpenApiRouter, options: DocumentOptions): OpenAPIObject {
  const prefix = FAMILY_PREFIX[options.family];
  const doc = generateOpenApiDocument(router, {
    title: options.family === "rest" ? "Booking service — REST (/v1)" : "Booking service — RPC-style (/api/rpc)",
    description:
      (options.family === "rest"
        ? "Staff, bookings, customers and services. Successes use the envelope `{success, data, message?, pagination?}`; creates answer 201."
        : "Reviews, response templates, search, webhooks and notifications. Bodies carry no envelope.") +
      "\n\nEvery request sends `Authorization: Bearer <API key>` (`sk_…` provider keys, `ck_…` customer keys). " +
      "Errors answer `{" +
      (options.family === "rest" ? '"success": false, ' : "") +
      '"error": {"message", "code", "details"?}}`. Times are ISO 8601; responses give UTC.',
    version: options.version,
    baseUrl: options.serverUrl ?? "/",
    securitySchemes: {
      apiKey: { type: "http", scheme: "bearer", description: "An API key: sk_… (provider) or ck_… (customer)" },
    },
    filter: ({ metadata }) => metadata.openapi.path.startsWith(prefix),
  });

  doc.components ??= {};
  doc.components.schemas ??= {};
  const errorName = options.family === "rest" ? "RestError" : "RpcError";
  doc.components.schemas[errorName] = errorSchema(options.family) as never;

  const byKey = new Map(options.operations.map((op) => [`${op.method.toLowerCase()} ${op.path}`, op]));
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, Record<string, unknown>>)) {
      const documented = byKey.get(`${method} ${path}`);
      if (!documented) continue;
      const responses = operation.responses as Record<string, unknown>;
      const success = responses["200"];
      for (const status of Object.keys(responses)) delete responses[status];
      responses[String(documented.successStatus)] = success;
      const isPublic = operation.security === undefined;
      for (const status of errorStatusesFor(documented, path.includes("{"), isPublic)) {
        responses[String(status)] = {
          description: ERROR_DESCRIPTIONS[status],
          content: { "application/json": { schema: { $ref: `#/components/schemas/${errorName}` } } },
        };
      }
    }
  }
  addExamplesAndTags(doc, options.family);
  return doc;
}
