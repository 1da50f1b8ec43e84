// Visits: several services booked back to back for one customer as one unit (a cut, then a
// colour). Each item is an ordinary booking, under every rule and constraint of one, that names
// its visit; the visit row holds them together (moved and cancelled as one).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE visits (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, id)
    )`.execute(db);
  await sql`
    ALTER TABLE bookings
      ADD COLUMN visit_id text,
      ADD FOREIGN KEY (provider_id, visit_id) REFERENCES visits (provider_id, id)`.execute(db);
  await sql`CREATE INDEX bookings_visit_idx ON bookings (provider_id, visit_id) WHERE visit_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings DROP COLUMN IF EXISTS visit_id`.execute(db);
  await sql`DROP TABLE IF EXISTS visits`.execute(db);
}
