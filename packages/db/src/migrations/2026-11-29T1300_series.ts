// Recurring series: the same time every week or month, booked once. Each occurrence is an ordinary
// booking (every rule and constraint of one) that names its series and its occurrence key, the
// occurrence's original local start (`2026-12-03T10:00`, its RECURRENCE-ID in calendar files).
// The series row keeps what was asked (service, member, rule, first start) and the occurrences that
// were skipped for not fitting, with their rules. One booking per occurrence of a series.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE series (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      id text NOT NULL,
      customer_id text NOT NULL,
      service_id text NOT NULL,
      staff_id text,
      rule jsonb NOT NULL,
      starts_at timestamptz NOT NULL,
      timezone text NOT NULL,
      skipped jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, id),
      FOREIGN KEY (provider_id, customer_id) REFERENCES customers (provider_id, id),
      FOREIGN KEY (provider_id, service_id) REFERENCES services (provider_id, id)
    )`.execute(db);
  await sql`CREATE INDEX series_customer_idx ON series (provider_id, customer_id, created_at)`.execute(db);
  await sql`
    ALTER TABLE bookings
      ADD COLUMN series_id text,
      ADD COLUMN occurrence_key text,
      ADD FOREIGN KEY (provider_id, series_id) REFERENCES series (provider_id, id),
      ADD CONSTRAINT bookings_occurrence_of_series CHECK ((series_id IS NULL) = (occurrence_key IS NULL))`.execute(db);
  await sql`CREATE UNIQUE INDEX bookings_series_occurrence_idx ON bookings (provider_id, series_id, occurrence_key) WHERE series_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings DROP COLUMN IF EXISTS occurrence_key, DROP COLUMN IF EXISTS series_id`.execute(db);
  await sql`DROP TABLE IF EXISTS series`.execute(db);
}
