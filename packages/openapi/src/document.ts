// The two OpenAPI documents, generated from the router's metadata by trpc-to-openapi, then
// corrected to describe what the server really does: 201 on REST creates, the documented error
// body (with `success: false` on /v1), the statuses each operation can answer and the headers it
// sends (rate limits, Retry-After, Idempotency-Key), 405 for a known path asked with another
// method, and (RPC-style document) the webhooks the service sends.
import { generateOpenApiDocument, type OpenAPIObject, type OpenApiRouter } from "trpc-to-openapi";
import { ERROR_CODES as APP_ERROR_CODES, REFUSAL_RULES, type ErrorCode } from "@booking/core";
import { addExamplesAndTags } from "./examples";
import { FAMILY_PREFIX, type DocumentedOperation, type PathFamily as Family } from "./operations";
import { addWebhooks } from "./webhooks";

const ERROR_CODES = Object.keys(APP_ERROR_CODES) as ErrorCode[];

/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- edits untyped OpenAPI JSON */
type Json = Record<string, any>;

function errorSchema(family: Family) {
  const error = {
    type: "object",
    required: ["message", "code"],
    properties: {
      message: { type: "string", description: "What went wrong, for people" },
      code: { type: "string", enum: ERROR_CODES, description: "What went wrong, for programs" },
      details: {
        type: "array",
        description:
          "One entry per invalid field (validation errors), or per rule a refusal names (a booking's time, a status change): `rule` says which, " +
          "for programs to put in their own words, with the times involved in `from` and `to`",
        items: {
          type: "object",
          required: ["path", "message"],
          properties: {
            path: { type: "string", example: "email" },
            message: { type: "string" },
            rule: {
              type: "string",
              enum: [...REFUSAL_RULES],
              description: "The rule a refusal names (stable; see the API guide's list of rules and what `from` and `to` mean for each)",
            },
            from: {
              type: "string",
              format: "date-time",
              description: "The start of the time the refusal is about (UTC), when the rule names one",
            },
            to: {
              type: "string",
              format: "date-time",
              description: "The end of the time the refusal is about, or the deadline that passed (UTC)",
            },
          },
        },
      },
    },
  };
  return family === "rest"
    ? { type: "object", required: ["success", "error"], properties: { success: { type: "boolean", enum: [false] }, error } }
    : { type: "object", required: ["error"], properties: { error } };
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid input (validation errors list each field in `details`), malformed JSON, a body that is not a JSON object, a query parameter other than a list given more than once, or a malformed URL or Idempotency-Key",
  401: "Missing, malformed, unknown or revoked API key",
  403: "The key's audience may not call this operation",
  404: "No such record for this provider (records of other providers answer 404 too)",
  408: "The request (headers, or body) did not arrive in time",
  409: "Conflicts with the current state (duplicate, overlapping booking, forbidden transition), or an Idempotency-Key reused with another request or still in progress",
  413: "Request body larger than 1 MiB",
  415: "A body that is not `application/json` (refused from the headers, before the body is read)",
  429: "Rate limit exceeded (the key's, or for public keys and manage links the client address's); Retry-After says when to retry",
  500: "Unexpected server error (no internals are disclosed)",
  503: "The database, or for a booking that must pay the payment provider, is temporarily unavailable; retry",
};

/** Methods whose requests carry a JSON body (the server reads one, so it may be too large). */
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every status an operation can answer: what every operation of its kind answers (a malformed
 * request, the limits, keys, server faults), an unknown record named in the path, an
 * Idempotency-Key reused on a keyed POST, and the errors its procedure declares it raises.
 */
export function statusesOf(operation: DocumentedOperation, hasPathParams: boolean): number[] {
  const keyed = operation.audience !== "no key";
  const statuses = new Set([operation.successStatus, 400, 408, 429, 500, 503]);
  if (operation.accepted) statuses.add(202);
  if (keyed) statuses.add(401);
  if (keyed && operation.audience !== "any key") statuses.add(403);
  if (hasPathParams) statuses.add(404);
  if (keyed && operation.method === "POST") statuses.add(409);
  if (BODY_METHODS.has(operation.method)) {
    statuses.add(413);
    statuses.add(415);
  }
  for (const code of operation.errors) statuses.add(APP_ERROR_CODES[code].status);
  return [...statuses].sort((a, b) => a - b);
}

