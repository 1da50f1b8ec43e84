// The reports over a salon's year of 100,000 bookings, in a table that holds two other salons'
// 150,000 each (as a service of many salons does: no salon is most of the table): PostgreSQL
// answers each from indexes led by provider_id, never by reading the bookings table through; the reports' time is measured by the bench (apps/bench, scenario 10), not here. The
// answers still add up: every booking of the salon is counted once.
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "@booking/db";
import { bookedMinutesSql, bookingCountsSql, customersSql, revenueSql, type ReportScope } from "@booking/core";
import { seedReportYear } from "@booking/testing";
import { startTestApi, type TestApi } from "../helpers";

let t: TestApi;
let salon: { providerId: string; api: Awaited<ReturnType<TestApi["newProvider"]>>["api"] };
const BOOKINGS = 100_000;
const YEAR = { from: "2026-01-01", to: "2026-12-31" };

beforeAll(async () => {
  t = await startTestApi();
  t.clock.set("2027-01-05T08:00:00Z");
  salon = await t.newProvider({ timezone: "Europe/Berlin" });
  const others = [await t.newProvider({ timezone: "Europe/Berlin" }), await t.newProvider({ timezone: "Europe/Berlin" })];
  // 20 members: 5,000 bookings each, every 90 minutes from New Year's morning (about 312 days); 2,999
  // customers, so that each has bookings of every status but cancelled ones too.
  await seedReportYear(t.db, { providerId: salon.providerId, prefix: "big", bookings: BOOKINGS, members: 20, customers: 2_999 });
  for (const [i, other] of others.entries()) {
    await seedReportYear(t.db, { providerId: other.providerId, prefix: `other${i}`, bookings: 150_000, members: 20, customers: 3_001 });
  }
  // As autovacuum would leave the table: statistics, and the pages marked all-visible.
  await sql`VACUUM (ANALYZE) bookings`.execute(t.db);
}, 600_000);
afterAll(async () => {
  await t?.close();
});

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

const scopes: ReportScope[] = [
  { providerId: "", zone: "Europe/Berlin", ...YEAR, grouping: "day" },
  { providerId: "", zone: "Europe/Berlin", ...YEAR, grouping: "month", staffId: "staff_big3" },
];

it.each([
  ["bookings", bookingCountsSql],
  ["revenue", revenueSql],
  ["utilisation", bookedMinutesSql],
  ["customers", customersSql],
] as const)("reads the %s report's bookings through indexes led by provider_id, never a scan of the table", async (_name, statement) => {
  for (const scope of scopes) {
    const s = { ...scope, providerId: salon.providerId };
    const { rows } = await sql<{ "QUERY PLAN": [{ Plan: PlanNode }] }>`EXPLAIN (FORMAT JSON) ${statement(s)}`.execute(t.db);
    const nodes = nodesOf(rows[0]!["QUERY PLAN"][0].Plan);
    const onBookings = nodes.filter((n) => n["Relation Name"] === "bookings");
    expect(onBookings.length, JSON.stringify(nodes.map((n) => n["Node Type"]))).toBeGreaterThan(0);
    const plan = `${_name} (${s.grouping}${s.staffId ? ", one member" : ""}): ${JSON.stringify(nodes.map((n) => [n["Node Type"], n["Index Name"]]))}`;
    expect(
      onBookings.map((n) => n["Node Type"]),
      plan,
    ).not.toContain("Seq Scan");
    // Every read of the table goes through an index of its own (a bitmap's heap visit through the index scan under it).
    const indexes = nodes.flatMap((n) => (n["Index Name"] === undefined ? [] : [n["Index Name"]]));
    expect(indexes.length, plan).toBeGreaterThan(0);
    for (const index of indexes) expect(index, plan).toMatch(/^bookings_/);
  }
});

it("counts every booking of the year once, and nothing of the other salons", async () => {
  const res = await salon.api.get("/v1/reports/bookings", { query: { ...YEAR, groupBy: "month" } });
  expect(res.status, res.text).toBe(200);
  expect(res.body.data.totals).toMatchObject({ total: BOOKINGS, cancelled: BOOKINGS / 10, noShow: BOOKINGS / 10, completed: BOOKINGS / 2 });
  expect(res.body.data.periods).toHaveLength(12);
  expect(res.body.data.members).toHaveLength(20);
  const revenue = await salon.api.get("/v1/reports/revenue", { query: { ...YEAR, groupBy: "week" } });
  expect(revenue.body.data.totals).toMatchObject({ paid: (BOOKINGS / 2) * 45, payments: BOOKINGS / 2, refunds: BOOKINGS / 50 });
  const customers = await salon.api.get("/v1/reports/customers", { query: YEAR });
  expect(customers.body.data.totals).toEqual({ customers: 2_999, new: 2_999, returning: 0 });
  const utilisation = await salon.api.get("/v1/reports/utilisation", { query: { ...YEAR, staffId: "staff_big3" } });
  expect(utilisation.status, utilisation.text).toBe(200);
  // Member 3 has every twentieth booking, each of them completed (3 of every 10 is): an hour each.
  expect(utilisation.body.data.totals.bookedMinutes).toBe((BOOKINGS / 20) * 60);
});
