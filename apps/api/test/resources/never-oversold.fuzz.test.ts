// Never oversold, under load: thousands of concurrent creates, moves and cancellations over 1:1
// services, a colour with processing time (the member is free while it develops) and a cut that
// fits in that gap, a class (capacity 12, 1-3 seats per booking), shared rooms and equipment, and
// visits (2-3 services back to back, booked, moved and cancelled as one) and a couples massage
// holding two members at once (both named, or the second picked), through the real API,
// then an audit in plain SQL that trusts nothing the service computed: no
// member held twice at one instant, first or second member of a booking (bookings over their active time, sessions over their whole
// range), each booking's held time its occupied range less the gaps of its service, no session
// more seats than its capacity (and its count is the sum of its bookings' seats), no unit of a
// resource held twice at once, every booking holding what its service requires, nothing a client
// was told succeeded missing, every visit whole (as many items as its answer listed, back to back
// by the services' buffers, one customer, moved together) and none written for a refusal.
import { sql } from "@booking/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { berlinAt, dateAhead, startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

const REQUESTS = Number(process.env.OVERSELL_REQUESTS ?? 2400);
const IN_FLIGHT = 16;
// The share of requests about visits (0 leaves them out, to tell their effect from the rest's).
const VISIT_SHARE = Number(process.env.OVERSELL_VISIT_SHARE ?? 0.2);
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
  /** The colour with processing time, and the cut that fits wholly inside its gap. */
  processing: { colourId: string; cutId: string };
  /** The two-person service. */
  couplesId: string;
}

// The colour with processing time: 30 minutes of work, 30 while it develops, 30 of work again,
// after a 15-minute buffer, so its gap lies 45-75 minutes after its occupied range begins.
const COLOUR_BUFFER_BEFORE = 15;
const COLOUR_SEGMENTS = [
  { kind: "active", minutes: 30 },
  { kind: "processing", minutes: 30 },
  { kind: "active", minutes: 30 },
] as const;
const GAP_START_MINUTES = 30;
const COLOUR_GAPS = [GAP_START_MINUTES + COLOUR_BUFFER_BEFORE, 60 + COLOUR_BUFFER_BEFORE];
const MINUTE_MS = 60_000;

/**
 * The Monday at least a week ahead and the three days after it (the members work Monday to
 * Friday), so that the run's times are always ahead of today.
 */
function comingWeek(): string[] {
  const monday = dateAhead(7, 1);
  return [0, 1, 2, 3].map((n) => new Date(Date.parse(monday) + n * 86_400_000).toISOString().slice(0, 10));
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
  const dryers = await post("/v1/resources", { name: "Dryers", quantity: 3 });
  // Held over the colour's whole occupied range, its processing time included.
  const processingColourId = await post("/v1/services", {
    name: "Colour & gloss",
    duration: 90,
    price: 90,
    bufferBeforeMinutes: COLOUR_BUFFER_BEFORE,
    segments: COLOUR_SEGMENTS,
    requirements: [{ resourceIds: [dryers] }],
  });
  const fringeCutId = await post("/v1/services", { name: "Fringe cut", duration: 30, price: 20 });
  const couplesId = await post("/v1/services", { name: "Couples massage", duration: 60, price: 150, staffCount: 2 });
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
    { id: processingColourId, seats: false },
    { id: fringeCutId, seats: false },
  ];
  const members = [salon.annId, salon.bobId];
  for (const name of ["Cy", "Di"])
    members.push(await post("/v1/staff", { name, email: `${name}@fuzz.example.com`, role: "staff", schedule: week }));
  for (const id of members) {
    const res = await salon.api.patch(`/v1/staff/${id}`, { services: [...services.map((s) => s.id), couplesId] });
    if (res.status !== 200) throw new Error(`setup staff: ${res.text}`);
  }
  const customers: string[] = [];
  for (let i = 0; i < 20; i++) customers.push(await post("/v1/customers", { name: `Guest ${i}`, email: `guest${i}@fuzz.example.com` }));
  return { salon, members, services, customers, processing: { colourId: processingColourId, cutId: fringeCutId }, couplesId };
}

