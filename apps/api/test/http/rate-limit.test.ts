// Per-key rate limits shared by API processes through Redis, with per-process fallback.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import type { AppRouter } from "@booking/core";
import { startThrowawayRedis } from "@booking/testing";
import { apiClient, createKeyForProviderWithLimit, freePort, startTwoApis } from "../rate-limit-support";
import { expectError, startTestApi, type TestApi } from "../helpers";

let pair: Awaited<ReturnType<typeof startTwoApis>>;
let prefix: (typeof pair)["prefix"];
let a: TestApi;
let b: TestApi;

beforeAll(async () => {
  // Two API processes on the same database and Redis.
  pair = await startTwoApis();
  ({ a, b, prefix } = pair);
});
afterAll(async () => {
  await pair?.close();
});

describe("rate limits", () => {
  it("limits a key across API processes, with headers on every answer and the documented 429", async () => {
    const { providerId } = await a.newProvider();
    const key = await createKeyForProviderWithLimit(a.db, providerId, 6);
    const clients = [apiClient(a.url, key), apiClient(b.url, key)];
    for (let i = 0; i < 6; i++) {
      const res = await clients[i % 2]!.get("/v1/staff");
      expect(res.status).toBe(200);
      expect(res.headers.get("ratelimit-limit")).toBe("6");
      expect(res.headers.get("ratelimit-remaining")).toBe(String(5 - i));
      expect(Number(res.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    }
    for (const client of clients) {
      const limited = await client.get("/v1/staff");
      expectError(limited, 429, "RATE_LIMITED");
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(limited.headers.get("ratelimit-remaining")).toBe("0");
      // The RPC-style family answers the same limit in its own shape.
      expectError(await client.get("/api/rpc/user/me"), 429, "RATE_LIMITED", "rpc");
    }
  });

  it("counts per key: another key of the same provider is not affected", async () => {
    const { providerId } = await a.newProvider();
    const first = await createKeyForProviderWithLimit(a.db, providerId, 2);
    const second = await createKeyForProviderWithLimit(a.db, providerId, 2);
    await apiClient(a.url, first).get("/v1/staff");
    await apiClient(a.url, first).get("/v1/staff");
    expect((await apiClient(a.url, first).get("/v1/staff")).status).toBe(429);
    expect((await apiClient(a.url, second).get("/v1/staff")).status).toBe(200);
  });

  it("applies the plan's limit without an override: 100 default, 1000 enterprise", async () => {
    const plain = await a.newProvider({ rateLimit: null });
    expect((await plain.api.get("/v1/staff")).headers.get("ratelimit-limit")).toBe("100");
    const enterprise = await a.newProvider({ rateLimit: null, plan: "enterprise" });
    expect((await enterprise.api.get("/v1/staff")).headers.get("ratelimit-limit")).toBe("1000");
  });

  it("counts every call of a native tRPC batch", async () => {
    const { providerId } = await a.newProvider();
    const key = await createKeyForProviderWithLimit(a.db, providerId, 3);
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${a.url}/trpc`, headers: { authorization: `Bearer ${key}` } })],
    });
    await Promise.all([client.staff.list.query({}), client.services.list.query({}), client.customers.list.query({})]);
    const error = await client.staff.list.query({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(
      (error as TRPCClientError<AppRouter>).data?.httpStatus ?? (error as { meta?: { response?: Response } }).meta?.response?.status,
    ).toBe(429);
  });

  it("falls back to a per-process limit when Redis is unreachable, never a 500", async () => {
    const deadPort = await freePort();
    const unreachable = new Redis(`redis://127.0.0.1:${deadPort}`, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => 1_000,
    });
    unreachable.on("error", () => {});
    const c = await startTestApi({ redis: unreachable, redisKeyPrefix: `${prefix.prefix}:dead:`, database: a.database });
    try {
      const { providerId } = await a.newProvider();
      const key = await createKeyForProviderWithLimit(a.db, providerId, 4);
      const client = apiClient(c.url, key);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await client.get("/v1/staff")).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await c.close();
      unreachable.disconnect();
    }
  });
});

describe("rate limits counted in batches", () => {
  it("two API processes admit at most the limit plus one allowance (1 %), asking Redis far less than once a request", async () => {
    // A Redis of this test's own, so that its command counts are this test's alone.
    const server = await startThrowawayRedis();
    const connect = async () => {
      const redis = new Redis(server.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
      await redis.connect();
      return redis;
    };
    const [redisC, redisD, stats] = [await connect(), await connect(), await connect()];
    const c = await startTestApi({ redis: redisC, redisKeyPrefix: "batch:", database: a.database });
    const d = await startTestApi({ redis: redisD, redisKeyPrefix: "batch:", database: a.database });
    try {
      const { providerId } = await a.newProvider();
      const key = await createKeyForProviderWithLimit(a.db, providerId, 1000);
      await stats.config("RESETSTAT");
      const clients = [apiClient(c.url, key), apiClient(d.url, key)];
      const statuses: number[] = [];
      // 1,300 requests, 40 at a time, half to each process.
      for (let round = 0; round < 1300 / 40; round++) {
        const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => clients[i % 2]!.get("/v1/staff")));
        statuses.push(...answers.map((r) => r.status));
      }
      const admitted = statuses.filter((status) => status === 200).length;
      expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
      // The limit is held to within the documented bound: 1,000 plus 10 for the second process.
      expect(admitted).toBeGreaterThanOrEqual(1000);
      expect(admitted).toBeLessThanOrEqual(1010);
      // Both processes still refuse once the window is spent.
      for (const client of clients) expect((await client.get("/v1/staff")).status).toBe(429);
      const info = await stats.info("commandstats");
      const calls = [...info.matchAll(/cmdstat_(?:evalsha|eval):calls=(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
      expect(calls).toBeGreaterThan(0);
      expect(calls).toBeLessThan(1300 / 4);
    } finally {
      await d.close();
      await c.close();
      for (const redis of [redisC, redisD, stats]) redis.disconnect();
      await server.stop();
    }
  });
});
