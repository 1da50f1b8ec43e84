// Prometheus metrics of the API: request counts and latencies by method, route and status,
// whether rate limits fall back to per-process counting (Redis not answering), database
// reachability and the backlog of events and deliveries, queue depths when the API has the
// queues, and each read replica's health and lag when it has replicas. They are served on a port of their own (main.ts, serveMetrics), never on the public
// one. One registry per app, so tests can build several apps in one process.
import type { FastifyInstance } from "fastify";
import type { Queue } from "bullmq";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { registerBacklogGauges, registerQueueDepthGauge } from "@booking/jobs";
import { readBacklog, type ServiceDeps } from "@booking/core";
import type { RateLimiter } from "./rate-limit";
import { PRIMARY_READ_REASONS, type ReadRouting } from "./read-replicas";
import type { WebhookOutcome } from "./payment-webhook";

export interface MetricsOptions {
  /** Process metrics (CPU, memory, event loop); on in the server process, off in tests. */
  defaultMetrics?: boolean;
  /** Queues whose depths are reported (when the API has them, see the queue dashboard). */
  queues?: () => Queue[];
  /** Read replicas and where lag-tolerant reads went, when DATABASE_READ_URLS is set. */
  readRouting?: ReadRouting;
}

/**
 * Native tRPC requests by the way they were served: directly, or by tRPC's adapter
 * (trpc-endpoint.ts). Counted in plain numbers and handed to the metric at each scrape: a labelled
 * increment costs every request a label lookup.
 */
/**
 * The payment provider's webhook deliveries by what came of them: applied (confirmed, reinstated,
 * refunded, noted, ignored), duplicate, and the refusals an alert watches: rejected (a bad
 * signature: a wrong STRIPE_WEBHOOK_SECRET, or someone else posting) and unmatched (an event about
 * a payment this service never made: another system's endpoint sharing the account?).
 */
export function paymentWebhookCounter(registry: Registry): Counter<"outcome"> {
  const counter = new Counter({
    name: "booking_payment_webhook_events_total",
    help: "Payment provider webhook deliveries by outcome (rejected: bad signature; unmatched: unknown payment)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  // Every outcome starts at 0, so that increase() sees the first refusal (the alerts watch them).
  const outcomes: WebhookOutcome[] = [
    "applied",
    "confirmed",
    "reinstated",
    "refunded",
    "noted",
    "ignored",
    "duplicate",
    "rejected",
    "unmatched",
  ];
  for (const outcome of outcomes) counter.inc({ outcome }, 0);
  return counter;
}

export function trpcServedCounter(registry: Registry): (handler: "direct" | "adapter") => void {
  const served = { direct: 0, adapter: 0 };
  new Counter({
    name: "trpc_requests_total",
    help: "Native tRPC requests by handler: direct (plain calls) or adapter (everything else)",
    labelNames: ["handler"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const handler of ["direct", "adapter"] as const) this.inc({ handler }, served[handler]);
    },
  });
  return (handler) => {
    served[handler] += 1;
  };
}

export function registerMetrics(
  app: FastifyInstance,
  deps: ServiceDeps,
  rateLimiter: Pick<RateLimiter, "shared">,
  options: MetricsOptions = {},
): Registry {
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request latency by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // The request count is the latency histogram's count, read at each scrape: recording it
  // separately would cost every request a second label lookup.
  new Counter({
    name: "http_requests_total",
    help: "HTTP requests by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { metricName, labels, value } of (await latency.get()).values) {
        if (metricName === "http_request_duration_seconds_count") this.inc(labels, value);
      }
    },
  });
  new Gauge({
    name: "rate_limit_redis_fallback_active",
    help: "1 while Redis does not answer and this process counts rate limits on its own, else 0",
    registers: [registry],
    collect() {
      this.set(rateLimiter.shared() ? 0 : 1);
    },
  });
  registerBacklogGauges(registry, () => readBacklog(deps.db));
  if (options.queues) registerQueueDepthGauge(registry, options.queues);
  if (options.readRouting) registerReplicaMetrics(registry, options.readRouting);

  app.addHook("onResponse", (request, reply, done) => {
    // The route pattern (/v1/staff/:id), never the raw URL: bounded label values.
    const route = request.routeOptions.url ?? "unmatched";
    latency.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
  return registry;
}

/**
 * Per replica: up (answers its probes as a standby), in use (up and within the lag bound), its
 * replay lag and the reads it served or failed; and the lag-tolerant reads the primary served,
 * by why. Counters read totals kept by the replica set and the routing, so they are set at scrape.
 */
function registerReplicaMetrics(registry: Registry, routing: ReadRouting): void {
  const labelNames = ["replica"] as const;
  new Gauge({
    name: "database_replica_up",
    help: "1 while the read replica answers its probes as a standby, else 0",
    labelNames,
    registers: [registry],
    collect() {
      for (const replica of routing.replicas.report()) this.set({ replica: replica.replica }, replica.up ? 1 : 0);
    },
  });
  new Gauge({
    name: "database_replica_in_use",
    help: "1 while lag-tolerant reads may go to the replica (up, recently probed, within DATABASE_READ_MAX_LAG_MS), else 0",
    labelNames,
    registers: [registry],
    collect() {
      for (const replica of routing.replicas.report()) this.set({ replica: replica.replica }, replica.inUse ? 1 : 0);
    },
  });
  new Gauge({
    name: "database_replica_lag_seconds",
    help: "How far the replica's replay trailed the primary at its last probe (seconds)",
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const replica of routing.replicas.report()) {
        if (replica.lagMs !== undefined) this.set({ replica: replica.replica }, replica.lagMs / 1000);
      }
    },
  });
  new Counter({
    name: "database_replica_reads_total",
    help: "Lag-tolerant reads sent to each replica: served, or failed there (and served by the primary)",
    labelNames: ["replica", "outcome"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const replica of routing.replicas.report()) {
        this.inc({ replica: replica.replica, outcome: "served" }, replica.served);
        this.inc({ replica: replica.replica, outcome: "failed" }, replica.failed);
      }
    },
  });
  new Counter({
    name: "database_primary_lag_tolerant_reads_total",
    help: "Lag-tolerant reads served by the primary, by reason: no_replica, own_write, writes_unknown, replica_failed",
    labelNames: ["reason"] as const,
    registers: [registry],
    collect() {
      this.reset();
      const counts = routing.primaryReads();
      for (const reason of PRIMARY_READ_REASONS) this.inc({ reason }, counts[reason]);
    },
  });
}
