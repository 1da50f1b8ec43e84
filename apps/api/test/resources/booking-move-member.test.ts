// Moving a booking to another member (PATCH /v1/bookings/{id} with staffId, with or without a new
// dateTime): the console's calendar drags a booking from one member's column to another's. The
// same rules as any move: the member must offer the service and be free then; a refusal leaves the
// booking where it was; customer keys may not choose the member this way.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { createCustomerKey } from "@booking/testing";
import { expectError, startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let s: Salon;
// Friday 2026-11-20, 09:00 in Berlin. The next Monday is 2026-11-23.
const NOW = "2026-11-20T08:00:00Z";

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.clock.set(NOW);
  s = await createSalon(t);
});

const detail = async (id: string) => (await s.api.get(`/v1/bookings/${id}`)).body.data;

describe("PATCH /v1/bookings/:id with staffId", () => {
  it("gives a booking to another member at another time, frees the first member and tells the change", async () => {
    const id = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id;
    const moved = await s.api.patch(`/v1/bookings/${id}`, { staffId: s.bobId, dateTime: "2026-11-23T14:00:00+01:00" });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data).toMatchObject({ id, status: "pending" });
    expect(await detail(id)).toMatchObject({
      staff: { id: s.bobId, name: "Bob" },
      dateTime: "2026-11-23T13:00:00.000Z",
      endTime: "2026-11-23T14:00:00.000Z",
    });
    // Ann is free at 10:00 again; Bob is not at 14:00.
    expect((await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).status).toBe(201);
    expectError(await s.book({ staffId: s.bobId, dateTime: "2026-11-23T14:00:00+01:00" }), 409, "CONFLICT");
    const events = await sql<{ event: string; data: Record<string, unknown> }>`
      SELECT event, data FROM outbox_events WHERE provider_id = ${s.providerId} AND event = 'booking.rescheduled'`.execute(t.db);
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0]!.data).toMatchObject({
      bookingId: id,
      staffId: s.bobId,
      previousDateTime: "2026-11-23T09:00:00.000Z",
      changedBy: "provider",
    });
  });

  it("moves to another member at the same time with staffId alone; the same member and time change nothing", async () => {
    const id = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id;
    const same = await s.api.patch(`/v1/bookings/${id}`, { staffId: s.annId, dateTime: "2026-11-23T10:00:00+01:00" });
    expect(same.status).toBe(200);
    expect(same.body.message).toBe("Booking unchanged");
    const moved = await s.api.patch(`/v1/bookings/${id}`, { staffId: s.bobId });
    expect(moved.status, moved.text).toBe(200);
    expect(await detail(id)).toMatchObject({ staff: { id: s.bobId }, dateTime: "2026-11-23T09:00:00.000Z" });
  });

  it("refuses a member who is busy then, does not offer the service, or is unknown, and leaves the booking as it was", async () => {
    const id = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id;
    const bobs = (await s.book({ staffId: s.bobId, dateTime: "2026-11-23T15:00:00+01:00" })).body.data.id;
    expect(bobs).toMatch(/^bk_/);
    expectError(await s.api.patch(`/v1/bookings/${id}`, { staffId: s.bobId, dateTime: "2026-11-23T15:30:00+01:00" }), 409, "CONFLICT");
    // Bob's break, and Bob does not offer the beard trim.
    const breakTime = await s.api.patch(`/v1/bookings/${id}`, { staffId: s.bobId, dateTime: "2026-11-23T12:00:00+01:00" });
    expectError(breakTime, 400, "BAD_REQUEST");
    expect(breakTime.body.error.message).toEqual(expect.any(String));
    const trim = (await s.book({ serviceId: s.otherServiceId, dateTime: "2026-11-23T16:00:00+01:00" })).body.data.id;
    expectError(await s.api.patch(`/v1/bookings/${trim}`, { staffId: s.bobId }), 400, "BAD_REQUEST");
    expectError(await s.api.patch(`/v1/bookings/${id}`, { staffId: "staff_nope" }), 404, "NOT_FOUND");
    expectError(await s.api.patch(`/v1/bookings/${id}`, { staffId: "" }), 400, "BAD_REQUEST");
    // Another salon's member is unknown here.
    const other = await createSalon(t);
    expectError(await s.api.patch(`/v1/bookings/${id}`, { staffId: other.bobId }), 404, "NOT_FOUND");
    expect(await detail(id)).toMatchObject({ staff: { id: s.annId }, dateTime: "2026-11-23T09:00:00.000Z" });
    expect(await detail(trim)).toMatchObject({ staff: { id: s.annId } });
  });

  it("refuses moving a closed booking, and customer keys choosing the member", async () => {
    const id = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id;
    const customerKey = (await createCustomerKey(t.db, s.providerId, s.customerId)).apiKey;
    const asCustomer = await s.api.patch(
      `/v1/bookings/${id}`,
      { staffId: s.bobId, dateTime: "2026-11-23T14:00:00+01:00" },
      { key: customerKey },
    );
    expectError(asCustomer, 403, "FORBIDDEN");
    await s.api.patch(`/v1/bookings/${id}`, { status: "confirmed" });
    await s.api.patch(`/v1/bookings/${id}`, { status: "completed" });
    expectError(await s.api.patch(`/v1/bookings/${id}`, { staffId: s.bobId }), 409, "CONFLICT");
    expect(await detail(id)).toMatchObject({ staff: { id: s.annId }, status: "completed" });
  });
});
