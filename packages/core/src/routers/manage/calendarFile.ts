// GET /v1/manage/{token}/calendar.ics: the managed booking as an iCalendar file (an occurrence of
// a series: the whole series as it now stands, one event with its recurrence, as its emails carry
// it). Not a procedure (its answer is text/calendar, not JSON): apps/api serves it beside the
// manage procedures.
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import { supportedLanguage } from "@booking/i18n";
import { bookingCalendarFile } from "../../calendar-file";
import { membersNamed } from "../../domain/two-person";
import { getBooking } from "../../store/bookings";
import { manageUrl } from "../../store/manage-links";
import { seriesCalendarFacts } from "../../store/series-calendar";
import { seriesCalendarFile } from "../../series-calendar-file";
import { resolveToken } from "./schemas";

export const CALENDAR_FILE_PATH = "/v1/manage/:token/calendar.ics";

export async function calendarFileOfToken(db: Kysely<Database>, token: string, now: Date, publicUrl: string) {
  const resolved = await resolveToken(db, token, now);
  const row = await getBooking(db, resolved.provider.id, resolved.bookingId);
  const { location } = await db.selectFrom("providers").select("location").where("id", "=", resolved.provider.id).executeTakeFirstOrThrow();
  const language = supportedLanguage(row.locale, resolved.provider.locale);
  const series = row.series_id === null ? null : await seriesCalendarFacts(db, resolved.provider.id, row.series_id);
  if (series) {
    return {
      filename: `series-${series.id}.ics`,
      body: seriesCalendarFile({
        ...series,
        providerName: resolved.provider.name,
        providerLocation: location,
        language,
        manageUrl: manageUrl(publicUrl, token),
      }),
    };
  }
  // A two-person booking's file names both members.
  const second = row.second_staff_id
    ? await db
        .selectFrom("staff")
        .select("name")
        .where("provider_id", "=", resolved.provider.id)
        .where("id", "=", row.second_staff_id)
        .executeTakeFirst()
    : undefined;
  return {
    filename: `booking-${row.id}.ics`,
    body: bookingCalendarFile({
      id: row.id,
      status: row.status,
      sequence: row.calendar_sequence,
      start: row.starts_at,
      end: row.ends_at,
      serviceName: row.service_name,
      staffName: membersNamed(row.staff_name, second?.name),
      providerName: resolved.provider.name,
      providerLocation: location,
      language,
      manageUrl: manageUrl(publicUrl, token),
    }),
  };
}
