// The benchmark's data set, inserted in bulk with SQL (generate_series) so seeding stays quick.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { createApiKey, createProviderWithKey, type CreateProviderInput } from "@booking/core";

export interface BenchData {
  providerId: string;
  apiKey: string;
  serviceId: string;
  customerIds: string[];
  readStaffIds: string[];
  bookingIds: string[];
  createStaffIds: { api: string[]; baseline: string[] };
  scheduleStaff: { days: number; bookings: number; staffId: string; from: string; to: string }[];
  /** One service across 10 members, each with 1,000 bookings, date overrides and time off in 31 days. */
  availability: { serviceId: string; staff: number; bookingsEach: number; from: string; to: string };
  /** A chain's booking page: one service over 200 members on a 5-minute grid, 1,000 bookings, asked with a public key. */
  chain: { serviceId: string; publicKey: string; staff: number; bookings: number; from: string; to: string };
  /**
   * Creation beside the 1:1 kind: a class (capacity 12, each member's sessions filled seat by seat),
   * a service needing one unit of a pool of 20 rooms, and plain 1:1 bookings on members of their own.
   */
  kinds: {
    classServiceId: string;
    classStaffIds: string[];
    roomServiceId: string;
    roomStaffIds: string[];
    plainStaffIds: string[];
    /** Members of their own for visits of two 30-minute cuts back to back. */
    visitStaffIds: string[];
    /** Members of their own for recurring series booked (seriesStaffIds) and checked as dry runs (dryRunStaffIds). */
    seriesStaffIds: string[];
    dryRunStaffIds: string[];
  };
  /** `availability` again for a service that also needs one of 3 treatment rooms, held by three members' bookings. */
  availabilityWithRooms: { serviceId: string; rooms: number };
  /**
   * `availability` again for a colour of the same length with processing time (15 minutes of work,
   * 20 developing, 10 of work), offered by the same members; and a visit of the plain service then the colour.
   */
  availabilityWithProcessing: { serviceId: string; visitServiceIds: string[] };
}

const ALWAYS = JSON.stringify(
  Object.fromEntries(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, { start: "00:00", end: "24:00" }]),
  ),
);

/** A salon's week: Monday to Friday 09:00–18:00 with lunch 13:00–14:00, Saturday 10:00–16:00. */
export const SALON_WEEK = JSON.stringify({
  ...Object.fromEntries(
    ["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [
      d,
      { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] },
    ]),
  ),
  saturday: { start: "10:00", end: "16:00" },
  sunday: null,
});

export async function insertStaff(
  db: Kysely<Database>,
  providerId: string,
  prefix: string,
  count: number,
  serviceIds: string[],
  schedule = ALWAYS,
) {
  await sql`
    INSERT INTO staff (provider_id, id, name, email, role, schedule)
    SELECT ${providerId}, ${prefix} || g, 'Staff ' || g, ${prefix} || g || '@bench.example', 'staff', ${schedule}::jsonb
    FROM generate_series(1, ${count}) g`.execute(db);
  await sql`
    INSERT INTO staff_services (provider_id, staff_id, service_id)
    SELECT ${providerId}, ${prefix} || g, s FROM generate_series(1, ${count}) g, unnest(${serviceIds}::text[]) s`.execute(db);
  return Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
}

/** Bookings of one member, evenly spread over [from, from + days), each `minutes` long. */
export async function insertBookings(
  db: Kysely<Database>,
  providerId: string,
  staffId: string,
  serviceId: string,
  customerIds: string[],
  from: Date,
  days: number,
  count: number,
  idPrefix: string,
) {
  const spacingMs = Math.floor((days * 86_400_000) / count);
  const lengthMs = Math.min(spacingMs, 30 * 60_000);
  await sql`
    INSERT INTO bookings (provider_id, id, customer_id, service_id, staff_id, starts_at, ends_at, occupied_from, occupied_until,
                          status, payment_amount_cents)
    SELECT ${providerId}, ${idPrefix} || g, (${customerIds}::text[])[1 + g % ${customerIds.length}], ${serviceId}, ${staffId},
           ${from}::timestamptz + (g::bigint * ${spacingMs}::bigint) * interval '1 millisecond',
           ${from}::timestamptz + (g::bigint * ${spacingMs}::bigint + ${lengthMs}::bigint) * interval '1 millisecond',
           ${from}::timestamptz + (g::bigint * ${spacingMs}::bigint) * interval '1 millisecond',
           ${from}::timestamptz + (g::bigint * ${spacingMs}::bigint + ${lengthMs}::bigint) * interval '1 millisecond',
           CASE WHEN g % 10 = 0 THEN 'confirmed' ELSE 'pending' END, 2500
    FROM generate_series(0, ${count - 1}) g`.execute(db);
}

