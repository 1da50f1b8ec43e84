// What every processor gets: the database, settings, channels, metrics and the clock.
import type { Kysely } from "kysely";
import type { Queue } from "bullmq";
import type { Database } from "@booking/db";
import type { Logger, Resolver, SecretBox } from "@booking/core";
import type { Channels } from "./channels";
import type { WorkerMetrics } from "./metrics";

export interface WorkerSettings {
  concurrency: number;
  /** Webhook deliveries run at once. */
  webhookConcurrency: number;
  /** Requests under way to one webhook at once. */
  webhookPerTargetConcurrency: number;
  lockDurationMs: number;
  outboxPollMs: number;
  /** How long recorded work may wait without its job before the rescue pass enqueues it again. */
  rescueAfterMs: number;
  reminderSweepMs: number;
  webhookTimeoutMs: number;
  webhookMaxAttempts: number;
  webhookBackoffBaseMs: number;
  webhookDisableAfter: number;
  allowPrivateTargets: boolean;
}

export interface WorkerContext {
  db: Kysely<Database>;
  log: Logger;
  /** The current time for reminders; tests substitute a settable clock. */
  now: () => Date;
  settings: WorkerSettings;
  /** Opens the stored webhook secrets (SECRETS_KEY, SECRETS_KEY_PREVIOUS). */
  secrets: SecretBox;
  channels: Channels;
  metrics: WorkerMetrics;
  queues: { webhookDelivery: Queue; notifications: Queue; reminders: Queue };
  /** Resolves webhook host names instead of the system resolver (tests); the target rules apply alike. */
  webhookResolver?: Resolver;
  /** Whether the producer connection to Redis is up (the relay waits for it instead of churning transactions). */
  redisReady: () => boolean;
}
