// A held booking's payment asked for again through its link (the page closed before paying) asks
// the processor for it each time: opened_at paces those asks, one per payment every few seconds,
// whatever the addresses or processes asking, so that a leaked link cannot spend the salon's budget
// of processor calls.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payment_intents ADD COLUMN opened_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payment_intents DROP COLUMN IF EXISTS opened_at`.execute(db);
}
