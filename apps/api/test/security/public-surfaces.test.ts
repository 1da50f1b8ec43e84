// What one anonymous request may cost the service, tried as an attacker would, with another
// tenant's request timed meanwhile (the server runs in this process: a request that holds its event
// loop holds the other tenant's answer too). A manage link needs no key and a public key sits in a
// web page, so these are reachable by anyone: bodies of countless fields, availability of a large
// salon on a fine grid, preflights from ever new origins, made-up keys to dodge limits, webhook
// sends beyond the provider's budget. Also the headers that keep /docs and /book/ out of other
// sites' frames, and compression.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { sql } from "@booking/db";
import { expectError, startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let s: Salon;
/** Another tenant, whose requests are timed while the attacks run. */
let other: Salon;
let otherBookingId: string;
let token: string;
let publicKey: string;

beforeAll(async () => {
  t = await startTestApi({ trustProxy: 1, addressLimits: { perAddress: 20 } });
  t.clock.set("2026-11-20T08:00:00Z");
  [s, other] = [await createSalon(t), await createSalon(t)];
  publicKey = (
    await createApiKey(t.db, { providerId: s.providerId, audience: "public", plan: "default", origins: ["https://shop.example"] })
  ).apiKey;
  const booked = await t.anonymous.post(
    "/v1/bookings",
    { serviceId: s.serviceId, staffId: s.bobId, dateTime: "2026-11-23T09:00:00Z", customer: { name: "Vera", email: "vera@example.com" } },
    { key: publicKey, headers: { "x-forwarded-for": "198.51.100.1" } },
  );
  token = booked.body.data.manage.token as string;
  otherBookingId = (await other.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id as string;
});
afterAll(async () => {
  await t?.close();
});

let addresses = 0;
const nextAddress = () => `192.0.2.${++addresses % 250}`;

/**
 * The slowest answer to another tenant's request while `attack` runs: it is asked again and again,
 * one at a time, until the attack is over.
 */
async function slowestCanaryDuring(attack: () => Promise<unknown>): Promise<number> {
  let attacking = true;
  const latencies: number[] = [];
  const canary = (async () => {
    while (attacking) {
      const started = performance.now();
      const res = await other.api.get(`/v1/bookings/${otherBookingId}`);
      latencies.push(performance.now() - started);
      expect(res.status).toBe(200);
    }
  })();
  try {
    await attack();
  } finally {
    attacking = false;
    await canary;
  }
  return Math.max(...latencies);
}

/** A JSON object text of `count` members `fN: 1` (and the fields given). */
const manyMembers = (count: number, fields: Record<string, unknown> = {}) => {
  const members = Object.entries(fields).map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`);
  for (let i = 0; i < count; i++) members.push(`"f${i}":1`);
  return `{${members.join(",")}}`;
};

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, t.url), {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextAddress(), ...headers },
    body,
  });

describe("bounded work: bodies", () => {
  it("refuses a body of 80,000 fields at once, in a small answer, without holding up other tenants", async () => {
    const body = manyMembers(80_000);
    expect(body.length).toBeLessThan(1024 * 1024);
    const answers: { status: number; text: string }[] = [];
    const slowest = await slowestCanaryDuring(async () => {
      for (let round = 0; round < 3; round++) {
        const sent = await Promise.all(Array.from({ length: 4 }, () => post(`/v1/manage/${token}/cancel`, body)));
        for (const res of sent) answers.push({ status: res.status, text: await res.text() });
      }
    });
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.text.length).toBeLessThan(16 * 1024);
      expect(JSON.parse(answer.text).error.message).toBe("The JSON input holds more than 10000 object members");
    }
    expect(slowest).toBeLessThan(500);
    // The booking was not cancelled by any of it.
    expect((await t.anonymous.get(`/v1/manage/${token}`)).body.data.status).toBe("pending");
  });

  it("lists at most 20 problems, the last counting the rest, for a body of 10,000 unknown fields", async () => {
    const res = await post(`/v1/manage/${token}/cancel`, manyMembers(9_999, { reason: "x" }));
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text.length).toBeLessThan(16 * 1024);
    const { details } = JSON.parse(text).error as { details: { path: string; message: string }[] };
    expect(details).toHaveLength(20);
    expect(details[0]).toEqual({ path: "f0", message: 'unknown field "f0"' });
    expect(details[19]).toEqual({ path: "(more)", message: "and 9980 more problems not listed" });
  });

  it("holds native tRPC inputs, in the body and in the query, to the same bounds", async () => {
    const input = manyMembers(10_001, { token });
    const inBody = await post("/trpc/manage.cancel", input);
    expect(inBody.status).toBe(400);
    expect(((await inBody.json()) as { error: { message: string } }).error.message).toMatch(/more than 10000 object members/);
    const inQuery = await fetch(new URL(`/trpc/manage.get?input=${encodeURIComponent(manyMembers(2_000, { token }))}`, t.url));
    // Within the bounds: answered (the query's own length limit is Node's 16 KiB of headers).
    expect([200, 400]).toContain(inQuery.status);
    const deep = await post(`/v1/manage/${token}/cancel`, `${"[".repeat(65)}${"]".repeat(65)}`);
    expect(deep.status).toBe(400);
  });

  it("makes manage-link inputs strict: an unknown field is refused, not ignored", async () => {
    const res = await t.anonymous.post(`/v1/manage/${token}/reschedule`, { dateTime: "2026-11-23T13:00:00Z", status: "confirmed" });
    expectError(res, 400, "BAD_REQUEST");
    expect(res.body.error.details).toEqual([{ path: "status", message: 'unknown field "status"' }]);
  });
});

describe("bounded answers: availability", () => {
  let big: { providerId: string; serviceId: string; staffIds: string[]; publicKey: string; providerKey: string };

  beforeAll(async () => {
    // 200 members on a 5-minute grid, 07:00-21:00 every day: a chain's month is ~5,000 start times.
    const { providerId, apiKey } = await t.newProvider({ timezone: "Europe/Berlin" });
    await t.db.updateTable("providers").set({ slot_minutes: 5 }).where("id", "=", providerId).execute();
    const serviceId = `svc_big${providerId.slice(0, 8)}`;
    await t.db
      .insertInto("services")
      .values({ provider_id: providerId, id: serviceId, name: "Cut", duration_minutes: 30, price_cents: 3000 })
      .execute();
    const day = { start: "07:00", end: "21:00" };
    const schedule = JSON.stringify(
      Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, day])),
    );
    const staffIds = Array.from({ length: 200 }, (_, i) => `staff_big${String(i).padStart(3, "0")}${providerId.slice(0, 8)}`);
    await t.db
      .insertInto("staff")
      .values(
        staffIds.map((id, i) => ({
          provider_id: providerId,
          id,
          name: `Member ${i}`,
          email: `m${i}@big.example`,
          role: "staff" as const,
          schedule,
        })),
      )
      .execute();
    await t.db
      .insertInto("staff_services")
      .values(staffIds.map((id) => ({ provider_id: providerId, staff_id: id, service_id: serviceId })))
      .execute();
    const pk = await createApiKey(t.db, { providerId, audience: "public", plan: "default" });
    big = { providerId, serviceId, staffIds, publicKey: pk.apiKey, providerKey: apiKey };
  });

  /** The answer as sent on the wire: its bytes (compressed when asked for) and its JSON. */
  function rawGet(path: string, key: string, acceptEncoding = "identity") {
    return new Promise<{ status: number; encoding: string | undefined; bytes: number; text: string }>((resolve, reject) => {
      const url = new URL(path, t.url);
      const request = http.get(
        url,
        { headers: { authorization: `Bearer ${key}`, "accept-encoding": acceptEncoding, "x-forwarded-for": nextAddress() } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const body = Buffer.concat(chunks);
            resolve({
              status: response.statusCode!,
              encoding: response.headers["content-encoding"],
              bytes: body.length,
              text: response.headers["content-encoding"] ? "" : body.toString("utf8"),
            });
          });
        },
      );
      request.on("error", reject);
    });
  }

  const month = () => `/v1/availability?serviceId=${big.serviceId}&from=2026-11-21&to=2026-12-21`;

  it("answers a public key a month of 200 members in at most 512 KB, naming no member", async () => {
    const res = await rawGet(month(), big.publicKey);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect(res.bytes).toBeLessThanOrEqual(512 * 1024);
    expect(res.text).not.toContain("staffIds");
    expect(res.text).not.toContain("staff_big");
    const data = JSON.parse(res.text).data as { days: { slots: unknown[] }[]; nextFrom?: string };
    expect(data.days).toHaveLength(31);
    expect(data.days[3]!.slots).toHaveLength(163); // 07:00 to 20:30 every 5 minutes
    // Named, a member is listed back (only that one).
    const week = `/v1/availability?serviceId=${big.serviceId}&from=2026-11-21&to=2026-11-27&staffId=${big.staffIds[7]!}`;
    const one = await rawGet(week, big.publicKey);
    expect(one.text).toContain(`"staffIds":["${big.staffIds[7]!}"]`);
    expect(one.text.match(/"staffIds":\[[^\]]*\]/g)!.every((list) => list === `"staffIds":["${big.staffIds[7]!}"]`)).toBe(true);
  });

  it("keeps a provider key's answer within 512 KB too, leaving the member lists out and saying so", async () => {
    const res = await rawGet(month(), big.providerKey);
    expect(res.status).toBe(200);
    expect(res.bytes).toBeLessThanOrEqual(512 * 1024);
    const data = JSON.parse(res.text).data as { staffIdsOmitted?: boolean; days: { slots: { staffIds?: string[] }[] }[] };
    expect(data.staffIdsOmitted).toBe(true);
    expect(data.days[3]!.slots[0]!.staffIds).toBeUndefined();
    // A smaller salon's month fits with its members.
    const small = JSON.parse((await rawGet(`/v1/availability?serviceId=${s.serviceId}&from=2026-11-21&to=2026-12-21`, s.apiKey)).text)
      .data as { staffIdsOmitted?: boolean; days: { slots: { staffIds?: string[] }[] }[] };
    expect(small.staffIdsOmitted).toBeUndefined();
    expect(small.days[2]!.slots[0]!.staffIds).toHaveLength(2);
  });

  it("compresses it for clients that accept br or gzip", async () => {
    const plain = await rawGet(month(), big.publicKey);
    for (const encoding of ["br", "gzip"]) {
      const packed = await rawGet(month(), big.publicKey, encoding);
      expect(packed.encoding).toBe(encoding);
      expect(packed.bytes).toBeLessThan(plain.bytes / 5);
    }
    // Small answers are sent as they are.
    const small = await rawGet("/healthz", big.publicKey, "br");
    expect(small.encoding).toBeUndefined();
  });
});

describe("cheap checks", () => {
  it("answers preflights from ever new origins with an index probe, among 100,000 public keys, without holding others up", async () => {
    await sql`
      INSERT INTO api_keys (id, provider_id, audience, plan, secret_hash, prefix, origins)
      SELECT 'key_bulk' || g, ${s.providerId}, 'public', 'default', md5('a' || g) || md5('b' || g), 'pk_bulk',
             ARRAY['https://shop' || g || '.example']
        FROM generate_series(1, 100000) g`.execute(t.db);
    await sql`ANALYZE api_keys`.execute(t.db);
    const plan = await sql<{ "QUERY PLAN": string }>`
      EXPLAIN SELECT count(*) > 0 FROM api_keys
               WHERE audience = 'public' AND revoked_at IS NULL AND origins @> ARRAY['https://new.example']::text[]`.execute(t.db);
    expect(plan.rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain("api_keys_public_origins_idx");
    let origin = 0;
    const slowest = await slowestCanaryDuring(async () => {
      for (let round = 0; round < 4; round++) {
        await Promise.all(
          Array.from({ length: 30 }, () =>
            fetch(new URL("/v1/bookings", t.url), {
              method: "OPTIONS",
              headers: { origin: `https://attacker${++origin}.example`, "access-control-request-method": "POST" },
            }),
          ),
        );
      }
    });
    expect(slowest).toBeLessThan(500);
    // A listed origin still gets its CORS headers.
    const listed = await fetch(new URL("/v1/bookings", t.url), {
      method: "OPTIONS",
      headers: { origin: "https://shop77.example", "access-control-request-method": "POST" },
    });
    expect(listed.headers.get("access-control-allow-origin")).toBe("https://shop77.example");
  });

  it("limits manage-link requests per address whatever key they carry: a made-up key skips nothing", async () => {
    const address = "203.0.113.200";
    const madeUp = `sk_${"Zz9".repeat(14)}`;
    const answers = [];
    for (let n = 0; n < 21; n++) {
      answers.push(await t.anonymous.get(`/v1/manage/${token}`, { key: madeUp, headers: { "x-forwarded-for": address } }));
    }
    expect(answers.slice(0, 20).every((a) => a.status === 200)).toBe(true);
    expectError(answers[20]!, 429, "RATE_LIMITED");
    expect(answers[20]!.body.error.message).toMatch(/^At most 20 requests per minute from one address/);
  });

  it("charges webhook tests and redeliveries to one budget of manual sends per provider", async () => {
    process.env.WEBHOOK_MANUAL_SENDS_PER_MINUTE = "4";
    try {
      const provider = await t.newProvider();
      const sends = [
        () => provider.api.post("/api/rpc/user/webhooks/test", { id: "wh_unknown000000" }),
        () => provider.api.post("/api/rpc/user/webhooks/redeliver", { deliveryId: "whd_unknown000000000" }),
      ];
      for (let n = 0; n < 4; n++) expect((await sends[n % 2]!()).status, `send ${n}`).toBe(404);
      for (const send of sends) {
        const refused = await send();
        expectError(refused, 429, "RATE_LIMITED", "rpc");
        expect(refused.body.error.message).toMatch(/^At most 4 manual webhook sends \(tests and redeliveries\) per minute per provider/);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    } finally {
      delete process.env.WEBHOOK_MANUAL_SENDS_PER_MINUTE;
    }
  });
});

