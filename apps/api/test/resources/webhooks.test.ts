// The webhooks API: registration rules, provider-only access, secrets shown
// once, the synchronous signed test delivery, the deliveries log; and the operations endpoints.
import { verify } from "@octokit/webhooks-methods";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { NO_ANSWER, systemResolver } from "@booking/core";
import { createCustomerKey, createRedisPrefix, startHttpReceiver, type HttpReceiver, type TestRedisPrefix } from "@booking/testing";
import { capturingLogger, expectError, expectValidationError, startTestApi, type TestApi } from "../helpers";

let t: TestApi;
let receiver: HttpReceiver;
const EVENTS = ["booking.created", "booking.cancelled"];

beforeAll(async () => {
  t = await startTestApi();
  receiver = await startHttpReceiver();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
});
afterEach(() => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
  delete process.env.WEBHOOK_TIMEOUT_MS;
  delete process.env.WEBHOOK_MANUAL_SENDS_PER_MINUTE;
  receiver.respond = () => 200;
});

const WEBHOOK_KEYS = ["consecutiveFailures", "createdAt", "events", "id", "isActive", "lastDeliveryAt", "lastStatus", "updatedAt", "url"];

describe("webhooks API", () => {
  it("creates (secret shown once), lists, updates and deletes", async () => {
    const { api } = await t.newProvider();
    const created = await api.post("/api/rpc/user/webhooks/create", { url: "https://hooks.example.com/in", events: EVENTS });
    expect(created.status, created.text).toBe(200);
    expect(Object.keys(created.body).sort()).toEqual([...WEBHOOK_KEYS, "secret"].sort());
    expect(created.body).toMatchObject({
      url: "https://hooks.example.com/in",
      events: EVENTS,
      isActive: true,
      consecutiveFailures: 0,
      lastDeliveryAt: null,
      lastStatus: null,
    });
    expect(created.body.id).toMatch(/^wh_/);
    expect(created.body.secret).toMatch(/^whsec_[0-9A-Za-z]{40}$/);

    const own = await api.post("/api/rpc/user/webhooks/create", {
      url: "https://hooks.example.com/two",
      events: ["staff.created"],
      secret: "my-own-secret",
    });
    expect(own.body.secret).toBe("my-own-secret");

    const list = await api.get("/api/rpc/user/webhooks/list");
    expect(list.status).toBe(200);
    expect(list.body.webhooks.map((w: { id: string }) => w.id)).toEqual([created.body.id, own.body.id]);
    for (const w of list.body.webhooks) expect(Object.keys(w).sort()).toEqual(WEBHOOK_KEYS);
    expect(list.text).not.toContain(created.body.secret);
    expect(list.text).not.toContain("my-own-secret");

    const updated = await api.patch("/api/rpc/user/webhooks/update", {
      id: created.body.id,
      events: ["payment.received"],
      isActive: false,
      secret: "rotated-secret",
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({ id: created.body.id, events: ["payment.received"], isActive: false });
    expect(updated.text).not.toContain("rotated-secret");
    expect(Object.keys(updated.body).sort()).toEqual(WEBHOOK_KEYS);

    const removed = await api.delete("/api/rpc/user/webhooks/delete", { query: { id: created.body.id } });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id: created.body.id, deleted: true });
    expectError(await api.delete("/api/rpc/user/webhooks/delete", { query: { id: created.body.id } }), 404, "NOT_FOUND", "rpc");
    expect((await api.get("/api/rpc/user/webhooks/list")).body.webhooks).toHaveLength(1);
  });

  it("validates event names and URLs, and rejects unknown fields", async () => {
    const { api } = await t.newProvider();
    expectValidationError(
      await api.post("/api/rpc/user/webhooks/create", { url: "https://x.example.com/", events: ["booking.exploded"] }),
      ["events.0"],
      "rpc",
    );
    expectValidationError(
      await api.post("/api/rpc/user/webhooks/create", { url: "https://x.example.com/", events: [] }),
      ["events"],
      "rpc",
    );
    expectValidationError(await api.post("/api/rpc/user/webhooks/create", { events: EVENTS }), ["url"], "rpc");
    expectValidationError(await api.post("/api/rpc/user/webhooks/create", { url: "ftp://x.example.com/", events: EVENTS }), ["url"], "rpc");
    expectValidationError(await api.post("/api/rpc/user/webhooks/create", { url: "not a url", events: EVENTS }), ["url"], "rpc");
    expectValidationError(
      await api.post("/api/rpc/user/webhooks/create", { url: "https://x.example.com/", events: EVENTS, colour: "red" }),
      ["colour"],
      "rpc",
    );
    const ok = await api.post("/api/rpc/user/webhooks/create", { url: "https://x.example.com/", events: EVENTS });
    expectValidationError(await api.patch("/api/rpc/user/webhooks/update", { id: ok.body.id, events: ["nope"] }), ["events.0"], "rpc");
  });

  it.each([
    "http://127.0.0.1:8080/hook",
    "http://localhost/hook",
    "http://[::1]/hook",
    "http://10.0.0.5/hook",
    "http://192.168.1.10/hook",
    "http://172.16.0.1/hook",
    "http://169.254.169.254/latest/meta-data/",
    "http://100.64.0.1/hook",
    "http://[fd00:ec2::254]/",
    "http://[::ffff:127.0.0.1]/",
    "http://0.0.0.0/",
    "http://2130706433/",
  ])("refuses the SSRF target %s with 400", async (url) => {
    const { api } = await t.newProvider();
    const res = await api.post("/api/rpc/user/webhooks/create", { url, events: EVENTS });
    expectValidationError(res, ["url"], "rpc");
    expect(res.body.error.details[0].message).toMatch(/must not point to/);
  });

  // IPv6 spellings that carry an IPv4 address, and host names with a trailing dot.
  it.each([
    ["http://[::127.0.0.1]/", "loopback", "127.0.0.1"],
    ["http://[::169.254.169.254]/", "metadata", "169.254.169.254"],
    ["http://[::ffff:0:127.0.0.1]/", "loopback", "127.0.0.1"],
    ["http://[::ffff:127.0.0.1]/", "loopback", "127.0.0.1"],
    ["http://[2002:7f00:1::]/", "loopback", "127.0.0.1"],
    ["http://[64:ff9b:1::127.0.0.1]/", "loopback", "127.0.0.1"],
    ["http://[64:ff9b::127.0.0.1]/", "loopback", "127.0.0.1"],
    ["http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/", "loopback", "127.0.0.1"],
    ["http://127.0.0.1./", "loopback", null],
    ["http://localhost./", "local host name", null],
    ["http://app.localhost./hook", "local host name", null],
  ])("refuses %s on create and update with 400 naming a %s target", async (url, kind, inner) => {
    const { api } = await t.newProvider();
    const created = await api.post("/api/rpc/user/webhooks/create", { url, events: EVENTS });
    expectValidationError(created, ["url"], "rpc");
    const message = created.body.error.details[0].message as string;
    expect(message).toMatch(
      kind === "local host name" ? /^must not point to a local host name$/ : new RegExp(`^must not point to a ${kind} address`),
    );
    if (inner) expect(message).toContain(`carries ${inner}`);
    expect(created.body.error.message).toBe(`Invalid input: url: ${message}`);

    const hook = await api.post("/api/rpc/user/webhooks/create", { url: "https://hooks.example.com/in", events: EVENTS });
    const updated = await api.patch("/api/rpc/user/webhooks/update", { id: hook.body.id, url });
    expectValidationError(updated, ["url"], "rpc");
    expect(updated.body.error.details[0].message).toBe(message);
  });

  it("accepts private targets when the operator allows them, and re-checks URLs on update", async () => {
    const { api } = await t.newProvider();
    const created = await api.post("/api/rpc/user/webhooks/create", { url: "https://x.example.com/", events: EVENTS });
    expectValidationError(
      await api.patch("/api/rpc/user/webhooks/update", { id: created.body.id, url: "http://127.0.0.1/" }),
      ["url"],
      "rpc",
    );
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    const local = await api.post("/api/rpc/user/webhooks/create", { url: `${receiver.url}/local`, events: EVENTS });
    expect(local.status, local.text).toBe(200);
  });

  it("is for provider keys only, and another provider's webhook is 404", async () => {
    const a = await t.newProvider();
    const b = await t.newProvider();
    const hook = await a.api.post("/api/rpc/user/webhooks/create", { url: "https://x.example.com/", events: EVENTS });
    for (const res of [
      await b.api.patch("/api/rpc/user/webhooks/update", { id: hook.body.id, isActive: false }),
      await b.api.delete("/api/rpc/user/webhooks/delete", { query: { id: hook.body.id } }),
      await b.api.post("/api/rpc/user/webhooks/test", { id: hook.body.id }),
      await b.api.get("/api/rpc/user/webhooks/deliveries", { query: { id: hook.body.id } }),
    ]) {
      expectError(res, 404, "NOT_FOUND", "rpc");
    }
    expect((await b.api.get("/api/rpc/user/webhooks/list")).body.webhooks).toEqual([]);
    const customer = await a.api.post("/v1/customers", { name: "Cus", email: "cus@example.com" });
    const customerKey = await createCustomerKey(t.db, a.providerId, customer.body.data.id);
    const asCustomer = a.api.withKey(customerKey.apiKey);
    expectError(await asCustomer.get("/api/rpc/user/webhooks/list"), 403, "FORBIDDEN", "rpc");
    expectError(
      await asCustomer.post("/api/rpc/user/webhooks/create", { url: "https://x.example.com/", events: EVENTS }),
      403,
      "FORBIDDEN",
      "rpc",
    );
    expectError(await t.anonymous.get("/api/rpc/user/webhooks/list"), 401, "UNAUTHORIZED", "rpc");
  });

  it("test delivers a signed webhook.test at once and answers {delivered, statusCode, durationMs}", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    const { api, providerId } = await t.newProvider();
    const hook = await api.post("/api/rpc/user/webhooks/create", { url: `${receiver.url}/test-hook`, events: EVENTS });
    const res = await api.post("/api/rpc/user/webhooks/test", { id: hook.body.id });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ delivered: true, statusCode: 200, durationMs: expect.any(Number) });
    const [request] = receiver.requests.filter((r) => r.path === "/test-hook");
    const body = JSON.parse(request!.body) as { event: string; timestamp: string; data: Record<string, unknown>; signature: string };
    expect(body.event).toBe("webhook.test");
    expect(body.data).toMatchObject({ webhookId: hook.body.id, providerId });
    expect(request!.headers["x-webhook-event"]).toBe("webhook.test");
    expect(request!.headers["x-webhook-signature"]).toBe(body.signature);
    expect(request!.headers["x-webhook-delivery"]).toMatch(/^whd_/);
    const signed = JSON.stringify({ event: body.event, timestamp: body.timestamp, data: body.data });
    expect(await verify(hook.body.secret, signed, body.signature)).toBe(true);

    receiver.respond = () => 500;
    const failed = await api.post("/api/rpc/user/webhooks/test", { id: hook.body.id });
    expect(failed.body).toEqual({ delivered: false, statusCode: 500, durationMs: expect.any(Number), error: "HTTP 500" });

    const closed = await api.post("/api/rpc/user/webhooks/create", { url: "http://127.0.0.1:9/closed", events: EVENTS });
    const refused = await api.post("/api/rpc/user/webhooks/test", { id: closed.body.id });
    expect(refused.body).toMatchObject({ delivered: false, statusCode: null, error: NO_ANSWER });

    const deliveries = await api.get("/api/rpc/user/webhooks/deliveries", { query: { id: hook.body.id } });
    expect(deliveries.status, deliveries.text).toBe(200);
    expect(deliveries.body).toMatchObject({ total: 2, page: 1, limit: 20 });
    const [newest, oldest] = deliveries.body.deliveries;
    expect(newest).toMatchObject({ event: "webhook.test", status: "failed", attempts: 1, lastStatusCode: 500, eventId: null });
    expect(oldest).toMatchObject({
      event: "webhook.test",
      status: "succeeded",
      attempts: 1,
      lastStatusCode: 200,
      id: request!.headers["x-webhook-delivery"],
    });
    expect(oldest.attemptLog).toEqual([
      { attempt: 1, statusCode: 200, durationMs: expect.any(Number), error: null, attemptedAt: expect.any(String) },
    ]);
    // Tests leave the failure stats alone.
    const listed = (await api.get("/api/rpc/user/webhooks/list")).body.webhooks.find((w: { id: string }) => w.id === hook.body.id);
    expect(listed).toMatchObject({ consecutiveFailures: 0, isActive: true });
    expectValidationError(await api.get("/api/rpc/user/webhooks/deliveries", { query: { id: hook.body.id, limit: 0 } }), ["limit"], "rpc");
  });

  it("test refuses a loopback target when private targets are not allowed", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    const { api } = await t.newProvider();
    const hook = await api.post("/api/rpc/user/webhooks/create", { url: `${receiver.url}/later-refused`, events: EVENTS });
    delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
    const res = await api.post("/api/rpc/user/webhooks/test", { id: hook.body.id });
    expect(res.body).toMatchObject({ delivered: false, statusCode: null, error: expect.stringMatching(/target refused/) });
    expect(receiver.requests.filter((r) => r.path === "/later-refused")).toHaveLength(0);
  });
});

