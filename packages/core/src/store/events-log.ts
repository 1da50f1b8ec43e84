// A provider's events as integrators catch up on them: newest first, each with its deliveries
// (one per subscribed webhook) and their status, so a receiver that was down can find what it
// missed and the delivery ids it already has. Events are kept as long as the outbox keeps them.
import { INTERNAL_EVENT_SCHEMAS } from "../events";
import { sql, type Kysely } from "kysely";
import type { Database, WebhookDeliveryStatus } from "@booking/db";
import { pageOf, type PageRequest } from "./pagination";

export interface EventsQuery extends PageRequest {
  event?: string;
  /** Only events with a delivery that has not succeeded (pending, failed or cancelled). */
  undelivered?: boolean;
}

export interface LoggedEvent {
  eventId: string;
  event: string;
  data: Record<string, unknown>;
  occurredAt: Date;
  deliveries: { webhookId: string; deliveryId: string; status: WebhookDeliveryStatus }[];
}

export async function listEvents(
  db: Kysely<Database>,
  providerId: string,
  query: EventsQuery,
): Promise<{ rows: LoggedEvent[]; total: number }> {
  // The service's own internal events (a hold waiting for verification) are not the integrator's.
  let base = db
    .selectFrom("outbox_events as e")
    .where("e.provider_id", "=", providerId)
    .where("e.event", "not in", Object.keys(INTERNAL_EVENT_SCHEMAS));
  if (query.event) base = base.where("e.event", "=", query.event);
  if (query.undelivered) {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom("webhook_deliveries as d")
          .select(sql`1`.as("one"))
          .whereRef("d.provider_id", "=", "e.provider_id")
          .whereRef("d.event_id", "=", "e.event_id")
          .where("d.status", "!=", "succeeded"),
      ),
    );
  }
  const { rows, total } = await pageOf(
    base,
    (b) => b.select(["e.event_id", "e.event", "e.data", "e.occurred_at"]).orderBy("e.occurred_at", "desc").orderBy("e.id", "desc"),
    query,
  );
  const eventIds = rows.map((r) => r.event_id);
  const deliveries =
    eventIds.length === 0
      ? []
      : await db
          .selectFrom("webhook_deliveries")
          .select(["event_id", "webhook_id", "id", "status"])
          .where("provider_id", "=", providerId)
          .where("event_id", "in", eventIds)
          .orderBy("webhook_id")
          .execute();
  // Keyed by event_id as the table has it (null for test deliveries, which the query leaves out).
  const byEvent = new Map<string | null, typeof deliveries>();
  for (const d of deliveries) byEvent.set(d.event_id, [...(byEvent.get(d.event_id) ?? []), d]);
  return {
    rows: rows.map((r) => ({
      eventId: r.event_id,
      event: r.event,
      data: r.data,
      occurredAt: r.occurred_at,
      deliveries: (byEvent.get(r.event_id) ?? []).map((d) => ({ webhookId: d.webhook_id, deliveryId: d.id, status: d.status })),
    })),
    total,
  };
}
