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
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
export const ALL_QUEUES: QueueName[] = Object.values(QUEUES);

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

/** BullMQ job ids may not contain ":"; ours are built from ids and keys that could. */
export const safeJobId = (...parts: string[]) => parts.join("__").replace(/:/g, "_");

/** Finished jobs are kept for a while (for the dashboard), never without bound. */
export const RETENTION = {
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
} as const;
