// Classes: services with seats. Bookings of one service, member and start share a session; the
// session occupies its member and its resources once; seats are never oversold, even when many
// visitors ask for the last ones at once; published sessions are the only ones a `published`
// service offers, and cancelling one cancels its bookings with notices.
import { sql } from "@booking/db";
import { createCustomerKey } from "@booking/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectValidationError, startTestApi, type TestApi } from "../helpers";
import { createSalon, offerService, type Salon } from "../salon";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
  // The tests' dates are fixed (the week of Monday 7 December 2026): the service's clock runs
  // from a week before them (`reset` comes back to it), so that they stay ahead of its "now"
  // whenever the suite runs.
  t.clock.runFrom("2026-12-01T08:00:00Z");
});
afterAll(() => t?.close());

// A Monday; the salon works 09:00-17:00 Europe/Berlin (UTC+1 in December), break 12:00-13:00.
const MONDAY = "2026-12-07";
const at = (time: string, date = MONDAY) => `${date}T${time}:00+01:00`;
const utc = (time: string) => new Date(at(time)).toISOString();

async function yogaClass(salon: Salon, body: Record<string, unknown> = {}): Promise<string> {
  const res = await salon.api.post("/v1/services", { name: "Yoga", duration: 60, price: 15, capacity: 12, ...body });
  expect(res.status, res.text).toBe(201);
  const id = res.body.data.id as string;
  for (const staffId of [salon.annId, salon.bobId]) await offerService(salon.api, staffId, id);
  return id;
}

let guests = 0;
async function customers(salon: Salon, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    guests += 1;
    const res = await salon.api.post("/v1/customers", { name: `Guest ${guests}`, email: `guest${guests}@example.com` });
    expect(res.status, res.text).toBe(201);
    ids.push(res.body.data.id as string);
  }
  return ids;
}

async function seatsOf(sessionId: string) {
  const { rows } = await sql<{
    seats_taken: number;
    status: string;
  }>`SELECT seats_taken, status FROM sessions WHERE id = ${sessionId}`.execute(t.db);
  return rows[0];
}

