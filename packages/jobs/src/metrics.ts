// Gauges both the API and the workers report (queue depths, database reachability and the
// backlog of events and deliveries) and the /metrics endpoint both serve. Each process has its
// own registry; these add the shared gauges to it.
import { timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { Queue } from "bullmq";
import { Gauge, type Registry } from "prom-client";

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

/** The backlog figures the SQL gauges report (read by @booking/core's readBacklog). */
export interface BacklogFigures {
  outboxLagSeconds: number;
  outboxPendingEvents: number;
  pendingDeliveries: number;
  oldestPendingDeliverySeconds: number;
  overdueDeliverySeconds: number;
}

/** The longest a scrape waits for the database before reporting it unreachable. */
const DATABASE_CHECK_MS = 2_000;
/** How long one reading of the backlog serves scrapes: every process reports it, and scrapers may be several. */
export const BACKLOG_CACHE_MS = 5_000;

type Reading = { ok: true; figures: BacklogFigures } | { ok: false };

/** Rejects if `promise` has not settled within `ms` (the work itself goes on, bounded by the statement timeout). */
function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `database_up` and the backlog gauges, from one reading of the database shared by every gauge
 * of a scrape and reused for `cacheMs`: `outbox_lag_seconds`, `outbox_pending_events`,
 * `webhook_deliveries_pending`, `webhook_delivery_oldest_pending_age_seconds`,
 * `webhook_delivery_overdue_seconds`. A reading that fails or takes over 2 s sets
 * `database_up` to 0 and leaves the backlog gauges out of that scrape (no figure is better than
 * a stale one).
 */
export function registerBacklogGauges(registry: Registry, read: () => Promise<BacklogFigures>, options: { cacheMs?: number } = {}): void {
  const cacheMs = options.cacheMs ?? BACKLOG_CACHE_MS;
  let last: { at: number; reading: Promise<Reading> } | undefined;
  const reading = (): Promise<Reading> => {
    const now = Date.now();
    if (!last || now - last.at >= cacheMs) {
      last = {
        at: now,
        reading: withinMs(read(), DATABASE_CHECK_MS).then(
          (figures): Reading => ({ ok: true, figures }),
          (): Reading => ({ ok: false }),
        ),
      };
    }
    return last.reading;
  };
  new Gauge({
    name: "database_up",
    help: "1 when this process's last reading of the database answered within 2 s, else 0",
    registers: [registry],
    async collect() {
      this.set((await reading()).ok ? 1 : 0);
    },
  });
  const figure = (name: string, help: string, pick: (figures: BacklogFigures) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const current = await reading();
        if (current.ok) this.set(pick(current.figures));
        else this.reset();
      },
    });
  figure("outbox_lag_seconds", "Age of the oldest event not yet relayed to the queues (0 when none)", (f) => f.outboxLagSeconds);
  figure("outbox_pending_events", "Events not yet relayed to the queues (counted up to 100000)", (f) => f.outboxPendingEvents);
  figure(
    "webhook_deliveries_pending",
    "Webhook deliveries not yet finished, retries included (counted up to 100000)",
    (f) => f.pendingDeliveries,
  );
  figure(
    "webhook_delivery_oldest_pending_age_seconds",
    "Age of the oldest webhook delivery not yet finished, retries included (0 when none)",
    (f) => f.oldestPendingDeliverySeconds,
  );
  figure(
    "webhook_delivery_overdue_seconds",
    "How long the most overdue webhook delivery attempt has been due without being made (0 when none is due)",
    (f) => f.overdueDeliverySeconds,
  );
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
