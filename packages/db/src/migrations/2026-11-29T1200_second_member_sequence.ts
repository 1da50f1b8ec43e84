// A two-person booking is written into both members' calendars, and its event names both. A change
// of the second member is then a change calendar apps must see: calendar_sequence (the event's
// SEQUENCE) counts it as it counts a change of time, first member or status.
import { sql, type Kysely } from "kysely";

const sequenceTrigger = (members: string) => sql`
    CREATE TRIGGER bookings_calendar_sequence BEFORE UPDATE ON bookings FOR EACH ROW
      WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at OR OLD.ends_at IS DISTINCT FROM NEW.ends_at
            OR ${sql.raw(members)} OR OLD.status IS DISTINCT FROM NEW.status)
      EXECUTE FUNCTION bookings_bump_calendar_sequence()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER bookings_calendar_sequence ON bookings`.execute(db);
  await sequenceTrigger("OLD.staff_id IS DISTINCT FROM NEW.staff_id OR OLD.second_staff_id IS DISTINCT FROM NEW.second_staff_id").execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS bookings_calendar_sequence ON bookings`.execute(db);
  await sequenceTrigger("OLD.staff_id IS DISTINCT FROM NEW.staff_id").execute(db);
}
