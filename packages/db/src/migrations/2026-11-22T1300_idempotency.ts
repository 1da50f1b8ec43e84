// Idempotency keys: the first answer to a POST, replayed for the same key and body for 24 h.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE idempotency_keys (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      key_id text NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
      idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 255),
      fingerprint text NOT NULL,
      state text NOT NULL CHECK (state IN ('pending', 'completed')),
      status_code integer,
      response_body text,
      locked_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (provider_id, key_id, idempotency_key)
    )`.execute(db);
  await sql`CREATE INDEX idempotency_keys_expiry_idx ON idempotency_keys (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS idempotency_keys`.execute(db);
}
