// A visitor who joins a waitlist from the booking page of a salon that verifies visitors by email
// waits only once their email is verified: until then the entry is `unverified` (not in the line,
// never offered a time) and lapses at verify_by, when it is deleted as a lapsed held booking is. Its
// code is stored only as its SHA-256 digest (verification_hash), minted when the email is sent;
// created_customer says that the join made the customer record, announced at verification.
// A notice about an entry rather than a booking names it in notification_claims.waitlist_entry_id.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE waitlist_entries DROP CONSTRAINT waitlist_entries_status_check`.execute(db);
  await sql`
    ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_status_check
      CHECK (status IN ('unverified', 'waiting', 'offered', 'booked', 'left'))`.execute(db);
  await sql`
    ALTER TABLE waitlist_entries
      ADD COLUMN verify_by timestamptz,
      ADD COLUMN verification_hash text,
      ADD COLUMN created_customer boolean NOT NULL DEFAULT false,
      ADD CONSTRAINT waitlist_entries_unverified_lapses CHECK ((status = 'unverified') = (verify_by IS NOT NULL))`.execute(db);
  // The sweep of lapsed verifications.
  await sql`CREATE INDEX waitlist_unverified_idx ON waitlist_entries (verify_by) WHERE status = 'unverified'`.execute(db);
  await sql`ALTER TABLE notification_claims ADD COLUMN waitlist_entry_id text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE notification_claims DROP COLUMN IF EXISTS waitlist_entry_id`.execute(db);
  await sql`DELETE FROM waitlist_entries WHERE status = 'unverified'`.execute(db);
  await sql`DROP INDEX IF EXISTS waitlist_unverified_idx`.execute(db);
  await sql`
    ALTER TABLE waitlist_entries
      DROP CONSTRAINT IF EXISTS waitlist_entries_unverified_lapses,
      DROP COLUMN IF EXISTS verify_by,
      DROP COLUMN IF EXISTS verification_hash,
      DROP COLUMN IF EXISTS created_customer`.execute(db);
  await sql`ALTER TABLE waitlist_entries DROP CONSTRAINT waitlist_entries_status_check`.execute(db);
  await sql`
    ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_status_check
      CHECK (status IN ('waiting', 'offered', 'booked', 'left'))`.execute(db);
}
