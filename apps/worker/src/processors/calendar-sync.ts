// The calendars role: every CALENDAR_POLL_MS one worker at a time claims the calendar connections
// due to be read, writes the member's bookings into each that exports them, and reads each that
// imports busy time (core's calendar-sync/read-connection.ts: changes since the last read, stored
// in one transaction; a failure marks the connection failing and backs off).
import type { Job } from "bullmq";
import {
  bookingCalendarFile,
  bookingsStillKept,
  bookingsToExport,
  busyWindowOf,
  claimDueConnections,
  exportsOf,
  exportUid,
  forgetExport,
  importBusyTime,
  recordExport,
  removeCalendarObject,
  storeCalendarRead,
  withCalendar,
  writeCalendarObject,
  type CalendarAccount,
  type CalendarReadDeps,
  type DavFetch,
  type DueConnection,
} from "@booking/core/worker";
import { publicUrlOf } from "@booking/core";
import type { WorkerContext } from "../context";

/** Connections one pass reads (one after another); the rest wait for the next pass. */
const BATCH = 20;
/** How long a claimed connection is left to its worker before another may read it. */
const LEASE_S = 300;

export async function runCalendarSync(ctx: WorkerContext): Promise<number> {
  const now = ctx.now();
  const due = await claimDueConnections(ctx.db, now, BATCH, LEASE_S);
  const deps: CalendarReadDeps = {
    db: ctx.db,
    secrets: ctx.secrets,
    allowPrivate: ctx.config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    resolver: ctx.webhookResolver,
    host: new URL(publicUrlOf(ctx.config)).host,
    intervalSeconds: ctx.config.CALENDAR_SYNC_INTERVAL_S,
  };
  for (const connection of due) await readConnection(ctx, deps, connection, now);
  return due.length;
}

/** Writes the member's bookings into the calendar (exportBookings), then reads its busy time (importBusy). */
async function readConnection(ctx: WorkerContext, deps: CalendarReadDeps, connection: DueConnection, now: Date): Promise<void> {
  const { outcome, error } = await withCalendar(deps, connection, now, async (account, fetch) => {
    if (connection.exportBookings)
      await exportBookings(ctx, connection, account, { window: busyWindowOf(connection, now), host: deps.host }, fetch);
    if (!connection.importBusy) {
      const empty = { changed: [], deleted: [], syncToken: connection.syncToken, fullRead: false };
      return (await storeCalendarRead(ctx.db, connection, empty, now, deps.intervalSeconds)) ? "ok" : "discarded";
    }
    const imported = await importBusyTime(deps, connection, account, fetch, now);
    if (imported.unreadable > 0)
      ctx.log.info({ connection: connection.id, unreadable: imported.unreadable }, "calendar objects without readable events");
    return imported.outcome;
  });
  ctx.metrics.calendarReads.inc({ outcome });
  if (outcome === "failing") ctx.log.warn({ connection: connection.id, provider: connection.providerId, error }, "calendar read failed");
}

/**
 * Writes the member's pending, confirmed and completed bookings over the window into the calendar
 * (each again when its calendar_sequence moved on: a new time, member or status) and removes the
 * ones cancelled, missed or given to another member since.
 */
async function exportBookings(
  ctx: WorkerContext,
  connection: DueConnection,
  account: CalendarAccount,
  { window, host }: { window: { from: Date; to: Date }; host: string },
  fetch: DavFetch,
): Promise<void> {
  const [wanted, written] = await Promise.all([
    bookingsToExport(ctx.db, connection.providerId, connection.staffId, window),
    exportsOf(ctx.db, connection.providerId, connection.id),
  ]);
  for (const booking of wanted) {
    const before = written.get(booking.bookingId);
    written.delete(booking.bookingId);
    if (before && before.sequence === booking.sequence) continue;
    const href = before?.href ?? `${new URL(account.url).pathname.replace(/\/?$/, "/")}${booking.bookingId}.ics`;
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
    });
    const etag = await writeCalendarObject(account, href, ics, before?.etag ?? null, fetch);
    await recordExport(ctx.db, connection, booking.bookingId, { href, etag, sequence: booking.sequence });
  }
  // What is left was written before and is outside the window now: removed when the booking was
  // cancelled, missed or given to another member (or deleted); kept when it is only past.
  const kept = await bookingsStillKept(ctx.db, connection.providerId, connection.staffId, [...written.keys()]);
  for (const [bookingId, gone] of written) {
    if (kept.has(bookingId)) continue;
    await removeCalendarObject(account, gone.href, fetch);
    await forgetExport(ctx.db, connection, bookingId);
  }
}

export function calendarSyncProcessor(ctx: WorkerContext) {
  return async (_job: Job): Promise<string> => `read ${await runCalendarSync(ctx)} calendar(s)`;
}
