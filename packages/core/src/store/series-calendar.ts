// What a series' calendar file is made of (series-calendar-file.ts): the series' rule, first start
// and zone, and every booking of it with its key, times, status, service and members.
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import type { SeriesRule } from "../domain/series";
import { membersNamed } from "../domain/two-person";
import type { CalendarSeries } from "../series-calendar-file";

export type SeriesCalendarFacts = Pick<CalendarSeries, "id" | "rule" | "start" | "timezone" | "sequence" | "occurrences">;

/** The series' calendar facts; null when the series is gone. */
export async function seriesCalendarFacts(db: Kysely<Database>, providerId: string, seriesId: string): Promise<SeriesCalendarFacts | null> {
  const [series, bookings] = await Promise.all([
    db
      .selectFrom("series")
      .select(["id", "rule", "starts_at", "timezone"])
      .where("provider_id", "=", providerId)
      .where("id", "=", seriesId)
      .executeTakeFirst(),
    db
      .selectFrom("bookings as b")
      .innerJoin("services as s", (join) => join.onRef("s.provider_id", "=", "b.provider_id").onRef("s.id", "=", "b.service_id"))
      .innerJoin("staff as st", (join) => join.onRef("st.provider_id", "=", "b.provider_id").onRef("st.id", "=", "b.staff_id"))
      .leftJoin("staff as st2", (join) => join.onRef("st2.provider_id", "=", "b.provider_id").onRef("st2.id", "=", "b.second_staff_id"))
      .select([
        "b.occurrence_key",
        "b.starts_at",
        "b.ends_at",
        "b.status",
        "b.calendar_sequence",
        "s.name as service_name",
        "st.name as staff_name",
        "st2.name as second_staff_name",
      ])
      .where("b.provider_id", "=", providerId)
      .where("b.series_id", "=", seriesId)
      .execute(),
  ]);
  if (!series) return null;
  return {
    id: series.id,
    rule: series.rule as unknown as SeriesRule,
    start: series.starts_at,
    timezone: series.timezone,
    sequence: Math.max(0, ...bookings.map((b) => b.calendar_sequence)),
    occurrences: bookings.map((b) => ({
      key: b.occurrence_key ?? "",
      start: b.starts_at,
      end: b.ends_at,
      status: b.status,
      serviceName: b.service_name,
      staffName: membersNamed(b.staff_name, b.second_staff_name),
    })),
  };
}
