// The age of the oldest undelivered webhook delivery is a metric every process reports (scraped
// every few seconds): an index on the creation time of pending deliveries makes it one index
// probe, however many deliveries wait for their next attempt.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX webhook_deliveries_pending_created_idx ON webhook_deliveries (created_at) WHERE status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS webhook_deliveries_pending_created_idx`.execute(db);
}
