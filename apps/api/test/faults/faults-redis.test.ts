// Fault: Redis stopped and started again. A real API process and a real worker process
// share a throwaway PostgreSQL and redis-server of this file's own on ephemeral ports. While Redis
// is down the API keeps serving — rate limits fall back to a per-process limiter (logged, still
// enforced, never failing open) — and bookings made meanwhile wait in the outbox; once Redis is
// back the worker delivers every one of their events to the webhook receiver, each exactly once.
// (A worker SIGKILLed mid-delivery is covered by apps/worker/test/fleet.test.ts.)
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKeyForProvider } from "@booking/core";
import { startHttpReceiver, type HttpReceiver } from "@booking/testing";
import {
  call,
  Cleanup,
  createSalon,
  isRestError,
  slot,
  startApiProcess,
  startFaultEnv,
  startWorkerProcess,
  waitFor,
  type ApiProcess,
  type FaultEnv,
  type Spawned,
} from "../faults-support";

const cleanup = new Cleanup();
let env: FaultEnv;
let api: ApiProcess;
let worker: Spawned;
let receiver: HttpReceiver;

beforeAll(async () => {
  env = await startFaultEnv(cleanup);
  receiver = await startHttpReceiver();
  cleanup.add(() => receiver.close());
  const processEnv = { DATABASE_URL: env.databaseUrl, REDIS_URL: env.redis.url, QUEUE_PREFIX: "{faults}" };
  worker = startWorkerProcess(processEnv);
  cleanup.add(() => worker.stop());
  api = await startApiProcess({ ...processEnv, LOG_LEVEL: "info" }); // its Redis messages are info and warn
  cleanup.add(() => api.stop());
});
afterAll(() => cleanup.run());

type Delivered = { event: string; data: { bookingId: string } };
const delivered = () =>
  receiver.requests.map((r) => ({ id: r.headers["x-webhook-delivery"] as string, ...(JSON.parse(r.body) as Delivered) }));

describe("Redis stopped and started", () => {
  it("the API keeps serving and limiting; bookings made meanwhile have their events delivered once Redis is back", async () => {
    const salon = await createSalon(api.url, env.database, { staffCount: 1 });
    const { apiKey } = salon;
    const hook = await call(api.url, "POST", "/api/rpc/user/webhooks/create", {
      key: apiKey,
      body: { url: `${receiver.url}/hook`, events: ["booking.created", "booking.cancelled"] },
    });
    expect(hook.status, hook.text).toBe(200);
    let n = 0;
    const book = () =>
      call(api.url, "POST", "/v1/bookings", {
        key: apiKey,
        body: { customerId: salon.customerId, serviceId: salon.serviceId, staffId: salon.staffIds[0], dateTime: slot(n++) },
      });

    // With Redis up: the pipeline works end to end, and the limit is shared (counted in Redis).
    const first = await book();
    expect(first.status, first.text).toBe(201);
    await waitFor(() => delivered().length === 1, "the first delivery");
    expect(first.headers.get("ratelimit-limit")).not.toBeNull();

    await env.redis.stop();
    const limited = await createKeyForProvider(env.database.db, { providerId: salon.providerId, audience: "provider", rateLimit: 5 });
    const ids: string[] = [];
    const started = Date.now();
    for (let i = 0; i < 6; i++) {
      const res = await book();
      expect(res.status, res.text).toBe(201);
      expect(Number(res.headers.get("ratelimit-remaining"))).toBeGreaterThan(0);
      ids.push(res.body.data.id);
    }
    const cancelled = await call(api.url, "DELETE", `/v1/bookings/${ids[0]}?reason=outage`, { key: apiKey });
    expect(cancelled.status, cancelled.text).toBe(200);
    const reads = await Promise.all([
      call(api.url, "GET", "/v1/bookings?limit=100", { key: apiKey }),
      call(api.url, "GET", "/api/rpc/user/webhooks/list", { key: apiKey }),
      call(api.url, "GET", "/readyz"),
    ]);
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(reads[0].body.data).toHaveLength(7);
    // Nothing waited for Redis: answers came promptly.
    expect(Date.now() - started).toBeLessThan(10_000);

    // Limits still hold without Redis (the process counts on its own), with the documented 429.
    const limitedFrom = Date.now();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await call(api.url, "GET", "/v1/services", { key: limited.apiKey }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(isRestError(answers[5]!.body, "RATE_LIMITED")).toBe(true);
    expect(answers[5]!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(answers[5]!.headers.get("ratelimit-limit")).toBe("5");
    // …and says so in its log, once for this outage (a command that timed out earlier on a loaded
    // host is an outage of its own, told with its recovery).
    const sinceRecovered = api.output.slice(api.output.findLastIndex((l) => /Redis reachable again/.test(l)) + 1);
    expect(
      sinceRecovered.filter((l) => /Redis unreachable: rate limits fall back to per-process limits/.test(l)),
      api.output.filter((l) => /redis/i.test(l)).join("\n"),
    ).toHaveLength(1);

    // Nothing was delivered meanwhile: the events wait in the outbox.
    await sleep(300);
    expect(delivered()).toHaveLength(1);
    const waiting = await env.database.db.selectFrom("outbox_events").select("id").where("relayed_at", "is", null).execute();
    expect(waiting.length).toBe(7);

    await env.redis.start();
    await waitFor(() => delivered().length >= 8, "every event after Redis came back", 30_000);
    await waitFor(() => api.logged(/Redis reachable again/).length === 1, "the API to use Redis again", 10_000);
    expect(api.logged(/Redis unreachable: rate limits fall back to per-process limits/)).toHaveLength(1);
    await sleep(500); // anything duplicated would arrive by now

    const all = delivered();
    expect(all).toHaveLength(8);
    expect(new Set(all.map((d) => d.id)).size).toBe(8);
    expect(
      all
        .filter((d) => d.event === "booking.created")
        .map((d) => d.data.bookingId)
        .sort(),
    ).toEqual([first.body.data.id, ...ids].sort());
    expect(all.filter((d) => d.event === "booking.cancelled").map((d) => d.data.bookingId)).toEqual([ids[0]]);
    // The receiver has each request before the worker hears its answer and records the outcome.
    const deliveries = await waitFor(async () => {
      const rows = await env.database.db.selectFrom("webhook_deliveries").select(["status"]).execute();
      return rows.every((d) => d.status !== "pending") && rows;
    }, "every outcome recorded");
    expect(deliveries.map((d) => d.status)).toEqual(Array(8).fill("succeeded"));

    // Shared limits again, in the restarted (empty) Redis: what the process counted on its own
    // during the outage was carried back, so the key has no fresh budget within the same minute.
    const again = await call(api.url, "GET", "/v1/services", { key: limited.apiKey });
    if (Date.now() - limitedFrom < 55_000) {
      expect(again.status, again.text).toBe(429);
      expect(again.headers.get("ratelimit-limit")).toBe("5");
    }
    expect(worker.child.exitCode).toBeNull();
    expect(api.child.exitCode).toBeNull();
  });
});
