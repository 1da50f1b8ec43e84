// Settings every worker of the fleet must share (webhook delivery: timeout, attempts, backoff,
// the failures that disable a webhook), kept in one place: the first worker to start records its
// own, every later one adopts what is recorded (and says so when its environment differs), and
// `pnpm cli fleet:webhooks` changes them.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE fleet_settings (
      name text PRIMARY KEY,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS fleet_settings`.execute(db);
}
