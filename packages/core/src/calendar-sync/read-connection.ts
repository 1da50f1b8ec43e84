// Reading a staff member's calendar into busy time, for the worker's regular reads and for a
// booking that finds the member's busy time read too long ago: what changed since the last read
// (sync-token, else ETags; every object again once a day, as the window of busy time moves on),
// each changed object's events as busy ranges over the provider's booking horizon, stored in one
// transaction. A server that cannot be read marks the connection `failing` with its error in words
// and keeps the busy time read before; it is tried again after the sync interval doubled per
// failure in a row, at most an hour.
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import type { SecretBox } from "../secret-box";
import type { ServiceDeps } from "../context";
import type { Resolver } from "../webhooks/send";
import { calendarPassword } from "../store/calendar-connections";
import {
  claimStaleConnections,
  exportedBookingIds,
  objectEtags,
  storeCalendarFailure,
  storeCalendarRead,
  type BookingCalendarScope,
  type DueConnection,
} from "../store/calendar-sync";
import { busyRangesOf } from "./busy-time";
import { calendarFetch, readCalendarChanges, type CalendarAccount, type DavFetch } from "./caldav-read";
import { CalendarParseError } from "./errors";

const DAY_MS = 86_400_000;
const MAX_BACKOFF_S = 3_600;

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
}

/** How a read ended: stored, discarded (the connection changed or went meanwhile), or failed. */
export type CalendarReadOutcome = "ok" | "discarded" | "failing";

/** The UID of a booking's event in a staff calendar: the booking's, at the service's host. */
export const exportUid = (bookingId: string, host: string) => `${bookingId}@${host}`;

/** The window busy time is read over: the provider's booking horizon, a day either side (zones, all-day events). */
export const busyWindowOf = (connection: Pick<DueConnection, "maxAdvanceDays">, now: Date) => ({
  from: new Date(now.getTime() - DAY_MS),
  to: new Date(now.getTime() + (connection.maxAdvanceDays + 1) * DAY_MS),
});

/**
 * Runs `work` with the connection's account and a fetch held to the target rules, then closes the
 * fetch's connections. A failure is stored (`failing`, its retry time) and answered as "failing".
 */
export async function withCalendar(
  deps: CalendarReadDeps,
  connection: DueConnection,
  now: Date,
  work: (account: CalendarAccount, fetch: DavFetch) => Promise<Exclude<CalendarReadOutcome, "failing">>,
  signal?: AbortSignal,
): Promise<{ outcome: CalendarReadOutcome; error?: string }> {
  let client: ReturnType<typeof calendarFetch> | undefined;
  try {
    const account = {
      url: connection.url,
      username: connection.username,
      password: calendarPassword(connection.id, connection.password, deps.secrets),
    };
    client = calendarFetch(account, { allowPrivate: deps.allowPrivate, resolver: deps.resolver, signal });
    return { outcome: await work(account, client.fetch) };
  } catch (error) {
    const backoff = Math.min(deps.intervalSeconds * 2 ** Math.min(connection.consecutiveFailures + 1, 16), MAX_BACKOFF_S);
    const message = calendarFailureMessage(error);
    await storeCalendarFailure(deps.db, connection, message, new Date(now.getTime() + backoff * 1000));
    return { outcome: "failing", error: message };
  } finally {
    // The read's connections are not kept for the next one (due again in the sync interval at the soonest).
    await client?.close();
  }
}

