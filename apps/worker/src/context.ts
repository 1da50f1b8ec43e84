// What every processor gets: the database, the configuration, channels, metrics and the clock.
import type { Kysely } from "kysely";
import type { Queue } from "bullmq";
import type { Database } from "@booking/db";
import type { Config, Logger, Resolver, SecretBox } from "@booking/core";
import type { CalendarReader } from "@booking/core/worker";
import { webhookDeliveryQueueIndex } from "@booking/jobs";
import type { Channels } from "./channels";
import type { WorkerMetrics } from "./metrics";

export interface WorkerContext {
  db: Kysely<Database>;
  log: Logger;
  /** The current time for reminders; tests substitute a settable clock. */
  now: () => Date;
  /** The configuration the process validated at start (main.ts), handed down. */
  config: Config;
  /** Opens the stored webhook secrets (SECRETS_KEY, SECRETS_KEY_PREVIOUS). */
  secrets: SecretBox;
  channels: Channels;
  metrics: WorkerMetrics;
  /** The queues; webhook deliveries are split over WEBHOOK_DELIVERY_QUEUES of them by provider. */
  queues: { webhookDelivery: Queue[]; notifications: Queue; reminders: Queue; calendars: Queue };
  /** Resolves webhook host names instead of the system resolver (tests); the target rules apply alike. */
  webhookResolver?: Resolver;
  /** Whether the producer connection to Redis is up (the relay waits for it instead of churning transactions). */
  redisReady: () => boolean;
  /** Reads staff calendars off the event loop (a thread of its own, started when first needed). */
  calendarReader: CalendarReader;
  /** Aborted when the worker begins to stop: long work under way (a calendar read) gives up and hands its work back. */
  stopping: AbortSignal;
  /** A payment provider is set up: customers waiting for a service that takes a payment are offered its times (they pay when claiming). */
  takesPayments: boolean;
}

/** The delivery queue that takes a provider's deliveries. */
export function deliveryQueueOf(ctx: Pick<WorkerContext, "queues">, providerId: string): Queue {
  const queues = ctx.queues.webhookDelivery;
  const index = webhookDeliveryQueueIndex(providerId, queues.length);
  const queue = queues[index];
  if (!queue) throw new Error(`No webhook delivery queue ${index} (the worker has ${queues.length})`);
  return queue;
}
