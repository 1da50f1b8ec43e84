// Reads of what the availability engine and the booking rules check besides the weekly schedule:
// the provider's notice, horizon and closures, and each member's date overrides and time off.
// Local dates are worked out by PostgreSQL from the provider's time zone as stored, so a booking
// write and the policies it is checked against always agree on the zone.
import { sql, type Kysely, type RawBuilder } from "kysely";
import { executeNamed, type DaySchedule, type Database, type WeeklySchedule } from "@booking/db";
import { notFound, presentOrThrow } from "../errors";
import type { BookingLimits } from "../domain/booking-rules";
import type { ClosureSpan, TimeSpan } from "../domain/working-calendar";
import { spansOfTimestampPairs } from "./timestamp-pairs";

/** A member's overrides and time off, as the engine takes them. */
export interface MemberPolicies {
  overrides: Map<string, DaySchedule | null>;
  /** Sorted by start. */
  timeOff: TimeSpan[];
  /** Busy time read from the member's own calendars (sorted by start; they may overlap one another). */
  busyTime: TimeSpan[];
}

/** The columns policyColumns adds to a statement, with the provider's zone and limits. */
export interface PolicyColumns {
  timezone: string;
  min_notice_minutes: number;
  max_advance_days: number;
  time_off: TimeSpan[];
  busy_time: TimeSpan[];
  overrides: { date: string; hours: DaySchedule | null }[];
  closures: ClosureSpan[];
  business_hours: WeeklySchedule | null;
}

/**
 * The three policy subqueries every calendar read shares: the member's time off overlapping
 * [from, to), their overrides and the provider's closures on the local dates [firstDate,
 * lastDate]. `providerId` and `staffId` are SQL (a column of the outer statement or a value).
 */
function policySubqueries(q: {
  providerId: RawBuilder<unknown>;
  staffId: RawBuilder<unknown>;
  from: Date;
  to: Date;
  firstDate: RawBuilder<unknown>;
  lastDate: RawBuilder<unknown>;
}) {
  return sql`
      (SELECT coalesce(json_agg(json_build_object('id', t.id, 'start', (extract(epoch from t.starts_at) * 1000)::float8,
                                                  'end', (extract(epoch from t.ends_at) * 1000)::float8) ORDER BY t.starts_at), '[]')
         FROM staff_time_off t
        WHERE t.provider_id = ${q.providerId} AND t.staff_id = ${q.staffId} AND t.starts_at < ${q.to} AND t.ends_at > ${q.from}) AS time_off,
      (SELECT coalesce(json_agg(json_build_object('id', cb.connection_id, 'start', (extract(epoch from cb.starts_at) * 1000)::float8,
                                                  'end', (extract(epoch from cb.ends_at) * 1000)::float8) ORDER BY cb.starts_at), '[]')
         FROM calendar_busy cb
        WHERE cb.provider_id = ${q.providerId} AND cb.staff_id = ${q.staffId} AND cb.starts_at < ${q.to} AND cb.ends_at > ${q.from}) AS busy_time,
      (SELECT coalesce(json_agg(json_build_object('date', o.date::text, 'hours', o.hours)), '[]')
         FROM staff_date_overrides o
        WHERE o.provider_id = ${q.providerId} AND o.staff_id = ${q.staffId} AND o.date BETWEEN ${q.firstDate} AND ${q.lastDate}) AS overrides,
      (SELECT coalesce(json_agg(json_build_object('id', c.id, 'date', c.start_date::text, 'endDate', c.end_date::text)), '[]')
         FROM closures c
        WHERE c.provider_id = ${q.providerId} AND c.start_date <= ${q.lastDate} AND c.end_date >= ${q.firstDate}) AS closures`;
}

/** The overrides of policySubqueries as the engine takes them: local date → hours (null: off). */
const overridesMap = (overrides: { date: string; hours: DaySchedule | null }[]) => new Map(overrides.map((o) => [o.date, o.hours]));

