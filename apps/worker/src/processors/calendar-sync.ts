// The calendars role: every CALENDAR_POLL_MS one worker at a time claims the calendar connections
// due to be read and syncs each (core's calendar-sync: the member's bookings written into it,
// then its busy time read, parsed on the parsing thread and stored in one transaction; a failure
// marks the connection failing and backs off). The worker stopping aborts the read under way.
//
// Fair between salons: the claim takes every salon's longest-waiting calendar before anyone's
// second, and a salon whose calendars have taken PROVIDER_SHARE_MS of a pass gives the rest of its
// claimed ones back (due at once, so the next pass takes them, after everyone else's first), so a
// salon with many calendars on slow servers cannot make the others' calendars wait pass after pass.
import type { Job } from "bullmq";
import { claimDueConnections, releaseCalendarClaim, syncConnection, type CalendarReadDeps } from "@booking/core/worker";
import { publicUrlOf } from "@booking/core";
import type { WorkerContext } from "../context";

/** Connections one pass reads (one after another); the rest wait for the next pass. */
const BATCH = 20;
/** How long a claimed connection is left to its worker before another may read it (above CALENDAR_READ_LIMITS.readMs). */
const LEASE_S = 300;
/** The time one salon's calendars may take of one pass before the rest of its claimed ones wait for the next. */
export const PROVIDER_SHARE_MS = 30_000;

export interface CalendarPassOptions {
  /** Default PROVIDER_SHARE_MS (tests lower it). */
  providerShareMs?: number;
  /** Bounds of each read (default core's CALENDAR_READ_LIMITS; tests lower them). */
  limits?: CalendarReadDeps["limits"];
}

export async function runCalendarSync(ctx: WorkerContext, options: CalendarPassOptions = {}): Promise<number> {
  const { providerShareMs = PROVIDER_SHARE_MS, limits } = options;
  const now = ctx.now();
  if (ctx.stopping.aborted) return 0;
  const due = await claimDueConnections(ctx.db, now, BATCH, LEASE_S);
  const deps: CalendarReadDeps = {
    db: ctx.db,
    secrets: ctx.secrets,
    allowPrivate: ctx.config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    resolver: ctx.webhookResolver,
    host: new URL(publicUrlOf(ctx.config)).host,
    intervalSeconds: ctx.config.CALENDAR_SYNC_INTERVAL_S,
    reader: ctx.calendarReader,
    signal: ctx.stopping,
    limits,
  };
  /** Time each salon's syncs took in this pass (ms). */
  const spent = new Map<string, number>();
  let read = 0;
  for (const connection of due) {
    if ((spent.get(connection.providerId) ?? 0) >= providerShareMs) {
      await releaseCalendarClaim(ctx.db, connection, now);
      continue;
    }
    const started = performance.now();
    const { outcome, error, cause, unreadable } = await syncConnection(deps, connection, now);
    spent.set(connection.providerId, (spent.get(connection.providerId) ?? 0) + performance.now() - started);
    read += 1;
    ctx.metrics.calendarReads.inc({ outcome });
    if (outcome === "failing")
      ctx.log.warn({ connection: connection.id, provider: connection.providerId, error, cause }, "calendar read failed");
    else if (unreadable) ctx.log.info({ connection: connection.id, unreadable }, "calendar objects without readable events");
  }
  return read;
}

export function calendarSyncProcessor(ctx: WorkerContext) {
  return async (_job: Job): Promise<string> => `read ${await runCalendarSync(ctx)} calendar(s)`;
}
