// Staff members' own calendars (CalDAV) and the busy time read from them.
import type { Generated, Selectable } from "kysely";
import type { CreatedAt, NullableTimestamp } from "./foundation";

export const CALENDAR_STATUSES = ["syncing", "ok", "failing"] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

export interface CalendarConnectionsTable {
  provider_id: string;
  /** `cal_…` */
  id: string;
  staff_id: string;
  kind: Generated<"caldav">;
  /** The CalDAV calendar collection. */
  url: string;
  username: string;
  /** Sealed with SECRETS_KEY (`v1:…`); never returned or logged. */
  password: string;
  import_busy: Generated<boolean>;
  export_bookings: Generated<boolean>;
  status: Generated<CalendarStatus>;
  /** The last sync's error, as a person can read it (never a credential). */
  error: string | null;
  last_synced_at: NullableTimestamp;
  /** RFC 6578 sync-token of the collection after the last read; null: compare ETags. */
  sync_token: string | null;
  /** When every object was last read whatever its ETag (the window of busy time moves on daily). */
  full_read_at: NullableTimestamp;
  consecutive_failures: Generated<number>;
  /** When the worker syncs it next (sooner on POST …/sync; later after failures). */
  next_sync_at: Generated<Date>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** A calendar object (one .ics resource) as last read: its ETag. */
export interface CalendarObjectsTable {
  provider_id: string;
  connection_id: string;
  href: string;
  etag: string | null;
}

/** A range of a member's busy time, read from one calendar object. */
export interface CalendarBusyTable {
  provider_id: string;
  connection_id: string;
  href: string;
  staff_id: string;
  starts_at: Date;
  ends_at: Date;
}

/** A booking written into a member's calendar (exportBookings). */
export interface CalendarExportsTable {
  provider_id: string;
  connection_id: string;
  booking_id: string;
  href: string;
  etag: string | null;
  /** The booking's calendar_sequence when written. */
  sequence: number;
}

export interface CalendarTables {
  calendar_connections: CalendarConnectionsTable;
  calendar_objects: CalendarObjectsTable;
  calendar_busy: CalendarBusyTable;
  calendar_exports: CalendarExportsTable;
}

export type CalendarConnection = Selectable<CalendarConnectionsTable>;