const integerHeader = (description: string, required: boolean) => ({
  description,
  required,
  schema: { type: "integer", minimum: 0 },
  example: 42,
});

/**
 * The response headers: the key's rate-limit state on every answer to a keyed request once the
 * key is recognised (always on a success), Retry-After on 429, Allow on 405.
 */
const HEADER_COMPONENTS = {
  RateLimitLimit: integerHeader("Requests per minute this key may make", true),
  RateLimitRemaining: integerHeader("Requests this key has left in the current minute", true),
  RateLimitReset: integerHeader("Seconds until the current minute's window resets", true),
  RateLimitLimitIfKnown: integerHeader("Requests per minute this key may make; sent once the key is recognised", false),
  RateLimitRemainingIfKnown: integerHeader("Requests this key has left in the current minute; sent once the key is recognised", false),
  RateLimitResetIfKnown: integerHeader("Seconds until the current minute's window resets; sent once the key is recognised", false),
  RetryAfter: { ...integerHeader("Seconds to wait before retrying", true), schema: { type: "integer", minimum: 1 } },
  IdempotentReplayed: {
    description: "`true` when this answer is the replay of an earlier request with the same Idempotency-Key",
    required: false,
    schema: { type: "string", enum: ["true"] },
    example: "true",
  },
};

const headerRef = (name: keyof typeof HEADER_COMPONENTS) => ({ $ref: `#/components/headers/${name}` });

function responseHeaders(operation: DocumentedOperation, status: number): Json | undefined {
  const headers: Json = {};
  const keyed = operation.audience !== "no key";
  if (keyed && status !== 401) {
    const known = status >= 300 ? "IfKnown" : "";
    headers["RateLimit-Limit"] = headerRef(`RateLimitLimit${known}`);
    headers["RateLimit-Remaining"] = headerRef(`RateLimitRemaining${known}`);
    headers["RateLimit-Reset"] = headerRef(`RateLimitReset${known}`);
  }
  if (status === 429) headers["Retry-After"] = headerRef("RetryAfter");
  if (keyed && operation.method === "POST" && status < 500) headers["Idempotent-Replayed"] = headerRef("IdempotentReplayed");
  return Object.keys(headers).length ? headers : undefined;
}

/** The Idempotency-Key request header, on every POST the server honours it on (keyed POSTs). */
const IDEMPOTENCY_KEY = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Makes the POST safe to retry: within 24 h, the same key with the same method, path and body replays the first answer " +
    "(status and body, with `Idempotent-Replayed: true`) without doing the work again; the same key with another request " +
    "answers 409, as does a retry while the first is still running. Keys are per API key.",
  schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" },
  example: "5b0e1c9a-7d1f-4c53-9a8e-2f3b6c4d8e10",
};

/** The document's extension describing the 405 answer of every documented path's other methods. */
export const METHOD_NOT_ALLOWED_EXTENSION = "x-method-not-allowed";

