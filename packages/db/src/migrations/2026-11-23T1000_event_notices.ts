// Customer notices owed by relayed events. The relay records one row per event that calls for
// a customer notice (a confirmation, a cancellation, a review request) in the transaction that
// marks the event relayed, so the notice survives Redis losing its job: a rescue pass enqueues
// the job again for rows left pending. Deciding the notice turns the row into its claim and
// channel messages (notification_claims, notification_sends) in one transaction.
// Channel messages get a `logged` status: a channel without a transport (no SMTP_URL, no
// SMS_WEBHOOK_URL) logs the message instead of sending it, and the row should say so.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE event_notices (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      event_id text NOT NULL,
      event text NOT NULL,
      -- pending: owed, not decided yet; done: its claim and messages exist; skipped: nothing to
      -- send (the customer is not to be notified, the booking is gone).
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'skipped')),
      detail text,
      created_at timestamptz NOT NULL DEFAULT now(),
      resolved_at timestamptz,
      PRIMARY KEY (provider_id, event_id)
    )`.execute(db);
  // The rescue pass: notices pending for long (their job was lost).
  await sql`CREATE INDEX event_notices_pending_idx ON event_notices (created_at) WHERE status = 'pending'`.execute(db);

  await sql`ALTER TABLE notification_sends DROP CONSTRAINT notification_sends_status_check`.execute(db);
  await sql`
    ALTER TABLE notification_sends ADD CONSTRAINT notification_sends_status_check
      CHECK (status IN ('pending', 'sending', 'sent', 'logged', 'failed'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE notification_sends SET status = 'sent' WHERE status = 'logged'`.execute(db);
  await sql`ALTER TABLE notification_sends DROP CONSTRAINT notification_sends_status_check`.execute(db);
  await sql`
    ALTER TABLE notification_sends ADD CONSTRAINT notification_sends_status_check
      CHECK (status IN ('pending', 'sending', 'sent', 'failed'))`.execute(db);
  await sql`DROP TABLE IF EXISTS event_notices`.execute(db);
}
