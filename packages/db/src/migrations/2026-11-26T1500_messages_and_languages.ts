// Confirmations, the provider's own email and the customer's language and zone:
// - providers: `confirmation` (manual: bookings customers make wait for the provider; auto: they
//   are confirmed at once), `pending_expires_after_hours` (a pending booking not confirmed in
//   time is cancelled; null: never), `notify_email`/`notify_on` (the provider's email about what
//   customers do), `reply_to` (where customers' replies go), `locale` (the language of messages
//   when the booking did not say);
// - bookings: `customer_timezone` and `locale`, what the customer's page showed when they booked
//   or last moved the booking (emails speak that language and show times in that zone);
// - notification_sends: `html`, the HTML part of an email (the plain text stays in `body`).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE providers
      ADD COLUMN confirmation text NOT NULL DEFAULT 'manual' CHECK (confirmation IN ('manual', 'auto')),
      ADD COLUMN pending_expires_after_hours integer CHECK (pending_expires_after_hours BETWEEN 1 AND 168),
      ADD COLUMN notify_email text,
      ADD COLUMN notify_on text[] NOT NULL DEFAULT '{booking.created,booking.rescheduled,booking.cancelled}',
      ADD COLUMN reply_to text,
      ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'de', 'fr', 'es'))`.execute(db);
  await sql`ALTER TABLE bookings ADD COLUMN customer_timezone text, ADD COLUMN locale text`.execute(db);
  // The expiry sweep reads the oldest pending bookings first.
  await sql`CREATE INDEX bookings_pending_created_idx ON bookings (created_at) WHERE status = 'pending'`.execute(db);
  await sql`ALTER TABLE notification_sends ADD COLUMN html text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE notification_sends DROP COLUMN html`.execute(db);
  await sql`DROP INDEX IF EXISTS bookings_pending_created_idx`.execute(db);
  await sql`ALTER TABLE bookings DROP COLUMN customer_timezone, DROP COLUMN locale`.execute(db);
  await sql`
    ALTER TABLE providers
      DROP COLUMN confirmation, DROP COLUMN pending_expires_after_hours, DROP COLUMN notify_email,
      DROP COLUMN notify_on, DROP COLUMN reply_to, DROP COLUMN locale`.execute(db);
}
