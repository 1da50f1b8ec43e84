// The contract test: every operation of both OpenAPI documents, called on a live server with
// records made through the API, answers only what its document says — a documented status, a
// body valid against that status's schema, every required response header — on the happy path
// (the documented example request, with real ids) and on every error it documents that a client
// can provoke (invalid input, no key, the wrong key, unknown records, conflicts, Idempotency-Key
// reuse, a body over 1 MiB, rate limits). A documented path asked with another method answers the
// documented 405. Every webhook payload the worker would send, and a real test delivery, match
// the `webhooks` section.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueManageLink, relayOutboxBatch, signWebhookPayload, webhookBodyText } from "@booking/core";
import { offerReleasedTimes } from "@booking/core/worker";
import { METHOD_NOT_ALLOWED_EXTENSION, webhookBodySchemaName } from "@booking/openapi";
import {
  apiClient,
  createCustomerKey,
  createPublicKey,
  startHttpReceiver,
  withRealRecords,
  type HttpReceiver,
  type StripeServer,
} from "@booking/testing";
import { berlinAt, startTestApi, type TestApi } from "../helpers";
import { offerService } from "../salon";
import { takePaymentsWithStandIn } from "../stripe-stand-in";
import { operationsOf, schemaValidator, type OpenApiDoc, type SchemaValidator } from "../openapi-validator";

/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI documents are walked as plain JSON */

type Family = "rest" | "rpc";
const docs = {} as Record<Family, OpenApiDoc>;
const validators = {} as Record<Family, SchemaValidator>;
let t: TestApi;
let receiver: HttpReceiver;
let stripe: StripeServer;
const keys = {} as { provider: string; customer: string; public: string; limited: string };
/** Real ids by the example ids' prefix, and the manage token. */
const real: Record<string, string> = {};
let addressCounter = 0;
/** Statuses seen per operation ("GET /v1/staff" → {200, 400, …}). */
const seen = new Map<string, Set<number>>();
const WEEK = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, { start: "00:00", end: "24:00" }]),
);
const DAY = 86_400_000;
/**
 * `hour` o'clock UTC in winter, `days` from now: the salon is in Berlin, so the instant is taken at
 * the Berlin wall-clock time that is (`hour` + 1):00, and times fall within the same hours and
 * breaks in summer (when it is `hour` - 1 UTC).
 */
const hourIn = (days: number, hour = 10) => berlinAt(new Date(Date.now() + days * DAY).toISOString().slice(0, 10), `${hour + 1}:00`);
/** `hourIn` on the first Tuesday at least `days` from now: the examples' business hours close Mondays. */
const tuesdayIn = (days: number, hour: number) => {
  let day = days;
  while (new Date(Date.now() + day * DAY).getUTCDay() !== 2) day++;
  return hourIn(day, hour);
};

