// Upgrading a database that already holds bookings to the booking-policies schema, the way an
// operator does (`pnpm cli migrate`): existing bookings occupy exactly their own time, providers
// and services get the documented defaults, and the no-overlap rule holds as before; reverting
// the migration restores the old constraint with the data intact.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDown, migrateToLatest, migrationNames, sql } from "@booking/db";
import { createTestDatabase, type TestDatabase } from "@booking/testing";
import { runCli, stdoutJson } from "./helpers";

const MIGRATION = "2026-11-24T0900_booking_policies";
/** Migrations after it, reverted first and applied again with it. */
const LATER = migrationNames.slice(migrationNames.indexOf(MIGRATION) + 1);
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  for (const name of [...LATER].reverse()) expect(await migrateDown(database.db)).toEqual([name]);
  expect(await migrateDown(database.db)).toEqual([MIGRATION]);
  const { db } = database;
  // Data as the previous schema held it: two back-to-back bookings and a cancelled one over them.
  await sql`INSERT INTO providers (id, name, category, location) VALUES ('00000000-0000-4000-8000-000000000001', 'Old Salon', 'hair', 'Berlin')`.execute(
    db,
  );
  const p = "00000000-0000-4000-8000-000000000001";
  await sql`INSERT INTO customers (provider_id, id, name, email) VALUES (${p}, 'cus_old', 'Ola', 'ola@example.com')`.execute(db);
  await sql`INSERT INTO services (provider_id, id, name, duration_minutes, price_cents) VALUES (${p}, 'svc_old', 'Cut', 30, 2500)`.execute(
    db,
  );
  await sql`INSERT INTO staff (provider_id, id, name, email, role, schedule) VALUES (${p}, 'staff_old', 'Ann', 'ann@example.com', 'staff', '{}')`.execute(
    db,
  );
  await sql`
    INSERT INTO bookings (provider_id, id, customer_id, service_id, staff_id, starts_at, ends_at, status, payment_amount_cents)
    VALUES (${p}, 'bk_a', 'cus_old', 'svc_old', 'staff_old', '2026-12-01T09:00:00Z', '2026-12-01T09:30:00Z', 'confirmed', 2500),
           (${p}, 'bk_b', 'cus_old', 'svc_old', 'staff_old', '2026-12-01T09:30:00Z', '2026-12-01T10:00:00Z', 'pending', 2500),
           (${p}, 'bk_c', 'cus_old', 'svc_old', 'staff_old', '2026-12-01T09:15:00Z', '2026-12-01T09:45:00Z', 'cancelled', 2500)`.execute(
    db,
  );
});
afterAll(async () => {
  await database?.drop();
});

describe("migrating a database with bookings to booking policies", () => {
  it("applies with `pnpm cli migrate`, giving existing bookings no buffers and everything else its defaults", async () => {
    const result = stdoutJson<{ applied: string[] }>(await runCli(["migrate"], { DATABASE_URL: database.url }));
    expect(result.applied).toEqual([MIGRATION, ...LATER]);
    const { db } = database;
    const bookings = await sql<{ id: string; same: boolean }>`
      SELECT id, occupied_from = starts_at AND occupied_until = ends_at AS same FROM bookings ORDER BY id`.execute(db);
    expect(bookings.rows).toEqual([
      { id: "bk_a", same: true },
      { id: "bk_b", same: true },
      { id: "bk_c", same: true },
    ]);
    const provider = await sql`SELECT min_notice_minutes, max_advance_days, cancellation_notice_minutes, assignment FROM providers`.execute(
      db,
    );
    expect(provider.rows).toEqual([
      { min_notice_minutes: 60, max_advance_days: 90, cancellation_notice_minutes: 0, assignment: "least_busy" },
    ]);
    const service = await sql`SELECT buffer_before_minutes, buffer_after_minutes FROM services`.execute(db);
    expect(service.rows).toEqual([{ buffer_before_minutes: 0, buffer_after_minutes: 0 }]);
  });

  it("still refuses an overlapping active booking, now over the occupied range", async () => {
    const attempt = sql`
      INSERT INTO bookings (provider_id, id, customer_id, service_id, staff_id, starts_at, ends_at, occupied_from, occupied_until, payment_amount_cents)
      VALUES ('00000000-0000-4000-8000-000000000001', 'bk_new', 'cus_old', 'svc_old', 'staff_old',
              '2026-12-01T10:10:00Z', '2026-12-01T10:40:00Z', '2026-12-01T09:55:00Z', '2026-12-01T10:40:00Z', 0)`.execute(database.db);
    await expect(attempt).rejects.toMatchObject({ code: "23P01", constraint: "member_occupancy_no_overlap" });
  });

  it("reverts cleanly and applies again", async () => {
    for (const name of [...LATER].reverse()) expect(await migrateDown(database.db)).toEqual([name]);
    expect(await migrateDown(database.db)).toEqual([MIGRATION]);
    const columns = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'bookings' AND column_name LIKE 'occupied%'`.execute(
      database.db,
    );
    expect(columns.rows[0]!.n).toBe(0);
    expect(await migrateToLatest(database.db)).toEqual([MIGRATION, ...LATER]);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM bookings`.execute(database.db)).rows[0]!.n).toBe(3);
  });
});
