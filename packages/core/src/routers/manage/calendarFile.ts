// GET /v1/manage/{token}/calendar.ics: the managed booking as an iCalendar file. Not a procedure
// (its answer is text/calendar, not JSON): apps/api serves it beside the manage procedures.
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import { supportedLanguage } from "@booking/i18n";
import { bookingCalendarFile } from "../../calendar-file";
import { membersNamed } from "../../domain/two-person";
import { getBooking } from "../../store/bookings";
import { manageUrl } from "../../store/manage-links";
import { resolveToken } from "./schemas";

export const CALENDAR_FILE_PATH = "/v1/manage/:token/calendar.ics";

export async function calendarFileOfToken(db: Kysely<Database>, token: string, now: Date, publicUrl: string) {
  const resolved = await resolveToken(db, token, now);
  const row = await getBooking(db, resolved.provider.id, resolved.bookingId);
  const { location } = await db.selectFrom("providers").select("location").where("id", "=", resolved.provider.id).executeTakeFirstOrThrow();
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
      language: supportedLanguage(row.locale, resolved.provider.locale),
      manageUrl: manageUrl(publicUrl, token),
    }),
  };
}
