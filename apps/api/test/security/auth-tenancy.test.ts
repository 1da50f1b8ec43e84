import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, createKeyForProvider, revokeApiKey } from "@booking/core";
import { apiClient, createCustomerKey, type ApiClient, type ApiResponse } from "@booking/testing";
import { expectError, expectNoInternals, startTestApi, type TestApi } from "../helpers";
import { AUDIENCES, type Audience } from "../audiences";

let t: TestApi;
beforeAll(async () => {
  // A public key calls every documented operation here, more than a client address's budget a
  // minute allows (the address limits have tests of their own).
  t = await startTestApi({ addressLimits: { perAddress: 1_000 } });
});
afterAll(async () => {
  await t?.close();
});

/** A native tRPC query over plain HTTP, as any tRPC client sends it. */
function trpcQuery(client: ApiClient, procedure: string, input: unknown, headers: Record<string, string> = {}) {
  return client.get(`/trpc/${procedure}`, { query: { input: JSON.stringify(input) }, headers });
}

function expectTrpcError(res: ApiResponse, status: number, appCode: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body.error).toMatchObject({
    message: expect.any(String),
    data: { appCode, httpStatus: status },
  });
  expectNoInternals(res);
}

describe("401 for requests without a valid key", () => {
  const unknownKey = `sk_${"A1b2C3d4".repeat(5)}`;
  const cases: [string, Record<string, string>][] = [
    ["no Authorization header", {}],
    ["an empty header", { authorization: "" }],
    ["the scheme without a key", { authorization: "Bearer" }],
    ["a Basic header", { authorization: "Basic dXNlcjpwYXNzd29yZA==" }],
    ["a key without the Bearer scheme", { authorization: unknownKey }],
    ["a key that is too short", { authorization: "Bearer sk_abc123" }],
    ["a key with a wrong prefix", { authorization: `Bearer pk_${"x".repeat(40)}` }],
    ["a key followed by junk", { authorization: `Bearer ${unknownKey} extra` }],
    ["an unknown provider key", { authorization: `Bearer ${unknownKey}` }],
    ["an unknown customer key", { authorization: `Bearer ck_${"Z9y8X7w6".repeat(5)}` }],
  ];

  it.each(cases)("/v1 answers 401 with the documented body for %s", async (_label, headers) => {
    const res = await t.anonymous.get("/v1/staff", { headers });
    expectError(res, 401, "UNAUTHORIZED");
    expect(res.body.error).not.toHaveProperty("details");
  });

  it.each(cases)("native /trpc answers 401 UNAUTHORIZED for %s", async (_label, headers) => {
    expectTrpcError(await trpcQuery(t.anonymous, "staff.list", {}, headers), 401, "UNAUTHORIZED");
  });

  it("checks the key before the body, the id and the route's own rules", async () => {
    expectError(await t.anonymous.post("/v1/staff", { nonsense: true }), 401, "UNAUTHORIZED");
    expectError(await t.anonymous.get("/v1/staff/staff_nope"), 401, "UNAUTHORIZED");
    expectError(await t.anonymous.patch("/v1/customers/cus_nope", { name: "" }), 401, "UNAUTHORIZED");
    expectError(await t.anonymous.get("/v1/services", { query: { limit: 0 } }), 401, "UNAUTHORIZED");
    expectError(await t.anonymous.delete("/v1/staff/staff_nope"), 401, "UNAUTHORIZED");
  });

  it("never echoes the presented key", async () => {
    const res = await t.anonymous.get("/v1/staff", { headers: { authorization: `Bearer ${unknownKey}` } });
    expect(res.status).toBe(401);
    expect(res.text).not.toContain(unknownKey);
  });
});

describe("revoked keys", () => {
  it("work until revoked, then answer 401 on /v1 and /trpc while other keys keep working", async () => {
    const { api, keyId, providerId, apiKey } = await t.newProvider();
    const second = await createKeyForProvider(t.db, { providerId, audience: "provider" });
    const other = apiClient(t.url, second.apiKey);

    expect((await api.get("/v1/staff")).status).toBe(200);
    expect((await trpcQuery(api, "staff.list", {})).status).toBe(200);

    expect(await revokeApiKey(t.db, keyId)).toBe(true);

    expectError(await api.get("/v1/staff"), 401, "UNAUTHORIZED");
    expectError(await api.post("/v1/customers", { name: "A", email: "a@example.com" }), 401, "UNAUTHORIZED");
    expectTrpcError(await trpcQuery(api, "staff.list", {}), 401, "UNAUTHORIZED");
    const viaBatch = await t.anonymous.post(
      "/trpc/customers.create",
      { name: "A", email: "a@example.com" },
      {
        headers: { authorization: `Bearer ${apiKey}` },
      },
    );
    expectTrpcError(viaBatch, 401, "UNAUTHORIZED");

    expect((await other.get("/v1/staff")).status).toBe(200);
    // Nothing was created by the revoked key.
    expect((await other.get("/v1/customers")).body.data).toEqual([]);
    // Revoking again is harmless; an unknown key id is reported as such.
    expect(await revokeApiKey(t.db, keyId)).toBe(true);
    expect(await revokeApiKey(t.db, "key_doesnotexist")).toBe(false);
  });
});

