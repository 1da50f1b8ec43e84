// A cancellation the salon undoes puts the booking back as it was: pending or confirmed. The status
// it had is kept when it is cancelled, by a trigger, so every way of cancelling (the API, a class
// session cancelled, the expiry sweep, a customer's own) records it alike.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bookings
      ADD COLUMN status_before_cancel text CHECK (status_before_cancel IN ('pending', 'confirmed'))`.execute(db);
  await sql`
    CREATE FUNCTION bookings_keep_status_before_cancel() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status = 'cancelled' AND OLD.status IN ('pending', 'confirmed') THEN
        NEW.status_before_cancel := OLD.status;
      ELSIF NEW.status <> 'cancelled' THEN
        NEW.status_before_cancel := NULL;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER bookings_keep_status_before_cancel BEFORE UPDATE OF status ON bookings FOR EACH ROW
      WHEN (OLD.status IS DISTINCT FROM NEW.status)
      EXECUTE FUNCTION bookings_keep_status_before_cancel()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS bookings_keep_status_before_cancel ON bookings`.execute(db);
  await sql`DROP FUNCTION IF EXISTS bookings_keep_status_before_cancel()`.execute(db);
  await sql`ALTER TABLE bookings DROP COLUMN status_before_cancel`.execute(db);
}
