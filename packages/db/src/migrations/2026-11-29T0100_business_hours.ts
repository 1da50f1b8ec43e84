// The salon's own opening hours, apart from each member's working hours: a weekly schedule of the
// members' shape (monday..sunday, each {start, end, breaks?} or null: closed that weekday), or
// null: no opening hours of its own, the members' hours alone decide.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE providers
      ADD COLUMN business_hours jsonb CHECK (business_hours IS NULL OR jsonb_typeof(business_hours) = 'object')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE providers DROP COLUMN IF EXISTS business_hours`.execute(db);
}