/**
 * Select-list columns of what a booking of member `staffId` over [from, to) is checked against,
 * for a statement with the provider's row as `p`: its zone, notice, horizon and business hours, the member's time
 * off overlapping the range, their overrides and the closures on the local dates it touches.
 */
export function policyColumns(staffId: string | RawBuilder<string>, from: Date, to: Date) {
  return sql`p.timezone, p.min_notice_minutes, p.max_advance_days, p.business_hours, ${policySubqueries({
    providerId: sql`p.id`,
    staffId: typeof staffId === "string" ? sql`${staffId}` : staffId,
    from,
    to,
    firstDate: sql`(${from}::timestamptz AT TIME ZONE p.timezone)::date`,
    lastDate: sql`(${to}::timestamptz AT TIME ZONE p.timezone)::date`,
  })}`;
}

/** The policies of a row with policyColumns, as the booking rules take them. */
export function toPolicies(row: PolicyColumns) {
  return {
    timezone: row.timezone,
    limits: { minNoticeMinutes: row.min_notice_minutes, maxAdvanceDays: row.max_advance_days } satisfies BookingLimits,
    closures: row.closures,
    businessHours: row.business_hours,
    member: { overrides: overridesMap(row.overrides), timeOff: row.time_off, busyTime: row.busy_time } satisfies MemberPolicies,
  };
}

/**
 * Everything a booking write of member `staffId` over [from, to) is checked against, in one
 * statement. Run it after the member's row lock, as its own statement, so it sees every policy
 * committed before the lock was granted.
 */
export async function policiesForBooking(db: Kysely<Database>, providerId: string, staffId: string, from: Date, to: Date) {
  const result = await sql<PolicyColumns>`SELECT ${policyColumns(staffId, from, to)} FROM providers p WHERE p.id = ${providerId}`.execute(
    db,
  );
  return toPolicies(presentOrThrow(result.rows[0], "the booking's provider exists"));
}

/**
 * What memberCalendars reads of the members' own bookings beside their policies (availability):
 * a select-list expression of the time the member `staffId` (a column of the statement) is held,
 * as bytes of timestamp pairs (timestamp-pairs.ts).
 */
export type HeldTimeColumn = (staffId: RawBuilder<string>) => RawBuilder<Buffer | null>;

/** Each member's policies, the provider's closures and (when asked) each member's held time, as memberCalendars reads them. */
export interface MemberCalendars {
  /** An entry for every member asked for. */
  policies: Map<string, MemberPolicies>;
  /** Sorted by first date. */
  closures: ClosureSpan[];
  /** The held time of the members who have any (HeldTimeColumn), in time order. */
  held: Map<string, { start: number; end: number }[]>;
}

/**
 * Of each of `staffIds`: the overrides on local dates [dates.from, dates.to], the time off and
 * their own calendars' busy time overlapping [window.from, window.to), and with `heldTime` what
 * their bookings hold; and the provider's closures on those dates. One statement, a row per
 * member (the closures on the first): availability reads all of it on every call, and five
 * statements on as many pooled connections cost more than the reads themselves. Busy time comes as
 * bytes of timestamp pairs (timestamp-pairs.ts): a busy calendar holds hundreds of events a month.
 */
