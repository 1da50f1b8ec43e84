// Channel messages whose outcome is unknown: a worker that stops (killed, crashed) after taking a
// message for sending and before recording what the transport said leaves it `sending` for ever.
// `taken_at` says since when; the rescue pass marks such messages `unknown` (they may or may not
// have gone out: never sent again by themselves), and an operator may send them again.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE notification_sends DROP CONSTRAINT notification_sends_status_check`.execute(db);
  await sql`
    ALTER TABLE notification_sends
      ADD CONSTRAINT notification_sends_status_check CHECK (status IN ('pending', 'sending', 'sent', 'logged', 'failed', 'unknown')),
      ADD COLUMN taken_at timestamptz`.execute(db);
  await sql`UPDATE notification_sends SET taken_at = created_at WHERE status = 'sending'`.execute(db);
  await sql`CREATE INDEX notification_sends_sending_idx ON notification_sends (taken_at) WHERE status = 'sending'`.execute(db);
  await sql`CREATE INDEX notification_sends_unknown_idx ON notification_sends (created_at) WHERE status = 'unknown'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS notification_sends_unknown_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS notification_sends_sending_idx`.execute(db);
  await sql`UPDATE notification_sends SET status = 'failed' WHERE status = 'unknown'`.execute(db);
  await sql`ALTER TABLE notification_sends DROP CONSTRAINT notification_sends_status_check`.execute(db);
  await sql`
    ALTER TABLE notification_sends
      ADD CONSTRAINT notification_sends_status_check CHECK (status IN ('pending', 'sending', 'sent', 'logged', 'failed')),
      DROP COLUMN taken_at`.execute(db);
}
