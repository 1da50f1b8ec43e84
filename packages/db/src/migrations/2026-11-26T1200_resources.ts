// Resources a provider's bookings may need besides a staff member: rooms, chairs, equipment.
// Each has `quantity` identical units (a pool of three dryers is one resource of quantity 3);
// `active = false` retires one without deleting it.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE resources (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      id text NOT NULL,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
      kind text CHECK (length(kind) BETWEEN 1 AND 100),
      quantity integer NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 100),
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, id)
    )`.execute(db);
  await sql`CREATE INDEX resources_list_idx ON resources (provider_id, created_at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS resources`.execute(db);
}