/** Reads what changed in the connection's calendar since the last read and stores it as the member's busy time. */
export async function importBusyTime(
  deps: CalendarReadDeps,
  connection: DueConnection,
  account: CalendarAccount,
  fetch: DavFetch,
  now: Date,
): Promise<{ outcome: "ok" | "discarded"; unreadable: number }> {
  const window = busyWindowOf(connection, now);
  const rereadAll = connection.fullReadAt === null || now.getTime() - connection.fullReadAt.getTime() >= DAY_MS;
  const etags = await objectEtags(deps.db, connection.providerId, connection.id);
  const changes = await readCalendarChanges(account, { syncToken: connection.syncToken, etags, rereadAll }, fetch);
  // The member's bookings written into their calendars are the service's own: never busy time.
  const ignoreUids = new Set(
    (await exportedBookingIds(deps.db, connection.providerId, connection.staffId)).map((id) => exportUid(id, deps.host)),
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
  const stored = await storeCalendarRead(
    deps.db,
    connection,
    { changed, deleted: changes.deleted, syncToken: changes.syncToken, fullRead: rereadAll && changes.listedAll },
    now,
    deps.intervalSeconds,
  );
  return { outcome: stored ? "ok" : "discarded", unreadable };
}

/** What a person is told of a failed read: the cause in a sentence, never a credential (requests carry them in headers only). */
export function calendarFailureMessage(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code;
  if (code === "ETARGETREFUSED") return `The calendar's address is not allowed: ${cause?.message ?? (error as Error).message}`;
  if (code === "ECONNREFUSED") return "The calendar server refused the connection";
  if (code === "ENOTFOUND") return "The calendar server's name does not resolve";
  const name = (error as Error).name;
  if (code === "UND_ERR_CONNECT_TIMEOUT" || name === "TimeoutError" || name === "AbortError")
    return "The calendar server did not answer in time";
  return (error as Error).message || "The calendar could not be read";
}

/** How long a booking waits at most for the calendars it re-reads; past it, it goes on with the busy time it has. */
export const RECHECK_TIMEOUT_MS = 5_000;
/** Calendars one booking re-reads at most (a member's usually has one or two; an any-member booking several). */
const RECHECK_LIMIT = 10;
/** How long a re-read keeps its claim against the worker's reads. */
const RECHECK_LEASE_S = 60;

/** Calendar settings of the service's processes. */
export interface CalendarSettings {
  /** How often the worker reads each calendar (s). */
  syncIntervalSeconds: number;
  /** A booking re-reads a member's calendar whose last good read is older than this (s). */
  maxStalenessSeconds: number;
}

export const calendarSettings = (config: { CALENDAR_SYNC_INTERVAL_S: number; CALENDAR_MAX_STALENESS_S: number }): CalendarSettings => ({
  syncIntervalSeconds: config.CALENDAR_SYNC_INTERVAL_S,
  maxStalenessSeconds: config.CALENDAR_MAX_STALENESS_S,
});

/**
 * Before a booking is written for `scope`: the members' calendars whose busy time was read more
 * than `maxStalenessSeconds` ago (or never: just connected, or the worker is behind or down) are
 * read now, together, for at most RECHECK_TIMEOUT_MS. One that cannot be read is marked failing
 * and the booking goes on with the busy time read before (a calendar server that is down must not
 * stop the salon taking bookings).
 */
export async function refreshStaleBusyTime(deps: ServiceDeps, scope: BookingCalendarScope, now: Date): Promise<void> {
  const settings = deps.calendars;
  const staleBefore = new Date(now.getTime() - settings.maxStalenessSeconds * 1000);
  const stale = await claimStaleConnections(deps.db, scope, staleBefore, now, RECHECK_LIMIT, RECHECK_LEASE_S);
  if (stale.length === 0) return;
  const readDeps: CalendarReadDeps = {
    db: deps.db,
    secrets: deps.secrets,
    allowPrivate: deps.webhooks.allowPrivateTargets,
    resolver: deps.webhookResolver,
    host: new URL(deps.publicUrl).host,
    intervalSeconds: settings.syncIntervalSeconds,
  };
  const signal = AbortSignal.timeout(RECHECK_TIMEOUT_MS);
  await Promise.all(
    stale.map(async (connection) => {
      const { outcome, error } = await withCalendar(
        readDeps,
        connection,
        now,
        async (account, fetch) => (await importBusyTime(readDeps, connection, account, fetch, now)).outcome,
        signal,
      );
      if (outcome === "failing")
        deps.log.warn({ connection: connection.id, provider: scope.providerId, error }, "calendar re-read before a booking failed");
    }),
  );
}
