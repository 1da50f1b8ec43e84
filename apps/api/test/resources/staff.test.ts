import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import type { ApiClient } from "@booking/testing";
import { expectError, expectValidationError, ISO_UTC, sleep, startTestApi, unique, type TestApi } from "../helpers";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

const LIST_ITEM_KEYS = [
  "avatar",
  "bio",
  "createdAt",
  "email",
  "id",
  "isActive",
  "name",
  "phone",
  "rating",
  "role",
  "services",
  "totalBookings",
].sort();

const DETAIL_KEYS = [
  "avatar",
  "bio",
  "createdAt",
  "email",
  "id",
  "isActive",
  "name",
  "phone",
  "role",
  "schedule",
  "services",
  "stats",
  "updatedAt",
].sort();

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

function staffBody(overrides: Record<string, unknown> = {}) {
  return { name: "Ann Smith", email: `${unique("ann")}@example.com`, role: "staff", ...overrides };
}

async function createStaff(api: ApiClient, overrides: Record<string, unknown> = {}) {
  const res = await api.post("/v1/staff", staffBody(overrides));
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; name: string; email: string; role: string; createdAt: string };
}

async function createService(api: ApiClient, body: Record<string, unknown> = {}) {
  const res = await api.post("/v1/services", { name: "Cut", duration: 30, price: 25, ...body });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; name: string; price: number };
}

const idsOf = (res: { body: { data: { id: string }[] } }) => res.body.data.map((item) => item.id);

