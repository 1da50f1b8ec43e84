// What a body type, a native tRPC batch, a preflight or a mistyped path may cost the service or
// give away, tried against the real server as an attacker would, with another tenant's request
// timed meanwhile (the server runs in this process: what holds its event loop or its database pool
// holds the other tenant's answer too, and what it buffers shows in this process's memory).
import http from "node:http";
import { Readable } from "node:stream";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { CANARY_P99_LIMIT_MS, canaryDuring } from "@booking/testing";
import { startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

/** Per-address budget of this file's server: one month-long batch of the large salon, not two. */
const PER_ADDRESS = 150;
const ONE_MIB = 1024 * 1024;

let t: TestApi;
/** A small salon, and another tenant whose requests are timed while the attacks run. */
let s: Salon;
let other: Salon;
let otherBookingId: string;
/** A manage link of the small salon. */
let token: string;
let publicKey: string;
/** A salon of many members: a month of its availability is real work. */
let big: { providerId: string; serviceId: string; staffId: string; token: string; publicKey: string; providerKey: string };

let addresses = 0;
const nextAddress = () => `198.18.${Math.floor(++addresses / 250)}.${addresses % 250}`;

/** Another tenant's read, as the canary sends it. */
const otherTenantRead = () =>
  fetch(new URL(`/v1/bookings/${otherBookingId}`, t.url), { headers: { authorization: `Bearer ${other.apiKey}` } });

beforeAll(async () => {
  t = await startTestApi({ trustProxy: 1, addressLimits: { perAddress: PER_ADDRESS } });
  t.clock.set("2026-11-20T08:00:00Z");
  [s, other] = [await createSalon(t), await createSalon(t)];
  publicKey = (
    await createApiKey(t.db, { providerId: s.providerId, audience: "public", plan: "default", origins: ["https://shop.example"] })
  ).apiKey;
  token = await publicBooking(s.serviceId, s.bobId, publicKey, "2026-11-23T09:00:00Z");
  otherBookingId = (await other.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id as string;

  // 36 members on a 30-minute grid, 09:00-17:00 every day: a month of one service is 1,116
  // member-days, two units (and some 20-40 ms of the server's time).
  const { providerId } = await t.newProvider({ timezone: "Europe/Berlin" });
  await t.db.updateTable("providers").set({ slot_minutes: 30 }).where("id", "=", providerId).execute();
  const serviceId = `svc_many${providerId.slice(0, 8)}`;
  await t.db
    .insertInto("services")
    .values({ provider_id: providerId, id: serviceId, name: "Cut", duration_minutes: 30, price_cents: 3000 })
    .execute();
  const day = { start: "09:00", end: "17:00" };
  const schedule = JSON.stringify(
    Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, day])),
  );
  const staffIds = Array.from({ length: 36 }, (_, i) => `staff_many${String(i).padStart(3, "0")}${providerId.slice(0, 8)}`);
  await t.db
    .insertInto("staff")
    .values(
      staffIds.map((id, i) => ({
        provider_id: providerId,
        id,
        name: `Member ${i}`,
        email: `m${i}@many.example`,
        role: "staff" as const,
        schedule,
      })),
    )
    .execute();
  await t.db
    .insertInto("staff_services")
    .values(staffIds.map((id) => ({ provider_id: providerId, staff_id: id, service_id: serviceId })))
    .execute();
  // A public key whose own limit is high: the per-address budget is what binds it.
  const bigPublicKey = (await createApiKey(t.db, { providerId, audience: "public", plan: "default", rateLimit: 100_000 })).apiKey;
  const bigToken = await publicBooking(serviceId, staffIds[0]!, bigPublicKey, "2026-11-23T09:00:00Z");
  const providerKey = (await createApiKey(t.db, { providerId, audience: "provider", plan: "default", rateLimit: 100_000 })).apiKey;
  big = { providerId, serviceId, staffId: staffIds[0]!, token: bigToken, publicKey: bigPublicKey, providerKey };
  // The canary's read and the availability an attack asks for, warmed up: their first answers
  // (compiling their code) say nothing of what an attack costs.
  for (let n = 0; n < 5; n++) await (await otherTenantRead()).arrayBuffer();
  const monthOf = (query: Record<string, string>) =>
    encodeURIComponent(JSON.stringify(Object.assign({ from: "2026-11-21", to: "2026-12-21" }, query)));
  for (let n = 0; n < 3; n++) {
    const warmUps = [
      fetch(new URL(`/trpc/availability.get?input=${monthOf({ serviceId })}`, t.url), {
        headers: { authorization: `Bearer ${providerKey}` },
      }),
      fetch(new URL(`/trpc/availability.get?input=${monthOf({ serviceId })}`, t.url), {
        headers: { authorization: `Bearer ${bigPublicKey}`, "x-forwarded-for": nextAddress() },
      }),
      fetch(new URL(`/trpc/manage.availability?input=${monthOf({ token: bigToken })}`, t.url), {
        headers: { "x-forwarded-for": nextAddress() },
      }),
    ];
    for (const warmUp of warmUps) await (await warmUp).arrayBuffer();
  }
});
afterAll(async () => {
  await t?.close();
});

