// Gauges both the API and the workers report: queue depths and the outbox lag. Each process
// has its own registry; these add the shared gauges to it.
import type { Queue } from "bullmq";
import { Gauge, type Registry } from "prom-client";
import { sql, type Database, type Kysely } from "@booking/db";

/** `queue_jobs{queue,state}`: jobs per queue and state, read from Redis at each scrape. */
export function registerQueueDepthGauge(registry: Registry, queues: () => Queue[]): void {
  new Gauge({
    name: "queue_jobs",
    help: "Jobs per queue and state",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of queues()) {
        try {
          const counts = await queue.getJobCounts("waiting", "active", "delayed", "failed", "completed", "prioritized");
          for (const [state, count] of Object.entries(counts)) this.set({ queue: queue.name, state }, count);
        } catch {
          // Redis away: no depths this scrape.
        }
      }
    },
  });
}

/** `outbox_lag_seconds` (age of the oldest unrelayed event, 0 when none) and `outbox_pending_events`. */
export function registerOutboxGauges(registry: Registry, db: Kysely<Database>): void {
  const pending = new Gauge({ name: "outbox_pending_events", help: "Events not yet relayed to the queues", registers: [registry] });
  new Gauge({
    name: "outbox_lag_seconds",
    help: "Age of the oldest event not yet relayed (0 when none)",
    registers: [registry],
    async collect() {
      try {
        const { rows } = await sql<{ lag: number; pending: number }>`
          SELECT coalesce(extract(epoch FROM now() - min(occurred_at)), 0) AS lag, count(*) AS pending
          FROM outbox_events WHERE relayed_at IS NULL`.execute(db);
        this.set(Number(rows[0]?.lag ?? 0));
        pending.set(Number(rows[0]?.pending ?? 0));
      } catch {
        // Database away: nothing this scrape.
      }
    },
  });
}
