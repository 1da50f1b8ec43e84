// Syncing a staff member's calendar, in the worker (never inside an API request): the member's
// bookings written into it (export.ts), then what changed since the last read (sync-token, else
// ETags; every object again once a day, as the window of busy time moves on) read as busy ranges
// over the provider's booking horizon on the reading thread (reader.ts), and stored in one
// transaction. A read is bounded (CALENDAR_READ_LIMITS): past a bound it fails whole. A server
// that cannot be read marks the connection `failing` with a sentence that tells nothing about what
// answered (or did not) at that address (failures.ts), keeps the busy time read before, and is
// tried again after the sync interval doubled per failure in a row, at most an hour.
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import type { SecretBox } from "../secret-box";
import type { Resolver } from "../outbound/guard";
import { calendarPassword } from "../store/calendar-connections";
import {
  exportedBookingIds,
  objectEtags,
  releaseCalendarClaim,
  storeCalendarFailure,
  storeCalendarRead,
  type DueConnection,
} from "../store/calendar-sync";
import { calendarFetch, type CalendarAccount } from "./caldav-read";
import { exportBookings, exportUid } from "./export";
import { CALENDAR_NO_ANSWER, calendarFailureMessage, CalendarReadFailure, causeOf } from "./failures";
import type { CalendarReader } from "./reader";

const DAY_MS = 86_400_000;
const MAX_BACKOFF_S = 3_600;

/** What one read of one calendar may cost at most; past any of them the read fails (the connection is `failing`). */
export const CALENDAR_READ_LIMITS = {
  /** Objects new or changed since the last read. */
  maxObjects: 20_000,
  /** Instances all of a read's events generate over the booking horizon (each object also stops at 5,000 of its own). */
  maxInstances: 50_000,
  /** Processing the reading thread may spend on one read (ms of its event loop's active time: XML, iCalendar, expansion). */
  cpuMs: 20_000,
  /** The whole sync of a connection, every request included (ms); under the worker's claim on the connection. */
  readMs: 240_000,
};

/** What reading calendars needs besides the connection. */
export interface CalendarReadDeps {
  db: Kysely<Database>;
  secrets: SecretBox;
  /** Whether calendar servers may be at private addresses (the webhook targets' rule). */
  allowPrivate: boolean;
  resolver?: Resolver;
  /** The service's host: the UIDs of the bookings it writes into calendars end in it. */
  host: string;
  /** How long a good read holds before the connection is due again (s). */
  intervalSeconds: number;
  /** Reads calendars off the event loop. */
  reader: CalendarReader;
  /** Aborts syncs under way (the worker stopping): such a sync gives its connection back, not counted as a failure. */
  signal?: AbortSignal;
  /** Bounds of one read (default CALENDAR_READ_LIMITS; tests lower them). */
  limits?: Partial<typeof CALENDAR_READ_LIMITS>;
}

/** How a sync ended: stored, discarded (the connection changed or went meanwhile, or the worker stopped), or failed. */
export type CalendarReadOutcome = "ok" | "discarded" | "failing";

/** The window busy time is read over: the provider's booking horizon, a day either side (zones, all-day events). */
export const busyWindowOf = (connection: Pick<DueConnection, "maxAdvanceDays">, now: Date) => ({
  from: new Date(now.getTime() - DAY_MS),
  to: new Date(now.getTime() + (connection.maxAdvanceDays + 1) * DAY_MS),
});

const limitsOf = (deps: Pick<CalendarReadDeps, "limits">) => Object.assign({}, CALENDAR_READ_LIMITS, deps.limits);

/**
 * One pass over a claimed connection, as the worker runs it: the member's bookings written into
 * the calendar (exportBookings), then its busy time read (importBusy). A failure is stored
 * (`failing`, its retry time) and answered as "failing", with the sentence stored (`error`) and,
 * for the log only, what really happened (`cause`).
 */
