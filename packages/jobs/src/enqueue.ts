// Enqueue helpers. Job ids are deterministic, so adding the same job twice (a relay that crashed
// after enqueueing, two relays at once) leaves one job.
import type { JobsOptions, Queue } from "bullmq";
import { RETENTION, safeJobId, type NotificationJob, type WebhookDeliveryJob } from "./queues";

export interface DeliveryJobSettings {
  maxAttempts: number;
}

export function webhookDeliveryJobOptions(job: WebhookDeliveryJob, settings: DeliveryJobSettings): JobsOptions {
  return {
    jobId: job.deliveryId,
    attempts: settings.maxAttempts,
    backoff: { type: "webhook" },
    ...RETENTION,
  };
}

export async function enqueueWebhookDeliveries(queue: Queue, jobs: WebhookDeliveryJob[], settings: DeliveryJobSettings): Promise<void> {
  if (jobs.length === 0) return;
  await queue.addBulk(jobs.map((data) => ({ name: data.event, data, opts: webhookDeliveryJobOptions(data, settings) })));
}

export function notificationJobId(job: NotificationJob): string {
  return job.kind === "event" ? safeJobId("event", job.eventId) : safeJobId("claim", job.providerId, job.claimKey.replace(/\//g, "_"));
}

export async function enqueueNotifications(queue: Queue, jobs: NotificationJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await queue.addBulk(
    jobs.map((data) => ({
      name: data.kind,
      data,
      opts: { jobId: notificationJobId(data), attempts: 5, backoff: { type: "exponential", delay: 5_000 }, ...RETENTION },
    })),
  );
}