async function publicBooking(serviceId: string, staffId: string, key: string, dateTime: string): Promise<string> {
  const booked = await t.anonymous.post(
    "/v1/bookings",
    { serviceId, staffId, dateTime, customer: { name: "Vera", email: `vera${++addresses}@example.com` } },
    { key, headers: { "x-forwarded-for": nextAddress() } },
  );
  if (booked.status !== 201) throw new Error(`setup failed: ${booked.status} ${booked.text}`);
  return booked.body.data.manage.token as string;
}

interface Streamed {
  status: number;
  text: string;
  /** From the first byte sent to the answer's head (ms). */
  answeredMs: number;
  /** Body bytes the client had handed to the socket when the answer came. */
  sentBytes: number;
  /** The server process's resident memory grew by at most this much meanwhile (bytes). */
  rssGrowth: number;
}

/**
 * POSTs a multipart body of `bytes`, made chunk by chunk as the socket takes it (never held whole
 * here), and stops sending once the answer comes.
 */
function streamMultipart(path: string, bytes: number, headers: Record<string, string> = {}): Promise<Streamed> {
  const boundary = "----attack";
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a.bin"\r\n\r\n`);
  const chunk = Buffer.alloc(64 * 1024, "a");
  let sent = 0;
  let peakRss = process.memoryUsage().rss;
  const baseRss = peakRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const body = new Readable({
    read() {
      if (sent === 0) {
        sent += head.length;
        this.push(head);
      } else if (sent < bytes) {
        sent += chunk.length;
        this.push(chunk);
      } else {
        this.push(null);
      }
    },
  });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, t.url),
      {
        method: "POST",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(bytes + head.length),
          "x-forwarded-for": nextAddress(),
          ...headers,
        },
      },
      (response) => {
        const answeredMs = performance.now() - started;
        const sentBytes = sent;
        body.unpipe(request);
        body.destroy();
        let text = "";
        response.setEncoding("utf8").on("data", (part: string) => (text += part));
        response.on("end", () => {
          clearInterval(sampler);
          request.destroy();
          resolve({ status: response.statusCode!, text, answeredMs, sentBytes, rssGrowth: peakRss - baseRss });
        });
      },
    );
    // The server may close the connection while the body is still being sent: the answer decides.
    request.on("error", (error) => {
      if (sent < bytes) return;
      clearInterval(sampler);
      reject(error);
    });
    body.pipe(request);
  });
}

