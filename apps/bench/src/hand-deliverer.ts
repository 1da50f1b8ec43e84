// The baseline of the webhook scenario: the tightest honest hand-written deliverer. A BullMQ
// worker whose jobs each carry a delivery (its URL and body); it signs the body with HMAC-SHA256
// as the service does, POSTs it with undici over kept-alive connections and records the outcome
// in one statement. None of the service's layers: no outbox relay, no SSRF-safe resolver, no
// per-target slots, no retries, no metrics.
import { createHmac } from "node:crypto";
import { Worker } from "bullmq";
import { Redis } from "ioredis";
import pg from "pg";
import { Agent, request } from "undici";

const { BENCH_QUEUE: queueName, QUEUE_PREFIX: prefix, DATABASE_URL: databaseUrl } = process.env;
if (!queueName || !prefix || !databaseUrl) throw new Error("the hand-written deliverer needs BENCH_QUEUE, QUEUE_PREFIX and DATABASE_URL");
const concurrency = Number(process.env.WORKER_CONCURRENCY ?? 10);
const secret = "whsec_bench_baseline";

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, application_name: "hand-deliverer" });
const agent = new Agent({ keepAliveTimeout: 60_000, connections: concurrency });
const connection = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: null });

const worker = new Worker<{ id: string; url: string; body: string }>(
  queueName,
  async (job) => {
    const { id, url, body } = job.data;
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
    let status = 0;
    try {
      const response = await request(url, {
        method: "POST",
        body,
        headers: { "content-type": "application/json", "x-webhook-signature": `t=${timestamp},v1=${signature}` },
        dispatcher: agent,
        headersTimeout: 10_000,
        bodyTimeout: 10_000,
      });
      status = response.statusCode;
      await response.body.dump();
    } catch {
      status = 0;
    }
    await pool.query({
      name: "record_delivery",
      text: "INSERT INTO bench_deliveries (id, status, delivered_at) VALUES ($1, $2, now())",
      values: [id, status],
    });
  },
  { connection, prefix, concurrency, removeOnComplete: { count: 1000 } },
);

process.on("SIGTERM", () => {
  void worker
    .close()
    .then(() => Promise.all([pool.end(), agent.close()]))
    .then(() => process.exit(0));
});
