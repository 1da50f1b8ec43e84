import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient, ApiResponse } from "@booking/testing";
import { expectError, expectNoInternals, startTestApi, type TestApi } from "../helpers";

let t: TestApi;
let api: ApiClient;
let staffId: string;
beforeAll(async () => {
  t = await startTestApi();
  ({ api } = await t.newProvider());
  const staff = await api.post("/v1/staff", { name: "Ann", email: "ann@example.com", role: "staff" });
  expect(staff.status).toBe(201);
  staffId = staff.body.data.id;
});
afterAll(async () => {
  await t?.close();
});

const ONE_MIB = 1024 * 1024;

/** The payment provider's webhook: keyless, signed, a notification received rather than a create. */
const PAYMENT_WEBHOOK = "/v1/payments/stripe/webhook";

describe("request bodies", () => {
  it.each([
    ["malformed JSON", "{bad json"],
    ["truncated JSON", '{"name": "Ann", '],
    ["a JSON array", '[{"name":"Ann"}]'],
    ["a JSON string", '"Ann"'],
    ["a JSON number", "42"],
    ["JSON null", "null"],
    ["JSON true", "true"],
  ])("answers 400 for %s on POST and PATCH", async (_label, raw) => {
    expectError(await api.post("/v1/customers", raw), 400, "BAD_REQUEST");
    expectError(await api.patch(`/v1/staff/${staffId}`, raw), 400, "BAD_REQUEST");
    expect((await api.get("/v1/customers")).body.data).toEqual([]);
  });

  it("answers 400 for an empty body sent as JSON", async () => {
    const res = await api.request("POST", "/v1/customers", { headers: { "content-type": "application/json" } });
    expectError(res, 400, "BAD_REQUEST");
  });

  it.each(["text/plain", "application/x-www-form-urlencoded", "application/xml", "multipart/form-data; boundary=x"])(
    "answers 415 for Content-Type %s, even with a JSON text",
    async (contentType) => {
      const body = JSON.stringify({ name: "Plain", email: "plain@example.com" });
      const res = await api.post("/v1/customers", body, { headers: { "content-type": contentType } });
      expectError(res, 415, "UNSUPPORTED_MEDIA_TYPE");
      expect(res.body.error.message).toMatch(/content-type/i);
      expect((await api.get("/v1/customers")).body.data).toEqual([]);
    },
  );

  it("accepts application/json with a charset", async () => {
    const res = await api.post("/v1/services", JSON.stringify({ name: "Charset", duration: 10, price: 1 }), {
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(res.status).toBe(201);
  });

  it("answers 413 PAYLOAD_TOO_LARGE for a body over 1 MiB, in both families", async () => {
    const big = JSON.stringify({ name: "Big", email: "big@example.com", notes: "x".repeat(ONE_MIB) });
    expect(Buffer.byteLength(big)).toBeGreaterThan(ONE_MIB);
    expectError(await api.post("/v1/customers", big), 413, "PAYLOAD_TOO_LARGE");
    expectError(await api.post("/api/rpc/user/webhooks/create", big), 413, "PAYLOAD_TOO_LARGE", "rpc");
    expect((await api.get("/v1/customers")).body.data).toEqual([]);
  });

  it("does not reject a body just under 1 MiB for its size", async () => {
    const notes = "x".repeat(ONE_MIB - 200);
    const res = await api.post("/v1/customers", { name: "Near", email: "near@example.com", notes });
    // Accepted by the transport; the notes length rule answers 400 with a field detail.
    expectError(res, 400, "BAD_REQUEST");
    expect(res.body.error.details).toEqual([{ path: "notes", message: expect.any(String) }]);
  });
});

describe("unknown paths and methods", () => {
  it.each([
    ["GET", "/v1/nope"],
    ["GET", "/v1"],
    ["GET", "/v1/staff/staff_x/unknown"],
  ])("REST family: %s %s answers a JSON 404 with success:false", async (method, path) => {
    const res = await api.request(method, path);
    expectError(res, 404, "NOT_FOUND", "rest");
  });

  it.each([
    ["GET", "/api/rpc/nope"],
    ["POST", "/api/rpc/provider/nothing/here"],
    ["GET", "/nope"],
  ])("other paths: %s %s answer a JSON 404 without a success field", async (method, path) => {
    const res = await api.request(method, path);
    expectError(res, 404, "NOT_FOUND", "rpc");
  });

  it.each([
    ["PUT", "/v1/staff", "rest", "GET, HEAD, POST"],
    ["DELETE", "/v1/customers", "rest", "GET, HEAD, POST"],
    ["POST", "/v1/staff/some_id", "rest", "GET, HEAD, PATCH, DELETE"],
    ["PUT", "/%761/staff", "rest", "GET, HEAD, POST"],
    ["GET", "/api/rpc/provider/reviews/respond", "rpc", "POST"],
    ["POST", "/api/rpc/search/providers", "rpc", "GET, HEAD"],
    ["DELETE", "/healthz", "rpc", "GET, HEAD"],
  ])("a known path with the wrong method: %s %s answers 405 with Allow", async (method, path, family, allow) => {
    const res = await api.request(method, path);
    expectError(res, 405, "METHOD_NOT_ALLOWED", family as "rest" | "rpc");
    expect(res.headers.get("allow")).toBe(allow);
  });

  it("answers 404 for an unknown native tRPC procedure", async () => {
    const res = await api.get("/trpc/nope.list");
    expect(res.status).toBe(404);
    expect(res.body.error.data.appCode).toBe("NOT_FOUND");
  });
});

describe("no 5xx and no internals, whatever the client sends", () => {
  const odd: [string, string, unknown?][] = [
    ["GET", "/v1/staff/%00"],
    ["GET", `/v1/staff/${"a".repeat(500)}`],
    ["GET", "/v1/staff/%E2%82"],
    ["GET", "/v1/staff/'%20OR%201=1--"],
    ["GET", "/v1/customers?q=%00"],
    ["GET", "/v1/customers?q=%27%3B%20DROP%20TABLE%20customers%3B--"],
    ["GET", "/v1/staff?page=1e400"],
    ["GET", "/v1/staff?page=99999999999999999999"],
    ["GET", "/v1/staff?limit=NaN"],
    ["GET", "/v1/staff?limit=1&limit=2"],
    ["GET", "/v1/staff?role[]=staff"],
    ["GET", "/v1/services?active[x]=1"],
    ["POST", "/v1/customers", { name: "Nul\u0000Byte", email: "nul@example.com" }],
    ["POST", "/v1/customers", { name: "\ud800", email: "lone-surrogate@example.com" }],
    ["POST", "/v1/customers", { name: { $gt: "" }, email: "obj@example.com" }],
    ["POST", "/v1/customers", { name: "Proto", email: "proto@example.com", __proto__: { admin: true } }],
    ["POST", "/v1/services", { name: "Huge", duration: 30, price: 1e308 }],
    ["POST", "/v1/services", { name: "Tiny", duration: 30, price: 5e-324 }],
    ["POST", "/v1/services", { name: "Neg0", duration: 30, price: -0 }],
    ["POST", "/v1/staff", { name: "S", email: "s@example.com", role: "staff", services: [null] }],
    ["POST", "/v1/staff", { name: "S", email: "s2@example.com", role: "staff", services: "svc_x" }],
    ["POST", "/v1/staff", { name: "S", email: "s3@example.com", role: "staff", schedule: [] }],
    ["POST", "/v1/staff", { name: "S", email: "s4@example.com", role: "staff", schedule: null }],
    ["POST", "/v1/staff", { name: "S", email: "s5@example.com", role: "staff", avatar: "javascript:alert(1)" }],
    ["PATCH", "/v1/staff/staff_x", { services: Array.from({ length: 500 }, (_, i) => `svc_${i}`) }],
  ];

  it.each(odd)("%s %s", async (method, path, body) => {
    const res: ApiResponse = await api.request(method, path, { body });
    expectNoInternals(res);
    if (res.status >= 400) {
      expect(res.body.error.code).toMatch(/^[A-Z_]+$/);
      expect(res.body.success).toBe(false);
    }
  });

  it("an invalid percent-encoding or an over-long path id is a documented 400, in both families", async () => {
    expectError(await api.get("/v1/staff/%E2%82"), 400, "BAD_REQUEST");
    expectError(await api.get(`/v1/staff/${"a".repeat(500)}`), 400, "BAD_REQUEST");
    expectError(await api.get("/api/rpc/%E2%82"), 400, "BAD_REQUEST", "rpc");
    const res = await api.get("/v1/staff/%E2%82", { headers: { "x-request-id": "bad-url-1" } });
    expect(res.headers.get("x-request-id")).toBe("bad-url-1");
  });

  it("a well-formed but absurd id is a plain 404", async () => {
    expectError(await api.get("/v1/customers/cus_%F0%9F%92%A9"), 404, "NOT_FOUND");
  });
});

describe("x-request-id", () => {
  it("echoes a client's request id on successes and errors", async () => {
    for (const path of ["/v1/staff", "/v1/nope", "/healthz"]) {
      const res = await api.get(path, { headers: { "x-request-id": "client-req-42" } });
      expect(res.headers.get("x-request-id")).toBe("client-req-42");
    }
    const unauthorized = await t.anonymous.get("/v1/staff", { headers: { "x-request-id": "anon.1" } });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get("x-request-id")).toBe("anon.1");
  });

  it("generates a fresh id when the client sends none or an unusable one", async () => {
    const a = await api.get("/v1/staff");
    const b = await api.get("/v1/staff");
    expect(a.headers.get("x-request-id")).toMatch(/^[\w.-]{8,64}$/);
    expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
    const bad = await api.get("/v1/staff", { headers: { "x-request-id": "has spaces and <html>" } });
    expect(bad.headers.get("x-request-id")).toMatch(/^[\w.-]{8,64}$/);
  });
});

type OpenApiOperation = {
  summary?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
type OpenApiDoc = {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> };
};

describe("OpenAPI documents", () => {
  const families = [
    { name: "REST", url: "/v1/openapi.json", prefix: "/v1/", errorSchema: "RestError" },
    { name: "RPC-style", url: "/api/rpc/openapi.json", prefix: "/api/rpc/", errorSchema: "RpcError" },
  ];

  it.each(families)("$name: served without a key as an OpenAPI 3 document of its own paths", async (family) => {
    const res = await t.anonymous.get(family.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const doc = res.body as OpenApiDoc;
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of Object.keys(doc.paths)) expect(path.startsWith(family.prefix)).toBe(true);
  });

  it.each(families)("$name: every operation has a summary, tags, and errors in the documented schema", async (family) => {
    const doc = (await t.anonymous.get(family.url)).body as OpenApiDoc;
    const schema = doc.components.schemas[family.errorSchema];
    expect(schema?.required).toEqual(expect.arrayContaining(["error"]));
    if (family.name === "REST") expect(schema?.required).toContain("success");
    const errorObject = schema?.properties?.error as { required: string[]; properties: Record<string, unknown> };
    expect(errorObject.required).toEqual(expect.arrayContaining(["message", "code"]));
    expect(Object.keys(errorObject.properties).sort()).toEqual(["code", "details", "message"]);

    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.summary?.trim(), where).toBeTruthy();
        expect(operation.tags?.length, where).toBeGreaterThan(0);
        const statuses = Object.keys(operation.responses);
        expect(
          statuses.some((s) => s.startsWith("2")),
          where,
        ).toBe(true);
        for (const status of statuses.filter((s) => Number(s) >= 400)) {
          expect(operation.responses[status]?.content?.["application/json"]?.schema?.$ref, `${where} ${status}`).toBe(
            `#/components/schemas/${family.errorSchema}`,
          );
        }
        // Manage-link operations take no key (security: []): no 401, and an unknown token is 404.
        // The payment provider's webhook neither (its signature is the credential: 400 when wrong, and 429 from an
        // address refused too often).
        const keyless = (operation as { security?: unknown[] }).security?.length === 0;
        const expected = path === PAYMENT_WEBHOOK ? ["400", "404", "429"] : keyless ? ["404", "429"] : ["400", "401"];
        for (const status of expected) expect(statuses, where).toContain(status);
        if (keyless) expect(statuses, where).not.toContain("401");
      }
    }
  });

  it("REST: every create answers 201 (and not 200); other operations answer 200", async () => {
    const doc = (await t.anonymous.get("/v1/openapi.json")).body as OpenApiDoc;
    // Creates: POST on a collection. Time off, calendar connections, invite links and a waitlist entry's offer are the collections nested under a record.
    const nested = ["/v1/staff/{id}/time-off", "/v1/staff/{id}/calendars", "/v1/staff/{id}/invite", "/v1/waitlist/{id}/offer"];
    // The payment provider's webhook receives notifications: it creates nothing (200).
    const createPaths = Object.entries(doc.paths)
      .filter(([path, item]) => item.post && path !== PAYMENT_WEBHOOK && (!path.includes("{") || nested.includes(path)))
      .map(([path]) => path);
    expect(createPaths).toEqual(expect.arrayContaining(["/v1/staff", "/v1/customers", "/v1/services"]));
    for (const path of createPaths) {
      const statuses = Object.keys(doc.paths[path]!.post!.responses);
      expect(statuses, path).toContain("201");
      expect(statuses, path).not.toContain("200");
    }
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (method === "post" && createPaths.includes(path)) continue;
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain("200");
      }
    }
  });

  it("REST: documents the staff, customer and service operations", async () => {
    const doc = (await t.anonymous.get("/v1/openapi.json")).body as OpenApiDoc;
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        "GET /v1/staff",
        "POST /v1/staff",
        "GET /v1/staff/{id}",
        "PATCH /v1/staff/{id}",
        "DELETE /v1/staff/{id}",
        "GET /v1/customers",
        "POST /v1/customers",
        "GET /v1/customers/{id}",
        "PATCH /v1/customers/{id}",
        "GET /v1/services",
        "POST /v1/services",
        "GET /v1/services/{id}",
        "PATCH /v1/services/{id}",
      ]),
    );
  });

  it.each(families)("$name: every documented operation is really served (401 without a key, not a missing route)", async (family) => {
    const doc = (await t.anonymous.get(family.url)).body as OpenApiDoc;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) {
        const url = path.replace(/\{\w+\}/g, "some_id");
        const res = await t.anonymous.request(method.toUpperCase(), url);
        // Manage links (a booking's, a waitlist entry's) take no key: their token is the credential, and an unknown one is 404 in the documented body.
        if (path === PAYMENT_WEBHOOK) {
          // No API key asked: this server takes no payments, so there is nothing to notify (404).
          expectError(res, 404, "NOT_FOUND");
        } else if (path.startsWith("/v1/manage/") || path.startsWith("/v1/waitlist/entries/manage/")) {
          // A body missing what it needs is refused before the token is looked up (400); else the lookup finds none (404).
          const expected = method === "get" || res.status !== 400 ? 404 : 400;
          expect(`${method.toUpperCase()} ${path} → ${res.status}`).toBe(`${method.toUpperCase()} ${path} → ${expected}`);
          expectError(res, expected, expected === 404 ? "NOT_FOUND" : "BAD_REQUEST");
        } else {
          expect(`${method.toUpperCase()} ${path} → ${res.status}`).toBe(`${method.toUpperCase()} ${path} → 401`);
        }
      }
    }
  });
});

describe("/docs", () => {
  it("answers an HTML reference of both documents whose assets are all served locally", async () => {
    const page = await t.anonymous.get("/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset, "no CDN or other host").not.toMatch(/^(https?:)?\/\//);
      const res = await fetch(new URL(asset, `${t.url}/docs/`));
      expect(res.status, asset).toBe(200);
      expect((await res.arrayBuffer()).byteLength, asset).toBeGreaterThan(0);
    }
    const scripts = assets.filter((a) => a.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);

    // The page is configured with both documents.
    const initializer = assets.find((a) => a.includes("initializer"));
    expect(initializer).toBeDefined();
    const init = await (await fetch(new URL(initializer!, `${t.url}/docs/`))).text();
    expect(init).toContain("/v1/openapi.json");
    expect(init).toContain("/api/rpc/openapi.json");
  });
});
