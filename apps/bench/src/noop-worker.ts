// The baseline of the webhook scenario: a BullMQ worker whose processor does nothing, with the
// same concurrency as the real worker. Prints "done" when it has processed BENCH_JOBS jobs.
import { Worker } from "bullmq";
import { Redis } from "ioredis";

const { BENCH_QUEUE: queueName, QUEUE_PREFIX: prefix } = process.env;
if (!queueName || !prefix) throw new Error("the no-op worker needs BENCH_QUEUE and QUEUE_PREFIX (noopThroughput sets both)");
const connection = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: null });
const worker = new Worker(queueName, async () => {}, {
  connection,
  prefix,
  concurrency: Number(process.env.WORKER_CONCURRENCY ?? 10),
  removeOnComplete: { count: 1000 },
});
process.on("SIGTERM", () => {
  void worker.close().then(() => process.exit(0));
});
