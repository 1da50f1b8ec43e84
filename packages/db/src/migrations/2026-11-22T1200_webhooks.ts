// Webhooks, their deliveries (one row per event and webhook, one row per attempt), and the
// bookkeeping that makes reminders and channel sends happen at most once across any number of
// workers and restarts.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webhooks (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      id text NOT NULL,
      url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
      events text[] NOT NULL CHECK (cardinality(events) >= 1),
      -- Kept recoverable: every delivery is signed with it. Returned to clients only on create.
      secret text NOT NULL CHECK (length(secret) BETWEEN 1 AND 500),
      is_active boolean NOT NULL DEFAULT true,
      consecutive_failures integer NOT NULL DEFAULT 0,
      last_delivery_at timestamptz,
      last_status integer,
      disabled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, id)
    )`.execute(db);
  await sql`CREATE INDEX webhooks_list_idx ON webhooks (provider_id, created_at, id)`.execute(db);
  await sql`CREATE INDEX webhooks_active_idx ON webhooks (provider_id) WHERE is_active`.execute(db);

  await sql`
    CREATE TABLE webhook_deliveries (
      provider_id uuid NOT NULL,
      id text NOT NULL,
      webhook_id text NOT NULL,
      -- The outbox event delivered; null for webhook.test.
      event_id text,
      event text NOT NULL,
      -- The exact signed text: JSON.stringify({event, timestamp, data}), fixed at relay time so
      -- every retry sends the same bytes.
      payload text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled')),
      attempts integer NOT NULL DEFAULT 0,
      last_status_code integer,
      last_error text,
      next_attempt_at timestamptz,
      completed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, id),
      FOREIGN KEY (provider_id, webhook_id) REFERENCES webhooks (provider_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX webhook_deliveries_list_idx ON webhook_deliveries (provider_id, webhook_id, created_at DESC, id DESC)`.execute(db);
  // The relay's rescue pass: pending deliveries whose job is overdue (Redis lost it).
  await sql`CREATE INDEX webhook_deliveries_pending_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`.execute(db);

  await sql`
    CREATE TABLE webhook_delivery_attempts (
      provider_id uuid NOT NULL,
      delivery_id text NOT NULL,
      attempt integer NOT NULL CHECK (attempt >= 1),
      status_code integer,
      duration_ms integer NOT NULL,
      error text,
      attempted_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, delivery_id, attempt),
      FOREIGN KEY (provider_id, delivery_id) REFERENCES webhook_deliveries (provider_id, id) ON DELETE CASCADE
    )`.execute(db);

  // One row per notification decision (a reminder of a booking at a given start time, the
  // notices of an outbox event): inserting it is the claim, so it happens once however many
  // workers race for it.
  await sql`
    CREATE TABLE notification_claims (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      claim_key text NOT NULL,
      type text NOT NULL,
      booking_id text,
      notification_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, claim_key)
    )`.execute(db);

  // One row per channel message (email, SMS). A sender moves it pending → sending before it
  // sends and sending → sent after: a crash in between never sends it twice.
  await sql`
    CREATE TABLE notification_sends (
      provider_id uuid NOT NULL,
      claim_key text NOT NULL,
      channel text NOT NULL CHECK (channel IN ('email', 'sms')),
      type text NOT NULL,
      recipient text NOT NULL,
      address text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      PRIMARY KEY (provider_id, claim_key, channel),
      FOREIGN KEY (provider_id, claim_key) REFERENCES notification_claims (provider_id, claim_key) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX notification_sends_pending_idx ON notification_sends (created_at) WHERE status = 'pending'`.execute(db);

  // The reminder sweep looks across providers for bookings starting within the next day.
  await sql`CREATE INDEX bookings_upcoming_idx ON bookings (starts_at) WHERE status IN ('pending', 'confirmed')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS bookings_upcoming_idx`.execute(db);
  for (const table of ["notification_sends", "notification_claims", "webhook_delivery_attempts", "webhook_deliveries", "webhooks"]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