describe("POST /v1/staff", () => {
  it("creates a member with 201 and lists it", async () => {
    const { api } = await t.newProvider();
    const service = await api.post("/v1/services", { name: "Cut", duration: 30, price: 25 });
    expect(service.status).toBe(201);
    const created = await api.post("/v1/staff", {
      name: "Ann",
      email: "ann@example.com",
      role: "staff",
      password: "correct horse",
      services: [service.body.data.id],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(Object.keys(created.body.data).sort()).toEqual(["createdAt", "email", "id", "name", "role"]);
    expect(created.body.data.id).toMatch(/^staff_/);
    const list = await api.get("/v1/staff");
    expect(list.status).toBe(200);
    expect(list.body.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    expect(list.body.data[0]).toMatchObject({ id: created.body.data.id, services: [service.body.data.id], isActive: true });
    expect(JSON.stringify(list.body)).not.toContain("password");
  });

  it("answers exactly {id, name, email, role, createdAt} and a message", async () => {
    const { api } = await t.newProvider();
    const before = Date.now();
    const res = await api.post("/v1/staff", {
      name: "Bea Jones",
      email: "Bea.Jones@Example.com",
      role: "manager",
      phone: "+49 30 1234567",
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["data", "message", "success"]);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe("Staff member created");
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^staff_[0-9A-Za-z]{16,}$/),
      name: "Bea Jones",
      email: "Bea.Jones@Example.com",
      role: "manager",
      createdAt: expect.stringMatching(ISO_UTC),
    });
    const createdAt = Date.parse(res.body.data.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it("gives each member a distinct id", async () => {
    const { api } = await t.newProvider();
    const a = await createStaff(api);
    const b = await createStaff(api);
    expect(a.id).not.toBe(b.id);
  });

  it("works Monday to Friday 09:00-17:00 when created without a schedule", async () => {
    const { api } = await t.newProvider();
    const member = await createStaff(api);
    const detail = await api.get(`/v1/staff/${member.id}`);
    expect(detail.body.data.schedule).toEqual({
      monday: { start: "09:00", end: "17:00" },
      tuesday: { start: "09:00", end: "17:00" },
      wednesday: { start: "09:00", end: "17:00" },
      thursday: { start: "09:00", end: "17:00" },
      friday: { start: "09:00", end: "17:00" },
      saturday: null,
      sunday: null,
    });
  });

  it("answers 409 for an email already used in the provider, whatever its case", async () => {
    const { api } = await t.newProvider();
    await createStaff(api, { email: "Dup@Example.com" });
    const again = await api.post("/v1/staff", staffBody({ email: "dup@example.COM" }));
    expectError(again, 409, "CONFLICT");
    const list = await api.get("/v1/staff", { query: { active: false } });
    expect(list.body.pagination.total).toBe(1);
  });

  it("lets another provider use the same email", async () => {
    const a = await t.newProvider();
    const b = await t.newProvider();
    await createStaff(a.api, { email: "shared@example.com" });
    const res = await b.api.post("/v1/staff", staffBody({ email: "shared@example.com" }));
    expect(res.status).toBe(201);
  });

  it("answers 404 for an unknown service id and creates nothing", async () => {
    const { api } = await t.newProvider();
    const res = await api.post("/v1/staff", staffBody({ services: ["svc_doesnotexist"] }));
    expectError(res, 404, "NOT_FOUND");
    expect(res.body.error.message).toContain("svc_doesnotexist");
    const list = await api.get("/v1/staff", { query: { active: false } });
    expect(list.body.data).toEqual([]);
  });

  describe("validation: 400 with one detail per invalid field", () => {
    let api: ApiClient;
    beforeAll(async () => {
      ({ api } = await t.newProvider());
    });

    const day = (value: unknown) => ({ schedule: { monday: value } });

    const cases: [string, Record<string, unknown>, string[]][] = [
      ["a bad email", { email: "not-an-email" }, ["email"]],
      ["an unknown role", { role: "owner" }, ["role"]],
      ["a missing name", { name: undefined }, ["name"]],
      ["a blank name", { name: "   " }, ["name"]],
      ["a short password", { password: "short" }, ["password"]],
      ["a time that is not HH:MM", day({ start: "9:00", end: "17:00" }), ["schedule.monday.start"]],
      ["an hour past 24", day({ start: "09:00", end: "25:00" }), ["schedule.monday.end"]],
      ["minutes past 59", day({ start: "09:60", end: "17:00" }), ["schedule.monday.start"]],
      ["start equal to end", day({ start: "10:00", end: "10:00" }), ["schedule.monday.end"]],
      ["start after end", day({ start: "18:00", end: "09:00" }), ["schedule.monday.end"]],
      [
        "a break outside the day",
        day({ start: "09:00", end: "17:00", breaks: [{ start: "16:30", end: "17:30" }] }),
        ["schedule.monday.breaks.0"],
      ],
      [
        "overlapping breaks",
        day({
          start: "09:00",
          end: "17:00",
          breaks: [
            { start: "12:00", end: "13:00" },
            { start: "12:30", end: "13:30" },
          ],
        }),
        ["schedule.monday.breaks.1"],
      ],
      [
        "a break ending before it starts",
        day({ start: "09:00", end: "17:00", breaks: [{ start: "13:00", end: "12:00" }] }),
        ["schedule.monday.breaks.0.end"],
      ],
      ["a day that is not an object", day("09:00-17:00"), ["schedule.monday"]],
      ["a bad email and a bad role together", { email: "nope", role: "boss" }, ["email", "role"]],
    ];

    it.each(cases)("rejects %s", async (_label, overrides, paths) => {
      const res = await api.post("/v1/staff", staffBody(overrides));
      expectValidationError(res, paths);
    });

    it("rejects an unknown weekday key, naming it", async () => {
      const res = await api.post("/v1/staff", staffBody({ schedule: { funday: { start: "09:00", end: "17:00" } } }));
      expectError(res, 400, "BAD_REQUEST");
      expect(res.body.error.details).toHaveLength(1);
      expect(res.body.error.details[0].message).toContain("funday");
    });

    it("rejects an unknown body field, naming it", async () => {
      const res = await api.post("/v1/staff", staffBody({ nickname: "Annie" }));
      expectError(res, 400, "BAD_REQUEST");
      expect(res.body.error.details).toHaveLength(1);
      expect(res.body.error.details[0].message).toContain("nickname");
    });

    // The error body has one detail per field, with the field's path. Unknown keys are reported today
    // as one detail for all of them at the parent's path ("(body)", "schedule"):
    // packages/core/src/errors.ts zodIssuesToDetails does not expand `unrecognized_keys` issues.
    it("gives each unknown field its own detail at the field's path", async () => {
      const body = await api.post("/v1/staff", staffBody({ nickname: "Annie", shoeSize: 38 }));
      expectValidationError(body, ["nickname", "shoeSize"]);
      const weekday = await api.post("/v1/staff", staffBody({ schedule: { funday: { start: "09:00", end: "17:00" } } }));
      expectValidationError(weekday, ["schedule.funday"]);
    });

    it("creates nothing for any invalid body", async () => {
      const list = await api.get("/v1/staff", { query: { active: false } });
      expect(list.body.data).toEqual([]);
    });

    it("accepts a valid schedule with breaks and days off, keeping breaks in time order", async () => {
      const schedule = {
        monday: {
          start: "08:00",
          end: "24:00",
          breaks: [
            { start: "15:00", end: "15:15" },
            { start: "12:00", end: "13:00" },
          ],
        },
        tuesday: null,
        saturday: { start: "10:00", end: "14:00" },
      };
      const created = await createStaff(api, { schedule });
      const detail = await api.get(`/v1/staff/${created.id}`);
      expect(detail.body.data.schedule).toEqual({
        monday: {
          start: "08:00",
          end: "24:00",
          breaks: [
            { start: "12:00", end: "13:00" },
            { start: "15:00", end: "15:15" },
          ],
        },
        tuesday: null,
        wednesday: null,
        thursday: null,
        friday: null,
        saturday: { start: "10:00", end: "14:00" },
        sunday: null,
      });
    });
  });
});

describe("GET /v1/staff and /v1/staff/:id shapes", () => {
  it("lists items with the list fields and gives the detail its own fields", async () => {
    const { api } = await t.newProvider();
    const cut = await createService(api, { name: "Cut", price: 25.5 });
    const colour = await createService(api, { name: "Colour", price: 80 });
    const member = await createStaff(api, {
      name: "Cleo",
      phone: "+44 20 7946 0000",
      avatar: "https://example.com/cleo.png",
      bio: "Colour specialist",
      services: [cut.id, colour.id],
    });

    const list = await api.get("/v1/staff");
    expect(list.status).toBe(200);
    const item = list.body.data[0];
    expect(Object.keys(item).sort()).toEqual(LIST_ITEM_KEYS);
    expect(item).toEqual({
      id: member.id,
      name: "Cleo",
      email: member.email,
      phone: "+44 20 7946 0000",
      role: "staff",
      avatar: "https://example.com/cleo.png",
      bio: "Colour specialist",
      services: expect.any(Array),
      isActive: true,
      totalBookings: 0,
      rating: 0,
      createdAt: member.createdAt,
    });
    expect([...item.services].sort()).toEqual([cut.id, colour.id].sort());

    const detail = await api.get(`/v1/staff/${member.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.success).toBe(true);
    const data = detail.body.data;
    expect(Object.keys(data).sort()).toEqual(DETAIL_KEYS);
    expect(data).not.toHaveProperty("totalBookings");
    expect(data).not.toHaveProperty("rating");
    expect(data.bio).toBe("Colour specialist");
    expect(data.createdAt).toBe(member.createdAt);
    expect(data.updatedAt).toMatch(ISO_UTC);
    expect(data.stats).toEqual({
      totalBookings: 0,
      thisMonth: 0,
      averageRating: 0,
      completedBookings: 0,
      cancelledBookings: 0,
    });
    expect(Object.keys(data.schedule).sort()).toEqual([...WEEKDAYS].sort());
    expect([...data.services].sort((a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: cut.id, name: "Cut", price: 25.5 },
        { id: colour.id, name: "Colour", price: 80 },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it("answers 404 for an unknown id", async () => {
    const { api } = await t.newProvider();
    expectError(await api.get("/v1/staff/staff_doesnotexist"), 404, "NOT_FOUND");
  });
});

describe("GET /v1/staff filters and pagination", () => {
  let api: ApiClient;
  let active: { id: string };
  let inactive: { id: string };
  let manager: { id: string };

  beforeAll(async () => {
    ({ api } = await t.newProvider());
    active = await createStaff(api, { name: "Active" });
    inactive = await createStaff(api, { name: "Inactive" });
    manager = await createStaff(api, { name: "Manager", role: "manager" });
    const off = await api.patch(`/v1/staff/${inactive.id}`, { isActive: false });
    expect(off.status).toBe(200);
  });

  it("lists only active members by default and with active=true", async () => {
    for (const query of [{}, { active: "true" }]) {
      const res = await api.get("/v1/staff", { query });
      expect(res.status).toBe(200);
      expect(idsOf(res).sort()).toEqual([active.id, manager.id].sort());
      expect(res.body.pagination.total).toBe(2);
      expect(res.body.data.every((s: { isActive: boolean }) => s.isActive)).toBe(true);
    }
  });

  it("lists active and inactive members with active=false", async () => {
    const res = await api.get("/v1/staff", { query: { active: "false" } });
    expect(res.status).toBe(200);
    expect(idsOf(res).sort()).toEqual([active.id, inactive.id, manager.id].sort());
    expect(res.body.data.find((s: { id: string }) => s.id === inactive.id).isActive).toBe(false);
  });

  it.each(["banana", "yes", "", "2"])("answers 400 for active=%j", async (value) => {
    expectValidationError(await api.get("/v1/staff", { query: { active: value } }), ["active"]);
  });

  it("filters by role", async () => {
    const managers = await api.get("/v1/staff", { query: { role: "manager" } });
    expect(idsOf(managers)).toEqual([manager.id]);
    expect(managers.body.pagination.total).toBe(1);
    const admins = await api.get("/v1/staff", { query: { role: "admin" } });
    expect(admins.body.data).toEqual([]);
    expect(admins.body.pagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0 });
    const staffInactiveToo = await api.get("/v1/staff", { query: { role: "staff", active: "false" } });
    expect(idsOf(staffInactiveToo).sort()).toEqual([active.id, inactive.id].sort());
  });

  it("answers 400 for an unknown role", async () => {
    expectValidationError(await api.get("/v1/staff", { query: { role: "owner" } }), ["role"]);
  });

  it("pages through members without overlap", async () => {
    const page1 = await api.get("/v1/staff", { query: { active: "false", limit: 2, page: 1 } });
    const page2 = await api.get("/v1/staff", { query: { active: "false", limit: 2, page: 2 } });
    const page3 = await api.get("/v1/staff", { query: { active: "false", limit: 2, page: 3 } });
    expect(page1.body.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(page2.body.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(page3.body.pagination).toEqual({ page: 3, limit: 2, total: 3, totalPages: 2 });
    expect(page1.body.data).toHaveLength(2);
    expect(page2.body.data).toHaveLength(1);
    expect(page3.body.data).toEqual([]);
    expect([...idsOf(page1), ...idsOf(page2)].sort()).toEqual([active.id, inactive.id, manager.id].sort());
  });

  it("accepts limit 1 and 100", async () => {
    const one = await api.get("/v1/staff", { query: { limit: 1 } });
    expect(one.body.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect(one.body.data).toHaveLength(1);
    const hundred = await api.get("/v1/staff", { query: { limit: 100 } });
    expect(hundred.status).toBe(200);
    expect(hundred.body.pagination.limit).toBe(100);
  });

  const badPages: [string, Record<string, string>, string][] = [
    ["limit=0", { limit: "0" }, "limit"],
    ["limit=101", { limit: "101" }, "limit"],
    ["limit=-1", { limit: "-1" }, "limit"],
    ["limit=abc", { limit: "abc" }, "limit"],
    ["limit=2.5", { limit: "2.5" }, "limit"],
    ["page=0", { page: "0" }, "page"],
    ["page=-3", { page: "-3" }, "page"],
    ["page=abc", { page: "abc" }, "page"],
  ];
  it.each(badPages)("answers 400 for %s", async (_label, query, path) => {
    expectValidationError(await api.get("/v1/staff", { query }), [path]);
  });
});

describe("PATCH /v1/staff/:id", () => {
  it("updates fields, answers {id, name, updatedAt} and moves updatedAt", async () => {
    const { api } = await t.newProvider();
    const member = await createStaff(api, { name: "Dora" });
    const before = await api.get(`/v1/staff/${member.id}`);
    await sleep(15);
    const res = await api.patch(`/v1/staff/${member.id}`, { name: "Dora Lee", phone: "+1 555 0100", role: "admin" });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["data", "message", "success"]);
    expect(res.body.message).toBe("Staff member updated");
    expect(Object.keys(res.body.data).sort()).toEqual(["id", "name", "updatedAt"]);
    expect(res.body.data.id).toBe(member.id);
    expect(res.body.data.name).toBe("Dora Lee");
    expect(res.body.data.updatedAt).toMatch(ISO_UTC);
    expect(Date.parse(res.body.data.updatedAt)).toBeGreaterThan(Date.parse(before.body.data.updatedAt));

    const after = await api.get(`/v1/staff/${member.id}`);
    expect(after.body.data).toMatchObject({ name: "Dora Lee", phone: "+1 555 0100", role: "admin" });
    expect(after.body.data.updatedAt).toBe(res.body.data.updatedAt);
    expect(after.body.data.createdAt).toBe(member.createdAt);
  });

  it("isActive false hides the member from the default list but keeps it readable", async () => {
    const { api } = await t.newProvider();
    const member = await createStaff(api);
    expect(idsOf(await api.get("/v1/staff"))).toEqual([member.id]);
    expect((await api.patch(`/v1/staff/${member.id}`, { isActive: false })).status).toBe(200);
    expect((await api.get("/v1/staff")).body.data).toEqual([]);
    expect(idsOf(await api.get("/v1/staff", { query: { active: "false" } }))).toEqual([member.id]);
    const detail = await api.get(`/v1/staff/${member.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.isActive).toBe(false);
    expect((await api.patch(`/v1/staff/${member.id}`, { isActive: true })).status).toBe(200);
    expect(idsOf(await api.get("/v1/staff"))).toEqual([member.id]);
  });

  it("replaces the services as a whole", async () => {
    const { api } = await t.newProvider();
    const s1 = await createService(api, { name: "One" });
    const s2 = await createService(api, { name: "Two" });
    const s3 = await createService(api, { name: "Three", price: 12.25 });
    const member = await createStaff(api, { services: [s1.id, s2.id] });

    expect((await api.patch(`/v1/staff/${member.id}`, { services: [s3.id] })).status).toBe(200);
    const detail = await api.get(`/v1/staff/${member.id}`);
    expect(detail.body.data.services).toEqual([{ id: s3.id, name: "Three", price: 12.25 }]);
    expect((await api.get("/v1/staff")).body.data[0].services).toEqual([s3.id]);

    expect((await api.patch(`/v1/staff/${member.id}`, { services: [] })).status).toBe(200);
    expect((await api.get(`/v1/staff/${member.id}`)).body.data.services).toEqual([]);
  });

  it("leaves services alone when the body does not mention them", async () => {
    const { api } = await t.newProvider();
    const s1 = await createService(api);
    const member = await createStaff(api, { services: [s1.id] });
    expect((await api.patch(`/v1/staff/${member.id}`, { name: "Renamed" })).status).toBe(200);
    expect((await api.get(`/v1/staff/${member.id}`)).body.data.services.map((s: { id: string }) => s.id)).toEqual([s1.id]);
  });

  it("replaces the schedule as a whole", async () => {
    const { api } = await t.newProvider();
    const member = await createStaff(api);
    const res = await api.patch(`/v1/staff/${member.id}`, { schedule: { sunday: { start: "10:00", end: "12:00" } } });
    expect(res.status).toBe(200);
    const schedule = (await api.get(`/v1/staff/${member.id}`)).body.data.schedule;
    expect(schedule.sunday).toEqual({ start: "10:00", end: "12:00" });
    expect(schedule.monday).toBeNull();
  });

  it("answers 404 for an unknown service id and changes nothing", async () => {
    const { api } = await t.newProvider();
    const s1 = await createService(api);
    const member = await createStaff(api, { name: "Keep", services: [s1.id] });
    const res = await api.patch(`/v1/staff/${member.id}`, { name: "Changed", services: [s1.id, "svc_nope"] });
    expectError(res, 404, "NOT_FOUND");
    const detail = await api.get(`/v1/staff/${member.id}`);
    expect(detail.body.data.name).toBe("Keep");
    expect(detail.body.data.services.map((s: { id: string }) => s.id)).toEqual([s1.id]);
  });

  it("answers 404 for an unknown member", async () => {
    const { api } = await t.newProvider();
    expectError(await api.patch("/v1/staff/staff_nope", { name: "X" }), 404, "NOT_FOUND");
  });

  it("answers 409 when changing the email to another member's, whatever its case", async () => {
    const { api } = await t.newProvider();
    await createStaff(api, { email: "taken@example.com" });
    const other = await createStaff(api);
    expectError(await api.patch(`/v1/staff/${other.id}`, { email: "TAKEN@example.com" }), 409, "CONFLICT");
    expect((await api.get(`/v1/staff/${other.id}`)).body.data.email).toBe(other.email);
  });

  it("validates the body: wrong types, bad schedule, unknown fields", async () => {
    const { api } = await t.newProvider();
    const member = await createStaff(api);
    expectValidationError(await api.patch(`/v1/staff/${member.id}`, { isActive: "no" }), ["isActive"]);
    expectValidationError(await api.patch(`/v1/staff/${member.id}`, { name: "" }), ["name"]);
    expectValidationError(await api.patch(`/v1/staff/${member.id}`, { schedule: { monday: { start: "12:00", end: "11:00" } } }), [
      "schedule.monday.end",
    ]);
    const unknown = await api.patch(`/v1/staff/${member.id}`, { rating: 5 });
    expectError(unknown, 400, "BAD_REQUEST");
    expect(unknown.body.error.details[0].message).toContain("rating");
  });
});

describe("DELETE /v1/staff/:id (soft delete)", () => {
  it("removes the member from reads and lists, and frees the email", async () => {
    const { api } = await t.newProvider();
    const keep = await createStaff(api);
    const gone = await createStaff(api, { email: "gone@example.com" });

    const res = await api.delete(`/v1/staff/${gone.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });

    expectError(await api.get(`/v1/staff/${gone.id}`), 404, "NOT_FOUND");
    expect(idsOf(await api.get("/v1/staff"))).toEqual([keep.id]);
    const all = await api.get("/v1/staff", { query: { active: "false" } });
    expect(idsOf(all)).toEqual([keep.id]);
    expect(all.body.pagination.total).toBe(1);
    expectError(await api.patch(`/v1/staff/${gone.id}`, { name: "Back" }), 404, "NOT_FOUND");
    expectError(await api.delete(`/v1/staff/${gone.id}`), 404, "NOT_FOUND");

    const reused = await api.post("/v1/staff", staffBody({ email: "GONE@example.com" }));
    expect(reused.status).toBe(201);
    expect(reused.body.data.id).not.toBe(gone.id);
  });

  it("answers 404 for an unknown member", async () => {
    const { api } = await t.newProvider();
    expectError(await api.delete("/v1/staff/staff_nope"), 404, "NOT_FOUND");
  });

  it("keeps the row in the database (soft, not hard, delete)", async () => {
    const { api, providerId } = await t.newProvider();
    const member = await createStaff(api);
    expect((await api.delete(`/v1/staff/${member.id}`)).status).toBe(200);
    const row = await t.db
      .selectFrom("staff")
      .select(["deleted_at"])
      .where("provider_id", "=", providerId)
      .where("id", "=", member.id)
      .executeTakeFirst();
    expect(row?.deleted_at).toBeInstanceOf(Date);
  });
});

describe("passwords", () => {
  it("are never returned and are stored as argon2 hashes", async () => {
    const { api, providerId } = await t.newProvider();
    const password = "Secret-Passw0rd-xyz";
    const created = await api.post("/v1/staff", staffBody({ password }));
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const patched = await api.patch(`/v1/staff/${id}`, { name: "Renamed" });
    const responses = [
      created,
      patched,
      await api.get(`/v1/staff/${id}`),
      await api.get("/v1/staff"),
      await api.get("/v1/staff", { query: { active: "false" } }),
    ];
    for (const res of responses) {
      expect(res.status).toBeLessThan(300);
      expect(res.text).not.toContain(password);
      expect(res.text.toLowerCase()).not.toContain("password");
      expect(res.text).not.toContain("$argon2");
    }

    const hashOf = async () =>
      (
        await t.db
          .selectFrom("staff")
          .select("password_hash")
          .where("provider_id", "=", providerId)
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).password_hash;
    const stored = await hashOf();
    expect(stored).toMatch(/^\$argon2(id|i|d)\$/);
    expect(stored).not.toContain(password);

    // A new password replaces the hash; another PATCH leaves it alone.
    expect((await api.patch(`/v1/staff/${id}`, { password: "another-password-1" })).status).toBe(200);
    const rehashed = await hashOf();
    expect(rehashed).toMatch(/^\$argon2/);
    expect(rehashed).not.toBe(stored);
    expect((await api.patch(`/v1/staff/${id}`, { phone: "123" })).status).toBe(200);
    expect(await hashOf()).toBe(rehashed);
  });

  it("is not searchable in the database as plain text", async () => {
    const { api } = await t.newProvider();
    const password = "plain-text-canary-42";
    expect((await api.post("/v1/staff", staffBody({ password }))).status).toBe(201);
    const found = await sql<{ n: number }>`SELECT count(*)::int AS n FROM staff WHERE staff::text LIKE ${`%${password}%`}`.execute(t.db);
    expect(found.rows[0]?.n).toBe(0);
  });
});
