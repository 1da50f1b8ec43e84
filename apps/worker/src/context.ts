// What every processor gets: the database, configuration, channels, metrics and the clock.
import type { Kysely } from "kysely";
import type { Queue } from "bullmq";
import type { Database } from "@booking/db";
import type { Config, Logger, Resolver, SecretBox } from "@booking/core";
import type { Channels } from "./channels";
import type { WorkerMetrics } from "./metrics";

/** The part of the validated configuration (packages/core/src/config.ts) a worker uses. */
export type WorkerConfig = Pick<
  Config,
  | "REDIS_URL"
  | "QUEUE_PREFIX"
  | "WORKER_CONCURRENCY"
  | "WEBHOOK_CONCURRENCY"
  | "WEBHOOK_PER_TARGET_CONCURRENCY"
  | "WORKER_LOCK_MS"
  | "OUTBOX_POLL_MS"
  | "WORKER_RESCUE_AFTER_MS"
  | "REMINDER_SWEEP_MS"
  | "WEBHOOK_TIMEOUT_MS"
  | "WEBHOOK_MAX_ATTEMPTS"
  | "WEBHOOK_BACKOFF_BASE_MS"
  | "WEBHOOK_DISABLE_AFTER"
  | "WEBHOOK_ALLOW_PRIVATE_TARGETS"
  | "NODE_ENV"
  | "SECRETS_KEY"
  | "SECRETS_KEY_PREVIOUS"
  | "SMTP_URL"
  | "EMAIL_FROM"
  | "SMS_WEBHOOK_URL"
>;

export interface WorkerContext {
  db: Kysely<Database>;
  log: Logger;
  /** The current time for reminders; tests substitute a settable clock. */
  now: () => Date;
  config: WorkerConfig;
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