describe("webhooks/test answers and limits", () => {
  // An API on the same database whose log the test reads.
  let logged: TestApi;
  const { logger, lines } = capturingLogger<{ msg?: string; cause?: string; webhookId?: string }>("info");
  let silent: Server;
  const held: Socket[] = [];
  beforeAll(async () => {
    logged = await startTestApi({ database: t.database, logger });
    // Accepts connections and never answers.
    silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", () => resolve()));
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
    await logged?.close();
    delete process.env.WEBHOOK_TIMEOUT_MS;
    delete process.env.WEBHOOK_MANUAL_SENDS_PER_MINUTE;
  });

  async function closedPort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  it("answers the same for a refused connection, a timeout, an unreachable host, a DNS and a TLS failure; the cause is only logged", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    process.env.WEBHOOK_TIMEOUT_MS = "500";
    const { api } = await logged.newProvider();
    const targets = {
      refused: { url: `http://127.0.0.1:${await closedPort()}/hook`, cause: /ECONNREFUSED/ },
      "timed out": { url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hook`, cause: /timed out/ },
      unreachable: { url: "http://[2001:db8::1]:8080/hook", cause: /ENETUNREACH|EHOSTUNREACH|EADDRNOTAVAIL|timed out/ },
      dns: { url: "http://no-such-host.invalid/hook", cause: /ENOTFOUND|EAI_AGAIN/ },
      tls: { url: `https://127.0.0.1:${new URL(receiver.url).port}/hook`, cause: /EPROTO|SSL|TLS|ECONNRESET/i },
    };
    const answers: unknown[] = [];
    for (const [what, target] of Object.entries(targets)) {
      const hook = await api.post("/api/rpc/user/webhooks/create", { url: target.url, events: EVENTS });
      expect(hook.status, hook.text).toBe(200);
      const res = await api.post("/api/rpc/user/webhooks/test", { id: hook.body.id });
      expect(res.status, `${what}: ${res.text}`).toBe(200);
      expect(res.body, what).toEqual({ delivered: false, statusCode: null, durationMs: expect.any(Number), error: NO_ANSWER });
      answers.push({ ...res.body, durationMs: 0 });
      const deliveries = await api.get("/api/rpc/user/webhooks/deliveries", { query: { id: hook.body.id } });
      expect(deliveries.body.deliveries[0]).toMatchObject({ status: "failed", lastStatusCode: null, lastError: NO_ANSWER });
      expect(deliveries.body.deliveries[0].attemptLog[0]).toMatchObject({ statusCode: null, error: NO_ANSWER });
      const line = lines.find((l) => l.msg === "webhook test delivery failed" && l.webhookId === hook.body.id);
      expect(line?.cause, what).toMatch(target.cause);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  it("limits calls per provider: 429 RATE_LIMITED with Retry-After, counting each call of a tRPC batch", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    process.env.WEBHOOK_MANUAL_SENDS_PER_MINUTE = "3";
    const a = await t.newProvider();
    const b = await t.newProvider();
    const hookA = await a.api.post("/api/rpc/user/webhooks/create", { url: `${receiver.url}/limited`, events: EVENTS });
    const hookB = await b.api.post("/api/rpc/user/webhooks/create", { url: `${receiver.url}/limited`, events: EVENTS });
    // Two calls in one native batch, one on the documented path: the provider's three.
    const batch = await a.api.post(`/trpc/user.webhooks.test,user.webhooks.test?batch=1`, {
      0: { id: hookA.body.id },
      1: { id: hookA.body.id },
    });
    expect(batch.status, batch.text).toBe(200);
    expect((await a.api.post("/api/rpc/user/webhooks/test", { id: hookA.body.id })).body).toMatchObject({ delivered: true });
    const limited = await a.api.post("/api/rpc/user/webhooks/test", { id: hookA.body.id });
    expectError(limited, 429, "RATE_LIMITED", "rpc");
    expect(limited.body.error.message).toMatch(
      /^At most 3 manual webhook sends \(tests and redeliveries\) per minute per provider; retry in \d+ s$/,
    );
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const limitedRest = await a.api.post("/trpc/user.webhooks.test", { id: hookA.body.id });
    expect(limitedRest.status).toBe(429);
    expect(limitedRest.headers.get("retry-after")).not.toBeNull();
    expect(receiver.requests.filter((r) => r.path === "/limited")).toHaveLength(3);
    // The provider's other calls, and other providers' tests, go on.
    expect((await a.api.get("/api/rpc/user/webhooks/list")).status).toBe(200);
    expect((await b.api.post("/api/rpc/user/webhooks/test", { id: hookB.body.id })).body).toMatchObject({ delivered: true });
  });
});

describe("webhook targets checked when connecting", () => {
  // A second API on the same database whose resolver answers what the test says: a name that
  // resolved to a public address at registration and to a loopback one when a delivery connects.
  let rebinding: TestApi;
  let answer = "93.184.216.34";
  const resolved: string[] = [];
  beforeAll(async () => {
    rebinding = await startTestApi({
      database: t.database,
      webhookResolver: async (hostname) => {
        resolved.push(hostname);
        return hostname.endsWith(".rebind.test") ? [{ address: answer, family: answer.includes(":") ? 6 : 4 }] : systemResolver(hostname);
      },
    });
  });
  afterAll(async () => {
    await rebinding?.close();
  });

  it.each(["127.0.0.1", "::ffff:127.0.0.1", "::127.0.0.1", "64:ff9b::7f00:1", "169.254.169.254", "10.0.0.5"])(
    "test refuses a name that now resolves to %s, and nothing reaches the receiver",
    async (address) => {
      const { api } = await rebinding.newProvider();
      const port = new URL(receiver.url).port;
      const path = `/rebind-${address.replace(/\W/g, "-")}`;
      answer = "93.184.216.34";
      const hook = await api.post("/api/rpc/user/webhooks/create", { url: `http://hooks.rebind.test:${port}${path}`, events: EVENTS });
      expect(hook.status, hook.text).toBe(200);
      answer = address;
      const res = await api.post("/api/rpc/user/webhooks/test", { id: hook.body.id });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ delivered: false, statusCode: null });
      expect(res.body.error).toMatch(
        new RegExp(`^target refused: hooks\\.rebind\\.test resolves to ${address.replace(/\./g, "\\.")}: must not point to a`),
      );
      expect(resolved).toContain("hooks.rebind.test");
      expect(receiver.requests.filter((r) => r.path === path)).toHaveLength(0);
      // And registration refuses it now as well.
      const again = await api.post("/api/rpc/user/webhooks/create", { url: `http://hooks.rebind.test:${port}${path}`, events: EVENTS });
      expectValidationError(again, ["url"], "rpc");
      expect(again.body.error.details[0].message).toMatch(/must not point to a .* \(hooks\.rebind\.test resolves to /);
    },
  );
});

describe("operations endpoints", () => {
  it("serves Prometheus metrics with request counts and latencies by route and status", async () => {
    const { api } = await t.newProvider();
    await api.get("/api/rpc/user/webhooks/list");
    await t.anonymous.get("/api/rpc/user/webhooks/list");
    // Not on the public port: on the metrics endpoint's own.
    expect((await t.anonymous.get("/metrics")).status).toBe(404);
    const res = await t.metrics.get("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/http_requests_total\{method="GET",route="\/api\/rpc\/user\/webhooks\/list",status="200"\} \d+/);
    expect(res.text).toMatch(/http_requests_total\{method="GET",route="\/api\/rpc\/user\/webhooks\/list",status="401"\} \d+/);
    expect(res.text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/rpc\/user\/webhooks\/list",status="200"\}/,
    );
    expect(res.text).toMatch(/outbox_lag_seconds \d/);
    expect(res.text).toMatch(/^database_up 1$/m);
    expect(res.text).toMatch(/^webhook_delivery_overdue_seconds \d/m);
    expect(res.text).toMatch(/^rate_limit_redis_fallback_active 0$/m);
  });

  it("has no queue dashboard without ADMIN_TOKEN", async () => {
    expect((await t.anonymous.get("/admin/queues")).status).toBe(404);
  });

  describe("with ADMIN_TOKEN", () => {
    let admin: TestApi;
    let redis: TestRedisPrefix;
    const token = "admin-token-0123456789abcdef";
    const readOnlyToken = "read-only-token-0123456789";
    const { logger, lines: logLines } = capturingLogger("info");
    beforeAll(async () => {
      redis = createRedisPrefix();
      admin = await startTestApi({
        logger,
        queueDashboard: {
          adminToken: token,
          readOnlyToken,
          redis: { url: redis.url },
          queuePrefix: redis.prefix,
          webhookDeliveryQueues: 1,
        },
      });
    });
    afterAll(async () => {
      await admin?.close();
      await redis?.cleanup();
    });

    it("protects /admin/queues with the token (Bearer or Basic) and lists the queues", async () => {
      const denied = await admin.anonymous.get("/admin/queues");
      expect(denied.status).toBe(401);
      expect(denied.headers.get("www-authenticate")).toMatch(/^Basic/);
      expect((await admin.anonymous.get("/admin/queues", { headers: { authorization: "Bearer wrong-token-000000000" } })).status).toBe(401);
      const page = await admin.anonymous.get("/admin/queues", { headers: { authorization: `Bearer ${token}` } });
      expect(page.status).toBe(200);
      expect(page.text).toMatch(/<html/i);
      const basic = `Basic ${Buffer.from(`admin:${token}`).toString("base64")}`;
      const queues = await admin.anonymous.get("/admin/queues/api/queues", { headers: { authorization: basic } });
      expect(queues.status, queues.text).toBe(200);
      const names = (queues.body.queues as { name: string }[]).map((q) => q.name).sort();
      expect(names).toEqual(["calendars", "notifications", "reminders", "webhook-delivery"]);
      const metrics = await admin.metrics.get("/metrics");
      expect(metrics.text).toMatch(/queue_jobs\{queue="webhook-delivery",state="waiting"\} 0/);
    });

    it("lets the read-only token look but not act, and logs every action with who did it", async () => {
      const as = (user: string, secret: string) => ({
        headers: { authorization: `Basic ${Buffer.from(`${user}:${secret}`).toString("base64")}` },
      });
      const list = await admin.anonymous.get("/admin/queues/api/queues", as("rita", readOnlyToken));
      expect(list.status, list.text).toBe(200);
      const refused = await admin.anonymous.put("/admin/queues/api/queues/notifications/pause", undefined, as("rita", readOnlyToken));
      expect(refused.status, refused.text).toBe(403);
      expect(refused.body.error.message).toMatch(/read-only/);
      const paused = await admin.anonymous.put("/admin/queues/api/queues/notifications/pause", undefined, as("olga", token));
      expect(paused.status, paused.text).toBe(200);
      const resumed = await admin.anonymous.put("/admin/queues/api/queues/notifications/resume", undefined, as("olga", token));
      expect(resumed.status, resumed.text).toBe(200);

      const dashboard = logLines.filter((l) => String(l.msg).startsWith("queue dashboard:"));
      expect(dashboard.map((l) => [l.msg, l.role, l.operator, l.method, l.path])).toEqual([
        [
          "queue dashboard: write refused to the read-only token",
          "read-only",
          "rita",
          "PUT",
          "/admin/queues/api/queues/notifications/pause",
        ],
        ["queue dashboard: write action", "admin", "olga", "PUT", "/admin/queues/api/queues/notifications/pause"],
        ["queue dashboard: write action", "admin", "olga", "PUT", "/admin/queues/api/queues/notifications/resume"],
      ]);
      // Looking is not logged, and no token ever is.
      expect(JSON.stringify(logLines)).not.toContain(token);
      expect(JSON.stringify(logLines)).not.toContain(readOnlyToken);
    });
  });
});
