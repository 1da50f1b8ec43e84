// `pnpm cli seed` as a newcomer runs it: a real CLI process against a fresh database prints the
// demo marketplace as JSON; the data is checked in the database and through the router, and a
// second run adds nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import {
  appRouter,
  createCallerFactory,
  findCallerByKey,
  loadConfig,
  secretBoxFromEnv,
  silentLogger,
  webhookSettings,
  calendarSettings,
} from "@booking/core";
import { createTestDatabase, type TestDatabase } from "@booking/testing";
import { seedCommand } from "../src/seed";
import { runCli, stdoutJson } from "./helpers";

interface Seeded {
  created: number;
  existing: number;
  totals: Record<string, number>;
  providers: {
    id: string;
    name: string;
    timezone: string;
    created: boolean;
    apiKey?: string;
    bookingPage?: string;
    publicBookingPage?: string;
    customerKey?: { customerId: string; apiKey: string };
    staff?: { id: string; isActive: boolean }[];
    bookings?: { total: number; byStatus: Record<string, number>; ids: string[] };
    reviews?: number;
  }[];
}

let database: TestDatabase;
let seeded: Seeded;

beforeAll(async () => {
  database = await createTestDatabase();
  const started = Date.now();
  seeded = stdoutJson<Seeded>(await runCli(["seed", "--base-url", "http://localhost:3999"], { DATABASE_URL: database.url }));
  console.log(`seed: ${((Date.now() - started) / 1000).toFixed(1)} s for ${seeded.totals.bookings} bookings`);
});
afterAll(async () => {
  await database?.drop();
});

const count = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(database.db)).rows[0]!.n);