describe("body types no procedure takes", () => {
  const BODY_BYTES = 80 * ONE_MIB;

  it.each([
    ["native tRPC", "/trpc/manage.cancel", "rpc"],
    ["REST", "/v1/manage/TOKEN/cancel", "rest"],
    ["RPC-style", "/api/rpc/user/webhooks/create", "rpc"],
  ] as const)(
    "refuses an 80 MB multipart body on %s with 415 before reading it, without holding up other tenants",
    async (_name, path, family) => {
      const { result, canary } = await canaryDuring(otherTenantRead, () => streamMultipart(path.replace("TOKEN", token), BODY_BYTES));
      expect(result.status, result.text.slice(0, 300)).toBe(415);
      const body = JSON.parse(result.text) as { success?: boolean; error: { code: string; message: string } };
      expect(body.error).toEqual({
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: expect.stringMatching(/^Content-Type must be application\/json/),
      });
      expect(body.success).toBe(family === "rest" ? false : undefined);
      expect(result.answeredMs).toBeLessThan(2_000);
      // The server answered from the headers: it neither read nor kept the body.
      expect(result.rssGrowth).toBeLessThan(BODY_BYTES / 4);
      expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
      expect(canary.failures).toEqual({});
      // The booking was not cancelled.
      expect((await t.anonymous.get(`/v1/manage/${token}`, { headers: { "x-forwarded-for": nextAddress() } })).body.data.status).toBe(
        "pending",
      );
    },
  );

  it("refuses other body types alike on every surface, the console's sign-in included; JSON and bodiless requests pass", async () => {
    const send = (path: string, contentType: string, body: string) =>
      fetch(new URL(path, t.url), {
        method: "POST",
        headers: { "content-type": contentType, "x-forwarded-for": nextAddress() },
        body,
      });
    const { canary } = await canaryDuring(otherTenantRead, async () => {
      for (const path of ["/trpc/manage.cancel", `/v1/manage/${token}/cancel`, "/api/rpc/user/webhooks/create", "/console/session"]) {
        for (const contentType of [
          "multipart/mixed; boundary=x",
          "application/octet-stream",
          "text/plain",
          "application/x-www-form-urlencoded",
        ]) {
          const res = await send(path, contentType, "{}");
          expect(res.status, `${path} ${contentType}`).toBe(415);
          expect(((await res.json()) as { error: { code: string } }).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
        }
      }
    });
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});
    // JSON is read as before (here: a sign-in with no password, 400), and a request without a body
    // goes on (here: to the key check, 401).
    const json = await send("/console/session", "application/json; charset=utf-8", JSON.stringify({ email: "a@example.com" }));
    expect(json.status).toBe(400);
    const bodiless = await fetch(new URL("/api/rpc/user/webhooks/create", t.url), { method: "POST" });
    expect(bodiless.status).toBe(401);
  });
});

describe("preflights of the console", () => {
  it("never allow another origin, even one a public key lists", async () => {
    const { canary } = await canaryDuring(otherTenantRead, async () => {
      for (const path of ["/console/session", "/console/session/everywhere", "/console/", "/console/index.html"]) {
        for (const method of ["POST", "DELETE", "GET"]) {
          const res = await fetch(new URL(path, t.url), {
            method: "OPTIONS",
            headers: {
              origin: "https://shop.example",
              "access-control-request-method": method,
              "access-control-request-headers": "content-type",
            },
          });
          expect(res.status, `${path} ${method}`).toBeLessThan(500);
          expect(res.headers.get("access-control-allow-origin"), `${path} ${method}`).toBeNull();
          expect(res.headers.get("access-control-allow-methods"), `${path} ${method}`).toBeNull();
        }
      }
    });
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});
    // The API's own paths still answer the listed origin.
    const api = await fetch(new URL("/v1/bookings", t.url), {
      method: "OPTIONS",
      headers: { origin: "https://shop.example", "access-control-request-method": "POST" },
    });
    expect(api.headers.get("access-control-allow-origin")).toBe("https://shop.example");
  });
});

