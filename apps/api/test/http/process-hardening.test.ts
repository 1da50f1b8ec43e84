// The API process as an operator starts it (`apps/api/src/main.ts` with environment settings):
// what it creates on a real PostgreSQL server, what it writes to its log, where its metrics are,
// and how its connection limits are configured.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { createProvider, createTestDatabase, freePort, rawHttp, TEST_REDIS_URL, type TestDatabase } from "@booking/testing";
import { call, Cleanup, createSalon, slot, startApiProcess } from "../faults-support";

let database: TestDatabase;
const cleanup = new Cleanup();
beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await cleanup.run();
});
afterAll(async () => {
  await database?.drop();
});

const env = (extra: Record<string, string> = {}) => ({ DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, ...extra });

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "booking-api-"));
  cleanup.add(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe("demo provider", () => {
  it("is not created on a PostgreSQL server unless SEED_DEMO=true", async () => {
    const fresh = await createTestDatabase();
    cleanup.add(() => fresh.drop());
    const dataDir = tempDir();
    const api = await startApiProcess({
      DATABASE_URL: fresh.url,
      REDIS_URL: TEST_REDIS_URL,
      SEED_DEMO: "",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
    });
    cleanup.add(() => api.stop());
    const providers = await sql<{ n: number }>`SELECT count(*)::int AS n FROM providers`.execute(fresh.db);
    expect(providers.rows[0]!.n).toBe(0);
    expect(api.output.join("\n")).not.toMatch(/Demo provider|sk_[A-Za-z0-9]{32}/);
    expect(existsSync(path.join(dataDir, "demo-api-key.txt"))).toBe(false);
  });

  it("is created on a PostgreSQL server when SEED_DEMO=true is set explicitly", async () => {
    const fresh = await createTestDatabase();
    cleanup.add(() => fresh.drop());
    const dataDir = tempDir();
    const api = await startApiProcess({ DATABASE_URL: fresh.url, REDIS_URL: TEST_REDIS_URL, SEED_DEMO: "true", DATA_DIR: dataDir });
    cleanup.add(() => api.stop());
    const providers = await sql<{ n: number }>`SELECT count(*)::int AS n FROM providers`.execute(fresh.db);
    expect(providers.rows[0]!.n).toBe(1);
    expect(existsSync(path.join(dataDir, "demo-api-key.txt"))).toBe(true);

    // The printed key shows data at once, and a weekday offers free times to book.
    const key = readFileSync(path.join(dataDir, "demo-api-key.txt"), "utf8").trim();
    const [services, staff, customers] = await Promise.all(
      ["/v1/services", "/v1/staff", "/v1/customers"].map((list) => call(api.url, "GET", list, { key })),
    );
    expect(services!.body.data.length).toBeGreaterThan(0);
    // Two stylists and the owner, an admin who signs in to the console.
    expect(staff!.body.data.length).toBe(3);
    expect(customers!.body.data.length).toBe(1);
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
    const date = monday.toISOString().slice(0, 10);
    const schedule = await call(api.url, "GET", `/v1/staff/${staff!.body.data[0].id}/schedule?startDate=${date}&endDate=${date}`, { key });
    expect(schedule.status, schedule.text).toBe(200);
    expect(JSON.stringify(schedule.body)).toMatch(/"available":true/);

    // Its customers' booking page, printed and written down, opens with a public key that sees times.
    const page = readFileSync(path.join(dataDir, "demo-booking-page.txt"), "utf8").trim();
    expect(api.output.join("\n")).toContain(`Its customers' booking page: ${page}`);
    const publicKey = new URL(page).searchParams.get("key")!;
    expect(publicKey).toMatch(/^pk_[0-9A-Za-z]{40}$/);
    const times = await call(api.url, "GET", `/v1/availability?serviceId=${services!.body.data[0].id}&from=${date}&to=${date}`, {
      key: publicKey,
    });
    expect(times.status, times.text).toBe(200);
    expect(times.body.data.days[0].slots.length).toBeGreaterThan(0);

    // The owner signs in to the console with the password printed once (and written down).
    const [email, password] = readFileSync(path.join(dataDir, "demo-console-sign-in.txt"), "utf8").trim().split("\n");
    expect(api.output.join("\n")).toContain(`sign in as ${email}, password ${password};`);
    const signedIn = await fetch(`${api.url}/console/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { data: { staff: { role: string } } }).data.staff.role).toBe("admin");
  });
});

describe("logs", () => {
  it("never write an API key or token sent in the query string", async () => {
    const api = await startApiProcess(env({ LOG_LEVEL: "info" }));
    cleanup.add(() => api.stop());
    const { apiKey } = await createProvider(database.db);
    const secrets = [apiKey, "tok-0123456789-secret", "pw-0123456789-secret"];
    for (const target of [
      `/v1/staff?key=${apiKey}`,
      `/v1/staff?page=1&api_key=${apiKey}`,
      `/api/rpc/user/me?access_token=${apiKey}`,
      `/v1/staff?token=${secrets[1]}&password=${secrets[2]}`,
      `/v1/staff?q=${apiKey}`,
      `/v1/staff/${apiKey}`,
    ]) {
      const res = await call(api.url, "GET", target);
      expect(res.status, target).toBe(401);
    }
    // The request log lines are there, with the credentials replaced.
    await expect.poll(() => api.logged(/incoming request/).length).toBeGreaterThanOrEqual(6);
    const text = api.output.join("\n");
    expect(text).toMatch(/\[redacted\]/);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it("never write a manage link's token, nor a key in any spelling of the URL", async () => {
    const api = await startApiProcess(env({ LOG_LEVEL: "info" }));
    cleanup.add(() => api.stop());
    const { apiKey } = await createProvider(database.db);
    const token = "Qm3v9XcT1bWz7LpK2dR8sYf4Hn6Ja0Ue";
    const keyBody = apiKey.slice(3);
    for (const target of [
      `/v1/manage/${token}`,
      `/v1/manage/${token}/calendar.ics`,
      `/v1/%6Danage/${token}/cancel`,
      `/v1/manage/not-a-token-but-still-a-credential/calendar.ics`,
      `/trpc/manage.get?input=${encodeURIComponent(JSON.stringify({ token }))}`,
      `/v1/staff?x=Bearer%20${apiKey}`,
      `/v1/staff?x=Bearer+${apiKey}`,
      `/v1/staff?x=%73k_${keyBody}`,
    ]) {
      const res = await call(api.url, "GET", target);
      expect(res.status, target).toBeLessThan(500);
    }
    await expect.poll(() => api.logged(/incoming request/).length).toBeGreaterThanOrEqual(8);
    const text = api.output.join("\n");
    expect(text).toContain("/v1/manage/[redacted]");
    for (const secret of [token, keyBody, "not-a-token-but-still-a-credential"]) expect(text).not.toContain(secret);
  });
});

describe("readiness", () => {
  it("stays ready while every pooled connection is busy: /readyz asks on a connection of its own", async () => {
    const api = await startApiProcess(env({ DATABASE_POOL_SIZE: "2", DATABASE_LOCK_TIMEOUT_MS: "10000" }));
    cleanup.add(() => api.stop());
    const salon = await createSalon(api.url, database);
    // Another session holds the member's row: bookings of that member wait on it, each holding a
    // pooled connection, until it lets go.
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const locking = database.db.transaction().execute(async (trx) => {
      await sql`SELECT 1 FROM staff WHERE provider_id = ${salon.providerId} AND id = ${salon.staffIds[0]!} FOR UPDATE`.execute(trx);
      await held;
    });
    const waiting = Array.from({ length: 4 }, (_, n) =>
      call(api.url, "POST", "/v1/bookings", {
        key: salon.apiKey,
        timeoutMs: 20_000,
        body: { customerId: salon.customerId, serviceId: salon.serviceId, staffId: salon.staffIds[0], dateTime: slot(n) },
      }),
    );
    await expect
      .poll(async () =>
        Number(
          (await sql<{ n: string }>`SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock'`.execute(database.db))
            .rows[0]!.n,
        ),
      )
      .toBeGreaterThanOrEqual(2);
    const ready = await call(api.url, "GET", "/readyz", { timeoutMs: 5_000 });
    expect(ready.status, ready.text).toBe(200);
    expect(ready.ms).toBeLessThan(1_500);
    letGo();
    await locking;
    expect((await Promise.all(waiting)).map((a) => a.status)).toEqual([201, 201, 201, 201]);
  });
});