interface Call {
  family: Family;
  method: string;
  template: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  key?: string | null;
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

async function send(call: Call): Promise<Answer> {
  const url = new URL(call.path, t.url);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.append(name, value);
  const headers: Record<string, string> = { ...call.headers };
  const key = call.key === undefined ? keys.provider : call.key;
  if (key) headers.authorization = `Bearer ${key}`;
  // Manage links are limited per client address: each call comes from an address of its own.
  headers["x-forwarded-for"] ??= `10.7.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
  let body: string | undefined = call.rawBody;
  if (body === undefined && call.body !== undefined) body = JSON.stringify(call.body);
  if (body !== undefined) headers["content-type"] ??= "application/json";
  const response = await fetch(url, { method: call.method.toUpperCase(), headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

/** Sends a call and checks its answer against the operation's document; returns the answer. */
async function check(call: Call, expected?: number): Promise<Answer> {
  const answer = await send(call);
  const name = `${call.method.toUpperCase()} ${call.template}`;
  const where = `${name} → ${answer.status} ${answer.text.slice(0, 300)}`;
  const operation = docs[call.family].paths[call.template][call.method];
  expect(operation, name).toBeDefined();
  if (!seen.has(name)) seen.set(name, new Set());
  seen.get(name)!.add(answer.status);
  const response = operation.responses[String(answer.status)];
  expect.soft(response, `undocumented status: ${where}`).toBeDefined();
  if (expected !== undefined) expect.soft(answer.status, where).toBe(expected);
  if (response) expectMatches(call.family, response, answer, where);
  return answer;
}

function expectMatches(family: Family, response: any, answer: Answer, where: string) {
  const resolve = (node: any) => (node?.$ref ? docs[family].components.headers[String(node.$ref).split("/").pop()!] : node);
  for (const [name, header] of Object.entries((response.headers ?? {}) as Record<string, any>)) {
    const spec = resolve(header);
    const value = answer.headers.get(name);
    if (spec.required) expect(value, `missing header ${name}: ${where}`).not.toBeNull();
    if (value !== null && spec.schema?.type === "integer") expect(value, `${name}: ${where}`).toMatch(/^\d+$/);
  }
  const media = Object.entries((response.content ?? {}) as Record<string, any>).find(([type]) =>
    (answer.headers.get("content-type") ?? "").startsWith(type),
  );
  expect(media, `undocumented content type ${answer.headers.get("content-type")}: ${where}`).toBeDefined();
  if (media![0] === "application/json") expect(validators[family].problems(media![1].schema, answer.body), where).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// The documented example requests, with the examples' ids replaced by real records.

/** Fields whose examples become a given real record (the rest by their ids' prefixes). */
const REAL_FIELDS = { transferBookings: "spare", token: "token", entryToken: "entryToken", dateTime: "dateTime", bookingId: "reviewable" };
const substitute = (value: unknown, name = "") => withRealRecords(value, real, REAL_FIELDS, name);

/** The operation's documented example request as a call (path and query parameters, the first body example). */
function exampleCall(family: Family, method: string, template: string, operation: any): Call {
  let path = template;
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters ?? []) {
    // A parameter with named examples only is sent instead of another one, which the example sends.
    if (parameter.in === "header" || (parameter.example === undefined && parameter.examples)) continue;
    const value = substitute(parameter.example, parameter.name);
    const text = Array.isArray(value) ? value.join(",") : String(value);
    if (parameter.in === "path") path = path.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else query[parameter.name] = text;
  }
  const media = operation.requestBody?.content?.["application/json"];
  const example = media?.example ?? (Object.values(media?.examples ?? {})[0] as { value: unknown } | undefined)?.value;
  let body = example === undefined ? undefined : (substitute(example) as Record<string, unknown>);
  if (body && template.endsWith("/reschedule")) body = { ...body, staffId: real.spare };
  // Manage links take no key: their token is the credential.
  return { family, method, template, path, query, body, key: isKeyed(operation) ? undefined : null };
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
  [t, receiver] = await Promise.all([
    startTestApi({ trustProxy: 1, addressLimits: { perAddress: 5, bookingsPerAddress: 3 } }),
    startHttpReceiver(),
  ]);
  const provider = await t.newProvider({ name: "Contract Salon", timezone: "Europe/Berlin" });
  keys.provider = provider.apiKey;
  real.provider = provider.providerId;
  const api = provider.api;
  const ok = async (res: Promise<{ status: number; body: any; text: string }>) => {
    const answer = await res;
    if (answer.status >= 300) throw new Error(`setup: ${answer.status} ${answer.text}`);
    return answer.body;
  };
  const service = (await ok(api.post("/v1/services", { name: "Cut", duration: 30, price: 30 }))).data;
  const staff = (
    await ok(api.post("/v1/staff", { name: "Ana", email: "ana.c@example.com", role: "staff", services: [service.id], schedule: WEEK }))
  ).data;
  const spare = (
    await ok(api.post("/v1/staff", { name: "Bo", email: "bo.c@example.com", role: "staff", services: [service.id], schedule: WEEK }))
  ).data;
  const customer = (await ok(api.post("/v1/customers", { name: "Chris", email: "chris.c@example.com" }))).data;
  t.clock.set(new Date(Date.now() - 3 * DAY));
  const past = (
    await ok(api.post("/v1/bookings", { customerId: customer.id, serviceId: service.id, staffId: staff.id, dateTime: hourIn(-2) }))
  ).data;
  t.clock.reset();
  await ok(api.patch(`/v1/bookings/${past.id}`, { status: "confirmed" }));
  await ok(api.patch(`/v1/bookings/${past.id}`, { status: "completed" }));
  // A second finished booking, for the documented review example.
  t.clock.set(new Date(Date.now() - 3 * DAY));
  const reviewable = (
    await ok(api.post("/v1/bookings", { customerId: customer.id, serviceId: service.id, staffId: staff.id, dateTime: hourIn(-2, 14) }))
  ).data;
  t.clock.reset();
  await ok(api.patch(`/v1/bookings/${reviewable.id}`, { status: "confirmed" }));
  await ok(api.patch(`/v1/bookings/${reviewable.id}`, { status: "completed" }));
  real.reviewable = reviewable.id;
  keys.customer = (await createCustomerKey(t.db, provider.providerId, customer.id)).apiKey;
  keys.public = (await createPublicKey(t.db, provider.providerId)).apiKey;
  keys.limited = (await createCustomerKey(t.db, provider.providerId, customer.id, { rateLimit: 1 })).apiKey;
  const review = await ok(
    api.withKey(keys.customer).post("/api/rpc/provider/reviews/create", { bookingId: past.id, rating: 5, comment: "Great" }),
  );
  const upcoming = (
    await ok(api.post("/v1/bookings", { customerId: customer.id, serviceId: service.id, staffId: staff.id, dateTime: hourIn(2) }))
  ).data;
  const own = (await ok(api.withKey(keys.customer).post("/v1/bookings", { serviceId: service.id, dateTime: hourIn(3) }))).data;
  real.laterToken = (
    await ok(api.withKey(keys.customer).post("/v1/bookings", { serviceId: service.id, dateTime: hourIn(5) }))
  ).data.manage.token;
  const template = await ok(
    api.post("/api/rpc/provider/reviewResponseTemplates/create", { name: "Thanks", body: "Thank you {{customerName}}!" }),
  );
  const webhook = await ok(api.post("/api/rpc/user/webhooks/create", { url: `${receiver.url}/hook`, events: ["booking.created"] }));
  const timeOff = (
    await ok(api.post(`/v1/staff/${staff.id}/time-off`, { start: "2027-03-01T00:00:00+01:00", end: "2027-03-02T00:00:00+01:00" }))
  ).data;
  const closure = (await ok(api.post("/v1/closures", { date: "2027-04-01" }))).data;
  // A public key of its own for the key examples (changed, then revoked).
  const exampleKey = (await ok(api.post("/v1/keys", { audience: "public" }))).data;
  const calendar = (
    await ok(api.post(`/v1/staff/${staff.id}/calendars`, { url: `${receiver.url}/dav/ana/`, username: "ana", password: "app-password" }))
  ).data;
  const resource = (await ok(api.post("/v1/resources", { name: "Room 1", kind: "room" }))).data;
  const yoga = (await ok(api.post("/v1/services", { name: "Yoga", duration: 60, price: 15, capacity: 10 }))).data;
  for (const member of [staff, spare]) await ok(api.patch(`/v1/staff/${member.id}`, { services: [service.id, yoga.id] }));
  const basins = (await ok(api.post("/v1/resources", { name: "Basins", quantity: 2 }))).data;
  const session = (await ok(api.post("/v1/sessions", { serviceId: yoga.id, staffId: spare.id, start: hourIn(6, 16) }))).data;
  // The visit the visits' examples read, move and cancel (the create example books one of its own).
  const visit = (
    await ok(
      api.post("/v1/visits", { customerId: customer.id, start: hourIn(7, 10), items: [{ serviceId: service.id, staffId: spare.id }] }),
    )
  ).data;
  // The series the series' examples read.
  const series = (
    await ok(
      api.post("/v1/series", {
        customerId: customer.id,
        serviceId: service.id,
        staffId: spare.id,
        // The cancel example's key.
        start: "2027-05-18T16:00:00+02:00",
        rule: { frequency: "weekly", count: 2 },
      }),
    )
  ).data;
  // The waitlist entry the waitlist's examples leave.
  const entry = (
    await ok(
      api.post("/v1/waitlist", { customerId: customer.id, serviceId: service.id, windows: [{ from: "2027-05-03", to: "2027-05-07" }] }),
    )
  ).data;
  // A visitor's entry: its own link stands in for the examples' entry token (the leave example takes it out).
  const visitorEntry = (
    await ok(
      apiClient(t.url, keys.public).post("/v1/waitlist", {
        serviceId: service.id,
        windows: [{ from: "2027-05-03", to: "2027-05-07" }],
        customer: { name: "Vic", email: "vic.c@example.com" },
      }),
    )
  ).data;
  Object.assign(real, {
    wl: entry.id,
    entryToken: visitorEntry.manage.token,
    ses: session.id,
    ser: series.id,
    vis: visit.id,
    // The examples' class service and required resource (their own example ids).
    svc_4yOgAcLaSs8mN2pL5vRx: yoga.id,
    staff_8TeAcHeR2kQ9mW4xT1vZ: spare.id,
    res_2bAsInS7kQ9mW4xT1vZc: basins.id,
    res: resource.id,
    off: timeOff.id,
    cal: calendar.id,
    cls: closure.id,
    key: exampleKey.id,
    staff: staff.id,
    svc: service.id,
    cus: customer.id,
    bk: upcoming.id,
    past: past.id,
    rev: review.id,
    tpl: template.id,
    wh: webhook.id,
    spare: spare.id,
    token: own.manage.token,
    dateTime: hourIn(4),
  });
  for (const [family, url] of [
    ["rest", "/v1/openapi.json"],
    ["rpc", "/api/rpc/openapi.json"],
  ] as const) {
    docs[family] = (await (await fetch(`${t.url}${url}`)).json()) as OpenApiDoc;
    validators[family] = schemaValidator(docs[family]);
  }
});

afterAll(async () => {
  await stripe?.close();
  delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
  await receiver?.close();
  await t?.close();
});

/**
 * The payment provider's webhook is left to its own tests (payments/held-until-paid.test.ts, and
 * payments/webhook-refusals.test.ts for its 429): its requests are signed events of the Stripe
 * stand-in, not examples, and only refused deliveries are limited per address.
 */
const PAYMENT_WEBHOOK = "/v1/payments/stripe/webhook";
const all = () =>
  (["rest", "rpc"] as const).flatMap((family) =>
    operationsOf(docs[family])
      .filter((op) => op.path !== PAYMENT_WEBHOOK)
      .map((op) => ({ family, ...op })),
  );
const isKeyed = (operation: any) => !(Array.isArray(operation.security) && operation.security.length === 0);
const BODY_METHODS = new Set(["post", "put", "patch", "delete"]);
const MIB = 1024 * 1024;

describe("the OpenAPI documents against the live service", () => {
  it("every operation answers its documented example request as documented, and replays it under an Idempotency-Key", async () => {
    // Reads first, then writes, deletes last; the staff member after what belongs to them.
    const order: Record<string, number> = { get: 0, post: 1, patch: 2, put: 2, delete: 3 };
    const rank = (op: { method: string; path: string }) =>
      order[op.method]! + (op.method === "delete" && op.path === "/v1/staff/{id}" ? 0.5 : 0) + (op.path.endsWith("/cancel") ? 1.5 : 0);
    const operations = all().sort((a, b) => rank(a) - rank(b));
    expect(operations.length).toBeGreaterThan(55);
    for (const { family, method, path, operation } of operations) {
      const call = exampleCall(family, method, path, operation);
      const idempotent = operation.parameters?.some((p: any) => p.name === "Idempotency-Key");
      const headers = idempotent ? { "idempotency-key": `contract-${method}-${path}` } : undefined;
      let answer = await check({ ...call, headers });
      // Customer operations (reviews/create) answer 403 to a provider key: the example is for a customer key.
      if (answer.status === 403) {
        call.key = keys.customer;
        answer = await check({ ...call, headers });
      }
      expect(answer.status, `${method} ${path}: ${answer.text.slice(0, 300)}`).toBeLessThan(method === "get" ? 300 : 500);
      const documentedMessage = operation.responses[String(answer.status)]?.content?.["application/json"]?.example?.message;
      if (answer.status < 300 && typeof answer.body?.message === "string" && documentedMessage) {
        expect(answer.body.message.startsWith(documentedMessage.split(";")[0]), `${method} ${path} message`).toBe(true);
      }
      if (!idempotent) continue;
      const replay = await check({ ...call, headers }, answer.status);
      expect(replay.headers.get("idempotent-replayed"), `${method} ${path}`).toBe("true");
      expect(replay.text).toBe(answer.text);
      await check({ ...call, headers, body: { ...(call.body as object), reused: true } }, 409);
    }
  });

  it("documents every error a client can provoke, with its body and headers", async () => {
    for (const { family, method, path, operation } of all()) {
      const call = exampleCall(family, method, path, operation);
      // Invalid input: a repeated query parameter, or a body that is not a JSON object.
      if (BODY_METHODS.has(method) && operation.requestBody) await check({ ...call, rawBody: "[1]" }, 400);
      else if (path.includes("{")) {
        // A path parameter that is not validly percent-encoded.
        const first = /\{(\w+)\}/.exec(path)![1]!;
        const others = operation.parameters?.filter((p: any) => p.name !== first);
        await check(
          { ...exampleCall(family, method, path.replace(`{${first}}`, "%ZZ"), { ...operation, parameters: others }), template: path },
          400,
        );
      } else await check({ ...call, query: { ...call.query, page: "1" }, path: `${call.path}?page=2` }, 400);
      if (isKeyed(operation)) {
        await check({ ...call, key: null }, 401);
        await check({ ...call, key: `sk_${"x".repeat(40)}` }, 401);
        if (operation.responses["403"]) await check({ ...call, key: keys.public }, 403);
        await check({ ...call, key: keys.limited });
        const limited = await check({ ...call, key: keys.limited }, 429);
        expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      } else {
        const address = `10.8.0.${++addressCounter % 250}`;
        let last: Answer | undefined;
        for (let i = 0; i < 6; i++) last = await check({ ...call, key: null, headers: { "x-forwarded-for": address } });
        expect(last!.status, `${method} ${path}`).toBe(429);
      }
      if (path.includes("{")) {
        const first = /\{(\w+)\}/.exec(path)![1]!;
        const unknown = first === "date" ? "2031-01-01" : "nope_0000000000";
        const params = path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === first ? unknown : `{${name}}`));
        const known = exampleCall(family, method, params, {
          ...operation,
          parameters: operation.parameters?.filter((p: any) => p.name !== first),
        });
        await check({ ...known, template: path }, 404);
      }
      if (BODY_METHODS.has(method) && operation.responses["413"]) {
        await check({ ...call, rawBody: JSON.stringify({ notes: "x".repeat(MIB) }) }, 413);
      }
      if (BODY_METHODS.has(method) && operation.responses["415"]) {
        await check({ ...call, rawBody: "--x\r\n\r\n--x--", headers: { "content-type": "multipart/form-data; boundary=x" } }, 415);
      }
    }
  });

  it("answers the errors procedures raise themselves as documented", async () => {
    const rest = (method: string, template: string, path: string, extra: Partial<Call> = {}, expected?: number) =>
      check({ family: "rest", method, template, path, ...extra }, expected);
    const rpc = (method: string, path: string, extra: Partial<Call> = {}) =>
      check({ family: "rpc", method, template: path, path, ...extra });
    const unknownUuid = "00000000-0000-4000-8000-000000000000";
    await rpc("get", "/api/rpc/provider/reviews/list", { query: { providerId: unknownUuid } });
    await rpc("get", "/api/rpc/user/webhooks/deliveries", { query: { id: "wh_unknown000000" } });
    await rpc("delete", "/api/rpc/user/webhooks/delete", { query: { id: "wh_unknown000000" } });
    await rpc("patch", "/api/rpc/user/webhooks/update", { body: { id: "wh_unknown000000", isActive: false } });
    await rpc("post", "/api/rpc/user/webhooks/test", { body: { id: "wh_unknown000000" } });
    await rpc("post", "/api/rpc/user/webhooks/redeliver", { body: { deliveryId: "whd_unknown000000000" } });
    await rpc("post", "/api/rpc/provider/reviews/create", { key: keys.customer, body: { bookingId: "bk_unknown000000", rating: 4 } });
    await rpc("post", "/api/rpc/provider/reviews/respond", { body: { reviewId: "rev_unknown000000", response: "Thanks" } });
    await rpc("post", "/api/rpc/user/smartNotifications/markRead", { body: { notificationIds: ["ntf_unknown000000"] } });
    await rpc("post", "/api/rpc/provider/notifications/send", { body: { title: "Hi", body: "Hello", customerIds: ["cus_unknown000000"] } });
    await rest("get", "/v1/availability", "/v1/availability", { query: { serviceId: "svc_unknown000000" } });
    await rest("get", "/v1/availability/explain", "/v1/availability/explain", {
      query: { serviceId: "svc_unknown000000", date: "2026-11-23" },
    });
    for (const report of ["bookings", "revenue", "utilisation", "customers"]) {
      const path = `/v1/reports/${report}`;
      await rest("get", path, path, { query: { from: "2026-11-01", to: "2026-11-30", staffId: "staff_unknown000000" } });
    }
    await rest("post", "/v1/bookings", "/v1/bookings", {
      body: { customerId: real.cus, serviceId: "svc_unknown000000", staffId: real.staff, dateTime: hourIn(5) },
    });
    await rest("post", "/v1/staff", "/v1/staff", {
      body: { name: "Cy", email: "cy.c@example.com", role: "staff", services: ["svc_unknown000000"] },
    });
    // A visit (on a Tuesday: the examples' business hours close Mondays), the same again (its time
    // taken: 409), another moved onto it (409), and one of an unknown service (404).
    const visit = { customerId: real.cus, start: tuesdayIn(9, 10), items: [{ serviceId: real.svc, staffId: real.spare }] };
    await rest("post", "/v1/visits", "/v1/visits", { body: visit }, 201);
    await rest("post", "/v1/visits", "/v1/visits", { body: visit }, 409);
    const later = await rest("post", "/v1/visits", "/v1/visits", { body: { ...visit, start: tuesdayIn(9, 14) } }, 201);
    await rest("patch", "/v1/visits/{id}", `/v1/visits/${later.body.data.id as string}`, { body: { start: visit.start } }, 409);
    await rest("post", "/v1/visits", "/v1/visits", { body: { ...visit, items: [{ serviceId: "svc_unknown000000" }] } }, 404);
    await rest("post", "/v1/visits/{id}/confirm", `/v1/visits/${later.body.data.id as string}/confirm`, {}, 200);
    await rest("post", "/v1/visits/{id}/confirm", "/v1/visits/vis_unknown000000000/confirm", {}, 404);
    // A series, the same again (its times taken: 409), and one of an unknown service (404).
    const series = {
      customerId: real.cus,
      serviceId: real.svc,
      staffId: real.spare,
      start: tuesdayIn(44, 8),
      rule: { frequency: "weekly", count: 2 },
    };
    await rest("post", "/v1/series", "/v1/series", { body: series }, 201);
    await rest("post", "/v1/series", "/v1/series", { body: series }, 409);
    await rest("post", "/v1/series", "/v1/series", { body: { ...series, serviceId: "svc_unknown000000" } }, 404);
    // Its first occurrence once it has started (409), and a key that is none of its occurrences (404).
    const made = await rest("post", "/v1/series", "/v1/series", { body: { ...series, start: tuesdayIn(58, 8) } }, 201);
    const cancelPath = `/v1/series/${made.body.data.id as string}/cancel`;
    const [first] = made.body.data.occurrences as { key: string; start: string }[];
    t.clock.set(new Date(Date.parse(first!.start) + 60_000));
    try {
      await rest("post", "/v1/series/{id}/cancel", cancelPath, { body: { scope: "this", key: first!.key } }, 409);
    } finally {
      t.clock.reset();
    }
    await rest("post", "/v1/series/{id}/cancel", cancelPath, { body: { scope: "all", key: "2020-01-01T10:00" } }, 404);
    await rest("post", "/v1/series/{id}/confirm", `/v1/series/${made.body.data.id as string}/confirm`, {}, 200);
    await rest("post", "/v1/series/{id}/confirm", "/v1/series/ser_unknown000000000/confirm", {}, 404);
    // Moving the second occurrence onto a time taken (409), on to a free one, and a key of none (404).
    const seriesPath = `/v1/series/${made.body.data.id as string}`;
    const second = (made.body.data.occurrences as { key: string; start: string }[])[1]!;
    await rest("patch", "/v1/series/{id}", seriesPath, { body: { scope: "this", key: second.key, start: series.start } }, 409);
    await rest("patch", "/v1/series/{id}", seriesPath, { body: { scope: "following", key: second.key, start: tuesdayIn(72, 8) } }, 200);
    await rest("patch", "/v1/series/{id}", seriesPath, { body: { scope: "all", key: "2020-01-01T10:00", staffId: real.spare } }, 404);
    // The same customer in the same line again (409), a line of no such service (404), an entry of none (404).
    const waiting = { customerId: real.cus, serviceId: real.svc, staffId: real.spare, windows: [{ from: "2027-06-01", to: "2027-06-04" }] };
    await rest("post", "/v1/waitlist", "/v1/waitlist", { body: waiting }, 201);
    await rest("post", "/v1/waitlist", "/v1/waitlist", { body: waiting }, 409);
    await rest("post", "/v1/waitlist", "/v1/waitlist", { body: { ...waiting, serviceId: "svc_unknown000000" } }, 404);
    await rest("delete", "/v1/waitlist/{id}", "/v1/waitlist/wl_unknown00000000", {}, 404);
    await rest("patch", "/v1/staff/{id}", `/v1/staff/${real.spare}`, { body: { email: "ana.c@example.com" } });
    await rest("patch", "/v1/customers/{id}", `/v1/customers/${real.cus}`, { body: { email: "chris.c@example.com" } });
    await rest("patch", "/v1/bookings/{id}", `/v1/bookings/${real.past}`, { body: { status: "pending" } });
    await rest("delete", "/v1/bookings/{id}", `/v1/bookings/${real.past}`);
    await rest("put", "/v1/staff/{id}/overrides/{date}", `/v1/staff/${real.staff}/overrides/${hourIn(2).slice(0, 10)}`, {
      body: { off: true },
    });
    await rest("post", "/v1/manage/{token}/reschedule", `/v1/manage/${real.token}/reschedule`, {
      key: null,
      body: { dateTime: "2020-01-01T10:00:00Z" },
    });
    // The documented examples sent above made the service require the (since retired) example resource: no more.
    await rest("patch", "/v1/services/{id}", `/v1/services/${real.svc}`, { body: { requirements: [] } }, 200);
    // The documented settings example gave the salon business hours (closed Mondays and Sundays): none again.
    await rest("patch", "/v1/settings", "/v1/settings", { body: { businessHours: null } }, 200);
    // A date override that a booking relies on cannot be taken away or removed (the booking would fall outside the hours).
    const nineToFive = Object.fromEntries(Object.keys(WEEK).map((d) => [d, { start: "09:00", end: "17:00" }]));
    const cleo = await send({
      family: "rest",
      method: "post",
      template: "/v1/staff",
      path: "/v1/staff",
      body: { name: "Cleo", email: "cleo.c@example.com", role: "staff", services: [real.svc], schedule: nineToFive },
    });
    const early = hourIn(8, 7);
    const date = early.slice(0, 10);
    await send({
      family: "rest",
      method: "put",
      template: "/v1/staff/{id}/overrides/{date}",
      path: `/v1/staff/${cleo.body.data.id as string}/overrides/${date}`,
      body: { start: "06:00", end: "20:00" },
    });
    const booked = await send({
      family: "rest",
      method: "post",
      template: "/v1/bookings",
      path: "/v1/bookings",
      body: { customerId: real.cus, serviceId: real.svc, staffId: cleo.body.data.id, dateTime: early },
    });
    expect(booked.status, booked.text).toBe(201);
    const cleoPath = `/v1/staff/${cleo.body.data.id as string}`;
    await rest("put", "/v1/staff/{id}/overrides/{date}", `${cleoPath}/overrides/${date}`, { body: { off: true } }, 409);
    await rest("delete", "/v1/staff/{id}/overrides/{date}", `${cleoPath}/overrides/${date}`, {}, 409);
    // Nor can a member with a booking to come be deleted without handing it over.
    await rest("delete", "/v1/staff/{id}", cleoPath, {}, 409);
    // With email verification, a visitor's booking is held (202); verifying it after the hold lapsed is 409.
    await rest("patch", "/v1/settings", "/v1/settings", { body: { publicVerification: "email", holdMinutes: 1 } }, 200);
    const held = await rest(
      "post",
      "/v1/bookings",
      "/v1/bookings",
      {
        key: keys.public,
        body: { serviceId: real.svc, staffId: real.spare, dateTime: hourIn(6, 14), customer: { name: "Hal", email: "hal.c@example.com" } },
      },
      202,
    );
    t.clock.advance(2 * 60_000);
    const lapsed = `/v1/manage/${held.body.data.manage.token as string}/verify`;
    await rest("post", "/v1/manage/{token}/verify", lapsed, { key: null, body: { code: "x".repeat(32) } }, 409);
    t.clock.reset();
    // A visitor's waitlist entry waits for its email too (202); a code not emailed is 400, one too late 409,
    // an unknown link 404, an entry verified or never unverified answers as it is (200).
    const unverified = await rest(
      "post",
      "/v1/waitlist",
      "/v1/waitlist",
      {
        key: keys.public,
        body: {
          serviceId: real.svc,
          windows: [{ from: hourIn(6, 14).slice(0, 10), to: hourIn(6, 14).slice(0, 10) }],
          customer: { name: "Vic", email: "vic.c@example.com" },
        },
      },
      202,
    );
    const verifyEntry = `/v1/waitlist/entries/manage/${unverified.body.data.manage.token as string}/verify`;
    const verifyTemplate = "/v1/waitlist/entries/manage/{entryToken}/verify";
    await rest("post", verifyTemplate, verifyEntry, { key: null, body: { code: "x".repeat(32) } }, 400);
    await rest("post", verifyTemplate, `/v1/waitlist/entries/manage/${"Z".repeat(32)}/verify`, { key: null, body: { code: "x" } }, 404);
    t.clock.advance(2 * 60_000);
    await rest("post", verifyTemplate, verifyEntry, { key: null, body: { code: "x".repeat(32) } }, 409);
    t.clock.reset();
    await rest("patch", "/v1/settings", "/v1/settings", { body: { publicVerification: "none" } }, 200);
    // A waitlist offer claimed, and another declined (200): each a time freed while someone waited.
    const offerToken = async (start: string) => {
      const api = apiClient(t.url, keys.provider);
      const waiting = await api.post("/v1/customers", { name: "Wanda", email: `wanda${start.slice(0, 10)}@example.com` });
      const from = new Date().toISOString().slice(0, 10);
      const to = new Date(Date.now() + 100 * DAY).toISOString().slice(0, 10);
      const joined = await api.post("/v1/waitlist", {
        customerId: waiting.body.data.id,
        serviceId: real.svc,
        staffId: real.spare,
        windows: [{ from, to }],
      });
      const freed = await api.post("/v1/bookings", { customerId: real.cus, serviceId: real.svc, staffId: real.spare, dateTime: start });
      expect([joined.status, freed.status], `${joined.text} ${freed.text}`).toEqual([201, 201]);
      await api.delete(`/v1/bookings/${freed.body.data.id as string}`);
      await offerReleasedTimes(t.db, new Date());
      const offer = await t.db
        .selectFrom("waitlist_offers as o")
        .select("o.booking_id")
        .where("o.entry_id", "=", joined.body.data.id as string)
        .executeTakeFirstOrThrow();
      return {
        token: (await issueManageLink(t.db, t.url, real.provider ?? "", offer.booking_id)).token,
        entryId: joined.body.data.id as string,
      };
    };
    const claimable = await offerToken(tuesdayIn(30, 11));
    await rest("post", "/v1/manage/{token}/claim", `/v1/manage/${claimable.token}/claim`, { key: null, body: {} }, 200);
    // An entry booked through its offer has no line to leave (409), nor a time to be offered (409).
    await rest("delete", "/v1/waitlist/{id}", `/v1/waitlist/${claimable.entryId}`, {}, 409);
    await rest("post", "/v1/waitlist/{id}/offer", `/v1/waitlist/${claimable.entryId}/offer`, { body: { start: tuesdayIn(44, 11) } }, 409);
    await rest("post", "/v1/waitlist/{id}/offer", "/v1/waitlist/wl_unknown00000000/offer", { body: { start: tuesdayIn(44, 11) } }, 404);
    // Offered by hand: an entry waiting for any member needs one named (400), then gets the time (201).
    const api = apiClient(t.url, keys.provider);
    const waiter = await api.post("/v1/customers", { name: "Wendy Waiting", email: `wendy${Date.now()}@example.com` });
    const byHand = await api.post("/v1/waitlist", {
      customerId: waiter.body.data.id,
      serviceId: real.svc,
      windows: [{ from: tuesdayIn(44, 11).slice(0, 10), to: tuesdayIn(44, 11).slice(0, 10) }],
    });
    expect(byHand.status, byHand.text).toBe(201);
    const byHandPath = `/v1/waitlist/${byHand.body.data.id as string}/offer`;
    await rest("post", "/v1/waitlist/{id}/offer", byHandPath, { body: { start: tuesdayIn(44, 11) } }, 400);
    await rest("post", "/v1/waitlist/{id}/offer", byHandPath, { body: { start: tuesdayIn(44, 11), staffId: real.spare } }, 201);
    // An entry's own link (a visitor's join answers it): seen (200), an unknown token (404); left once
    // booked through a time offered by hand and claimed (409), or while waiting (200).
    const visitorJoin = async (email: string) => {
      const joined = await apiClient(t.url, keys.public).post("/v1/waitlist", {
        serviceId: real.svc,
        windows: [{ from: tuesdayIn(51, 11).slice(0, 10), to: tuesdayIn(51, 11).slice(0, 10) }],
        customer: { name: "Lina", email },
      });
      expect(joined.status, joined.text).toBe(201);
      return { id: joined.body.data.id as string, path: `/v1/waitlist/entries/manage/${joined.body.data.manage.token as string}` };
    };
    const linked = await visitorJoin("lina.c@example.com");
    await rest("get", "/v1/waitlist/entries/manage/{entryToken}", linked.path, { key: null }, 200);
    await rest("post", "/v1/waitlist/entries/manage/{entryToken}/verify", `${linked.path}/verify`, { key: null, body: { code: "x" } }, 200);
    await rest("get", "/v1/waitlist/entries/manage/{entryToken}", `/v1/waitlist/entries/manage/${"Z".repeat(32)}`, { key: null }, 404);
    await rest("delete", "/v1/waitlist/entries/manage/{entryToken}", `/v1/waitlist/entries/manage/${"Z".repeat(32)}`, { key: null }, 404);
    const handed = await api.post(`/v1/waitlist/${linked.id}/offer`, { start: tuesdayIn(51, 11), staffId: real.spare });
    expect(handed.status, handed.text).toBe(201);
    const hold = await t.db.selectFrom("waitlist_offers").select("booking_id").where("entry_id", "=", linked.id).executeTakeFirstOrThrow();
    const holdToken = (await issueManageLink(t.db, t.url, real.provider ?? "", hold.booking_id)).token;
    expect((await apiClient(t.url).post(`/v1/manage/${holdToken}/claim`, {}, { key: null })).status).toBe(200);
    await rest("delete", "/v1/waitlist/entries/manage/{entryToken}", linked.path, { key: null }, 409);
    await rest("delete", "/v1/waitlist/entries/manage/{entryToken}", (await visitorJoin("lena.c@example.com")).path, { key: null }, 200);
    const declinable = await offerToken(tuesdayIn(37, 11));
    await rest("post", "/v1/manage/{token}/decline", `/v1/manage/${declinable.token}/decline`, { key: null, body: {} }, 200);
    // A booking of a service paid online, held until paid: its page closed, its link resumes the
    // payment (200); a booking that owes none has nothing to resume (409).
    ({ stripe } = await takePaymentsWithStandIn(t));
    const paid = await api.post("/v1/services", { name: "Paid online", duration: 30, price: 40, payment: { mode: "full" } });
    await offerService(api, real.spare!, paid.body.data.id as string);
    const unpaid = await apiClient(t.url, keys.customer).post("/v1/bookings", {
      serviceId: paid.body.data.id,
      staffId: real.spare,
      dateTime: tuesdayIn(23, 15),
    });
    expect(unpaid.status, unpaid.text).toBe(202);
    const resume = `/v1/manage/${unpaid.body.data.manage.token as string}/payment`;
    await rest("post", "/v1/manage/{token}/payment", resume, { key: null, body: {} }, 200);
    await rest("post", "/v1/manage/{token}/payment", `/v1/manage/${real.laterToken}/payment`, { key: null, body: {} }, 409);
    // A booking that is no waitlist offer can be neither claimed nor declined (409).
    await rest("post", "/v1/manage/{token}/claim", `/v1/manage/${real.laterToken}/claim`, { key: null, body: {} }, 409);
    await rest("post", "/v1/manage/{token}/decline", `/v1/manage/${real.laterToken}/decline`, { key: null, body: {} }, 409);
    // Too close to its start to cancel online, once the notice is 30 days.
    await rest("patch", "/v1/settings", "/v1/settings", { body: { cancellationNoticeMinutes: 43_200 } }, 200);
    await rest("post", "/v1/manage/{token}/cancel", `/v1/manage/${real.laterToken}/cancel`, { key: null, body: {} }, 409);
    await rest("patch", "/v1/bookings/{id}", `/v1/bookings/${real.bk}`, { body: { notes: "Window seat" } }, 200);
    // A service may only require resources the provider has; a resource held by an upcoming booking
    // cannot be deleted, nor shrunk below the units such bookings hold.
    await rest(
      "post",
      "/v1/services",
      "/v1/services",
      {
        body: { name: "Colour", duration: 30, price: 40, requirements: [{ resourceIds: ["res_unknown000000"] }] },
      },
      404,
    );
    const basins = await rest("post", "/v1/resources", "/v1/resources", { body: { name: "Basins", quantity: 2 } }, 201);
    const basinsPath = `/v1/resources/${basins.body.data.id as string}`;
    const colour = await rest(
      "post",
      "/v1/services",
      "/v1/services",
      {
        body: { name: "Colour", duration: 30, price: 40, requirements: [{ resourceIds: [basins.body.data.id], quantity: 2 }] },
      },
      201,
    );
    await rest("delete", "/v1/resources/{id}", basinsPath, {}, 409);
    await rest("patch", "/v1/staff/{id}", cleoPath, { body: { services: [real.svc, colour.body.data.id] } }, 200);
    // A cancellation undone at once: the restore's success.
    const undone = await rest(
      "post",
      "/v1/bookings",
      "/v1/bookings",
      { body: { customerId: real.cus, serviceId: real.svc, staffId: cleo.body.data.id as string, dateTime: hourIn(12, 15) } },
      201,
    );
    const undonePath = `/v1/bookings/${undone.body.data.id as string}`;
    await rest("delete", "/v1/bookings/{id}", undonePath, {}, 200);
    await rest("post", "/v1/bookings/{id}/restore", `${undonePath}/restore`, {}, 200);
    const colourBooking = await rest(
      "post",
      "/v1/bookings",
      "/v1/bookings",
      {
        body: { customerId: real.cus, serviceId: colour.body.data.id, staffId: cleo.body.data.id, dateTime: hourIn(9, 10) },
      },
      201,
    );
    expect(colourBooking.body.data.resources).toEqual([{ resourceId: basins.body.data.id, units: 2 }]);
    await rest("patch", "/v1/resources/{id}", basinsPath, { body: { quantity: 1 } }, 409);
    // A session for a service that is not a class is 400; for an unknown one 404; over the member's booking 409.
    await rest(
      "post",
      "/v1/sessions",
      "/v1/sessions",
      {
        body: { serviceId: "svc_unknown000000", staffId: real.staff, start: hourIn(9, 12) },
      },
      404,
    );
    await rest("patch", "/v1/services/{id}", `/v1/services/${colour.body.data.id as string}`, { body: { capacity: 4 } }, 200);
    await rest(
      "post",
      "/v1/sessions",
      "/v1/sessions",
      {
        body: { serviceId: colour.body.data.id, staffId: cleo.body.data.id, start: hourIn(9, 10) },
      },
      409,
    );
    await rest(
      "post",
      "/v1/sessions",
      "/v1/sessions",
      { body: { serviceId: colour.body.data.id, staffId: cleo.body.data.id, start: hourIn(9, 13) } },
      201,
    );
    const spareRoom = await rest("post", "/v1/resources", "/v1/resources", { body: { name: "Spare room" } }, 201);
    await rest("delete", "/v1/resources/{id}", `/v1/resources/${spareRoom.body.data.id as string}`, {}, 200);
    await rest("delete", "/v1/staff/{id}", `/v1/staff/${real.staff}`);
    await rest("get", "/v1/bookings", "/v1/bookings", { query: { customerId: "cus_unknown000000", staffId: "staff_unknown000000" } });
    await rpc("get", "/api/rpc/search/services", { query: { providerId: unknownUuid } });
    // A provider holds at most 50 keys in force of each audience: the next one is 409.
    for (let made = 0; made < 50; made++) {
      const res = await send({ family: "rest", method: "post", template: "/v1/keys", path: "/v1/keys", body: { audience: "public" } });
      if (res.status === 409) break;
    }
    await rest("post", "/v1/keys", "/v1/keys", { body: { audience: "public" } }, 409);
  });

  it("answers a documented path asked with another method with the documented 405", async () => {
    for (const family of ["rest", "rpc"] as const) {
      const response = docs[family][METHOD_NOT_ALLOWED_EXTENSION];
      for (const [path, item] of Object.entries(docs[family].paths as Record<string, Record<string, unknown>>)) {
        const documented = Object.keys(item).map((m) => m.toUpperCase());
        const other = ["PUT", "PATCH", "DELETE", "POST", "GET"].find((m) => !documented.includes(m))!;
        const concrete = path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === "date" ? "2027-01-01" : "x_1"));
        const answer = await send({ family, method: other, template: path, path: concrete });
        const where = `${other} ${path} → ${answer.status} ${answer.text.slice(0, 200)}`;
        expect(answer.status, where).toBe(405);
        const allow = (answer.headers.get("allow") ?? "").split(/,\s*/).sort();
        expect(allow, where).toEqual([...documented, ...(documented.includes("GET") ? ["HEAD"] : [])].sort());
        expectMatches(family, response, answer, where);
      }
    }
  });

  it("sends webhooks as the webhooks section documents them", async () => {
    const webhooks = docs.rpc.webhooks as Record<string, any>;
    // A real test delivery: headers and body as received.
    receiver.requests.length = 0;
    const rpc = (method: string, path: string, body: unknown, expected: number) =>
      check({ family: "rpc", method, template: path, path, body }, expected);
    const created = await rpc(
      "post",
      "/api/rpc/user/webhooks/create",
      { url: `${receiver.url}/hook`, events: Object.keys(webhooks).filter((e) => e !== "webhook.test") },
      200,
    );
    await rpc("post", "/api/rpc/user/webhooks/test", { id: created.body.id }, 200);
    // The test delivery, finished, sent again.
    const listed = await check(
      {
        family: "rpc",
        method: "get",
        template: "/api/rpc/user/webhooks/deliveries",
        path: "/api/rpc/user/webhooks/deliveries",
        query: { id: created.body.id },
      },
      200,
    );
    await rpc("post", "/api/rpc/user/webhooks/redeliver", { deliveryId: listed.body.deliveries[0].id }, 200);
    const [delivery] = await receiver.waitFor(1);
    const operation = webhooks["webhook.test"].post;
    for (const parameter of operation.parameters) {
      const value = delivery!.headers[parameter.name.toLowerCase()];
      expect(value, parameter.name).toBeDefined();
      expect(validators.rpc.problems(parameter.schema, value), parameter.name).toEqual([]);
    }
    expect(delivery!.headers["content-type"]).toBe("application/json");
    expect(validators.rpc.problems(operation.requestBody.content["application/json"].schema, JSON.parse(delivery!.body))).toEqual([]);

    // Every event the service recorded for these requests, as the relay turns it into a delivery.
    const relayed = await relayOutboxBatch(t.db, 10_000);
    const rows = await t.db.selectFrom("webhook_deliveries").select(["event", "payload"]).execute();
    expect(relayed.relayed).toBeGreaterThan(0);
    const events = new Set<string>();
    for (const row of rows) {
      const body = JSON.parse(webhookBodyText(row.payload, signWebhookPayload("whsec_contract", row.payload)));
      const schema = { $ref: `#/components/schemas/${webhookBodySchemaName(row.event)}` };
      expect(webhooks[row.event], row.event).toBeDefined();
      expect(validators.rpc.problems(schema, body), `${row.event}: ${row.payload}`).toEqual([]);
      events.add(row.event);
    }
    expect([...events].sort()).toEqual(expect.arrayContaining(["booking.created", "customer.created", "staff.created", "review.created"]));
  });

  it("provoked every error status each operation documents (but server faults and timeouts)", () => {
    const missing: string[] = [];
    for (const { method, path, operation } of all()) {
      const name = `${method.toUpperCase()} ${path}`;
      for (const status of Object.keys(operation.responses).map(Number)) {
        if ([408, 500, 503].includes(status)) continue;
        if (!seen.get(name)?.has(status)) missing.push(`${name} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
