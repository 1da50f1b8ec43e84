// Resolved API keys are cached per process; a revocation evicts the key at once (LISTEN/NOTIFY).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { CallerCache, revokeApiKey } from "@booking/core";
import { sql } from "@booking/db";
import { apiClient, createPublicKey } from "@booking/testing";
import { listenForKeyRevocations, type RevocationListener } from "../../src/key-revocations";
import { expectError, startTestApi, type TestApi } from "../helpers";

let t: TestApi;
let cache: CallerCache;
let listener: RevocationListener;

async function until(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  cache = new CallerCache(60_000);
  t = await startTestApi({ callerCache: cache });
  listener = listenForKeyRevocations(t.database.url, t.db, cache, pino({ level: "silent" }));
  // The cache switches itself on once the listener has proven notifications arrive.
  const probe = await t.newProvider();
  await until(() => {
    void probe.api.get("/v1/staff");
    return cache.size > 0;
  });
});
afterAll(async () => {
  await listener?.close();
  await t?.close();
});

describe("API key cache", () => {
  it("serves a known key without asking the database again", async () => {
    const { api, keyId } = await t.newProvider();
    expect((await api.get("/v1/staff")).status).toBe(200);
    // Even if the row changed underneath (it cannot, but this shows where the answer came from)…
    await sql`UPDATE api_keys SET rate_limit = 7 WHERE id = ${keyId}`.execute(t.db);
    expect((await api.get("/v1/staff")).headers.get("ratelimit-limit")).not.toBe("7");
  });

  it("forgets a revoked key as soon as the revocation commits", async () => {
    const { api, keyId, apiKey } = await t.newProvider();
    expect((await api.get("/v1/staff")).status).toBe(200);
    const other = await t.newProvider();
    expect((await other.api.get("/v1/staff")).status).toBe(200);
    const cachedBefore = cache.size;

    expect(await revokeApiKey(t.db, keyId)).toBe(true);
    await until(() => cache.size === cachedBefore - 1);
    expectError(await apiClient(t.url, apiKey).get("/v1/staff"), 401, "UNAUTHORIZED");
    expect((await other.api.get("/v1/staff")).status).toBe(200);
  });

  it("forgets a provider's keys when a staff calendar is connected or disconnected (bookings then re-check calendars)", async () => {
    const { api } = await t.newProvider();
    const staff = await api.post("/v1/staff", { name: "Ann", email: `ann-${Date.now()}@example.com`, role: "staff" });
    expect(staff.status).toBe(201);
    const staffId = staff.body.data.id as string;
    const cachedWithout = cache.size;

    const connected = await api.post(`/v1/staff/${staffId}/calendars`, {
      url: "https://caldav.invalid/ann/",
      username: "ann",
      password: "p",
    });
    expect(connected.status).toBe(201);
    const calendarId = connected.body.data.id as string;
    await until(() => cache.size === cachedWithout - 1);

    expect((await api.get("/v1/staff")).status).toBe(200);
    const cachedWith = cache.size;
    expect((await api.patch(`/v1/staff/${staffId}/calendars/${calendarId}`, { importBusy: false })).status).toBe(200);
    await until(() => cache.size === cachedWith - 1);

    expect((await api.get("/v1/staff")).status).toBe(200);
    const cachedOff = cache.size;
    expect((await api.delete(`/v1/staff/${staffId}/calendars/${calendarId}`)).status).toBe(200);
    await until(() => cache.size === cachedOff - 1);
  });

  it("gives a public key's availability the provider's new notice once its settings change (the caller carries them)", async () => {
    t.clock.set("2031-03-03T06:00:00Z"); // a Monday, 07:00 in Berlin
    const { api, providerId } = await t.newProvider();
    const day = { start: "09:00", end: "17:00" };
    const serviceId = (await api.post("/v1/services", { name: "Cut", duration: 60, price: 30 })).body.data.id as string;
    const member = await api.post("/v1/staff", {
      name: "Ann",
      email: `ann-${Date.now()}@example.com`,
      role: "staff",
      services: [serviceId],
      schedule: { monday: day, tuesday: day },
    });
    expect(member.status, JSON.stringify(member.body)).toBe(201);
    const visitor = apiClient(t.url, (await createPublicKey(t.db, providerId)).apiKey);
    const monday = async () => {
      const answer = await visitor.get(`/v1/availability?serviceId=${serviceId}&from=2031-03-03&to=2031-03-03`);
      expect(answer.status).toBe(200);
      return (answer.body.data.days[0].slots as unknown[]).length;
    };
    expect(await monday()).toBeGreaterThan(0);
    const cachedBefore = cache.size;

    // A day's notice: nothing on Monday any more, as soon as the change is heard.
    expect((await api.patch("/v1/settings", { minNoticeMinutes: 24 * 60 })).status).toBe(200);
    await until(() => cache.size < cachedBefore);
    expect(await monday()).toBe(0);
  });

  it("gives a public key's availability the salon's new business hours once its settings change", async () => {
    t.clock.set("2031-03-03T06:00:00Z"); // a Monday, 07:00 in Berlin
    const { api, providerId } = await t.newProvider();
    const day = { start: "09:00", end: "17:00" };
    const serviceId = (await api.post("/v1/services", { name: "Cut", duration: 60, price: 30 })).body.data.id as string;
    const member = await api.post("/v1/staff", {
      name: "Ann",
      email: `ann-hours-${Date.now()}@example.com`,
      role: "staff",
      services: [serviceId],
      schedule: { monday: day, tuesday: day },
    });
    expect(member.status, JSON.stringify(member.body)).toBe(201);
    const visitor = apiClient(t.url, (await createPublicKey(t.db, providerId)).apiKey);
    const monday = async () => {
      const answer = await visitor.get(`/v1/availability?serviceId=${serviceId}&from=2031-03-03&to=2031-03-03`);
      expect(answer.status).toBe(200);
      return (answer.body.data.days[0].slots as unknown[]).length;
    };
    expect(await monday()).toBeGreaterThan(0);
    const cachedBefore = cache.size;

    // Closed on Mondays: nothing on Monday any more, as soon as the change is heard.
    expect((await api.patch("/v1/settings", { businessHours: { tuesday: day } })).status).toBe(200);
    await until(() => cache.size < cachedBefore);
    expect(await monday()).toBe(0);
  });

  it("stays off while revocations cannot be heard", async () => {
    const offline = new CallerCache(60_000);
    const deaf = listenForKeyRevocations("postgres://postgres@127.0.0.1:1/nowhere", t.db, offline, pino({ level: "silent" }));
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // its connection attempts fail meanwhile
      offline.set("hash", { keyId: "key_x" } as never);
      expect(offline.get("hash")).toBeUndefined();
      expect(offline.size).toBe(0);
    } finally {
      await deaf.close();
    }
  });
});
