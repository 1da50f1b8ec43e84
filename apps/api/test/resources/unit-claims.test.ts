// Bookings of one pool of rooms do not take turns: a booking in flight holds only the units it
// claimed, so another booking of the pool goes ahead at once on another unit. When every unit a
// booking could use is claimed by bookings in flight, it waits for them (never a 409 for a unit
// that is only claimed), and a change to the pool waits for them too.
//
// A booking is caught in flight by holding, from a transaction of the test's own, the row of its
// customer: the booking's insert checks that row (its foreign key), so it waits there, after its
// units are claimed and before it commits, until the test lets go.
import pg from "pg";
import { sql } from "@booking/db";
import type { ApiResponse } from "@booking/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../faults-support";
import { expectError, startTestApi, type TestApi } from "../helpers";
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
const at = (time: string) => `2026-12-07T${time}:00+01:00`;

async function pool(salon: Salon, quantity: number): Promise<string> {
  const res = await salon.api.post("/v1/resources", { name: "Rooms", kind: "room", quantity });
  expect(res.status, res.text).toBe(201);
  const id = res.body.data.id as string;
  const service = await salon.api.patch(`/v1/services/${salon.serviceId}`, { requirements: [{ resourceIds: [id] }] });
  expect(service.status, service.text).toBe(200);
  return id;
}

async function newCustomer(salon: Salon, name: string): Promise<string> {
  const res = await salon.api.post("/v1/customers", { name, email: `${name.toLowerCase()}.${salon.providerId.slice(0, 8)}@example.com` });
  expect(res.status, res.text).toBe(201);
  return res.body.data.id as string;
}

/** Sessions of this file's database waiting for a lock of that kind (`transactionid`, `tuple`, `advisory`). */
async function waitingOn(kinds: string[]): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = ANY(${kinds}::text[])`.execute(t.db);
  return rows[0]?.n ?? 0;
}

const untilWaiting = (kinds: string[], count: number) =>
  waitFor(async () => (await waitingOn(kinds)) >= count, `${count} sessions waiting on ${kinds.join(", ")}`, 10_000);

/** Whether the request has answered yet (without waiting for it). */
async function answered(request: Promise<ApiResponse>): Promise<boolean> {
  const pending = Symbol("pending");
  return (await Promise.race([request, new Promise((resolve) => setImmediate(() => resolve(pending)))])) !== pending;
}

/**
 * Starts the booking `body` and returns once it is in flight: its units claimed, its insert
 * waiting on the customer's row, which a transaction of the test holds until `release`.
 */
async function bookingInFlight(salon: Salon, customerId: string, body: Record<string, unknown>) {
  const holder = new pg.Client({ connectionString: t.database.url });
  await holder.connect();
  await holder.query("BEGIN");
  await holder.query("SELECT 1 FROM customers WHERE provider_id = $1 AND id = $2 FOR UPDATE", [salon.providerId, customerId]);
  const answer = salon.book({ customerId, ...body });
  await untilWaiting(["transactionid", "tuple"], 1);
  return {
    answer,
    release: async () => {
      await holder.query("COMMIT");
      await holder.end();
    },
  };
}

async function unitOf(bookingId: string): Promise<number[]> {
  const { rows } = await sql<{ unit: number }>`SELECT unit FROM booking_units WHERE booking_id = ${bookingId} ORDER BY unit`.execute(t.db);
  return rows.map((row) => row.unit);
}

describe("a pool of rooms with a booking in flight", () => {
  it("lets another booking of the pool go ahead at once on the next unit", async () => {
    const salon = await createSalon(t);
    await pool(salon, 2);
    const waiting = await newCustomer(salon, "Wanda");
    const first = await bookingInFlight(salon, waiting, { staffId: salon.annId, dateTime: at("10:00") });

    // Bob's booking at the same time answers while Ann's is still in flight (holding unit 1).
    const second = await salon.book({ staffId: salon.bobId, dateTime: at("10:00") });
    expect(second.status, second.text).toBe(201);
    expect(await answered(first.answer)).toBe(false);
    expect(await unitOf(second.body.data.id)).toEqual([2]);

    await first.release();
    const firstAnswer = await first.answer;
    expect(firstAnswer.status, firstAnswer.text).toBe(201);
    expect(await unitOf(firstAnswer.body.data.id)).toEqual([1]);
  });

  it("makes a booking that can use only a claimed unit wait for it, then take it when it is free at its time", async () => {
    const salon = await createSalon(t);
    await pool(salon, 1);
    const waiting = await newCustomer(salon, "Wanda");
    const first = await bookingInFlight(salon, waiting, { staffId: salon.annId, dateTime: at("10:00") });

    // The only unit is claimed (for 10:00): a booking at 14:00 cannot know yet and waits.
    const later = salon.book({ staffId: salon.bobId, dateTime: at("14:00") });
    await untilWaiting(["advisory"], 1);
    expect(await answered(later)).toBe(false);
    // One at 10:30 (of a third member: Bob's row is held by the booking at 14:00) waits as well.
    const cy = await salon.api.post("/v1/staff", {
      name: "Cy",
      email: `cy.${salon.providerId.slice(0, 8)}@example.com`,
      role: "staff",
      services: [salon.serviceId],
      schedule: WORKWEEK,
    });
    expect(cy.status, cy.text).toBe(201);
    const clash = salon.book({ staffId: cy.body.data.id, dateTime: at("10:30") });
    await untilWaiting(["advisory"], 2);

    await first.release();
    const [firstAnswer, laterAnswer, clashAnswer] = await Promise.all([first.answer, later, clash]);
    expect(firstAnswer.status, firstAnswer.text).toBe(201);
    // The room is free at 14:00: no 409 for a unit that was only claimed.
    expect(laterAnswer.status, laterAnswer.text).toBe(201);
    expect(await unitOf(laterAnswer.body.data.id)).toEqual([1]);
    // At 10:30 it is not.
    expectError(clashAnswer, 409, "CONFLICT");
    expect(clashAnswer.body.error.details).toEqual([
      { path: "dateTime", message: "needs a resource that has no free unit at this time", rule: "resources" },
    ]);
  });

  it("makes a change of the pool's quantity wait for it, and refuse when the booking holds a unit beyond", async () => {
    const salon = await createSalon(t);
    const rooms = await pool(salon, 2);
    expect((await salon.book({ staffId: salon.bobId, dateTime: at("10:00") })).status).toBe(201);
    const waiting = await newCustomer(salon, "Wanda");
    // Ann's booking claims unit 2, Bob's holding unit 1.
    const first = await bookingInFlight(salon, waiting, { staffId: salon.annId, dateTime: at("10:00") });

    const shrink = salon.api.patch(`/v1/resources/${rooms}`, { quantity: 1 });
    await untilWaiting(["advisory"], 1);
    expect(await answered(shrink)).toBe(false);

    await first.release();
    const firstAnswer = await first.answer;
    expect(firstAnswer.status, firstAnswer.text).toBe(201);
    expect(await unitOf(firstAnswer.body.data.id)).toEqual([2]);
    expectError(await shrink, 409, "CONFLICT");
    expect((await salon.api.get(`/v1/resources/${rooms}`)).body.data.quantity).toBe(2);
  });
});
