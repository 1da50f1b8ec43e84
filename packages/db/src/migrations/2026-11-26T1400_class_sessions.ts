// Classes: services with seats. A service gains `capacity` (seats per session, 1-500) and
// `sessions` (`open`: the first booking at a time opens a session there; `published`: only the
// sessions the provider published are booked). Bookings of one service, member and start share one
// session; each takes `seats`.
// - The session, not its bookings, occupies the member and the resources: its bookings are left
//   out of `bookings_no_overlap`, sessions of one member never overlap (`sessions_no_overlap`), and
//   the session's units are rows of booking_units like a booking's.
// - Seats: `seats_taken` never exceeds `capacity` (a check constraint); bookings add their seats
//   with a conditional update, and a trigger gives them back when a booking closes or a lapsed
//   hold is deleted, closing an unpublished session that is left empty (its member and units free).
//   A move gives its seats back itself (release_session_seats) before taking seats at the new time.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE services
      ADD COLUMN capacity integer NOT NULL DEFAULT 1 CHECK (capacity BETWEEN 1 AND 500),
      ADD COLUMN sessions text NOT NULL DEFAULT 'open' CHECK (sessions IN ('open', 'published'))`.execute(db);
  await sql`
    CREATE TABLE sessions (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      id text NOT NULL,
      service_id text NOT NULL,
      staff_id text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      occupied_from timestamptz NOT NULL,
      occupied_until timestamptz NOT NULL,
      capacity integer NOT NULL CHECK (capacity BETWEEN 1 AND 500),
      seats_taken integer NOT NULL DEFAULT 0,
      published boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'cancelled')),
      resources jsonb NOT NULL DEFAULT '[]',
      cancelled_at timestamptz,
      cancel_reason text CHECK (cancel_reason IS NULL OR length(cancel_reason) <= 1000),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, id),
      FOREIGN KEY (provider_id, service_id) REFERENCES services (provider_id, id),
      FOREIGN KEY (provider_id, staff_id) REFERENCES staff (provider_id, id),
      CHECK (ends_at > starts_at AND occupied_from <= starts_at AND occupied_until >= ends_at),
      -- Never oversold: whatever the interleaving of writes, no session has more seats taken than it has.
      CONSTRAINT sessions_seats CHECK (seats_taken BETWEEN 0 AND capacity),
      CONSTRAINT sessions_no_overlap EXCLUDE USING gist (
        provider_id WITH =,
        staff_id WITH =,
        tstzrange(occupied_from, occupied_until) WITH &&
      ) WHERE (status = 'open')
    )`.execute(db);
  await sql`CREATE INDEX sessions_service_idx ON sessions (provider_id, service_id, starts_at) WHERE status = 'open'`.execute(db);
  await sql`CREATE INDEX sessions_staff_idx ON sessions (provider_id, staff_id, occupied_from) WHERE status = 'open'`.execute(db);

  await sql`
    ALTER TABLE bookings
      ADD COLUMN session_id text,
      ADD COLUMN seats integer NOT NULL DEFAULT 1 CHECK (seats BETWEEN 1 AND 500),
      ADD FOREIGN KEY (provider_id, session_id) REFERENCES sessions (provider_id, id)`.execute(db);
  await sql`CREATE INDEX bookings_session_idx ON bookings (provider_id, session_id) WHERE session_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap`.execute(db);
  await sql`
    ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
      provider_id WITH =,
      staff_id WITH =,
      tstzrange(occupied_from, occupied_until) WITH &&
    ) WHERE (status IN ('held', 'pending', 'confirmed') AND session_id IS NULL)`.execute(db);

  // A session's units: booking_units rows owned by the session instead of a booking.
  await sql`ALTER TABLE booking_units DROP CONSTRAINT booking_units_pkey`.execute(db);
  await sql`
    ALTER TABLE booking_units
      ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      ALTER COLUMN booking_id DROP NOT NULL,
      ADD COLUMN session_id text,
      ADD FOREIGN KEY (provider_id, session_id) REFERENCES sessions (provider_id, id) ON DELETE CASCADE,
      ADD CONSTRAINT booking_units_owner CHECK (num_nonnulls(booking_id, session_id) = 1)`.execute(db);
  await sql`CREATE INDEX booking_units_booking_idx ON booking_units (provider_id, booking_id) WHERE booking_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX booking_units_session_idx ON booking_units (provider_id, session_id) WHERE session_id IS NOT NULL`.execute(db);
  await sql`
    CREATE FUNCTION session_units_follow_status() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE booking_units SET active = NEW.status = 'open' WHERE provider_id = NEW.provider_id AND session_id = NEW.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER sessions_units_follow_status AFTER UPDATE OF status ON sessions FOR EACH ROW
      WHEN (OLD.status IS DISTINCT FROM NEW.status)
      EXECUTE FUNCTION session_units_follow_status()`.execute(db);

  // Seats given back: a booking of a session leaving the statuses that hold seats, or deleted
  // while it held them (a lapsed hold). An unpublished session left empty closes.
  await sql`
    CREATE FUNCTION release_session_seats(p_provider uuid, p_session text, p_seats integer) RETURNS void LANGUAGE sql AS $$
      UPDATE sessions
         SET seats_taken = seats_taken - p_seats,
             status = CASE WHEN NOT published AND seats_taken - p_seats = 0 AND status = 'open' THEN 'closed' ELSE status END,
             updated_at = now()
       WHERE provider_id = p_provider AND id = p_session
    $$`.execute(db);
  await sql`
    CREATE FUNCTION bookings_release_seats() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        IF OLD.session_id IS NOT NULL AND OLD.status IN ('held', 'pending', 'confirmed') THEN
          PERFORM release_session_seats(OLD.provider_id, OLD.session_id, OLD.seats);
        END IF;
        RETURN NULL;
      END IF;
      IF OLD.session_id IS NOT NULL AND OLD.status IN ('held', 'pending', 'confirmed')
         AND NEW.status NOT IN ('held', 'pending', 'confirmed') THEN
        PERFORM release_session_seats(OLD.provider_id, OLD.session_id, OLD.seats);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER bookings_release_seats AFTER UPDATE OF status OR DELETE ON bookings FOR EACH ROW
      EXECUTE FUNCTION bookings_release_seats()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS bookings_release_seats ON bookings`.execute(db);
  await sql`DROP FUNCTION IF EXISTS bookings_release_seats()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS release_session_seats(uuid, text, integer)`.execute(db);
  await sql`DROP TRIGGER IF EXISTS sessions_units_follow_status ON sessions`.execute(db);
  await sql`DROP FUNCTION IF EXISTS session_units_follow_status()`.execute(db);
  await sql`DELETE FROM booking_units WHERE session_id IS NOT NULL`.execute(db);
  await sql`
    ALTER TABLE booking_units
      DROP CONSTRAINT booking_units_owner,
      DROP COLUMN session_id,
      DROP COLUMN id,
      ALTER COLUMN booking_id SET NOT NULL,
      ADD PRIMARY KEY (provider_id, booking_id, resource_id, unit)`.execute(db);
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap`.execute(db);
  await sql`DELETE FROM bookings WHERE session_id IS NOT NULL`.execute(db);
  await sql`
    ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
      provider_id WITH =,
      staff_id WITH =,
      tstzrange(occupied_from, occupied_until) WITH &&
    ) WHERE (status IN ('held', 'pending', 'confirmed'))`.execute(db);
  await sql`ALTER TABLE bookings DROP COLUMN session_id, DROP COLUMN seats`.execute(db);
  await sql`DROP TABLE IF EXISTS sessions`.execute(db);
  await sql`ALTER TABLE services DROP COLUMN sessions, DROP COLUMN capacity`.execute(db);
}
