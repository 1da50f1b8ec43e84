// Reminders as the provider's settings: when they go (up to three offsets before the start, in
// minutes, longest first; by default 24 hours and 1 hour, as before) and, per language, the
// provider's own words in place of the standard ones (none by default). The sweep reads which
// reminders a booking has had (a change of offsets sends nothing twice) by its booking.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE providers
    ADD COLUMN reminder_offsets_minutes integer[] NOT NULL DEFAULT '{1440,60}'
      CONSTRAINT providers_reminder_offsets_check CHECK (cardinality(reminder_offsets_minutes) <= 3),
    ADD COLUMN reminder_texts jsonb NOT NULL DEFAULT '{}'
      CONSTRAINT providers_reminder_texts_check CHECK (jsonb_typeof(reminder_texts) = 'object')`.execute(db);
  await sql`CREATE INDEX notification_claims_booking_idx ON notification_claims (provider_id, booking_id) WHERE booking_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS notification_claims_booking_idx`.execute(db);
  await sql`ALTER TABLE providers DROP COLUMN reminder_texts, DROP COLUMN reminder_offsets_minutes`.execute(db);
}