export async function memberCalendars(
  db: Kysely<Database>,
  providerId: string,
  staffIds: readonly string[],
  dates: { from: string; to: string },
  window: { from: Date; to: Date },
  heldTime?: HeldTimeColumn,
): Promise<MemberCalendars> {
  const policies = new Map<string, MemberPolicies>(staffIds.map((id) => [id, { overrides: new Map(), timeOff: [], busyTime: [] }]));
  const held = new Map<string, { start: number; end: number }[]>();
  if (staffIds.length === 0) return { policies, closures: [], held };
  const staffId = sql<string>`m.staff_id`;
  const { rows } = await executeNamed(
    db,
    sql<{
      staff_id: string;
      overrides: [string, DaySchedule | null][];
      time_off: [string, number, number][];
      busy_time: Buffer | null;
      held: Buffer | null;
      closures: ClosureSpan[] | null;
    }>`
    SELECT m.staff_id,
           (SELECT coalesce(json_agg(json_build_array(o.date::text, o.hours)), '[]')
              FROM staff_date_overrides o
             WHERE o.provider_id = ${providerId} AND o.staff_id = m.staff_id AND o.date BETWEEN ${dates.from} AND ${dates.to}) AS overrides,
           (SELECT coalesce(json_agg(json_build_array(t.id, (extract(epoch from t.starts_at) * 1000)::float8,
                                                      (extract(epoch from t.ends_at) * 1000)::float8) ORDER BY t.starts_at), '[]')
              FROM staff_time_off t
             WHERE t.provider_id = ${providerId} AND t.staff_id = m.staff_id AND t.starts_at < ${window.to} AND t.ends_at > ${window.from}) AS time_off,
           (SELECT string_agg(timestamptz_send(cb.starts_at) || timestamptz_send(cb.ends_at), ''::bytea)
              FROM calendar_busy cb
             WHERE cb.provider_id = ${providerId} AND cb.staff_id = m.staff_id AND cb.starts_at < ${window.to} AND cb.ends_at > ${window.from}) AS busy_time,
           ${heldTime ? heldTime(staffId) : sql`NULL::bytea`} AS held,
           CASE WHEN m.n = 1 THEN
             (SELECT coalesce(json_agg(json_build_object('id', c.id, 'date', c.start_date::text, 'endDate', c.end_date::text) ORDER BY c.start_date), '[]')
                FROM closures c
               WHERE c.provider_id = ${providerId} AND c.start_date <= ${dates.to} AND c.end_date >= ${dates.from})
           END AS closures
      FROM unnest(${[...staffIds]}::text[]) WITH ORDINALITY AS m(staff_id, n)`,
  );
  let closures: ClosureSpan[] = [];
  for (const row of rows) {
    const member = presentOrThrow(policies.get(row.staff_id), "the rows are of the members asked for");
    for (const [date, hours] of row.overrides) member.overrides.set(date, hours);
    member.timeOff = row.time_off.map(([id, start, end]) => ({ id, start, end }));
    if (row.busy_time !== null) member.busyTime = spansOfTimestampPairs(row.busy_time, (start, end) => ({ id: "calendar", start, end }));
    if (row.held !== null)
      held.set(
        row.staff_id,
        spansOfTimestampPairs(row.held, (start, end) => ({ start, end })),
      );
    if (row.closures !== null) closures = row.closures;
  }
  return { policies, closures, held };
}

/**
 * One staff member (404 when the provider has none such) with their overrides on local dates
 * [dates.from, dates.to], their time off overlapping [window.from, window.to), the provider's
 * closures on those dates and its business hours: one round trip.
 */
export async function memberCalendar(
  db: Kysely<Database>,
  providerId: string,
  staffId: string,
  dates: { from: string; to: string },
  window: { from: Date; to: Date },
) {
  const result = await sql<{
    id: string;
    is_active: boolean;
    schedule: WeeklySchedule;
    time_off: TimeSpan[];
    busy_time: TimeSpan[];
    overrides: { date: string; hours: DaySchedule | null }[];
    closures: ClosureSpan[];
    business_hours: WeeklySchedule | null;
  }>`
    SELECT s.id, s.is_active, s.schedule, p.business_hours, ${policySubqueries({
      providerId: sql`s.provider_id`,
      staffId: sql`s.id`,
      from: window.from,
      to: window.to,
      firstDate: sql`${dates.from}::date`,
      lastDate: sql`${dates.to}::date`,
    })}
    FROM staff s JOIN providers p ON p.id = s.provider_id
    WHERE s.provider_id = ${providerId} AND s.id = ${staffId} AND s.deleted_at IS NULL`.execute(db);
  const row = result.rows[0];
  if (!row) throw notFound("Staff member", staffId);
  return {
    id: row.id,
    isActive: row.is_active,
    schedule: row.schedule,
    overrides: overridesMap(row.overrides),
    timeOff: row.time_off,
    busyTime: row.busy_time,
    closures: row.closures,
    businessHours: row.business_hours,
  };
}
