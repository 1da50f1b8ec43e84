// Bookings (with the exclusion constraint that makes double booking impossible), the event
// outbox, notification preferences and smart notifications.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE bookings (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      id text NOT NULL,
      customer_id text NOT NULL,
      service_id text NOT NULL,
      staff_id text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled', 'no_show')),
      notes text CHECK (notes IS NULL OR length(notes) <= 5000),
      source text NOT NULL DEFAULT 'website' CHECK (source IN ('website', 'app', 'walk-in')),
      payment_status text NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'paid', 'refunded')),
      payment_method text CHECK (payment_method IN ('cash', 'card', 'online', 'voucher')),
      payment_amount_cents bigint NOT NULL CHECK (payment_amount_cents >= 0),
      paid_at timestamptz,
      refunded_at timestamptz,
      cancelled_at timestamptz,
      cancel_reason text CHECK (cancel_reason IS NULL OR length(cancel_reason) <= 1000),
      notify_customer boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, id),
      FOREIGN KEY (provider_id, customer_id) REFERENCES customers (provider_id, id),
      FOREIGN KEY (provider_id, service_id) REFERENCES services (provider_id, id),
      FOREIGN KEY (provider_id, staff_id) REFERENCES staff (provider_id, id),
      CHECK (ends_at > starts_at),
      CHECK ((payment_status = 'unpaid') = (paid_at IS NULL)),
      -- The database, not a read-then-insert check, decides who gets a time: of any number of
      -- concurrent overlapping bookings of one staff member, exactly one commits.
      CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
        provider_id WITH =,
        staff_id WITH =,
        tstzrange(starts_at, ends_at) WITH &&
      ) WHERE (status IN ('pending', 'confirmed'))
    )`.execute(db);
  await sql`CREATE INDEX bookings_time_idx ON bookings (provider_id, starts_at, id)`.execute(db);
  await sql`CREATE INDEX bookings_staff_idx ON bookings (provider_id, staff_id, starts_at)`.execute(db);
  await sql`CREATE INDEX bookings_customer_idx ON bookings (provider_id, customer_id, starts_at)`.execute(db);
  await sql`CREATE INDEX bookings_service_idx ON bookings (provider_id, service_id, starts_at)`.execute(db);
  await sql`CREATE INDEX bookings_status_idx ON bookings (provider_id, status, starts_at)`.execute(db);

  await sql`
    CREATE TABLE outbox_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      event_id text NOT NULL UNIQUE,
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      event text NOT NULL,
      data jsonb NOT NULL,
      occurred_at timestamptz NOT NULL DEFAULT now(),
      relayed_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX outbox_events_pending_idx ON outbox_events (id) WHERE relayed_at IS NULL`.execute(db);
  await sql`CREATE INDEX outbox_events_provider_idx ON outbox_events (provider_id, occurred_at)`.execute(db);

  await sql`
    CREATE TABLE notification_preferences (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      recipient text NOT NULL,
      preferences jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, recipient)
    )`.execute(db);

  await sql`
    CREATE TABLE smart_notifications (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      id text NOT NULL,
      recipient text NOT NULL,
      type text NOT NULL,
      title text NOT NULL,
      body text NOT NULL,
      data jsonb NOT NULL DEFAULT '{}',
      read_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, id)
    )`.execute(db);
  await sql`CREATE INDEX smart_notifications_recipient_idx ON smart_notifications (provider_id, recipient, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX smart_notifications_unread_idx ON smart_notifications (provider_id, recipient) WHERE read_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["smart_notifications", "notification_preferences", "outbox_events", "bookings"]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
