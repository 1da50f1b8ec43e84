// Walk-ins and arrivals. A customer may be known by name alone (someone who walked in and gave no
// email or phone): the table no longer requires a contact; the API still asks for one where a
// booking is made by phone or online. A booking records when its customer was checked in (arrived
// at the desk or the class), apart from its status: the visit is still to be completed or not.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE customers DROP CONSTRAINT IF EXISTS customers_check`.execute(db);
  await sql`ALTER TABLE bookings ADD COLUMN checked_in_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings DROP COLUMN checked_in_at`.execute(db);
  // Walk-ins stored meanwhile stay; only new rows are held to the old rule again.
  await sql`ALTER TABLE customers ADD CONSTRAINT customers_check CHECK (email IS NOT NULL OR phone IS NOT NULL) NOT VALID`.execute(db);
}