/** A provider in Berlin with a 30-minute service `svc_<name>` and `customers` customers `cus_<name>N`. */
export async function insertSalon(
  db: Kysely<Database>,
  name: string,
  customers: number,
  provider: Pick<CreateProviderInput, "name" | "plan" | "rateLimit" | "slotMinutes">,
) {
  const { provider: created, key } = await createProviderWithKey(db, {
    category: "hair salon",
    location: "Berlin",
    timezone: "Europe/Berlin",
    ...provider,
  });
  const providerId = created.id;
  const serviceId = `svc_${name}`;
  await sql`INSERT INTO services (provider_id, id, name, duration_minutes, price_cents) VALUES (${providerId}, ${serviceId}, 'Cut', 30, 2500)`.execute(
    db,
  );
  await sql`
    INSERT INTO customers (provider_id, id, name, email)
    SELECT ${providerId}, ${`cus_${name}`} || g, 'Customer ' || g, 'c' || g || ${`@${name}.example`} FROM generate_series(1, ${customers}) g`.execute(
    db,
  );
  const customerIds = Array.from({ length: customers }, (_, i) => `cus_${name}${i + 1}`);
  return { providerId, apiKey: key.apiKey, serviceId, customerIds };
}

/**
 * `availabilityBookings: false` (the CI guard, which measures reads, creation and series only)
 * leaves the availability members' calendars empty: the same salon, members and services, without
 * the 43,000 bookings only the availability scenarios read (they took most of the seeding's minutes).
 */
