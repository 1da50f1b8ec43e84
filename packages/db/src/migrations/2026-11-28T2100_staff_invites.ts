// Staff invites: a one-time link an admin or manager gives a member (or the operator's
// provider:create gives a new salon's owner) to set their console password and sign in. Only the
// token's SHA-256 digest is kept; an invite expires, is used once (used_at), and a newer invite of
// the same member replaces an unused older one (revoked_at).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE staff_invites (
      provider_id uuid NOT NULL,
      id text NOT NULL,
      staff_id text NOT NULL,
      token_hash text NOT NULL,
      created_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz,
      PRIMARY KEY (provider_id, id),
      FOREIGN KEY (provider_id, staff_id) REFERENCES staff (provider_id, id) ON DELETE CASCADE
    )`.execute(db);
  // The link is looked up by its digest alone, whichever salon it belongs to.
  await sql`CREATE UNIQUE INDEX staff_invites_token_idx ON staff_invites (token_hash)`.execute(db);
  await sql`CREATE INDEX staff_invites_member_idx ON staff_invites (provider_id, staff_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS staff_invites`.execute(db);
}
