// Delivering events to webhooks (the worker, and the synchronous test delivery): fan-out of
// outbox events into deliveries, claiming attempts, recording their outcomes, and the failure
// accounting that disables a webhook.
import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { applyOutcomes, countsAsFailure, deliveryStatusAfter, reachesDisableLimit } from "../../domain/webhook-failures";
import { renderNotification } from "../../messages";
import { insertSmartNotifications, PROVIDER_RECIPIENT } from "../notifications";
import { providerLanguage } from "../providers";
import { presentOrThrow } from "../../errors";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A deterministic `whd_…` id of the delivery of one event to one webhook. */
export function deliveryIdFor(eventId: string, webhookId: string): string {
  const digest = createHash("sha256").update(`${eventId}\u0000${webhookId}`).digest();
  let id = "";
  for (const byte of digest.subarray(0, 20)) id += BASE62[byte % 62];
  return `whd_${id}`;
}

export interface NewDelivery {
  providerId: string;
  id: string;
  webhookId: string;
  eventId: string | null;
  event: string;
  payload: string;
}

/** Inserts deliveries; ones that exist already (a relay retried) are left alone. */
export async function insertDeliveries(db: Kysely<Database>, deliveries: NewDelivery[], nextAttemptAt: Date): Promise<void> {
  if (deliveries.length === 0) return;
  // One array per column rather than a VALUES list: the relay inserts hundreds at once, and six
  // parameters cost less to build, send and parse than six per row.
  await sql`
    INSERT INTO webhook_deliveries (provider_id, id, webhook_id, event_id, event, payload, next_attempt_at)
    SELECT provider_id, id, webhook_id, event_id, event, payload, ${nextAttemptAt}::timestamptz
    FROM unnest(${deliveries.map((d) => d.providerId)}::uuid[], ${deliveries.map((d) => d.id)}::text[], ${deliveries.map((d) => d.webhookId)}::text[],
                ${deliveries.map((d) => d.eventId)}::text[], ${deliveries.map((d) => d.event)}::text[], ${deliveries.map((d) => d.payload)}::text[])
      AS d(provider_id, id, webhook_id, event_id, event, payload)
    ON CONFLICT (provider_id, id) DO NOTHING`.execute(db);
}

export interface DeliveryAttempt {
  deliveryId: string;
  webhookId: string;
  event: string;
  payload: string;
  url: string;
  secret: string;
  attempt: number;
  /** Attempts made before this round (a redelivery starts a new one): the round's count is attempt - roundStart. */
  roundStart: number;
  /** When this attempt is planned: its job waits for it if it comes early. */
  nextAttemptAt: Date | null;
}

export interface DeliveryKey {
  providerId: string;
  deliveryId: string;
}

/**
 * What to send for the next attempt of each pending delivery to an active webhook, in the order
 * of `keys`, in one read (the worker claims the deliveries of concurrent jobs together);
 * undefined where there is none — beginDeliveryAttempt then finds out why.
 */
export async function claimDeliveryAttempts(db: Kysely<Database>, keys: readonly DeliveryKey[]): Promise<(DeliveryAttempt | undefined)[]> {
  if (keys.length === 0) return [];
  // One primary-key probe per key (a LATERAL subquery with LIMIT 1 stays apart: flattened, without
  // statistics the planner would rather scan all of a webhook's deliveries by another index). The
  // status is checked outside it: inside, with stale statistics, the probe was planned as the
  // primary key ANDed with the index of every pending delivery (milliseconds per key).
  const { rows } = await sql<DeliveryAttempt & { providerId: string }>`
    SELECT d.provider_id AS "providerId", d.id AS "deliveryId", d.webhook_id AS "webhookId", d.event, d.payload, w.url, w.secret,
           d.attempts + 1 AS attempt, d.round_start AS "roundStart", d.next_attempt_at AS "nextAttemptAt"
    FROM unnest(${keys.map((k) => k.providerId)}::uuid[], ${keys.map((k) => k.deliveryId)}::text[]) AS k(provider_id, id)
    CROSS JOIN LATERAL (
      SELECT * FROM webhook_deliveries d WHERE d.provider_id = k.provider_id AND d.id = k.id LIMIT 1
    ) d
    JOIN webhooks w ON w.provider_id = d.provider_id AND w.id = d.webhook_id AND w.is_active
    WHERE d.status = 'pending'`.execute(db);
  const found = new Map(rows.map(({ providerId, ...attempt }) => [`${providerId}/${attempt.deliveryId}`, attempt]));
  return keys.map((k) => found.get(`${k.providerId}/${k.deliveryId}`));
}

