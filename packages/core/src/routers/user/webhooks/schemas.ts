// Webhook shapes as the API speaks them, and the mapping from stored rows.
import { z } from "zod";
import type { Webhook, WebhookDelivery, WebhookDeliveryAttempt } from "@booking/db";
import { idParam, iso, isoOrNull, timestamp } from "../../../schemas/common";
import { WEBHOOK_EVENTS } from "../../../events";

export const webhookEvent = z.enum(WEBHOOK_EVENTS, { error: `must be one of ${WEBHOOK_EVENTS.join(", ")}` });

export const webhookWritable = {
  url: z
    .string({ error: "must be an http(s) URL" })
    .trim()
    .min(1, "must be an http(s) URL")
    .max(2000, "must be at most 2000 characters")
    .meta({ description: "http(s) address receiving the POSTs", example: "https://example.com/hooks/booking" }),
  events: z
    .array(webhookEvent, { error: "must be an array of event names" })
    .min(1, "must name at least one event")
    .max(WEBHOOK_EVENTS.length * 2, "has too many entries")
    .meta({ description: "Events this webhook receives (the list is in docs/webhooks.md)" }),
  secret: z
    .string({ error: "must be a string" })
    .min(1, "must not be empty")
    .max(500, "must be at most 500 characters")
    .meta({ description: "Signing secret; generated when omitted on create" }),
};

export const webhookIdInput = idParam("id").meta({ description: "Webhook id (wh_…)", example: "wh_3kTqZ8mN2pL5vR7xY9wB" });

export const webhookOutput = z.object({
  id: z.string().meta({ example: "wh_3kTqZ8mN2pL5vR7xY9wB" }),
  url: z.string(),
  events: z.array(z.string()),
  isActive: z.boolean(),
  consecutiveFailures: z.number().int().meta({ description: "Deliveries in a row that failed for good; 50 disable the webhook" }),
  lastDeliveryAt: timestamp.nullable().meta({ description: "Time of the last delivery attempt" }),
  lastStatus: z
    .number()
    .int()
    .nullable()
    .meta({ description: "HTTP status of the last attempt; null when none came (refused, timed out)" }),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const toWebhook = (row: Webhook): z.infer<typeof webhookOutput> => ({
  id: row.id,
  url: row.url,
  events: row.events,
  isActive: row.is_active,
  consecutiveFailures: row.consecutive_failures,
  lastDeliveryAt: isoOrNull(row.last_delivery_at),
  lastStatus: row.last_status,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export const deliveryOutput = z
  .object({
    id: z.string().meta({ description: "Delivery id, sent as X-Webhook-Delivery (stable across retries)" }),
    webhookId: z.string(),
    event: z.string(),
    eventId: z.string().nullable(),
    status: z.enum(["pending", "succeeded", "failed", "cancelled"]),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    nextAttemptAt: timestamp.nullable(),
    completedAt: timestamp.nullable(),
    createdAt: timestamp,
    attemptLog: z.array(
      z.object({
        attempt: z.number().int(),
        statusCode: z.number().int().nullable(),
        durationMs: z.number().int(),
        error: z.string().nullable(),
        attemptedAt: timestamp,
      }),
    ),
  })
  .meta({
    example: {
      id: "whd_8J2kQ0bW1nZr5TtY3xLm",
      webhookId: "wh_4vR6xY8wB1c7fQ2mN9pL",
      event: "booking.created",
      eventId: "evt_5hT2kLmN4pQ6rS8tUv1w",
      status: "succeeded",
      attempts: 2,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
      completedAt: "2026-11-22T16:06:21.000Z",
      createdAt: "2026-11-22T16:05:00.000Z",
      attemptLog: [
        {
          attempt: 1,
          statusCode: 503,
          durationMs: 212,
          error: "the target did not answer with a 2xx",
          attemptedAt: "2026-11-22T16:05:01.000Z",
        },
        { attempt: 2, statusCode: 200, durationMs: 84, error: null, attemptedAt: "2026-11-22T16:06:21.000Z" },
      ],
    },
  });

export const toDelivery = (row: WebhookDelivery & { attemptLog: WebhookDeliveryAttempt[] }): z.infer<typeof deliveryOutput> => ({
  id: row.id,
  webhookId: row.webhook_id,
  event: row.event,
  eventId: row.event_id,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.last_status_code,
  lastError: row.last_error,
  nextAttemptAt: isoOrNull(row.next_attempt_at),
  completedAt: isoOrNull(row.completed_at),
  createdAt: iso(row.created_at),
  attemptLog: row.attemptLog.map((a) => ({
    attempt: a.attempt,
    statusCode: a.status_code,
    durationMs: a.duration_ms,
    error: a.error,
    attemptedAt: iso(a.attempted_at),
  })),
});
