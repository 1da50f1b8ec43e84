// Webhook delivery: one job per (event, webhook), job id = delivery id. Each run is one attempt:
// it is counted and recorded in PostgreSQL before the job finishes, so `deliveries` shows every
// attempt and a job re-run after a crash never repeats a finished delivery. The claims and the
// records of the jobs running at once in this process go to the database together (one
// statement each per batch, see MicroBatcher); each job still waits for its own record.
import { DelayedError, UnrecoverableError, type Job } from "bullmq";
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import { signWebhookPayload, webhookBodyText, webhookSigningSecret, type Config, type Logger } from "@booking/core";
import {
  beginDeliveryAttempt,
  claimDeliveryAttempts,
  reopenFinishedDelivery,
  recordDeliveryAttempt,
  recordDeliveryAttempts,
  publicAttemptError,
  retryDelay,
  sendWebhook,
  type AttemptRecord,
  type DeliveryAttempt,
  type DeliveryKey,
} from "@booking/core/worker";
import { webhookDeliveryJob } from "@booking/jobs";
import type { WorkerContext } from "../context";
import { MicroBatcher } from "../micro-batcher";
import { TargetSlots } from "../target-slots";

/** Requests to one webhook at once, by how it answers (see TargetSlots). */
export function targetSlotsFor(
  config: Pick<Config, "WEBHOOK_PER_TARGET_CONCURRENCY" | "WEBHOOK_CONCURRENCY" | "WEBHOOK_TIMEOUT_MS">,
): TargetSlots {
  return new TargetSlots({
    cap: config.WEBHOOK_PER_TARGET_CONCURRENCY,
    // A receiver that answers promptly may use up to half the worker's slots: at full speed,
    // yet never all of them should it start hanging.
    promptCap: Math.max(config.WEBHOOK_PER_TARGET_CONCURRENCY, Math.floor(config.WEBHOOK_CONCURRENCY / 2)),
    promptMs: Math.min(1_000, Math.floor(config.WEBHOOK_TIMEOUT_MS / 4)),
    unknownWaitMs: 100,
  });
}

/** When a deferred delivery comes back: a fraction of the request timeout, jittered so they do not return together. */
export function deferDelay(timeoutMs: number, random: () => number = Math.random): number {
  return Math.max(50, Math.round(timeoutMs * (0.25 + 0.5 * random())));
}

/** The batched claim and record of deliveries, shared by the delivery jobs of one worker. */
export function deliveryBatchers(
  db: Kysely<Database>,
  options: { log?: Logger; onBatch?: (name: "claim" | "record", size: number) => void } = {},
) {
  const onBatchError = (what: string) => (error: Error, size: number) =>
    options.log?.warn({ err: error, size }, `a batch of ${what} failed as a whole; retrying its items one by one`);
  return {
    claim: new MicroBatcher({
      name: "claim deliveries",
      run: (keys: readonly DeliveryKey[]) => claimDeliveryAttempts(db, keys),
      onBatch: (size) => options.onBatch?.("claim", size),
      onBatchError: onBatchError("delivery claims"),
    }),
    record: new MicroBatcher({
      name: "record delivery attempts",
      run: (records: readonly AttemptRecord[]) => recordDeliveryAttempts(db, records),
      onBatch: (size) => options.onBatch?.("record", size),
      onBatchError: onBatchError("delivery records"),
    }),
  };
}

/** A delivery whose secret no configured key opens waits this long before it is tried again. */
const SECRET_RETRY_MS = 60_000;
/** When a job whose failure was not a recorded attempt (the database failed it) runs again. */
const UNRECORDED_RETRY_MS = 1_000;
/** A job that comes this much before its row's planned attempt waits for it. */
const EARLY_MS = 100;

/**
 * Holds the job in the queue until `at` without spending one of BullMQ's attempts: PostgreSQL
 * keeps the delivery's attempts and schedule (attempts, next_attempt_at), and BullMQ only holds
 * the job until then. Two counts and two schedules would drift apart: a job failure that was not
 * a recorded attempt would spend a BullMQ attempt and be retried on BullMQ's schedule, and
 * BullMQ could fail the job for good while the row still had attempts to make — leaving it to
 * the rescue pass, a rescue period late.
 */
async function holdUntil(job: Job, token: string | undefined, at: number): Promise<never> {
  await job.moveToDelayed(at, token);
  throw new DelayedError();
}

