// Services that need resources: each requirement asks for `quantity` units of any one of a list
// of resources for the booking's whole occupied range. The units a booking holds are rows of
// booking_units, one per unit, and an exclusion constraint makes a unit impossible to hold twice
// at once: a resource of quantity N is N units, so it can never be over-used, whatever the
// interleaving of writes. A unit row is released (inactive) when its booking leaves the statuses
// that occupy time, by a trigger, so no code path can forget it; a lapsed hold's rows go with it.
// `bookings.resources` keeps the summary the answers and events carry.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE services ADD COLUMN requirements jsonb NOT NULL DEFAULT '[]'
              CHECK (jsonb_typeof(requirements) = 'array')`.execute(db);
  await sql`ALTER TABLE bookings ADD COLUMN resources jsonb NOT NULL DEFAULT '[]'`.execute(db);
  await sql`
    CREATE TABLE booking_units (
      provider_id uuid NOT NULL,
      booking_id text NOT NULL,
      resource_id text NOT NULL,
      unit integer NOT NULL CHECK (unit BETWEEN 1 AND 100),
      occupied tstzrange NOT NULL,
      active boolean NOT NULL DEFAULT true,
      PRIMARY KEY (provider_id, booking_id, resource_id, unit),
      FOREIGN KEY (provider_id, booking_id) REFERENCES bookings (provider_id, id) ON DELETE CASCADE,
      FOREIGN KEY (provider_id, resource_id) REFERENCES resources (provider_id, id) ON DELETE CASCADE,
      CONSTRAINT booking_units_no_overlap EXCLUDE USING gist (
        provider_id WITH =,
        resource_id WITH =,
        unit WITH =,
        occupied WITH &&
      ) WHERE (active)
    )`.execute(db);
  await sql`CREATE INDEX booking_units_resource_idx ON booking_units USING gist (provider_id, resource_id, occupied) WHERE active`.execute(
    db,
  );
  await sql`
    CREATE FUNCTION booking_units_follow_status() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE booking_units SET active = NEW.status IN ('held', 'pending', 'confirmed')
       WHERE provider_id = NEW.provider_id AND booking_id = NEW.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER bookings_units_follow_status AFTER UPDATE OF status ON bookings FOR EACH ROW
      WHEN (OLD.status IS DISTINCT FROM NEW.status)
      EXECUTE FUNCTION booking_units_follow_status()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS bookings_units_follow_status ON bookings`.execute(db);
  await sql`DROP FUNCTION IF EXISTS booking_units_follow_status()`.execute(db);
  await sql`DROP TABLE IF EXISTS booking_units`.execute(db);
  await sql`ALTER TABLE bookings DROP COLUMN IF EXISTS resources`.execute(db);
  await sql`ALTER TABLE services DROP COLUMN IF EXISTS requirements`.execute(db);
}
