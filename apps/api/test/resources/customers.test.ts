import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "@booking/testing";
import { expectError, expectValidationError, ISO_UTC, sleep, startTestApi, unique, type TestApi } from "../helpers";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

const CUSTOMER_KEYS = ["createdAt", "email", "id", "name", "notes", "phone", "totalBookings", "updatedAt"];

async function createCustomer(api: ApiClient, body: Record<string, unknown>) {
  const res = await api.post("/v1/customers", body);
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; name: string; email: string | null; phone: string | null; updatedAt: string };
}

const idsOf = (res: { body: { data: { id: string }[] } }) => res.body.data.map((item) => item.id);

describe("POST /v1/customers", () => {
  it("creates a customer with 201, the full record and a message", async () => {
    const { api } = await t.newProvider();
    const res = await api.post("/v1/customers", {
      name: "Chris Doe",
      email: "Chris@Example.com",
      phone: "+49 30 555-0100",
      notes: "Prefers mornings",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: "Customer created" });
    expect(Object.keys(res.body.data).sort()).toEqual(CUSTOMER_KEYS);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^cus_[0-9A-Za-z]{16,}$/),
      name: "Chris Doe",
      email: "Chris@Example.com",
      phone: "+49 30 555-0100",
      notes: "Prefers mornings",
      totalBookings: 0,
      createdAt: expect.stringMatching(ISO_UTC),
      updatedAt: expect.stringMatching(ISO_UTC),
    });
    const read = await api.get(`/v1/customers/${res.body.data.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ success: true, data: res.body.data });
  });

  it("accepts a customer with only an email or only a phone", async () => {
    const { api } = await t.newProvider();
    const emailOnly = await createCustomer(api, { name: "Email Only", email: "e@example.com" });
    expect(emailOnly).toMatchObject({ email: "e@example.com", phone: null });
    const phoneOnly = await createCustomer(api, { name: "Phone Only", phone: "0170 1234567" });
    expect(phoneOnly).toMatchObject({ email: null, phone: "0170 1234567" });
  });

  it("accepts a walk-in with a name alone (neither email nor phone)", async () => {
    const { api } = await t.newProvider();
    for (const body of [{ name: "Walk In" }, { name: "Walk In Two", email: null, phone: null }]) {
      expect(await createCustomer(api, body)).toMatchObject({ name: body.name, email: null, phone: null });
    }
    expect((await api.get("/v1/customers")).body.pagination.total).toBe(2);
  });

  it.each([
    ["a missing name", { email: "a@example.com" }, ["name"]],
    ["a blank name", { name: "  ", email: "a@example.com" }, ["name"]],
    ["a bad email", { name: "A", email: "nope" }, ["email"]],
    ["a phone with letters", { name: "A", phone: "call me" }, ["phone"]],
    ["a name that is not a string", { name: 42, email: "a@example.com" }, ["name"]],
    ["notes that are too long", { name: "A", email: "a@example.com", notes: "x".repeat(5001) }, ["notes"]],
  ])("answers 400 for %s", async (_label, body, paths) => {
    const { api } = await t.newProvider();
    expectValidationError(await api.post("/v1/customers", body), paths);
  });

  it("answers 400 for an unknown field", async () => {
    const { api } = await t.newProvider();
    const res = await api.post("/v1/customers", { name: "A", email: "a@example.com", vip: true });
    expectError(res, 400, "BAD_REQUEST");
    expect(JSON.stringify(res.body.error.details)).toContain("vip");
  });

  it("answers 409 for an email already used in the provider, whatever its case", async () => {
    const { api } = await t.newProvider();
    await createCustomer(api, { name: "First", email: "same@example.com" });
    const dup = await api.post("/v1/customers", { name: "Second", email: "SAME@Example.COM" });
    expectError(dup, 409, "CONFLICT");
    const list = await api.get("/v1/customers");
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(["First"]);
  });

  it("lets another provider, and phone-only customers, share what must be unique only per provider", async () => {
    const a = await t.newProvider();
    const b = await t.newProvider();
    await createCustomer(a.api, { name: "A", email: "shared@example.com" });
    await createCustomer(b.api, { name: "B", email: "shared@example.com" });
    await createCustomer(a.api, { name: "P1", phone: "111 222" });
    await createCustomer(a.api, { name: "P2", phone: "111 222" });
    expect((await a.api.get("/v1/customers")).body.pagination.total).toBe(3);
  });
});

describe("GET /v1/customers/:id", () => {
  it("answers 404 for an unknown id", async () => {
    const { api } = await t.newProvider();
    expectError(await api.get("/v1/customers/cus_doesnotexist"), 404, "NOT_FOUND");
  });
});

describe("PATCH /v1/customers/:id", () => {
  it("updates fields, answers the record and moves updatedAt", async () => {
    const { api } = await t.newProvider();
    const customer = await createCustomer(api, { name: "Dana", email: "dana@example.com" });
    await sleep(15);
    const res = await api.patch(`/v1/customers/${customer.id}`, { name: "Dana Fox", phone: "+1 555 0101", notes: "VIP" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Customer updated" });
    expect(Object.keys(res.body.data).sort()).toEqual(CUSTOMER_KEYS);
    expect(res.body.data).toMatchObject({
      id: customer.id,
      name: "Dana Fox",
      email: "dana@example.com",
      phone: "+1 555 0101",
      notes: "VIP",
    });
    expect(Date.parse(res.body.data.updatedAt)).toBeGreaterThan(Date.parse(customer.updatedAt));
    expect((await api.get(`/v1/customers/${customer.id}`)).body.data).toEqual(res.body.data);
  });

  it("clears email with null while a phone remains", async () => {
    const { api } = await t.newProvider();
    const customer = await createCustomer(api, { name: "Eve", email: "eve@example.com", phone: "0301234" });
    const cleared = await api.patch(`/v1/customers/${customer.id}`, { email: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ email: null, phone: "0301234" });
    expect((await api.get(`/v1/customers/${customer.id}`)).body.data).toMatchObject({ email: null, phone: "0301234" });
  });

  it("lets a PATCH clear the last contact (the customer becomes a walk-in)", async () => {
    const { api } = await t.newProvider();
    const customer = await createCustomer(api, { name: "Eve", phone: "0301234" });
    const cleared = await api.patch(`/v1/customers/${customer.id}`, { phone: null });
    expect(cleared.status, cleared.text).toBe(200);
    expect((await api.get(`/v1/customers/${customer.id}`)).body.data).toMatchObject({ email: null, phone: null });
  });

  it("answers 409 when taking another customer's email, whatever its case, and changes nothing", async () => {
    const { api } = await t.newProvider();
    await createCustomer(api, { name: "Owner", email: "owner@example.com" });
    const other = await createCustomer(api, { name: "Other", email: "other@example.com" });
    expectError(await api.patch(`/v1/customers/${other.id}`, { email: "Owner@Example.com", name: "X" }), 409, "CONFLICT");
    expect((await api.get(`/v1/customers/${other.id}`)).body.data).toMatchObject({
      name: "Other",
      email: "other@example.com",
    });
  });

  it("lets a customer change the case of its own email", async () => {
    const { api } = await t.newProvider();
    const customer = await createCustomer(api, { name: "Case", email: "case@example.com" });
    const res = await api.patch(`/v1/customers/${customer.id}`, { email: "CASE@example.com" });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe("CASE@example.com");
  });

  it("answers 404 for an unknown customer and 400 for invalid or unknown fields", async () => {
    const { api } = await t.newProvider();
    expectError(await api.patch("/v1/customers/cus_nope", { name: "X" }), 404, "NOT_FOUND");
    const customer = await createCustomer(api, { name: "Val", email: "val@example.com" });
    expectValidationError(await api.patch(`/v1/customers/${customer.id}`, { email: "bad" }), ["email"]);
    expectValidationError(await api.patch(`/v1/customers/${customer.id}`, { name: "" }), ["name"]);
    expectError(await api.patch(`/v1/customers/${customer.id}`, { totalBookings: 3 }), 400, "BAD_REQUEST");
  });
});

describe("GET /v1/customers", () => {
  let api: ApiClient;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ api } = await t.newProvider());
    const people: [string, Record<string, unknown>][] = [
      ["alice", { name: "Alice Wonder", email: "alice@example.com", phone: "+49 111 2222" }],
      ["bob", { name: "Bob Builder", email: "bob@builder.org", phone: "555-0199" }],
      ["percent", { name: "50% Off Fan", email: "fifty@example.com" }],
      ["underscore", { name: "Under_Score", email: "under@example.com" }],
      ["backslash", { name: "Back\\Slash", phone: "777 888" }],
      ["plain", { name: "Plain Person", email: "p@example.net" }],
    ];
    for (const [label, body] of people) ids[label] = (await createCustomer(api, body)).id;
  });

  const search = async (q: string) => {
    const res = await api.get("/v1/customers", { query: { q } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.pagination.total).toBe(res.body.data.length);
    return idsOf(res).sort();
  };

  it("lists every customer with pagination", async () => {
    const res = await api.get("/v1/customers");
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.pagination).toEqual({ page: 1, limit: 20, total: 6, totalPages: 1 });
    expect(idsOf(res).sort()).toEqual(Object.values(ids).sort());
    for (const item of res.body.data) expect(Object.keys(item).sort()).toEqual(CUSTOMER_KEYS);
  });

  it("pages without overlap", async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await api.get("/v1/customers", { query: { page, limit: 2 } });
      expect(res.body.pagination).toEqual({ page, limit: 2, total: 6, totalPages: 3 });
      expect(res.body.data).toHaveLength(2);
      seen.push(...idsOf(res));
    }
    expect(new Set(seen).size).toBe(6);
    expect((await api.get("/v1/customers", { query: { page: 4, limit: 2 } })).body.data).toEqual([]);
  });

  it("q matches part of the name, case-insensitively", async () => {
    expect(await search("wonder")).toEqual([ids.alice]);
    expect(await search("ALICE")).toEqual([ids.alice]);
  });

  it("q matches part of the email or the phone", async () => {
    expect(await search("builder.org")).toEqual([ids.bob]);
    expect(await search("0199")).toEqual([ids.bob]);
    expect(await search("example.net")).toEqual([ids.plain]);
    expect(await search("example.com")).toEqual([ids.alice, ids.percent, ids.underscore].sort());
  });

  it("q treats LIKE wildcards and backslashes as plain characters", async () => {
    expect(await search("%")).toEqual([ids.percent]);
    expect(await search("_")).toEqual([ids.underscore]);
    expect(await search("r_s")).toEqual([ids.underscore]);
    expect(await search("\\")).toEqual([ids.backslash]);
    expect(await search("%%")).toEqual([]);
  });

  it("q with no match answers an empty page; an empty q matches everyone", async () => {
    const none = await api.get("/v1/customers", { query: { q: "zzzz-nobody" } });
    expect(none.body.data).toEqual([]);
    expect(none.body.pagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0 });
    expect(await search("")).toHaveLength(6);
  });

  it("q narrows the total used for pagination", async () => {
    const res = await api.get("/v1/customers", { query: { q: "example.com", limit: 1 } });
    expect(res.body.pagination).toEqual({ page: 1, limit: 1, total: 3, totalPages: 3 });
  });

  it.each([
    [{ limit: "0" }, "limit"],
    [{ limit: "101" }, "limit"],
    [{ page: "0" }, "page"],
    [{ page: "x" }, "page"],
    [{ q: "x".repeat(201) }, "q"],
  ])("answers 400 for %j", async (query, path) => {
    expectValidationError(await api.get("/v1/customers", { query }), [path]);
  });

  it("never lists another provider's customers", async () => {
    const other = await t.newProvider();
    await createCustomer(other.api, { name: unique("Alice"), email: "alice@example.com" });
    expect(await search("alice")).toEqual([ids.alice]);
  });
});
