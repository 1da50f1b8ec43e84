// Never oversold, under load: thousands of concurrent creates, moves and cancellations over 1:1
// services, a class (capacity 12, 1-3 seats per booking) and shared rooms and equipment, through
// the real API, then an audit in plain SQL that trusts nothing the service computed: no member
// has two overlapping bookings or sessions, no session more seats than its capacity (and its
// count is the sum of its bookings' seats), no unit of a resource held twice at once, every
// booking holding what its service requires, nothing a client was told succeeded missing.
import { sql } from "@booking/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

const REQUESTS = Number(process.env.OVERSELL_REQUESTS ?? 2400);
const IN_FLIGHT = 16;
const SEED = Number(process.env.OVERSELL_SEED ?? Date.now() % 1_000_000);

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

/** A small seeded generator (mulberry32): a failing run is repeated with OVERSELL_SEED. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Setup {
  salon: Salon;
  members: string[];
  services: { id: string; seats: boolean }[];
  customers: string[];
}

async function setUp(): Promise<Setup> {
  // Every day 08:00-20:00, no breaks: most random times fit the hours, so most refusals are conflicts.
  const day = { start: "08:00", end: "20:00" };
  const week = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, day]));
  const salon = await createSalon(t, "Europe/Berlin", week);
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await salon.api.post(path, body);
    if (res.status !== 201) throw new Error(`setup ${path}: ${res.status} ${res.text}`);
    return res.body.data.id as string;
  };
  const room1 = await post("/v1/resources", { name: "Room 1", kind: "room" });
  const room2 = await post("/v1/resources", { name: "Room 2", kind: "room" });
  const basins = await post("/v1/resources", { name: "Basins", quantity: 2 });
  const studio = await post("/v1/resources", { name: "Studio" });
  const services = [
    { id: salon.serviceId, seats: false }, // 60 min, nothing else needed
    {
      id: await post("/v1/services", { name: "Massage", duration: 60, price: 70, requirements: [{ resourceIds: [room1, room2] }] }),
      seats: false,
    },
    {
      id: await post("/v1/services", {
        name: "Colour",
        duration: 45,
        price: 60,
        bufferAfterMinutes: 15,
        requirements: [{ resourceIds: [basins] }, { resourceIds: [room2, room1] }],
      }),
      seats: false,
    },
    {
      id: await post("/v1/services", { name: "Yoga", duration: 60, price: 15, capacity: 12, requirements: [{ resourceIds: [studio] }] }),
      seats: true,
    },
  ];
  const members = [salon.annId, salon.bobId];
  for (const name of ["Cy", "Di"])
    members.push(await post("/v1/staff", { name, email: `${name}@fuzz.example.com`, role: "staff", schedule: week }));
  for (const id of members) {
    const res = await salon.api.patch(`/v1/staff/${id}`, { services: services.map((s) => s.id) });
    if (res.status !== 200) throw new Error(`setup staff: ${res.text}`);
  }
  const customers: string[] = [];
  for (let i = 0; i < 20; i++) customers.push(await post("/v1/customers", { name: `Guest ${i}`, email: `guest${i}@fuzz.example.com` }));
  return { salon, members, services, customers };
}

describe("bookings, seats and units under concurrent load", () => {
  it(`are never oversold (${REQUESTS} mixed requests, ${IN_FLIGHT} at a time)`, { timeout: 600_000 }, async () => {
    const rand = random(SEED);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
    const { salon, members, services, customers } = await setUp();
    // Starts on the quarter hour, 08:00-18:45 on two weekdays: crowded enough to collide often.
    const starts: string[] = [];
    for (const date of ["2026-12-07", "2026-12-08"]) {
      for (let minutes = 8 * 60; minutes <= 18 * 60 + 45; minutes += 15) {
        starts.push(`${date}T${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}:00+01:00`);
      }
    }
    // Yoga classes start on the hour, so that bookings share sessions.
    const classStarts = starts.filter((s) => s.slice(14, 16) === "00");

    const created = new Set<string>();
    const cancelled = new Set<string>();
    const statuses = new Map<string, number>();
    const count = (what: string, status: number) => statuses.set(`${what} ${status}`, (statuses.get(`${what} ${status}`) ?? 0) + 1);
    const failures: string[] = [];

    const one = async () => {
      const roll = rand();
      const open = [...created].filter((id) => !cancelled.has(id));
      if (roll < 0.6 || open.length < 5) {
        const service = pick(services);
        const body: Record<string, unknown> = {
          customerId: pick(customers),
          serviceId: service.id,
          staffId: pick(members),
          dateTime: pick(service.seats ? classStarts : starts),
        };
        if (service.seats) body.seats = 1 + Math.floor(rand() * 3);
        const res = await salon.api.post("/v1/bookings", body);
        count("create", res.status);
        if (res.status === 201) created.add(res.body.data.id as string);
        else if (res.status !== 409 && res.status !== 400) failures.push(`create ${res.status} ${res.text}`);
      } else if (roll < 0.85) {
        const id = pick(open);
        const res = await salon.api.patch(`/v1/bookings/${id}`, { dateTime: pick(starts) });
        count("move", res.status);
        if (res.status !== 200 && res.status !== 409 && res.status !== 400) failures.push(`move ${res.status} ${res.text}`);
      } else {
        const id = pick(open);
        const res = await salon.api.delete(`/v1/bookings/${id}`);
        count("cancel", res.status);
        if (res.status === 200) cancelled.add(id);
        else failures.push(`cancel ${res.status} ${res.text}`);
      }
    };
    let issued = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (issued < REQUESTS) {
          issued++;
          await one();
        }
      }),
    );
    console.info(`never-oversold fuzz (OVERSELL_SEED=${SEED}):`, Object.fromEntries([...statuses].sort()));
    expect(failures.slice(0, 5)).toEqual([]);
    // The load did collide: conflicts of every kind were met, and many requests succeeded.
    expect(statuses.get("create 201") ?? 0).toBeGreaterThan(REQUESTS / 10);
    expect(statuses.get("create 409") ?? 0).toBeGreaterThan(REQUESTS / 20);
    expect(statuses.get("move 200") ?? 0).toBeGreaterThan(0);

    // ---- The audit: plain SQL over the tables --------------------------------------------------
    const providerId = salon.providerId;
    const one_ = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0]!;

    // Nothing a client was told succeeded is missing; cancelled ones are cancelled.
    const known = await one_(sql<{ n: number; cancelled: number }>`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled
        FROM bookings WHERE provider_id = ${providerId} AND id = ANY(${[...created]}::text[])`);
    expect(known).toEqual({ n: created.size, cancelled: cancelled.size });

    // What occupies a member: bookings outside sessions, and open sessions.
    const memberOverlaps = await one_(sql<{ n: number }>`
      WITH occupied AS (
        SELECT staff_id, id, tstzrange(occupied_from, occupied_until) AS r FROM bookings
         WHERE provider_id = ${providerId} AND session_id IS NULL AND status IN ('held', 'pending', 'confirmed')
        UNION ALL
        SELECT staff_id, id, tstzrange(occupied_from, occupied_until) FROM sessions WHERE provider_id = ${providerId} AND status = 'open')
      SELECT count(*)::int AS n FROM occupied a JOIN occupied b ON a.staff_id = b.staff_id AND a.id < b.id AND a.r && b.r`);
    expect(memberOverlaps.n).toBe(0);

    // Seats: each open session's count is its bookings' seats, never above its capacity; a
    // session's bookings are at its time with its member; no live booking in a closed session.
    const seats = await one_(sql<{ oversold: number; miscounted: number; misplaced: number; orphaned: number; sessions: number }>`
      WITH taken AS (
        SELECT s.id, s.capacity, s.seats_taken, s.status,
               coalesce(sum(b.seats) FILTER (WHERE b.status IN ('held', 'pending', 'confirmed')), 0) AS seats
          FROM sessions s LEFT JOIN bookings b ON b.provider_id = s.provider_id AND b.session_id = s.id
         WHERE s.provider_id = ${providerId} GROUP BY s.provider_id, s.id)
      SELECT count(*) FILTER (WHERE seats > capacity)::int AS oversold,
             count(*) FILTER (WHERE seats <> seats_taken)::int AS miscounted,
             (SELECT count(*)::int FROM bookings b JOIN sessions s ON s.provider_id = b.provider_id AND s.id = b.session_id
               WHERE b.provider_id = ${providerId} AND (b.starts_at <> s.starts_at OR b.staff_id <> s.staff_id)) AS misplaced,
             count(*) FILTER (WHERE status <> 'open' AND seats > 0)::int AS orphaned,
             count(*) FILTER (WHERE status = 'open')::int AS sessions
        FROM taken`);
    expect(seats).toMatchObject({ oversold: 0, miscounted: 0, misplaced: 0, orphaned: 0 });
    expect(seats.sessions).toBeGreaterThan(0);

    // Units: none held twice at once, none numbered beyond its resource's quantity, none held by
    // what no longer occupies time, each over its owner's occupied range.
    const units = await one_(sql<{ doubled: number; beyond: number; stale: number; misranged: number; held: number }>`
      WITH live AS (
        SELECT u.*, coalesce(b.status IN ('held', 'pending', 'confirmed'), s.status = 'open') AS owner_live,
               CASE WHEN u.booking_id IS NOT NULL THEN tstzrange(b.occupied_from, b.occupied_until)
                    ELSE tstzrange(s.occupied_from, s.occupied_until) END AS owner_range
          FROM booking_units u
          LEFT JOIN bookings b ON b.provider_id = u.provider_id AND b.id = u.booking_id
          LEFT JOIN sessions s ON s.provider_id = u.provider_id AND s.id = u.session_id
         WHERE u.provider_id = ${providerId})
      SELECT (SELECT count(*)::int FROM live a JOIN live b ON a.resource_id = b.resource_id AND a.unit = b.unit AND a.id < b.id
                AND a.active AND b.active AND a.occupied && b.occupied) AS doubled,
             (SELECT count(*)::int FROM live JOIN resources r ON r.provider_id = live.provider_id AND r.id = live.resource_id
               WHERE live.unit > r.quantity) AS beyond,
             count(*) FILTER (WHERE active <> owner_live)::int AS stale,
             count(*) FILTER (WHERE occupied <> owner_range)::int AS misranged,
             count(*) FILTER (WHERE active)::int AS held
        FROM live`);
    expect(units).toMatchObject({ doubled: 0, beyond: 0, stale: 0, misranged: 0 });
    expect(units.held).toBeGreaterThan(0);

    // Each live booking (or its session) holds what its service requires: as many live units as
    // the requirements' quantities add up to.
    const unmet = await one_(sql<{ n: number }>`
      WITH needs AS (
        SELECT sv.id, coalesce(sum((r->>'quantity')::int), 0) AS units
          FROM services sv LEFT JOIN LATERAL jsonb_array_elements(sv.requirements) r ON true
         WHERE sv.provider_id = ${providerId} GROUP BY sv.provider_id, sv.id)
      SELECT count(*)::int AS n
        FROM bookings b JOIN needs ON needs.id = b.service_id
       WHERE b.provider_id = ${providerId} AND b.status IN ('held', 'pending', 'confirmed')
         AND needs.units <> (SELECT count(*) FROM booking_units u
                              WHERE u.provider_id = b.provider_id AND u.active
                                AND (u.booking_id = b.id OR u.session_id = b.session_id))`);
    expect(unmet.n).toBe(0);
  });
});
