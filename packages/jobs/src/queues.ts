// Queue names and job payloads shared by producers (the relay, the API's dashboard) and the
// worker's processors. One queue per kind of work, so each can be scaled and watched apart.
import { z } from "zod";

export const QUEUES = {
  /** One job per (event, webhook): POST the signed body, retried with backoff. */
  webhookDelivery: "webhook-delivery",
  /** Channel messages (email, SMS) of notifications. */
  notifications: "notifications",
  /** The periodic reminder sweep (a job scheduler). */
  reminders: "reminders",
  /** The periodic read of staff members' calendar connections that are due (a job scheduler). */
  calendars: "calendars",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * Webhook deliveries can be split over several queues (WEBHOOK_DELIVERY_QUEUES), so that on a
 * Redis Cluster they spread over its masters instead of weighing on one. A provider's deliveries
 * always go to the same queue: the first is `webhook-delivery` (the only one by default), the
 * others `webhook-delivery-2`, `webhook-delivery-3`…
 */
export function webhookDeliveryQueueNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => (i === 0 ? QUEUES.webhookDelivery : `${QUEUES.webhookDelivery}-${i + 1}`));
}

/** Which of `count` delivery queues takes a provider's deliveries (FNV-1a of its id; stable across processes). */
export function webhookDeliveryQueueIndex(providerId: string, count: number): number {
  if (count <= 1) return 0;
  let hash = 0x811c9dc5;
  for (let i = 0; i < providerId.length; i++) {
    hash ^= providerId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}

/** Every queue's name, the delivery queues included. */
export function allQueueNames(webhookDeliveryQueues: number): string[] {
  return [...webhookDeliveryQueueNames(webhookDeliveryQueues), QUEUES.notifications, QUEUES.reminders, QUEUES.calendars];
}

/**
 * The key prefix of one queue: the deployment's QUEUE_PREFIX and the queue's name in one Redis
 * Cluster hash tag (`{booking}` and `notifications` give `{booking:notifications}`). BullMQ's
 * scripts need every key of a queue in one slot; a tag per queue lets a cluster place each queue
 * on its own master, where one tag for all would put every queue on the same one.
 */
export function queueKeyPrefix(prefix: string, queueName: string): string {
  return `{${prefix.replace(/[{}]/g, "")}:${queueName}}`;
}

export const webhookDeliveryJob = z.object({
  providerId: z.string(),
  deliveryId: z.string(),
  webhookId: z.string(),
  event: z.string(),
  /** The outbox event delivered (null for re-enqueued test deliveries). */
  eventId: z.string().nullable().default(null),
});
export type WebhookDeliveryJob = z.infer<typeof webhookDeliveryJob>;

export const notificationJob = z.discriminatedUnion("kind", [
  /** Decide and send the channel messages of an outbox event (confirmation, cancellation, review request). */
  z.object({ kind: z.literal("event"), providerId: z.string(), eventId: z.string() }),
  /** Send the pending channel messages of a claim (a reminder). */
  z.object({ kind: z.literal("claim"), providerId: z.string(), claimKey: z.string() }),
]);
export type NotificationJob = z.infer<typeof notificationJob>;

export const reminderSweepJob = z.object({}).passthrough();

export const REMINDER_SCHEDULER_ID = "reminder-sweep";
export const CALENDAR_SCHEDULER_ID = "calendar-sync";

/** BullMQ job ids may not contain ":"; ours are built from ids and keys that could. */
export const safeJobId = (...parts: string[]) => parts.join("__").replace(/:/g, "_");

/** Finished jobs are kept for a while (for the dashboard), never without bound. */
export const RETENTION = {
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
} as const;
