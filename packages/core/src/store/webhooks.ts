// Webhooks of a provider and their deliveries. Procedures use the CRUD half; the worker uses the
// delivery half (fan-out of outbox events, attempts, failure accounting).
import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database, Webhook } from "@booking/db";
import { notFound } from "../errors";
import { newId, randomBase62 } from "../ids";
import { offsetOf } from "../schemas/common";
import { insertSmartNotifications, PROVIDER_RECIPIENT } from "./notifications";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A deterministic `whd_…` id of the delivery of one event to one webhook. */
export function deliveryIdFor(eventId: string, webhookId: string): string {
  const digest = createHash("sha256").update(`${eventId}\u0000${webhookId}`).digest();
  let id = "";
  for (let i = 0; i < 20; i++) id += BASE62[digest[i]! % 62];
  return `whd_${id}`;
}

export const generateWebhookSecret = () => `whsec_${randomBase62(40)}`;

export interface WebhookInput {
  url: string;
  events: string[];
  secret?: string;
}

export async function createWebhook(db: Kysely<Database>, providerId: string, input: WebhookInput): Promise<Webhook> {
  return db
    .insertInto("webhooks")
    .values({
      provider_id: providerId,
      id: newId("wh"),
      url: input.url,
      events: [...new Set(input.events)],
      secret: input.secret ?? generateWebhookSecret(),
      last_status: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listWebhooks(db: Kysely<Database>, providerId: string): Promise<Webhook[]> {
  return db
    .selectFrom("webhooks")
    .selectAll()
    .where("provider_id", "=", providerId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function getWebhook(db: Kysely<Database>, providerId: string, id: string): Promise<Webhook> {
  const row = await db.selectFrom("webhooks").selectAll().where("provider_id", "=", providerId).where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("Webhook", id);
  return row;
}

export interface WebhookPatch {
  url?: string;
  events?: string[];
  secret?: string;
  isActive?: boolean;
}

export async function updateWebhook(db: Kysely<Database>, providerId: string, id: string, patch: WebhookPatch): Promise<Webhook> {
  const row = await db
    .updateTable("webhooks")
    .set((eb) => ({
      ...(patch.url !== undefined ? { url: patch.url } : {}),
      ...(patch.events !== undefined ? { events: [...new Set(patch.events)] } : {}),
      ...(patch.secret !== undefined ? { secret: patch.secret } : {}),
      ...(patch.isActive !== undefined
        ? {
            is_active: patch.isActive,
            // Re-enabling starts the failure count afresh.
            consecutive_failures: patch.isActive ? 0 : eb.ref("consecutive_failures"),
            disabled_at: patch.isActive ? null : eb.ref("disabled_at"),
          }
        : {}),
      updated_at: sql<Date>`now()`,
    }))
    .where("provider_id", "=", providerId)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound("Webhook", id);
  return row;
}

export async function deleteWebhook(db: Kysely<Database>, providerId: string, id: string): Promise<void> {
  const result = await db.deleteFrom("webhooks").where("provider_id", "=", providerId).where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound("Webhook", id);
}

export async function listDeliveries(
  db: Kysely<Database>,
  providerId: string,
  webhookId: string,
  page: number,
  limit: number,
) {
  await getWebhook(db, providerId, webhookId);
  const base = db.selectFrom("webhook_deliveries").where("provider_id", "=", providerId).where("webhook_id", "=", webhookId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).offset(offsetOf(page, limit)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  const attempts = rows.length
    ? await db
        .selectFrom("webhook_delivery_attempts")
        .selectAll()
        .where("provider_id", "=", providerId)
        .where(
          "delivery_id",
          "in",
          rows.map((r) => r.id),
        )
        .orderBy("attempt")
        .execute()
    : [];
  return {
    rows: rows.map((row) => ({ ...row, attemptLog: attempts.filter((a) => a.delivery_id === row.id) })),
    total: count.total,
  };
}

// ---------------------------------------------------------------------------------------------
// Delivery bookkeeping (the worker, and the synchronous test delivery).

/** Active webhooks of a provider subscribed to an event. */
export async function subscribedWebhooks(db: Kysely<Database>, providerId: string, event: string) {
  return db
    .selectFrom("webhooks")
    .select(["id", "url"])
    .where("provider_id", "=", providerId)
    .where("is_active", "=", true)
    .where(sql<boolean>`events @> ARRAY[${event}]::text[]`)
    .execute();
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
  await db
    .insertInto("webhook_deliveries")
    .values(
      deliveries.map((d) => ({
        provider_id: d.providerId,
        id: d.id,
        webhook_id: d.webhookId,
        event_id: d.eventId,
        event: d.event,
        payload: d.payload,
        last_status_code: null,
        last_error: null,
        next_attempt_at: nextAttemptAt,
      })),
    )
    .onConflict((oc) => oc.columns(["provider_id", "id"]).doNothing())
    .execute();
}

/**
 * Starts an attempt: counts it and returns what to send, or null when there is nothing to do
 * (the delivery is finished, or its webhook was deleted or disabled — then it is cancelled).
 */
export interface DeliveryAttempt {
  deliveryId: string;
  webhookId: string;
  event: string;
  payload: string;
  url: string;
  secret: string;
  attempt: number;
}

/**
 * What to send for the next attempt of a pending delivery to an active webhook — one read on the
 * hot path; the attempt is counted when its outcome is recorded (recordDeliveryAttempt). Null
 * when there is nothing to do (finished, cancelled, or the webhook was deleted or disabled: then
 * the delivery is cancelled).
 */
export async function beginDeliveryAttempt(
  db: Kysely<Database>,
  providerId: string,
  deliveryId: string,
  eventId?: string | null,
): Promise<DeliveryAttempt | null> {
  const claim = () =>
    sql<DeliveryAttempt>`
      SELECT d.id AS "deliveryId", d.webhook_id AS "webhookId", d.event, d.payload, w.url, w.secret, d.attempts + 1 AS attempt
      FROM webhook_deliveries d
      JOIN webhooks w ON w.provider_id = d.provider_id AND w.id = d.webhook_id AND w.is_active
      WHERE d.provider_id = ${providerId} AND d.id = ${deliveryId} AND d.status = 'pending'`.execute(db);
  const claimed = (await claim()).rows[0];
  if (claimed) return claimed;

  const exists = await db
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("provider_id", "=", providerId)
    .where("id", "=", deliveryId)
    .executeTakeFirst();
  if (!exists) {
    if (!eventId) return null;
    // The relay enqueues before it commits: a fast worker can get here first. Waiting for a
    // share lock on the event waits exactly until the relay's transaction has ended.
    await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL lock_timeout = '15s'`.execute(trx);
      await trx.selectFrom("outbox_events").select("id").where("event_id", "=", eventId).forShare().execute();
    });
  }
  // The row may have committed between the first claim and the look above: claim once more.
  return (await claim()).rows[0] ?? (await cancelIfWebhookGone(db, providerId, deliveryId));
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

export interface RecordedOutcome {
  /** The webhook was disabled by this failure. */
  disabled: boolean;
  consecutiveFailures: number;
}

/**
 * Records one attempt and its effect on the delivery and the webhook's failure stats. A
 * delivery that fails for good counts one consecutive failure; a success resets the count. At
 * `disableAfter` consecutive failures the webhook is disabled and the provider notified, once.
 */
/**
 * Records one attempt: the attempt row, the delivery's state and the webhook's failure figures,
 * in one statement. A success leaves the webhook row alone unless it changes something (it had
 * failures, another status, or its last delivery is a second old): concurrent deliveries to one
 * webhook would otherwise queue on that row's lock.
 */
export async function recordDeliveryAttempt(
  db: Kysely<Database>,
  providerId: string,
  delivery: { deliveryId: string; webhookId: string },
  outcome: AttemptOutcome,
  disableAfter: number,
): Promise<RecordedOutcome> {
  const status = outcome.ok ? "succeeded" : outcome.final ? "failed" : "pending";
  const error = outcome.error?.slice(0, 1000) ?? null;
  const failure = !outcome.ok && outcome.final;
  const result = await sql<{ consecutive_failures: number; is_active: boolean; url: string }>`
    WITH attempt AS (
      INSERT INTO webhook_delivery_attempts (provider_id, delivery_id, attempt, status_code, duration_ms, error)
      VALUES (${providerId}, ${delivery.deliveryId}, ${outcome.attempt}, ${outcome.statusCode}, ${outcome.durationMs}, ${error})
      ON CONFLICT (provider_id, delivery_id, attempt) DO NOTHING
    ), delivery AS (
      UPDATE webhook_deliveries
      SET status = ${status}, attempts = greatest(attempts, ${outcome.attempt}), last_status_code = ${outcome.statusCode}, last_error = ${error},
          next_attempt_at = ${status === "pending" ? (outcome.nextAttemptAt ?? null) : null},
          completed_at = ${status === "pending" ? null : sql`now()`}, updated_at = now()
      WHERE provider_id = ${providerId} AND id = ${delivery.deliveryId} AND status = 'pending'
    )
    UPDATE webhooks
    SET last_delivery_at = now(), last_status = ${outcome.statusCode},
        consecutive_failures = ${outcome.ok ? sql`0` : failure ? sql`consecutive_failures + 1` : sql`consecutive_failures`}
    WHERE provider_id = ${providerId} AND id = ${delivery.webhookId}
      AND (${!outcome.ok} OR consecutive_failures <> 0 OR last_status IS DISTINCT FROM ${outcome.statusCode}
           OR last_delivery_at IS NULL OR last_delivery_at < now() - interval '1 second')
    RETURNING consecutive_failures, is_active, url`.execute(db);
  const webhook = result.rows[0];
  if (!webhook || !failure || !webhook.is_active || webhook.consecutive_failures < disableAfter) {
    return { disabled: false, consecutiveFailures: webhook?.consecutive_failures ?? 0 };
  }
  // Rare: this failure reached the limit. Disable the webhook and tell the provider, once.
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("webhooks")
      .set({ is_active: false, disabled_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where("provider_id", "=", providerId)
      .where("id", "=", delivery.webhookId)
      .where("is_active", "=", true)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return { disabled: false, consecutiveFailures: webhook.consecutive_failures };
    await insertSmartNotifications(trx, [
      {
        providerId,
        recipient: PROVIDER_RECIPIENT,
        type: "webhook.disabled",
        title: "Webhook disabled",
        body:
          `Your webhook ${webhook.url} was disabled after ${webhook.consecutive_failures} consecutive failed deliveries. ` +
          "Fix the receiver, then re-enable it with webhooks/update {isActive: true}.",
        data: { webhookId: delivery.webhookId, url: webhook.url, consecutiveFailures: webhook.consecutive_failures },
      },
    ]);
    return { disabled: true, consecutiveFailures: webhook.consecutive_failures };
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
