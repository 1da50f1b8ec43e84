// New and returning customers over a range of local dates. A customer counts in a period (and with
// a member) when they have a booking there that was not cancelled (holds are no bookings yet); they
// are new there when that is their first such booking with the salon ever, and returning otherwise.
// Over the whole range, a customer is new when their first booking falls in it.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { bookingsInRange, groupedReport } from "./grouped";
import { PERIOD_TEXT, periodOf, rangeStart, type GroupedRow, type ReportScope } from "./scope";

interface CustomerRow extends GroupedRow {
  customers: number;
  new_customers: number;
}

/** The bookings that make someone a customer of the period. */
const VISITS = sql`b.status NOT IN ('held', 'cancelled')`;

/**
 * The statement (EXPLAIN reads it in the tests): the distinct customers of each period, member and
 * the whole range, and how many of them are new there, in rows shaped as GROUPING_SETS' (`level`).
 * The range's visits are read once and kept (MATERIALIZED) for the three counts, each of which
 * hashes only the pair it counts (deduplicating the visits first would hash every row once more);
 * each customer's first booking is found through the index by customer (one short probe each), not
 * by reading their whole history.
 */
export function customersSql(s: ReportScope) {
  // With one member asked for, a customer is new with them when their first booking was theirs.
  const firstWithMember = s.staffId === undefined ? sql`` : sql`WHERE staff_id = ${s.staffId}`;
  return sql<CustomerRow>`
    WITH visits AS MATERIALIZED (
      SELECT b.customer_id, b.staff_id, ${periodOf(sql`b.starts_at`, s)} AS period
        FROM bookings b
       WHERE ${bookingsInRange(sql`b.starts_at`, s)} AND ${VISITS}
    ), customers AS MATERIALIZED (
      SELECT DISTINCT customer_id FROM visits
    ), firsts AS (
      SELECT c.customer_id, f.staff_id, ${periodOf(sql`f.starts_at`, s)} AS period
        FROM customers AS c
        CROSS JOIN LATERAL (
          SELECT b.starts_at, b.staff_id
            FROM bookings b
           WHERE b.provider_id = ${s.providerId} AND b.customer_id = c.customer_id AND ${VISITS}
           ORDER BY b.starts_at, b.id
           LIMIT 1) AS f
       WHERE f.starts_at >= ${rangeStart(s)}
    ), counts AS (
      SELECT period, NULL::text AS staff_id, 1 AS level, count(*) AS customers, 0 AS new_customers
        FROM (SELECT DISTINCT period, customer_id FROM visits) AS x GROUP BY period
      UNION ALL
      SELECT NULL, staff_id, 2, count(*), 0 FROM (SELECT DISTINCT staff_id, customer_id FROM visits) AS x GROUP BY staff_id
      UNION ALL
      SELECT NULL, NULL, 3, count(*), 0 FROM customers
      UNION ALL
      SELECT period, NULL, 1, 0, count(*) FROM firsts ${firstWithMember} GROUP BY period
      UNION ALL
      SELECT NULL, staff_id, 2, 0, count(*) FROM firsts ${firstWithMember} GROUP BY staff_id
      UNION ALL
      SELECT NULL, NULL, 3, 0, count(*) FROM firsts ${firstWithMember}
    )
    SELECT ${PERIOD_TEXT}, staff_id, level, sum(customers)::int AS customers, sum(new_customers)::int AS new_customers
      FROM counts
     GROUP BY level, period, staff_id`;
}

function figures(row: CustomerRow | undefined) {
  const customers = row?.customers ?? 0;
  const fresh = row?.new_customers ?? 0;
  return { customers, new: fresh, returning: customers - fresh };
}

export const customersReport = (db: Kysely<Database>, s: ReportScope) => groupedReport(db, s, customersSql(s), figures);
