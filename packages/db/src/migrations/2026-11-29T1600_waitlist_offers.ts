// Waitlist offers. A release is a time a booking gave back (cancelled, moved away, a hold lapsed or
// declined), written in the transaction that gives it back when its service has a line; a worker
// offers it to the first entry in line whose windows, member and seats it suits: a held booking
// for waitlist_offer_minutes, the offer's row beside it. One live offer per entry (a unique index);
// the hold itself keeps anyone else off the time. Entries passed over are kept with their reasons.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE providers
      ADD COLUMN waitlist_offer_minutes integer NOT NULL DEFAULT 60 CHECK (waitlist_offer_minutes BETWEEN 5 AND 2880)`.execute(db);
  await sql`
    CREATE TABLE waitlist_releases (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      service_id text NOT NULL,
      staff_id text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      seats integer NOT NULL DEFAULT 1,
      reason text NOT NULL CHECK (reason IN ('cancelled', 'moved', 'lapsed', 'declined')),
      booking_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz,
      -- offered (offer_id names it), or none: no entry it suits, or the time was taken again first.
      outcome text CHECK (outcome IN ('offered', 'none', 'taken')),
      offer_id text,
      skipped jsonb NOT NULL DEFAULT '[]'
    )`.execute(db);
  await sql`CREATE INDEX waitlist_releases_pending_idx ON waitlist_releases (id) WHERE processed_at IS NULL`.execute(db);
  await sql`
    CREATE TABLE waitlist_offers (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      id text NOT NULL,
      entry_id text NOT NULL,
      release_id bigint,
      booking_id text NOT NULL,
      service_id text NOT NULL,
      staff_id text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      seats integer NOT NULL,
      status text NOT NULL DEFAULT 'live' CHECK (status IN ('live', 'claimed', 'declined', 'lapsed', 'withdrawn')),
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      closed_at timestamptz,
      PRIMARY KEY (provider_id, id),
      FOREIGN KEY (provider_id, entry_id) REFERENCES waitlist_entries (provider_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX waitlist_offers_live_entry_idx ON waitlist_offers (provider_id, entry_id) WHERE status = 'live'`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX waitlist_offers_booking_idx ON waitlist_offers (provider_id, booking_id)`.execute(db);
  await sql`CREATE INDEX waitlist_offers_entry_time_idx ON waitlist_offers (provider_id, entry_id, starts_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS waitlist_offers`.execute(db);
  await sql`DROP TABLE IF EXISTS waitlist_releases`.execute(db);
  await sql`ALTER TABLE providers DROP COLUMN IF EXISTS waitlist_offer_minutes`.execute(db);
}