export async function seedBench(db: Kysely<Database>, options: { availabilityBookings: boolean }): Promise<BenchData> {
  const { availabilityBookings } = options;
  const { providerId, apiKey, serviceId, customerIds } = await insertSalon(db, "bench", 1_000, {
    name: "Bench Salon",
    plan: "enterprise",
    rateLimit: 1_000_000_000,
  });

  // Reads: 10,000 bookings across 10 members in 2030.
  const readStaffIds = await insertStaff(db, providerId, "staff_read", 10, [serviceId]);
  const bookingIds: string[] = [];
  for (const [i, staffId] of readStaffIds.entries()) {
    await insertBookings(db, providerId, staffId, serviceId, customerIds, new Date("2030-01-01T00:00:00Z"), 30, 1000, `bk_read${i}_`);
    for (let g = 0; g < 1000; g += 10) bookingIds.push(`bk_read${i}_${g}`);
  }

  // Creation: members with empty calendars, separate for the service and its baseline.
  const createStaffIds = {
    api: await insertStaff(db, providerId, "staff_create_api", 20, [serviceId]),
    baseline: await insertStaff(db, providerId, "staff_create_base", 20, [serviceId]),
  };

  // Availability: one member per (range, bookings in range).
  const scheduleStaff: BenchData["scheduleStaff"] = [];
  const from = "2031-03-01";
  for (const days of [7, 31]) {
    for (const bookings of [100, 1_000, 10_000]) {
      const [staffId] = await insertStaff(db, providerId, `staff_sched_${days}_${bookings}_`, 1, [serviceId]);
      if (staffId === undefined) throw new Error("insertStaff(…, 1, …) returned no staff id");
      if (availabilityBookings)
        await insertBookings(
          db,
          providerId,
          staffId,
          serviceId,
          customerIds,
          new Date(`${from}T00:00:00+01:00`),
          days,
          bookings,
          `bk_s${days}_${bookings}_`,
        );
      const to = new Date(Date.parse(`${from}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10);
      scheduleStaff.push({ days, bookings, staffId, from, to });
    }
  }
  // A service's availability: 45 minutes with buffers (5 before, 10 after) across 10 members with a
  // salon's week (SALON_WEEK), each with 1,000 bookings over the three months around the 31 days asked for (a third of them in
  // it, leaving free time between them), four date overrides (two short days, two days off) and
  // two stretches of time off; the provider closed one day.
  const availabilityService = "svc_bench_avail";
  await sql`
    INSERT INTO services (provider_id, id, name, duration_minutes, price_cents, buffer_before_minutes, buffer_after_minutes)
    VALUES (${providerId}, ${availabilityService}, 'Colour', 45, 6000, 5, 10)`.execute(db);
  const availFrom = "2031-05-01";
  const availStaff = await insertStaff(db, providerId, "staff_avail_", 10, [availabilityService], SALON_WEEK);
  for (const [i, staffId] of availStaff.entries()) {
    if (availabilityBookings)
      await insertBookings(db, providerId, staffId, serviceId, customerIds, new Date("2031-04-01T00:00:00+02:00"), 91, 1000, `bk_av${i}_`);
    await sql`
      INSERT INTO staff_date_overrides (provider_id, staff_id, date, hours)
      VALUES (${providerId}, ${staffId}, '2031-05-06', '{"start":"09:00","end":"13:00"}'),
             (${providerId}, ${staffId}, '2031-05-13', '{"start":"12:00","end":"20:00","breaks":[{"start":"15:00","end":"15:30"}]}'),
             (${providerId}, ${staffId}, '2031-05-20', NULL),
             (${providerId}, ${staffId}, '2031-05-27', NULL)`.execute(db);
    await sql`
      INSERT INTO staff_time_off (provider_id, id, staff_id, starts_at, ends_at, reason)
      VALUES (${providerId}, ${`off_bench_${i}_a`}, ${staffId}, '2031-05-08T10:00:00+02:00', '2031-05-09T18:00:00+02:00', 'Training'),
             (${providerId}, ${`off_bench_${i}_b`}, ${staffId}, '2031-05-22T00:00:00+02:00', '2031-05-24T00:00:00+02:00', 'Leave')`.execute(
      db,
    );
  }
  await sql`INSERT INTO closures (provider_id, id, start_date, end_date, reason) VALUES (${providerId}, 'cls_bench', '2031-05-29', '2031-05-29', 'Holiday')`.execute(
    db,
  );
  const availability = { serviceId: availabilityService, staff: availStaff.length, bookingsEach: 1000, from: availFrom, to: "2031-05-31" };

  // The same, for a service that also needs one of 3 treatment rooms: the bookings of the first
  // three members each hold one (unit i for member i), so the rooms are full whenever those three
  // are busy.
  const roomsNeeded = "svc_bench_avail_rooms";
  await sql`INSERT INTO resources (provider_id, id, name, quantity) VALUES (${providerId}, 'res_bench_treat', 'Treatment rooms', 3)`.execute(
    db,
  );
  await sql`
    INSERT INTO services (provider_id, id, name, duration_minutes, price_cents, buffer_before_minutes, buffer_after_minutes, requirements)
    VALUES (${providerId}, ${roomsNeeded}, 'Massage', 45, 6000, 5, 10, '[{"resourceIds":["res_bench_treat"],"quantity":1}]')`.execute(db);
  await sql`INSERT INTO staff_services (provider_id, staff_id, service_id) SELECT ${providerId}, s, ${roomsNeeded} FROM unnest(${availStaff}::text[]) s`.execute(
    db,
  );
  for (const [i, staffId] of availStaff.slice(0, 3).entries()) {
    await sql`
      INSERT INTO booking_units (provider_id, booking_id, resource_id, unit, occupied)
      SELECT provider_id, id, 'res_bench_treat', ${i + 1}, tstzrange(occupied_from, occupied_until)
        FROM bookings WHERE provider_id = ${providerId} AND staff_id = ${staffId}`.execute(db);
  }

  // The same members' colour with processing time.
  const processingColour = "svc_bench_avail_colour";
  await sql`
    INSERT INTO services (provider_id, id, name, duration_minutes, price_cents, buffer_before_minutes, buffer_after_minutes, segments)
    VALUES (${providerId}, ${processingColour}, 'Colour with developing', 45, 6000, 5, 10,
            '[{"kind":"active","minutes":15},{"kind":"processing","minutes":20},{"kind":"active","minutes":10}]')`.execute(db);
  await sql`INSERT INTO staff_services (provider_id, staff_id, service_id) SELECT ${providerId}, s, ${processingColour} FROM unnest(${availStaff}::text[]) s`.execute(
    db,
  );

  // Creation of the other kinds of booking.
  await sql`INSERT INTO resources (provider_id, id, name, quantity) VALUES (${providerId}, 'res_bench_rooms', 'Rooms', 20)`.execute(db);
  await sql`
    INSERT INTO services (provider_id, id, name, duration_minutes, price_cents, capacity, requirements)
    VALUES (${providerId}, 'svc_bench_class', 'Yoga', 30, 1500, 12, '[]'),
           (${providerId}, 'svc_bench_room', 'Massage', 30, 6000, 1, '[{"resourceIds":["res_bench_rooms"],"quantity":1}]')`.execute(db);
  const kinds = {
    classServiceId: "svc_bench_class",
    classStaffIds: await insertStaff(db, providerId, "staff_class_", 20, ["svc_bench_class"]),
    roomServiceId: "svc_bench_room",
    roomStaffIds: await insertStaff(db, providerId, "staff_room_", 20, ["svc_bench_room"]),
    plainStaffIds: await insertStaff(db, providerId, "staff_plain_", 20, [serviceId]),
    visitStaffIds: await insertStaff(db, providerId, "staff_visit_", 20, [serviceId]),
    seriesStaffIds: await insertStaff(db, providerId, "staff_series_", 20, [serviceId]),
    dryRunStaffIds: await insertStaff(db, providerId, "staff_series_dry_", 20, [serviceId]),
  };

  const chain = await seedChain(db, availabilityBookings);

  await analyzeTablesWithRows(db);
  return {
    providerId,
    apiKey,
    serviceId,
    customerIds,
    readStaffIds,
    bookingIds,
    createStaffIds,
    scheduleStaff,
    availability,
    chain,
    kinds,
    availabilityWithRooms: { serviceId: roomsNeeded, rooms: 3 },
    availabilityWithProcessing: { serviceId: processingColour, visitServiceIds: [availabilityService, processingColour] },
  };
}

/**
 * A salon chain as its booking page sees it: one 30-minute service over 200 members with a salon's
 * week on a 5-minute grid, 1,000 bookings among them over the month, and a public key. The month
 * asked for starts tomorrow: a public key is held to the minimum notice and the horizon.
 */
async function seedChain(db: Kysely<Database>, withBookings: boolean): Promise<BenchData["chain"]> {
  const { providerId, serviceId, customerIds } = await insertSalon(db, "chain", 100, { name: "Bench Chain", slotMinutes: 5 });
  const staff = await insertStaff(db, providerId, "staff_chain_", 200, [serviceId], SALON_WEEK);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  for (const [i, staffId] of withBookings ? staff.entries() : []) {
    await insertBookings(db, providerId, staffId, serviceId, customerIds, new Date(`${tomorrow}T10:00:00+01:00`), 31, 5, `bk_chain${i}_`);
  }
  const publicKey = await createApiKey(db, { providerId, audience: "public", plan: "default", rateLimit: 1_000_000_000 });
  const to = new Date(Date.parse(`${tomorrow}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  return { serviceId, publicKey: publicKey.apiKey, staff: staff.length, bookings: withBookings ? staff.length * 5 : 0, from: tomorrow, to };
}

/**
 * ANALYZE of the tables that hold rows, as autovacuum would on a live system. Tables the seed
 * leaves empty (outbox, webhook deliveries and attempts) are left alone, as autovacuum leaves a
 * table that has not grown: statistics saying "empty" would have the workers' connections plan
 * (and keep) sequential scans for tables the webhook scenario grows by 20,000 rows in seconds.
 */
export async function analyzeTablesWithRows(db: Kysely<Database>): Promise<void> {
  const tables = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'`.execute(db);
  for (const { name } of tables.rows) {
    const table = sql.table(name);
    const rows = await sql<{ any: boolean }>`SELECT EXISTS (SELECT 1 FROM ${table}) AS any`.execute(db);
    if (rows.rows[0]?.any) await sql`ANALYZE ${table}`.execute(db);
  }
}
