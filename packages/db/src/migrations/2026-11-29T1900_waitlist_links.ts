// An entry's own link: whoever holds it sees the entry and may take it out of the line, without a
// key (a visitor who joined from the booking page has none). The token is stored only as its
// SHA-256 digest, as manage links of bookings are.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE waitlist_entry_links (
      token_hash text PRIMARY KEY,
      provider_id uuid NOT NULL,
      entry_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (provider_id, entry_id) REFERENCES waitlist_entries (provider_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX waitlist_entry_links_entry_idx ON waitlist_entry_links (provider_id, entry_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS waitlist_entry_links`.execute(db);
}
