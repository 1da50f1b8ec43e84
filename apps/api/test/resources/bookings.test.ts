import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { createCustomerKey } from "@booking/testing";
import { expectError, expectValidationError, startTestApi, type TestApi } from "../helpers";
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

async function outbox(providerId: string) {
  const result = await sql<{ event: string; data: Record<string, unknown> }>`
    SELECT event, data FROM outbox_events WHERE provider_id = ${providerId} ORDER BY id`.execute(t.db);
  return result.rows;
}

describe("POST /v1/bookings", () => {
  it("creates a pending booking (201) with the documented fields and records booking.created", async () => {
    const res = await s.book({ dateTime: "2026-11-23T10:00:00+01:00", notes: "first visit", source: "app" });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toEqual(expect.any(String));
    expect(Object.keys(res.body.data).sort()).toEqual([
      "createdAt",
      "customer",
      "customerTimezone",
      "dateTime",
      "id",
      "locale",
      "resources",
      "seats",
      "service",
      "sessionId",
      "staff",
      "staffIds",
      "status",
    ]);
    expect(res.body.data).toMatchObject({
      id: expect.stringMatching(/^bk_/),
      status: "pending",
      dateTime: "2026-11-23T09:00:00.000Z",
      customer: { id: s.customerId, name: "Chris", email: expect.stringContaining("@"), phone: "+49 30 1234" },
      service: { id: s.serviceId, name: "Cut & colour", duration: 60, price: 50 },
      staff: { id: s.annId, name: "Ann" },
    });

    const detail = await s.api.get(`/v1/bookings/${res.body.data.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      dateTime: "2026-11-23T09:00:00.000Z",
      endTime: "2026-11-23T10:00:00.000Z",
      notes: "first visit",
      source: "app",
      status: "pending",
      cancelledAt: null,
      payment: { status: "unpaid", method: null, amount: 50, paidAt: null },
    });

    const events = await outbox(s.providerId);
    const created = events.find((e) => e.event === "booking.created");
    expect(created?.data).toEqual({
      bookingId: res.body.data.id,
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
    });
  });

  it("defaults source to website and accepts Z times", async () => {
    const res = await s.book({ dateTime: "2026-11-23T13:00:00Z" });
    expect(res.status).toBe(201);
    expect((await s.api.get(`/v1/bookings/${res.body.data.id}`)).body.data.source).toBe("website");
  });

  it("answers 404 for records that do not exist for this provider", async () => {
    const other = await createSalon(t);
    expectError(await s.book({ customerId: "cus_nope", dateTime: "2026-11-23T10:00:00+01:00" }), 404, "NOT_FOUND");
    expectError(await s.book({ serviceId: "svc_nope", dateTime: "2026-11-23T10:00:00+01:00" }), 404, "NOT_FOUND");
    expectError(await s.book({ staffId: "staff_nope", dateTime: "2026-11-23T10:00:00+01:00" }), 404, "NOT_FOUND");
    expectError(await s.book({ customerId: other.customerId, dateTime: "2026-11-23T10:00:00+01:00" }), 404, "NOT_FOUND");
    expectError(await s.book({ staffId: other.annId, dateTime: "2026-11-23T10:00:00+01:00" }), 404, "NOT_FOUND");
  });

  it.each([
    ["in the past", { dateTime: "2026-11-19T10:00:00+01:00" }],
    ["before opening", { dateTime: "2026-11-23T08:30:00+01:00" }],
    ["running past closing", { dateTime: "2026-11-23T16:30:00+01:00" }],
    ["overlapping the break", { dateTime: "2026-11-23T11:30:00+01:00" }],
    ["on a day off", { dateTime: "2026-11-22T10:00:00+01:00" }],
  ])("answers 400 for a time %s", async (_label, body) => {
    const res = await s.book(body);
    expectError(res, 400, "BAD_REQUEST");
    expect(res.body.error.details[0].path).toBe("dateTime");
  });

  it("answers 400 when the staff member is inactive or does not offer the service", async () => {
    expectError(await s.book({ staffId: s.bobId, serviceId: s.otherServiceId, dateTime: "2026-11-23T10:00:00+01:00" }), 400, "BAD_REQUEST");
    expect((await s.api.patch(`/v1/staff/${s.bobId}`, { isActive: false })).status).toBe(200);
    const res = await s.book({ staffId: s.bobId, dateTime: "2026-11-23T10:00:00+01:00" });
    expectError(res, 400, "BAD_REQUEST");
    expect(res.body.error.message).toMatch(/not active/);
  });

  it("answers 400 with per-field details for invalid bodies", async () => {
    const res = await s.api.post("/v1/bookings", { dateTime: "2026-11-23T10:00:00", source: "fax", extra: 1 });
    expectError(res, 400, "BAD_REQUEST");
    // Every problem at once: the body's own and what a provider key must send.
    expectValidationError(res, ["serviceId", "dateTime", "source", "extra", "customerId", "staffId"]);
    expect(res.body.error.message).toMatch(/^Invalid input: .* \(and 5 more\)$/);
    const missing = await s.api.post("/v1/bookings", { serviceId: s.serviceId });
    expectValidationError(missing, ["customerId", "staffId", "dateTime"]);
    // Native tRPC says the same.
    const native = await s.api.post("/trpc/bookings.create", { serviceId: s.serviceId });
    expect(native.body.error.data.details.map((d: { path: string }) => d.path).sort()).toEqual(["customerId", "dateTime", "staffId"]);
    expectValidationError(
      await s.api.post("/v1/bookings", { serviceId: s.serviceId, dateTime: "2026-11-23T10:00:00Z", customerId: s.customerId }),
      ["staffId"],
    );
  });

  it("answers 409 for an overlap and allows back-to-back bookings", async () => {
    expect((await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).status).toBe(201);
    expectError(await s.book({ dateTime: "2026-11-23T10:30:00+01:00" }), 409, "CONFLICT");
    expect((await s.book({ dateTime: "2026-11-23T11:00:00+01:00" })).status).toBe(201);
    expect((await s.book({ dateTime: "2026-11-23T09:00:00+01:00" })).status).toBe(201);
    // Another staff member is free at the same time.
    expect((await s.book({ staffId: s.bobId, dateTime: "2026-11-23T10:00:00+01:00" })).status).toBe(201);
  });
});

describe("PATCH /v1/bookings/:id", () => {
  it("follows the status machine, with no-ops for the current status", async () => {
    const id = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id;
    const before = (await s.api.get(`/v1/bookings/${id}`)).body.data.updatedAt;

    const confirmed = await s.api.patch(`/v1/bookings/${id}`, { status: "confirmed" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ id, status: "confirmed", updatedAt: expect.any(String) });
    expect(confirmed.body.data.updatedAt > before).toBe(true);

    const again = await s.api.patch(`/v1/bookings/${id}`, { status: "confirmed" });
    expect(again.status).toBe(200);
    expect(again.body.data.updatedAt).toBe(confirmed.body.data.updatedAt);

    expectError(await s.api.patch(`/v1/bookings/${id}`, { status: "pending" }), 409, "CONFLICT");
    expect((await s.api.patch(`/v1/bookings/${id}`, { status: "completed" })).status).toBe(200);
    expectError(await s.api.patch(`/v1/bookings/${id}`, { status: "cancelled" }), 409, "CONFLICT");
    expectError(await s.api.delete(`/v1/bookings/${id}`), 409, "CONFLICT");

    const events = (await outbox(s.providerId)).map((e) => e.event);
    expect(events.filter((e) => e.startsWith("booking."))).toEqual(["booking.created", "booking.confirmed", "booking.completed"]);
    const completed = (await outbox(s.providerId)).find((e) => e.event === "booking.completed")!;
    expect(completed.data).toMatchObject({ bookingId: id, providerId: s.providerId, staffId: s.annId, status: "completed" });
  });

  it("rejects unknown statuses and empty patches with 400", async () => {
    const id = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id;
    expectError(await s.api.patch(`/v1/bookings/${id}`, { status: "done" }), 400, "BAD_REQUEST");
    expectError(await s.api.patch(`/v1/bookings/${id}`, {}), 400, "BAD_REQUEST");
    expectError(await s.api.patch(`/v1/bookings/bk_missing`, { status: "confirmed" }), 404, "NOT_FOUND");
  });

  it("moves a booking with every creation check, only while pending or confirmed", async () => {
    const a = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id;
    const b = (await s.book({ dateTime: "2026-11-23T14:00:00+01:00" })).body.data.id;
    expectError(await s.api.patch(`/v1/bookings/${a}`, { dateTime: "2026-11-23T14:30:00+01:00" }), 409, "CONFLICT");
    expectError(await s.api.patch(`/v1/bookings/${a}`, { dateTime: "2026-11-23T12:00:00+01:00" }), 400, "BAD_REQUEST");
    expectError(await s.api.patch(`/v1/bookings/${a}`, { dateTime: "2026-11-19T10:00:00+01:00" }), 400, "BAD_REQUEST");
    const moved = await s.api.patch(`/v1/bookings/${a}`, { dateTime: "2026-11-23T15:00:00+01:00", notes: "moved" });
    expect(moved.status).toBe(200);
    const detail = (await s.api.get(`/v1/bookings/${a}`)).body.data;
    expect(detail).toMatchObject({ dateTime: "2026-11-23T14:00:00.000Z", endTime: "2026-11-23T15:00:00.000Z", notes: "moved" });
    // The old time is free again.
    expect((await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).status).toBe(201);

    await s.api.patch(`/v1/bookings/${b}`, { status: "confirmed" });
    await s.api.patch(`/v1/bookings/${b}`, { status: "completed" });
    expectError(await s.api.patch(`/v1/bookings/${b}`, { dateTime: "2026-11-24T10:00:00+01:00" }), 409, "CONFLICT");
  });
});

describe("DELETE /v1/bookings/:id", () => {
  it("cancels with reason, honours notifyCustomer=false, is idempotent and frees the time", async () => {
    const id = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id;
    const res = await s.api.delete(`/v1/bookings/${id}`, { query: { reason: "sick", notifyCustomer: "false" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(res.body.data).toEqual({ id, status: "cancelled", cancelledAt: "2026-11-20T08:00:00.000Z", payment: null });

    const cancelled = (await outbox(s.providerId)).find((e) => e.event === "booking.cancelled")!;
    expect(cancelled.data).toMatchObject({ bookingId: id, status: "cancelled", reason: "sick", notifyCustomer: false });

    const again = await s.api.delete(`/v1/bookings/${id}`);
    expect(again.status).toBe(200);
    expect(again.body.data.cancelledAt).toBe(res.body.data.cancelledAt);
    expect((await s.api.get(`/v1/bookings/${id}`)).body.data).toMatchObject({ status: "cancelled", cancelReason: "sick" });
    expect((await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).status).toBe(201);
  });

  it("defaults notifyCustomer to true and rejects a non-boolean", async () => {
    const id = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id;
    expectError(await s.api.delete(`/v1/bookings/${id}`, { query: { notifyCustomer: "maybe" } }), 400, "BAD_REQUEST");
    expect((await s.api.delete(`/v1/bookings/${id}`)).status).toBe(200);
    const cancelled = (await outbox(s.providerId)).find((e) => e.event === "booking.cancelled")!;
    expect(cancelled.data.notifyCustomer).toBe(true);
  });
});

describe("payments", () => {
  it("records a payment and a refund, each once, with events", async () => {
    const id = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id;
    expectError(await s.api.post(`/v1/bookings/${id}/refund`, {}), 409, "CONFLICT");
    expectError(await s.api.post(`/v1/bookings/${id}/payment`, { method: "bitcoin" }), 400, "BAD_REQUEST");
    expectError(await s.api.post(`/v1/bookings/${id}/payment`, { method: "card", amount: 10.001 }), 400, "BAD_REQUEST");

    const paid = await s.api.post(`/v1/bookings/${id}/payment`, { method: "card" });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toEqual({
      status: "paid",
      method: "card",
      amount: 50,
      paidAt: "2026-11-20T08:00:00.000Z",
      refundedAt: null,
      ledger: [],
    });
    expectError(await s.api.post(`/v1/bookings/${id}/payment`, { method: "cash" }), 409, "CONFLICT");

    const refunded = await s.api.post(`/v1/bookings/${id}/refund`, { reason: "unhappy" });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toMatchObject({ status: "refunded", method: "card", amount: 50 });
    expectError(await s.api.post(`/v1/bookings/${id}/refund`, {}), 409, "CONFLICT");
    expect((await s.api.get(`/v1/bookings/${id}`)).body.data.payment.status).toBe("refunded");

    const events = await outbox(s.providerId);
    expect(events.find((e) => e.event === "payment.received")!.data).toMatchObject({
      bookingId: id,
      providerId: s.providerId,
      status: "paid",
      amount: 50,
      currency: "EUR",
      method: "card",
    });
    expect(events.find((e) => e.event === "payment.refunded")!.data).toMatchObject({ bookingId: id, status: "refunded" });
  });

  it("accepts an explicit amount", async () => {
    const id = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id;
    const paid = await s.api.post(`/v1/bookings/${id}/payment`, { method: "cash", amount: 45.5 });
    expect(paid.body.data.amount).toBe(45.5);
  });
});

describe("GET /v1/bookings", () => {
  it("filters by status, time, staff, customer and service, with pagination", async () => {
    const ids: string[] = [];
    for (const time of ["09:00", "10:00", "11:00", "13:00", "14:00"]) {
      ids.push((await s.book({ dateTime: `2026-11-24T${time}:00+01:00` })).body.data.id);
    }
    ids.push((await s.book({ staffId: s.bobId, dateTime: "2026-11-25T10:00:00+01:00" })).body.data.id);
    await s.api.patch(`/v1/bookings/${ids[0]}`, { status: "confirmed" });
    await s.api.delete(`/v1/bookings/${ids[1]}`);

    const all = await s.api.get("/v1/bookings", { query: { limit: 4 } });
    expect(all.body.pagination).toEqual({ page: 1, limit: 4, total: 6, totalPages: 2 });
    expect(all.body.data.map((b: { id: string }) => b.id)).toEqual(ids.slice(0, 4));
    expect(all.body.data[0]).toMatchObject({ endTime: expect.any(String), customer: { id: s.customerId }, staff: { id: s.annId } });
    expect(all.body.data[0]).not.toHaveProperty("payment");

    const page2 = await s.api.get("/v1/bookings", { query: { limit: 4, page: 2 } });
    expect(page2.body.data.map((b: { id: string }) => b.id)).toEqual(ids.slice(4));

    const count = async (query: Record<string, string>) => (await s.api.get("/v1/bookings", { query })).body.pagination.total;
    expect(await count({ status: "pending" })).toBe(4);
    expect(await count({ status: "confirmed,cancelled" })).toBe(2);
    expect(await count({ staffId: s.bobId })).toBe(1);
    expect(await count({ customerId: s.customerId, serviceId: s.serviceId })).toBe(6);
    expect(await count({ from: "2026-11-25" })).toBe(1);
    expect(await count({ to: "2026-11-24" })).toBe(5);
    expect(await count({ from: "2026-11-24T10:00:00+01:00", to: "2026-11-24T13:00:00+01:00" })).toBe(3);
    expectError(await s.api.get("/v1/bookings", { query: { status: "done" } }), 400, "BAD_REQUEST");
    expectError(await s.api.get("/v1/bookings", { query: { from: "yesterday" } }), 400, "BAD_REQUEST");
  });
});

describe("booking figures", () => {
  it("counts bookings in staff lists, staff stats and customers", async () => {
    const a = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id;
    const b = (await s.book({ dateTime: "2026-11-23T14:00:00+01:00" })).body.data.id;
    await s.book({ dateTime: "2026-12-01T10:00:00+01:00" });
    await s.api.patch(`/v1/bookings/${a}`, { status: "confirmed" });
    await s.api.patch(`/v1/bookings/${a}`, { status: "completed" });
    await s.api.delete(`/v1/bookings/${b}`);

    const list = await s.api.get("/v1/staff");
    const ann = list.body.data.find((m: { id: string }) => m.id === s.annId);
    expect(ann.totalBookings).toBe(3);
    expect(list.body.data.find((m: { id: string }) => m.id === s.bobId).totalBookings).toBe(0);

    const detail = await s.api.get(`/v1/staff/${s.annId}`);
    expect(detail.body.data.stats).toEqual({
      totalBookings: 3,
      thisMonth: 2,
      averageRating: 0,
      completedBookings: 1,
      cancelledBookings: 1,
    });
    expect((await s.api.get(`/v1/customers/${s.customerId}`)).body.data.totalBookings).toBe(3);
  });

  it("rates staff members from the reviews of their bookings", async () => {
    const ratings = [5, 4, 4];
    const customerKey = (await createCustomerKey(t.db, s.providerId, s.customerId)).apiKey;
    for (const [i, rating] of ratings.entries()) {
      const id = (await s.book({ dateTime: `2026-11-2${3 + i}T10:00:00+01:00` })).body.data.id;
      await s.api.patch(`/v1/bookings/${id}`, { status: "confirmed" });
      await s.api.patch(`/v1/bookings/${id}`, { status: "completed" });
      const review = await s.api.post(
        "/api/rpc/provider/reviews/create",
        { providerId: s.providerId, bookingId: id, rating, comment: "ok" },
        { key: customerKey },
      );
      expect(review.status, review.text).toBe(200);
    }
    const ann = (await s.api.get("/v1/staff")).body.data.find((m: { id: string }) => m.id === s.annId);
    expect(ann.rating).toBe(4.3);
    expect((await s.api.get(`/v1/staff/${s.annId}`)).body.data.stats.averageRating).toBe(4.3);
    expect((await s.api.get(`/v1/staff/${s.bobId}`)).body.data.stats.averageRating).toBe(0);
  });
});
