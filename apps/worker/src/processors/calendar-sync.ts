// The calendars role: every CALENDAR_POLL_MS one worker at a time claims the calendar connections
// due to be read, and reads each: what changed since the last read (sync-token, else ETags; every
// object again once a day, as the window of busy time moves on), each changed object's events as
// busy time over the provider's booking horizon, stored in one transaction. A server that cannot
// be read marks the connection `failing` with its error and keeps the busy time read before;
// it is tried again after CALENDAR_SYNC_INTERVAL_S doubled per failure in a row, at most an hour.
import type { Job } from "bullmq";
import {
  bookingCalendarFile,
  bookingsStillKept,
  bookingsToExport,
  busyRangesOf,
  calendarFetch,
  calendarPassword,
  CalendarParseError,
  claimDueConnections,
  exportedBookingIds,
  exportsOf,
  forgetExport,
  objectEtags,
  readCalendarChanges,
  recordExport,
  removeCalendarObject,
  storeCalendarFailure,
  storeCalendarRead,
  writeCalendarObject,
  type DavFetch,
  type DueConnection,
} from "@booking/core/worker";
import { publicUrlOf } from "@booking/core";
import type { WorkerContext } from "../context";

const DAY_MS = 86_400_000;
/** Connections one pass reads (one after another); the rest wait for the next pass. */
const BATCH = 20;
/** How long a claimed connection is left to its worker before another may read it. */
const LEASE_S = 300;
const MAX_BACKOFF_S = 3_600;

export async function runCalendarSync(ctx: WorkerContext): Promise<number> {
  const now = ctx.now();
  const due = await claimDueConnections(ctx.db, now, BATCH, LEASE_S);
  for (const connection of due) await readConnection(ctx, connection, now);
  return due.length;
}

async function readConnection(ctx: WorkerContext, connection: DueConnection, now: Date): Promise<void> {
  const interval = ctx.config.CALENDAR_SYNC_INTERVAL_S;
  let client: ReturnType<typeof calendarFetch> | undefined;
  try {
    const account = {
      url: connection.url,
      username: connection.username,
      password: calendarPassword(connection.id, connection.password, ctx.secrets),
    };
    client = calendarFetch(account, { allowPrivate: ctx.config.WEBHOOK_ALLOW_PRIVATE_TARGETS, resolver: ctx.webhookResolver });
    const { fetch } = client;
    // Busy time over the horizon customers may book in (a day either side, for zones and all-day events).
    const window = { from: new Date(now.getTime() - DAY_MS), to: new Date(now.getTime() + (connection.maxAdvanceDays + 1) * DAY_MS) };
    const host = new URL(publicUrlOf(ctx.config)).host;
    if (connection.exportBookings) await exportBookings(ctx, connection, account, { window, host }, fetch);
    if (!connection.importBusy) {
      const empty = { changed: [], deleted: [], syncToken: connection.syncToken, fullRead: false };
      ctx.metrics.calendarReads.inc({ outcome: (await storeCalendarRead(ctx.db, connection, empty, now, interval)) ? "ok" : "discarded" });
      return;
    }
    const rereadAll = connection.fullReadAt === null || now.getTime() - connection.fullReadAt.getTime() >= DAY_MS;
    const etags = await objectEtags(ctx.db, connection.providerId, connection.id);
    const changes = await readCalendarChanges(account, { syncToken: connection.syncToken, etags, rereadAll }, fetch);
    // The member's bookings written into their calendars are the service's own: never busy time.
    const ignoreUids = new Set(
      (await exportedBookingIds(ctx.db, connection.providerId, connection.staffId)).map((id) => exportUid(id, host)),
    );
    let unreadable = 0;
    const changed = changes.changed.map((object) => {
      try {
        return { href: object.href, etag: object.etag, busy: busyRangesOf(object.data, window, connection.timezone, { ignoreUids }) };
      } catch (error) {
        if (!(error instanceof CalendarParseError)) throw error;
        // One object that cannot be read (or holds no event) blocks nothing; the others count.
        unreadable += 1;
        return { href: object.href, etag: object.etag, busy: [] };
      }
    });
    if (unreadable > 0) ctx.log.info({ connection: connection.id, unreadable }, "calendar objects without readable events");
    const stored = await storeCalendarRead(
      ctx.db,
      connection,
      { changed, deleted: changes.deleted, syncToken: changes.syncToken, fullRead: rereadAll && changes.listedAll },
      now,
      interval,
    );
    ctx.metrics.calendarReads.inc({ outcome: stored ? "ok" : "discarded" });
  } catch (error) {
    const backoff = Math.min(interval * 2 ** Math.min(connection.consecutiveFailures + 1, 16), MAX_BACKOFF_S);
    const message = failureMessage(error);
    await storeCalendarFailure(ctx.db, connection, message, new Date(now.getTime() + backoff * 1000));
    ctx.metrics.calendarReads.inc({ outcome: "failing" });
    ctx.log.warn({ connection: connection.id, provider: connection.providerId, error: message }, "calendar read failed");
  } finally {
    // The read's connections are not kept for the next one (due again in CALENDAR_SYNC_INTERVAL_S at the soonest).
    await client?.close();
  }
}

/** The UID of a booking's event in a staff calendar: the booking's, at the service's host. */
const exportUid = (bookingId: string, host: string) => `${bookingId}@${host}`;

/**
 * Writes the member's pending, confirmed and completed bookings over the window into the calendar
 * (each again when its calendar_sequence moved on: a new time, member or status) and removes the
 * ones cancelled, missed or given to another member since.
 */
async function exportBookings(
  ctx: WorkerContext,
  connection: DueConnection,
  account: { url: string; username: string; password: string },
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

/** What a person is told of a failed read: the cause in a sentence, never a credential (requests carry them in headers only). */
function failureMessage(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code;
  if (code === "ETARGETREFUSED") return `The calendar's address is not allowed: ${cause?.message ?? (error as Error).message}`;
  if (code === "ECONNREFUSED") return "The calendar server refused the connection";
  if (code === "ENOTFOUND") return "The calendar server's name does not resolve";
  if (code === "UND_ERR_CONNECT_TIMEOUT" || (error as Error).name === "TimeoutError") return "The calendar server did not answer in time";
  return (error as Error).message || "The calendar could not be read";
}

export function calendarSyncProcessor(ctx: WorkerContext) {
  return async (_job: Job): Promise<string> => `read ${await runCalendarSync(ctx)} calendar(s)`;
}
