// Webhook signing secrets are stored sealed (AES-256-GCM, `v1:…`, see packages/core's
// secret-box.ts) rather than as plaintext. A migration has no key, so the secrets stored so far
// are only marked here as legacy plaintext (`plain:…`); the API seals them when it starts, and
// `pnpm cli secrets:reencrypt` does too. From now on the column holds nothing unmarked.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A sealed 500-character secret takes up to about 2,100 characters.
  await sql`ALTER TABLE webhooks DROP CONSTRAINT webhooks_secret_check`.execute(db);
  await sql`UPDATE webhooks SET secret = 'plain:' || secret`.execute(db);
  await sql`
    ALTER TABLE webhooks ADD CONSTRAINT webhooks_secret_check
      CHECK (length(secret) BETWEEN 4 AND 4000 AND (secret LIKE 'v1:%' OR secret LIKE 'plain:%'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ sealed: number }>`SELECT count(*)::int AS sealed FROM webhooks WHERE secret LIKE 'v1:%'`.execute(db);
  if ((rows[0]?.sealed ?? 0) > 0) {
    throw new Error("webhook secrets are sealed: they cannot be turned back into plaintext by a migration");
  }
  await sql`ALTER TABLE webhooks DROP CONSTRAINT webhooks_secret_check`.execute(db);
  await sql`UPDATE webhooks SET secret = substr(secret, 7) WHERE secret LIKE 'plain:%'`.execute(db);
  await sql`ALTER TABLE webhooks ADD CONSTRAINT webhooks_secret_check CHECK (length(secret) BETWEEN 1 AND 500)`.execute(db);
}
