// The calendars role: every CALENDAR_POLL_MS one worker at a time claims the calendar connections
// due to be read and syncs each (core's calendar-sync: the member's bookings written into it,
// then its busy time read, parsed on the parsing thread and stored in one transaction; a failure
// marks the connection failing and backs off). The worker stopping aborts the read under way.
import type { Job } from "bullmq";
import { claimDueConnections, syncConnection, type CalendarReadDeps } from "@booking/core/worker";
import { publicUrlOf } from "@booking/core";
import type { WorkerContext } from "../context";

/** Connections one pass reads (one after another); the rest wait for the next pass. */
const BATCH = 20;
/** How long a claimed connection is left to its worker before another may read it (above CALENDAR_READ_LIMITS.readMs). */
const LEASE_S = 300;

export async function runCalendarSync(ctx: WorkerContext): Promise<number> {
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
  };
  for (const connection of due) {
    const { outcome, error, cause, unreadable } = await syncConnection(deps, connection, now);
    ctx.metrics.calendarReads.inc({ outcome });
    if (outcome === "failing")
      ctx.log.warn({ connection: connection.id, provider: connection.providerId, error, cause }, "calendar read failed");
    else if (unreadable) ctx.log.info({ connection: connection.id, unreadable }, "calendar objects without readable events");
  }
  return due.length;
}

export function calendarSyncProcessor(ctx: WorkerContext) {
  return async (_job: Job): Promise<string> => `read ${await runCalendarSync(ctx)} calendar(s)`;
}