const METHOD_NOT_ALLOWED_NOTE =
  "\n\nA documented path asked with a method it does not document answers 405 `METHOD_NOT_ALLOWED` " +
  "(described by the document's `x-method-not-allowed`) with an `Allow` header listing the methods it answers (HEAD wherever GET).";

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
        : "Reviews, response templates, search, webhooks and notifications. Bodies carry no envelope. " +
          "The `webhooks` section describes what the service POSTs to registered webhooks.") +
      "\n\nEvery request sends `Authorization: Bearer <API key>` (`sk_…` provider keys, `ck_…` customer keys, `pk_…` public keys " +
      "for booking pages), except the manage-link operations, whose token is the credential. " +
      "Errors answer `{" +
      (options.family === "rest" ? '"success": false, ' : "") +
      '"error": {"message", "code", "details"?}}`. Times are ISO 8601; responses give UTC. ' +
      "Answers to keyed requests carry the key's `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds); " +
      "a 429 carries `Retry-After` (seconds). Keyed POSTs honour `Idempotency-Key`." +
      METHOD_NOT_ALLOWED_NOTE,
    version: options.version,
    baseUrl: options.serverUrl ?? "/",
    securitySchemes: {
      apiKey: {
        type: "http",
        scheme: "bearer",
        description: "An API key: sk_… (provider), ck_… (customer) or pk_… (public, for web pages)",
      },
    },
    filter: ({ metadata }) => metadata.openapi.path.startsWith(prefix),
  }) as OpenAPIObject & Json;

  doc.components ??= {};
  doc.components.schemas ??= {};
  const errorName = options.family === "rest" ? "RestError" : "RpcError";
  doc.components.schemas[errorName] = errorSchema(options.family) as never;
  doc.components.headers = HEADER_COMPONENTS as never;
  // Not an answer of any one operation (OpenAPI has no place for a path's other methods), so not a
  // component: the extension holds it for tools and the contract test; the description says it.
  doc[METHOD_NOT_ALLOWED_EXTENSION] = methodNotAllowed(options.family, errorName, doc.components.schemas);

  const byKey = new Map(options.operations.map((op) => [`${op.method.toLowerCase()} ${op.path}`, op]));
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, Json>)) {
      const documented = byKey.get(`${method} ${path}`);
      if (!documented) continue;
      const responses = operation.responses as Json;
      const success = responses["200"];
      for (const status of Object.keys(responses)) delete responses[status];
      const isPublic = documented.audience === "no key";
      // Said outright: this operation takes no API key (a manage link's token is its credential).
      if (isPublic) operation.security = [];
      for (const status of statusesOf(documented, path.includes("{"))) {
        const response =
          status === documented.successStatus
            ? success
            : status === 202 && documented.accepted
              ? { ...success, description: documented.accepted.description }
              : {
                  description: ERROR_DESCRIPTIONS[status],
                  content: { "application/json": { schema: { $ref: `#/components/schemas/${errorName}` } } },
                };
        const headers = responseHeaders(documented, status);
        responses[String(status)] = headers ? { ...response, headers } : response;
      }
      if (documented.method === "POST" && !isPublic) operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY];
      describeQueryLists(operation);
      optionalBodyWhenEmptyIsValid(operation, doc);
    }
  }
  if (options.family === "rest") {
    addCalendarFile(doc, errorName);
    addPaymentWebhook(doc, errorName);
  }
  if (options.family === "rpc") addWebhooks(doc);
  addExamplesAndTags(doc, options.family);
  return doc;
}

function methodNotAllowed(family: Family, errorName: string, errors: Json): Json {
  // The family's error body with the one code this answer carries.
  const schema = structuredClone(errors[errorName]) as Json;
  const error = schema.properties.error as Json;
  error.properties.code = { type: "string", const: "METHOD_NOT_ALLOWED", description: error.properties.code.description };
  return {
    description: "The path exists, but not with this method; `Allow` lists the methods it answers",
    headers: {
      Allow: { description: "The methods this path answers", required: true, schema: { type: "string" }, example: "GET, HEAD, POST" },
    },
    content: {
      "application/json": {
        schema,
        example: {
          ...(family === "rest" ? { success: false } : {}),
          error: { code: "METHOD_NOT_ALLOWED", message: `${FAMILY_PREFIX[family]}… does not answer PUT; it answers GET, HEAD, POST` },
        },
      },
    },
  };
}

/**
 * A list in the query string is one comma-separated value (`status=pending,confirmed`), which the
 * schemas split; the same parameter given twice answers 400 (documented-routes.ts).
 */
function describeQueryLists(operation: Json) {
  for (const parameter of (operation.parameters ?? []) as Json[]) {
    if (parameter.in !== "query" || parameter.schema?.type !== "array") continue;
    parameter.style = "form";
    parameter.explode = false;
  }
}

/** The server reads a missing body as `{}`: a body is required only when `{}` would not do. */
function optionalBodyWhenEmptyIsValid(operation: Json, doc: Json) {
  const body = operation.requestBody as Json | undefined;
  if (!body) return;
  let schema = body.content?.["application/json"]?.schema as Json | undefined;
  if (typeof schema?.$ref === "string") schema = doc.components?.schemas?.[String(schema.$ref.split("/").pop())];
  const required = (schema?.required ?? []) as string[];
  body.required = required.length > 0;
}

