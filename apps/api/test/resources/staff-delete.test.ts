// DELETE /v1/staff/:id with and without transferBookings: all or nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectError, startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

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
    expect((await s.api.get("/v1/staff", { query: { active: "false" } })).body.data.map((m: { id: string }) => m.id)).not.toContain(
      s.annId,
    );
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

  it("moves nothing when the target does not work at a booking's time, and names each booking that does not fit (409)", async () => {
    // Carl offers the service but works only Mondays (break 10:30-11:00) and Wednesdays 08:00-16:30.
    const carl = await s.api.post("/v1/staff", {
      name: "Carl",
      email: `carl-${s.providerId}@example.com`,
      role: "staff",
      services: [s.serviceId],
      schedule: {
        monday: { start: "09:00", end: "17:00", breaks: [{ start: "10:30", end: "11:00" }] },
        wednesday: { start: "08:00", end: "16:30" },
      },
    });
    expect(carl.status, carl.text).toBe(201);
    const carlId = carl.body.data.id as string;
    const id = async (body: Record<string, unknown>) => {
      const res = await s.book(body);
      expect(res.status, res.text).toBe(201);
      return res.body.data.id as string;
    };
    const inBreak = await id({ dateTime: "2026-11-23T10:00:00+01:00" }); // Mon 10:00-11:00: Carl's break
    const fits = await id({ dateTime: "2026-11-23T13:00:00+01:00" }); // Mon 13:00-14:00: fine for Carl
    const clash = await id({ dateTime: "2026-11-23T15:30:00+01:00" }); // Mon 15:30-16:30: Carl is booked 15:00-16:00
    const dayOff = await id({ dateTime: "2026-11-24T10:00:00+01:00" }); // Tuesday: Carl does not work
    const late = await id({ dateTime: "2026-11-25T16:00:00+01:00" }); // Wed 16:00-17:00: Carl stops at 16:30
    const carls = await s.book({ staffId: carlId, dateTime: "2026-11-23T15:00:00+01:00" });
    expect(carls.status, carls.text).toBe(201);

    const res = await s.api.delete(`/v1/staff/${s.annId}`, { query: { transferBookings: carlId } });
    expectError(res, 409, "CONFLICT");
    for (const misfit of [inBreak, clash, dayOff, late]) expect(res.body.error.message).toContain(misfit);
    expect(res.body.error.message).not.toContain(fits);
    const details = res.body.error.details as { path: string; message: string }[];
    expect(details.map((d) => d.path)).toEqual([inBreak, clash, dayOff, late].map((b) => `bookings.${b}`));
    const reason = Object.fromEntries(details.map((d) => [d.path.slice("bookings.".length), d.message]));
    expect(reason[inBreak]).toMatch(/^2026-11-23T09:00:00\.000Z: .*break 10:30-11:00/);
    expect(reason[clash]).toContain(carls.body.data.id);
    expect(reason[dayOff]).toMatch(/does not work on tuesdays/);
    expect(reason[late]).toMatch(/outside the staff member's working hours on wednesday \(08:00-16:30/);

    // Nothing changed: every booking is still Ann's, Ann is still there, Carl keeps only his own booking.
    for (const booking of [inBreak, fits, clash, dayOff, late]) expect(await staffOf(booking)).toBe(s.annId);
    expect((await s.api.get(`/v1/staff/${s.annId}`)).status).toBe(200);
    const carlsBookings = await s.api.get("/v1/bookings", { query: { staffId: carlId } });
    expect(carlsBookings.body.data.map((b: { id: string }) => b.id)).toEqual([carls.body.data.id]);

    // A member who can take them all (Bob works Mon-Fri 09:00-17:00, break 12:00-13:00) gets them in one go.
    const ok = await s.api.delete(`/v1/staff/${s.annId}`, { query: { transferBookings: s.bobId } });
    expect(ok.status, ok.text).toBe(200);
    for (const booking of [inBreak, fits, clash, dayOff, late]) expect(await staffOf(booking)).toBe(s.bobId);
    expectError(await s.api.get(`/v1/staff/${s.annId}`), 404, "NOT_FOUND");
  });

  it("moves a booking that has already begun, as long as the target works then", async () => {
    const running = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id;
    t.clock.set("2026-11-23T09:30:00Z"); // 10:30 in Berlin: the booking is half done
    const res = await s.api.delete(`/v1/staff/${s.annId}`, { query: { transferBookings: s.bobId } });
    expect(res.status, res.text).toBe(200);
    expect(await staffOf(running)).toBe(s.bobId);
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