describe("tenancy: another provider's records answer 404", () => {
  let owner: Awaited<ReturnType<TestApi["newProvider"]>>;
  let intruder: Awaited<ReturnType<TestApi["newProvider"]>>;
  let staffId: string;
  let customerId: string;
  let serviceId: string;

  beforeAll(async () => {
    owner = await t.newProvider();
    intruder = await t.newProvider();
    serviceId = (await owner.api.post("/v1/services", { name: "Owner cut", duration: 30, price: 20 })).body.data.id;
    staffId = (await owner.api.post("/v1/staff", { name: "Owner staff", email: "o@example.com", role: "staff", services: [serviceId] }))
      .body.data.id;
    customerId = (await owner.api.post("/v1/customers", { name: "Owner customer", email: "c@example.com" })).body.data.id;
    expect([staffId, customerId, serviceId].every(Boolean)).toBe(true);
  });

  it.each([
    ["staff", () => staffId, true],
    ["customers", () => customerId, false],
    ["services", () => serviceId, false],
  ])(
    "GET, PATCH and DELETE of /v1/%s/:id answer 404 (405 where there is no DELETE) and change nothing",
    async (resource, id, deletable) => {
      const path = `/v1/${resource}/${id()}`;
      const before = await owner.api.get(path);
      expect(before.status).toBe(200);

      expectError(await intruder.api.get(path), 404, "NOT_FOUND");
      expectError(await intruder.api.patch(path, { name: "Hijacked" }), 404, "NOT_FOUND");
      // Whether a path has a DELETE is the same for every record, so a 405 leaks nothing.
      if (deletable) expectError(await intruder.api.delete(path), 404, "NOT_FOUND");
      else expectError(await intruder.api.delete(path), 405, "METHOD_NOT_ALLOWED");

      const after = await owner.api.get(path);
      expect(after.status).toBe(200);
      expect(after.body.data).toEqual(before.body.data);
    },
  );

  it("the 404 looks exactly like that of a record that does not exist", async () => {
    const foreign = await intruder.api.get(`/v1/staff/${staffId}`);
    const missing = await intruder.api.get(`/v1/staff/staff_00000000000000000000`);
    expect(foreign.status).toBe(missing.status);
    expect(foreign.body.error.code).toBe(missing.body.error.code);
    expect(foreign.body.error.message.replace(staffId, "ID")).toBe(missing.body.error.message.replace("staff_00000000000000000000", "ID"));
  });

  it("lists never show another provider's records", async () => {
    for (const resource of ["staff", "customers", "services"]) {
      const res = await intruder.api.get(`/v1/${resource}`, { query: resource === "customers" ? {} : { active: "false" } });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
      expect(res.body.pagination.total).toBe(0);
    }
    expect((await intruder.api.get("/v1/customers", { query: { q: "Owner" } })).body.data).toEqual([]);
  });

  it("another provider's service cannot be given to one's own staff", async () => {
    const res = await intruder.api.post("/v1/staff", {
      name: "Intruder staff",
      email: "i@example.com",
      role: "staff",
      services: [serviceId],
    });
    expectError(res, 404, "NOT_FOUND");
    expect((await intruder.api.get("/v1/staff")).body.data).toEqual([]);
  });

  it("native tRPC answers NOT_FOUND as well", async () => {
    expectTrpcError(await trpcQuery(intruder.api, "staff.get", { id: staffId }), 404, "NOT_FOUND");
    expectTrpcError(await trpcQuery(intruder.api, "customers.get", { id: customerId }), 404, "NOT_FOUND");
    expectTrpcError(await trpcQuery(intruder.api, "services.get", { id: serviceId }), 404, "NOT_FOUND");
  });
});