describe("class services", () => {
  it("share one session per member and start; its seats are counted and a full session refuses more", async () => {
    const salon = await createSalon(t);
    const yoga = await yogaClass(salon, { capacity: 5 });
    const service = await salon.api.get(`/v1/services/${yoga}`);
    expect(service.body.data).toMatchObject({ capacity: 5, sessions: "open" });
    const [c1, c2, c3] = await customers(salon, 3);

    const first = await salon.api.post("/v1/bookings", {
      customerId: c1,
      serviceId: yoga,
      staffId: salon.annId,
      dateTime: at("18:00", MONDAY),
    });
    expectError(first, 400, "BAD_REQUEST"); // outside Ann's hours: opening a session meets every rule
    const opened = await salon.api.post("/v1/bookings", {
      customerId: c1,
      serviceId: yoga,
      staffId: salon.annId,
      dateTime: at("10:00"),
      seats: 2,
    });
    expect(opened.status, opened.text).toBe(201);
    expect(opened.body.data).toMatchObject({ seats: 2, sessionId: expect.stringMatching(/^ses_/) });
    const sessionId = opened.body.data.sessionId as string;
    const joined = await salon.api.post("/v1/bookings", {
      customerId: c2,
      serviceId: yoga,
      staffId: salon.annId,
      dateTime: at("10:00"),
      seats: 3,
    });
    expect(joined.status, joined.text).toBe(201);
    expect(joined.body.data.sessionId).toBe(sessionId);
    expect(await seatsOf(sessionId)).toEqual({ seats_taken: 5, status: "open" });

    const full = await salon.api.post("/v1/bookings", { customerId: c3, serviceId: yoga, staffId: salon.annId, dateTime: at("10:00") });
    expectError(full, 409, "CONFLICT");
    expect(full.body.error.message).toBe("The session is full");
    expect(full.body.error.details).toEqual([{ path: "dateTime", message: "has fewer seats left than asked for", rule: "seats" }]);
    expectValidationError(
      await salon.api.post("/v1/bookings", { customerId: c3, serviceId: yoga, staffId: salon.bobId, dateTime: at("10:00"), seats: 6 }),
      ["seats"],
    );
    expectValidationError(await salon.book({ dateTime: at("14:00"), seats: 2 }), ["seats"]);

    // The session occupies Ann once: her 1:1 service cannot be booked over it, Bob's can.
    const clash = await salon.book({ dateTime: at("10:30") });
    expectError(clash, 409, "CONFLICT");
    expect(clash.body.error.details).toEqual([
      { path: "dateTime", message: "overlaps a class session of this staff member", rule: "session_overlap" },
    ]);
    expect((await salon.book({ staffId: salon.bobId, dateTime: at("10:30") })).status).toBe(201);

    // Answers and events carry the session and the seats; the price is per seat.
    const read = await salon.api.get(`/v1/bookings/${joined.body.data.id}`);
    expect(read.body.data).toMatchObject({ sessionId, seats: 3, payment: { amount: 45 } });
    const { rows } = await sql<{ data: Record<string, unknown> }>`
      SELECT data FROM outbox_events WHERE event = 'booking.created' AND data->>'bookingId' = ${joined.body.data.id}`.execute(t.db);
    expect(rows[0]?.data).toMatchObject({ sessionId, seats: 3 });

    // Cancelling gives the seats back at once.
    expect((await salon.api.delete(`/v1/bookings/${joined.body.data.id}`)).status).toBe(200);
    expect(await seatsOf(sessionId)).toEqual({ seats_taken: 2, status: "open" });
    const again = await salon.api.post("/v1/bookings", {
      customerId: c3,
      serviceId: yoga,
      staffId: salon.annId,
      dateTime: at("10:00"),
      seats: 3,
    });
    expect(again.status, again.text).toBe(201);
  });

  it("offer their sessions' seats left in availability, and open starts with the whole capacity", async () => {
    const salon = await createSalon(t);
    const yoga = await yogaClass(salon, { capacity: 4 });
    const [c1] = await customers(salon, 1);
    const booked = await salon.api.post("/v1/bookings", {
      customerId: c1,
      serviceId: yoga,
      staffId: salon.annId,
      dateTime: at("10:00"),
      seats: 3,
    });
    expect(booked.status, booked.text).toBe(201);
    const res = await salon.api.get(`/v1/availability?serviceId=${yoga}&from=${MONDAY}&to=${MONDAY}&staffId=${salon.annId}`);
    const slots = res.body.data.days[0].slots as { start: string; seatsLeft: number }[];
    expect(slots.find((s) => s.start === utc("10:00"))).toMatchObject({ seatsLeft: 1 });
    // Ann teaches 10:00-11:00: no other start overlapping it, the whole capacity elsewhere.
    expect(slots.some((s) => s.start === utc("10:30") || s.start === utc("09:30"))).toBe(false);
    expect(slots.find((s) => s.start === utc("14:00"))).toMatchObject({ seatsLeft: 4 });

    // Full: no longer offered with Ann.
    const [c2] = await customers(salon, 1);
    await salon.api.post("/v1/bookings", { customerId: c2, serviceId: yoga, staffId: salon.annId, dateTime: at("10:00") });
    const after = await salon.api.get(`/v1/availability?serviceId=${yoga}&from=${MONDAY}&to=${MONDAY}&staffId=${salon.annId}`);
    expect((after.body.data.days[0].slots as { start: string }[]).some((s) => s.start === utc("10:00"))).toBe(false);
    // A 1:1 service's availability also keeps Ann's class time free of offers.
    const cut = await salon.api.get(`/v1/availability?serviceId=${salon.serviceId}&from=${MONDAY}&to=${MONDAY}&staffId=${salon.annId}`);
    expect((cut.body.data.days[0].slots as { start: string }[]).some((s) => s.start === utc("10:00"))).toBe(false);
  });

  it("never oversell: of many simultaneous requests for the last seats exactly as many succeed as fit", async () => {
    const salon = await createSalon(t);
    const yoga = await yogaClass(salon, { capacity: 12 });
    const guests = await customers(salon, 14);
    const first = await salon.api.post("/v1/bookings", {
      customerId: guests[0],
      serviceId: yoga,
      staffId: salon.annId,
      dateTime: at("15:00"),
      seats: 3,
    });
    expect(first.status, first.text).toBe(201);
    // 9 seats left; 13 guests ask for 1 or 2 seats at once.
    const asks = guests.slice(1).map((customerId, i) => ({ customerId, seats: (i % 2) + 1 }));
    const answers = await Promise.all(
      asks.map((ask) => salon.api.post("/v1/bookings", { ...ask, serviceId: yoga, staffId: salon.annId, dateTime: at("15:00") })),
    );
    for (const answer of answers) expect([201, 409], answer.text).toContain(answer.status);
    const won = asks.filter((_, i) => answers[i]!.status === 201).reduce((sum, ask) => sum + ask.seats, 0);
    const session = await seatsOf(first.body.data.sessionId as string);
    expect(session?.seats_taken).toBe(3 + won);
    expect(session!.seats_taken).toBeLessThanOrEqual(12);
    // Every refusal was for want of seats: a one-seat ask refused means the session was full then.
    const refusedOne = asks.some((ask, i) => answers[i]!.status === 409 && ask.seats === 1);
    if (refusedOne) expect(session?.seats_taken).toBe(12);
    else expect(session!.seats_taken).toBeGreaterThanOrEqual(11);
  });

  it("move between sessions, giving their seats back; an emptied session closes and frees its member", async () => {
    const salon = await createSalon(t);
    const yoga = await yogaClass(salon, { capacity: 6 });
    const [c1] = await customers(salon, 1);
    const booking = await salon.api.post("/v1/bookings", {
      customerId: c1,
      serviceId: yoga,
      staffId: salon.annId,
      dateTime: at("09:00"),
      seats: 2,
    });
    const oldSession = booking.body.data.sessionId as string;
    const moved = await salon.api.patch(`/v1/bookings/${booking.body.data.id}`, { dateTime: at("09:30") });
    expect(moved.status, moved.text).toBe(200);
    const read = await salon.api.get(`/v1/bookings/${booking.body.data.id}`);
    expect(read.body.data).toMatchObject({ dateTime: utc("09:30"), seats: 2 });
    expect(read.body.data.sessionId).not.toBe(oldSession);
    expect(await seatsOf(oldSession)).toEqual({ seats_taken: 0, status: "closed" });
    expect(await seatsOf(read.body.data.sessionId as string)).toEqual({ seats_taken: 2, status: "open" });
  });
});