describe("tokens and keys are never echoed", () => {
  it("answers unknown sub-paths and wrong methods under a manage link without its token", async () => {
    const key = `sk_${"Q7".repeat(20)}`;
    const attempts: [string, string][] = [
      ["POST", `/v1/manage/${token}/nonsense`],
      ["GET", `/v1/manage/${token}/nonsense/deeper`],
      ["GET", `/v1/manage/${token}/cancel`],
      ["PUT", `/v1/manage/${token}`],
      ["DELETE", `/v1/manage/${token}/reschedule`],
      ["POST", `/v1/%6Danage/${token}/nonsense`],
      ["POST", `/v1/manage/${token.slice(0, 10)}%2F${token.slice(10)}/nonsense`],
      ["GET", `/v1/${key}/bookings`],
      ["GET", `/trpc/manage.${token}`],
      ["GET", `/trpc/${token}`],
      ["POST", `/trpc/manage.get.${token}`],
      ["GET", `/trpc/manage.get,${token}?batch=1`],
      ["GET", `/api/rpc/manage/${token}`],
    ];
    const { canary } = await canaryDuring(otherTenantRead, async () => {
      for (const [method, path] of attempts) {
        const res = await fetch(new URL(path, t.url), {
          method,
          headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
          body: method === "GET" ? undefined : "{}",
        });
        const text = await res.text();
        expect([207, 404, 405], `${method} ${path}: ${text}`).toContain(res.status);
        expect(text, `${method} ${path}`).not.toContain(token);
        expect(text, `${method} ${path}`).not.toContain(token.slice(10));
        expect(text, `${method} ${path}`).not.toContain(key);
        if (path.startsWith("/v1/manage/")) expect(text, `${method} ${path}`).toContain("/v1/manage/[redacted]");
      }
    });
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});
  });
});

