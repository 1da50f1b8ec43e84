// Times that open up without a booking giving them back: a closure or time off removed, a member's
// hours or the salon's widened, a member newly offering a service, a class's seats added. The
// change is recorded as an opening (a range of time, for one member or all, one service or all) in
// its own transaction; a worker looks at the free times inside it that someone in line waits for
// and records each as a release of its own, offered like a time a booking gave back.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE waitlist_releases ALTER COLUMN booking_id DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE waitlist_releases DROP CONSTRAINT IF EXISTS waitlist_releases_reason_check`.execute(db);
  await sql`
    ALTER TABLE waitlist_releases ADD CONSTRAINT waitlist_releases_reason_check
      CHECK (reason IN ('cancelled', 'moved', 'lapsed', 'declined', 'opened'))`.execute(db);
  await sql`
    CREATE TABLE waitlist_openings (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      -- NULL: every member (a closure, the salon's hours); every service of the member.
      staff_id text,
      service_id text,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
      reason text NOT NULL CHECK (reason IN ('closure_removed', 'time_off_removed', 'hours_changed', 'services_changed', 'seats_added')),
      created_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz,
      -- How many free times inside it were recorded as releases.
      releases integer
    )`.execute(db);
  await sql`CREATE INDEX waitlist_openings_pending_idx ON waitlist_openings (id) WHERE processed_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS waitlist_openings`.execute(db);
  await sql`DELETE FROM waitlist_releases WHERE reason = 'opened'`.execute(db);
  await sql`ALTER TABLE waitlist_releases DROP CONSTRAINT IF EXISTS waitlist_releases_reason_check`.execute(db);
  await sql`
    ALTER TABLE waitlist_releases ADD CONSTRAINT waitlist_releases_reason_check
      CHECK (reason IN ('cancelled', 'moved', 'lapsed', 'declined'))`.execute(db);
  await sql`ALTER TABLE waitlist_releases ALTER COLUMN booking_id SET NOT NULL`.execute(db);
}
