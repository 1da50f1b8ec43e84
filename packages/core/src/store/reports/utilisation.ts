// How much of its members' working time the salon had booked over a range of local dates: booked
// minutes (pending, confirmed, completed and no-show bookings, by their start in the salon's zone;
// a class session's seats count its minutes once) over working minutes (each member's hours on each
// date, narrowed to the salon's business hours if it has any, less breaks, closures and time off:
// domain/reports.ts). Booked minutes are summed by
// PostgreSQL; working minutes are worked out here from the members' hours, a few rows a member.
// Members counted: the active ones, and any other with bookings in the range.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { datesOf, periodStart, ratio, reportPeriods, workingMinutesByDate } from "../../domain/reports";
import { busyWindow } from "../../domain/schedule-range";
import { memberCalendars } from "../calendars";
import { bookingsInRange, GROUPED_COLUMNS } from "./grouped";
import { byLevel, GROUPING_SETS, periodOf, type GroupedRow, type ReportScope } from "./scope";

interface MinutesRow extends GroupedRow {
  booked_minutes: number;
}

/** The statement (EXPLAIN reads it in the tests): booked minutes per period, per member and in all. */
export function bookedMinutesSql(s: ReportScope) {
  const booked = sql`${bookingsInRange(sql`b.starts_at`, s)} AND b.status IN ('pending', 'confirmed', 'completed', 'no_show')`;
  // Bookings of their own, and class sessions once each however many seats are booked.
  return sql<MinutesRow>`
    SELECT ${GROUPED_COLUMNS}, coalesce(round(sum(minutes)), 0)::int AS booked_minutes
      FROM (SELECT ${periodOf(sql`b.starts_at`, s)} AS period, b.staff_id, extract(epoch from b.ends_at - b.starts_at) / 60 AS minutes
              FROM bookings b
             WHERE ${booked} AND b.session_id IS NULL
            UNION ALL
            SELECT ${periodOf(sql`min(b.starts_at)`, s)}, b.staff_id, max(extract(epoch from b.ends_at - b.starts_at)) / 60
              FROM bookings b
             WHERE ${booked} AND b.session_id IS NOT NULL
             GROUP BY b.staff_id, b.session_id) AS x
     ${GROUPING_SETS}`;
}

/** The members whose time counts: active ones (or the one asked for), and any other with booked minutes. */
async function countedMembers(db: Kysely<Database>, s: ReportScope, booked: readonly string[]) {
  let query = db
    .selectFrom("staff")
    .select(["id", "name", "schedule"])
    .where("provider_id", "=", s.providerId)
    .where((eb) => eb.or([eb.and([eb("deleted_at", "is", null), eb("is_active", "=", true)]), sql<boolean>`id = ANY(${booked}::text[])`]));
  if (s.staffId !== undefined) query = query.where("id", "=", s.staffId);
  return query.execute();
}

export async function utilisationReport(db: Kysely<Database>, s: ReportScope) {
  const { rows } = await bookedMinutesSql(s).execute(db);
  const booked = byLevel(rows);
  const members = await countedMembers(db, s, [...booked.members.keys()]);
  const ids = members.map((m) => m.id);
  const { policies, closures } = await memberCalendars(db, s.providerId, ids, { from: s.from, to: s.to }, busyWindow(s.from, s.to, s.zone));
  const dates = datesOf(s.from, s.to);
  const workingByPeriod = new Map<string, number>();
  const workingByMember = new Map<string, number>();
  for (const member of members) {
    const p = policies.get(member.id);
    const byDate = workingMinutesByDate(
      { schedule: member.schedule, overrides: p?.overrides ?? new Map(), timeOff: p?.timeOff ?? [] },
      closures,
      dates,
      s.zone,
      s.businessHours ?? null,
    );
    let sum = 0;
    for (const [date, minutes] of byDate) {
      const period = periodStart(date, s.grouping);
      workingByPeriod.set(period, (workingByPeriod.get(period) ?? 0) + minutes);
      sum += minutes;
    }
    workingByMember.set(member.id, sum);
  }
  const figures = (bookedMinutes: number, workingMinutes: number) => ({
    bookedMinutes,
    workingMinutes,
    utilisation: ratio(bookedMinutes, workingMinutes),
  });
  const totalWorking = [...workingByMember.values()].reduce((a, b) => a + b, 0);
  return {
    periods: reportPeriods(s.from, s.to, s.grouping).map((p) =>
      Object.assign(p, figures(booked.periods.get(p.period)?.booked_minutes ?? 0, workingByPeriod.get(p.period) ?? 0)),
    ),
    members: members
      .map((m) =>
        Object.assign(
          { staffId: m.id, name: m.name },
          figures(booked.members.get(m.id)?.booked_minutes ?? 0, workingByMember.get(m.id) ?? 0),
        ),
      )
      .sort((a, b) => a.name.localeCompare(b.name) || a.staffId.localeCompare(b.staffId)),
    totals: figures(booked.total?.booked_minutes ?? 0, totalWorking),
  };
}
