// The events a booking's changes record, as subscribers receive them: booking.created names the
// staff member, and any change of time or staff member records booking.rescheduled with the
// previous start — a move, a move combined with a confirmation, a transfer when a member is
// deleted — while a change of notes alone records nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { startTestApi, type TestApi } from "../helpers";
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
  // Friday 2026-11-20, 09:00 in Berlin; the salon works Monday to Friday.
  t.clock.set("2026-11-20T08:00:00Z");
  s = await createSalon(t);
});

async function events(name?: string) {
  const result = await sql<{ event: string; data: Record<string, unknown> }>`
    SELECT event, data FROM outbox_events WHERE provider_id = ${s.providerId} ORDER BY id`.execute(t.db);
  return result.rows.filter((e) => name === undefined || e.event === name);
}

describe("booking events", () => {
  it("booking.created carries the staff member", async () => {
    const id = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id as string;
    expect((await events("booking.created")).map((e) => e.data)).toEqual([
      {
        bookingId: id,
        providerId: s.providerId,
        customerId: s.customerId,
        serviceId: s.serviceId,
        staffId: s.annId,
        staffIds: [s.annId],
        dateTime: "2026-11-23T09:00:00.000Z",
        status: "pending",
        resources: [],
        sessionId: null,
        visitId: null,
        seriesId: null,
        occurrenceKey: null,
        seats: 1,
      },
    ]);
  });

  it("a move records booking.rescheduled with the previous and the new start; notes alone record nothing", async () => {
    const id = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id as string;
    expect((await s.api.patch(`/v1/bookings/${id}`, { notes: "window seat" })).status).toBe(200);
    expect(await events("booking.rescheduled")).toEqual([]);
    expect((await s.api.patch(`/v1/bookings/${id}`, { dateTime: "2026-11-24T14:00:00+01:00" })).status).toBe(200);
    expect((await events("booking.rescheduled")).map((e) => e.data)).toEqual([
      {
        bookingId: id,
        providerId: s.providerId,
        customerId: s.customerId,
        serviceId: s.serviceId,
        staffId: s.annId,
        staffIds: [s.annId],
        previousDateTime: "2026-11-23T09:00:00.000Z",
        dateTime: "2026-11-24T13:00:00.000Z",
        status: "pending",
        resources: [],
        sessionId: null,
        visitId: null,
        seriesId: null,
        occurrenceKey: null,
        seats: 1,
        changedBy: "provider",
      },
    ]);
    // The same time again is no move.
    expect((await s.api.patch(`/v1/bookings/${id}`, { dateTime: "2026-11-24T13:00:00Z" })).status).toBe(200);
    expect(await events("booking.rescheduled")).toHaveLength(1);
  });

  it("a move and a confirmation in one request record both, the reschedule with the new status", async () => {
    const id = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id as string;
    const res = await s.api.patch(`/v1/bookings/${id}`, { status: "confirmed", dateTime: "2026-11-23T11:00:00+01:00" });
    expect(res.status).toBe(200);
    const names = (await events()).map((e) => e.event).filter((e) => e.startsWith("booking."));
    expect(names).toEqual(["booking.created", "booking.rescheduled", "booking.confirmed"]);
    expect((await events("booking.rescheduled"))[0]!.data).toMatchObject({
      previousDateTime: "2026-11-23T09:00:00.000Z",
      dateTime: "2026-11-23T10:00:00.000Z",
      status: "confirmed",
    });
  });

  it("a transfer records booking.rescheduled for each booking, at the same time with the new member", async () => {
    const first = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id as string;
    const second = (await s.book({ dateTime: "2026-11-24T15:00:00+01:00" })).body.data.id as string;
    expect((await s.api.patch(`/v1/bookings/${second}`, { status: "confirmed" })).status).toBe(200);
    const res = await s.api.delete(`/v1/staff/${s.annId}?transferBookings=${s.bobId}`);
    expect(res.status).toBe(200);
    const rescheduled = (await events("booking.rescheduled")).map((e) => e.data);
    expect(rescheduled).toHaveLength(2);
    expect(rescheduled).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          bookingId: first,
          staffId: s.bobId,
          previousDateTime: "2026-11-23T09:00:00.000Z",
          dateTime: "2026-11-23T09:00:00.000Z",
          status: "pending",
        }),
        expect.objectContaining({
          bookingId: second,
          staffId: s.bobId,
          previousDateTime: "2026-11-24T14:00:00.000Z",
          dateTime: "2026-11-24T14:00:00.000Z",
          status: "confirmed",
        }),
      ]),
    );
  });

  it("webhooks may subscribe to booking.rescheduled", async () => {
    const res = await s.api.post("/api/rpc/user/webhooks/create", {
      url: "https://hooks.example.com/booking",
      events: ["booking.rescheduled"],
    });
    expect(res.status).toBe(200);
    expect(res.body.events).toEqual(["booking.rescheduled"]);
  });
});
