// Time that opens up without a booking giving it back reaches the line too: time off or a closure
// removed, a date's hours or the weekly hours widened, a class's capacity raised. Each change
// records an opening in its own transaction; the worker's steps (expandOpenings, then
// offerReleasedTimes, run here as the worker's relay runs them) hold the free time the first entry
// waits for. Against the real server and database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expandOpenings, offerReleasedTimes } from "@booking/core/worker";
import { sql } from "@booking/db";
import { startTestApi, type TestApi } from "./helpers";
import { createSalon, WORKWEEK, offerService, type Salon } from "./salon";

let t: TestApi;
let salon: Salon;

// Monday 1 March 2027, 09:00 in Berlin (UTC+1 all month).
const NOW = "2027-03-01T08:00:00Z";
const at = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`).toISOString();

beforeAll(async () => {
  t = await startTestApi();
  t.clock.set(NOW);
  salon = await createSalon(t);
  await salon.api.patch("/v1/settings", { confirmation: "auto" });
});
afterAll(async () => {
  await t?.close();
});

let customers = 0;
async function join(extra: Record<string, unknown>) {
  customers += 1;
  const person = await salon.api.post("/v1/customers", { name: `Waiting ${customers}`, email: `waiting${customers}@example.com` });
  const res = await salon.api.post("/v1/waitlist", { customerId: person.body.data.id, serviceId: salon.serviceId, ...extra });
  expect(res.status, res.text).toBe(201);
  return res.body.data.id as string;
}

/** The worker's two steps; answers the offers made. */
async function offer() {
  await expandOpenings(t.db, t.clock.now());
  return (await offerReleasedTimes(t.db, t.clock.now())).filter((r) => r.outcome === "offered").length;
}

const offersOf = async (entryId: string) =>
  (
    await sql<{ status: string; starts_at: Date; staff_id: string; seats: number; booking_id: string }>`
      SELECT status, starts_at, staff_id, seats, booking_id FROM waitlist_offers WHERE entry_id = ${entryId}`.execute(t.db)
  ).rows.map((o) => ({ status: o.status, start: o.starts_at.toISOString(), staffId: o.staff_id, seats: o.seats }));
const openings = async (reason: string) =>
  (
    await sql<{ releases: number | null }>`
      SELECT releases FROM waitlist_openings WHERE provider_id = ${salon.providerId} AND reason = ${reason} ORDER BY id`.execute(t.db)
  ).rows.map((r) => r.releases);

describe("time that opens up without a booking", () => {
  it("offers a member's removed time off to the first entry that waits for it", async () => {
    const off = await salon.api.post(`/v1/staff/${salon.annId}/time-off`, {
      start: at("2027-03-09", "09:00"),
      end: at("2027-03-09", "12:00"),
    });
    expect(off.status, off.text).toBe(201);
    const ann = await join({
      staffId: salon.annId,
      windows: [{ from: "2027-03-09", to: "2027-03-09", startTime: "09:00", endTime: "12:00" }],
    });
    // Bob is free then, but Ann was asked for: nothing to offer yet.
    expect(await offer()).toBe(0);

    expect((await salon.api.delete(`/v1/staff/${salon.annId}/time-off/${off.body.data.id as string}`)).status).toBe(200);
    expect(await offer()).toBe(1);
    expect(await offersOf(ann)).toEqual([{ status: "live", start: at("2027-03-09", "09:00"), staffId: salon.annId, seats: 1 }]);
    expect(await openings("time_off_removed")).toEqual([1]);
  });

  it("offers the days of a removed closure, to each entry in line its earliest suited time", async () => {
    const closure = await salon.api.post("/v1/closures", { date: "2027-03-10", endDate: "2027-03-10", reason: "Inventory" });
    expect(closure.status, closure.text).toBe(201);
    const window = [{ from: "2027-03-10", to: "2027-03-10", startTime: "14:00", endTime: "16:00" }];
    const first = await join({ windows: window });
    const second = await join({ windows: window });
    expect(await offer()).toBe(0);

    expect((await salon.api.delete(`/v1/closures/${closure.body.data.id as string}`)).status).toBe(200);
    expect(await offer()).toBe(2);
    // Both members are free from 14:00: the oldest entry has the first member's, the next the other's.
    const [a, b] = [(await offersOf(first))[0], (await offersOf(second))[0]];
    expect([a?.start, b?.start]).toEqual([at("2027-03-10", "14:00"), at("2027-03-10", "14:00")]);
    expect(new Set([a?.staffId, b?.staffId])).toEqual(new Set([salon.annId, salon.bobId]));
  });

  it("offers hours a date override or the weekly hours add", async () => {
    const put = (hours: Record<string, unknown>) => salon.api.put(`/v1/staff/${salon.bobId}/overrides/2027-03-11`, hours);
    expect((await put({ start: "09:00", end: "12:00" })).status).toBe(200);
    const thursday = await join({ staffId: salon.bobId, windows: [{ from: "2027-03-11", to: "2027-03-11", startTime: "14:00" }] });
    const evening = await join({ staffId: salon.bobId, windows: [{ from: "2027-03-12", to: "2027-03-12", startTime: "17:00" }] });
    expect(await offer()).toBe(0);

    // The date's hours widened to the afternoon.
    expect((await put({ start: "09:00", end: "17:00" })).status).toBe(200);
    expect(await offer()).toBe(1);
    expect(await offersOf(thursday)).toEqual([{ status: "live", start: at("2027-03-11", "14:00"), staffId: salon.bobId, seats: 1 }]);

    // Fridays until 20:00 from now on.
    const schedule = { ...WORKWEEK, friday: { start: "09:00", end: "20:00" } };
    expect((await salon.api.patch(`/v1/staff/${salon.bobId}`, { schedule })).status).toBe(200);
    expect(await offer()).toBe(1);
    expect(await offersOf(evening)).toEqual([{ status: "live", start: at("2027-03-12", "17:00"), staffId: salon.bobId, seats: 1 }]);
  });

  it("offers a class's new seats when its capacity is raised", async () => {
    const yoga = await salon.api.post("/v1/services", { name: "Yoga", duration: 60, price: 15, capacity: 2, maxSeatsPerBooking: 2 });
    const yogaId = yoga.body.data.id as string;
    await offerService(salon.api, salon.annId, yogaId);
    const full = await salon.book({ serviceId: yogaId, dateTime: at("2027-03-15", "16:00"), seats: 2 });
    expect(full.status, full.text).toBe(201);
    const entry = await join({
      serviceId: yogaId,
      windows: [{ from: "2027-03-15", to: "2027-03-15", startTime: "16:00", endTime: "17:00" }],
    });
    expect(await offer()).toBe(0);

    expect((await salon.api.patch(`/v1/services/${yogaId}`, { capacity: 3 })).status).toBe(200);
    expect(await offer()).toBe(1);
    expect(await offersOf(entry)).toEqual([{ status: "live", start: at("2027-03-15", "16:00"), staffId: salon.annId, seats: 1 }]);
    expect(await openings("seats_added")).toEqual([1]);
  });

  it("records nothing where nobody waits", async () => {
    const quiet = await createSalon(t);
    const off = await quiet.api.post(`/v1/staff/${quiet.annId}/time-off`, {
      start: at("2027-03-09", "09:00"),
      end: at("2027-03-09", "12:00"),
    });
    expect((await quiet.api.delete(`/v1/staff/${quiet.annId}/time-off/${off.body.data.id as string}`)).status).toBe(200);
    expect((await quiet.api.patch("/v1/settings", { businessHours: null })).status).toBe(200);
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM waitlist_openings WHERE provider_id = ${quiet.providerId}`.execute(t.db);
    expect(rows[0]?.n).toBe(0);
  });
});
