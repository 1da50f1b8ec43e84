// Bookings by status over a range of local dates: each booking counts in the period of its
// appointment (its start in the salon's zone). Holds (not yet verified or paid) are no bookings yet.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { ratio } from "../../domain/reports";
import { bookingsInRange, GROUPED_COLUMNS, groupedReport } from "./grouped";
import { GROUPING_SETS, periodOf, type GroupedRow, type ReportScope } from "./scope";

interface CountRow extends GroupedRow {
  total: number;
  pending: number;
  confirmed: number;
  completed: number;
  cancelled: number;
  no_show: number;
}

/** The statement (EXPLAIN reads it in the tests): counts by status per period, per member and in all. */
export function bookingCountsSql(s: ReportScope) {
  return sql<CountRow>`
    SELECT ${GROUPED_COLUMNS},
           count(*)::int AS total,
           count(*) FILTER (WHERE status = 'pending')::int AS pending,
           count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
           count(*) FILTER (WHERE status = 'completed')::int AS completed,
           count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
           count(*) FILTER (WHERE status = 'no_show')::int AS no_show
      FROM (SELECT ${periodOf(sql`b.starts_at`, s)} AS period, b.staff_id, b.status
              FROM bookings b
             WHERE ${bookingsInRange(sql`b.starts_at`, s)} AND b.status <> 'held') AS x
     ${GROUPING_SETS}`;
}

/** A row's counts with the rates: cancelled of all bookings, no-shows of the appointments whose outcome is known (completed or no-show). */
function counts(row: CountRow | undefined) {
  const c = row ?? { total: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0, no_show: 0 };
  return {
    total: c.total,
    pending: c.pending,
    confirmed: c.confirmed,
    completed: c.completed,
    cancelled: c.cancelled,
    noShow: c.no_show,
    cancellationRate: ratio(c.cancelled, c.total),
    noShowRate: ratio(c.no_show, c.completed + c.no_show),
  };
}

export const bookingsReport = (db: Kysely<Database>, s: ReportScope) => groupedReport(db, s, bookingCountsSql(s), counts);
