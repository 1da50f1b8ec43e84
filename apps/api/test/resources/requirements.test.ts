// Services that need resources (rooms, chairs, equipment pools) besides a staff member: what a
// provider sets up, what bookings, moves and cancellations do to the units, what availability
// offers, and the guarantee that of simultaneous requests exactly as many succeed as there are units.
import { sql } from "@booking/db";
import { createCustomerKey } from "@booking/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectValidationError, startTestApi, type TestApi } from "../helpers";
import { createSalon, WORKWEEK, type Salon } from "../salon";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
  // The tests' dates are fixed (the week of Monday 7 December 2026): the service's clock runs
  // from a week before them (`reset` comes back to it), so that they stay ahead of its "now"
  // whenever the suite runs.
  t.clock.runFrom("2026-12-01T08:00:00Z");
});
afterAll(() => t?.close());

// A Monday; the salon works 09:00-17:00 Europe/Berlin (UTC+1 in December).
const MONDAY = "2026-12-07";
const at = (time: string, date = MONDAY) => `${date}T${time}:00+01:00`;

async function resource(salon: Salon, body: Record<string, unknown>): Promise<string> {
  const res = await salon.api.post("/v1/resources", body);
  expect(res.status, res.text).toBe(201);
  return res.body.data.id as string;
}

