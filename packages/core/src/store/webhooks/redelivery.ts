// Sending finished deliveries again: a provider's redelivery (webhooks/redeliver) or an operator's
// retry of a failed job on the queue dashboard. Either opens a new round of attempts for the
// delivery — the full allowance of attempts and the backoff counted from the round's first — under
// the same delivery id, so a receiver that already has it deduplicates on X-Webhook-Delivery. The
// same stored bytes are signed and sent.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { conflict, notFound } from "../../errors";
import { OUTBOX_CHANNEL } from "../events";

/** Reopens a provider's finished delivery and asks the relays to queue it; 404 unknown, 409 pending or webhook inactive. */
export async function requestRedelivery(db: Kysely<Database>, providerId: string, deliveryId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ status: string; attempts: number; next_attempt_at: Date | null; is_active: boolean }>`
      SELECT d.status, d.attempts, d.next_attempt_at, w.is_active
        FROM webhook_deliveries d JOIN webhooks w ON w.provider_id = d.provider_id AND w.id = d.webhook_id
       WHERE d.provider_id = ${providerId} AND d.id = ${deliveryId}
         FOR UPDATE OF d`.execute(trx);
    const delivery = rows[0];
    if (!delivery) throw notFound("Delivery", deliveryId);
    if (delivery.status === "pending") {
      throw conflict(
        `Delivery ${deliveryId} is still being delivered (attempt ${delivery.attempts + 1}` +
          `${delivery.next_attempt_at ? ` is due at ${delivery.next_attempt_at.toISOString()}` : " is under way"}); redeliver it once it has finished`,
        [{ path: "deliveryId", message: "is still pending" }],
      );
    }
    if (!delivery.is_active) {
      throw conflict("The delivery's webhook is disabled: enable it again (webhooks/update with isActive: true) first", [
        { path: "deliveryId", message: "belongs to a disabled webhook" },
      ]);
    }
    await sql`
      UPDATE webhook_deliveries
         SET status = 'pending', round_start = attempts, next_attempt_at = now(), completed_at = NULL,
             requeue_requested_at = now(), updated_at = now()
       WHERE provider_id = ${providerId} AND id = ${deliveryId}`.execute(trx);
    // Wakes the relays at commit: they queue the delivery's job (requeueRequests).
    await sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`.execute(trx);
  });
}

/**
 * Reopens a finished delivery (failed, or delivered) for an operator who retried its job on the
 * queue dashboard (the job runs at once); false when it is not finished so, or its webhook is inactive.
 */
export async function reopenFinishedDelivery(db: Kysely<Database>, providerId: string, deliveryId: string): Promise<boolean> {
  const result = await sql`
    UPDATE webhook_deliveries d
       SET status = 'pending', round_start = attempts, next_attempt_at = now(), completed_at = NULL, updated_at = now()
     WHERE d.provider_id = ${providerId} AND d.id = ${deliveryId} AND d.status IN ('failed', 'succeeded')
       AND EXISTS (SELECT 1 FROM webhooks w WHERE w.provider_id = d.provider_id AND w.id = d.webhook_id AND w.is_active)`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

export interface RequeueRequest {
  providerId: string;
  deliveryId: string;
  webhookId: string;
  event: string;
  eventId: string | null;
  requestedAt: Date;
}

/** Redeliveries whose job no relay has queued yet, oldest first. */
export async function requeueRequests(db: Kysely<Database>, limit: number): Promise<RequeueRequest[]> {
  const { rows } = await sql<RequeueRequest>`
    SELECT provider_id AS "providerId", id AS "deliveryId", webhook_id AS "webhookId", event, event_id AS "eventId",
           requeue_requested_at AS "requestedAt"
      FROM webhook_deliveries
     WHERE requeue_requested_at IS NOT NULL
     ORDER BY requeue_requested_at
     LIMIT ${limit}`.execute(db);
  return rows;
}

/** The request's job is queued (a later redelivery of the same delivery stays requested). */
export async function requeueDone(db: Kysely<Database>, request: RequeueRequest): Promise<void> {
  await sql`
    UPDATE webhook_deliveries SET requeue_requested_at = NULL
     WHERE provider_id = ${request.providerId} AND id = ${request.deliveryId} AND requeue_requested_at = ${request.requestedAt}`.execute(
    db,
  );
}