describe("pages and framing", () => {
  it("serves /docs with a Content-Security-Policy of its own assets, framed by no one", async () => {
    for (const path of ["/docs", "/docs/", "/docs/static/index.html"]) {
      const res = await fetch(new URL(path, t.url), { redirect: "follow" });
      const policy = res.headers.get("content-security-policy") ?? "";
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("default-src 'none'");
      expect(policy, path).toContain("script-src 'self'");
      expect(policy, path).not.toMatch(/https?:/);
    }
  });

  it("lets /book/ be framed only by the sites the key in its address lists, however the address is spelt", async () => {
    for (const path of [`/book/?key=${publicKey}`, `/%62ook/?key=${publicKey}`, `/book/index.html?key=${publicKey}`]) {
      const res = await fetch(new URL(path, t.url));
      if (res.status === 404) continue; // a spelling no route answers frames nothing
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'self' https://shop.example");
    }
    for (const path of ["/book/", `/book/?key=pk_${"x".repeat(40)}`]) {
      const res = await fetch(new URL(path, t.url));
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    }
  });

  it("compresses the page's assets", async () => {
    const html = await (await fetch(new URL("/book/", t.url))).text();
    const script = /src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get(new URL(script!, new URL("/book/", t.url)), { headers: { "accept-encoding": "gzip" } }, (response) => {
          response.resume();
          resolve(response.headers["content-encoding"]);
        })
        .on("error", reject);
    });
    expect(asset).toBe("gzip");
  });
});