/**
 * What to send for the next attempt of a pending delivery to an active webhook — one read on the
 * hot path (`claim`, by default claimDeliveryAttempts for this one delivery); the attempt is
 * counted when its outcome is recorded. Null when there is nothing to do (finished, cancelled,
 * or the webhook was deleted or disabled: then the delivery is cancelled).
 */
export async function beginDeliveryAttempt(
  db: Kysely<Database>,
  providerId: string,
  deliveryId: string,
  eventId?: string | null,
  claim: (key: DeliveryKey) => Promise<DeliveryAttempt | undefined> = async (key) => (await claimDeliveryAttempts(db, [key]))[0],
): Promise<DeliveryAttempt | null> {
  const claimed = await claim({ providerId, deliveryId });
  if (claimed) return claimed;

  // Rare paths, one delivery at a time.
  const exists = await db
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("provider_id", "=", providerId)
    .where("id", "=", deliveryId)
    .executeTakeFirst();
  if (!exists) {
    if (!eventId) return null;
    // A job may run before the relay's transaction has committed (a rescue, or a relay that
    // enqueued before committing): a share lock on the event waits until that transaction ends.
    await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL lock_timeout = '15s'`.execute(trx);
      await trx.selectFrom("outbox_events").select("id").where("event_id", "=", eventId).forShare().execute();
    });
  }
  // The row may have committed between the first claim and the look above: claim once more.
  return (await claimDeliveryAttempts(db, [{ providerId, deliveryId }]))[0] ?? (await cancelIfWebhookGone(db, providerId, deliveryId));
}

/** A pending delivery whose webhook was deleted or disabled will never be sent: cancel it. */
async function cancelIfWebhookGone(db: Kysely<Database>, providerId: string, deliveryId: string): Promise<null> {
  await sql`
    UPDATE webhook_deliveries d
    SET status = 'cancelled', last_error = 'webhook deleted or disabled', completed_at = now(), updated_at = now(), next_attempt_at = NULL
    WHERE d.provider_id = ${providerId} AND d.id = ${deliveryId} AND d.status = 'pending'
      AND NOT EXISTS (SELECT 1 FROM webhooks w WHERE w.provider_id = d.provider_id AND w.id = d.webhook_id AND w.is_active)`.execute(db);
  return null;
}

export interface AttemptOutcome {
  attempt: number;
  statusCode: number | null;
  durationMs: number;
  error?: string;
  ok: boolean;
  /** No more attempts follow (success, last attempt, or a permanent refusal). */
  final: boolean;
  /** When the next attempt is planned, if any. */
  nextAttemptAt?: Date;
}

export interface AttemptRecord {
  providerId: string;
  deliveryId: string;
  webhookId: string;
  outcome: AttemptOutcome;
  /** Consecutive failed deliveries that disable the webhook (WEBHOOK_DISABLE_AFTER). */
  disableAfter: number;
}

/** The webhook's figures as one recorded outcome left them. */
export interface WebhookFigures {
  consecutiveFailures: number;
  /** Whether the webhook was active before this batch of outcomes. */
  isActive: boolean;
  url: string;
}

export interface RecordedOutcome {
  /** The webhook was disabled by this failure. */
  disabled: boolean;
  consecutiveFailures: number;
}

/**
 * Records attempts — each one's attempt row, its delivery's state, and the failure figures of the
 * webhooks — in one statement (the worker records the outcomes of concurrent jobs together). A
 * delivery already finished is left as it is. A webhook's row is updated once per statement,
 * under its row lock, by the rule of applyOutcomes (successes first, the count stops at the
 * limit, a disabled webhook's count does not move), so concurrent batches never count past the
 * limit. A batch of successes leaves the row alone unless that changes something (it had
 * failures, another status, or its last delivery is a second old): concurrent deliveries to one
 * webhook would otherwise queue on that row's lock. Returns, per record, the webhook's figures as
 * that outcome left them, or null when its row was left alone or is gone.
 */
export async function recordDeliveryAttempts(db: Kysely<Database>, records: readonly AttemptRecord[]): Promise<(WebhookFigures | null)[]> {
  if (records.length === 0) return [];
  const column = <T>(pick: (r: AttemptRecord) => T) => records.map(pick);
  const { rows } = await sql<{ provider_id: string; id: string; before: number; was_active: boolean; url: string }>`
    WITH input AS (
      SELECT * FROM unnest(
        ${column((r) => r.providerId)}::uuid[], ${column((r) => r.deliveryId)}::text[], ${column((r) => r.webhookId)}::text[],
        ${column((r) => r.outcome.attempt)}::int[], ${column((r) => r.outcome.statusCode)}::int[], ${column((r) => r.outcome.durationMs)}::int[],
        ${column((r) => r.outcome.error?.slice(0, 1000) ?? null)}::text[], ${column((r) => deliveryStatusAfter(r.outcome))}::text[],
        ${column((r) => (deliveryStatusAfter(r.outcome) === "pending" ? (r.outcome.nextAttemptAt?.toISOString() ?? null) : null))}::timestamptz[],
        ${column((r) => r.outcome.ok)}::bool[], ${column((r) => countsAsFailure(r.outcome))}::bool[], ${column((r) => r.disableAfter)}::int[]
      ) WITH ORDINALITY AS i(provider_id, delivery_id, webhook_id, attempt, status_code, duration_ms, error, status, next_attempt_at, ok, failure, disable_after, ord)
    ), attempt AS (
      INSERT INTO webhook_delivery_attempts (provider_id, delivery_id, attempt, status_code, duration_ms, error)
      SELECT provider_id, delivery_id, attempt, status_code, duration_ms, error FROM input
      ON CONFLICT (provider_id, delivery_id, attempt) DO NOTHING
    ), delivery AS (
      UPDATE webhook_deliveries d
      SET status = i.status, attempts = greatest(d.attempts, i.attempt), last_status_code = i.status_code, last_error = i.error,
          next_attempt_at = i.next_attempt_at, completed_at = CASE WHEN i.status = 'pending' THEN NULL ELSE now() END, updated_at = now()
      FROM input i
      -- "(SELECT 'pending')" keeps the planner from the partial index of pending deliveries:
      -- right after a burst of inserts its statistics say a few rows where there are thousands.
      WHERE d.provider_id = i.provider_id AND d.id = i.delivery_id AND d.status = (SELECT 'pending')
    ), outcome AS (
      -- Per webhook, applied successes first (see applyOutcomes): the status left is the last
      -- failure's, else the last success's.
      SELECT provider_id, webhook_id, bool_or(ok) AS any_ok, bool_and(ok) AS all_ok, count(*) FILTER (WHERE failure)::int AS failures,
             min(disable_after) AS disable_after, (array_agg(status_code ORDER BY ok, ord DESC))[1] AS last_status
      FROM input GROUP BY provider_id, webhook_id
    ), locked AS (
      -- Rows locked in one order, so two batches touching the same webhooks cannot deadlock. A
      -- row locked here is its latest version (another batch's committed update included): the
      -- count is computed from it, so concurrent batches add up and stop at the limit.
      SELECT w.provider_id, w.id, w.consecutive_failures AS before, w.is_active AS was_active
      FROM webhooks w JOIN outcome o ON w.provider_id = o.provider_id AND w.id = o.webhook_id
      WHERE NOT o.all_ok OR w.consecutive_failures <> 0 OR w.last_status IS DISTINCT FROM o.last_status
         OR w.last_delivery_at IS NULL OR w.last_delivery_at < now() - interval '1 second'
      ORDER BY w.provider_id, w.id
      FOR UPDATE OF w
    )
    UPDATE webhooks w
    SET last_delivery_at = now(), last_status = o.last_status,
        -- failureCountAfter: from 0 after a success, one per failure, never past the limit;
        -- a disabled webhook's count stays.
        consecutive_failures = CASE
          WHEN NOT l.was_active THEN l.before
          WHEN s.start >= o.disable_after THEN s.start
          ELSE least(s.start + o.failures, o.disable_after)
        END
    FROM outcome o, locked l, LATERAL (SELECT CASE WHEN o.any_ok THEN 0 ELSE l.before END AS start) s
    WHERE w.provider_id = o.provider_id AND w.id = o.webhook_id AND l.provider_id = w.provider_id AND l.id = w.id
    RETURNING w.provider_id, w.id, l.before, l.was_active, w.url`.execute(db);

  const figures = new Array<WebhookFigures | null>(records.length).fill(null);
  for (const row of rows) {
    // This webhook's records, each with its place in `records`.
    const mine = records.flatMap((record, i) =>
      record.providerId === row.provider_id && record.webhookId === row.id ? [{ i, record }] : [],
    );
    const { running } = applyOutcomes(
      row.before,
      row.was_active,
      mine.map(({ record }) => record.outcome),
      Math.min(...mine.map(({ record }) => record.disableAfter)),
    );
    for (const [k, { i }] of mine.entries()) {
      const consecutiveFailures = presentOrThrow(running[k], "applyOutcomes gives a count per outcome");
      figures[i] = { consecutiveFailures, isActive: row.was_active, url: row.url };
    }
  }
  return figures;
}

/**
 * Records one attempt (through `record`, by default recordDeliveryAttempts for this one) and its
 * effect on the webhook: a delivery that fails for good counts one consecutive failure, a
 * success resets the count. At `disableAfter` consecutive failures the webhook is disabled and
 * the provider notified, once.
 */
export async function recordDeliveryAttempt(
  db: Kysely<Database>,
  providerId: string,
  delivery: { deliveryId: string; webhookId: string },
  outcome: AttemptOutcome,
  disableAfter: number,
  record: (record: AttemptRecord) => Promise<WebhookFigures | null> = async (r) => (await recordDeliveryAttempts(db, [r]))[0] ?? null,
): Promise<RecordedOutcome> {
  const webhook = await record({ providerId, deliveryId: delivery.deliveryId, webhookId: delivery.webhookId, outcome, disableAfter });
  if (!webhook || !reachesDisableLimit(outcome, webhook.consecutiveFailures, webhook.isActive, disableAfter)) {
    return { disabled: false, consecutiveFailures: webhook?.consecutiveFailures ?? 0 };
  }
  // Rare: this failure reached the limit. Disable the webhook and tell the provider, once: of
  // the failures that find it at the limit, the first to get here does it. Only while the count
  // is still at the limit (a success since then started a new streak); should this process die
  // before it, the webhook's next failure finds the count at the limit and disables it.
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("webhooks")
      .set({ is_active: false, disabled_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where("provider_id", "=", providerId)
      .where("id", "=", delivery.webhookId)
      .where("is_active", "=", true)
      .where("consecutive_failures", ">=", disableAfter)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return { disabled: false, consecutiveFailures: webhook.consecutiveFailures };
    const words = renderNotification("webhookDisabled", await providerLanguage(trx, providerId), {
      url: webhook.url,
      failures: webhook.consecutiveFailures,
    });
    await insertSmartNotifications(trx, [
      {
        providerId,
        recipient: PROVIDER_RECIPIENT,
        type: "webhook.disabled",
        title: words.title,
        body: words.body,
        data: { webhookId: delivery.webhookId, url: webhook.url, consecutiveFailures: webhook.consecutiveFailures },
      },
    ]);
    return { disabled: true, consecutiveFailures: webhook.consecutiveFailures };
  });
}

/** Pending deliveries whose planned attempt is overdue by `graceMs`: their job was lost (Redis data loss). */
export async function overdueDeliveries(db: Kysely<Database>, now: Date, graceMs: number, limit: number) {
  return db
    .selectFrom("webhook_deliveries")
    .select(["provider_id", "id", "webhook_id", "event", "event_id", "attempts"])
    .where("status", "=", "pending")
    .where("next_attempt_at", "<", new Date(now.getTime() - graceMs))
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
}

/** Records a synchronous test delivery (one attempt) so it shows in `deliveries`; failure stats are left alone. */
export async function recordTestDelivery(
  db: Kysely<Database>,
  providerId: string,
  delivery: { id: string; webhookId: string; payload: string },
  result: { ok: boolean; statusCode: number | null; durationMs: number; error?: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("webhook_deliveries")
      .values({
        provider_id: providerId,
        id: delivery.id,
        webhook_id: delivery.webhookId,
        event_id: null,
        event: "webhook.test",
        payload: delivery.payload,
        status: result.ok ? "succeeded" : "failed",
        attempts: 1,
        last_status_code: result.statusCode,
        last_error: result.error?.slice(0, 1000) ?? null,
        next_attempt_at: null,
        completed_at: sql<Date>`now()`,
      })
      .execute();
    await trx
      .insertInto("webhook_delivery_attempts")
      .values({
        provider_id: providerId,
        delivery_id: delivery.id,
        attempt: 1,
        status_code: result.statusCode,
        duration_ms: result.durationMs,
        error: result.error?.slice(0, 1000) ?? null,
      })
      .execute();
  });
}
