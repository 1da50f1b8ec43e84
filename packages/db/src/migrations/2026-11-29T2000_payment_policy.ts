// Payment policies. A service says what a booking of it pays when made (nothing, a deposit, the
// whole price, or a card kept for fees) and what cancelling late or not showing up costs; each
// booking keeps a copy of its service's policy as it was when made (null for a service that takes
// nothing), so that a later edit of the service changes no booking. Amounts are minor units.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE services
      ADD COLUMN payment jsonb NOT NULL DEFAULT '{"mode": "none", "refundNoticeHours": 24}'
        CHECK (payment->>'mode' IN ('none', 'deposit', 'full', 'card'))`.execute(db);
  await sql`ALTER TABLE bookings ADD COLUMN payment_policy jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings DROP COLUMN IF EXISTS payment_policy`.execute(db);
  await sql`ALTER TABLE services DROP COLUMN IF EXISTS payment`.execute(db);
}
