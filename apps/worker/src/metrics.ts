// Prometheus metrics of a worker process: queue depths, deliveries by outcome, outbox lag,
// channel sends, reminders. One registry per worker instance (tests run several in a process).
import http from "node:http";
import type { Queue } from "bullmq";
import type { Kysely } from "kysely";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Database } from "@booking/db";
import { registerOutboxGauges, registerQueueDepthGauge } from "@booking/jobs";

export interface WorkerMetrics {
  registry: Registry;
  deliveries: Counter<"outcome">;
  deliveryDuration: Histogram;
  notifications: Counter<"channel" | "outcome">;
  reminders: Counter<"type">;
  relayed: Counter;
  rescued: Counter<"queue">;
}

export function createWorkerMetrics(
  db: Kysely<Database>,
  queues: () => Queue[],
  options: { defaultMetrics?: boolean } = {},
): WorkerMetrics {
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
  const deliveries = new Counter({
    name: "webhook_deliveries_total",
    help: "Webhook delivery attempts by outcome (succeeded, retrying, failed, blocked, skipped; deferred: its webhook had its share of requests under way)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const deliveryDuration = new Histogram({
    name: "webhook_delivery_duration_seconds",
    help: "Duration of webhook delivery attempts",
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const notifications = new Counter({
    name: "notification_sends_total",
    help: "Channel messages by channel and outcome",
    labelNames: ["channel", "outcome"] as const,
    registers: [registry],
  });
  const reminders = new Counter({
    name: "reminders_claimed_total",
    help: "Reminders claimed by type",
    labelNames: ["type"] as const,
    registers: [registry],
  });
  const relayed = new Counter({ name: "outbox_relayed_total", help: "Outbox events relayed to the queues", registers: [registry] });
  const rescued = new Counter({
    name: "jobs_rescued_total",
    help: "Jobs enqueued again by the rescue pass because Redis had lost them (with Redis healthy this should stay 0)",
    labelNames: ["queue"] as const,
    registers: [registry],
  });
  registerQueueDepthGauge(registry, queues);
  registerOutboxGauges(registry, db);
  return { registry, deliveries, deliveryDuration, notifications, reminders, relayed, rescued };
}

/** GET /metrics (and /healthz) on its own port. */
export async function serveMetrics(registry: Registry, port: number, host = "0.0.0.0"): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.url === "/metrics") {
      registry
        .metrics()
        .then((text) => {
          res.writeHead(200, { "content-type": registry.contentType });
          res.end(text);
        })
        .catch(() => {
          res.writeHead(500).end();
        });
    } else if (req.url === "/healthz") {
      res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