describe("customer keys", () => {
  let provider: Awaited<ReturnType<TestApi["newProvider"]>>;
  let customerApi: ApiClient;
  let ids: { staff: string; customer: string; service: string };

  beforeAll(async () => {
    provider = await t.newProvider();
    const service = await provider.api.post("/v1/services", { name: "Cut", duration: 30, price: 20 });
    const staff = await provider.api.post("/v1/staff", { name: "S", email: "s@example.com", role: "staff" });
    const customer = await provider.api.post("/v1/customers", { name: "C", email: "c@example.com" });
    ids = { staff: staff.body.data.id, customer: customer.body.data.id, service: service.body.data.id };
    const key = await createCustomerKey(t.db, provider.providerId, ids.customer);
    expect(key.apiKey).toMatch(/^ck_[0-9A-Za-z]{32,}$/);
    customerApi = apiClient(t.url, key.apiKey);
  });

  it("answer 403 FORBIDDEN on every documented /v1 operation but what customers may do, and change nothing", async () => {
    await expectForbiddenBeyond(customerApi, ["catalog", "own", "link"]);
  });

  it("answer 403 on native tRPC provider procedures too", async () => {
    expectTrpcError(await trpcQuery(customerApi, "customers.list", {}), 403, "FORBIDDEN");
    const create = await customerApi.post("/trpc/services.create", { name: "X", duration: 10, price: 1 });
    expectTrpcError(create, 403, "FORBIDDEN");
  });

  /**
   * Calls every documented /v1 operation with `api`'s key, except those of the given audiences
   * (audiences.ts), and expects 403 from each; then checks nothing the key attempted took effect.
   */
  async function expectForbiddenBeyond(api: ReturnType<typeof apiClient>, allowed: Audience[]) {
    const doc = (await t.anonymous.get("/v1/openapi.json")).body as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, procedure: op.operationId.replaceAll("-", ".") })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(13);
    const forbidden = operations.filter((op) => !allowed.includes(AUDIENCES[op.procedure] ?? "link"));
    expect(forbidden.length).toBeGreaterThanOrEqual(13);

    const idFor = (path: string) =>
      path.startsWith("/v1/staff") ? ids.staff : path.startsWith("/v1/customers") ? ids.customer : ids.service;
    for (const { method, path } of forbidden) {
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === "id" ? idFor(path) : "x"));
      const body = method === "POST" || method === "PATCH" ? { name: "By customer key" } : undefined;
      const res = await api.request(method, url, { body });
      expect(`${method} ${path} → ${res.status}`).toBe(`${method} ${path} → 403`);
      expectError(res, 403, "FORBIDDEN");
    }

    // Nothing the key attempted took effect.
    expect((await provider.api.get(`/v1/staff/${ids.staff}`)).body.data.name).toBe("S");
    expect((await provider.api.get(`/v1/customers/${ids.customer}`)).body.data.name).toBe("C");
    expect((await provider.api.get(`/v1/services/${ids.service}`)).body.data.name).toBe("Cut");
    expect((await provider.api.get("/v1/staff", { query: { active: "false" } })).body.pagination.total).toBe(1);
  }

  it("public keys (pk_) answer 403 FORBIDDEN on every documented operation but the catalog, availability and booking, and change nothing", async () => {
    const key = await createApiKey(t.db, { providerId: provider.providerId, audience: "public", plan: "default", origins: [] });
    expect(key.apiKey).toMatch(/^pk_[0-9A-Za-z]{32,}$/);
    const publicApi = apiClient(t.url, key.apiKey);
    await expectForbiddenBeyond(publicApi, ["catalog", "link"]);
    for (const path of ["/api/rpc/user/me", "/api/rpc/search/providers?q=cut", "/api/rpc/provider/reviews/list"]) {
      expectError(await publicApi.get(path), 403, "FORBIDDEN", "rpc");
    }
    expectTrpcError(await trpcQuery(publicApi, "user.me", {}), 403, "FORBIDDEN");
  });

  it("are answered 403, not 401: the key itself is valid", async () => {
    const res = await customerApi.get("/v1/customers");
    expect(res.status).toBe(403);
  });
});

describe("health probes", () => {
  it("/healthz and /readyz answer without a key, and with a bad one", async () => {
    const variants: Record<string, string>[] = [{}, { authorization: "Bearer nonsense" }];
    for (const headers of variants) {
      const health = await t.anonymous.get("/healthz", { headers });
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: "ok" });
      const ready = await t.anonymous.get("/readyz", { headers });
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: "ready" });
    }
  });
});
