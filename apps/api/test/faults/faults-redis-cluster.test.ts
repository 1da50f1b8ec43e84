// Fault: the fleet on a Redis Cluster. A real cluster of this file's own (three masters, one
// replica each, started with redis-server --cluster-enabled yes on ephemeral ports), a throwaway
// PostgreSQL, two API processes and two worker processes given REDIS_CLUSTER_NODES (and a
// REDIS_URL that goes nowhere: it must be ignored). Deliveries are split over six queues; each
// queue has its own hash tag, so the queues land on different masters. Bookings made under load
// are each delivered, also when a master holding delivery queues freezes (SIGSTOP) or is killed
// mid-load (a replica takes over; what the failover dropped is enqueued again by the rescue
// pass, and a queue consumer the failover left hanging is replaced), and a key's rate limit holds
// across both APIs. While a master fails over, /readyz stays 200 ("degraded", then "ready" again);
// afterwards SIGTERM stops every worker within seconds with exit 0.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, migrateToLatest, type DatabaseHandle } from "@booking/db";
import { Queue } from "bullmq";
import { Cluster } from "ioredis";
import { allQueueNames, queueKeyPrefix, webhookDeliveryQueueIndex, webhookDeliveryQueueNames } from "@booking/jobs";
import {
  freePort,
  startHttpReceiver,
  startRedisCluster,
  startThrowawayPostgres,
  type HttpReceiver,
  type TestRedisCluster,
} from "@booking/testing";
import {
  call,
  Cleanup,
  createSalon,
  isRestError,
  runCli,
  slot,
  startFleet,
  waitFor,
  type Answer,
  type ApiProcess,
  type Spawned,
} from "../faults-support";

const QUEUE_PREFIX = "{faults}";
const DELIVERY_QUEUES = 6;

const cleanup = new Cleanup();
let cluster: TestRedisCluster;
let database: DatabaseHandle;
let databaseUrl: string;
let apis: ApiProcess[];
let workers: Spawned[];
let receiver: HttpReceiver;

beforeAll(async () => {
  const [pgStarted, clusterStarted] = await Promise.allSettled([startThrowawayPostgres(), startRedisCluster()]);
  if (pgStarted.status === "fulfilled") cleanup.add(() => pgStarted.value.destroy());
  if (clusterStarted.status === "fulfilled") cleanup.add(() => clusterStarted.value.stop());
  if (pgStarted.status === "rejected") throw pgStarted.reason;
  if (clusterStarted.status === "rejected") throw clusterStarted.reason;
  cluster = clusterStarted.value;
  databaseUrl = await pgStarted.value.createDatabase("booking");
  database = createDatabase(databaseUrl, { max: 2, applicationName: "cluster-test", onIdleError: () => {} });
  cleanup.add(() => database.close());
  await migrateToLatest(database.db);
  receiver = await startHttpReceiver();
  cleanup.add(() => receiver.close());

  const processEnv = {
    DATABASE_URL: databaseUrl,
    // Nothing listens there: with REDIS_CLUSTER_NODES set it must not be used.
    REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    REDIS_CLUSTER_NODES: cluster.nodes,
    QUEUE_PREFIX,
    WEBHOOK_DELIVERY_QUEUES: String(DELIVERY_QUEUES),
    WORKER_RESCUE_AFTER_MS: "2000",
    // A consumer left hanging by the failover is replaced after this long (see the worker's ConsumerWatch).
    WORKER_CONSUMER_STALL_MS: "10000",
    REDIS_COMMAND_TIMEOUT_MS: "1000",
    // Connection losses and recoveries are logged at info: a failure shows them.
    LOG_LEVEL: "info",
  };
  ({ apis, workers } = await startFleet(processEnv, cleanup));
}, 120_000);
afterAll(() => cleanup.run(), 60_000);

const apiFor = (i: number) => apis[i % apis.length]!.url;

/** Masters holding keys that start with `pattern` (SCAN on each live master). */
async function mastersHolding(pattern: string): Promise<number[]> {
  const holding: number[] = [];
  for (const node of await cluster.describe()) {
    if (node.role !== "master" || !node.alive) continue;
    const redis = cluster.connect(node.port);
    try {
      const [, keys] = await redis.scan("0", "MATCH", `${pattern}*`, "COUNT", 10_000);
      if (keys.length) holding.push(node.port);
    } finally {
      redis.disconnect();
    }
  }
  return holding;
}

