// Native tRPC served directly answers exactly as tRPC's own adapter: the same requests — successes,
// batches, every kind of error, and the edges the direct path leaves to the adapter — sent to an
// API serving plain calls directly and to one leaving everything to the adapter, answer the same
// status, headers and body. The metric shows which way each request went.
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomerKey } from "@booking/testing";
import { capturingLogger, startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let direct: TestApi;
let adapter: TestApi;
let s: Salon;
let bookingId: string;
let customerKey: string;
/** What the direct server logged at warn or above: nothing is expected (a second answer to one request would show here). */
const { logger: warnings, lines: problems } = capturingLogger("warn");

beforeAll(async () => {
  direct = await startTestApi({ logger: warnings });
  adapter = await startTestApi({ database: direct.database, trpcFastPath: false });
  direct.clock.set("2026-11-20T08:00:00Z");
  adapter.clock.set("2026-11-20T08:00:00Z");
  s = await createSalon(direct);
  const booked = await s.api.post("/v1/bookings", {
    customerId: s.customerId,
    serviceId: s.serviceId,
    staffId: s.annId,
    dateTime: "2026-11-23T09:00:00Z",
  });
  expect(booked.status, booked.text).toBe(201);
  bookingId = booked.body.data.id as string;
  customerKey = (await createCustomerKey(direct.db, s.providerId, s.customerId)).apiKey;
});
afterAll(async () => {
  await adapter?.close();
  await direct?.close();
});

interface Sent {
  method?: "GET" | "POST" | "PUT";
  path: string;
  body?: string;
  headers?: Record<string, string>;
  key?: string | null;
  /** Sent exactly as written (quotes, `#`), as fetch would not: through node:http. */
  raw?: boolean;
}

/** A GET whose request target is sent as written. */
function sendRaw(api: TestApi, target: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = httpGet(`${api.url}/trpc/`, { path: `/trpc/${target}`, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    request.on("error", reject);
  });
}

async function send(api: TestApi, request: Sent) {
  const key = request.key === undefined ? s.apiKey : request.key;
  if (request.raw) {
    const res = await sendRaw(api, request.path, { ...(key ? { authorization: `Bearer ${key}` } : {}), ...request.headers });
    return {
      status: res.status,
      contentType: res.headers["content-type"] ?? null,
      vary: res.headers.vary ?? null,
      rateLimit: (res.headers["ratelimit-limit"] as string | undefined) ?? null,
      body: res.body,
    };
  }
  const res = await fetch(`${api.url}/trpc/${request.path}`, {
    method: request.method ?? "GET",
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...request.headers },
    body: request.body,
  });
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    vary: res.headers.get("vary"),
    rateLimit: res.headers.get("ratelimit-limit"),
    body: await res.text(),
  };
}

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const json = { "content-type": "application/json" };

