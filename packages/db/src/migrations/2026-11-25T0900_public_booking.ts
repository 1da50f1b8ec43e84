// Customers book for themselves: a third key audience, `public` (pk_ keys, meant to sit in a web
// page, each with the browser origins allowed to use it), manage links — random tokens, stored
// only as hashes, that let whoever holds one view, move, cancel or download one booking — and who
// made each booking (a customer booking for themselves is sent word that it was received).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE api_keys DROP CONSTRAINT api_keys_audience_check`.execute(db);
  await sql`ALTER TABLE api_keys ADD CONSTRAINT api_keys_audience_check CHECK (audience IN ('provider', 'customer', 'public'))`.execute(db);
  // Exact origins (scheme://host[:port]) a browser may call with this key; only public keys have any.
  await sql`ALTER TABLE api_keys ADD COLUMN origins text[] NOT NULL DEFAULT '{}'`.execute(db);
  await sql`ALTER TABLE api_keys ADD CONSTRAINT api_keys_origins_public CHECK (audience = 'public' OR cardinality(origins) = 0)`.execute(
    db,
  );

  await sql`
    CREATE TABLE manage_tokens (
      token_hash text PRIMARY KEY,
      provider_id uuid NOT NULL,
      booking_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (provider_id, booking_id) REFERENCES bookings (provider_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX manage_tokens_booking_idx ON manage_tokens (provider_id, booking_id)`.execute(db);
  // Existing bookings were all made with provider keys.
  await sql`ALTER TABLE bookings ADD COLUMN booked_by text NOT NULL DEFAULT 'provider' CHECK (booked_by IN ('provider', 'customer'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings DROP COLUMN IF EXISTS booked_by`.execute(db);
  await sql`DROP TABLE IF EXISTS manage_tokens`.execute(db);
  await sql`DELETE FROM api_keys WHERE audience = 'public'`.execute(db);
  await sql`ALTER TABLE api_keys DROP CONSTRAINT IF EXISTS api_keys_origins_public`.execute(db);
  await sql`ALTER TABLE api_keys DROP COLUMN IF EXISTS origins`.execute(db);
  await sql`ALTER TABLE api_keys DROP CONSTRAINT api_keys_audience_check`.execute(db);
  await sql`ALTER TABLE api_keys ADD CONSTRAINT api_keys_audience_check CHECK (audience IN ('provider', 'customer'))`.execute(db);
}
