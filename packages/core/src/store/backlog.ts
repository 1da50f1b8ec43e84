// What waits to be done, as the operations metrics report it: the outbox events no relay has
// taken yet and the webhook deliveries not yet made. One statement of index probes (each
// figure reads the front of a partial index of pending rows), ages measured on the database's
// clock, counts stopped at BACKLOG_COUNT_LIMIT so a huge backlog costs no more than a big one.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";

/** Backlog counts stop here: past it the exact number changes nothing an operator does. */
export const BACKLOG_COUNT_LIMIT = 100_000;

export interface Backlog {
  /** Age of the oldest event not yet relayed to the queues (0 when none). */
  outboxLagSeconds: number;
  /** Events not yet relayed (at most BACKLOG_COUNT_LIMIT). */
  outboxPendingEvents: number;
  /** Deliveries not yet succeeded, failed for good or cancelled (at most BACKLOG_COUNT_LIMIT). */
  pendingDeliveries: number;
  /** Age of the oldest such delivery, retries included (0 when none). */
  oldestPendingDeliverySeconds: number;
  /** How long the most overdue delivery attempt has been due without being made (0 when none is due). */
  overdueDeliverySeconds: number;
}

export async function readBacklog(db: Kysely<Database>): Promise<Backlog> {
  const { rows } = await sql<{ [K in keyof Backlog]: string | number | null }>`
    SELECT
      extract(epoch FROM now() - (SELECT occurred_at FROM outbox_events WHERE relayed_at IS NULL ORDER BY id LIMIT 1))
        AS "outboxLagSeconds",
      (SELECT count(*) FROM (SELECT 1 FROM outbox_events WHERE relayed_at IS NULL LIMIT ${BACKLOG_COUNT_LIMIT}) AS e)
        AS "outboxPendingEvents",
      (SELECT count(*) FROM (SELECT 1 FROM webhook_deliveries WHERE status = 'pending' LIMIT ${BACKLOG_COUNT_LIMIT}) AS d)
        AS "pendingDeliveries",
      extract(epoch FROM now() - (SELECT created_at FROM webhook_deliveries WHERE status = 'pending' ORDER BY created_at LIMIT 1))
        AS "oldestPendingDeliverySeconds",
      extract(epoch FROM now() - (
        SELECT next_attempt_at FROM webhook_deliveries
        WHERE status = 'pending' AND next_attempt_at <= now() ORDER BY next_attempt_at LIMIT 1))
        AS "overdueDeliverySeconds"`.execute(db);
  const row = rows[0];
  // next_attempt_at is set on a worker's clock: one running a moment ahead of the database's is no negative age.
  const figure = (value: string | number | null | undefined) => Math.max(0, Number(value ?? 0));
  return {
    outboxLagSeconds: figure(row?.outboxLagSeconds),
    outboxPendingEvents: figure(row?.outboxPendingEvents),
    pendingDeliveries: figure(row?.pendingDeliveries),
    oldestPendingDeliverySeconds: figure(row?.oldestPendingDeliverySeconds),
    overdueDeliverySeconds: figure(row?.overdueDeliverySeconds),
  };
}
