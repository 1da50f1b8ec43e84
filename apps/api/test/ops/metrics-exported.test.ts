// The metrics operators alert on, exported for real: a real API process and a real worker
// process (node --import tsx apps/<app>/src/main.ts) on this file's own database and Redis
// prefix, with an SMTP server of the test's own that refuses one mailbox, no SMS gateway
// (messages are only logged), a webhook receiver that answers 500, and the worker's endpoint behind
// METRICS_TOKEN. Every metric name the
// alert rules and the dashboard's queries use is served by one of the two /metrics endpoints (those
// of read replicas by an API process with a real standby: test/faults/replica-reads.test.ts);
// customer messages are counted by what truly became of them (sent, logged, failed, skipped by
// the customer's preferences); the backlog gauges see a delivery waiting for its retry; and an
// API process whose Redis does not answer reports that it counts rate limits on its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCustomerKey,
  createProvider,
  createRedisPrefix,
  createTestDatabase,
  freePort,
  startApiProcess,
  startHttpReceiver,
  startSmtpServer,
  startWorkerProcess,
  type ApiProcess,
  type HttpReceiver,
  type Spawned,
  type TestDatabase,
  type TestRedisPrefix,
  type TestSmtpServer,
  waitFor as pollFor,
} from "@booking/testing";
import { call, Cleanup, slot, type Answer } from "../faults-support";
import { exportedWithReplicasOnly, metricsUsed, seriesNamesIn } from "./ops-files";

const REFUSED = "refused@example.com";
/** The worker's /metrics answers only with this token (the APIs' have none). */
const WORKER_METRICS_TOKEN = "worker-metrics-token-0123456789";
const cleanup = new Cleanup();
let database: TestDatabase;
let redis: TestRedisPrefix;
let smtp: TestSmtpServer;
let receiver: HttpReceiver;
let api: ApiProcess;
let apiMetrics: string;
let worker: Spawned;
let workerMetrics: string;
/** An API process whose Redis never answers (a closed port). */
let lonelyApi: ApiProcess;
let lonelyApiMetrics: string;

beforeAll(async () => {
  database = await createTestDatabase();
  cleanup.add(() => database.drop());
  redis = createRedisPrefix();
  cleanup.add(() => redis.cleanup());
  smtp = await startSmtpServer({ refuse: [REFUSED] });
  cleanup.add(() => smtp.close());
  receiver = await startHttpReceiver();
  receiver.respond = () => 500;
  cleanup.add(() => receiver.close());

  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `${redis.prefix}:`,
    QUEUE_PREFIX: `${redis.prefix}q`,
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
  };
  const [apiPort, lonelyPort, workerPort, closedRedisPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  apiMetrics = `http://127.0.0.1:${apiPort}/metrics`;
  lonelyApiMetrics = `http://127.0.0.1:${lonelyPort}/metrics`;
  workerMetrics = `http://127.0.0.1:${workerPort}/metrics`;
  worker = startWorkerProcess({
    ...shared,
    HOST: "127.0.0.1",
    WORKER_METRICS_PORT: String(workerPort),
    METRICS_HOST: "127.0.0.1",
    METRICS_TOKEN: WORKER_METRICS_TOKEN,
    SMTP_URL: smtp.url,
    EMAIL_FROM: "Salon <salon@example.com>",
    OUTBOX_POLL_MS: "20",
    REMINDER_SWEEP_MS: "3600000",
    WEBHOOK_TIMEOUT_MS: "3000",
    // A failed first attempt leaves its delivery pending for ten minutes: the backlog shows it.
    WEBHOOK_BACKOFF_BASE_MS: "600000",
  });
  cleanup.add(() => worker.stop());
  const started = await Promise.allSettled([
    startApiProcess({ ...shared, METRICS_PORT: String(apiPort), METRICS_HOST: "127.0.0.1" }),
    startApiProcess({
      ...shared,
      REDIS_URL: `redis://127.0.0.1:${closedRedisPort}`,
      METRICS_PORT: String(lonelyPort),
      METRICS_HOST: "127.0.0.1",
    }),
  ]);
  for (const s of started) if (s.status === "fulfilled") cleanup.add(() => s.value.stop());
  for (const s of started) if (s.status === "rejected") throw s.reason;
  [api, lonelyApi] = started.map((s) => (s as PromiseFulfilledResult<ApiProcess>).value) as [ApiProcess, ApiProcess];
  await waitFor(async () => (await scrape(workerMetrics)).includes("redis_up 1"), "the worker's metrics with Redis connected");
}, 120_000);
afterAll(() => cleanup.run());

