// Notice kinds get one naming scheme (camelCase, like bookingReceived and reminder24h): the three
// that were spelt like events are renamed where the worker stored them, in notification claims
// and their messages, and in their claim keys ("evt_…/booking.confirmed" → "evt_…/bookingConfirmed"),
// so a notice claimed before the upgrade is recognised as claimed after it and never sent twice.
// (A message job queued before the upgrade names the old key and finds nothing to send; its
// messages, pending under the new key, are sent by the rescue pass.)
// Events and the types of smart notifications keep their names (the API's contract).
import { sql, type Kysely } from "kysely";

const RENAMED = [
  ["booking.created", "newBooking"],
  ["booking.confirmed", "bookingConfirmed"],
  ["booking.cancelled", "bookingCancelled"],
] as const;

const FOREIGN_KEY = "notification_sends_provider_id_claim_key_fkey";

async function rename(db: Kysely<unknown>, pairs: readonly (readonly [string, string])[]): Promise<void> {
  // The messages' foreign key names the claim's key, which changes with it: dropped while both
  // change, then added back and checked without blocking writes for the check.
  await sql`ALTER TABLE notification_sends DROP CONSTRAINT ${sql.id(FOREIGN_KEY)}`.execute(db);
  for (const [from, to] of pairs) {
    for (const table of ["notification_claims", "notification_sends"]) {
      await sql`
        UPDATE ${sql.table(table)}
           SET type = ${to},
               claim_key = CASE WHEN claim_key LIKE ${`%/${from}`} THEN left(claim_key, -length(${from}::text)) || ${to} ELSE claim_key END
         WHERE type = ${from}`.execute(db);
    }
  }
  await sql`
    ALTER TABLE notification_sends ADD CONSTRAINT ${sql.id(FOREIGN_KEY)}
      FOREIGN KEY (provider_id, claim_key) REFERENCES notification_claims (provider_id, claim_key) ON DELETE CASCADE NOT VALID`.execute(db);
  await sql`ALTER TABLE notification_sends VALIDATE CONSTRAINT ${sql.id(FOREIGN_KEY)}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rename(db, RENAMED);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rename(
    db,
    RENAMED.map(([from, to]) => [to, from] as const),
  );
}
