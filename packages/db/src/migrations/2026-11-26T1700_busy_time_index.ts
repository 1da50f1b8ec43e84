// Busy time read from an index alone. Availability reads every candidate's occupied ranges over
// the days asked for (thousands of rows for a month of a salon); with the end of each range
// included, and only the bookings that occupy their member (pending and confirmed, not seats of a
// class session), PostgreSQL answers from the index without visiting the table. Holds, few and
// short-lived, are read through their own index. It replaces the plain index on the same columns.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX bookings_busy_idx ON bookings (provider_id, staff_id, occupied_from) INCLUDE (occupied_until)
     WHERE session_id IS NULL AND status IN ('pending', 'confirmed')`.execute(db);
  await sql`DROP INDEX bookings_staff_occupied_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX bookings_staff_occupied_idx ON bookings (provider_id, staff_id, occupied_from)`.execute(db);
  await sql`DROP INDEX bookings_busy_idx`.execute(db);
}