describe("bookings, seats and units under concurrent load", () => {
  it(`are never oversold (${REQUESTS} mixed requests, ${IN_FLIGHT} at a time)`, { timeout: 600_000 }, async () => {
    const rand = random(SEED);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
    const { salon, members, services, customers, processing, couplesId } = await setUp();
    // Starts on the quarter hour, 08:00-18:45 on two weekdays: crowded enough to collide often.
    const [loadMonday, loadTuesday, couplesDay, coloursDay] = comingWeek() as [string, string, string, string];
    const starts: string[] = [];
    for (const date of [loadMonday, loadTuesday]) {
      for (let minutes = 8 * 60; minutes <= 18 * 60 + 45; minutes += 15) {
        starts.push(berlinAt(date, `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`));
      }
    }
    // Yoga classes start on the hour, so that bookings share sessions.
    const classStarts = starts.filter((s) => s.slice(14, 16) === "00");

    const created = new Set<string>();
    const cancelled = new Set<string>();
    // Where the colours with processing time and the cuts are (as created, or as last moved), so that
    // some requests aim at a gap: a cut into a colour's, a colour around a cut.
    const placed = new Map<string, { serviceId: string; staffId: string; start: number }>();
    const place = (data: { id: string; service: { id: string }; staff: { id: string }; dateTime: string }) => {
      if (data.service.id === processing.colourId || data.service.id === processing.cutId)
        placed.set(data.id, { serviceId: data.service.id, staffId: data.staff.id, start: Date.parse(data.dateTime) });
    };
    const placedOf = (serviceId: string) => [...placed].filter(([id, p]) => p.serviceId === serviceId && !cancelled.has(id));
    const alone = (id: string) => !visitItems.has(id);
    const statuses = new Map<string, number>();
    const count = (what: string, status: number) => statuses.set(`${what} ${status}`, (statuses.get(`${what} ${status}`) ?? 0) + 1);
    const failures: string[] = [];
    // 409s that name no rule but a write lost to a concurrent one ("retry it"): the database broke a
    // deadlock or a serialisation conflict. Asserted after the audit, so that it still runs.
    const lostToConcurrency = (what: string, res: { status: number; body: { error?: { message?: string } } }) => {
      if (res.status !== 409 || !/concurrent change/.test(res.body.error?.message ?? "")) return false;
      count(`${what} (retry)`, 409);
      return true;
    };
    // Visits as answered: 201s with the customer and services asked for, and the 409s (which must
    // have written nothing). Their items are moved and cancelled only as a visit.
    const visits = new Map<string, { items: number; customerId: string; serviceIds: string[] }>();
    const cancelledVisits = new Set<string>();
    const visitItems = new Set<string>();
    let visitRefusals = 0;
    const oneToOne = services.filter((s) => !s.seats);
    // The couples massage takes half of the plain service's share, so that the other services'
    // shares (the colour with processing time among them) stay what they were without it.
    const withCouples = (service: { id: string; seats: boolean }) =>
      service.id === salon.serviceId && rand() < 0.5 ? { id: couplesId, seats: false } : service;

    const create = async (what: string, body: Record<string, unknown>) => {
      const res = await salon.api.post("/v1/bookings", { customerId: pick(customers), ...body });
      count(what, res.status);
      lostToConcurrency(what, res);
      if (res.status === 201) {
        created.add(res.body.data.id as string);
        place(res.body.data);
      } else if (res.status !== 409 && res.status !== 400) failures.push(`${what} ${res.status} ${res.text}`);
    };
    const move = async (what: string, id: string, body: { dateTime: string; staffId?: string }) => {
      const res = await salon.api.patch(`/v1/bookings/${id}`, body);
      count(what, res.status);
      lostToConcurrency(what, res);
      const before = placed.get(id);
      if (res.status === 200) {
        // The answer to a move names no time: the booking is where it was asked to go.
        if (before) placed.set(id, { ...before, staffId: body.staffId ?? before.staffId, start: Date.parse(body.dateTime) });
      } else if (res.status !== 409 && res.status !== 400) failures.push(`${what} ${res.status} ${res.text}`);
    };
    const inGapOf = (colour: { staffId: string; start: number }) => ({
      staffId: colour.staffId,
      dateTime: new Date(colour.start + GAP_START_MINUTES * MINUTE_MS).toISOString(),
    });

    const visitItemsOf = (data: { items: { id: string; service: { id: string }; staff: { id: string }; dateTime: string }[] }) =>
      data.items.map((item) => ({ id: item.id, service: item.service, staff: item.staff, dateTime: item.dateTime }));
    const createVisit = async () => {
      const items = Array.from({ length: 2 + Math.floor(rand() * 2) }, () => {
        const item: { serviceId: string; staffId?: string } = { serviceId: withCouples(pick(oneToOne)).id };
        if (rand() < 0.5) item.staffId = pick(members);
        return item;
      });
      const customerId = pick(customers);
      const res = await salon.api.post("/v1/visits", { customerId, start: pick(starts), items });
      count("visit", res.status);
      if (res.status === 201) {
        const data = res.body.data;
        visits.set(data.id as string, { items: data.items.length, customerId, serviceIds: items.map((i) => i.serviceId) });
        for (const item of visitItemsOf(data)) {
          created.add(item.id);
          visitItems.add(item.id);
          place(item);
        }
      } else if (res.status === 409) {
        if (lostToConcurrency("visit", res)) return;
        visitRefusals++;
        // A refusal names the items that do not fit, each one of those asked for.
        const paths = ((res.body.error?.details ?? []) as { path: string }[]).map((d) => d.path);
        if (paths.length === 0 || paths.some((path) => !/^items\.\d+$/.test(path) || Number(path.slice(6)) >= items.length))
          failures.push(`visit 409 naming ${JSON.stringify(paths)} for ${items.length} items: ${res.text}`);
      } else if (res.status !== 400) failures.push(`visit ${res.status} ${res.text}`);
    };
    const openVisits = () => [...visits.keys()].filter((id) => !cancelledVisits.has(id));
    const moveVisit = async (id: string) => {
      const res = await salon.api.patch(`/v1/visits/${id}`, { start: pick(starts) });
      count("visit move", res.status);
      if (lostToConcurrency("visit move", res)) return;
      if (res.status === 200) {
        for (const item of visitItemsOf(res.body.data)) if (placed.has(item.id)) place(item);
      } else if (res.status !== 409 && res.status !== 400) failures.push(`visit move ${res.status} ${res.text}`);
    };
    const cancelVisit = async (id: string) => {
      const res = await salon.api.delete(`/v1/visits/${id}`);
      count("visit cancel", res.status);
      if (res.status === 200) {
        cancelledVisits.add(id);
        for (const item of res.body.data.items as { id: string }[]) cancelled.add(item.id);
      } else failures.push(`visit cancel ${res.status} ${res.text}`);
    };

    const one = async () => {
      // About one request in five is about a visit: booked (most), moved or cancelled.
      if (rand() < VISIT_SHARE) {
        const roll = rand();
        const open = openVisits();
        if (roll < 0.55 || open.length < 3) await createVisit();
        else if (roll < 0.85) await moveVisit(pick(open));
        else await cancelVisit(pick(open));
        return;
      }
      const roll = rand();
      // Items of a visit are moved and cancelled only with their visit.
      const open = [...created].filter((id) => !cancelled.has(id) && alone(id));
      const colours = placedOf(processing.colourId);
      const cuts = placedOf(processing.cutId);
      const cutsAlone = cuts.filter(([id]) => alone(id));
      if (roll < 0.45 || open.length < 5) {
        const service = withCouples(pick(services));
        const body: Record<string, unknown> = {
          serviceId: service.id,
          staffId: pick(members),
          dateTime: pick(service.seats ? classStarts : starts),
        };
        if (service.seats) body.seats = 1 + Math.floor(rand() * 3);
        // A couple: half of them name both members (the second is picked otherwise).
        if (service.id === couplesId && rand() < 0.5) {
          const first = body.staffId as string;
          body.staffIds = [first, pick(members.filter((m) => m !== first))];
        }
        await create(service.id === couplesId ? "create couple" : "create", body);
      } else if (roll < 0.6 && colours.length > 0 && (roll < 0.54 || cuts.length === 0)) {
        // A cut into a colour's processing time.
        await create("create into gap", { serviceId: processing.cutId, ...inGapOf(pick(colours)[1]) });
      } else if (roll < 0.6 && cuts.length > 0) {
        // A colour whose processing time wraps a cut already booked.
        const cut = pick(cuts)[1];
        await create("create around", {
          serviceId: processing.colourId,
          staffId: cut.staffId,
          dateTime: new Date(cut.start - GAP_START_MINUTES * MINUTE_MS).toISOString(),
        });
      } else if (roll < 0.85) {
        if (roll < 0.68 && colours.length > 0 && cutsAlone.length > 0) {
          // A cut moved into a colour's processing time, to the colour's member.
          await move("move into gap", pick(cutsAlone)[0], inGapOf(pick(colours)[1]));
        } else {
          await move("move", pick(open), { dateTime: pick(starts) });
        }
      } else {
        const id = pick(open);
        const res = await salon.api.delete(`/v1/bookings/${id}`);
        count("cancel", res.status);
        if (res.status === 200) cancelled.add(id);
        else failures.push(`cancel ${res.status} ${res.text}`);
      }
    };
    // A few couples on a day of their own, before the load (which draws nothing for them), so that
    // the audit always meets two-person bookings: under the load most couples find no two free members.
    for (const hour of ["09", "11", "14"]) {
      const res = await salon.api.post("/v1/bookings", {
        customerId: customers[0],
        serviceId: couplesId,
        staffIds: members.slice(0, 2),
        dateTime: berlinAt(couplesDay, `${hour}:00`),
      });
      count("create couple", res.status);
      expect(res.status, res.text).toBe(201);
    }
    // Likewise a few colours, each with a cut inside its processing time, on a day of their own: the
    // audit always meets bookings in a gap (the load's own may all be moved or cancelled by its end).
    const SEEDED_IN_GAPS = 3;
    for (const [index, hour] of ["09", "12", "15"].entries()) {
      const colour = { staffId: members[index + 1]!, start: Date.parse(berlinAt(coloursDay, `${hour}:00`)) };
      const made = await salon.api.post("/v1/bookings", {
        customerId: customers[1],
        serviceId: processing.colourId,
        staffId: colour.staffId,
        dateTime: new Date(colour.start).toISOString(),
      });
      expect(made.status, made.text).toBe(201);
      const cut = await salon.api.post("/v1/bookings", { customerId: customers[2], serviceId: processing.cutId, ...inGapOf(colour) });
      expect(cut.status, cut.text).toBe(201);
    }
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
    const singles = REQUESTS * (1 - VISIT_SHARE);
    expect(statuses.get("create 201") ?? 0).toBeGreaterThan(singles / 12);
    expect(statuses.get("create 409") ?? 0).toBeGreaterThan(singles / 20);
    expect(statuses.get("move 200") ?? 0).toBeGreaterThan(0);
    expect(statuses.get("create into gap 201") ?? 0).toBeGreaterThan(0);
    expect(statuses.get("create couple 201") ?? 0).toBeGreaterThan(0);
    if (VISIT_SHARE > 0) {
      expect(visits.size).toBeGreaterThan(0);
      expect(visitRefusals).toBeGreaterThan(0);
      expect(statuses.get("visit move 200") ?? 0).toBeGreaterThan(0);
      expect(statuses.get("visit cancel 200") ?? 0).toBeGreaterThan(0);
    }

    // ---- The audit: plain SQL over the tables --------------------------------------------------
    const providerId = salon.providerId;
    const one_ = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0]!;

    // Nothing a client was told succeeded is missing; cancelled ones are cancelled.
    const known = await one_(sql<{ n: number; cancelled: number }>`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled
        FROM bookings WHERE provider_id = ${providerId} AND id = ANY(${[...created]}::text[])`);
    expect(known).toEqual({ n: created.size, cancelled: cancelled.size });

    // Visits: a row for each 201 and none for any refusal; each as many items as its answer listed,
    // of the customer and services (in that order) asked for, all open or (cancelled as a visit) none.
    const answered = [...visits];
    const visitRows = await one_(sql<{
      rows: number;
      unanswered: number;
      empty: number;
      miscounted: number;
      mixed: number;
      strangers: number;
      reordered: number;
      cancelledWrong: number;
    }>`
      WITH answered AS (
        SELECT * FROM unnest(${answered.map(([id]) => id)}::text[], ${answered.map(([, v]) => v.items)}::int[],
                             ${answered.map(([, v]) => v.customerId)}::text[], ${answered.map(([, v]) => v.serviceIds.join(","))}::text[],
                             ${answered.map(([id]) => cancelledVisits.has(id))}::boolean[])
                   AS a(id, items, customer_id, service_ids, cancelled)),
           items AS (
        SELECT v.id, count(b.id)::int AS n, count(DISTINCT b.customer_id)::int AS customers, min(b.customer_id) AS customer_id,
               string_agg(b.service_id, ',' ORDER BY b.starts_at) AS service_ids,
               count(b.id) FILTER (WHERE b.status IN ('pending', 'confirmed'))::int AS open,
               count(b.id) FILTER (WHERE b.status = 'cancelled')::int AS cancelled
          FROM visits v LEFT JOIN bookings b ON b.provider_id = v.provider_id AND b.visit_id = v.id
         WHERE v.provider_id = ${providerId} GROUP BY v.provider_id, v.id)
      SELECT count(*)::int AS rows,
             count(*) FILTER (WHERE a.id IS NULL)::int AS unanswered,
             count(*) FILTER (WHERE items.n = 0)::int AS empty,
             count(*) FILTER (WHERE items.n <> a.items)::int AS miscounted,
             count(*) FILTER (WHERE items.open <> 0 AND items.open <> items.n)::int AS mixed,
             count(*) FILTER (WHERE items.customers <> 1 OR items.customer_id <> a.customer_id)::int AS strangers,
             count(*) FILTER (WHERE items.service_ids <> a.service_ids)::int AS reordered,
             count(*) FILTER (WHERE items.cancelled <> CASE WHEN a.cancelled THEN items.n ELSE 0 END)::int AS "cancelledWrong"
        FROM items LEFT JOIN answered a ON a.id = items.id`);
    expect(visitRows).toEqual({
      rows: visits.size,
      unanswered: 0,
      empty: 0,
      miscounted: 0,
      mixed: 0,
      strangers: 0,
      reordered: 0,
      cancelledWrong: 0,
    });
    const strayItems = await one_(sql<{ n: number }>`
      SELECT count(*)::int AS n FROM bookings b
       WHERE b.provider_id = ${providerId} AND b.visit_id IS NOT NULL AND NOT (b.visit_id = ANY(${answered.map(([id]) => id)}::text[]))`);
    expect(strayItems.n).toBe(0);

    // Each visit's items back to back, as created and after every move: an item starts where the
    // one before ends, that one's buffer after and its own buffer before (the services') between.
    const apart = await sql<{ visit_id: string; id: string; starts_at: Date; expected: Date; status: string }>`
      WITH items AS (
        SELECT b.visit_id, b.id, b.status, b.starts_at, b.ends_at, sv.duration_minutes,
               lag(b.ends_at + sv.buffer_after_minutes * interval '1 minute') OVER w + sv.buffer_before_minutes * interval '1 minute' AS expected
          FROM bookings b JOIN services sv ON sv.provider_id = b.provider_id AND sv.id = b.service_id
         WHERE b.provider_id = ${providerId} AND b.visit_id IS NOT NULL
        WINDOW w AS (PARTITION BY b.visit_id ORDER BY b.starts_at, b.id))
      SELECT visit_id, id, starts_at, expected, status FROM items
       WHERE starts_at <> expected OR ends_at <> starts_at + duration_minutes * interval '1 minute'
       ORDER BY visit_id, starts_at`.execute(t.db);
    expect(apart.rows).toEqual([]);

    // Each booking's processing time is its service's: the colour's gap 45-75 minutes into its
    // occupied range (30-60 after its start), none for any other service.
    const gaps = await one_(sql<{ colours: number; colourWrong: number; misplaced: number; othersWrong: number }>`
      SELECT count(*) FILTER (WHERE service_id = ${processing.colourId})::int AS colours,
             count(*) FILTER (WHERE service_id = ${processing.colourId} AND processing_gaps <> ${COLOUR_GAPS}::int[])::int AS "colourWrong",
             count(*) FILTER (WHERE service_id = ${processing.colourId}
                                AND occupied_from + processing_gaps[1] * interval '1 minute'
                                    <> starts_at + ${GAP_START_MINUTES} * interval '1 minute')::int AS misplaced,
             count(*) FILTER (WHERE service_id <> ${processing.colourId} AND processing_gaps <> '{}')::int AS "othersWrong"
        FROM bookings WHERE provider_id = ${providerId}`);
    expect(gaps).toMatchObject({ colourWrong: 0, misplaced: 0, othersWrong: 0 });
    expect(gaps.colours).toBeGreaterThan(0);

    // member_occupied, as the database keeps it, is the occupied range less the gaps, worked out
    // here again from processing_gaps (pairs of minutes after occupied_from).
    const held = await one_(sql<{ wrong: number; unsplit: number }>`
      WITH recomputed AS (
        SELECT b.id, b.member_occupied, b.processing_gaps, tstzmultirange(tstzrange(b.occupied_from, b.occupied_until)) AS whole,
               tstzmultirange(tstzrange(b.occupied_from, b.occupied_until)) - coalesce(
                 (SELECT range_agg(tstzrange(b.occupied_from + b.processing_gaps[2 * k - 1] * interval '1 minute',
                                             b.occupied_from + b.processing_gaps[2 * k] * interval '1 minute'))
                    FROM generate_series(1, cardinality(b.processing_gaps) / 2) AS k),
                 '{}'::tstzmultirange) AS expected
          FROM bookings b WHERE b.provider_id = ${providerId})
      SELECT count(*) FILTER (WHERE member_occupied IS DISTINCT FROM expected)::int AS wrong,
             count(*) FILTER (WHERE cardinality(processing_gaps) > 0 AND member_occupied = whole)::int AS unsplit
        FROM recomputed`);
    expect(held).toEqual({ wrong: 0, unsplit: 0 });

    // The occupancy rows the constraint compares are exactly the members every booking that holds
    // them holds (held, pending or confirmed, outside sessions), over its member_occupied: none
    // missing, none left behind by a move, cancellation or lapse.
    const occupancy = await one_(sql<{ missing: number; stale: number }>`
      WITH expected AS (
        SELECT id, m.staff_id, member_occupied FROM bookings b
         CROSS JOIN LATERAL (VALUES (b.staff_id), (b.second_staff_id)) AS m(staff_id)
         WHERE b.provider_id = ${providerId} AND m.staff_id IS NOT NULL AND b.session_id IS NULL
           AND b.status IN ('held', 'pending', 'confirmed')),
           actual AS (SELECT booking_id AS id, staff_id, occupied AS member_occupied FROM member_occupancy WHERE provider_id = ${providerId})
      SELECT (SELECT count(*)::int FROM (SELECT * FROM expected EXCEPT SELECT * FROM actual) AS e) AS missing,
             (SELECT count(*)::int FROM (SELECT * FROM actual EXCEPT SELECT * FROM expected) AS a) AS stale`);
    expect(occupancy).toEqual({ missing: 0, stale: 0 });

    // No member held twice at one instant: live bookings outside sessions over their
    // member_occupied (a booking may lie in another's gap), open sessions over their whole range.
    // A two-person booking once per member it holds.
    const live = sql`
      SELECT b.id, m.staff_id, b.member_occupied, b.occupied_from, b.occupied_until, b.processing_gaps FROM bookings b
       CROSS JOIN LATERAL (VALUES (b.staff_id), (b.second_staff_id)) AS m(staff_id)
       WHERE b.provider_id = ${providerId} AND b.session_id IS NULL AND m.staff_id IS NOT NULL
         AND (b.status IN ('pending', 'confirmed') OR (b.status = 'held' AND b.hold_expires_at > now()))`;
    const memberOverlaps = await one_(sql<{ bookings: number; bookingSession: number; sessions: number }>`
      WITH live AS (${live}),
           open_sessions AS (
             SELECT id, staff_id, tstzrange(occupied_from, occupied_until) AS r FROM sessions
              WHERE provider_id = ${providerId} AND status = 'open')
      SELECT (SELECT count(*)::int FROM live a JOIN live b
                ON a.staff_id = b.staff_id AND a.id < b.id AND a.member_occupied && b.member_occupied) AS bookings,
             (SELECT count(*)::int FROM open_sessions s JOIN live b
                ON s.staff_id = b.staff_id AND b.member_occupied && s.r) AS "bookingSession",
             (SELECT count(*)::int FROM open_sessions a JOIN open_sessions b
                ON a.staff_id = b.staff_id AND a.id < b.id AND a.r && b.r) AS sessions`);
    expect(memberOverlaps).toEqual({ bookings: 0, bookingSession: 0, sessions: 0 });

    // The load did reach the case: live bookings lie wholly (buffers included) inside another
    // live booking's processing time, of the same member.
    const inGaps = await one_(sql<{ n: number }>`
      WITH live AS (${live}),
           gap AS (
             SELECT a.id, a.staff_id,
                    tstzrange(a.occupied_from + a.processing_gaps[2 * k - 1] * interval '1 minute',
                              a.occupied_from + a.processing_gaps[2 * k] * interval '1 minute') AS r
               FROM live a CROSS JOIN generate_series(1, cardinality(a.processing_gaps) / 2) AS k)
      SELECT count(DISTINCT b.id)::int AS n FROM live b JOIN gap
          ON gap.staff_id = b.staff_id AND gap.id <> b.id AND tstzrange(b.occupied_from, b.occupied_until) <@ gap.r`);
    console.info(`never-oversold fuzz: ${inGaps.n} live bookings inside another's processing time`);
    // The seeded ones, and at least one of the load's (7-10 at 2400 requests once the days are full;
    // a run has met 2): a floor, not a proportion.
    expect(inGaps.n).toBeGreaterThanOrEqual(SEEDED_IN_GAPS + Math.min(1, Math.floor(REQUESTS / 400)));

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

    // Every 409 named what did not fit: no write lost to a concurrent one (a visit locking its
    // members in item order meets another locking them in the opposite order).
    expect(Object.fromEntries([...statuses].filter(([key]) => key.includes("(retry)")))).toEqual({});
  });
});
