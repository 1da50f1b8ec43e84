// Reads of what the availability engine and the booking rules check besides the weekly schedule:
// the provider's notice, horizon and closures, and each member's date overrides and time off.
// Local dates are worked out by PostgreSQL from the provider's time zone as stored, so a booking
// write and the policies it is checked against always agree on the zone.
import { sql, type Kysely, type RawBuilder } from "kysely";
import { executeNamed, prepared, type DaySchedule, type Database, type WeeklySchedule } from "@booking/db";
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
export function policyColumns(staffId: string, from: Date, to: Date) {
  return sql`p.timezone, p.min_notice_minutes, p.max_advance_days, p.business_hours, ${policySubqueries({
    providerId: sql`p.id`,
    staffId: sql`${staffId}`,
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

/** The provider's closures overlapping the local dates [from, to] (compiled once: availability reads it on every call). */
const closuresOverlapping = prepared((db: Kysely<Database>, p: { providerId: string; from: string; to: string }) =>
  db
    .selectFrom("closures")
    .select(["id", "start_date as date", "end_date as endDate"])
    .where("provider_id", "=", p.providerId)
    .where("start_date", "<=", p.to)
    .where("end_date", ">=", p.from)
    .orderBy("start_date"),
);

export function closuresBetween(db: Kysely<Database>, providerId: string, from: string, to: string): Promise<ClosureSpan[]> {
  return closuresOverlapping(db, { providerId, from, to });
}

/**
 * The overrides on local dates [fromDate, toDate] and the time off overlapping [window.from,
 * window.to) of each of `staffIds` (every one of them has an entry).
 */
export async function memberPolicies(
  db: Kysely<Database>,
  providerId: string,
  staffIds: readonly string[],
  dates: { from: string; to: string },
  window: { from: Date; to: Date },
): Promise<Map<string, MemberPolicies>> {
  const byMember = new Map<string, MemberPolicies>(staffIds.map((id) => [id, { overrides: new Map(), timeOff: [], busyTime: [] }]));
  if (staffIds.length === 0) return byMember;
  // The members as one array parameter: the same statement for any number of members.
  const [overrides, timeOff, busyTime] = await Promise.all([
    overridesOfMembers(db, { providerId, staffIds, from: dates.from, to: dates.to }),
    timeOffOfMembers(db, { providerId, staffIds, from: window.from, to: window.to }),
    busyTimeOfMembers(db, providerId, staffIds, window),
  ]);
  for (const o of overrides) {
    const member = presentOrThrow(byMember.get(o.staff_id), "the rows are of the members asked for");
    member.overrides.set(o.date, o.hours);
  }
  for (const t of timeOff) {
    const member = presentOrThrow(byMember.get(t.staff_id), "the rows are of the members asked for");
    member.timeOff.push({ id: t.id, start: t.start, end: t.end });
  }
  for (const [staffId, spans] of busyTime) {
    presentOrThrow(byMember.get(staffId), "the rows are of the members asked for").busyTime = spans;
  }
  return byMember;
}

/** The members' overrides on the local dates [from, to]. */
const overridesOfMembers = prepared(
  (db: Kysely<Database>, p: { providerId: string; staffIds: readonly string[]; from: string; to: string }) =>
    db
      .selectFrom("staff_date_overrides")
      .select(["staff_id", sql<string>`date::text`.as("date"), "hours"])
      .where("provider_id", "=", p.providerId)
      .where(sql<boolean>`staff_id = ANY(${p.staffIds}::text[])`)
      .where("date", ">=", p.from)
      .where("date", "<=", p.to),
);

/** The members' time off overlapping [from, to), sorted by start. */
const timeOffOfMembers = prepared((db: Kysely<Database>, p: { providerId: string; staffIds: readonly string[]; from: Date; to: Date }) =>
  db
    .selectFrom("staff_time_off")
    .select([
      "staff_id",
      "id",
      sql<number>`(extract(epoch from starts_at) * 1000)::float8`.as("start"),
      sql<number>`(extract(epoch from ends_at) * 1000)::float8`.as("end"),
    ])
    .where("provider_id", "=", p.providerId)
    .where(sql<boolean>`staff_id = ANY(${p.staffIds}::text[])`)
    .where("starts_at", "<", p.to)
    .where("ends_at", ">", p.from)
    .orderBy("starts_at"),
);

/**
 * The busy time of the members' own calendars overlapping the window, sorted by start: one bytea
 * of timestamp pairs per member, as the bookings are read for availability (a busy calendar holds
 * hundreds of events a month, and rows cost more to receive than the bytes).
 */
async function busyTimeOfMembers(
  db: Kysely<Database>,
  providerId: string,
  staffIds: readonly string[],
  window: { from: Date; to: Date },
): Promise<Map<string, TimeSpan[]>> {
  const { rows } = await executeNamed(
    db,
    sql<{ staff_id: string; busy: Buffer }>`
    SELECT staff_id, string_agg(timestamptz_send(starts_at) || timestamptz_send(ends_at), ''::bytea) AS busy
      FROM calendar_busy
     WHERE provider_id = ${providerId} AND staff_id = ANY(${staffIds}::text[]) AND starts_at < ${window.to} AND ends_at > ${window.from}
     GROUP BY staff_id`,
  );
  return new Map(rows.map((row) => [row.staff_id, spansOfTimestampPairs(row.busy, (start, end) => ({ id: "calendar", start, end }))]));
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
