// Prometheus metrics of the API: request counts and latencies by method, route and status, the
// outbox lag (events waiting for the relay), and queue depths when the API has the queues. They
// are served on a port of their own (main.ts, serveMetrics), never on the public one. One
// registry per app, so tests can build several apps in one process.
import type { FastifyInstance } from "fastify";
import type { Queue } from "bullmq";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { registerOutboxGauges, registerQueueDepthGauge } from "@booking/jobs";
import type { ServiceDeps } from "@booking/core";

export interface MetricsOptions {
  /** Process metrics (CPU, memory, event loop); on in the server process, off in tests. */
  defaultMetrics?: boolean;
  /** Queues whose depths are reported (when the API has them, see the queue dashboard). */
  queues?: () => Queue[];
}

export function registerMetrics(app: FastifyInstance, deps: ServiceDeps, options: MetricsOptions = {}): Registry {
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request latency by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  registerOutboxGauges(registry, deps.db);
  if (options.queues) registerQueueDepthGauge(registry, options.queues);

  app.addHook("onResponse", async (request, reply) => {
    // The route pattern (/v1/staff/:id), never the raw URL: bounded label values.
    const route = request.routeOptions.url ?? "unmatched";
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });
  return registry;
}
