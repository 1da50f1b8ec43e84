// The outbox relay: moves committed events from PostgreSQL to the queues. Each batch is recorded
// in one transaction (relayOutboxBatch: delivery rows, owed notices, events marked relayed); the
// jobs (delivery id, event id) are enqueued right after it commits. A crash before the commit
// leaves the events for the next relay; a crash or a Redis failure after it — or Redis losing
// its data later — leaves pending rows that the rescue pass enqueues again; BullMQ keeps one job
// per id, and finished work is never done again (its row says so).
import { relayOutboxBatch } from "@booking/core";
import {
  deliveryIsPending,
  markStuckSendsUnknown,
  expandOpenings,
  offerReleasedTimes,
  overdueDeliveries,
  requeueDone,
  requeueRequests,
  pruneRelayedRecords,
  stalePendingClaims,
  stalePendingNotices,
} from "@booking/core/worker";
import {
  enqueueNotifications,
  enqueueWebhookDeliveries,
  notificationJobId,
  webhookDeliveryJobOptions,
  type NotificationJob,
  type WebhookDeliveryJob,
} from "@booking/jobs";
import type { Queue } from "bullmq";
import { deliveryQueueOf, type WorkerContext } from "./context";

const BATCH = 200;
const ENQUEUE_TIMEOUT_MS = 5_000;
const MAINTENANCE_EVERY_MS = 15_000;

/** Maintenance (the rescue pass among it) runs a few times per rescue period, at most every 15 s. */
export const maintenanceEveryMs = (rescueAfterMs: number) => Math.min(MAINTENANCE_EVERY_MS, Math.max(250, Math.floor(rescueAfterMs / 4)));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    }),
  ]);
}

/** Relays one batch; returns how many events it relayed. */
export async function relayOnce(ctx: WorkerContext): Promise<number> {
  const batch = await relayOutboxBatch(ctx.db, BATCH);
  const { relayed } = batch;
  const deliveryJobs: WebhookDeliveryJob[] = batch.deliveries;
  const noticeJobs = batch.notices.map((n): NotificationJob => ({ kind: "event", providerId: n.providerId, eventId: n.eventId }));
  // Jobs go after the commit, so a job always finds its row at once. Should this fail (Redis
  // gone, a crash), the rows are pending: the rescue pass (rescueLostJobs) enqueues them later.
  if (deliveryJobs.length > 0) {
    try {
      const byQueue = new Map<Queue, WebhookDeliveryJob[]>();
      for (const job of deliveryJobs) {
        const queue = deliveryQueueOf(ctx, job.providerId);
        const jobs = byQueue.get(queue);
        if (jobs) jobs.push(job);
        else byQueue.set(queue, [job]);
      }
      const settings = { maxAttempts: ctx.config.WEBHOOK_MAX_ATTEMPTS };
      await withTimeout(
        Promise.all([...byQueue].map(([queue, jobs]) => enqueueWebhookDeliveries(queue, jobs, settings))),
        ENQUEUE_TIMEOUT_MS,
        "enqueueing deliveries",
      );
    } catch (error) {
      ctx.log.warn({ err: error, deliveries: deliveryJobs.length }, "deliveries not enqueued; the rescue pass will enqueue them");
    }
  }
  if (noticeJobs.length > 0) {
    try {
      await withTimeout(enqueueNotifications(ctx.queues.notifications, noticeJobs), ENQUEUE_TIMEOUT_MS, "enqueueing notices");
    } catch (error) {
      ctx.log.warn({ err: error, notices: noticeJobs.length }, "customer notices not enqueued; the rescue pass will enqueue them");
    }
  }
  await requeueRedeliveries(ctx);
  ctx.metrics.relayed.inc(relayed);
  // Times given back while someone waited for them: offered to the line now (each offer's event
  // wakes the relay again, to be relayed in turn). Openings (time off or a closure removed, hours
  // widened...) first become releases of the free times the line waits for.
  await expandOpenings(ctx.db, new Date());
  for (const { outcome, waitedMs } of await offerReleasedTimes(ctx.db, new Date(), { takesPayments: ctx.takesPayments })) {
    ctx.metrics.waitlistOffers.observe({ outcome }, waitedMs / 1000);
  }
  return relayed;
}

/**
 * Enqueues `add` unless a job of that id is still to run (waiting, delayed, active…). A job that
 * finished (completed or failed) is replaced only if its work is still pending once its state is
 * known (`stillPending`): the job may have finished it after the rows were read.
 */
async function requeueUnlessQueued(
  queue: Queue,
  jobId: string,
  stillPending: () => Promise<boolean>,
  add: () => Promise<unknown>,
): Promise<boolean> {
  const existing = await queue.getJob(jobId);
  if (existing) {
    const state = await existing.getState();
    if (state !== "failed" && state !== "completed") return false;
    if (!(await stillPending())) return false;
    await existing.remove();
  }
  await add();
  return true;
}

/** Queues a pending delivery's job unless it is queued already (a finished job of it is replaced). */
function requeueDelivery(ctx: WorkerContext, job: WebhookDeliveryJob): Promise<boolean> {
  const options = webhookDeliveryJobOptions(job, { maxAttempts: ctx.config.WEBHOOK_MAX_ATTEMPTS });
  const pending = () => deliveryIsPending(ctx.db, job.providerId, job.deliveryId);
  const queue = deliveryQueueOf(ctx, job.providerId);
  return requeueUnlessQueued(queue, job.deliveryId, pending, () => queue.add(job.event, job, options));
}

/**
 * Queues the jobs of redeliveries (webhooks/redeliver): each replaces the delivery's finished job.
 * A request whose job could not be queued (Redis away) stays, and the next pass tries again.
 */
