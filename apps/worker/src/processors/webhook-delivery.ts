// Webhook delivery: one job per (event, webhook), job id = delivery id. Each run is one attempt:
// it is counted and recorded in PostgreSQL before the job finishes, so `deliveries` shows every
// attempt and a job re-run after a crash never repeats a finished delivery.
import { UnrecoverableError, type Job } from "bullmq";
import {
  beginDeliveryAttempt,
  recordDeliveryAttempt,
  retryDelay,
  sendWebhook,
  signWebhookPayload,
  webhookBodyText,
} from "@booking/core";
import { webhookDeliveryJob } from "@booking/jobs";
import type { WorkerContext } from "../context";

/** Carries the planned delay to the worker's backoff strategy, so Redis and PostgreSQL agree. */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly retryDelayMs: number,
  ) {
    super(message);
  }
}

export function webhookDeliveryProcessor(ctx: WorkerContext) {
  return async (job: Job): Promise<string> => {
    const data = webhookDeliveryJob.parse(job.data);
    const attempt = await beginDeliveryAttempt(ctx.db, data.providerId, data.deliveryId, data.eventId);
    if (!attempt) {
      ctx.metrics.deliveries.inc({ outcome: "skipped" });
      return "nothing to do";
    }
    const signature = signWebhookPayload(attempt.secret, attempt.payload);
    const result = await sendWebhook({
      url: attempt.url,
      event: attempt.event,
      deliveryId: attempt.deliveryId,
      body: webhookBodyText(attempt.payload, signature),
      signature,
      timeoutMs: ctx.settings.webhookTimeoutMs,
      allowPrivate: ctx.settings.allowPrivateTargets,
    });
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
        error: result.error,
        final,
        nextAttemptAt: final ? undefined : new Date(Date.now() + delay),
      },
      ctx.settings.webhookDisableAfter,
    );
    const log = ctx.log.child({ deliveryId: attempt.deliveryId, webhookId: attempt.webhookId, event: attempt.event, attempt: attempt.attempt });
    if (recorded.disabled) log.warn({ consecutiveFailures: recorded.consecutiveFailures }, "webhook disabled after consecutive failed deliveries");
    if (result.ok) {
      ctx.metrics.deliveries.inc({ outcome: "succeeded" });
      log.debug({ statusCode: result.statusCode, durationMs: result.durationMs }, "webhook delivered");
      return `delivered (HTTP ${result.statusCode})`;
    }
    if (final) {
      ctx.metrics.deliveries.inc({ outcome: result.blocked ? "blocked" : "failed" });
      log.info({ statusCode: result.statusCode, error: result.error }, "webhook delivery failed for good");
      throw new UnrecoverableError(`delivery failed after ${attempt.attempt} attempt(s): ${result.error ?? "no 2xx"}`);
    }
    ctx.metrics.deliveries.inc({ outcome: "retrying" });
    log.debug({ statusCode: result.statusCode, error: result.error, retryInMs: delay }, "webhook attempt failed; will retry");
    throw new RetryLaterError(`attempt ${attempt.attempt} failed: ${result.error ?? "no 2xx"}`, delay);
  };
}

/** BullMQ backoff strategy "webhook": the delay the processor planned, else the schedule's. */
export function webhookBackoffStrategy(baseMs: number) {
  return (attemptsMade: number, _type?: string, error?: Error): number =>
    error instanceof RetryLaterError ? error.retryDelayMs : retryDelay(Math.max(1, attemptsMade), baseMs);
}
