// How fresh a booking's busy time is. Only the worker reads calendars: an API request never waits
// on a calendar server, however slow or hostile. A booking is decided on the busy time stored;
// when a calendar it depends on was last read longer ago than CALENDAR_MAX_STALENESS_S (or never:
// just connected), the booking makes that calendar due at once, and the next worker pass (every
// CALENDAR_POLL_MS) reads it.
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import { makeStaleConnectionsDue, type MembersOfBooking } from "../store/calendar-sync";

/** Calendar settings of the service's processes. */
export interface CalendarSettings {
  /** How often the worker reads each calendar (s). */
  syncIntervalSeconds: number;
  /** A booking asks for a fresh read of a member's calendar whose last good read is older than this (s). */
  maxStalenessSeconds: number;
}

export const calendarSettings = (config: { CALENDAR_SYNC_INTERVAL_S: number; CALENDAR_MAX_STALENESS_S: number }): CalendarSettings => ({
  syncIntervalSeconds: config.CALENDAR_SYNC_INTERVAL_S,
  maxStalenessSeconds: config.CALENDAR_MAX_STALENESS_S,
});

/**
 * Before a booking is written for `scope` (the store's create and moves call this, every surface
 * alike): when the provider imports calendars, those of the members the booking depends on that
 * were read longer than `maxStalenessSeconds` ago (or never) are made due now for the workers. One
 * statement; nothing is read here, and the booking goes on with the busy time stored. Without
 * `settings` (a store function called outside a request: tests, the CLI) nothing is asked.
 */
export async function askForFreshBusyTime(
  db: Kysely<Database>,
  provider: { id: string; importsCalendars: boolean },
  scope: MembersOfBooking,
  now: Date,
  settings: CalendarSettings | undefined,
): Promise<void> {
  if (!settings || !provider.importsCalendars) return;
  const staleBefore = new Date(now.getTime() - settings.maxStalenessSeconds * 1000);
  await makeStaleConnectionsDue(db, Object.assign({ providerId: provider.id }, scope), staleBefore, now, settings.syncIntervalSeconds);
}
