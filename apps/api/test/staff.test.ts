import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

describe("staff", () => {
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
});
