// What a browser on a salon's site meets when it calls the API with a public key: CORS exactly for
// the origins listed on the key (preflight and answers, errors included), and limits per client
// address, so a bot hammering from one address is stopped without stopping other visitors.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let s: Salon;
let publicKey: string;
const SHOP = "https://shop.example";

beforeAll(async () => {
  // One trusted proxy: X-Forwarded-For names the visitor, as behind a load balancer.
  t = await startTestApi({ trustProxy: 1, addressLimits: { perAddress: 8, bookingsPerAddress: 2 } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.clock.set("2026-11-20T08:00:00Z");
  s = await createSalon(t);
  publicKey = (await createApiKey(t.db, { providerId: s.providerId, audience: "public", plan: "default", origins: [SHOP] })).apiKey;
});

const call = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => fetch(new URL(path, t.url), init);
const fromShop = (extra: Record<string, string> = {}) => ({ origin: SHOP, authorization: `Bearer ${publicKey}`, ...extra });

describe("CORS", () => {
  it("answers a preflight from a listed origin with 204, the path's methods and the headers a page sends", async () => {
    const res = await call("/v1/bookings", {
      method: "OPTIONS",
      headers: {
        origin: SHOP,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type,idempotency-key",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe(SHOP);
    expect(res.headers.get("access-control-allow-methods")).toBe("GET, HEAD, POST, OPTIONS");
    expect(res.headers.get("access-control-allow-headers")).toBe("Authorization, Content-Type, Idempotency-Key");
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    expect(res.headers.get("vary")).toContain("Origin");
    // The same for the native tRPC surface and the RPC-style one.
    for (const path of ["/trpc/availability.get", "/api/rpc/user/me"]) {
      const other = await call(path, { method: "OPTIONS", headers: { origin: SHOP, "access-control-request-method": "GET" } });
      expect(other.status, path).toBe(204);
      expect(other.headers.get("access-control-allow-origin"), path).toBe(SHOP);
    }
  });

  it("gives other origins and unknown paths no CORS headers", async () => {
    for (const origin of ["https://evil.example", "http://shop.example", "https://shop.example.evil", "null"]) {
      const res = await call("/v1/bookings", { method: "OPTIONS", headers: { origin, "access-control-request-method": "POST" } });
      expect(res.status, origin).toBe(204);
      expect(res.headers.get("access-control-allow-origin"), origin).toBeNull();
    }
    const unknown = await call("/v1/nothing-here", { method: "OPTIONS", headers: { origin: SHOP } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers requests with the key's own origin only, errors included, and never for secret keys", async () => {
    const ok = await call(`/v1/services`, { headers: fromShop() });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("access-control-allow-origin")).toBe(SHOP);
    expect(ok.headers.get("access-control-expose-headers")).toContain("RateLimit-Remaining");
    // A 403 and a 400 are readable by the page too.
    const refused = await call(`/v1/customers`, { headers: fromShop() });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("access-control-allow-origin")).toBe(SHOP);
    const bad = await call(`/v1/bookings`, { method: "POST", headers: fromShop({ "content-type": "application/json" }), body: "{}" });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("access-control-allow-origin")).toBe(SHOP);
    // Native tRPC answers carry it as well.
    const native = await call(`/trpc/services.list?input=${encodeURIComponent("{}")}`, { headers: fromShop() });
    expect(native.status).toBe(200);
    expect(native.headers.get("access-control-allow-origin")).toBe(SHOP);

    const elsewhere = await call(`/v1/services`, { headers: fromShop({ origin: "https://evil.example" }) });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.get("access-control-allow-origin")).toBeNull();
    const secret = await call(`/v1/services`, { headers: { origin: SHOP, authorization: `Bearer ${s.apiKey}` } });
    expect(secret.status).toBe(200);
    expect(secret.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("limits per client address", () => {
  const book = (address: string, email: string, dateTime: string) =>
    call("/v1/bookings", {
      method: "POST",
      headers: fromShop({ "content-type": "application/json", "x-forwarded-for": address }),
      body: JSON.stringify({ serviceId: s.serviceId, dateTime, customer: { name: "Bot", email } }),
    });

  it("stops one address's bookings and requests while another address books on", async () => {
    const times = ["2026-11-23T09:00:00Z", "2026-11-23T10:00:00Z", "2026-11-23T13:00:00Z", "2026-11-23T14:00:00Z"];
    expect((await book("203.0.113.7", "bot1@example.com", times[0]!)).status).toBe(201);
    expect((await book("203.0.113.7", "bot2@example.com", times[1]!)).status).toBe(201);
    const stopped = await book("203.0.113.7", "bot3@example.com", times[2]!);
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await stopped.json()) as { error: { message: string } }).error.message).toMatch(/bookings per minute from one address/);
    // Another visitor is not affected.
    expect((await book("198.51.100.20", "human@example.com", times[3]!)).status).toBe(201);

    // Reads: 8 a minute from one address (3 bookings above count too), then 429; others still served.
    let status = 0;
    for (let i = 0; i < 8 && status !== 429; i++) {
      status = (await call("/v1/services", { headers: fromShop({ "x-forwarded-for": "203.0.113.7" }) })).status;
    }
    expect(status).toBe(429);
    expect((await call("/v1/services", { headers: fromShop({ "x-forwarded-for": "198.51.100.20" }) })).status).toBe(200);
  });

  it("limits manage links, which need no key, per address too", async () => {
    let status = 0;
    for (let i = 0; i < 9 && status !== 429; i++) {
      status = (await call(`/v1/manage/${"a".repeat(32)}`, { headers: { "x-forwarded-for": "192.0.2.44" } })).status;
    }
    expect(status).toBe(429);
    expect((await call(`/v1/manage/${"a".repeat(32)}`, { headers: { "x-forwarded-for": "192.0.2.45" } })).status).toBe(404);
  });
});