export async function syncConnection(
  deps: CalendarReadDeps,
  connection: DueConnection,
  now: Date,
): Promise<{ outcome: CalendarReadOutcome; error?: string; cause?: string; unreadable?: number }> {
  const deadline = AbortSignal.timeout(limitsOf(deps).readMs);
  const signal = deps.signal ? AbortSignal.any([deps.signal, deadline]) : deadline;
  let client: ReturnType<typeof calendarFetch> | undefined;
  try {
    const account = {
      url: connection.url,
      username: connection.username,
      password: calendarPassword(connection.id, connection.password, deps.secrets),
    };
    if (connection.exportBookings) {
      client = calendarFetch(account, { allowPrivate: deps.allowPrivate, resolver: deps.resolver, signal });
      await exportBookings(deps.db, connection, account, { window: busyWindowOf(connection, now), host: deps.host }, client.fetch);
    }
    if (!connection.importBusy) {
      const empty = { changed: [], deleted: [], syncToken: connection.syncToken, fullRead: false };
      return { outcome: (await storeCalendarRead(deps.db, connection, empty, now, deps.intervalSeconds)) ? "ok" : "discarded" };
    }
    return await importBusyTime(deps, connection, account, now, signal);
  } catch (error) {
    if (deps.signal?.aborted) {
      // The worker is stopping: the connection is given back to be read at once by another.
      await releaseCalendarClaim(deps.db, connection, now);
      return { outcome: "discarded" };
    }
    const backoff = Math.min(deps.intervalSeconds * 2 ** Math.min(connection.consecutiveFailures + 1, 16), MAX_BACKOFF_S);
    // A sync past its deadline reads as any server that does not answer (a deadline would tell a silent port from a closed one).
    const message = deadline.aborted
      ? CALENDAR_NO_ANSWER
      : error instanceof CalendarReadFailure
        ? error.message
        : calendarFailureMessage(error);
    await storeCalendarFailure(deps.db, connection, message, new Date(now.getTime() + backoff * 1000));
    return { outcome: "failing", error: message, cause: error instanceof CalendarReadFailure ? error.detail : causeOf(error) };
  } finally {
    // The export's connections are not kept for the next sync (due again in the sync interval at the soonest).
    await client?.close();
  }
}

/** Reads what changed in the connection's calendar since the last read (on the reading thread) and stores it as the member's busy time. */
export async function importBusyTime(
  deps: CalendarReadDeps,
  connection: DueConnection,
  account: CalendarAccount,
  now: Date,
  signal: AbortSignal,
): Promise<{ outcome: "ok" | "discarded"; unreadable: number }> {
  const limits = limitsOf(deps);
  const window = busyWindowOf(connection, now);
  const rereadAll = connection.fullReadAt === null || now.getTime() - connection.fullReadAt.getTime() >= DAY_MS;
  const etags = await objectEtags(deps.db, connection.providerId, connection.id);
  // The member's bookings written into their calendars are the service's own: never busy time.
  const ignoreUids = (await exportedBookingIds(deps.db, connection.providerId, connection.staffId)).map((id) => exportUid(id, deps.host));
  const read = await deps.reader.read(
    {
      account,
      allowPrivate: deps.allowPrivate,
      state: { syncToken: connection.syncToken, etags: [...etags], rereadAll },
      window: { from: window.from.getTime(), to: window.to.getTime() },
      zone: connection.timezone,
      ignoreUids,
      limits: { maxObjects: limits.maxObjects, maxInstances: limits.maxInstances },
    },
    { cpuMs: limits.cpuMs, signal, resolver: deps.resolver },
  );
  const changed = read.changed.map((object) => ({
    href: object.href,
    etag: object.etag,
    busy: object.busy.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
  }));
  const stored = await storeCalendarRead(
    deps.db,
    connection,
    { changed, deleted: read.deleted, syncToken: read.syncToken, fullRead: rereadAll && read.listedAll },
    now,
    deps.intervalSeconds,
  );
  return { outcome: stored ? "ok" : "discarded", unreadable: read.unreadable };
}
