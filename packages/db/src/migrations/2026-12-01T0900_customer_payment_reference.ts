// The payment processor's customer a customer of the salon pays as, kept on the customer: a
// returning customer's next payment is made as the same processor customer (their saved cards kept
// together). It was looked up through every booking the customer ever made, which grows with a
// regular's history; one row now. Filled from the newest payment of each customer that had one.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE customers ADD COLUMN payment_customer_reference text`.execute(db);
  await sql`
    UPDATE customers c SET payment_customer_reference = newest.customer_reference
      FROM (SELECT DISTINCT ON (b.provider_id, b.customer_id) b.provider_id, b.customer_id, pi.customer_reference
              FROM payment_intents pi
              JOIN bookings b ON b.provider_id = pi.provider_id AND b.id = pi.booking_id
             WHERE pi.customer_reference IS NOT NULL
             ORDER BY b.provider_id, b.customer_id, pi.created_at DESC) newest
     WHERE c.provider_id = newest.provider_id AND c.id = newest.customer_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE customers DROP COLUMN IF EXISTS payment_customer_reference`.execute(db);
}