/** The one documented path that is not a procedure: a manage link's booking as an iCalendar file. */
function addCalendarFile(doc: Json, errorName: string) {
  const error = (status: number) => ({
    description: ERROR_DESCRIPTIONS[status],
    content: { "application/json": { schema: { $ref: `#/components/schemas/${errorName}` } } },
    ...(status === 429 ? { headers: { "Retry-After": headerRef("RetryAfter") } } : {}),
  });
  doc.paths ??= {};
  doc.paths["/v1/manage/{token}/calendar.ics"] = {
    get: {
      operationId: "manage-calendarFile",
      summary: "The booking as an iCalendar file",
      description:
        "No API key: the token is the credential. One VEVENT (UID `<bookingId>@booking-service`, times in UTC, the manage link in " +
        "DESCRIPTION and URL; STATUS:CANCELLED once cancelled), served as an attachment for calendar apps.",
      tags: ["Manage links"],
      security: [],
      parameters: [
        {
          name: "token",
          in: "path",
          required: true,
          schema: { type: "string" },
          description: "The manage link's token",
          example: "Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue",
        },
      ],
      responses: {
        "200": {
          description: "An iCalendar (RFC 5545) file",
          content: {
            "text/calendar": {
              schema: { type: "string" },
              example:
                "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//booking-service//bookings//EN\r\nBEGIN:VEVENT\r\n…\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            },
          },
        },
        ...Object.fromEntries([400, 404, 408, 429, 500, 503].map((status) => [String(status), error(status)])),
      },
    },
  };
}

/** The payment provider's webhook: not a procedure (its signature is checked over the raw body). */
function addPaymentWebhook(doc: Json, errorName: string) {
  const error = (status: number) => ({
    description: ERROR_DESCRIPTIONS[status],
    content: { "application/json": { schema: { $ref: `#/components/schemas/${errorName}` } } },
    ...(status === 429 ? { headers: { "Retry-After": headerRef("RetryAfter") } } : {}),
  });
  doc.paths ??= {};
  doc.paths["/v1/payments/stripe/webhook"] = {
    post: {
      operationId: "payments-stripeWebhook",
      summary: "Stripe's notifications of payments, saved cards and refunds",
      description:
        "For Stripe only: set this URL up as a webhook endpoint in Stripe's dashboard, its signing secret in STRIPE_WEBHOOK_SECRET. " +
        "No API key: the Stripe-Signature header, checked over the body exactly as sent (at most 5 minutes old), is the credential. " +
        "Each event id is applied once (a delivery repeated changes nothing). A payment succeeded makes the booking held for it " +
        "pending or confirmed; a card saved does the same in card mode. 400 for a missing, stale or wrong signature; 404 for an " +
        "event about a payment this service never made, and when the service takes no payments (PAYMENTS_PROVIDER unset); 429 " +
        "(with Retry-After) from an address whose deliveries were refused 30 times within the minute, until the minute ends " +
        "(valid deliveries never count against it).",
      tags: ["Payments"],
      security: [],
      parameters: [
        {
          name: "Stripe-Signature",
          in: "header",
          required: true,
          schema: { type: "string" },
          description: "Stripe's signature of the body: t=<unix seconds>,v1=<HMAC-SHA256 hex>",
          example: "t=1795989993,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd",
        },
      ],
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: { type: "object", description: "A Stripe Event object, as Stripe sends it", additionalProperties: true },
            example: { id: "evt_1QxY8nL2kT9vR4mB", object: "event", type: "payment_intent.succeeded", data: { object: {} } },
          },
        },
      },
      responses: {
        "200": {
          description: "Received: what came of the event",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["success", "data"],
                properties: {
                  success: { type: "boolean", enum: [true] },
                  data: {
                    type: "object",
                    required: ["received", "outcome"],
                    properties: {
                      received: { type: "boolean", enum: [true] },
                      outcome: {
                        type: "string",
                        enum: ["applied", "duplicate", "ignored", "confirmed", "reinstated", "refunded", "noted"],
                        description:
                          "confirmed: the booking held for the payment stands; reinstated: its hold had lapsed and its time was still " +
                          "free; refunded: it could not stand and the payment goes back; duplicate: the event was applied before",
                      },
                    },
                  },
                },
              },
              example: { success: true, data: { received: true, outcome: "confirmed" } },
            },
          },
        },
        ...Object.fromEntries([400, 404, 408, 413, 415, 429, 500, 503].map((status) => [String(status), error(status)])),
      },
    },
  };
}
