// Events integrators can catch up on and replay: a finished delivery can be sent again (a new
// round of attempts under the same delivery id), and a provider's events are listed with their
// deliveries.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Attempts made before the current round: a redelivery starts a new round of attempts, with the
  // full allowance and the backoff counted from its own first attempt.
  await sql`ALTER TABLE webhook_deliveries ADD COLUMN round_start integer NOT NULL DEFAULT 0`.execute(db);
  // Set by a redelivery until a relay has queued its job (the row is the request: nothing is lost
  // should the queue be away when it is made).
  await sql`ALTER TABLE webhook_deliveries ADD COLUMN requeue_requested_at timestamptz`.execute(db);
  await sql`CREATE INDEX webhook_deliveries_requeue_idx ON webhook_deliveries (requeue_requested_at) WHERE requeue_requested_at IS NOT NULL`.execute(
    db,
  );
  // An event's deliveries, for the list of events.
  await sql`CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (provider_id, event_id) WHERE event_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS webhook_deliveries_event_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS webhook_deliveries_requeue_idx`.execute(db);
  await sql`ALTER TABLE webhook_deliveries DROP COLUMN IF EXISTS requeue_requested_at`.execute(db);
  await sql`ALTER TABLE webhook_deliveries DROP COLUMN IF EXISTS round_start`.execute(db);
}
