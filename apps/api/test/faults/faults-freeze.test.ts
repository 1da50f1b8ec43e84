// Fault: a dependency that freezes (SIGSTOP) instead of stopping: its connections stay open and
// nothing answers, as on a stalled host or a network that drops packets. A real API process serves
// a throwaway PostgreSQL and redis-server of this file's own. A frozen Redis costs requests at
// most its command timeout once: limits fall back to per-process counting, /readyz says
// "degraded", and what was counted meanwhile is carried back when Redis answers again. A frozen
// PostgreSQL answers 503 within the configured query timeout, never a hang, and the same process
// recovers by itself once it thaws.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKeyForProvider } from "@booking/core";
import {
  call,
  Cleanup,
  createSalon,
  isRestError,
  slot,
  startApiProcess,
  startFaultEnv,
  waitFor,
  type ApiProcess,
  type FaultEnv,
} from "../faults-support";

const cleanup = new Cleanup();
let env: FaultEnv;
let api: ApiProcess;

const REDIS_COMMAND_TIMEOUT_MS = 200;
const DATABASE_QUERY_TIMEOUT_MS = 1_500;
/** The longest any answer may take while something is frozen. */
const BOUND_MS = 4_000;

beforeAll(async () => {
  env = await startFaultEnv(cleanup);
  api = await startApiProcess({
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redis.url,
    LOG_LEVEL: "info",
    REDIS_COMMAND_TIMEOUT_MS: String(REDIS_COMMAND_TIMEOUT_MS),
    DATABASE_STATEMENT_TIMEOUT_MS: "1000",
    DATABASE_QUERY_TIMEOUT_MS: String(DATABASE_QUERY_TIMEOUT_MS),
    DATABASE_CONNECT_TIMEOUT_MS: "1000",
  });
  cleanup.add(() => api.stop());
  cleanup.add(() => env.redis.thaw());
  cleanup.add(() => env.postgres.thaw());
});
afterAll(() => cleanup.run());

describe("a frozen Redis", () => {
  it("does not hold requests, keeps limits per process, says degraded, and gets the counts carried back", async () => {
    const salon = await createSalon(api.url, env.database);
    const limited = await createKeyForProvider(env.database.db, { providerId: salon.providerId, audience: "provider", rateLimit: 5 });
    expect((await call(api.url, "GET", "/readyz")).body).toEqual({ status: "ready" });

    env.redis.freeze();
    const frozenAt = Date.now();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await call(api.url, "GET", "/v1/services", { key: limited.apiKey, timeoutMs: BOUND_MS }));
    // At most the first request waited for Redis (its command timeout); the others not at all.
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 1_000);
    expect(
      answers.slice(1).every((a) => a.ms < REDIS_COMMAND_TIMEOUT_MS),
      answers.map((a) => a.ms).join(","),
    ).toBe(true);
    expect(isRestError(answers[5]!.body, "RATE_LIMITED")).toBe(true);
    const booking = await call(api.url, "POST", "/v1/bookings", {
      key: salon.apiKey,
      timeoutMs: BOUND_MS,
      body: { customerId: salon.customerId, serviceId: salon.serviceId, staffId: salon.staffIds[0], dateTime: slot(0) },
    });
    expect(booking.status, booking.text).toBe(201);
    const ready = await call(api.url, "GET", "/readyz", { timeoutMs: BOUND_MS });
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: "degraded", redis: "unavailable" });
    await sleep(2_000); // a freeze of a few seconds, not a blip
    expect(api.logged(/Redis unreachable/)).toHaveLength(1);

    env.redis.thaw();
    await waitFor(async () => (await call(api.url, "GET", "/readyz")).body?.status === "ready", "the API to use Redis again", 10_000);
    // Logged before /readyz turns, but the process's stdout reaches this test on a pipe of its own.
    await expect.poll(() => api.logged(/Redis reachable again/)).toHaveLength(1);
    // The 5 requests the process allowed on its own count in the shared window too: no second budget.
    const after = await call(api.url, "GET", "/v1/services", { key: limited.apiKey });
    if (Date.now() - frozenAt < 55_000) {
      expect(after.status, after.text).toBe(429);
      expect(after.headers.get("ratelimit-remaining")).toBe("0");
    }
  });
});

describe("a frozen PostgreSQL", () => {
  it("answers 503 within the query timeout, never hangs, and recovers by itself", async () => {
    const salon = await createSalon(api.url, env.database, { staffCount: 2 });
    // Warm the pool: the requests below meet connections that are open when the server freezes.
    await Promise.all(Array.from({ length: 4 }, () => call(api.url, "GET", "/v1/bookings?limit=1", { key: salon.apiKey })));

    env.postgres.freeze();
    const frozenAt = Date.now();
    const bookingBody = (n: number) => ({
      customerId: salon.customerId,
      serviceId: salon.serviceId,
      staffId: salon.staffIds[n % 2],
      dateTime: slot(100 + n),
    });
    const requests = [
      call(api.url, "GET", "/v1/bookings?limit=5", { key: salon.apiKey, timeoutMs: BOUND_MS }),
      call(api.url, "GET", `/v1/customers/${salon.customerId}`, { key: salon.apiKey, timeoutMs: BOUND_MS }),
      call(api.url, "POST", "/v1/bookings", { key: salon.apiKey, timeoutMs: BOUND_MS, body: bookingBody(0) }),
      call(api.url, "POST", "/v1/bookings", {
        key: salon.apiKey,
        timeoutMs: BOUND_MS,
        body: bookingBody(1),
        headers: { "idempotency-key": "frozen-1" },
      }),
      call(api.url, "GET", "/api/rpc/user/me", { key: salon.apiKey, timeoutMs: BOUND_MS }),
    ];
    const answers = await Promise.all(requests);
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(503);
      expect(answer.body.error.code).toBe("SERVICE_UNAVAILABLE");
      // Within the query timeout (and the time to say so): a transaction's ROLLBACK does not wait
      // a second timeout behind the frozen query on the same connection.
      expect(answer.ms, answer.text).toBeLessThan(DATABASE_QUERY_TIMEOUT_MS + 1_200);
    }
    const ready = await call(api.url, "GET", "/readyz", { timeoutMs: BOUND_MS });
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(3_000);
    // Still frozen: later requests are bounded too.
    await sleep(Math.max(0, 5_000 - (Date.now() - frozenAt)));
    const late = await call(api.url, "GET", "/v1/bookings?limit=5", { key: salon.apiKey, timeoutMs: BOUND_MS });
    expect(late.status).toBe(503);

    env.postgres.thaw();
    // The same process recovers by itself: reads and keyed writes work again, and the keyed
    // request that answered 503 runs now instead of being held.
    const retried = await waitFor(
      async () => {
        const res = await call(api.url, "POST", "/v1/bookings", {
          key: salon.apiKey,
          body: bookingBody(1),
          headers: { "idempotency-key": "frozen-1" },
          timeoutMs: BOUND_MS,
        });
        return res.status !== 503 && res;
      },
      "the API to reach the database again",
      15_000,
    );
    expect(retried.status, retried.text).toBe(201);
    const list = await call(api.url, "GET", "/v1/bookings?limit=5", { key: salon.apiKey });
    expect(list.status).toBe(200);
    expect((await call(api.url, "GET", "/readyz")).status).toBe(200);
    expect(api.child.exitCode).toBeNull();
  });
});