async function requireResources(salon: Salon, serviceId: string, requirements: unknown[], extra: Record<string, unknown> = {}) {
  const res = await salon.api.patch(`/v1/services/${serviceId}`, { requirements, ...extra });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/** The start times availability offers on `date` (local HH:MM in the salon's zone) with their members. */
async function offered(salon: Salon, serviceId: string, date = MONDAY): Promise<Map<string, string[]>> {
  const res = await salon.api.get(`/v1/availability?serviceId=${serviceId}&from=${date}&to=${date}`);
  expect(res.status, res.text).toBe(200);
  const slots: { start: string; staffIds: string[] }[] = res.body.data.days[0].slots;
  const berlin = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit" });
  return new Map(slots.map((slot) => [berlin.format(new Date(slot.start)), [...slot.staffIds].sort()]));
}

async function outboxData(providerId: string, bookingId: string, event: string) {
  const { rows } = await sql<{ data: Record<string, unknown> }>`
    SELECT data FROM outbox_events WHERE provider_id = ${providerId} AND event = ${event} AND data->>'bookingId' = ${bookingId}`.execute(
    t.db,
  );
  return rows.map((row) => row.data);
}

describe("services with requirements", () => {
  it("say what they need, read back; unknown resources are 404, impossible or repeated ones 400", async () => {
    const salon = await createSalon(t);
    const room = await resource(salon, { name: "Treatment room", kind: "room" });
    const basins = await resource(salon, { name: "Basins", quantity: 2 });
    const created = await salon.api.post("/v1/services", {
      name: "Colour",
      duration: 45,
      price: 60,
      requirements: [{ resourceIds: [basins] }, { resourceIds: [room], quantity: 1 }],
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.requirements).toEqual([
      { resourceIds: [basins], quantity: 1 },
      { resourceIds: [room], quantity: 1 },
    ]);
    expect((await salon.api.get(`/v1/services/${created.body.data.id}`)).body.data.requirements).toEqual(created.body.data.requirements);
    expect((await salon.api.get(`/v1/services/${salon.serviceId}`)).body.data.requirements).toEqual([]);

    const path = `/v1/services/${salon.serviceId}`;
    expectError(await salon.api.patch(path, { requirements: [{ resourceIds: ["res_unknown000000000000"] }] }), 404, "NOT_FOUND");
    expectValidationError(await salon.api.patch(path, { requirements: [{ resourceIds: [basins], quantity: 3 }] }), [
      "requirements.0.quantity",
    ]);
    expectValidationError(await salon.api.patch(path, { requirements: [{ resourceIds: [room] }, { resourceIds: [basins, room] }] }), [
      "requirements.1.resourceIds.1",
    ]);
    expectValidationError(await salon.api.patch(path, { requirements: [{ resourceIds: [] }, { resourceIds: [room], quantity: 0 }] }), [
      "requirements.0.resourceIds",
      "requirements.1.quantity",
    ]);
    expectValidationError(await salon.api.patch(path, { requirements: "room" }), ["requirements"]);
    expectValidationError(await salon.api.patch(path, { requirements: [{ resourceIds: [room], extra: 1 }] }), ["requirements.0.extra"]);
    // None of the refused changes was kept.
    expect((await salon.api.get(path)).body.data.requirements).toEqual([]);
  });
});

describe("bookings of a service that needs a room", () => {
  it("hold the room for the occupied range: another member cannot book it, availability skips it, cancelling frees it at once", async () => {
    const salon = await createSalon(t);
    const room = await resource(salon, { name: "Treatment room" });
    // 60 minutes with 15 after: the room is kept until 11:15 for a 10:00 booking.
    await requireResources(salon, salon.serviceId, [{ resourceIds: [room] }], { bufferAfterMinutes: 15 });

    const first = await salon.book({ dateTime: at("10:00") });
    expect(first.status, first.text).toBe(201);
    expect(first.body.data.resources).toEqual([{ resourceId: room, units: 1 }]);
    expect((await salon.api.get(`/v1/bookings/${first.body.data.id}`)).body.data.resources).toEqual([{ resourceId: room, units: 1 }]);

    // Bob is free, the room is not: 409 naming the room, also inside the buffer.
    for (const time of ["10:30", "09:30", "11:00"]) {
      const clash = await salon.book({ staffId: salon.bobId, dateTime: at(time) });
      expectError(clash, 409, "CONFLICT");
      expect(clash.body.error.message).toContain("Treatment room");
      expect(clash.body.error.details).toEqual([
        { path: "dateTime", message: "needs a resource that has no free unit at this time", rule: "resources" },
      ]);
    }
    // The morning is gone for everyone: a start at 09:00 would keep the room until 10:15, one at
    // 11:15 (the room free again) would run into the 12:00 break.
    const free = await offered(salon, salon.serviceId);
    expect([...free.keys()].filter((time) => time < "13:00")).toEqual([]);
    expect(free.get("13:00")).toEqual([salon.annId, salon.bobId].sort());

    const cancel = await salon.api.delete(`/v1/bookings/${first.body.data.id}`);
    expect(cancel.status, cancel.text).toBe(200);
    const after = await salon.book({ staffId: salon.bobId, dateTime: at("10:30") });
    expect(after.status, after.text).toBe(201);
    // 09:00 keeps the room until 10:15, before Bob's 10:30: offered again.
    expect((await offered(salon, salon.serviceId)).get("09:00")).toEqual([salon.annId, salon.bobId].sort());
    // The cancelled booking still tells what it held.
    expect((await salon.api.get(`/v1/bookings/${first.body.data.id}`)).body.data.resources).toEqual([{ resourceId: room, units: 1 }]);
  });

  it("move with their units: a move onto a taken room is refused and changes nothing, a move elsewhere frees the old time", async () => {
    const salon = await createSalon(t);
    const room = await resource(salon, { name: "Room A" });
    await requireResources(salon, salon.serviceId, [{ resourceIds: [room] }]);
    const ann = await salon.book({ dateTime: at("09:00") });
    const bob = await salon.book({ staffId: salon.bobId, dateTime: at("14:00") });
    expect([ann.status, bob.status]).toEqual([201, 201]);

    const onto = await salon.api.patch(`/v1/bookings/${ann.body.data.id}`, { dateTime: at("14:30") });
    expectError(onto, 409, "CONFLICT");
    expect((await salon.api.get(`/v1/bookings/${ann.body.data.id}`)).body.data.dateTime).toBe("2026-12-07T08:00:00.000Z");

    const moved = await salon.api.patch(`/v1/bookings/${ann.body.data.id}`, { dateTime: at("15:00") });
    expect(moved.status, moved.text).toBe(200);
    const free = await offered(salon, salon.serviceId);
    expect(free.get("09:00")).toEqual([salon.annId, salon.bobId].sort());
    expect(free.has("15:00")).toBe(false);
    const rescheduled = await outboxData(salon.providerId, ann.body.data.id, "booking.rescheduled");
    expect(rescheduled).toEqual([expect.objectContaining({ resources: [{ resourceId: room, units: 1 }] })]);
    // Bob's booking can now take the morning.
    const back = await salon.api.patch(`/v1/bookings/${bob.body.data.id}`, { dateTime: at("09:00") });
    expect(back.status, back.text).toBe(200);
  });

  it("take another listed room when the first is taken, and tell which in answers and events", async () => {
    const salon = await createSalon(t);
    const small = await resource(salon, { name: "Small room" });
    const large = await resource(salon, { name: "Large room" });
    await requireResources(salon, salon.serviceId, [{ resourceIds: [small, large] }]);
    const first = await salon.book({ dateTime: at("10:00") });
    const second = await salon.book({ staffId: salon.bobId, dateTime: at("10:00") });
    expect(first.body.data.resources).toEqual([{ resourceId: small, units: 1 }]);
    expect(second.body.data.resources).toEqual([{ resourceId: large, units: 1 }]);
    const [created] = await outboxData(salon.providerId, second.body.data.id, "booking.created");
    expect(created).toMatchObject({ resources: [{ resourceId: large, units: 1 }] });
    await salon.api.delete(`/v1/bookings/${second.body.data.id}`);
    const [cancelled] = await outboxData(salon.providerId, second.body.data.id, "booking.cancelled");
    expect(cancelled).toMatchObject({ resources: [{ resourceId: large, units: 1 }] });
  });

  it("of a customer naming no member are refused when the room is taken, whoever is free", async () => {
    const salon = await createSalon(t);
    const room = await resource(salon, { name: "Room" });
    await requireResources(salon, salon.serviceId, [{ resourceIds: [room] }]);
    const key = await createCustomerKey(t.db, salon.providerId, salon.customerId);
    const customer = salon.api.withKey(key.apiKey);
    expect((await salon.book({ dateTime: at("11:00") })).status).toBe(201);
    const anyone = await customer.post("/v1/bookings", { serviceId: salon.serviceId, dateTime: at("11:00") });
    expectError(anyone, 409, "CONFLICT");
    expect(anyone.body.error.message).toContain("Room");
  });
});

describe("a pool of identical units", () => {
  it("is never over-used: of simultaneous requests for its last units exactly as many succeed as there are units", async () => {
    const salon = await createSalon(t);
    const dryers = await resource(salon, { name: "Dryers", quantity: 3 });
    await requireResources(salon, salon.serviceId, [{ resourceIds: [dryers] }]);
    const members = [salon.annId, salon.bobId];
    for (const name of ["Cy", "Di", "Ed", "Flo"]) {
      const res = await salon.api.post("/v1/staff", {
        name,
        email: `${name.toLowerCase()}.${salon.providerId.slice(0, 8)}@example.com`,
        role: "staff",
        services: [salon.serviceId],
        schedule: WORKWEEK,
      });
      expect(res.status, res.text).toBe(201);
      members.push(res.body.data.id as string);
    }
    for (let round = 0; round < 3; round++) {
      const time = ["09:00", "13:00", "15:00"][round]!;
      const answers = await Promise.all(members.map((staffId) => salon.book({ staffId, dateTime: at(time) })));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, answers.map((a) => a.text).join("\n")).toEqual([201, 201, 201, 409, 409, 409]);
      const units = answers.filter((a) => a.status === 201).map((a) => a.body.data.resources);
      expect(units).toEqual([0, 1, 2].map(() => [{ resourceId: dryers, units: 1 }]));
    }
    // An independent look at the rows: three distinct units at each time, none held twice at once.
    const { rows } = await sql<{ overlaps: number; units: number }>`
      SELECT (SELECT count(*)::int FROM booking_units a JOIN booking_units b
                ON a.provider_id = b.provider_id AND a.resource_id = b.resource_id AND a.unit = b.unit
               AND a.booking_id < b.booking_id AND a.occupied && b.occupied AND a.active AND b.active
               WHERE a.provider_id = ${salon.providerId}) AS overlaps,
             (SELECT count(DISTINCT unit)::int FROM booking_units WHERE provider_id = ${salon.providerId}) AS units`.execute(t.db);
    expect(rows[0]).toEqual({ overlaps: 0, units: 3 });
  });

  it("takes several units for one booking when the service needs them", async () => {
    const salon = await createSalon(t);
    const chairs = await resource(salon, { name: "Chairs", quantity: 3 });
    await requireResources(salon, salon.serviceId, [{ resourceIds: [chairs], quantity: 2 }]);
    const first = await salon.book({ dateTime: at("10:00") });
    expect(first.body.data.resources).toEqual([{ resourceId: chairs, units: 2 }]);
    // One chair is left: not enough for a second booking then.
    expectError(await salon.book({ staffId: salon.bobId, dateTime: at("10:00") }), 409, "CONFLICT");
    expect((await offered(salon, salon.serviceId)).has("10:00")).toBe(false);
  });
});

describe("resources held by bookings", () => {
  it("cannot be deleted or shrunk below what upcoming bookings hold; retired ones take no new bookings", async () => {
    const salon = await createSalon(t);
    const chairs = await resource(salon, { name: "Chairs", quantity: 2 });
    await requireResources(salon, salon.serviceId, [{ resourceIds: [chairs] }]);
    const first = await salon.book({ dateTime: at("10:00") });
    const second = await salon.book({ staffId: salon.bobId, dateTime: at("10:00") });
    expect([first.status, second.status]).toEqual([201, 201]);

    const path = `/v1/resources/${chairs}`;
    const deleted = await salon.api.delete(path);
    expectError(deleted, 409, "CONFLICT");
    expect(deleted.body.error.message).toContain("held by upcoming bookings");
    expectError(await salon.api.patch(path, { quantity: 1 }), 409, "CONFLICT");
    expect((await salon.api.patch(path, { quantity: 3 })).status).toBe(200);

    // Retired: bookings keep their units, new ones and moves take none.
    expect((await salon.api.patch(path, { active: false })).status).toBe(200);
    expectError(await salon.book({ dateTime: at("14:00") }), 409, "CONFLICT");
    expect((await offered(salon, salon.serviceId)).size).toBe(0);
    expect((await salon.api.get(`/v1/bookings/${first.body.data.id}`)).body.data.resources).toEqual([{ resourceId: chairs, units: 1 }]);

    // Once no upcoming booking holds it, the service requiring it still keeps it.
    await salon.api.delete(`/v1/bookings/${first.body.data.id}`);
    await salon.api.delete(`/v1/bookings/${second.body.data.id}`);
    expect((await salon.api.patch(path, { quantity: 1 })).status).toBe(200);
    const required = await salon.api.delete(path);
    expectError(required, 409, "CONFLICT");
    expect(required.body.error.message).toContain(salon.serviceId);
    await requireResources(salon, salon.serviceId, []);
    expect((await salon.api.delete(path)).status).toBe(200);
    // The cancelled bookings still name what they held.
    expect((await salon.api.get(`/v1/bookings/${first.body.data.id}`)).body.data.resources).toEqual([{ resourceId: chairs, units: 1 }]);
  });
});
