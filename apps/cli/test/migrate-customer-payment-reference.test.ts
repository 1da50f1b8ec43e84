// Upgrading a database whose customers have paid online before: each customer keeps the payment
// processor's customer their newest payment was made as (their next payment is made as it), a
// customer who never paid gets none, and reverting the migration leaves the payments as they were.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDown, migrateToLatest, migrationNames, sql } from "@booking/db";
import { createTestDatabase, type TestDatabase } from "@booking/testing";

const MIGRATION = "2026-12-01T0900_customer_payment_reference";
const LATER = migrationNames.slice(migrationNames.indexOf(MIGRATION) + 1);
const P = "00000000-0000-4000-8000-000000000002";
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  for (const name of [...LATER].reverse()) expect(await migrateDown(db)).toEqual([name]);
  expect(await migrateDown(db)).toEqual([MIGRATION]);
  await sql`INSERT INTO providers (id, name, category, location) VALUES (${P}, 'Paid Salon', 'hair', 'Berlin')`.execute(db);
  await sql`INSERT INTO customers (provider_id, id, name, email)
            VALUES (${P}, 'cus_regular', 'Rita', 'rita@example.com'), (${P}, 'cus_new', 'Nia', 'nia@example.com'),
                   (${P}, 'cus_unpaid', 'Uma', 'uma@example.com')`.execute(db);
  await sql`INSERT INTO services (provider_id, id, name, duration_minutes, price_cents) VALUES (${P}, 'svc_cut', 'Cut', 30, 2500)`.execute(
    db,
  );
  await sql`INSERT INTO staff (provider_id, id, name, email, role, schedule) VALUES (${P}, 'staff_ann', 'Ann', 'ann@example.com', 'staff', '{}')`.execute(
    db,
  );
  await sql`
    INSERT INTO bookings (provider_id, id, customer_id, service_id, staff_id, starts_at, ends_at, occupied_from, occupied_until, status, payment_amount_cents)
    VALUES (${P}, 'bk_r1', 'cus_regular', 'svc_cut', 'staff_ann', '2026-10-01T09:00:00Z', '2026-10-01T09:30:00Z', '2026-10-01T09:00:00Z', '2026-10-01T09:30:00Z', 'completed', 2500),
           (${P}, 'bk_r2', 'cus_regular', 'svc_cut', 'staff_ann', '2026-11-01T09:00:00Z', '2026-11-01T09:30:00Z', '2026-11-01T09:00:00Z', '2026-11-01T09:30:00Z', 'completed', 2500),
           (${P}, 'bk_r3', 'cus_regular', 'svc_cut', 'staff_ann', '2026-11-15T09:00:00Z', '2026-11-15T09:30:00Z', '2026-11-15T09:00:00Z', '2026-11-15T09:30:00Z', 'cancelled', 2500),
           (${P}, 'bk_n1', 'cus_new', 'svc_cut', 'staff_ann', '2026-11-20T09:00:00Z', '2026-11-20T09:30:00Z', '2026-11-20T09:00:00Z', '2026-11-20T09:30:00Z', 'confirmed', 2500),
           (${P}, 'bk_u1', 'cus_unpaid', 'svc_cut', 'staff_ann', '2026-11-21T09:00:00Z', '2026-11-21T09:30:00Z', '2026-11-21T09:00:00Z', '2026-11-21T09:30:00Z', 'confirmed', 2500)`.execute(
    db,
  );
  // Rita paid twice as cus_A, then as cus_B (her newest); a payment never started has no reference.
  await sql`
    INSERT INTO payment_intents (provider_id, id, booking_id, kind, purpose, reference, amount_minor, currency, status, customer_reference, created_at)
    VALUES (${P}, 'pay_1', 'bk_r1', 'payment', 'deposit', 'pi_1', 1000, 'EUR', 'succeeded', 'cus_A', '2026-09-30T10:00:00Z'),
           (${P}, 'pay_2', 'bk_r2', 'payment', 'deposit', 'pi_2', 1000, 'EUR', 'succeeded', 'cus_B', '2026-10-30T10:00:00Z'),
           (${P}, 'pay_3', 'bk_r3', 'payment', 'deposit', NULL, 1000, 'EUR', 'canceled', NULL, '2026-11-14T10:00:00Z'),
           (${P}, 'pay_4', 'bk_n1', 'card_setup', 'card', 'seti_4', 0, 'EUR', 'succeeded', 'cus_C', '2026-11-19T10:00:00Z')`.execute(db);
});
afterAll(async () => {
  await database?.drop();
});

describe("migrating customers who paid online before", () => {
  it("keeps on each customer the processor's customer of their newest payment, none for a customer who never paid, and reverts cleanly", async () => {
    const { db } = database;
    expect(await migrateToLatest(db)).toEqual([MIGRATION, ...LATER]);
    const customers = await sql<{ id: string; payment_customer_reference: string | null }>`
      SELECT id, payment_customer_reference FROM customers ORDER BY id`.execute(db);
    expect(customers.rows).toEqual([
      { id: "cus_new", payment_customer_reference: "cus_C" },
      { id: "cus_regular", payment_customer_reference: "cus_B" },
      { id: "cus_unpaid", payment_customer_reference: null },
    ]);
    for (const name of [...LATER].reverse()) expect(await migrateDown(db)).toEqual([name]);
    expect(await migrateDown(db)).toEqual([MIGRATION]);
    const intents = await sql<{ id: string; customer_reference: string | null }>`
      SELECT id, customer_reference FROM payment_intents ORDER BY id`.execute(db);
    expect(intents.rows.map((r) => r.customer_reference)).toEqual(["cus_A", "cus_B", null, "cus_C"]);
    expect(await migrateToLatest(db)).toEqual([MIGRATION, ...LATER]);
  });
});
