import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "@booking/testing";
import { expectError, expectValidationError, ISO_UTC, sleep, startTestApi, type TestApi } from "../helpers";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

const SERVICE_KEYS = [
  "bufferAfterMinutes",
  "bufferBeforeMinutes",
  "capacity",
  "category",
  "createdAt",
  "currency",
  "description",
  "duration",
  "id",
  "isActive",
  "maxSeatsPerBooking",
  "name",
  "payment",
  "price",
  "requirements",
  "segments",
  "sessions",
  "staffCount",
  "updatedAt",
];

async function createService(api: ApiClient, body: Record<string, unknown> = {}) {
  const res = await api.post("/v1/services", { name: "Cut", duration: 30, price: 25, ...body });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; updatedAt: string; price: number };
}

const idsOf = (res: { body: { data: { id: string }[] } }) => res.body.data.map((item) => item.id);

describe("POST /v1/services", () => {
  it("creates a service with 201, the full record, the provider's currency and a message", async () => {
    const { api } = await t.newProvider();
    const res = await api.post("/v1/services", {
      name: "Haircut",
      duration: 45,
      price: 39.5,
      description: "Wash, cut and dry",
      category: "hair",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: "Service created" });
    expect(Object.keys(res.body.data).sort()).toEqual(SERVICE_KEYS);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^svc_[0-9A-Za-z]{16,}$/),
      name: "Haircut",
      description: "Wash, cut and dry",
      category: "hair",
      duration: 45,
      price: 39.5,
      currency: "EUR",
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      requirements: [],
      capacity: 1,
      maxSeatsPerBooking: 4,
      sessions: "open",
      // No processing time: one active stretch of the whole duration.
      segments: [{ kind: "active", minutes: 45 }],
      staffCount: 1,
      // Nothing paid when booking unless the salon says so.
      payment: { mode: "none", refundNoticeHours: 24 },
      isActive: true,
      createdAt: expect.stringMatching(ISO_UTC),
      updatedAt: expect.stringMatching(ISO_UTC),
    });
    const read = await api.get(`/v1/services/${res.body.data.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ success: true, data: res.body.data });
  });

  it("speaks the currency of the provider", async () => {
    const { api } = await t.newProvider({ currency: "USD" });
    const service = await createService(api);
    expect(service).toMatchObject({ currency: "USD" });
    expect((await api.get("/v1/services")).body.data[0].currency).toBe("USD");
  });

  it("keeps prices with cents exactly, and accepts a free service", async () => {
    const { api } = await t.newProvider();
    for (const price of [19.99, 0.1, 0.3, 1234.56, 0, 10_000_000]) {
      const service = await createService(api, { price });
      expect((await api.get(`/v1/services/${service.id}`)).body.data.price).toBe(price);
    }
  });

  it("accepts durations of 1 and 1440 minutes", async () => {
    const { api } = await t.newProvider();
    for (const duration of [1, 1440]) {
      const service = await createService(api, { duration });
      expect((await api.get(`/v1/services/${service.id}`)).body.data.duration).toBe(duration);
    }
  });

  it.each([
    ["duration 0", { duration: 0 }, ["duration"]],
    ["duration 1441", { duration: 1441 }, ["duration"]],
    ["a fractional duration", { duration: 30.5 }, ["duration"]],
    ["a duration as text", { duration: "30" }, ["duration"]],
    ["a negative price", { price: -1 }, ["price"]],
    ["a price with 3 decimals", { price: 10.999 }, ["price"]],
    ["a price as text", { price: "25" }, ["price"]],
    ["a price too large", { price: 10_000_000.01 }, ["price"]],
    ["a blank name", { name: " " }, ["name"]],
    ["isActive as text", { isActive: "yes" }, ["isActive"]],
    ["name, duration and price all missing", { name: undefined, duration: undefined, price: undefined }, ["duration", "name", "price"]],
  ])("answers 400 for %s", async (_label, overrides, paths) => {
    const { api } = await t.newProvider();
    expectValidationError(await api.post("/v1/services", { name: "Cut", duration: 30, price: 25, ...overrides }), paths);
    expect((await api.get("/v1/services", { query: { active: "false" } })).body.data).toEqual([]);
  });

  it("answers 400 for an unknown field such as currency (it comes from the provider)", async () => {
    const { api } = await t.newProvider();
    const res = await api.post("/v1/services", { name: "Cut", duration: 30, price: 25, currency: "USD" });
    expectError(res, 400, "BAD_REQUEST");
    expect(JSON.stringify(res.body.error.details)).toContain("currency");
  });
});

describe("GET /v1/services", () => {
  let api: ApiClient;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ api } = await t.newProvider());
    ids.cut = (await createService(api, { name: "Cut", category: "hair" })).id;
    ids.colour = (await createService(api, { name: "Colour", category: "hair" })).id;
    ids.nails = (await createService(api, { name: "Nails", category: "nails" })).id;
    ids.retired = (await createService(api, { name: "Perm", category: "hair", isActive: false })).id;
    ids.plain = (await createService(api, { name: "Consultation" })).id;
  });

  it("lists only active services by default and with active=true", async () => {
    for (const query of [{}, { active: "true" }]) {
      const res = await api.get("/v1/services", { query });
      expect(res.status).toBe(200);
      expect(idsOf(res).sort()).toEqual([ids.cut, ids.colour, ids.nails, ids.plain].sort());
      expect(res.body.pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
      for (const item of res.body.data) expect(Object.keys(item).sort()).toEqual(SERVICE_KEYS);
    }
  });

  it("lists inactive services too with active=false", async () => {
    const res = await api.get("/v1/services", { query: { active: "false" } });
    expect(idsOf(res).sort()).toEqual(Object.values(ids).sort());
    expect(res.body.data.find((s: { id: string }) => s.id === ids.retired).isActive).toBe(false);
  });

  it("filters by category, combined with active", async () => {
    const hair = await api.get("/v1/services", { query: { category: "hair" } });
    expect(idsOf(hair).sort()).toEqual([ids.cut, ids.colour].sort());
    expect(hair.body.pagination.total).toBe(2);
    const allHair = await api.get("/v1/services", { query: { category: "hair", active: "false" } });
    expect(idsOf(allHair).sort()).toEqual([ids.cut, ids.colour, ids.retired].sort());
    const none = await api.get("/v1/services", { query: { category: "massage" } });
    expect(none.body.data).toEqual([]);
    expect(none.body.pagination.total).toBe(0);
  });

  it("pages without overlap", async () => {
    const p1 = await api.get("/v1/services", { query: { limit: 3, page: 1 } });
    const p2 = await api.get("/v1/services", { query: { limit: 3, page: 2 } });
    expect(p1.body.pagination).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2 });
    expect(p1.body.data).toHaveLength(3);
    expect(p2.body.data).toHaveLength(1);
    expect(new Set([...idsOf(p1), ...idsOf(p2)]).size).toBe(4);
  });

  it.each([
    [{ active: "banana" }, "active"],
    [{ limit: "0" }, "limit"],
    [{ limit: "101" }, "limit"],
    [{ page: "0" }, "page"],
    [{ page: "one" }, "page"],
  ])("answers 400 for %j", async (query, path) => {
    expectValidationError(await api.get("/v1/services", { query }), [path]);
  });
});

describe("GET and PATCH /v1/services/:id", () => {
  it("answers 404 for an unknown id", async () => {
    const { api } = await t.newProvider();
    expectError(await api.get("/v1/services/svc_nope"), 404, "NOT_FOUND");
    expectError(await api.patch("/v1/services/svc_nope", { name: "X" }), 404, "NOT_FOUND");
  });

  it("updates fields, answers the record and moves updatedAt", async () => {
    const { api } = await t.newProvider();
    const service = await createService(api, { description: "Old", category: "hair" });
    await sleep(15);
    const res = await api.patch(`/v1/services/${service.id}`, {
      name: "Long cut",
      duration: 60,
      price: 49.99,
      description: null,
      category: "premium",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Service updated" });
    expect(res.body.data).toMatchObject({
      id: service.id,
      name: "Long cut",
      duration: 60,
      price: 49.99,
      description: null,
      category: "premium",
      currency: "EUR",
      isActive: true,
    });
    expect(Date.parse(res.body.data.updatedAt)).toBeGreaterThan(Date.parse(service.updatedAt));
    expect((await api.get(`/v1/services/${service.id}`)).body.data).toEqual(res.body.data);
  });

  it("isActive false hides the service from the default list; true brings it back", async () => {
    const { api } = await t.newProvider();
    const service = await createService(api);
    expect((await api.patch(`/v1/services/${service.id}`, { isActive: false })).status).toBe(200);
    expect((await api.get("/v1/services")).body.data).toEqual([]);
    expect(idsOf(await api.get("/v1/services", { query: { active: "false" } }))).toEqual([service.id]);
    expect((await api.patch(`/v1/services/${service.id}`, { isActive: true })).status).toBe(200);
    expect(idsOf(await api.get("/v1/services"))).toEqual([service.id]);
  });

  it("validates the body and changes nothing on 400", async () => {
    const { api } = await t.newProvider();
    const service = await createService(api, { price: 25, duration: 30 });
    expectValidationError(await api.patch(`/v1/services/${service.id}`, { duration: 0 }), ["duration"]);
    expectValidationError(await api.patch(`/v1/services/${service.id}`, { price: 1.001 }), ["price"]);
    expectError(await api.patch(`/v1/services/${service.id}`, { currency: "USD" }), 400, "BAD_REQUEST");
    expect((await api.get(`/v1/services/${service.id}`)).body.data).toMatchObject({ price: 25, duration: 30, currency: "EUR" });
  });

  it("shows a changed price in the detail of staff offering it", async () => {
    const { api } = await t.newProvider();
    const service = await createService(api, { name: "Shave", price: 15 });
    const staff = await api.post("/v1/staff", {
      name: "Sam",
      email: "sam@example.com",
      role: "staff",
      services: [service.id],
    });
    expect(staff.status).toBe(201);
    expect((await api.patch(`/v1/services/${service.id}`, { price: 17.5 })).status).toBe(200);
    const detail = await api.get(`/v1/staff/${staff.body.data.id}`);
    expect(detail.body.data.services).toEqual([{ id: service.id, name: "Shave", price: 17.5 }]);
  });
});