const CASES: Record<string, Sent> = {
  "a query": { path: `bookings.get?input=${input({ id: "ID" })}` },
  "a batch of queries": { path: `staff.list,services.list?batch=1&input=${input({ 0: { limit: 5 }, 1: {} })}` },
  "a batch of one": { path: `bookings.get?batch=1&input=${input({ 0: { id: "ID" } })}` },
  "a query of an unknown record (404)": { path: `bookings.get?input=${input({ id: "bk_00000000000000000000" })}` },
  "a batch with a success and a 404 (207)": {
    path: `bookings.get,bookings.get?batch=1&input=${input({ 0: { id: "ID" }, 1: { id: "bk_nothing000000000000" } })}`,
  },
  "invalid input (400)": { path: `staff.list?input=${input({ limit: 0, page: "x" })}` },
  "no input where one is needed": { path: "bookings.get" },
  // The query string read as tRPC reads it: the first of repeated parameters, escapes decoded.
  "an input given twice (the first counts)": { path: `bookings.get?input=${input({ id: "ID" })}&input=${input({ id: "bk_x" })}` },
  "batch given twice (the first counts)": { path: `staff.list?batch=0&batch=1&input=${input({ limit: 5 })}` },
  "an input with a non-ASCII character": { path: `bookings.get?input=${input({ id: "bk_é" })}` },
  "an input with an escape that is not UTF-8": { path: "bookings.get?input=%7B%22id%22%3A%22bk_%C3%22%7D" },
  "an input with + for a space": { path: "bookings.get?input=%7B%22id%22:%22bk+x%22%7D" },
  "raw quotes around an escape that is not UTF-8": { path: 'bookings.get?input={"id":"bk_%C3"}', raw: true },
  "a fragment after the input": { path: 'bookings.get?input={"id":"bk_x"}#{"id":"bk_y"}', raw: true },
  "a fragment that hides the input": { path: `bookings.get?batch=1#&input=${input({ id: "ID" })}`, raw: true },
  "a fragment before the query": { path: `bookings.get#?input=${input({ id: "ID" })}`, raw: true },
  "a batch without input": { path: "staff.list,services.list?batch=1" },
  "no key (401)": { path: `bookings.get?input=${input({ id: "ID" })}`, key: null },
  "a customer key on a provider procedure (403)": { path: "customers.list", key: "CUSTOMER" },
  "a mutation": {
    method: "POST",
    path: "user.notificationPreferences.update",
    body: JSON.stringify({ sms: { reminder1h: false } }),
    headers: json,
  },
  "a batch of mutations": {
    method: "POST",
    path: "user.notificationPreferences.update,bookings.update?batch=1",
    body: JSON.stringify({ 0: { email: { reviewRequest: false } }, 1: { id: "bk_nothing000000000000", status: "confirmed" } }),
    headers: json,
  },
  "a POST without a body (no input)": { method: "POST", path: "user.notificationPreferences.update", headers: json },
  "a batch of mutations without a body": {
    method: "POST",
    path: "user.notificationPreferences.update,bookings.update?batch=1",
    headers: json,
  },
  // Edges left to the adapter.
  "an unknown procedure": { path: "bookings.nothing" },
  "a query sent as POST": { method: "POST", path: "staff.list", body: "{}", headers: json },
  "a mutation sent as GET": { path: `bookings.update?input=${input({ id: "ID" })}` },
  "malformed input JSON": { path: "bookings.get?input=%7Bnope" },
  "a batch whose input is not an object": { path: `staff.list?batch=1&input=${input([1])}` },
  "a POST of text": { method: "POST", path: "user.notificationPreferences.update", body: "{}", headers: { "content-type": "text/plain" } },
  "a batch over the size limit": { path: `${Array.from({ length: 51 }, () => "staff.list").join(",")}?batch=1` },
  "a streamed batch": { path: `staff.list?batch=1&input=${input({ 0: {} })}`, headers: { "trpc-accept": "application/jsonl" } },
  "another method": { method: "PUT", path: "staff.list", body: "{}", headers: json },
};

const served = async () => {
  const text = (await direct.metrics.get("/metrics")).text;
  const value = (handler: string) => Number(new RegExp(`trpc_requests_total\\{handler="${handler}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return { direct: value("direct"), adapter: value("adapter") };
};

describe("native tRPC served directly", () => {
  it.each(Object.entries(CASES))("answers %s as tRPC's adapter does", async (_name, template) => {
    const request = {
      ...template,
      path: template.path.replaceAll("ID", bookingId),
      key: template.key === "CUSTOMER" ? customerKey : template.key,
    };
    const [ours, theirs] = [await send(direct, request), await send(adapter, request)];
    expect(ours).toEqual(theirs);
    expect(ours.status, ours.body).toBeLessThan(500);
    expect(problems).toEqual([]);
  });

  it("serves plain calls directly and leaves the rest to the adapter", async () => {
    const before = await served();
    await send(direct, { path: `bookings.get?input=${input({ id: bookingId })}` });
    await send(direct, { path: `staff.list,services.list?batch=1&input=${input({ 0: {}, 1: {} })}` });
    await send(direct, { method: "POST", path: "user.notificationPreferences.update", headers: json });
    await send(direct, { path: "bookings.nothing" });
    const after = await served();
    expect(after.direct - before.direct).toBe(3);
    expect(after.adapter - before.adapter).toBe(1);
  });
});
