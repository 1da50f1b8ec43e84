// What an attacker tries at the HTTP layer: other spellings of a path (percent-encoded,
// absolute-form) to slip past limits and Idempotency-Key, native tRPC batches that hide their
// size, deep JSON through /trpc, slow requests that hold connections, and the headers every API
// answer must carry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { rawHttp } from "@booking/testing";
import { MAX_TRPC_BATCH } from "../../src/app";
import { expectError, startTestApi, type TestApi } from "../helpers";
import { apiClient, createKeyForProviderWithLimit } from "../rate-limit-support";

let t: TestApi;
let slow: TestApi;
beforeAll(async () => {
  t = await startTestApi();
  slow = await startTestApi({ connections: { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 300 } });
});
afterAll(async () => {
  await t?.close();
  await slow?.close();
});

const host = () => new URL(t.url).host;
const get = (target: string, key: string) =>
  rawHttp(t.url, `GET ${target} HTTP/1.1\r\nHost: ${host()}\r\nAuthorization: Bearer ${key}\r\nConnection: close\r\n\r\n`);

describe("other spellings of an API path are the same API path", () => {
  const spellings = (base: string) => [
    "/v1/services",
    "/%761/services",
    "/v1/%73ervices",
    `http://${base}/v1/services`,
    "/%61pi/rpc/user/me",
    "/api/rpc/user/%6De",
    "/%74rpc/user.me?input=%7B%7D",
    `http://${base}/trpc/user.me?input=%7B%7D`,
  ];

  it("answers every spelling like the canonical path", async () => {
    const { providerId } = await t.newProvider();
    const key = await createKeyForProviderWithLimit(t.db, providerId, 1_000);
    for (const target of spellings(host())) {
      const res = await get(target, key);
      expect(res.status, `${target}: ${res.text}`).toBe(200);
      expect(res.headers["ratelimit-limit"], target).toBe("1000");
    }
  });

  it("charges every spelling against the key's rate limit: none passes an exhausted limit", async () => {
    const { providerId } = await t.newProvider();
    const key = await createKeyForProviderWithLimit(t.db, providerId, 3);
    const client = apiClient(t.url, key);
    for (let i = 0; i < 3; i++) expect((await client.get("/v1/services")).status).toBe(200);
    for (const target of spellings(host())) {
      const res = await get(target, key);
      expect(res.status, `${target}: ${res.text}`).toBe(429);
      expect(res.body.error.code).toBe("RATE_LIMITED");
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  it("needs a key on every spelling", async () => {
    for (const target of spellings(host())) {
      const res = await rawHttp(t.url, `GET ${target} HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
      expect(res.status, target).toBe(401);
      expect(res.headers["www-authenticate"], target).toBe("Bearer");
    }
  });

  it("replays an Idempotency-Key whichever spelling the retry uses", async () => {
    const { api, apiKey, providerId } = await t.newProvider();
    const headers = { "idempotency-key": "same-customer-1" };
    const body = { name: "Chris", email: "chris@example.com" };
    const first = await api.post("/v1/customers", body, { headers });
    expect(first.status).toBe(201);
    for (const path of ["/%761/customers", "/v1/%63ustomers"]) {
      const again = await api.post(path, body, { headers });
      expect(again.status, path).toBe(201);
      expect(again.headers.get("idempotent-replayed"), path).toBe("true");
      expect(again.text, path).toBe(first.text);
    }
    const json = JSON.stringify(body);
    const absolute = await rawHttp(
      t.url,
      `POST http://${host()}/v1/customers HTTP/1.1\r\nHost: ${host()}\r\nAuthorization: Bearer ${apiKey}\r\n` +
        `Idempotency-Key: same-customer-1\r\nContent-Type: application/json\r\nContent-Length: ${json.length}\r\nConnection: close\r\n\r\n${json}`,
    );
    expect(absolute.status).toBe(201);
    expect(absolute.headers["idempotent-replayed"]).toBe("true");
    expect(absolute.text).toBe(first.text);
    const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM customers WHERE provider_id = ${providerId}`.execute(t.db);
    expect(count.rows[0]!.n).toBe(1);
  });
});

describe("native tRPC batches", () => {
  const batchOf = (n: number, comma: string) => {
    const input = Object.fromEntries(Array.from({ length: n }, (_, i) => [i, {}]));
    return `/trpc/${Array.from({ length: n }, () => "user.me").join(comma)}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
  };

  it("charges each call of a batch, whether its commas are encoded or not", async () => {
    const { providerId } = await t.newProvider();
    const key = await createKeyForProviderWithLimit(t.db, providerId, 100);
    const client = apiClient(t.url, key);
    const plain = await client.get(batchOf(5, ","));
    expect(plain.status).toBe(200);
    expect(plain.headers.get("ratelimit-remaining")).toBe("95");
    const encoded = await client.get(batchOf(5, "%2C"));
    expect(encoded.status).toBe(200);
    expect(encoded.body).toHaveLength(5);
    expect(encoded.headers.get("ratelimit-remaining")).toBe("90");
    const lower = await client.get(batchOf(5, "%2c"));
    expect(lower.headers.get("ratelimit-remaining")).toBe("85");
  });

  it("refuses a batch larger than the key's remaining budget", async () => {
    const { providerId } = await t.newProvider();
    const key = await createKeyForProviderWithLimit(t.db, providerId, 10);
    const res = await apiClient(t.url, key).get(batchOf(20, "%2C"));
    expect(res.status).toBe(429);
  });

  it(`refuses a batch of more than ${MAX_TRPC_BATCH} calls`, async () => {
    const { api } = await t.newProvider();
    const res = await api.get(batchOf(MAX_TRPC_BATCH + 1, "%2C"));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/Batch call exceeds maximum size/);
  });
});

describe("JSON nesting limit on native tRPC", () => {
  const deep = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

  it("refuses a body nested deeper than 64 levels", async () => {
    const { api } = await t.newProvider();
    const res = await api.post("/trpc/customers.create", `{"name":"x","email":"x@example.com","notes":${deep(100_000)}}`);
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/deeper than 64 levels/);
  });

  it("refuses a query input nested deeper than 64 levels", async () => {
    const { api } = await t.newProvider();
    const res = await api.get(`/trpc/staff.list?input=${encodeURIComponent(`{"page":${deep(65)}}`)}`);
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/deeper than 64 levels/);
  });

  it("still takes ordinary inputs", async () => {
    const { api } = await t.newProvider();
    const res = await api.get(`/trpc/staff.list?input=${encodeURIComponent(JSON.stringify({ page: 1, limit: 5 }))}`);
    expect(res.status).toBe(200);
  });
});

describe("headers of API answers", () => {
  it("answers successes and errors with nosniff and no-store, on every surface", async () => {
    const { api } = await t.newProvider();
    for (const res of [
      await api.get("/v1/staff"),
      await api.get("/api/rpc/user/me"),
      await api.get("/trpc/user.me"),
      await api.get("/v1/staff/staff_missing"),
      await api.post("/v1/customers", { nope: true }),
      await t.anonymous.get("/v1/nothing-here"),
      await t.anonymous.request("PUT", "/v1/staff"),
    ]) {
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("tells a client without a valid key how to authenticate (WWW-Authenticate: Bearer)", async () => {
    for (const path of ["/v1/staff", "/api/rpc/user/me", "/trpc/user.me"]) {
      const missing = await t.anonymous.get(path);
      expect(missing.status, path).toBe(401);
      expect(missing.headers.get("www-authenticate"), path).toBe("Bearer");
      const wrong = await t.anonymous.get(path, { key: "sk_notarealkey000000000000000000000000" });
      expect(wrong.status, path).toBe(401);
      expect(wrong.headers.get("www-authenticate"), path).toBe("Bearer");
    }
  });

  it("does not serve /metrics on the public port", async () => {
    expectError(await t.anonymous.get("/metrics"), 404, "NOT_FOUND", "rpc");
  });
});

describe("slow clients get 408 and lose their connection", () => {
  const slowHost = () => new URL(slow.url).host;

  it("answers 408 when the headers do not arrive in time", async () => {
    const res = await rawHttp(slow.url, `GET /v1/staff HTTP/1.1\r\nHost: ${slowHost()}\r\nX-Slow: `, { timeoutMs: 5_000 });
    expect(res.status).toBe(408);
    expect(res.body.error).toEqual({ code: "REQUEST_TIMEOUT", message: "The request did not arrive in time" });
  });

  it("answers 408 when a body never finishes, with or without a key", async () => {
    const { apiKey } = await slow.newProvider();
    for (const auth of [`Authorization: Bearer ${apiKey}\r\n`, ""]) {
      const res = await rawHttp(
        slow.url,
        `POST /api/rpc/provider/notifications/send HTTP/1.1\r\nHost: ${slowHost()}\r\n${auth}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"title":`,
        { timeoutMs: 5_000 },
      );
      expect(res.status).toBe(408);
      // The route was known once the headers arrived: the RPC-style family's error body.
      expect(res.body).toEqual({ error: { code: "REQUEST_TIMEOUT", message: "The request did not arrive in time" } });
    }
  });

  it("closes an idle kept-alive connection", async () => {
    const res = await rawHttp(slow.url, `GET /healthz HTTP/1.1\r\nHost: ${slowHost()}\r\n\r\n`, { timeoutMs: 5_000 });
    expect(res.status).toBe(200);
  });
});
