// DELETE /v1/staff/:id with and without transferBookings: all or nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectError, startTestApi, type TestApi } from "./helpers";
import { createSalon, type Salon } from "./salon";

let t: TestApi;
let s: Salon;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.clock.set("2026-11-20T08:00:00Z");
  s = await createSalon(t);
});

const staffOf = async (id: string) => (await s.api.get(`/v1/bookings/${id}`)).body.data.staff.id;

describe("DELETE /v1/staff/:id", () => {
  it("refuses with 409 and the count while future bookings exist, and changes nothing", async () => {
    await s.book({ dateTime: "2026-11-23T10:00:00+01:00" });
    await s.book({ dateTime: "2026-11-24T10:00:00+01:00" });
    const res = await s.api.delete(`/v1/staff/${s.annId}`);
    expectError(res, 409, "CONFLICT");
    expect(res.body.error.message).toMatch(/\b2\b/);
    expect((await s.api.get(`/v1/staff/${s.annId}`)).status).toBe(200);
  });

  it("deletes a member whose bookings are all past or closed", async () => {
    const id = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id;
    await s.api.delete(`/v1/bookings/${id}`);
    const res = await s.api.delete(`/v1/staff/${s.annId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    expectError(await s.api.get(`/v1/staff/${s.annId}`), 404, "NOT_FOUND");
    expect((await s.api.get("/v1/staff", { query: { active: "false" } })).body.data.map((m: { id: string }) => m.id)).not.toContain(s.annId);
    // Its bookings stay readable.
    expect((await s.api.get(`/v1/bookings/${id}`)).status).toBe(200);
  });

  it("moves every future booking to the named member in one transaction", async () => {
    const a = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id;
    const b = (await s.book({ dateTime: "2026-11-24T10:00:00+01:00" })).body.data.id;
    await s.api.patch(`/v1/bookings/${b}`, { status: "confirmed" });
    const res = await s.api.delete(`/v1/staff/${s.annId}`, { query: { transferBookings: s.bobId } });
    expect(res.status, res.text).toBe(200);
    expect(await staffOf(a)).toBe(s.bobId);
    expect(await staffOf(b)).toBe(s.bobId);
    expectError(await s.api.get(`/v1/staff/${s.annId}`), 404, "NOT_FOUND");
  });

  it("moves nothing when the target does not offer a service (409)", async () => {
    const a = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id;
    const trim = (await s.book({ serviceId: s.otherServiceId, dateTime: "2026-11-24T10:00:00+01:00" })).body.data.id;
    expectError(await s.api.delete(`/v1/staff/${s.annId}`, { query: { transferBookings: s.bobId } }), 409, "CONFLICT");
    expect(await staffOf(a)).toBe(s.annId);
    expect(await staffOf(trim)).toBe(s.annId);
    expect((await s.api.get(`/v1/staff/${s.annId}`)).status).toBe(200);
  });

  it("moves nothing when the target is busy at one of the times (409)", async () => {
    const a = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id;
    const b = (await s.book({ dateTime: "2026-11-24T10:00:00+01:00" })).body.data.id;
    await s.book({ staffId: s.bobId, dateTime: "2026-11-24T10:30:00+01:00" });
    expectError(await s.api.delete(`/v1/staff/${s.annId}`, { query: { transferBookings: s.bobId } }), 409, "CONFLICT");
    expect(await staffOf(a)).toBe(s.annId);
    expect(await staffOf(b)).toBe(s.annId);
  });

  it("refuses an inactive, unknown or identical target", async () => {
    await s.book({ dateTime: "2026-11-23T10:00:00+01:00" });
    expectError(await s.api.delete(`/v1/staff/${s.annId}`, { query: { transferBookings: "staff_missing" } }), 404, "NOT_FOUND");
    expectError(await s.api.delete(`/v1/staff/${s.annId}`, { query: { transferBookings: s.annId } }), 400, "BAD_REQUEST");
    await s.api.patch(`/v1/staff/${s.bobId}`, { isActive: false });
    expectError(await s.api.delete(`/v1/staff/${s.annId}`, { query: { transferBookings: s.bobId } }), 409, "CONFLICT");
  });

  it("never loses a booking created while the member is being deleted", async () => {
    await s.book({ dateTime: "2026-11-23T10:00:00+01:00" });
    const [deletion, ...creates] = await Promise.all([
      s.api.delete(`/v1/staff/${s.annId}`, { query: { transferBookings: s.bobId } }),
      ...["11:00", "13:00", "14:00", "15:00"].map((time) => s.book({ dateTime: `2026-11-25T${time}:00+01:00` })),
    ]);
    expect(deletion.status).toBe(200);
    // Each concurrent booking either landed before the deletion (and moved to Bob) or saw Ann gone.
    for (const res of creates) {
      if (res.status === 201) expect(await staffOf(res.body.data.id)).toBe(s.bobId);
      else expect(res.status).toBe(404);
    }
  });
});
