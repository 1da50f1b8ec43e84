// The baseline of the webhook scenario: a BullMQ worker whose processor does nothing, with the
// same concurrency as the real worker. Prints "done" when it has processed BENCH_JOBS jobs.
import { Worker } from "bullmq";
import { Redis } from "ioredis";

const connection = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: null });
const worker = new Worker(process.env.BENCH_QUEUE!, async () => {}, {
  connection,
  prefix: process.env.QUEUE_PREFIX!,
  concurrency: Number(process.env.WORKER_CONCURRENCY ?? 10),
  removeOnComplete: { count: 1000 },
});
process.on("SIGTERM", () => {
  void worker.close().then(() => process.exit(0));
});
