// A queue consumer that stops taking jobs (as one left hanging by a Redis failover does: no
// error, no job taken) is replaced, on a Redis connection of its own, once jobs have waited
// WORKER_CONSUMER_STALL_MS with room for them; the jobs then run. A queue paused on purpose
// (from the dashboard) is left alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHttpReceiver, type HttpReceiver } from "@booking/testing";
import { webhookDeliveryQueueNames } from "@booking/jobs";
import type { WorkerHandle } from "../src/worker";
import { addWebhook, deliveriesOf, newProvider, record, setupWorkerEnv, waitUntil, type WorkerTestEnv } from "./helpers";

let env: WorkerTestEnv;
let receiver: HttpReceiver;
let worker: WorkerHandle;
const [queueName] = webhookDeliveryQueueNames(1) as [string];

beforeAll(async () => {
  env = await setupWorkerEnv();
  receiver = await startHttpReceiver();
  worker = await env.start({ WEBHOOK_DELIVERY_QUEUES: "1", WORKER_CONSUMER_STALL_MS: "1000" });
});
afterAll(async () => {
  await env?.close();
  await receiver?.close();
});

const restarts = async () => {
  const { values } = await worker.metrics.registry.getSingleMetric("queue_consumer_restarts_total")!.get();
  return values.find((v) => v.labels.queue === queueName)?.value;
};

describe("a queue consumer that takes no jobs", () => {
  it("is replaced once jobs have waited with room for them, and the jobs are delivered", async () => {
    const stuck = worker.consumerOf(queueName)!;
    expect(await restarts()).toBe(0);
    // Stops taking jobs without a word, as a consumer hanging on a dead connection does.
    await stuck.pause(true);
    const p = await newProvider(env.db);
    const hook = await addWebhook(env.db, p.providerId, `${receiver.url}/stuck`, ["customer.created"]);
    await record(env.db, "customer.created", { customerId: "cus_stuck1", providerId: p.providerId });
    await receiver.waitFor(1, { filter: (r) => r.path === "/stuck", timeoutMs: 20_000 });
    expect(await restarts()).toBe(1);
    expect(worker.consumerOf(queueName)).not.toBe(stuck);
    await waitUntil(async () => (await deliveriesOf(env.db, hook.id))[0]?.status === "succeeded");
  }, 30_000);

  it("is left alone while its queue is paused on purpose", async () => {
    const queue = worker.context.queues.webhookDelivery[0]!;
    await queue.pause();
    try {
      const before = await restarts();
      const p = await newProvider(env.db);
      await addWebhook(env.db, p.providerId, `${receiver.url}/paused`, ["customer.created"]);
      await record(env.db, "customer.created", { customerId: "cus_paused1", providerId: p.providerId });
      await waitUntil(async () => (await queue.getWaitingCount()) > 0, 10_000, "the delivery's job waiting");
      // Several times the stall limit: the consumer is not replaced, nothing is delivered.
      await new Promise((r) => setTimeout(r, 3_000));
      expect(await restarts()).toBe(before);
      expect(receiver.requests.filter((r) => r.path === "/paused")).toHaveLength(0);
    } finally {
      await queue.resume();
    }
    await receiver.waitFor(1, { filter: (r) => r.path === "/paused", timeoutMs: 20_000 });
  }, 30_000);
});
