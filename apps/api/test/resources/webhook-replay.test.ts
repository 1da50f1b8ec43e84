// An integrator whose receiver was down catches up: a real worker process fails the deliveries
// for good while the receiver answers 503; once it is back, the integrator lists what it missed
// (GET /api/rpc/user/events?undelivered=true), replays it (webhooks/redeliver) and gets the same
// delivery ids and signed bodies; an operator's "Retry" of a failed job on the queue dashboard
// really sends it again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verify } from "@octokit/webhooks-methods";
import {
  createRedisPrefix,
  startHttpReceiver,
  startWorkerProcess,
  type HttpReceiver,
  type Spawned,
  type TestRedisPrefix,
} from "@booking/testing";
import { expectError, startTestApi, type TestApi } from "../helpers";

const ADMIN_TOKEN = "replay-admin-token-0123456789";
let t: TestApi;
let receiver: HttpReceiver;
let prefix: TestRedisPrefix;
let worker: Spawned | undefined;
/** The receiver is down: every request answers 503. */
let down = true;

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
  prefix = createRedisPrefix();
  [t, receiver] = await Promise.all([
    startTestApi({
      queueDashboard: { adminToken: ADMIN_TOKEN, redis: { url: prefix.url }, queuePrefix: prefix.prefix, webhookDeliveryQueues: 1 },
    }),
    startHttpReceiver(),
  ]);
  receiver.respond = () => (down ? 503 : 200);
  worker = startWorkerProcess({
    DATABASE_URL: t.database.url,
    REDIS_URL: prefix.url,
    QUEUE_PREFIX: prefix.prefix,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    // Two attempts 50 ms apart stand for "eight over a day".
    WEBHOOK_MAX_ATTEMPTS: "2",
    WEBHOOK_BACKOFF_BASE_MS: "50",
    OUTBOX_POLL_MS: "20",
    WORKER_METRICS_PORT: "0",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
  });
});
afterAll(async () => {
  await worker?.stop(30_000);
  await Promise.all([t?.close(), receiver?.close()]);
  await prefix?.cleanup();
  delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
});

async function until<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface ListedEvent {
  id: string;
  event: string;
  data: Record<string, unknown>;
  deliveries: { webhookId: string; deliveryId: string; status: string }[];
}

