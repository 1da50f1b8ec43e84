// A waitlist: customers waiting for a time of a service to free up, in the order they joined
// (joined_seq, strictly increasing). Each entry says when it would come (1-5 windows of dates,
// weekdays and local times), with whom (a member or any), how many seats (classes), and until
// when it waits (expires_at, at most 90 days ahead).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE waitlist_entries (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      id text NOT NULL,
      joined_seq bigint GENERATED ALWAYS AS IDENTITY,
      service_id text NOT NULL,
      staff_id text,
      customer_id text NOT NULL,
      seats integer NOT NULL DEFAULT 1 CHECK (seats >= 1),
      windows jsonb NOT NULL,
      status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'offered', 'booked', 'left')),
      expires_at timestamptz NOT NULL,
      joined_by text NOT NULL CHECK (joined_by IN ('provider', 'customer', 'public')),
      locale text,
      customer_timezone text,
      left_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, id),
      FOREIGN KEY (provider_id, service_id) REFERENCES services (provider_id, id),
      FOREIGN KEY (provider_id, customer_id) REFERENCES customers (provider_id, id)
    )`.execute(db);
  // The line of a service: the waiting entries in the order they joined.
  await sql`CREATE INDEX waitlist_line_idx ON waitlist_entries (provider_id, service_id, joined_seq) WHERE status = 'waiting'`.execute(db);
  await sql`CREATE INDEX waitlist_customer_idx ON waitlist_entries (provider_id, customer_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS waitlist_entries`.execute(db);
}
