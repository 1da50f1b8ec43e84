// Scenario 5: webhook delivery end to end — events committed to the outbox, relayed, delivered
// by 1 or 2 worker processes to a loopback receiver — beside BullMQ running no-op jobs.
import { createServer, type Server } from "node:http";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { OUTBOX_CHANNEL } from "@booking/core";
import { startProcess, stopProcess } from "./processes";

export interface Receiver {
  url: string;
  received: Map<string, number>;
  waitFor(count: number, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received = new Map<string, number>();
  let waiter: { count: number; resolve: () => void } | undefined;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const at = Date.now();
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { data: { bookingId: string } };
        if (!received.has(body.data.bookingId)) received.set(body.data.bookingId, at);
      } catch {
        // not a delivery
      }
      res.writeHead(200).end();
      if (waiter && received.size >= waiter.count) waiter.resolve();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    waitFor: (count, timeoutMs) =>
      new Promise((resolve, reject) => {
        if (received.size >= count) return resolve();
        const timer = setTimeout(() => reject(new Error(`only ${received.size} of ${count} deliveries arrived`)), timeoutMs);
        waiter = {
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Commits `count` booking.created events in one statement, with the NOTIFY the service's
 * recordEvent sends alongside each event; returns the commit time.
 */
export async function commitEvents(db: Kysely<Database>, providerId: string, tag: string, count: number): Promise<number> {
  await sql`
    WITH events AS (
      INSERT INTO outbox_events (event_id, provider_id, event, data)
      SELECT 'evt_' || ${tag} || g, ${providerId}, 'booking.created',
             jsonb_build_object('bookingId', 'bk_' || ${tag} || g, 'providerId', ${providerId}::text,
                                'customerId', 'cus_bench1', 'serviceId', 'svc_bench', 'dateTime', '2033-01-01T10:00:00.000Z', 'status', 'pending')
      FROM generate_series(1, ${count}) g)
    SELECT pg_notify(${OUTBOX_CHANNEL}, '')`.execute(db);
  return Date.now();
}

export interface WorkerFleet {
  stop(): Promise<void>;
  children: ReturnType<typeof startProcess>[];
}

export function startWorkers(root: string, count: number, env: Record<string, string>): WorkerFleet {
  const children = Array.from({ length: count }, () => startProcess(path.join(root, "apps/worker/dist/main.js"), env));
  return {
    children,
    stop: async () => {
      await Promise.all(children.map((c) => stopProcess(c)));
    },
  };
}

/** No-op jobs through BullMQ with `workers` processes: jobs per second. */
export async function noopThroughput(root: string, redisUrl: string, workers: number, concurrency: number, jobs: number): Promise<number> {
  const prefix = `{benchnoop${randomBytes(3).toString("hex")}}`;
  const queueName = "noop";
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(queueName, { connection, prefix });
  const env = { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, BENCH_QUEUE: queueName, WORKER_CONCURRENCY: String(concurrency) };
  const children = Array.from({ length: workers }, () => startProcess(path.join(root, "apps/bench/dist/noop-worker.js"), env));
  try {
    await new Promise((r) => setTimeout(r, 1_000)); // let the workers connect
    const started = Date.now();
    for (let i = 0; i < jobs; i += 1000) {
      await queue.addBulk(
        Array.from({ length: Math.min(1000, jobs - i) }, (_, k) => ({
          name: "noop",
          data: { i: i + k },
          opts: { removeOnComplete: { count: 1000 } },
        })),
      );
    }
    for (;;) {
      const counts = await queue.getJobCounts("waiting", "active", "delayed", "prioritized");
      if (Object.values(counts).every((n) => n === 0)) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    return jobs / ((Date.now() - started) / 1000);
  } finally {
    await Promise.all(children.map((c) => stopProcess(c)));
    await queue.obliterate({ force: true }).catch(() => {});
    await queue.close();
    connection.disconnect();
  }
}

/**
 * Deliveries through the hand-written deliverer (hand-deliverer.ts) with `workers` processes, to
 * the same receiver: deliveries per second from the first job queued to the last received.
 */
export async function handDelivererThroughput(
  root: string,
  options: {
    redisUrl: string;
    db: Kysely<Database>;
    databaseUrl: string;
    receiver: Receiver;
    workers: number;
    concurrency: number;
    deliveries: number;
    tag: string;
  },
): Promise<number> {
  const { redisUrl, db, receiver, workers, concurrency, deliveries, tag } = options;
  await sql`CREATE TABLE IF NOT EXISTS bench_deliveries (id text PRIMARY KEY, status integer NOT NULL, delivered_at timestamptz NOT NULL)`.execute(
    db,
  );
  await sql`TRUNCATE bench_deliveries`.execute(db);
  const prefix = `{benchhand${randomBytes(3).toString("hex")}}`;
  const queueName = "deliveries";
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(queueName, { connection, prefix });
  const env = {
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: prefix,
    BENCH_QUEUE: queueName,
    WORKER_CONCURRENCY: String(concurrency),
    DATABASE_URL: options.databaseUrl,
  };
  const children = Array.from({ length: workers }, () => startProcess(path.join(root, "apps/bench/dist/hand-deliverer.js"), env));
  try {
    await new Promise((r) => setTimeout(r, 1_000)); // let the workers connect
    receiver.received.clear();
    const started = Date.now();
    for (let i = 0; i < deliveries; i += 1000) {
      await queue.addBulk(
        Array.from({ length: Math.min(1000, deliveries - i) }, (_, k) => {
          const n = i + k;
          const body = JSON.stringify({
            id: `evt_${tag}${n}`,
            event: "booking.created",
            createdAt: new Date().toISOString(),
            data: {
              bookingId: `bk_${tag}${n}`,
              customerId: "cus_bench1",
              serviceId: "svc_bench",
              dateTime: "2033-01-01T10:00:00.000Z",
              status: "pending",
            },
          });
          return { name: "deliver", data: { id: `dlv_${tag}${n}`, url: receiver.url, body }, opts: { removeOnComplete: { count: 1000 } } };
        }),
      );
    }
    await receiver.waitFor(deliveries, 600_000);
    const last = Math.max(...receiver.received.values());
    return deliveries / ((last - started) / 1000);
  } finally {
    await Promise.all(children.map((c) => stopProcess(c)));
    await queue.obliterate({ force: true }).catch(() => {});
    await queue.close();
    connection.disconnect();
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}