describe("published sessions", () => {
  it("are the only times a `published` class is booked; listed with their seats; cancelled with their bookings and notices", async () => {
    const salon = await createSalon(t);
    const pilates = await yogaClass(salon, { name: "Pilates", capacity: 8, sessions: "published" });
    const [c1, c2] = await customers(salon, 2);
    const notPublished = await salon.api.post("/v1/bookings", {
      customerId: c1,
      serviceId: pilates,
      staffId: salon.annId,
      dateTime: at("11:00"),
    });
    expectError(notPublished, 400, "BAD_REQUEST");
    expect(notPublished.body.error.details).toEqual([
      { path: "dateTime", message: "is not a session the provider published", rule: "no_session" },
    ]);
    expect((await salon.api.get(`/v1/availability?serviceId=${pilates}&from=${MONDAY}&to=${MONDAY}`)).body.data.days[0].slots).toEqual([]);

    const published = await salon.api.post("/v1/sessions", { serviceId: pilates, staffId: salon.bobId, start: at("11:00") });
    expect(published.status, published.text).toBe(201);
    expect(published.body.data).toMatchObject({
      id: expect.stringMatching(/^ses_/),
      serviceId: pilates,
      staffId: salon.bobId,
      start: utc("11:00"),
      end: utc("12:00"),
      capacity: 8,
      seatsTaken: 0,
      seatsLeft: 8,
      published: true,
    });
    const sessionId = published.body.data.id as string;
    // It occupies Bob at once: the same time again, or his 1:1 service then, is refused.
    expectError(await salon.api.post("/v1/sessions", { serviceId: pilates, staffId: salon.bobId, start: at("10:30") }), 409, "CONFLICT");
    expectError(await salon.book({ staffId: salon.bobId, dateTime: at("11:00") }), 409, "CONFLICT");
    expectError(
      await salon.api.post("/v1/sessions", { serviceId: salon.serviceId, staffId: salon.bobId, start: at("14:00") }),
      400,
      "BAD_REQUEST",
    );
    expectError(await salon.api.post("/v1/sessions", { serviceId: pilates, staffId: salon.bobId, start: at("12:30") }), 400, "BAD_REQUEST");

    const slots = (await salon.api.get(`/v1/availability?serviceId=${pilates}&from=${MONDAY}&to=${MONDAY}`)).body.data.days[0].slots;
    expect(slots).toEqual([{ start: utc("11:00"), end: utc("12:00"), seatsLeft: 8, staffIds: [salon.bobId] }]);

    // A customer naming no member joins it.
    const key = await createCustomerKey(t.db, salon.providerId, c1!);
    const own = await salon.api.withKey(key.apiKey).post("/v1/bookings", { serviceId: pilates, dateTime: at("11:00"), seats: 2 });
    expect(own.status, own.text).toBe(201);
    expect(own.body.data).toMatchObject({ sessionId, seats: 2, staff: { id: salon.bobId } });
    const other = await salon.api.post("/v1/bookings", { customerId: c2, serviceId: pilates, staffId: salon.bobId, dateTime: at("11:00") });
    expect(other.status, other.text).toBe(201);

    const listed = await salon.api.get(`/v1/sessions?serviceId=${pilates}&from=${MONDAY}&to=${MONDAY}`);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: sessionId, seatsTaken: 3, seatsLeft: 5 })]);
    expect(listed.body.pagination).toMatchObject({ total: 1 });
    expect((await salon.api.get(`/v1/sessions/${sessionId}`)).body.data.seatsTaken).toBe(3);

    const cancelled = await salon.api.delete(`/v1/sessions/${sessionId}?reason=Teacher%20ill`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data).toEqual({ cancelledBookings: 2 });
    for (const id of [own.body.data.id, other.body.data.id]) {
      const booking = (await salon.api.get(`/v1/bookings/${id}`)).body.data;
      expect(booking).toMatchObject({ status: "cancelled", cancelReason: "Teacher ill" });
    }
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM outbox_events
       WHERE provider_id = ${salon.providerId} AND event = 'booking.cancelled' AND data->>'reason' = 'Teacher ill'
         AND (data->>'notifyCustomer')::boolean`.execute(t.db);
    expect(rows[0]?.n).toBe(2);
    expectError(await salon.api.get(`/v1/sessions/${sessionId}`), 404, "NOT_FOUND");
    // Bob is free again.
    expect((await salon.book({ staffId: salon.bobId, dateTime: at("11:00") })).status).toBe(201);
    // A member teaching upcoming sessions cannot be deleted.
    const next = await salon.api.post("/v1/sessions", { serviceId: pilates, staffId: salon.annId, start: at("14:00") });
    expect(next.status, next.text).toBe(201);
    expectError(await salon.api.delete(`/v1/staff/${salon.annId}?transferBookings=${salon.bobId}`), 409, "CONFLICT");
  });

  it("hold a room once, whatever their seats", async () => {
    const salon = await createSalon(t);
    const studio = await salon.api.post("/v1/resources", { name: "Studio" });
    const pilates = await yogaClass(salon, {
      name: "Pilates",
      capacity: 10,
      sessions: "published",
      requirements: [{ resourceIds: [studio.body.data.id] }],
    });
    const session = await salon.api.post("/v1/sessions", { serviceId: pilates, staffId: salon.annId, start: at("09:00") });
    expect(session.status, session.text).toBe(201);
    expect(session.body.data.resources).toEqual([{ resourceId: studio.body.data.id, units: 1 }]);
    // The studio is taken by Ann's session: Bob's cannot have it then.
    expectError(await salon.api.post("/v1/sessions", { serviceId: pilates, staffId: salon.bobId, start: at("09:30") }), 409, "CONFLICT");
    const guests = await customers(salon, 3);
    for (const customerId of guests) {
      const res = await salon.api.post("/v1/bookings", { customerId, serviceId: pilates, staffId: salon.annId, dateTime: at("09:00") });
      expect(res.status, res.text).toBe(201);
      expect(res.body.data.resources).toEqual([{ resourceId: studio.body.data.id, units: 1 }]);
    }
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM booking_units WHERE resource_id = ${studio.body.data.id} AND active`.execute(t.db);
    expect(rows[0]?.n).toBe(1);
  });

  describe("an empty published session", () => {
    it("holds its member's time against time off, closures and a day off, as a booking does", async () => {
      const salon = await createSalon(t);
      const pilates = await yogaClass(salon, { name: "Pilates", capacity: 8, sessions: "published" });
      const session = await salon.api.post("/v1/sessions", { serviceId: pilates, staffId: salon.annId, start: at("10:00") });
      expect(session.status, session.text).toBe(201);
      const id = session.body.data.id as string;
      const off = await salon.api.post(`/v1/staff/${salon.annId}/time-off`, { start: at("09:00"), end: at("12:00") });
      expectError(off, 409, "CONFLICT");
      expect(off.body.error.details).toEqual([{ path: `sessions.${id}`, message: `${utc("10:00")}: falls in the time off` }]);
      expectError(await salon.api.post("/v1/closures", { date: MONDAY }), 409, "CONFLICT");
      expectError(await salon.api.put(`/v1/staff/${salon.annId}/overrides/${MONDAY}`, { off: true }), 409, "CONFLICT");
      // Bob's time off that day is no business of Ann's session.
      expect((await salon.api.post(`/v1/staff/${salon.bobId}/time-off`, { start: at("09:00"), end: at("12:00") })).status).toBe(201);
      // Cancelled, it holds nothing.
      expect((await salon.api.delete(`/v1/sessions/${id}`)).status).toBe(200);
      expect((await salon.api.post(`/v1/staff/${salon.annId}/time-off`, { start: at("09:00"), end: at("12:00") })).status).toBe(201);
    });
  });
});