async function scrape(url: string): Promise<string> {
  try {
    const headers = url === workerMetrics ? { authorization: `Bearer ${WORKER_METRICS_TOKEN}` } : undefined;
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(5_000) });
    return res.ok ? await res.text() : "";
  } catch {
    return "";
  }
}

/** The value of one series (labels as written by prom-client, in order), or undefined when absent. */
function sample(exposition: string, series: string): number | undefined {
  const line = exposition.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

function waitFor<T>(check: () => Promise<T | false | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  return pollFor(check, what, { timeoutMs, intervalMs: 100, watched: () => [worker, api, lonelyApi] });
}

function ok(answer: Answer, status = 201): Answer {
  if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${answer.text}`);
  return answer;
}

describe("the metrics the alerts and the dashboard use", () => {
  it("are every one served by the API or the worker, with samples", async () => {
    // Some traffic, so the API's request series exist.
    expect((await call(api.url, "GET", "/v1/staff")).status).toBe(401);
    const served = new Set([...seriesNamesIn(await scrape(apiMetrics)), ...seriesNamesIn(await scrape(workerMetrics))]);
    const used = metricsUsed();
    // The extraction found what the files are about (an empty list would prove nothing).
    expect(used.size).toBeGreaterThanOrEqual(20);
    for (const name of ["http_request_duration_seconds_bucket", "queue_jobs_stalled_total", "webhooks_disabled_total", "database_up"]) {
      expect([...used.keys()]).toContain(name);
    }
    // The replica metrics need a real standby: replica-reads.test.ts checks those.
    const wanted = [...used].filter(([name]) => !exportedWithReplicasOnly(name));
    const missing = wanted.filter(([name]) => !served.has(name)).map(([name, by]) => `${name} (${by.join(", ")})`);
    expect(missing).toEqual([]);
  });

  it("are behind METRICS_TOKEN on the worker too", async () => {
    expect((await fetch(workerMetrics)).status).toBe(401);
    expect((await fetch(workerMetrics, { headers: { authorization: "Bearer wrong-token-0123456789abcdef" } })).status).toBe(401);
    expect(await scrape(workerMetrics)).toMatch(/^queue_jobs\{queue="webhook-delivery",state="waiting"\} \d+$/m);
  });

  it("report the database and Redis as they are: up, and rate limits counted per process where Redis does not answer", async () => {
    expect(sample(await scrape(apiMetrics), "database_up")).toBe(1);
    expect(sample(await scrape(workerMetrics), "database_up")).toBe(1);
    expect(sample(await scrape(apiMetrics), "rate_limit_redis_fallback_active")).toBe(0);
    const provider = await createProvider(database.db);
    // The lonely API's first request meets the missing Redis; it answers anyway, counting here.
    expect((await call(lonelyApi.url, "GET", "/v1/staff", { key: provider.apiKey })).status).toBe(200);
    await waitFor(async () => sample(await scrape(lonelyApiMetrics), "rate_limit_redis_fallback_active") === 1, "the fallback to show");
    expect(sample(await scrape(apiMetrics), "rate_limit_redis_fallback_active")).toBe(0);
  });
});

describe("a confirmed booking's customer messages", () => {
  it("are counted by what became of them: sent, logged, failed, skipped by preference", async () => {
    const { providerId, apiKey } = await createProvider(database.db, { timezone: "UTC" });
    const key = { key: apiKey };
    const schedule = Object.fromEntries(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, { start: "08:00", end: "20:00" }]),
    );
    const serviceId = ok(await call(api.url, "POST", "/v1/services", { ...key, body: { name: "Trim", duration: 15, price: 10 } })).body.data
      .id as string;
    const staffId = ok(
      await call(api.url, "POST", "/v1/staff", {
        ...key,
        body: { name: "Ana", email: "ana@example.com", role: "staff", services: [serviceId], schedule },
      }),
    ).body.data.id as string;
    // Chris: email and SMS allowed. Robin: the mailbox is refused, and SMS confirmations are turned off.
    const chris = ok(
      await call(api.url, "POST", "/v1/customers", {
        ...key,
        body: { name: "Chris", email: "chris@example.com", phone: "+4915100000001" },
      }),
    ).body.data.id as string;
    const robin = ok(
      await call(api.url, "POST", "/v1/customers", { ...key, body: { name: "Robin", email: REFUSED, phone: "+4915100000002" } }),
    ).body.data.id as string;
    const robinKey = await createCustomerKey(database.db, providerId, robin);
    ok(
      await call(api.url, "PATCH", "/api/rpc/user/notificationPreferences", {
        key: robinKey.apiKey,
        body: { sms: { bookingConfirmed: false } },
      }),
      200,
    );

    for (const [i, customerId] of [chris, robin].entries()) {
      const booking = ok(
        await call(api.url, "POST", "/v1/bookings", { ...key, body: { customerId, serviceId, staffId, dateTime: slot(i) } }),
      );
      ok(await call(api.url, "PATCH", `/v1/bookings/${booking.body.data.id as string}`, { ...key, body: { status: "confirmed" } }), 200);
    }

    const counted = (text: string, channel: string, outcome: string) =>
      sample(text, `notification_sends_total{channel="${channel}",outcome="${outcome}"}`);
    const text = await waitFor(async () => {
      const scraped = await scrape(workerMetrics);
      const settled = ["sent", "logged", "failed", "skipped_by_preference"].reduce(
        (sum, outcome) => sum + (counted(scraped, "email", outcome) ?? 0) + (counted(scraped, "sms", outcome) ?? 0),
        0,
      );
      return settled >= 4 && scraped;
    }, "four messages decided");
    expect({
      email: { sent: counted(text, "email", "sent"), logged: counted(text, "email", "logged"), failed: counted(text, "email", "failed") },
      sms: {
        sent: counted(text, "sms", "sent"),
        logged: counted(text, "sms", "logged"),
        failed: counted(text, "sms", "failed"),
        skipped: counted(text, "sms", "skipped_by_preference"),
      },
    }).toEqual({ email: { sent: 1, logged: 0, failed: 1 }, sms: { sent: 0, logged: 1, failed: 0, skipped: 1 } });
    // "sent" is what the SMTP server accepted; "logged" is what the worker only logged.
    expect(smtp.messages.map((m) => m.to)).toEqual([["chris@example.com"]]);
    expect(worker.logged(/SMS not sent: SMS_WEBHOOK_URL is not set/)).toHaveLength(1);
  });
});

describe("webhook deliveries", () => {
  it("show in the attempt counts and, while one waits for its retry, in the backlog gauges", async () => {
    const { apiKey } = await createProvider(database.db);
    ok(
      await call(api.url, "POST", "/api/rpc/user/webhooks/create", {
        key: apiKey,
        body: { url: `${receiver.url}/hook`, events: ["customer.created"] },
      }),
      200,
    );
    ok(await call(api.url, "POST", "/v1/customers", { key: apiKey, body: { name: "Sam", email: "sam@example.com" } }));
    await receiver.waitFor(1, { filter: (r) => r.path === "/hook" });
    const text = await waitFor(async () => {
      const scraped = await scrape(workerMetrics);
      return (
        (sample(scraped, "webhook_deliveries_pending") ?? 0) >= 1 &&
        (sample(scraped, "webhook_delivery_oldest_pending_age_seconds") ?? 0) > 0 &&
        scraped
      );
    }, "the pending delivery in the backlog");
    expect(sample(text, 'webhook_deliveries_total{outcome="retrying"}')).toBe(1);
    expect(sample(text, 'webhook_deliveries_total{outcome="succeeded"}')).toBe(0);
    // Its next attempt is ten minutes away: pending, but not overdue.
    expect(sample(text, "webhook_delivery_overdue_seconds")).toBe(0);
    // The API reports the same backlog (each process reads it at most every few seconds).
    await waitFor(async () => (sample(await scrape(apiMetrics), "webhook_deliveries_pending") ?? 0) >= 1, "the API's backlog gauge");
  });
});
