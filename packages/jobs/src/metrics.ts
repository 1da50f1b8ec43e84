// Gauges both the API and the workers report: queue depths and the outbox lag. Each process
// has its own registry; these add the shared gauges to it.
import { timingSafeEqual } from "node:crypto";
import http from "node:http";
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

export interface MetricsEndpointOptions {
  port: number;
  host: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string;
}

export interface MetricsEndpoint {
  /** http://host:port of the endpoint (the real port when 0 was asked for). */
  url: string;
  close(): Promise<void>;
}

function presentsToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics (and /healthz) on a port of its own, apart from the public API: what a process
 * reveals about its load is for the operator's scraper, not for clients. Fails (rejects) when the
 * port is taken, so a process never runs unobserved without saying so.
 */
export async function serveMetrics(registry: Registry, options: MetricsEndpointOptions): Promise<MetricsEndpoint> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path === "/healthz") {
      res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
      return;
    }
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404).end();
      return;
    }
    if (options.token && !presentsToken(req.headers.authorization, options.token)) {
      res.writeHead(401, { "www-authenticate": 'Bearer realm="metrics"' }).end();
      return;
    }
    registry
      .metrics()
      .then((text) => res.writeHead(200, { "content-type": registry.contentType }).end(text))
      .catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const port = address && typeof address === "object" ? address.port : options.port;
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;
  return {
    url: `http://${host === "0.0.0.0" || host === "[::]" ? "127.0.0.1" : host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