describe("pnpm cli seed", () => {
  it("prints six new providers in different time zones with their keys and ids", () => {
    expect(seeded.created).toBe(6);
    expect(seeded.providers).toHaveLength(6);
    expect(new Set(seeded.providers.map((p) => p.timezone)).size).toBe(6);
    for (const p of seeded.providers) {
      expect(p.created).toBe(true);
      expect(p.apiKey).toMatch(/^sk_[0-9A-Za-z]{32,}$/);
      expect(p.customerKey?.apiKey).toMatch(/^ck_[0-9A-Za-z]{32,}$/);
      expect(p.bookingPage).toBe(`http://localhost:3999/console/#key=${p.apiKey}`);
      expect(p.publicBookingPage).toMatch(/^http:\/\/localhost:3999\/book\/\?key=pk_[0-9A-Za-z]{40}$/);
      expect(p.bookings!.total).toBeGreaterThan(10);
      expect(p.bookings!.ids.every((id) => id.startsWith("bk_"))).toBe(true);
    }
  });

  it("adds booking policies: holidays closed, a member on leave with no booking in it, buffers kept around Balayage", async () => {
    const { db } = database;
    // Every provider closes on 25–26 December and 1 January.
    const closures = await sql<{ start_date: string; end_date: string }>`SELECT start_date, end_date FROM closures`.execute(db);
    expect(closures.rows).toHaveLength(12);
    expect(closures.rows.every((c) => c.start_date.slice(5) === "12-25" || c.start_date.slice(5) === "01-01")).toBe(true);
    // Jonas of Salon Nord is on leave; none of his active bookings falls in it, and his schedule shows it.
    const leave = await sql<{ staff_id: string; starts_at: Date; ends_at: Date }>`
      SELECT staff_id, starts_at, ends_at FROM staff_time_off`.execute(db);
    expect(leave.rows).toHaveLength(1);
    const off = leave.rows[0]!;
    expect(
      await count(sql`SELECT count(*)::int AS n FROM bookings WHERE staff_id = ${off.staff_id} AND status IN ('pending', 'confirmed')
                        AND starts_at < ${off.ends_at} AND ends_at > ${off.starts_at}`),
    ).toBe(0);
    // Balayage bookings occupy their buffers: 10 minutes before, 15 after.
    const balayage = await sql<{ before: number; after: number }>`
      SELECT extract(epoch from b.starts_at - b.occupied_from)::int / 60 AS before, extract(epoch from b.occupied_until - b.ends_at)::int / 60 AS after
      FROM bookings b JOIN services s ON s.provider_id = b.provider_id AND s.id = b.service_id WHERE s.name = 'Balayage'`.execute(db);
    expect(balayage.rows.length).toBeGreaterThan(0);
    for (const row of balayage.rows) expect(row).toEqual({ before: 10, after: 15 });
    // Balayage needs one of the two colour basins: every live one holds a basin, and never more
    // than two at once (the basins' units are never held twice at once).
    expect(
      await count(sql`SELECT count(*)::int AS n FROM bookings b JOIN services s ON s.provider_id = b.provider_id AND s.id = b.service_id
                       WHERE s.name = 'Balayage' AND b.status IN ('pending', 'confirmed') AND b.resources = '[]'::jsonb`),
    ).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM booking_units`)).toBeGreaterThan(0);
    // The braiding workshop is a class of eight seats.
    expect(await count(sql`SELECT count(*)::int AS n FROM services WHERE name = 'Braiding workshop' AND capacity = 8`)).toBe(1);
    // One date override per provider (its first member's short Saturday).
    expect(await count(sql`SELECT count(*)::int AS n FROM staff_date_overrides`)).toBe(6);
  });

  it("stores staff with schedules and breaks, bookings in every status, payments and reviews with responses", async () => {
    const { db } = database;
    expect(await count(sql`SELECT count(*)::int AS n FROM providers`)).toBe(6);
    expect(await count(sql`SELECT count(*)::int AS n FROM staff WHERE schedule::text LIKE '%breaks%'`)).toBeGreaterThanOrEqual(6);
    expect(await count(sql`SELECT count(*)::int AS n FROM staff WHERE NOT is_active`)).toBe(1);
    const statuses = await sql<{ status: string; n: number }>`SELECT status, count(*)::int AS n FROM bookings GROUP BY status`.execute(db);
    expect(Object.fromEntries(statuses.rows.map((r) => [r.status, r.n]))).toEqual({
      pending: expect.any(Number),
      confirmed: expect.any(Number),
      completed: expect.any(Number),
      cancelled: expect.any(Number),
      no_show: expect.any(Number),
    });
    expect(await count(sql`SELECT count(*)::int AS n FROM bookings WHERE status = 'completed' AND payment_status <> 'paid'`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM bookings WHERE status = 'completed' AND starts_at > now()`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM bookings WHERE status IN ('pending', 'confirmed') AND starts_at < now()`)).toBe(
      0,
    );
    const reviews = await count(sql`SELECT count(*)::int AS n FROM reviews`);
    expect(reviews).toBe(seeded.totals.reviews);
    expect(reviews).toBeGreaterThan(10);
    expect(await count(sql`SELECT count(*)::int AS n FROM reviews WHERE response IS NOT NULL`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM reviews WHERE response LIKE 'Thank you, %-star review%'`)).toBeGreaterThan(0);
    // Every booking event is in the outbox, as if made through the API.
    expect(await count(sql`SELECT count(*)::int AS n FROM outbox_events WHERE event = 'booking.created'`)).toBe(seeded.totals.bookings);
  });

  it("gives keys that work, and a marketplace that search finds", async () => {
    const first = seeded.providers[0]!;
    const caller = await findCallerByKey(database.db, first.apiKey!);
    expect(caller).toMatchObject({ providerId: first.id, audience: "provider" });
    const customer = await findCallerByKey(database.db, first.customerKey!.apiKey);
    expect(customer).toMatchObject({ providerId: first.id, audience: "customer", customerId: first.customerKey!.customerId });

    const api = createCallerFactory(appRouter)({
      db: database.db,
      log: silentLogger,
      now: () => new Date(),
      webhooks: webhookSettings(loadConfig({})),
      calendars: calendarSettings(loadConfig({})),
      secrets: secretBoxFromEnv({}),
      publicUrl: "http://localhost:3000",
      requestId: "test",
      authorization: `Bearer ${first.customerKey!.apiKey}`,
    });
    const found = await api.search.providers({ q: "barber" });
    expect(found.results.map((r) => r.name)).toContain("Brooklyn Cuts");
    const brooklyn = found.results.find((r) => r.name === "Brooklyn Cuts")!;
    expect(brooklyn.reviewCount).toBeGreaterThan(0);
    expect(brooklyn.rating).toBeGreaterThan(0);
    const reviews = await api.provider.reviews.list({ providerId: first.id });
    expect(reviews.total).toBe(seeded.providers[0]!.reviews);
  });

  it("adds nothing when run again", async () => {
    const before = await count(sql`SELECT count(*)::int AS n FROM bookings`);
    const printed: unknown[] = [];
    await seedCommand([])(database.db, (value) => printed.push(value));
    const again = printed[0] as Seeded;
    expect(again).toMatchObject({ created: 0, existing: 6 });
    for (const p of again.providers) {
      expect(p.created).toBe(false);
      expect(p).not.toHaveProperty("apiKey");
    }
    expect(await count(sql`SELECT count(*)::int AS n FROM bookings`)).toBe(before);
    expect(await count(sql`SELECT count(*)::int AS n FROM providers`)).toBe(6);
  });

  it("refuses unknown options before touching the database", async () => {
    expect(() => seedCommand(["--bogus"])).toThrow(/bogus/);
    expect(() => seedCommand(["--base-url", "ftp://x"])).toThrow(/base-url/);
  });
});
