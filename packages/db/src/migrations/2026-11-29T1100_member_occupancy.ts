// Member occupancy in a table of its own, so that one booking can hold two members (a couples
// massage, a bride with two stylists) and the database still decides that no member is ever held
// twice at one instant. Until now the no-overlap constraint sat on bookings and compared each
// booking's one member; a constraint compares rows of one table, so a booking's second member
// could not be compared with another booking's first.
//
// `member_occupancy` has one row per member an active booking holds (held, pending or confirmed,
// outside class sessions, as the constraint on bookings had it), with the time it holds them
// (member_occupied: the occupied range less processing gaps). A trigger on bookings keeps it in
// step inside the writing statement, so a write that would hold a member twice fails there with
// 23P01, as it failed before. Services gain `staff_count` (1 or 2) and bookings
// `second_staff_id`, the second member of a two-person booking.
import { sql, type Kysely } from "kysely";

/**
 * refuse_processing_overlap (2026-11-29T0900_processing_time) with `members` as the condition on
 * which bookings are the member's: the first member only before this migration, either after.
 */
const refuseProcessingOverlap = (members: string) => sql`
    CREATE OR REPLACE FUNCTION refuse_processing_overlap(p_provider uuid, p_staff text, p_from timestamptz, p_until timestamptz,
                                                         p_now timestamptz, p_except text) RETURNS boolean
    LANGUAGE plpgsql AS $$
    DECLARE
      clash text;
    BEGIN
      SELECT b.id INTO clash FROM bookings b
       WHERE b.provider_id = p_provider AND ${sql.raw(members)} AND b.session_id IS NULL
         AND (b.status IN ('pending', 'confirmed') OR (b.status = 'held' AND b.hold_expires_at > p_now))
         AND b.occupied_from < p_until AND b.occupied_until > p_from
         AND b.occupied_from > p_from - interval '32 hours'
         AND b.id IS DISTINCT FROM p_except
       LIMIT 1;
      IF clash IS NOT NULL THEN
        RAISE EXCEPTION 'the time meets another booking''s processing time' USING ERRCODE = 'BK003', DETAIL = clash;
      END IF;
      RETURN true;
    END $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE services
      ADD COLUMN staff_count smallint NOT NULL DEFAULT 1 CHECK (staff_count IN (1, 2))`.execute(db);
  await sql`
    ALTER TABLE bookings
      ADD COLUMN second_staff_id text,
      ADD CONSTRAINT bookings_second_staff_not_first CHECK (second_staff_id <> staff_id),
      ADD FOREIGN KEY (provider_id, second_staff_id) REFERENCES staff (provider_id, id)`.execute(db);
  await sql`
    CREATE INDEX bookings_second_staff_idx ON bookings (provider_id, second_staff_id, occupied_from)
     WHERE second_staff_id IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE member_occupancy (
      provider_id uuid NOT NULL,
      booking_id text NOT NULL,
      staff_id text NOT NULL,
      occupied tstzmultirange NOT NULL,
      PRIMARY KEY (provider_id, booking_id, staff_id),
      FOREIGN KEY (provider_id, booking_id) REFERENCES bookings (provider_id, id) ON DELETE CASCADE,
      CONSTRAINT member_occupancy_no_overlap EXCLUDE USING gist (
        provider_id WITH =,
        staff_id WITH =,
        occupied WITH &&
      )
    )`.execute(db);
  // Whether a booking row holds its members: the predicate the constraint on bookings had.
  await sql`
    CREATE FUNCTION booking_holds_members(p_status text, p_session_id text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT p_status IN ('held', 'pending', 'confirmed') AND p_session_id IS NULL
    $$`.execute(db);
  await sql`
    CREATE FUNCTION hold_member_occupancy() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        DELETE FROM member_occupancy WHERE provider_id = OLD.provider_id AND booking_id = OLD.id;
      END IF;
      IF booking_holds_members(NEW.status, NEW.session_id) THEN
        INSERT INTO member_occupancy (provider_id, booking_id, staff_id, occupied)
        VALUES (NEW.provider_id, NEW.id, NEW.staff_id, NEW.member_occupied);
        IF NEW.second_staff_id IS NOT NULL THEN
          INSERT INTO member_occupancy (provider_id, booking_id, staff_id, occupied)
          VALUES (NEW.provider_id, NEW.id, NEW.second_staff_id, NEW.member_occupied);
        END IF;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER bookings_hold_members_on_insert AFTER INSERT ON bookings
      FOR EACH ROW WHEN (booking_holds_members(NEW.status, NEW.session_id))
      EXECUTE FUNCTION hold_member_occupancy()`.execute(db);
  // Only a change of who, when or whether moves the rows (a confirmation, a note or a payment does not).
  await sql`
    CREATE TRIGGER bookings_hold_members_on_update AFTER UPDATE ON bookings
      FOR EACH ROW WHEN (
        OLD.staff_id IS DISTINCT FROM NEW.staff_id
        OR OLD.second_staff_id IS DISTINCT FROM NEW.second_staff_id
        OR OLD.member_occupied IS DISTINCT FROM NEW.member_occupied
        OR booking_holds_members(OLD.status, OLD.session_id) IS DISTINCT FROM booking_holds_members(NEW.status, NEW.session_id))
      EXECUTE FUNCTION hold_member_occupancy()`.execute(db);
  await sql`
    INSERT INTO member_occupancy (provider_id, booking_id, staff_id, occupied)
    SELECT provider_id, id, staff_id, member_occupied FROM bookings WHERE booking_holds_members(status, session_id)`.execute(db);
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap`.execute(db);
  // A customer's booking kept out of processing time meets a booking the member is second on too.
  await refuseProcessingOverlap("(b.staff_id = p_staff OR b.second_staff_id = p_staff)").execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await refuseProcessingOverlap("b.staff_id = p_staff").execute(db);
  await sql`
    ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
      provider_id WITH =,
      staff_id WITH =,
      member_occupied WITH &&
    ) WHERE (status IN ('held', 'pending', 'confirmed') AND session_id IS NULL)`.execute(db);
  await sql`DROP TRIGGER IF EXISTS bookings_hold_members_on_update ON bookings`.execute(db);
  await sql`DROP TRIGGER IF EXISTS bookings_hold_members_on_insert ON bookings`.execute(db);
  await sql`DROP FUNCTION IF EXISTS hold_member_occupancy()`.execute(db);
  await sql`DROP TABLE IF EXISTS member_occupancy`.execute(db);
  await sql`DROP FUNCTION IF EXISTS booking_holds_members(text, text)`.execute(db);
  await sql`ALTER TABLE bookings DROP COLUMN IF EXISTS second_staff_id`.execute(db);
  await sql`ALTER TABLE services DROP COLUMN IF EXISTS staff_count`.execute(db);
}