describe("catching up on events and replaying them", () => {
  it("lists what a receiver that was down missed and sends it again under the same delivery ids", async () => {
    const { api } = await t.newProvider();
    const secret = "whsec_replay_secret_0123456789abcdef";
    const hook = (await api.post("/api/rpc/user/webhooks/create", { url: `${receiver.url}/replay`, events: ["customer.created"], secret }))
      .body as { id: string };
    const names = ["Ada", "Ben", "Cleo"];
    for (const name of names)
      expect((await api.post("/v1/customers", { name, email: `${name.toLowerCase()}@example.com` })).status).toBe(201);

    // Each delivery is tried twice while the receiver is down, then fails for good.
    const undelivered = await until(async () => {
      const res = await api.get("/api/rpc/user/events?undelivered=true&event=customer.created");
      const events = res.body.events as ListedEvent[];
      return events.length === 3 && events.every((e) => e.deliveries[0]?.status === "failed") && events;
    }, "three failed deliveries");
    expect(receiver.requests.filter((r) => r.path === "/replay")).toHaveLength(6);
    // Newest first, each with its data and its one delivery to this webhook.
    expect(undelivered.map((e) => e.data.customerId)).toHaveLength(3);
    expect(undelivered.every((e) => e.deliveries.length === 1 && e.deliveries[0]!.webhookId === hook.id)).toBe(true);
    const all = await api.get("/api/rpc/user/events?limit=100");
    expect(all.status, all.text).toBe(200);
    expect((all.body.events as ListedEvent[]).map((e) => e.id)).toEqual(expect.arrayContaining(undelivered.map((e) => e.id)));
    expect(all.body).toMatchObject({ page: 1, limit: 100, total: all.body.events.length });

    // Back up: the integrator replays what it missed.
    down = false;
    const known = new Set<string>(); // delivery ids the receiver has processed, for deduplication
    for (const event of undelivered) {
      const res = await api.post("/api/rpc/user/webhooks/redeliver", { deliveryId: event.deliveries[0]!.deliveryId });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ queued: true });
    }
    await receiver.waitFor(9, { filter: (r) => r.path === "/replay" });
    const replayed = receiver.requests.filter((r) => r.path === "/replay").slice(6);
    for (const request of replayed) {
      const body = JSON.parse(request.body) as { event: string; signature: string };
      expect(await verify(secret, request.body.replace(/,"signature":"[^"]+"\}$/, "}"), body.signature)).toBe(true);
      known.add(String(request.headers["x-webhook-delivery"]));
    }
    expect([...known].sort()).toEqual(undelivered.map((e) => e.deliveries[0]!.deliveryId).sort());
    await until(async () => {
      const res = await api.get("/api/rpc/user/events?undelivered=true");
      return res.body.total === 0;
    }, "nothing left undelivered");

    // The log of one delivery shows the new round: two failures, then the success.
    const log = await api.get(`/api/rpc/user/webhooks/deliveries?id=${hook.id}&limit=100`);
    const delivery = (
      log.body.deliveries as { id: string; status: string; attempts: number; attemptLog: { attempt: number; statusCode: number }[] }[]
    ).find((d) => d.id === undelivered[0]!.deliveries[0]!.deliveryId)!;
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 3 });
    expect(delivery.attemptLog.map((a) => [a.attempt, a.statusCode]).sort()).toEqual([
      [1, 503],
      [2, 503],
      [3, 200],
    ]);

    // A delivered one may be sent again too; one still under way, or unknown, may not.
    const again = await api.post("/api/rpc/user/webhooks/redeliver", { deliveryId: delivery.id });
    expect(again.status, again.text).toBe(200);
    const twice = await api.post("/api/rpc/user/webhooks/redeliver", { deliveryId: delivery.id });
    if (twice.status !== 200) expectError(twice, 409, "CONFLICT", "rpc");
    await receiver.waitFor(10, { filter: (r) => r.path === "/replay" });
    expectError(await api.post("/api/rpc/user/webhooks/redeliver", { deliveryId: "whd_unknown0000000000" }), 404, "NOT_FOUND", "rpc");
    expectError(await api.post("/api/rpc/user/webhooks/redeliver", {}), 400, "BAD_REQUEST", "rpc");
    // Another provider's delivery is not there for them.
    const other = await t.newProvider();
    expectError(await other.api.post("/api/rpc/user/webhooks/redeliver", { deliveryId: delivery.id }), 404, "NOT_FOUND", "rpc");
    expect((await other.api.get("/api/rpc/user/events")).body.total).toBe(0);
    expectError(await api.get("/api/rpc/user/events?event=nonsense"), 400, "BAD_REQUEST", "rpc");
  });

  it("sends a failed delivery again when an operator retries its job on the queue dashboard", async () => {
    const { api } = await t.newProvider();
    down = true;
    await api.post("/api/rpc/user/webhooks/create", { url: `${receiver.url}/dashboard`, events: ["customer.created"] });
    await api.post("/v1/customers", { name: "Dora", email: "dora@example.com" });
    const [event] = await until(async () => {
      const events = (await api.get("/api/rpc/user/events?undelivered=true")).body.events as ListedEvent[];
      return events.length === 1 && events[0]!.deliveries[0]?.status === "failed" && events;
    }, "a failed delivery");
    const deliveryId = event!.deliveries[0]!.deliveryId;

    down = false;
    const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
    // The delivery's row says "failed" a moment before the queue moves the job out of "active";
    // an operator retries what the dashboard shows as failed.
    await until(async () => {
      const job = await t.anonymous.get(`/admin/queues/api/queues/webhook-delivery/${deliveryId}`, { headers: admin });
      return (job.body as { status?: string }).status === "failed";
    }, "the job failed on the queue");
    const retried = await t.anonymous.put(`/admin/queues/api/queues/webhook-delivery/${deliveryId}/retry`, undefined, { headers: admin });
    expect(retried.status, retried.text).toBe(204);
    const [arrived] = await receiver.waitFor(3, { filter: (r) => r.path === "/dashboard" });
    expect(receiver.requests.filter((r) => r.path === "/dashboard").at(-1)!.headers["x-webhook-delivery"]).toBe(deliveryId);
    expect(arrived).toBeDefined();
    await until(async () => ((await api.get("/api/rpc/user/events?undelivered=true")).body.total as number) === 0, "the retry delivered");
  });
});
