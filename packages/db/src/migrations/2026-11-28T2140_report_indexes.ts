// The owner's reports count a salon's bookings over up to a year in the database, from indexes led
// by provider_id that hold what they count, so that PostgreSQL reads the index alone (a year of a
// busy salon is 100,000 rows; read from the table, a report would visit most of its pages):
// - the bookings by start (the list's order, `bookings_time_idx`) also carry the member, status,
//   customer, end and class session, for the counts by status, booked minutes and customers;
// - the bookings by customer (`bookings_customer_idx`) also carry status and member, for each
//   customer's first booking (new or returning);
// - payments and refunds by when they were recorded, over the bookings that have one, with the
//   member and amount, for revenue.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX bookings_time_idx`.execute(db);
  await sql`
    CREATE INDEX bookings_time_idx ON bookings (provider_id, starts_at, id)
      INCLUDE (staff_id, status, customer_id, ends_at, session_id)`.execute(db);
  await sql`DROP INDEX bookings_customer_idx`.execute(db);
  await sql`CREATE INDEX bookings_customer_idx ON bookings (provider_id, customer_id, starts_at) INCLUDE (status, staff_id, id)`.execute(
    db,
  );
  await sql`
    CREATE INDEX bookings_paid_idx ON bookings (provider_id, paid_at) INCLUDE (staff_id, payment_amount_cents)
     WHERE paid_at IS NOT NULL`.execute(db);
  await sql`
    CREATE INDEX bookings_refunded_idx ON bookings (provider_id, refunded_at) INCLUDE (staff_id, payment_amount_cents)
     WHERE refunded_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS bookings_refunded_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS bookings_paid_idx`.execute(db);
  await sql`DROP INDEX bookings_customer_idx`.execute(db);
  await sql`CREATE INDEX bookings_customer_idx ON bookings (provider_id, customer_id, starts_at)`.execute(db);
  await sql`DROP INDEX bookings_time_idx`.execute(db);
  await sql`CREATE INDEX bookings_time_idx ON bookings (provider_id, starts_at, id)`.execute(db);
}
