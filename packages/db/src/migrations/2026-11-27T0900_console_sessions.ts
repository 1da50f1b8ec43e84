// Staff sign-in sessions of the provider's console (/console/). The browser holds a random token
// in an HttpOnly cookie; only its SHA-256 digest is kept, so a copy of this table signs no one in.
// A session ends at expires_at (8 hours after sign-in), when revoked (sign-out, sign-out
// everywhere, a password change), or with its member (deactivated or deleted: the lookup joins
// the member). Attempts to sign in are limited in Redis, not here.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE console_sessions (
      provider_id uuid NOT NULL,
      id text NOT NULL,
      staff_id text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      -- Where the session was opened from (shown to the member among their sessions).
      address text,
      user_agent text CHECK (length(user_agent) <= 512),
      PRIMARY KEY (provider_id, id),
      FOREIGN KEY (provider_id, staff_id) REFERENCES staff (provider_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX console_sessions_staff_idx ON console_sessions (provider_id, staff_id) WHERE revoked_at IS NULL`.execute(db);
  // Sign-in by email across providers: a member's address is unique per provider only.
  await sql`CREATE INDEX staff_sign_in_idx ON staff (lower(email)) WHERE deleted_at IS NULL AND password_hash IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS staff_sign_in_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS console_sessions`.execute(db);
}