export function webhookDeliveryProcessor(ctx: WorkerContext) {
  const batches = deliveryBatchers(ctx.db, { log: ctx.log });
  const claim = batches.claim.call.bind(batches.claim);
  const record = batches.record.call.bind(batches.record);
  const slots = targetSlotsFor(ctx.config);
  return async (job: Job, token?: string): Promise<string> => {
    const parsed = webhookDeliveryJob.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`not a delivery job: ${parsed.error.message}`);
    const data = parsed.data;
    let attempt: DeliveryAttempt | null;
    try {
      attempt = await beginDeliveryAttempt(ctx.db, data.providerId, data.deliveryId, data.eventId, claim);
    } catch (error) {
      ctx.log.warn({ err: error, deliveryId: data.deliveryId }, "delivery could not be claimed; trying again shortly");
      return holdUntil(job, token, Date.now() + UNRECORDED_RETRY_MS);
    }
    // A finished job (it made attempts) whose delivery is finished runs again only when an operator
    // retried it on the queue dashboard: they mean it to be sent again (a new round, as a redelivery).
    if (!attempt && job.attemptsMade > 0 && (await reopenFinishedDelivery(ctx.db, data.providerId, data.deliveryId))) {
      ctx.log.info({ deliveryId: data.deliveryId, jobId: job.id }, "finished delivery retried on the queue dashboard: sending it again");
      attempt = await beginDeliveryAttempt(ctx.db, data.providerId, data.deliveryId, data.eventId, claim);
    }
    if (!attempt) {
      ctx.metrics.deliveries.inc({ outcome: "skipped" });
      return "nothing to do";
    }
    // Its attempt is not due yet (the job ran early, e.g. again after a worker died): wait for it.
    const due = attempt.nextAttemptAt?.getTime() ?? 0;
    if (due > Date.now() + EARLY_MS) return holdUntil(job, token, due);
    const slot = await slots.acquire(attempt.webhookId);
    if (!slot) {
      // The webhook has its share of requests under way and is slow (or hangs): come back later,
      // without using up an attempt, and let other webhooks' deliveries have this slot.
      ctx.metrics.deliveries.inc({ outcome: "deferred" });
      return holdUntil(job, token, Date.now() + deferDelay(ctx.config.WEBHOOK_TIMEOUT_MS));
    }
    let secret: string;
    try {
      secret = webhookSigningSecret(attempt.webhookId, attempt.secret, ctx.secrets);
    } catch (error) {
      // A key missing from SECRETS_KEY/SECRETS_KEY_PREVIOUS is the operator's to fix, not the
      // receiver's fault: no attempt is counted, and the job comes back in a minute.
      slot.release();
      ctx.log.error(
        { webhookId: attempt.webhookId, deliveryId: attempt.deliveryId, err: (error as Error).message },
        "cannot open the webhook's signing secret",
      );
      return holdUntil(job, token, Date.now() + SECRET_RETRY_MS);
    }
    const signature = signWebhookPayload(secret, attempt.payload);
    let result: Awaited<ReturnType<typeof sendWebhook>>;
    try {
      result = await sendWebhook(
        {
          url: attempt.url,
          event: attempt.event,
          deliveryId: attempt.deliveryId,
          body: webhookBodyText(attempt.payload, signature),
          signature,
          timeoutMs: ctx.config.WEBHOOK_TIMEOUT_MS,
          allowPrivate: ctx.config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
        },
        { resolver: ctx.webhookResolver },
      );
    } finally {
      slot.release();
    }
    ctx.metrics.deliveryDuration.observe(result.durationMs / 1000);
    // Counted within the round (a redelivery's first attempt is its round's first).
    const roundAttempt = attempt.attempt - attempt.roundStart;
    const final = result.ok || Boolean(result.blocked) || roundAttempt >= ctx.config.WEBHOOK_MAX_ATTEMPTS;
    const delay = final ? 0 : retryDelay(roundAttempt, ctx.config.WEBHOOK_BACKOFF_BASE_MS);
    const nextAttemptAt = final ? undefined : new Date(Date.now() + delay);
    let recorded: Awaited<ReturnType<typeof recordDeliveryAttempt>>;
    try {
      recorded = await recordDeliveryAttempt(
        ctx.db,
        data.providerId,
        attempt,
        {
          attempt: attempt.attempt,
          ok: result.ok,
          statusCode: result.statusCode,
          durationMs: result.durationMs,
          // The deliveries log is the provider's to read: it gets the same words as webhooks/test.
          error: publicAttemptError(result),
          final,
          nextAttemptAt,
        },
        ctx.config.WEBHOOK_DISABLE_AFTER,
        record,
      );
    } catch (error) {
      // Sent but not recorded: the attempt did not happen as far as the delivery is concerned,
      // and is made again shortly (the receiver deduplicates on X-Webhook-Delivery).
      ctx.log.warn({ err: error, deliveryId: attempt.deliveryId }, "delivery attempt could not be recorded; trying again shortly");
      return holdUntil(job, token, Date.now() + UNRECORDED_RETRY_MS);
    }
    // Fields spread into each line rather than a child logger: pino serializes a child's fields
    // when it is made, for every delivery, though at the usual levels nothing here is logged.
    const about = { deliveryId: attempt.deliveryId, webhookId: attempt.webhookId, event: attempt.event, attempt: attempt.attempt };
    const log = ctx.log;
    if (recorded.disabled) {
      ctx.metrics.webhooksDisabled.inc();
      log.warn({ ...about, consecutiveFailures: recorded.consecutiveFailures }, "webhook disabled after consecutive failed deliveries");
    }
    if (result.ok) {
      ctx.metrics.deliveries.inc({ outcome: "succeeded" });
      log.debug({ ...about, statusCode: result.statusCode, durationMs: result.durationMs }, "webhook delivered");
      return `delivered (HTTP ${result.statusCode})`;
    }
    if (final) {
      ctx.metrics.deliveries.inc({ outcome: result.blocked ? "blocked" : "failed" });
      log.info({ ...about, statusCode: result.statusCode, error: result.error }, "webhook delivery failed for good");
      throw new UnrecoverableError(`delivery failed after ${attempt.attempt} attempt(s): ${result.error ?? "no 2xx"}`);
    }
    ctx.metrics.deliveries.inc({ outcome: "retrying" });
    log.debug({ ...about, statusCode: result.statusCode, error: result.error, retryInMs: delay }, "webhook attempt failed; will retry");
    if (!nextAttemptAt) throw new Error("webhook delivery: an attempt that is not final has no next attempt planned");
    return holdUntil(job, token, nextAttemptAt.getTime());
  };
}

/**
 * BullMQ backoff strategy "webhook", for failures the processor did not plan for (it schedules
 * retries itself, see holdUntil): try again shortly; the row's schedule decides what happens then.
 */
export function webhookBackoffStrategy() {
  return (): number => UNRECORDED_RETRY_MS;
}