describe("metrics endpoint", () => {
  it("is on its own port, behind METRICS_TOKEN when set, and not on the public port", async () => {
    const port = await freePort();
    const token = "metrics-token-0123456789";
    const api = await startApiProcess(env({ METRICS_PORT: String(port), METRICS_TOKEN: token }));
    cleanup.add(() => api.stop());
    expect((await call(api.url, "GET", "/metrics")).status).toBe(404);
    const metricsUrl = `http://127.0.0.1:${port}`;
    const denied = await call(metricsUrl, "GET", "/metrics");
    expect(denied.status).toBe(401);
    expect((await call(metricsUrl, "GET", "/metrics", { headers: { authorization: "Bearer wrong-token-0123456789" } })).status).toBe(401);
    const scraped = await call(metricsUrl, "GET", "/metrics", { headers: { authorization: `Bearer ${token}` } });
    expect(scraped.status).toBe(200);
    expect(scraped.text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} 1/);
  });

  it("stops the start when its port is taken", async () => {
    const port = await freePort();
    const first = await startApiProcess(env({ METRICS_PORT: String(port) }));
    cleanup.add(() => first.stop());
    const second = startApiProcess(env({ METRICS_PORT: String(port) }));
    await expect(second).rejects.toThrow(/metrics port \d+ could not be opened.*METRICS_PORT/s);
  });
});

describe("connection limits", () => {
  it("are read from the environment: slow headers answer 408 within REQUEST_HEADERS_TIMEOUT_MS", async () => {
    const api = await startApiProcess(env({ REQUEST_HEADERS_TIMEOUT_MS: "300", REQUEST_TIMEOUT_MS: "600" }));
    cleanup.add(() => api.stop());
    const host = new URL(api.url).host;
    const res = await rawHttp(api.url, `GET /v1/staff HTTP/1.1\r\nHost: ${host}\r\nX-Trickle: `, { timeoutMs: 5_000 });
    expect(res.status).toBe(408);
    expect(res.body.error.code).toBe("REQUEST_TIMEOUT");
    expect(res.closedAfterMs).toBeLessThan(3_000);
  });

  it("refuses a headers timeout longer than the request timeout at start", async () => {
    const start = startApiProcess(env({ REQUEST_HEADERS_TIMEOUT_MS: "5000", REQUEST_TIMEOUT_MS: "1000" }));
    await expect(start).rejects.toThrow(/REQUEST_HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/);
  });
});