async function salonWithWebhook(api: string) {
  const salon = await createSalon(api, database, { staffCount: 2, rateLimit: 100_000 });
  const hook = await call(api, "POST", "/api/rpc/user/webhooks/create", {
    key: salon.apiKey,
    body: { url: `${receiver.url}/${salon.providerId}`, events: ["booking.created"] },
  });
  expect(hook.status, hook.text).toBe(200);
  return salon;
}

type Salon = Awaited<ReturnType<typeof salonWithWebhook>>;

/** The booking ids delivered to the receiver so far. */
const deliveredBookings = () =>
  new Set(receiver.requests.map((r) => (JSON.parse(r.body) as { data: { bookingId?: string } }).data.bookingId).filter(Boolean));

/** Creates bookings for `salons` over both APIs, `inFlight` at a time, until `until` resolves true. */
async function bookUnderLoad(salons: Salon[], firstSlot: number, count: number, inFlight: number, onProgress?: (made: number) => void) {
  const answers: Answer[] = [];
  let next = 0;
  const lane = async () => {
    for (;;) {
      const i = next++;
      if (i >= count) return;
      const salon = salons[i % salons.length]!;
      const n = Math.floor(i / salons.length);
      answers.push(
        await call(apiFor(i), "POST", "/v1/bookings", {
          key: salon.apiKey,
          body: {
            customerId: salon.customerId,
            serviceId: salon.serviceId,
            staffId: salon.staffIds[n % 2],
            dateTime: slot(firstSlot + Math.floor(n / 2)),
          },
        }),
      );
      onProgress?.(answers.length);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return answers;
}

/** Where each unfinished delivery's job is in its queue (waiting, delayed, active…, or missing). */
async function jobStates(deliveries: { id: string; provider_id: string }[]): Promise<Record<string, string>> {
  const connection = new Cluster(cluster.ports.map((port) => ({ host: "127.0.0.1", port })));
  connection.on("error", () => {});
  const names = webhookDeliveryQueueNames(DELIVERY_QUEUES);
  const queues = new Map<string, Queue>();
  const states: Record<string, string> = {};
  try {
    for (const d of deliveries) {
      const name = names[webhookDeliveryQueueIndex(d.provider_id, DELIVERY_QUEUES)]!;
      let queue = queues.get(name);
      if (!queue) queues.set(name, (queue = new Queue(name, { connection, prefix: queueKeyPrefix(QUEUE_PREFIX, name) })));
      states[d.id] = await Promise.race([queue.getJobState(d.id), sleep(5_000).then(() => "no answer in 5 s")]).catch(
        (error: Error) => `unreadable: ${error.message}`,
      );
    }
  } finally {
    await Promise.all([...queues.values()].map((q) => q.close().catch(() => {})));
    connection.disconnect();
  }
  return states;
}

/**
 * Asks each API's /readyz every 200 ms until `stop()`, as a load balancer would; `stop` answers
 * what each said, in order.
 */
function watchReadiness(urls: string[]) {
  const seen: { api: number; at: number; status: number; state: string }[] = [];
  let watching = true;
  const loops = urls.map(async (url, api) => {
    while (watching) {
      const answer = await call(url, "GET", "/readyz", { timeoutMs: 5_000 }).catch(() => null);
      seen.push({
        api,
        at: Date.now(),
        status: answer?.status ?? 0,
        state: (answer?.body as { status?: string } | undefined)?.status ?? "none",
      });
      await sleep(200);
    }
  });
  return {
    stop: async () => {
      watching = false;
      await Promise.all(loops);
      return seen;
    },
  };
}

/** The longest run of "degraded" answers of one API, in ms from its first to the next other answer. */
function longestDegradedMs(seen: { api: number; at: number; state: string }[]): number {
  let longest = 0;
  const since = new Map<number, number>();
  for (const s of seen) {
    const start = since.get(s.api);
    if (s.state === "degraded") {
      if (start === undefined) since.set(s.api, s.at);
    } else if (start !== undefined) {
      longest = Math.max(longest, s.at - start);
      since.delete(s.api);
    }
  }
  return longest;
}

/**
 * Adds to a failure what a reader needs to tell why deliveries did not arrive: events not relayed,
 * deliveries not succeeded and where their jobs are, the cluster's nodes and what the workers logged.
 */
async function explainIfItFails<T>(waiting: Promise<T>): Promise<T> {
  try {
    return await waiting;
  } catch (error) {
    const unfinished = await database.db
      .selectFrom("webhook_deliveries")
      .select(["id", "provider_id", "status", "attempts", "next_attempt_at", "last_status_code", "last_error"])
      .where("status", "!=", "succeeded")
      .limit(20)
      .execute();
    const unrelayed = await database.db
      .selectFrom("outbox_events")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("relayed_at", "is", null)
      .executeTakeFirst();
    const states = await jobStates(unfinished).catch((e: Error) => ({ error: e.message }));
    const workerLines = workers.map((w, i) => `worker ${i}:\n${w.output.slice(-40).join("\n")}`).join("\n");
    throw new Error(
      `${(error as Error).message}\nevents not relayed: ${unrelayed?.count}; unfinished deliveries: ${JSON.stringify(unfinished)}\n` +
        `their jobs: ${JSON.stringify(states)}\nnodes: ${JSON.stringify(await cluster.describe())}\n${workerLines}`,
    );
  }
}

describe("the fleet on a Redis Cluster", () => {
  it("uses the cluster, not REDIS_URL: the APIs count rate limits in it (ready, not degraded)", async () => {
    for (const api of apis) {
      const ready = await call(api.url, "GET", "/readyz");
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: "ready" });
    }
  });

  it("gives each queue its own hash tag, so the queues spread over the masters", async () => {
    const masters = new Set<number>();
    for (const name of allQueueNames(DELIVERY_QUEUES))
      masters.add(await cluster.masterOf(`${queueKeyPrefix(QUEUE_PREFIX, name)}:${name}:wait`));
    expect(masters.size).toBeGreaterThanOrEqual(2);
  });

  it("holds a key's rate limit across both API processes", async () => {
    const salon = await createSalon(apis[0]!.url, database);
    const limit = 12;
    const key = await runCli({ DATABASE_URL: databaseUrl }, ["key:create", "--provider", salon.providerId, "--rate-limit", String(limit)]);
    const answers = await Promise.all(
      Array.from({ length: 2 * limit + 6 }, (_, i) => call(apiFor(i), "GET", "/v1/services", { key: key.apiKey as string })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(limit);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(limit + 6);
    for (const a of limited) expect(isRestError(a.body, "RATE_LIMITED")).toBe(true);
  });

  it("delivers every booking made under load, over delivery queues on several masters", async () => {
    const salons = await Promise.all(Array.from({ length: 6 }, (_, i) => salonWithWebhook(apiFor(i))));
    const answers = await bookUnderLoad(salons, 0, 120, 8);
    expect(answers.map((a) => a.status)).toEqual(Array(120).fill(201));
    const ids = answers.map((a) => a.body.data.id as string);
    await waitFor(() => ids.every((id) => deliveredBookings().has(id)), "every booking's delivery", 60_000);
    // The six providers' deliveries went through delivery queues held by more than one master.
    expect((await mastersHolding(`{faults:webhook-delivery`)).length).toBeGreaterThanOrEqual(2);
  }, 90_000);

  it("loses nothing committed when a master freezes mid-load (SIGSTOP): a replica takes over and every booking is delivered", async () => {
    const salons = await Promise.all(Array.from({ length: 6 }, (_, i) => salonWithWebhook(apiFor(i))));
    const victim = await cluster.masterOf(`${queueKeyPrefix(QUEUE_PREFIX, "webhook-delivery-2")}:webhook-delivery-2:wait`);
    let frozen = false;
    const answers = await bookUnderLoad(salons, 100, 240, 8, (made) => {
      if (made === 60 && !frozen) {
        frozen = true;
        cluster.freeze(victim);
      }
    });
    try {
      expect(frozen).toBe(true);
      // Bookings never wait for Redis: every one was made while the master was frozen, too.
      expect(answers.map((a) => a.status)).toEqual(Array(240).fill(201));
      const ids = answers.map((a) => a.body.data.id as string);
      await explainIfItFails(
        waitFor(() => ids.every((id) => deliveredBookings().has(id)), "every booking's delivery with a master frozen", 150_000),
      );
      const nodes = await cluster.describe();
      expect(nodes.filter((n) => n.role === "master" && n.alive && n.slots > 0)).toHaveLength(3);
    } catch (error) {
      // The next test needs a healthy cluster whatever happened here.
      cluster.thaw(victim);
      await cluster.waitUntilHealthy(60_000).catch(() => {});
      throw error;
    }
    cluster.thaw(victim);
    // Thawed, the old master finds itself replaced and follows the new one.
    await cluster.waitUntilHealthy(60_000);
    expect([...workers, ...apis].map((p) => p.child.exitCode)).toEqual([null, null, null, null]);
  }, 270_000);

  it("loses nothing committed when a master is killed mid-load: a replica takes over and every booking is delivered", async () => {
    const salons = await Promise.all(Array.from({ length: 6 }, (_, i) => salonWithWebhook(apiFor(i))));
    const victim = await cluster.masterOf(`${queueKeyPrefix(QUEUE_PREFIX, "webhook-delivery")}:webhook-delivery:wait`);
    const readiness = watchReadiness(apis.map((a) => a.url));
    // Stopped below; also if this test fails before.
    cleanup.add(() => readiness.stop());
    let killed = false;
    const answers = await bookUnderLoad(salons, 200, 240, 8, (made) => {
      if (made === 60 && !killed) {
        killed = true;
        cluster.kill(victim);
      }
    });
    expect(killed).toBe(true);
    // Bookings do not depend on Redis: every one was made, during the failover too.
    expect(answers.map((a) => a.status)).toEqual(Array(240).fill(201));
    await cluster.waitUntilHealthy(30_000);
    // A load balancer keeps both APIs meanwhile: /readyz answers 200 throughout, "degraded" (rate
    // limits counted per process) while the failover lasts, and "ready" again once it is over.
    await waitFor(
      async () => (await Promise.all(apis.map((a) => call(a.url, "GET", "/readyz")))).every((r) => r.body?.status === "ready"),
      "both APIs ready again after the failover",
      30_000,
    );
    const seen = await readiness.stop();
    expect(seen.filter((s) => s.status !== 200 || !["ready", "degraded"].includes(s.state))).toEqual([]);
    expect(longestDegradedMs(seen)).toBeLessThan(30_000);
    const nodes = await cluster.describe();
    expect(nodes.find((n) => n.port === victim)?.alive).toBe(false);
    expect(nodes.filter((n) => n.role === "master" && n.alive && n.slots > 0)).toHaveLength(3);
    const ids = answers.map((a) => a.body.data.id as string);
    await explainIfItFails(
      waitFor(() => ids.every((id) => deliveredBookings().has(id)), "every booking's delivery after the failover", 90_000),
    );
    // A request the receiver got may still be recorded as failed (the worker gave up waiting for
    // the answer on a loaded machine) and retried: every delivery ends succeeded all the same.
    await explainIfItFails(
      waitFor(
        async () =>
          (await database.db.selectFrom("webhook_deliveries").select("id").where("status", "=", "pending").execute()).length === 0,
        "every delivery recorded as succeeded",
        60_000,
      ),
    );
    // The workers and APIs rode it out.
    expect([...workers, ...apis].map((p) => p.child.exitCode)).toEqual([null, null, null, null]);
  }, 210_000);

  it("stops every worker cleanly after the failover: SIGTERM, exit 0 within seconds, nothing left undelivered", async () => {
    // Runs after the kill above: the cluster has failed over (the old master stays dead) and the
    // workers have delivered everything. An orchestrator stopping them now must see clean exits,
    // not the 30 s shutdown timeout's exit 1.
    const stops = await Promise.all(
      workers.map(async (worker) => {
        const started = Date.now();
        // Longer than the worker's own 30 s shutdown timeout: a hang shows as exit 1, not as our SIGKILL.
        const code = await worker.stop(40_000);
        return { code, ms: Date.now() - started };
      }),
    );
    const explain = workers.map((w, i) => `worker ${i}:\n${w.output.slice(-30).join("\n")}`).join("\n");
    expect(
      stops.map((s) => s.code),
      explain,
    ).toEqual([0, 0]);
    for (const s of stops) expect(s.ms, explain).toBeLessThan(5_000);
    for (const w of workers) expect(w.logged(/^worker stopped$/)).toHaveLength(1);
    // Nothing was dropped by the stop: every delivery is recorded as succeeded, every event relayed.
    const unfinished = await database.db.selectFrom("webhook_deliveries").select("id").where("status", "!=", "succeeded").execute();
    expect(unfinished).toEqual([]);
    const unrelayed = await database.db.selectFrom("outbox_events").select("id").where("relayed_at", "is", null).execute();
    expect(unrelayed).toEqual([]);
  }, 90_000);
});
