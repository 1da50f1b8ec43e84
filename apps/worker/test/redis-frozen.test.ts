// Redis that stops answering without closing the connection, under a running worker. Frozen
// (SIGSTOP) and thawed (SIGCONT): commands sent meanwhile get no answer until it resumes. Gone
// silent for good on the worker's connections (a proxy in between drops their bytes and keeps
// them open, as a middlebox that lost their state would) while new connections work: only
// timeouts notice. Either way the worker must not wedge: every event recorded before, during
// and after is delivered, without restarting the worker.
import net from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  startHttpReceiver,
  startThrowawayRedis,
  type HttpReceiver,
  type TestDatabase,
  type ThrowawayRedis,
} from "@booking/testing";
import { startWorker, type WorkerHandle } from "../src/worker";
import { addWebhook, newProvider, record, testLogger, testWorkerConfig, waitUntil } from "./helpers";

let database: TestDatabase;
let redis: ThrowawayRedis;
let receiver: HttpReceiver;
let worker: WorkerHandle | undefined;
let silentWorker: WorkerHandle | undefined;
let redisPid = 0;

beforeAll(async () => {
  [database, redis, receiver] = await Promise.all([createTestDatabase(), startThrowawayRedis(), startHttpReceiver()]);
  const probe = new Redis(redis.url);
  redisPid = Number(/process_id:(\d+)/.exec(await probe.info("server"))![1]);
  probe.disconnect();
});
afterAll(async () => {
  if (redisPid) process.kill(redisPid, "SIGCONT");
  await worker?.close();
  await silentWorker?.close();
  await redis?.stop();
  await database?.drop();
  await receiver?.close();
});

describe("Redis frozen", () => {
  it("a worker whose Redis froze for 10 s delivers every event once it thaws, without a restart", async () => {
    const p = await newProvider(database.db);
    await addWebhook(database.db, p.providerId, `${receiver.url}/frozen`, ["customer.created"]);
    worker = await startWorker({
      db: database.db,
      databaseUrl: database.url,
      config: testWorkerConfig({ url: redis.url, prefix: "{frozen}" }, { WORKER_RESCUE_AFTER_MS: "3000" }),
      log: testLogger,
    });
    let n = 0;
    const recordSome = async (count: number) => {
      for (let i = 0; i < count; i++)
        await record(database.db, "customer.created", { customerId: `cus_frozen${n++}`, providerId: p.providerId });
    };
    await recordSome(5);
    await receiver.waitFor(5, { filter: (r) => r.path === "/frozen", timeoutMs: 10_000 });

    process.kill(redisPid, "SIGSTOP");
    const frozenAt = Date.now();
    // Events keep coming while Redis does not answer.
    while (Date.now() - frozenAt < 10_000) {
      await recordSome(1);
      await new Promise((r) => setTimeout(r, 500));
    }
    process.kill(redisPid, "SIGCONT");
    await recordSome(5);

    const ids = () => new Set(receiver.requests.filter((r) => r.path === "/frozen").map((r) => r.headers["x-webhook-delivery"]));
    await waitUntil(async () => ids().size === n, 30_000, `all ${n} deliveries after the thaw`);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(ids().size).toBe(n);
    await waitUntil(
      async () =>
        (await database.db.selectFrom("webhook_deliveries").select("id").where("status", "!=", "succeeded").execute()).length === 0,
      10_000,
      "every delivery recorded",
    );
    // The next test's worker must be the only one relaying this database's events.
    await worker.close();
    worker = undefined;
  });

  it("connections that went silent for good are replaced, and everything is delivered", async () => {
    const proxy = await startProxy(redis.port);
    try {
      const p = await newProvider(database.db);
      await addWebhook(database.db, p.providerId, `${receiver.url}/silent`, ["customer.created"]);
      silentWorker = await startWorker({
        db: database.db,
        databaseUrl: database.url,
        config: testWorkerConfig({ url: proxy.url, prefix: "{silent}" }, { WORKER_RESCUE_AFTER_MS: "3000" }),
        log: testLogger,
      });
      let n = 0;
      const recordSome = async (count: number) => {
        for (let i = 0; i < count; i++)
          await record(database.db, "customer.created", { customerId: `cus_silent${n++}`, providerId: p.providerId });
      };
      const ids = () => new Set(receiver.requests.filter((r) => r.path === "/silent").map((r) => r.headers["x-webhook-delivery"]));
      await recordSome(3);
      await waitUntil(async () => ids().size === 3, 10_000, "the first deliveries");

      proxy.silenceOpenConnections();
      const silencedAt = Date.now();
      while (Date.now() - silencedAt < 5_000) {
        await recordSome(1);
        await new Promise((r) => setTimeout(r, 500));
      }
      await waitUntil(async () => ids().size === n, 60_000, `all ${n} deliveries on new connections`);
      await recordSome(3);
      await waitUntil(async () => ids().size === n, 15_000, "deliveries of events after the recovery");
      // Each row is recorded just after its receiver answered.
      await waitUntil(
        async () =>
          (await database.db.selectFrom("webhook_deliveries").select("id").where("status", "!=", "succeeded").execute()).length === 0,
        10_000,
        "every delivery recorded",
      );
    } finally {
      await silentWorker?.close();
      silentWorker = undefined;
      proxy.close();
    }
  }, 90_000);
});

/** A TCP proxy to Redis that can make the connections open so far silent (bytes dropped both ways, sockets left open). */
async function startProxy(targetPort: number) {
  const open = new Set<{ silent: boolean; client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, "127.0.0.1");
    const conn = { silent: false, client, upstream };
    open.add(conn);
    client.on("data", (d) => void (conn.silent || upstream.write(d)));
    upstream.on("data", (d) => void (conn.silent || client.write(d)));
    const end = () => {
      open.delete(conn);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${address.port}`,
    silenceOpenConnections: () => open.forEach((c) => (c.silent = true)),
    close: () => {
      server.close();
      open.forEach((c) => (c.client.destroy(), c.upstream.destroy()));
    },
  };
}
