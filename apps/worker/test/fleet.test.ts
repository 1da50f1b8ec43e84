// The fleet under stress: several workers at once, a worker killed mid-run, Redis going away.
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHttpReceiver, startThrowawayRedis, type HttpReceiver } from "@booking/testing";
import {
  addWebhook,
  deliveriesOf,
  newProvider,
  record,
  setupWorkerEnv,
  spawnWorkerProcess,
  waitUntil,
  workerProcessEnv,
  type WorkerTestEnv,
} from "./helpers";

let env: WorkerTestEnv;
let receiver: HttpReceiver;

beforeAll(async () => {
  env = await setupWorkerEnv();
  receiver = await startHttpReceiver();
});
afterAll(async () => {
  await env?.close();
  await receiver?.close();
});

const byDelivery = (path: string) => {
  const counts = new Map<string, number>();
  for (const r of receiver.requests.filter((q) => q.path === path)) {
    const id = r.headers["x-webhook-delivery"] as string;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
};

describe("the worker fleet", () => {
  it("two workers at once deliver each event exactly once per webhook", async () => {
    const p = await newProvider(env.db);
    await addWebhook(env.db, p.providerId, `${receiver.url}/two-a`, ["customer.created", "staff.created"]);
    await addWebhook(env.db, p.providerId, `${receiver.url}/two-b`, ["customer.created"]);
    const first = await env.start();
    const second = await env.start();
    const events = 60;
    await Promise.all(
      Array.from({ length: events }, (_, i) => record(env.db, "customer.created", { customerId: `cus_two${i}`, providerId: p.providerId })),
    );
    await receiver.waitFor(events, { filter: (r) => r.path === "/two-a", timeoutMs: 20_000 });
    await receiver.waitFor(events, { filter: (r) => r.path === "/two-b", timeoutMs: 20_000 });
    await new Promise((r) => setTimeout(r, 300));
    for (const path of ["/two-a", "/two-b"]) {
      const counts = byDelivery(path);
      expect(counts.size).toBe(events);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
    }
    // Each event reached each webhook once: the same event ids on both sides.
    const eventIdsOf = (path: string) =>
      receiver.requests
        .filter((r) => r.path === path)
        .map((r) => (JSON.parse(r.body) as { data: { customerId: string } }).data.customerId)
        .sort();
    expect(eventIdsOf("/two-a")).toEqual(eventIdsOf("/two-b"));
    // Both relays and both workers took part (not a requirement of correctness, a sign of a fleet).
    const relayedA = (await first.metrics.relayed.get()).values[0]?.value ?? 0;
    const relayedB = (await second.metrics.relayed.get()).values[0]?.value ?? 0;
    expect(relayedA + relayedB).toBeGreaterThanOrEqual(events);
    await first.close();
    await second.close();
  });

  it("a worker killed mid-run (SIGKILL) and restarted loses nothing", async () => {
    const p = await newProvider(env.db);
    const hook = await addWebhook(env.db, p.providerId, `${receiver.url}/killed`, ["customer.created"]);
    receiver.respond = (r) => (r.path === "/killed" ? { status: 200, delayMs: 150 } : 200);
    const events = 20;
    for (let i = 0; i < events; i++) await record(env.db, "customer.created", { customerId: `cus_k${i}`, providerId: p.providerId });
    const processEnv = workerProcessEnv(env.database, env.redis);
    const doomed = spawnWorkerProcess(processEnv);
    await receiver.waitFor(3, { filter: (r) => r.path === "/killed", timeoutMs: 20_000 });
    await doomed.kill("SIGKILL");
    const before = (await deliveriesOf(env.db, hook.id)).filter((d) => d.status === "succeeded").length;
    expect(before).toBeLessThan(events);

    const successor = spawnWorkerProcess(processEnv);
    try {
      await waitUntil(
        async () => (await deliveriesOf(env.db, hook.id)).filter((d) => d.status === "succeeded").length === events,
        25_000,
        "every delivery after the restart",
      );
    } finally {
      await successor.kill("SIGTERM");
    }
    const counts = byDelivery("/killed");
    expect(counts.size).toBe(events);
    // At-least-once: a request in flight when the worker died may arrive twice, nothing more.
    expect([...counts.values()].every((n) => n >= 1 && n <= 2)).toBe(true);
    const unrelayed = await env.db.selectFrom("outbox_events").select("id").where("relayed_at", "is", null).execute();
    expect(unrelayed).toHaveLength(0);
    receiver.respond = () => 200;
  });

  it("shuts down gracefully on SIGTERM, finishing the job in hand", async () => {
    const p = await newProvider(env.db);
    const hook = await addWebhook(env.db, p.providerId, `${receiver.url}/graceful`, ["customer.created"]);
    receiver.respond = (r) => (r.path === "/graceful" ? { status: 200, delayMs: 800 } : 200);
    const worker = spawnWorkerProcess(workerProcessEnv(env.database, env.redis));
    await record(env.db, "customer.created", { customerId: "cus_graceful", providerId: p.providerId });
    await waitUntil(async () => (await deliveriesOf(env.db, hook.id))[0]?.attempts === 1, 20_000, "the attempt to start");
    const code = await worker.kill("SIGTERM");
    expect(code).toBe(0);
    const [delivery] = await deliveriesOf(env.db, hook.id);
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1 });
    receiver.respond = () => 200;
  });

  it("Redis stopped while events are recorded, then started: every event is delivered", { timeout: 75_000 }, async () => {
    const redis = await startThrowawayRedis();
    const own = await setupWorkerEnv();
    try {
      const p = await newProvider(own.db);
      const hook = await addWebhook(own.db, p.providerId, `${receiver.url}/redis-down`, ["customer.created"]);
      // The worker reaches Redis through the throwaway server; the shared one is untouched.
      const prefix = { url: redis.url, prefix: own.redis.prefix };
      await own.start({ REDIS_URL: prefix.url });
      await record(own.db, "customer.created", { customerId: "cus_before", providerId: p.providerId });
      await receiver.waitFor(1, { filter: (r) => r.path === "/redis-down" });

      await redis.stop();
      const during = 10;
      for (let i = 0; i < during; i++) await record(own.db, "customer.created", { customerId: `cus_during${i}`, providerId: p.providerId });
      await new Promise((r) => setTimeout(r, 500));
      const waiting = await own.db.selectFrom("outbox_events").select("id").where("relayed_at", "is", null).execute();
      expect(waiting).toHaveLength(during);

      await redis.start();
      await waitUntil(
        async () => (await deliveriesOf(own.db, hook.id)).filter((d) => d.status === "succeeded").length === during + 1,
        // Generous: the relay and BullMQ reconnect with backoff, and this file shares the cores with
        // CPU-heavy files (calendar reads of thousands of objects) in CI.
        45_000,
        "every event after Redis came back",
      );
      const ids = new Set(
        receiver.requests
          .filter((r) => r.path === "/redis-down")
          .map((r) => (JSON.parse(r.body) as { data: { customerId: string } }).data.customerId),
      );
      expect(ids.size).toBe(during + 1);
    } finally {
      await own.close();
      await redis.stop();
    }
  });

  it("a worker started while Redis is unreachable keeps retrying and delivers once Redis is up", async () => {
    const redis = await startThrowawayRedis();
    await redis.stop();
    const own = await setupWorkerEnv();
    try {
      const p = await newProvider(own.db);
      const hook = await addWebhook(own.db, p.providerId, `${receiver.url}/late-redis`, ["staff.created"]);
      await own.start({ REDIS_URL: redis.url });
      await record(own.db, "staff.created", { staffId: "staff_late", providerId: p.providerId, role: "staff" });
      await new Promise((r) => setTimeout(r, 600));
      expect(await own.db.selectFrom("outbox_events").select("id").where("relayed_at", "is", null).execute()).toHaveLength(1);
      await redis.start();
      await waitUntil(async () => (await deliveriesOf(own.db, hook.id))[0]?.status === "succeeded", 20_000, "the delivery");
    } finally {
      await own.close();
      await redis.stop();
    }
  });
});

describe("the worker process at start", () => {
  it("refuses to run unobserved: a metrics port already taken stops it with exit code 1 and says why", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const worker = spawnWorkerProcess(
        workerProcessEnv(env.database, env.redis, { WORKER_METRICS_PORT: String(port), HOST: "127.0.0.1" }),
      );
      const code = await Promise.race([worker.exited, new Promise<"running">((resolve) => setTimeout(() => resolve("running"), 30_000))]);
      if (code === "running") await worker.kill("SIGKILL");
      expect(code).toBe(1);
      expect(worker.output.join("\n")).toMatch(/metrics endpoint could not listen/);
    } finally {
      taken.close();
    }
  });
});
