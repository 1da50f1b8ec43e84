// The RPC-style document's `webhooks` section: one POST per event a webhook may subscribe to, and
// `webhook.test`, with the data of each generated from the zod schemas the service records events
// with (packages/core/src/events.ts), the signed body around it, the headers, and an example
// signed for real with the secret of the webhooks/create example.
import { z } from "zod";
import {
  EXAMPLE_EVENT_TIME,
  signWebhookPayload,
  WEBHOOK_EVENTS,
  WEBHOOK_USER_AGENT,
  WEBHOOK_PAYLOAD_SCHEMAS,
  webhookPayloadText,
  type WebhookEventName,
} from "@booking/core";
import { EXAMPLE_IDS, EXAMPLE_WEBHOOK_SECRET, exampleFor } from "./examples";

/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access -- edits untyped OpenAPI JSON */
type Json = Record<string, any>;

/** Every name a delivery can carry, in the order the API lists them. */
export const WEBHOOK_NAMES: readonly WebhookEventName[] = [...WEBHOOK_EVENTS, "webhook.test"];

/** `booking.created` → `BookingCreated`: the stem of the event's component names. */
const stemOf = (event: string) => event.replace(/(?:^|\.)([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The schema of an event's `data`, and of the whole signed body. */
export const webhookDataSchemaName = (event: string) => `${stemOf(event)}Data`;
export const webhookBodySchemaName = (event: string) => `${stemOf(event)}Webhook`;

const SIGNATURE_PATTERN = "^sha256=[0-9a-f]{64}$";

const SIGNING =
  "`signature` is `sha256=` followed by the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of the UTF-8 bytes of " +
  "`JSON.stringify({event, timestamp, data})`: the body exactly as sent without its `signature` member. Compare in constant time. " +
  "Answer any 2xx within WEBHOOK_TIMEOUT_MS (default 10 s); anything else is a failed attempt, retried with backoff. Deliveries " +
  "are at least once and unordered: deduplicate on `X-Webhook-Delivery`, the same on every retry and redelivery.";

function dataSchema(event: WebhookEventName): Json {
  const schema = z.toJSONSchema(WEBHOOK_PAYLOAD_SCHEMAS[event], { io: "output", target: "draft-2020-12" }) as Json;
  delete schema.$schema;
  return schema;
}

function bodySchema(event: WebhookEventName): Json {
  return {
    type: "object",
    description: `The body of a \`${event}\` delivery`,
    required: ["event", "timestamp", "data", "signature"],
    additionalProperties: false,
    properties: {
      event: { type: "string", const: event },
      timestamp: { type: "string", format: "date-time", description: "When the event happened (UTC)" },
      data: { $ref: `#/components/schemas/${webhookDataSchemaName(event)}` },
      signature: { type: "string", pattern: SIGNATURE_PATTERN, description: "See the operation's description" },
    },
  };
}

/** The example body: the data's example, signed for real. */
function exampleBody(doc: Json, event: WebhookEventName): Json {
  const data = exampleFor({ $ref: `#/components/schemas/${webhookDataSchemaName(event)}` }, "", {
    doc,
    method: "post",
    path: "",
    resource: undefined,
    depth: 0,
  }) as Record<string, unknown>;
  // A booking is completed after it ends; every other example event happens at one time.
  const timestamp =
    data.status === "completed" ? new Date(Date.parse(String(data.dateTime)) + 45 * 60_000).toISOString() : EXAMPLE_EVENT_TIME;
  const signature = signWebhookPayload(EXAMPLE_WEBHOOK_SECRET, webhookPayloadText(event, timestamp, data));
  return { event, timestamp, data, signature };
}

function headerParameter(name: string, description: string, schema: Json, example: string): Json {
  return { name, in: "header", required: true, description, schema, example };
}

export function addWebhooks(doc: Json): void {
  doc.components.schemas ??= {};
  for (const event of WEBHOOK_NAMES) {
    doc.components.schemas[webhookDataSchemaName(event)] = dataSchema(event);
    doc.components.schemas[webhookBodySchemaName(event)] = bodySchema(event);
  }
  doc.webhooks = {};
  for (const event of WEBHOOK_NAMES) {
    const example = exampleBody(doc, event);
    const about = WEBHOOK_PAYLOAD_SCHEMAS[event].meta()?.description ?? event;
    doc.webhooks[event] = {
      post: {
        operationId: `webhook-${event}`,
        summary: `${event}: ${about}`,
        description:
          (event === "webhook.test"
            ? "Sent only by `POST /api/rpc/user/webhooks/test`, at once (to a disabled webhook too); it cannot be subscribed to. "
            : `Sent to every active webhook subscribed to \`${event}\`. `) + SIGNING,
        tags: ["Webhooks"],
        security: [],
        parameters: [
          headerParameter(
            "X-Webhook-Signature",
            "The same as the body's `signature`",
            { type: "string", pattern: SIGNATURE_PATTERN },
            example.signature as string,
          ),
          headerParameter("X-Webhook-Event", "The body's `event`", { type: "string", const: event }, event),
          headerParameter(
            "X-Webhook-Delivery",
            "The delivery's id: the same on every retry and redelivery (deduplicate on it)",
            { type: "string", pattern: "^whd_[0-9A-Za-z]+$" },
            EXAMPLE_IDS.delivery,
          ),
          headerParameter("User-Agent", "Who is calling", { type: "string" }, WEBHOOK_USER_AGENT),
        ],
        requestBody: {
          required: true,
          description: "Sent as `Content-Type: application/json`",
          content: { "application/json": { schema: { $ref: `#/components/schemas/${webhookBodySchemaName(event)}` }, example } },
        },
        responses: {
          "2XX": { description: "Received: the delivery succeeded" },
          "4XX": {
            description:
              "Any answer other than a 2xx (a redirect is never followed), or none within the timeout, is a failed attempt: it is retried with backoff",
          },
        },
      },
    };
  }
}
