// Public surfaces under abuse: what a public key or a manage link lets anyone do is bounded.
// - Bookings can be `held`: a visitor's booking waiting for its email verification. A live hold
//   occupies its member like a pending booking (the no-overlap constraint covers it); an expired
//   one is released (deleted) by the worker, and every read ignores it meanwhile.
// - Bookings keep what a visitor typed (name, phone) apart from the customer record they were
//   matched to by email: the visitor is shown only what they typed, never what the salon has stored.
// - `booked_by` tells a visitor's booking (public key) from a customer's own (customer key).
// - `calendar_sequence` counts the changes of time, member and status (the calendar file's SEQUENCE).
// - Provider settings of public bookings: verification, hold length, per-email and per-hour limits.
// - A log of public bookings per provider (the hourly limit), and of messages a visitor caused per
//   recipient address (hashed; the hourly limit across providers).
// - Idempotency records of public keys are scoped to the visitor (client address and email).
// - The origins of unrevoked public keys are indexed: a CORS preflight is one index probe.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_status_check`.execute(db);
  await sql`
    ALTER TABLE bookings
      ADD CONSTRAINT bookings_status_check CHECK (status IN ('held', 'pending', 'confirmed', 'completed', 'cancelled', 'no_show')),
      ADD COLUMN hold_expires_at timestamptz,
      ADD COLUMN verification_hash text,
      ADD COLUMN hold_created_customer boolean NOT NULL DEFAULT false,
      ADD COLUMN visitor_name text CHECK (visitor_name IS NULL OR length(visitor_name) <= 200),
      ADD COLUMN visitor_phone text CHECK (visitor_phone IS NULL OR length(visitor_phone) <= 50),
      ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0,
      ADD CONSTRAINT bookings_hold_expiry CHECK (status <> 'held' OR hold_expires_at IS NOT NULL)`.execute(db);
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_booked_by_check`.execute(db);
  await sql`ALTER TABLE bookings ADD CONSTRAINT bookings_booked_by_check CHECK (booked_by IN ('provider', 'customer', 'public'))`.execute(
    db,
  );
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap`.execute(db);
  await sql`
    ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
      provider_id WITH =,
      staff_id WITH =,
      tstzrange(occupied_from, occupied_until) WITH &&
    ) WHERE (status IN ('held', 'pending', 'confirmed'))`.execute(db);
  await sql`CREATE INDEX bookings_holds_idx ON bookings (hold_expires_at) WHERE status = 'held'`.execute(db);
  // Calendar apps keep an event's old time unless its SEQUENCE grows: every change of time, member
  // or status counts, whichever statement makes it.
  await sql`
    CREATE FUNCTION bookings_bump_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.calendar_sequence := OLD.calendar_sequence + 1;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER bookings_calendar_sequence BEFORE UPDATE ON bookings FOR EACH ROW
      WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at OR OLD.ends_at IS DISTINCT FROM NEW.ends_at
            OR OLD.staff_id IS DISTINCT FROM NEW.staff_id OR OLD.status IS DISTINCT FROM NEW.status)
      EXECUTE FUNCTION bookings_bump_calendar_sequence()`.execute(db);

  await sql`
    ALTER TABLE providers
      ADD COLUMN public_verification text NOT NULL DEFAULT 'none' CHECK (public_verification IN ('none', 'email')),
      ADD COLUMN hold_minutes integer NOT NULL DEFAULT 15 CHECK (hold_minutes BETWEEN 1 AND 60),
      ADD COLUMN public_max_upcoming_per_email integer NOT NULL DEFAULT 3 CHECK (public_max_upcoming_per_email BETWEEN 1 AND 100),
      ADD COLUMN public_bookings_per_hour integer NOT NULL DEFAULT 30 CHECK (public_bookings_per_hour BETWEEN 1 AND 10000)`.execute(db);

  await sql`
    CREATE TABLE public_booking_log (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      booking_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX public_booking_log_idx ON public_booking_log (provider_id, created_at)`.execute(db);
  await sql`
    CREATE TABLE public_message_log (
      address_hash text NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX public_message_log_idx ON public_message_log (address_hash, sent_at)`.execute(db);

  await sql`ALTER TABLE idempotency_keys ADD COLUMN visitor text NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey`.execute(db);
  await sql`ALTER TABLE idempotency_keys ADD PRIMARY KEY (provider_id, key_id, visitor, idempotency_key)`.execute(db);

  // Keys are created rarely and looked up by origin on every preflight: entries go straight into the
  // index (no pending list that each lookup would have to read through).
  await sql`
    CREATE INDEX api_keys_public_origins_idx ON api_keys USING gin (origins) WITH (fastupdate = off)
     WHERE audience = 'public' AND revoked_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS api_keys_public_origins_idx`.execute(db);
  await sql`DELETE FROM idempotency_keys WHERE visitor <> ''`.execute(db);
  await sql`ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey`.execute(db);
  await sql`ALTER TABLE idempotency_keys ADD PRIMARY KEY (provider_id, key_id, idempotency_key)`.execute(db);
  await sql`ALTER TABLE idempotency_keys DROP COLUMN visitor`.execute(db);
  await sql`DROP TABLE IF EXISTS public_message_log`.execute(db);
  await sql`DROP TABLE IF EXISTS public_booking_log`.execute(db);
  await sql`
    ALTER TABLE providers DROP COLUMN public_verification, DROP COLUMN hold_minutes,
      DROP COLUMN public_max_upcoming_per_email, DROP COLUMN public_bookings_per_hour`.execute(db);
  await sql`DROP TRIGGER IF EXISTS bookings_calendar_sequence ON bookings`.execute(db);
  await sql`DROP FUNCTION IF EXISTS bookings_bump_calendar_sequence()`.execute(db);
  await sql`DELETE FROM bookings WHERE status = 'held'`.execute(db);
  await sql`DROP INDEX IF EXISTS bookings_holds_idx`.execute(db);
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap`.execute(db);
  await sql`
    ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
      provider_id WITH =,
      staff_id WITH =,
      tstzrange(occupied_from, occupied_until) WITH &&
    ) WHERE (status IN ('pending', 'confirmed'))`.execute(db);
  await sql`UPDATE bookings SET booked_by = 'customer' WHERE booked_by = 'public'`.execute(db);
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_booked_by_check`.execute(db);
  await sql`ALTER TABLE bookings ADD CONSTRAINT bookings_booked_by_check CHECK (booked_by IN ('provider', 'customer'))`.execute(db);
  await sql`
    ALTER TABLE bookings DROP CONSTRAINT bookings_hold_expiry, DROP COLUMN hold_expires_at, DROP COLUMN verification_hash,
      DROP COLUMN hold_created_customer, DROP COLUMN visitor_name, DROP COLUMN visitor_phone, DROP COLUMN calendar_sequence`.execute(db);
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_status_check`.execute(db);
  await sql`
    ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
      CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled', 'no_show'))`.execute(db);
}
