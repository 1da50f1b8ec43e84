// Browsers a staff member has signed in to the console from. At a successful sign-in the browser
// gets a long-lived random device cookie; only its SHA-256 digest is kept here, tied to the
// member. Sign-in attempts that carry a device cookie known for the email they try draw on a budget
// of their own, so strangers' wrong guesses (which spend the email's budget from anywhere) do not
// lock the member out of a browser they used before. The cookie is no credential: the password is
// checked all the same. One browser may be known for several members (a salon's front desk): each
// has a row with the same device id and token digest; every sign-in gives the browser a new token
// (all its rows follow), keeping the device id, on which the budget is counted.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE console_devices (
      provider_id uuid NOT NULL,
      staff_id text NOT NULL,
      device_id text NOT NULL,
      token_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (provider_id, staff_id, device_id),
      FOREIGN KEY (provider_id, staff_id) REFERENCES staff (provider_id, id) ON DELETE CASCADE
    )`.execute(db);
  // Sign-in finds the browser by its cookie, whichever salon the email belongs to.
  await sql`CREATE INDEX console_devices_token_idx ON console_devices (token_hash)`.execute(db);
  // Deactivating or deleting a member now revokes their sessions; those of members deactivated
  // or deleted before are revoked here, so that switching such a member back on brings none back.
  await sql`
    UPDATE console_sessions cs SET revoked_at = now()
      FROM staff s
     WHERE s.provider_id = cs.provider_id AND s.id = cs.staff_id
       AND (NOT s.is_active OR s.deleted_at IS NOT NULL)
       AND cs.revoked_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS console_devices`.execute(db);
}
