// Webhook delivery: one job per (event, webhook), job id = delivery id. Each run is one attempt:
// it is counted and recorded in PostgreSQL before the job finishes, so `deliveries` shows every
// attempt and a job re-run after a crash never repeats a finished delivery. The claims and the
// records of the jobs running at once in this process go to the database together (one
// statement each per batch, see MicroBatcher); each job still waits for its own record.
import { UnrecoverableError, type Job } from "bullmq";
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import {
  beginDeliveryAttempt,
  claimDeliveryAttempts,
  recordDeliveryAttempt,
  recordDeliveryAttempts,
  publicAttemptError,
  retryDelay,
  sendWebhook,
  signWebhookPayload,
  webhookBodyText,
  webhookSigningSecret,
  type AttemptRecord,
  type DeliveryKey,
  type Logger,
} from "@booking/core";
import { webhookDeliveryJob } from "@booking/jobs";
import type { WorkerContext } from "../context";
import { MicroBatcher } from "../micro-batcher";

/** Carries the planned delay to the worker's backoff strategy, so Redis and PostgreSQL agree. */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly retryDelayMs: number,
  ) {
    super(message);
  }
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

export function webhookDeliveryProcessor(ctx: WorkerContext) {
  const batches = deliveryBatchers(ctx.db, { log: ctx.log });
  const claim = batches.claim.call.bind(batches.claim);
  const record = batches.record.call.bind(batches.record);
  return async (job: Job): Promise<string> => {
    const data = webhookDeliveryJob.parse(job.data);
    const attempt = await beginDeliveryAttempt(ctx.db, data.providerId, data.deliveryId, data.eventId, claim);
    if (!attempt) {
      ctx.metrics.deliveries.inc({ outcome: "skipped" });
      return "nothing to do";
    }
    let secret: string;
    try {
      secret = webhookSigningSecret(attempt.webhookId, attempt.secret, ctx.secrets);
    } catch (error) {
      // A key missing from SECRETS_KEY/SECRETS_KEY_PREVIOUS is the operator's to fix, not the
      // receiver's fault: no attempt is counted, and the job is retried later.
      ctx.log.error({ webhookId: attempt.webhookId, deliveryId: attempt.deliveryId, err: (error as Error).message }, "cannot open the webhook's signing secret");
      throw error;
    }
    const signature = signWebhookPayload(secret, attempt.payload);
    const result = await sendWebhook({
      url: attempt.url,
      event: attempt.event,
      deliveryId: attempt.deliveryId,
      body: webhookBodyText(attempt.payload, signature),
      signature,
      timeoutMs: ctx.settings.webhookTimeoutMs,
      allowPrivate: ctx.settings.allowPrivateTargets,
    }, { resolver: ctx.webhookResolver });
    ctx.metrics.deliveryDuration.observe(result.durationMs / 1000);
    const final = result.ok || Boolean(result.blocked) || attempt.attempt >= ctx.settings.webhookMaxAttempts;
    const delay = final ? 0 : retryDelay(attempt.attempt, ctx.settings.webhookBackoffBaseMs);
    const recorded = await recordDeliveryAttempt(
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
        nextAttemptAt: final ? undefined : new Date(Date.now() + delay),
      },
      ctx.settings.webhookDisableAfter,
      record,
    );
    // Fields spread into each line rather than a child logger: pino serializes a child's fields
    // when it is made, for every delivery, though at the usual levels nothing here is logged.
    const about = { deliveryId: attempt.deliveryId, webhookId: attempt.webhookId, event: attempt.event, attempt: attempt.attempt };
    const log = ctx.log;
    if (recorded.disabled) log.warn({ ...about, consecutiveFailures: recorded.consecutiveFailures }, "webhook disabled after consecutive failed deliveries");
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
    throw new RetryLaterError(`attempt ${attempt.attempt} failed: ${result.error ?? "no 2xx"}`, delay);
  };
}

/** BullMQ backoff strategy "webhook": the delay the processor planned, else the schedule's. */
export function webhookBackoffStrategy(baseMs: number) {
  return (attemptsMade: number, _type?: string, error?: Error): number =>
    error instanceof RetryLaterError ? error.retryDelayMs : retryDelay(Math.max(1, attemptsMade), baseMs);
}
