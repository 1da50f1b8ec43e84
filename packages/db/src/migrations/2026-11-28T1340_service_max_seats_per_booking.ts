// Seats one booking may take of a class, for bookings made with public and customer keys: without
// a bound a single anonymous request could take every seat of a session. Provider keys are held to
// the capacity only (a salon books a whole group at its desk).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE services
      ADD COLUMN max_seats_per_booking integer NOT NULL DEFAULT 4 CHECK (max_seats_per_booking BETWEEN 1 AND 500)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE services DROP COLUMN max_seats_per_booking`.execute(db);
}
