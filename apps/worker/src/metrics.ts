// Prometheus metrics of a worker process: queue depths, stalled and failed jobs, deliveries by
// outcome, webhooks disabled, channel sends by outcome, reminders, Redis and database
// reachability and the backlog (the last two shared with the API, @booking/jobs). One registry
// per worker instance (tests run several in a process); main.ts serves it on its own port.
import type { Queue } from "bullmq";
import type { Kysely } from "kysely";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Database } from "@booking/db";
import { readBacklog } from "@booking/core";
import { REMINDERS, type MessageChannel } from "@booking/core/worker";
import { registerBacklogGauges, registerQueueDepthGauge } from "@booking/jobs";

/**
 * What became of a channel message: `sent` (a transport accepted it), `logged` (no transport is
 * configured for the channel: only logged), `failed`, `retrying` (the transport was unreachable
 * before anything was handed over: sent again later), `skipped_by_preference` (the recipient's
 * preferences turned the channel off for this notice, so no message was made), `limited_per_recipient`
 * (a message a visitor caused to an address that had its hourly share: not made), `unknown` (its
 * worker stopped while sending it: it may or may not have gone out; resent only by an operator).
 */
export type NotificationOutcome = "sent" | "logged" | "failed" | "retrying" | "skipped_by_preference" | "limited_per_recipient" | "unknown";

export interface WorkerMetrics {
  registry: Registry;
  deliveries: Counter<"outcome">;
  deliveryDuration: Histogram;
  webhooksDisabled: Counter;
  notifications: { inc(labels: { channel: MessageChannel; outcome: NotificationOutcome }): void };
  reminders: Counter<"type">;
  calendarReads: Counter<"outcome">;
  relayed: Counter;
  rescued: Counter<"queue">;
  stalledJobs: Counter<"queue">;
  failedJobs: Counter<"queue">;
  consumerRestarts: Counter<"queue">;
  waitlistOffers: Histogram<"outcome">;
  paymentCalls: Counter<"operation" | "outcome">;
}

export function createWorkerMetrics(
  db: Kysely<Database>,
  queues: () => Queue[],
  options: { defaultMetrics?: boolean; redisReady?: () => boolean } = {},
): WorkerMetrics {
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
  const deliveries = new Counter({
    name: "webhook_deliveries_total",
    help: "Webhook delivery attempts by outcome (succeeded; retrying: failed, tried again later; failed: the last attempt failed; blocked: a forbidden address; skipped: nothing left to send; deferred: its webhook had its share of requests under way)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const deliveryDuration = new Histogram({
    name: "webhook_delivery_duration_seconds",
    help: "Duration of webhook delivery attempts",
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const webhooksDisabled = new Counter({
    name: "webhooks_disabled_total",
    help: "Webhooks disabled by this worker after WEBHOOK_DISABLE_AFTER consecutive failed deliveries",
    registers: [registry],
  });
  const notifications = new Counter({
    name: "notification_sends_total",
    help: "Customer messages by channel and outcome (sent: a transport accepted it; logged: no transport configured, only logged; failed; retrying: transport unreachable, sent later; skipped_by_preference: the recipient turned the channel off; limited_per_recipient: a message a booking-page visitor caused, to an address that had PUBLIC_NOTICES_PER_RECIPIENT_HOUR already; unknown: its worker stopped while sending it, so it may or may not have gone out)",
    labelNames: ["channel", "outcome"] as const,
    registers: [registry],
  });
  const reminders = new Counter({
    name: "reminders_claimed_total",
    help: "Reminders claimed by type",
    labelNames: ["type"] as const,
    registers: [registry],
  });
  const calendarReads = new Counter({
    name: "calendar_reads_total",
    help: "Reads of staff members' calendar connections by outcome (ok; failing: the server could not be read, tried again with backoff; discarded: the connection changed while it was read)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  // Every outcome from the start (at 0), so the alert's ratio has its series before the first failure.
  for (const outcome of ["ok", "failing", "discarded"]) calendarReads.inc({ outcome }, 0);
  const relayed = new Counter({ name: "outbox_relayed_total", help: "Outbox events relayed to the queues", registers: [registry] });
  const rescued = new Counter({
    name: "jobs_rescued_total",
    help: "Jobs enqueued again by the rescue pass because Redis had lost them (with Redis healthy this should stay 0)",
    labelNames: ["queue"] as const,
    registers: [registry],
  });
  const stalledJobs = new Counter({
    name: "queue_jobs_stalled_total",
    help: "Jobs this worker found stalled (their worker died or its event loop was blocked past WORKER_LOCK_MS) and put back to run again",
    labelNames: ["queue"] as const,
    registers: [registry],
  });
  const failedJobs = new Counter({
    name: "queue_jobs_failed_total",
    help: "Job runs that failed in this worker, by queue (a retried job counts each failed run)",
    labelNames: ["queue"] as const,
    registers: [registry],
  });
  const consumerRestarts = new Counter({
    name: "queue_consumer_restarts_total",
    help: "Queue consumers this worker replaced (and their Redis connection) because jobs waited WORKER_CONSUMER_STALL_MS with room for them and none started",
    labelNames: ["queue"] as const,
    registers: [registry],
  });
  const waitlistOffers = new Histogram({
    name: "waitlist_offer_seconds",
    help: "Time from a booking giving back its time (with someone waiting for its service) to the worker offering it to the line, by outcome (offered; none: no entry it suits; taken: booked again first)",
    labelNames: ["outcome"] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const paymentCalls = new Counter({
    name: "booking_payment_provider_calls_total",
    help: "Calls to the payment provider the worker made (refunds, fees, cancellations) by outcome: done, failed (refused), retry (unreachable)",
    labelNames: ["operation", "outcome"] as const,
    registers: [registry],
  });
  const redisReady = options.redisReady;
  if (redisReady) {
    new Gauge({
      name: "redis_up",
      help: "1 while this worker's connection to Redis is ready, else 0",
      registers: [registry],
      collect() {
        this.set(redisReady() ? 1 : 0);
      },
    });
  }
  // Every series starts at 0: a counter first seen at 1 hides that increment from rate() and
  // increase(), and so from the alerts.
  for (const { name: queue } of queues()) {
    stalledJobs.inc({ queue }, 0);
    failedJobs.inc({ queue }, 0);
    rescued.inc({ queue }, 0);
    consumerRestarts.inc({ queue }, 0);
  }
  for (const { type } of REMINDERS) reminders.inc({ type }, 0);
  for (const outcome of ["offered", "none", "taken"]) waitlistOffers.zero({ outcome });
  for (const outcome of ["succeeded", "retrying", "failed", "blocked"]) deliveries.inc({ outcome }, 0);
  for (const channel of ["email", "sms"] as const) {
    for (const outcome of ["sent", "logged", "failed", "skipped_by_preference", "limited_per_recipient", "unknown"] as const) {
      notifications.inc({ channel, outcome }, 0);
    }
  }
  for (const operation of ["refund", "charge", "cancel_payment"] as const) {
    for (const outcome of ["done", "failed", "retry"] as const) paymentCalls.inc({ operation, outcome }, 0);
  }
  registerQueueDepthGauge(registry, queues);
  registerBacklogGauges(registry, () => readBacklog(db));
  return {
    registry,
    deliveries,
    deliveryDuration,
    webhooksDisabled,
    notifications,
    reminders,
    calendarReads,
    relayed,
    rescued,
    stalledJobs,
    failedJobs,
    consumerRestarts,
    waitlistOffers,
    paymentCalls,
  };
}