export async function requeueRedeliveries(ctx: WorkerContext): Promise<number> {
  let queued = 0;
  for (const request of await requeueRequests(ctx.db, BATCH)) {
    const { providerId, deliveryId, webhookId, event, eventId } = request;
    try {
      await withTimeout(
        requeueDelivery(ctx, { providerId, deliveryId, webhookId, event, eventId }),
        ENQUEUE_TIMEOUT_MS,
        "queueing a redelivery",
      );
    } catch (error) {
      ctx.log.warn({ err: error, deliveryId: request.deliveryId }, "redelivery not queued yet; trying again on the next pass");
      return queued;
    }
    await requeueDone(ctx.db, request);
    queued += 1;
  }
  return queued;
}

/**
 * Re-enqueues work whose job Redis lost (a restart without persistence, a flushed instance):
 * pending deliveries long past their planned attempt, customer notices and channel messages
 * long pending. "Long" is WORKER_RESCUE_AFTER_MS. A delivery's job follows the schedule of its
 * row (it is held in the queue until the row's next attempt), so a job still queued is never
 * taken for lost however long its attempt waits for a slot.
 */
export async function rescueLostJobs(ctx: WorkerContext): Promise<number> {
  const now = new Date();
  const olderThan = new Date(now.getTime() - ctx.config.WORKER_RESCUE_AFTER_MS);
  let deliveries = 0;
  const rescuedByQueue = new Map<string, number>();
  for (const d of await overdueDeliveries(ctx.db, now, ctx.config.WORKER_RESCUE_AFTER_MS, 500)) {
    const job = { providerId: d.provider_id, deliveryId: d.id, webhookId: d.webhook_id, event: d.event, eventId: d.event_id };
    if (await requeueDelivery(ctx, job)) {
      deliveries += 1;
      const queue = deliveryQueueOf(ctx, job.providerId).name;
      rescuedByQueue.set(queue, (rescuedByQueue.get(queue) ?? 0) + 1);
    }
  }
  const noticeJobs: NotificationJob[] = [
    ...(await stalePendingNotices(ctx.db, olderThan, 500)).map((n): NotificationJob => ({
      kind: "event",
      providerId: n.provider_id,
      eventId: n.event_id,
    })),
    ...(await stalePendingClaims(ctx.db, olderThan, 500)).map((c): NotificationJob => ({
      kind: "claim",
      providerId: c.provider_id,
      claimKey: c.claim_key,
    })),
  ];
  let notices = 0;
  for (const job of noticeJobs) {
    // A notice job that finished left nothing pending unless it failed; re-reading is not worth it.
    if (
      await requeueUnlessQueued(
        ctx.queues.notifications,
        notificationJobId(job),
        async () => true,
        () => enqueueNotifications(ctx.queues.notifications, [job]),
      )
    ) {
      notices += 1;
    }
  }
  for (const [queue, count] of rescuedByQueue) ctx.metrics.rescued.inc({ queue }, count);
  if (notices) ctx.metrics.rescued.inc({ queue: ctx.queues.notifications.name }, notices);
  // Messages whose worker stopped mid-send: their outcome is unknown (counted; an operator may resend).
  for (const { channel } of await markStuckSendsUnknown(ctx.db, olderThan, 500)) {
    ctx.metrics.notifications.inc({ channel, outcome: "unknown" });
  }
  return deliveries + notices;
}

/** Deletes old relayed events, finished deliveries, decided notices and ended console sessions (see pruneRelayedRecords). */
export async function pruneOldRecords(ctx: WorkerContext, now = new Date()): Promise<number> {
  return pruneRelayedRecords(ctx.db, now);
}

export class OutboxRelay {
  private stopped = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private lastMaintenance = 0;
  private failingSince: number | null = null;
  /** Set by nudge(): an event arrived while a batch was being relayed. */
  private nudged = false;

  constructor(
    private readonly ctx: WorkerContext,
    private readonly maintenance: () => Promise<void>,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
  }

  /** A new event committed (NOTIFY): relay now instead of at the next poll. */
  nudge(): void {
    this.nudged = true;
    this.wake?.();
  }

  // stop() and nudge() change these flags while run() awaits. Read through methods, so that the
  // compiler does not carry over what run() last saw or set (it does not see the other callers).
  private hasStopped(): boolean {
    return this.stopped;
  }

  private wasNudged(): boolean {
    return this.nudged;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private async run(): Promise<void> {
    let backoff = 0;
    while (!this.hasStopped()) {
      let relayed = 0;
      if (!this.ctx.redisReady()) {
        // Events wait in the outbox; the connection reports (once) that Redis is unreachable.
        await this.sleep(200);
        continue;
      }
      this.nudged = false;
      try {
        relayed = await relayOnce(this.ctx);
        if (this.failingSince !== null) {
          this.ctx.log.info({ downForMs: Date.now() - this.failingSince }, "outbox relay recovered");
          this.failingSince = null;
        }
        backoff = 0;
        if (Date.now() - this.lastMaintenance >= maintenanceEveryMs(this.ctx.config.WORKER_RESCUE_AFTER_MS)) {
          this.lastMaintenance = Date.now();
          await this.maintenance();
        }
      } catch (error) {
        if (this.failingSince === null) {
          this.failingSince = Date.now();
          this.ctx.log.warn({ err: error }, "outbox relay failed; events stay in the outbox and are retried");
        }
        backoff = Math.min(Math.max(backoff * 2, 200), 5_000);
        // Force maintenance (rescue, scheduler) as soon as things work again.
        this.lastMaintenance = 0;
      }
      if (this.hasStopped()) break;
      if (relayed < BATCH && (backoff || !this.wasNudged())) await this.sleep(backoff || this.ctx.config.OUTBOX_POLL_MS);
    }
  }
}
