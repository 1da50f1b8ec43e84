// Booking policies: provider settings (minimum notice, booking horizon, cancellation notice, how
// a staff member is picked), service buffers, and a staff member's time off, date overrides and
// the provider's closures.
//
// A booking now occupies its staff member from `occupied_from` (its start less the service's
// buffer before) to `occupied_until` (its end plus the buffer after), and the no-overlap
// constraint moves from [starts_at, ends_at) to that range: buffers are copied onto the booking
// when it is made, so changing a service's buffers later never turns existing bookings into
// overlaps. Existing rows get no buffers (occupied = booked), so the new constraint holds for
// them exactly when the old one did.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE providers
      ADD COLUMN min_notice_minutes integer NOT NULL DEFAULT 60 CHECK (min_notice_minutes BETWEEN 0 AND 43200),
      ADD COLUMN max_advance_days integer NOT NULL DEFAULT 90 CHECK (max_advance_days BETWEEN 1 AND 730),
      ADD COLUMN cancellation_notice_minutes integer NOT NULL DEFAULT 0 CHECK (cancellation_notice_minutes BETWEEN 0 AND 43200),
      ADD COLUMN assignment text NOT NULL DEFAULT 'least_busy' CHECK (assignment IN ('least_busy', 'round_robin'))`.execute(db);

  // Bumped by every write that takes time away from a member (time off, overrides, closures), so
  // a booking that read the policies before such a write committed can tell, and read them again.
  await sql`ALTER TABLE staff ADD COLUMN policy_version bigint NOT NULL DEFAULT 0`.execute(db);

  await sql`
    ALTER TABLE services
      ADD COLUMN buffer_before_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_before_minutes BETWEEN 0 AND 240),
      ADD COLUMN buffer_after_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_after_minutes BETWEEN 0 AND 240)`.execute(db);

  // Nullable first, filled, then required: existing bookings occupy exactly their own time.
  await sql`ALTER TABLE bookings ADD COLUMN occupied_from timestamptz, ADD COLUMN occupied_until timestamptz`.execute(db);
  await sql`UPDATE bookings SET occupied_from = starts_at, occupied_until = ends_at`.execute(db);
  await sql`
    ALTER TABLE bookings
      ALTER COLUMN occupied_from SET NOT NULL,
      ALTER COLUMN occupied_until SET NOT NULL,
      ADD CONSTRAINT bookings_occupied_covers_booking CHECK (occupied_from <= starts_at AND occupied_until >= ends_at),
      -- A service lasts at most a day and each buffer at most 4 hours: range reads can then bound
      -- occupied_from on both sides and use the btree index below.
      ADD CONSTRAINT bookings_occupied_at_most_32h CHECK (occupied_until <= occupied_from + interval '32 hours')`.execute(db);
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap`.execute(db);
  await sql`
    ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
      provider_id WITH =,
      staff_id WITH =,
      tstzrange(occupied_from, occupied_until) WITH &&
    ) WHERE (status IN ('pending', 'confirmed'))`.execute(db);
  await sql`CREATE INDEX bookings_staff_occupied_idx ON bookings (provider_id, staff_id, occupied_from)`.execute(db);

  await sql`
    CREATE TABLE staff_time_off (
      provider_id uuid NOT NULL,
      id text NOT NULL,
      staff_id text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      reason text CHECK (reason IS NULL OR length(reason) <= 500),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, id),
      FOREIGN KEY (provider_id, staff_id) REFERENCES staff (provider_id, id) ON DELETE CASCADE,
      CHECK (ends_at > starts_at)
    )`.execute(db);
  await sql`CREATE INDEX staff_time_off_staff_idx ON staff_time_off (provider_id, staff_id, starts_at)`.execute(db);

  await sql`
    CREATE TABLE staff_date_overrides (
      provider_id uuid NOT NULL,
      staff_id text NOT NULL,
      date date NOT NULL,
      -- The member's hours that day ({start, end, breaks?}), or null: not working that day.
      hours jsonb,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, staff_id, date),
      FOREIGN KEY (provider_id, staff_id) REFERENCES staff (provider_id, id) ON DELETE CASCADE
    )`.execute(db);

  await sql`
    CREATE TABLE closures (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      id text NOT NULL,
      start_date date NOT NULL,
      end_date date NOT NULL,
      reason text CHECK (reason IS NULL OR length(reason) <= 500),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, id),
      CHECK (end_date >= start_date)
    )`.execute(db);
  await sql`CREATE INDEX closures_provider_idx ON closures (provider_id, start_date)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["closures", "staff_date_overrides", "staff_time_off"]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
  await sql`DROP INDEX IF EXISTS bookings_staff_occupied_idx`.execute(db);
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap`.execute(db);
  await sql`
    ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
      provider_id WITH =,
      staff_id WITH =,
      tstzrange(starts_at, ends_at) WITH &&
    ) WHERE (status IN ('pending', 'confirmed'))`.execute(db);
  await sql`
    ALTER TABLE bookings DROP CONSTRAINT bookings_occupied_covers_booking, DROP CONSTRAINT bookings_occupied_at_most_32h,
      DROP COLUMN occupied_from, DROP COLUMN occupied_until`.execute(db);
  await sql`ALTER TABLE services DROP COLUMN buffer_before_minutes, DROP COLUMN buffer_after_minutes`.execute(db);
  await sql`ALTER TABLE staff DROP COLUMN policy_version`.execute(db);
  await sql`
    ALTER TABLE providers DROP COLUMN min_notice_minutes, DROP COLUMN max_advance_days,
      DROP COLUMN cancellation_notice_minutes, DROP COLUMN assignment`.execute(db);
}
