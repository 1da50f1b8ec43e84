// What every report shares: the salon, the local dates and the grouping asked for, and the SQL
// that turns them into instants and periods in the salon's zone. Reports count in PostgreSQL
// (GROUP BY GROUPING SETS: one statement answers the periods, the members and the total) over
// indexes led by provider_id; only those few aggregated rows come back.
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database, WeeklySchedule } from "@booking/db";
import { notFound } from "../../errors";
import type { ReportGrouping } from "../../domain/reports";

export interface ReportScope {
  providerId: string;
  /** The salon's IANA zone: dates, days, weeks and months are its. */
  zone: string;
  /** Inclusive local dates, already checked (reportRange). */
  from: string;
  to: string;
  grouping: ReportGrouping;
  /** One member only, when set. */
  staffId?: string;
  /** The salon's own opening hours, narrowing each member's working minutes; null or absent: none. */
  businessHours?: WeeklySchedule | null;
}

/** The first instant of the range: local midnight starting `from`. */
export const rangeStart = (s: ReportScope) => sql<Date>`(${s.from}::date)::timestamp AT TIME ZONE ${s.zone}`;

/** The instant after the range: local midnight starting the day after `to`. */
export const rangeEnd = (s: ReportScope) => sql<Date>`(${s.to}::date + 1)::timestamp AT TIME ZONE ${s.zone}`;

/**
 * The first local date of the day, week (Monday) or month an instant falls in, in the salon's zone,
 * as a date (grouped as four bytes; written out as text once per period, by PERIOD_TEXT).
 */
export const periodOf = (instant: RawBuilder<unknown>, s: ReportScope) =>
  sql<string>`date_trunc(${s.grouping}, ${instant} AT TIME ZONE ${s.zone})::date`;

/** The `period` column of a grouped statement as the answer writes it (YYYY-MM-DD). */
export const PERIOD_TEXT = sql<string>`period::text AS period`;

/** `AND <column> = staffId` when the report is of one member, else nothing. */
export const memberFilter = (column: RawBuilder<unknown>, s: ReportScope) =>
  s.staffId === undefined ? sql`` : sql`AND ${column} = ${s.staffId}`;

/**
 * The grouping sets every report's statement ends with, over its `period` and `staff_id` columns:
 * one row per period, one per member, and one for the whole range. `level` tells them apart.
 */
export const GROUPING_SETS = sql`GROUP BY GROUPING SETS ((period), (staff_id), ())`;
export const LEVEL = sql<number>`GROUPING(period, staff_id)::int`;

/** A row of a statement grouped by GROUPING_SETS. */
export interface GroupedRow {
  level: number;
  period: string | null;
  staff_id: string | null;
}

/** The rows of GROUPING_SETS by kind: per period, per member, and the whole range's (absent when the statement read no rows and has no () set row). */
export function byLevel<R extends GroupedRow>(rows: readonly R[]) {
  const periods = new Map<string, R>();
  const members = new Map<string, R>();
  let total: R | undefined;
  for (const row of rows) {
    // GROUPING(period, staff_id): 1 = grouped by period alone, 2 = by member alone, 3 = neither.
    if (row.level === 1 && row.period !== null) periods.set(row.period, row);
    else if (row.level === 2 && row.staff_id !== null) members.set(row.staff_id, row);
    else if (row.level === 3) total = row;
  }
  return { periods, members, total };
}

/** 404 unless `staffId` is (or was: deleted members keep their past) a member of the provider. */
export async function assertMemberOf(db: Kysely<Database>, providerId: string, staffId: string) {
  const row = await db.selectFrom("staff").select("id").where("provider_id", "=", providerId).where("id", "=", staffId).executeTakeFirst();
  if (!row) throw notFound("Staff member", staffId);
}

/** The names of members by id (deleted ones too: their past bookings still count). */
export async function memberNames(db: Kysely<Database>, providerId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("staff")
    .select(["id", "name"])
    .where("provider_id", "=", providerId)
    .where(sql<boolean>`id = ANY(${ids}::text[])`)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Members by name (then id), each with its name (an id the table no longer has keeps its id as name). */
export function namedMembers<T>(ids: Iterable<string>, names: ReadonlyMap<string, string>, figures: (staffId: string) => T) {
  return [...ids]
    .map((staffId) => Object.assign({ staffId, name: names.get(staffId) ?? staffId }, figures(staffId)))
    .sort((a, b) => a.name.localeCompare(b.name) || a.staffId.localeCompare(b.staffId));
}
