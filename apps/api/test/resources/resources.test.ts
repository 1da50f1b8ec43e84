// Resources (rooms, chairs, equipment) over /v1/resources: what a provider creates, lists,
// changes, retires and deletes, and every bad input answered with a 400 naming its field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../helpers";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

describe("resources", () => {
  it("are created with their units (1 by default), read back, listed newest first and changed", async () => {
    const { api } = await t.newProvider();
    const room = await api.post("/v1/resources", { name: "Treatment room 1", kind: "room" });
    expect(room.status, room.text).toBe(201);
    expect(room.body.data).toMatchObject({ name: "Treatment room 1", kind: "room", quantity: 1, active: true });
    expect(room.body.data.id).toMatch(/^res_[0-9A-Za-z]{20}$/);
    const dryers = await api.post("/v1/resources", { name: "Dryers", quantity: 3 });
    expect(dryers.body.data).toMatchObject({ kind: null, quantity: 3 });

    expect((await api.get(`/v1/resources/${room.body.data.id}`)).body.data).toEqual(room.body.data);
    const listed = await api.get("/v1/resources");
    expect(listed.body.data.map((r: { name: string }) => r.name)).toEqual(["Dryers", "Treatment room 1"]);
    expect(listed.body.pagination).toMatchObject({ page: 1, total: 2 });
    expect((await api.get("/v1/resources?kind=room")).body.data.map((r: { id: string }) => r.id)).toEqual([room.body.data.id]);

    const changed = await api.patch(`/v1/resources/${dryers.body.data.id}`, { quantity: 4, kind: "dryer" });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data).toMatchObject({ name: "Dryers", kind: "dryer", quantity: 4, active: true });
    expect((await api.patch(`/v1/resources/${dryers.body.data.id}`, { kind: null })).body.data.kind).toBeNull();
  });

  it("retired (active: false) leave the default list and stay readable; deleted ones are gone", async () => {
    const { api } = await t.newProvider();
    const chair = (await api.post("/v1/resources", { name: "Chair 2", kind: "chair" })).body.data;
    const retired = await api.patch(`/v1/resources/${chair.id}`, { active: false });
    expect(retired.body.data.active).toBe(false);
    expect((await api.get("/v1/resources")).body.data).toEqual([]);
    expect((await api.get("/v1/resources?active=false")).body.data.map((r: { id: string }) => r.id)).toEqual([chair.id]);
    expect((await api.get(`/v1/resources/${chair.id}`)).status).toBe(200);

    const deleted = await api.delete(`/v1/resources/${chair.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: "Resource deleted" });
    for (const again of [await api.get(`/v1/resources/${chair.id}`), await api.delete(`/v1/resources/${chair.id}`)]) {
      expect(again.status).toBe(404);
      expect(again.body.error.message).toBe(`Resource ${chair.id} not found`);
    }
  });

  it("refuse bad input with 400 naming each field", async () => {
    const { api } = await t.newProvider();
    const cases: [unknown, string[]][] = [
      [{}, ["name"]],
      [{ name: "  " }, ["name"]],
      [{ name: "Room", quantity: 0 }, ["quantity"]],
      [{ name: "Room", quantity: 101 }, ["quantity"]],
      [{ name: "Room", quantity: 1.5 }, ["quantity"]],
      [{ name: "Room", quantity: "2" }, ["quantity"]],
      [{ name: "Room", kind: "" }, ["kind"]],
      [{ name: "x".repeat(201), kind: "k".repeat(101), active: "yes" }, ["active", "kind", "name"]],
      [{ name: "Room", colour: "red" }, [""]],
    ];
    for (const [body, fields] of cases) {
      const res = await api.post("/v1/resources", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message, JSON.stringify(body)).toEqual(expect.any(String));
      const paths = [...new Set((res.body.error.details as { path: string }[]).map((d) => d.path))].sort();
      if (fields[0] !== "") expect(paths, JSON.stringify(body)).toEqual(fields);
    }
    const room = (await api.post("/v1/resources", { name: "Room" })).body.data;
    const bad = await api.patch(`/v1/resources/${room.id}`, { quantity: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([expect.objectContaining({ path: "quantity" })]);
    expect((await api.get("/v1/resources?limit=0")).status).toBe(400);
  });
});
