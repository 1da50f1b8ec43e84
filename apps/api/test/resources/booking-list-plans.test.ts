// How PostgreSQL plans the booking list's page, seen from the one session an API with a pool of
// one connection uses (pg_prepared_statements lists that session's named statements and how often
// each was planned). The unfiltered list keeps one generic plan instead of planning its four-table
// join again on every call, which a plain LIMIT parameter made it do (four times the database's
// CPU for a page).
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "@booking/db";
import { createTestDatabase } from "@booking/testing";
import { startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let s: Salon;

beforeAll(async () => {
  t = await startTestApi({ database: await createTestDatabase({ poolSize: 1 }) });
  t.clock.set("2026-11-20T08:00:00Z");
  s = await createSalon(t);
  const first = await s.book({ staffId: s.annId, dateTime: "2026-11-23T09:00:00+01:00" });
  if (first.status !== 201) throw new Error(`setup failed: ${first.status} ${first.text}`);
  // Enough bookings that a page is a small part of them (the planner's case): copies of the
  // first, two hours apart, and the table's statistics as autovacuum would have them.
  await sql`
    INSERT INTO bookings (provider_id, id, customer_id, service_id, staff_id, starts_at, ends_at, occupied_from, occupied_until,
                          payment_amount_cents)
    SELECT provider_id, 'bk_copy_' || n, customer_id, service_id, staff_id, starts_at + n * interval '2 hours',
           ends_at + n * interval '2 hours', occupied_from + n * interval '2 hours', occupied_until + n * interval '2 hours',
           payment_amount_cents
      FROM bookings, generate_series(1, 3000) AS n
     WHERE id = ${first.body.data.id as string}`.execute(t.db);
  await sql`ANALYZE bookings`.execute(t.db);
});
afterAll(async () => {
  await t?.close();
  await t?.database.drop();
});

/** The session's named statements that read a page of bookings, with how each was planned. */
async function pagePlans() {
  const { rows } = await sql<{ statement: string; generic_plans: string; custom_plans: string }>`
    SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements
     WHERE statement LIKE '%"customer_name"%' AND statement LIKE '%order by%'`.execute(t.db);
  return rows.map((row) => ({ generic: Number(row.generic_plans), custom: Number(row.custom_plans) }));
}

it("keeps one plan for the unfiltered list's page rather than planning it on every call", async () => {
  for (let call = 0; call < 12; call++) {
    const page = (call % 3) + 1;
    const res = await s.api.get(`/v1/bookings?limit=2&page=${page}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.pagination).toMatchObject({ page, limit: 2, total: 3001 });
  }
  const [plans, ...others] = await pagePlans();
  expect(others).toEqual([]);
  // PostgreSQL makes five plans for the values before it compares them with the generic one.
  expect(plans).toEqual({ generic: 7, custom: 5 });
});
