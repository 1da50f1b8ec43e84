// Writing a member's bookings into their own calendar (exportBookings): each pending, confirmed or
// completed booking over the window is an event object in the collection, written again when its
// calendar sequence moved on (a new time, member or status); one cancelled, missed or given to
// another member since is removed. Objects are named inside the collection (`<booking id>.ics`),
// and every request stays on the collection's own server (caldav-read.ts).
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import { bookingCalendarFile } from "../calendar-file";
import { bookingsStillKept, bookingsToExport, exportsOf, forgetExport, recordExport, type DueConnection } from "../store/calendar-sync";
import { collectionOf, removeCalendarObject, writeCalendarObject, type CalendarAccount, type DavFetch } from "./caldav-read";

/** The UID of a booking's event in a staff calendar: the booking's, at the service's host. */
export const exportUid = (bookingId: string, host: string) => `${bookingId}@${host}`;

/** The path of a booking's event object in the collection (as the service stores it). */
export const exportHref = (account: Pick<CalendarAccount, "url">, bookingId: string) =>
  new URL(`${encodeURIComponent(bookingId)}.ics`, collectionOf(account)).pathname;

/**
 * Writes the member's bookings over `window` into the calendar and removes the ones no longer
 * theirs; past bookings stay (a staff member keeps their past appointments).
 */
export async function exportBookings(
  db: Kysely<Database>,
  connection: Pick<DueConnection, "providerId" | "id" | "staffId">,
  account: CalendarAccount,
  { window, host }: { window: { from: Date; to: Date }; host: string },
  fetch: DavFetch,
): Promise<void> {
  const [wanted, written] = await Promise.all([
    bookingsToExport(db, connection.providerId, connection.staffId, window),
    exportsOf(db, connection.providerId, connection.id),
  ]);
  for (const booking of wanted) {
    const before = written.get(booking.bookingId);
    written.delete(booking.bookingId);
    if (before && before.sequence === booking.sequence) continue;
    const href = before?.href ?? exportHref(account, booking.bookingId);
    const ics = bookingCalendarFile({
      id: booking.bookingId,
      uid: exportUid(booking.bookingId, host),
      summary: `${booking.serviceName} — ${booking.customerName}`,
      status: booking.status,
      sequence: booking.sequence,
      start: booking.start,
      end: booking.end,
      serviceName: booking.serviceName,
      staffName: booking.staffName,
      providerName: booking.providerName,
      providerLocation: booking.location,
      language: booking.language,
    });
    const etag = await writeCalendarObject(account, href, ics, before?.etag ?? null, fetch);
    await recordExport(db, connection, booking.bookingId, { href, etag, sequence: booking.sequence });
  }
  // What is left was written before and is outside the window now: removed when the booking was
  // cancelled, missed or given to another member (or deleted); kept when it is only past.
  const kept = await bookingsStillKept(db, connection.providerId, connection.staffId, [...written.keys()]);
  for (const [bookingId, gone] of written) {
    if (kept.has(bookingId)) continue;
    await removeCalendarObject(account, gone.href, fetch);
    await forgetExport(db, connection, bookingId);
  }
}
