// The salon's street address and phone number, shown on its booking page beside its name (so a
// visitor knows where to go and whom to call); both optional, set in the settings.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE providers
      ADD COLUMN address text CHECK (length(address) BETWEEN 1 AND 300),
      ADD COLUMN phone text CHECK (length(phone) BETWEEN 3 AND 40)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE providers DROP COLUMN IF EXISTS address, DROP COLUMN IF EXISTS phone`.execute(db);
}
