// Staff members' own calendars (CalDAV): the connections, what was last read of each calendar
// object (its ETag, so an unchanged object is not read again), and the busy time read from them.
// Busy time is kept per object, so a changed or deleted event replaces or drops exactly its own
// ranges; it is the member's (staff_id copied) so availability reads it with one index probe.
// The member's bookings written into the calendar are kept apart (calendar_exports).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE calendar_connections (
      provider_id uuid NOT NULL,
      id text NOT NULL,
      staff_id text NOT NULL,
      kind text NOT NULL DEFAULT 'caldav' CHECK (kind IN ('caldav')),
      url text NOT NULL CHECK (length(url) <= 2048),
      username text NOT NULL CHECK (length(username) <= 320),
      -- Sealed with SECRETS_KEY (v1:…): never returned, never logged.
      password text NOT NULL,
      import_busy boolean NOT NULL DEFAULT true,
      export_bookings boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'syncing' CHECK (status IN ('syncing', 'ok', 'failing')),
      error text,
      last_synced_at timestamptz,
      -- RFC 6578: the collection's token after the last full read; null reads every object's ETag.
      sync_token text,
      -- When every object was last read whatever its ETag (busy time is read over a window that moves on).
      full_read_at timestamptz,
      consecutive_failures integer NOT NULL DEFAULT 0,
      next_sync_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, id),
      FOREIGN KEY (provider_id, staff_id) REFERENCES staff (provider_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX calendar_connections_staff_idx ON calendar_connections (provider_id, staff_id)`.execute(db);
  await sql`CREATE INDEX calendar_connections_due_idx ON calendar_connections (next_sync_at)`.execute(db);
  await sql`
    CREATE TABLE calendar_objects (
      provider_id uuid NOT NULL,
      connection_id text NOT NULL,
      href text NOT NULL,
      etag text,
      PRIMARY KEY (provider_id, connection_id, href),
      FOREIGN KEY (provider_id, connection_id) REFERENCES calendar_connections (provider_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`
    CREATE TABLE calendar_busy (
      provider_id uuid NOT NULL,
      connection_id text NOT NULL,
      href text NOT NULL,
      staff_id text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      CHECK (ends_at > starts_at),
      FOREIGN KEY (provider_id, connection_id, href) REFERENCES calendar_objects (provider_id, connection_id, href) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX calendar_busy_staff_idx ON calendar_busy (provider_id, staff_id, starts_at)`.execute(db);
  // The member's bookings written into the calendar (exportBookings): where, its ETag, and the
  // booking's calendar_sequence then (a later change writes it again).
  await sql`
    CREATE TABLE calendar_exports (
      provider_id uuid NOT NULL,
      connection_id text NOT NULL,
      booking_id text NOT NULL,
      href text NOT NULL,
      etag text,
      sequence integer NOT NULL,
      PRIMARY KEY (provider_id, connection_id, booking_id),
      FOREIGN KEY (provider_id, connection_id) REFERENCES calendar_connections (provider_id, id) ON DELETE CASCADE
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE calendar_exports`.execute(db);
  await sql`DROP TABLE calendar_busy`.execute(db);
  await sql`DROP TABLE calendar_objects`.execute(db);
  await sql`DROP TABLE calendar_connections`.execute(db);
}