/** A month of availability as native tRPC is asked for it: `count` calls of `procedure` with `input`. */
function batchPath(procedure: string, input: Record<string, unknown>, count: number) {
  const inputs = Object.fromEntries(Array.from({ length: count }, (_, i) => [i, input]));
  return `/trpc/${Array.from({ length: count }, () => procedure).join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

interface BatchAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: number;
  text: string;
  ms: number;
}

/** A GET sent with node:http, its answer's bytes counted as they come (uncompressed). */
function getRaw(path: string, headers: Record<string, string>): Promise<BatchAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, t.url), { headers: { "accept-encoding": "identity", ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            bytes: body.length,
            text: body.toString("utf8"),
            ms: performance.now() - started,
          });
        });
      })
      .on("error", reject);
  });
}

type Slot = { result?: { data: unknown }; error?: { message: string; data: { appCode: string } } };

/**
 * The most connections of `pool` checked out at once from now until stop(): counted at every
 * check-out and return, so that no peak falls between two samples.
 */
function poolUse(pool: pg.Pool) {
  let inUse = pool.totalCount - pool.idleCount;
  let peak = inUse;
  const acquired = () => void (peak = Math.max(peak, ++inUse));
  const released = () => void inUse--;
  pool.on("acquire", acquired).on("release", released);
  return {
    stop: () => {
      pool.off("acquire", acquired).off("release", released);
      return peak;
    },
  };
}

describe("native tRPC batches are bounded like one call", () => {
  const month = { from: "2026-11-21", to: "2026-12-21" };

  it("charges a keyless batch of month-long manage.availability calls by its work, bounds its answer to 1 MiB and holds up no one", async () => {
    const path = batchPath("manage.availability", Object.assign({ token: big.token }, month), 50);
    const flooders = [nextAddress(), nextAddress(), nextAddress()];
    const { result: answers, canary } = await canaryDuring(otherTenantRead, () =>
      Promise.all(flooders.map((address) => getRaw(path, { "x-forwarded-for": address }))),
    );
    for (const answer of answers) {
      expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
      expect(answer.bytes).toBeLessThanOrEqual(ONE_MIB);
      const slots = JSON.parse(answer.text) as Slot[];
      expect(slots).toHaveLength(50);
      expect(slots[0]!.result).toBeDefined();
      const refused = slots.filter((slot) => slot.error);
      expect(refused.length).toBeGreaterThan(0);
      for (const slot of refused) {
        expect(slot.error!.data.appCode).toBe("PAYLOAD_TOO_LARGE");
        expect(slot.error!.message).toMatch(/answers exceed 1 MiB.*fewer calls per batch/);
      }
    }
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});
    // 50 month-long calls over 36 members cost 50 × 2 units: a second batch from the same
    // address is over its budget of 150, and refused before any of it runs.
    const again = await getRaw(path, { "x-forwarded-for": flooders[0]! });
    expect(again.status).toBe(429);
    expect((JSON.parse(again.text) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
  });

  it("charges a public key's batch by its work against the address's budget, and bounds its answer", async () => {
    const path = batchPath("availability.get", Object.assign({ serviceId: big.serviceId }, month), 50);
    const address = nextAddress();
    const headers = { authorization: `Bearer ${big.publicKey}`, "x-forwarded-for": address };
    const { result: first, canary } = await canaryDuring(otherTenantRead, () => getRaw(path, headers));
    expect(first.status, first.text.slice(0, 300)).toBeLessThan(500);
    expect(first.bytes).toBeLessThanOrEqual(ONE_MIB);
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});
    // 50 × 2 units of the address's 150: a second batch is refused before any of it runs.
    const second = await getRaw(path, headers);
    expect(second.status).toBe(429);
    expect((JSON.parse(second.text) as { error: { message: string } }).error.message).toMatch(
      /^At most 150 requests per minute from one address/,
    );
    // Another address still has its own budget.
    expect((await getRaw(path, { authorization: `Bearer ${big.publicKey}`, "x-forwarded-for": nextAddress() })).status).toBe(207);
  });

  it("charges an ordinary availability call one unit, and a larger one a unit per 1,000 member-days", async () => {
    const left = async (path: string, key: string) => {
      const res = await getRaw(path, { authorization: `Bearer ${key}` });
      expect(res.status, res.text.slice(0, 300)).toBe(200);
      return Number(res.headers["ratelimit-remaining"]);
    };
    const week = `/v1/availability?serviceId=${s.serviceId}&from=2026-11-23&to=2026-11-29`;
    expect((await left(week, s.apiKey)) - (await left(week, s.apiKey))).toBe(1);
    // 36 members over 31 days: 1,116 member-days, 2 units.
    const bigMonth = `/v1/availability?serviceId=${big.serviceId}&from=2026-11-21&to=2026-12-21`;
    const before = await left(bigMonth, big.providerKey);
    const after = await left(bigMonth, big.providerKey);
    expect(before - after).toBe(2);
    // One member named: 31 member-days, one unit.
    const named = await left(`${bigMonth}&staffId=${big.staffId}`, big.providerKey);
    expect(after - named).toBe(1);
    // One member named of a two-person service: every member is looked at for a partner, 2 units.
    const couplesId = `svc_duo${big.providerId.slice(0, 8)}`;
    await t.db
      .insertInto("services")
      .values({
        provider_id: big.providerId,
        id: couplesId,
        name: "Couples massage",
        duration_minutes: 30,
        price_cents: 9000,
        staff_count: 2,
      })
      .execute();
    await t.db
      .insertInto("staff_services")
      .columns(["provider_id", "staff_id", "service_id"])
      .expression((eb) =>
        eb
          .selectFrom("staff_services")
          .select((inner) => ["provider_id", "staff_id", inner.val(couplesId).as("service_id")])
          .where("provider_id", "=", big.providerId)
          .where("service_id", "=", big.serviceId),
      )
      .execute();
    const couplesMonth = `/v1/availability?serviceId=${couplesId}&from=2026-11-21&to=2026-12-21&staffId=${big.staffId}`;
    expect(named - (await left(couplesMonth, big.providerKey))).toBe(2);
  });

  it("runs a keyless batch of 50 light calls a quarter of the pool at a time, whichever way it is answered, holding up no one", async () => {
    // The server's pool is the default DATABASE_POOL_SIZE's, 10: a batch runs at most 2 calls at
    // once. The other tenant's read, one at a time, may hold one more meanwhile.
    const share = 2;
    const light = batchPath("manage.get", { token }, 50);
    const ways: [string, string, Record<string, string>][] = [
      ["direct", light, {}],
      // An unknown procedure among the calls, or streamed answers, hand the batch to tRPC's adapter.
      ["adapter", batchPath("manage.get", { token }, 49).replace("?batch=1", ",manage.nothing?batch=1"), {}],
      ["adapter, streamed", light, { "trpc-accept": "application/jsonl" }],
    ];
    for (const [way, path, extra] of ways) {
      // Warmed up (the first answer of each way compiles its code), then timed and counted.
      expect((await getRaw(path, Object.assign({ "x-forwarded-for": nextAddress() }, extra))).status, way).toBeLessThan(300);
      const use = poolUse(t.database.pool);
      const { result: answer, canary } = await canaryDuring(otherTenantRead, () =>
        getRaw(path, Object.assign({ "x-forwarded-for": nextAddress() }, extra)),
      );
      const peak = use.stop();
      expect(answer.status, `${way}: ${answer.text.slice(0, 300)}`).toBeLessThan(300);
      // Every call answered, in its place.
      const booked = answer.text.split('"changeableUntil"').length - 1;
      expect(booked, way).toBe(way === "adapter" ? 49 : 50);
      if (way === "direct") expect((JSON.parse(answer.text) as Slot[]).every((slot) => slot.result)).toBe(true);
      expect(peak, `${way}: connections held at once`).toBeLessThanOrEqual(share + 1);
      expect(canary.p99, way).toBeLessThan(CANARY_P99_LIMIT_MS);
      expect(canary.failures, way).toEqual({});
    }
  });

  it("bounds a provider key's batch to 1 MiB, whichever way tRPC is asked to answer it", async () => {
    const headers = () => ({ authorization: `Bearer ${big.providerKey}`, "x-forwarded-for": nextAddress() });
    // Two weeks of 36 members, each member free at each time listed: about 210 KB an answer, 4 MB asked for.
    const fortnight = { serviceId: big.serviceId, from: "2026-11-21", to: "2026-12-04" };
    const plain = batchPath("availability.get", fortnight, 20);
    // An unknown procedure at the end, or streamed answers, send the batch to tRPC's own adapter.
    const withUnknown = plain.replace("?batch=1", ",availability.nothing?batch=1");
    // Each way warmed up first with a batch of two (their first answers compile tRPC's own code).
    const two = batchPath("availability.get", fortnight, 2);
    const ways: [string, Record<string, string>][] = [
      [two, {}],
      [two.replace("?batch=1", ",availability.nothing?batch=1"), {}],
      [two, { "trpc-accept": "application/jsonl" }],
    ];
    for (const [path, extra] of ways) {
      expect((await getRaw(path, Object.assign(headers(), extra))).status).toBeLessThan(300);
    }
    // One way after another, each timed with the other tenant's request.
    const { result, canary } = await canaryDuring(otherTenantRead, async () => [
      await getRaw(plain, headers()),
      await getRaw(withUnknown, headers()),
      await getRaw(plain, Object.assign(headers(), { "trpc-accept": "application/jsonl" })),
    ]);
    for (const answer of result) {
      expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
      expect(answer.bytes).toBeLessThanOrEqual(ONE_MIB);
      expect(answer.text).toContain("PAYLOAD_TOO_LARGE");
    }
    expect(canary.p99).toBeLessThan(CANARY_P99_LIMIT_MS);
    expect(canary.failures).toEqual({});
  });
});
