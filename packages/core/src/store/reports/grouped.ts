// What the reports counted over bookings share beyond their scope (scope.ts): the range filter of
// their bookings, the leading columns of a statement grouped by GROUPING_SETS, and the answer made
// from its rows (one figure set per period, per member by name, and for the whole range).
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "@booking/db";
import { reportPeriods } from "../../domain/reports";
import {
  byLevel,
  LEVEL,
  PERIOD_TEXT,
  memberFilter,
  memberNames,
  namedMembers,
  rangeEnd,
  rangeStart,
  type GroupedRow,
  type ReportScope,
} from "./scope";

/** The first columns of a statement grouped by GROUPING_SETS: its period as text, its member and its `level`. */
export const GROUPED_COLUMNS = sql`${PERIOD_TEXT}, staff_id, ${LEVEL} AS level`;

/**
 * The conditions on the salon's bookings `b` whose `instant` (a column of b) falls in the range,
 * and that are the member's when the report is of one member.
 */
export const bookingsInRange = (instant: RawBuilder<unknown>, s: ReportScope) =>
  sql`b.provider_id = ${s.providerId} AND ${instant} >= ${rangeStart(s)} AND ${instant} < ${rangeEnd(s)} ${memberFilter(sql`b.staff_id`, s)}`;

/** Runs a grouped statement and answers its rows: the figures of each period of the range, of each member (by name) and of the whole range. */
export async function groupedReport<R extends GroupedRow, T>(
  db: Kysely<Database>,
  s: ReportScope,
  statement: RawBuilder<R>,
  figures: (row: R | undefined) => T,
) {
  const { rows } = await statement.execute(db);
  const { periods, members, total } = byLevel(rows);
  const names = await memberNames(db, s.providerId, [...members.keys()]);
  return {
    periods: reportPeriods(s.from, s.to, s.grouping).map((p) => Object.assign(p, figures(periods.get(p.period)))),
    members: namedMembers(members.keys(), names, (staffId) => figures(members.get(staffId))),
    totals: figures(total),
  };
}
