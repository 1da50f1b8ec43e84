// Less work for the database per booking row written, which a series of 52 or a visit pays 52 or
// several times in one statement:
//
// - `member_occupied` (the generated column holding the time a booking holds its member) was a
//   SQL function PostgreSQL could not inline (its body had a subquery), so every row written ran it
//   through the SQL-function executor. Its common case (no processing gaps) is now a plain
//   expression PostgreSQL inlines; bookings with gaps call `member_occupied_with_gaps`, the old
//   body. The values are the same, so no stored value changes.
// - `member_occupancy` rows referenced their booking with a foreign key, whose check, for every
//   row inserted, looked the new booking up and locked it (a WAL record each). The rows are
//   written only by the trigger on bookings, from the booking row being written, so the key could
//   never fail; its one other duty, removing the rows with their booking, is a statement trigger on
//   bookings now (bookings are deleted when a hold lapses, a class is removed, a provider leaves).
//   History lines keep their key: they are written by the application, and a line about a booking
//   that does not exist must fail its whole write.
import { sql, type Kysely, type RawBuilder } from "kysely";

/** A booking's occupied range less its processing gaps (the body member_occupied had, and member_occupied_with_gaps has). */
const HELD_LESS_GAPS = sql.raw(`tstzmultirange(tstzrange(p_from, p_until)) - (
               SELECT range_agg(tstzrange(p_from + make_interval(mins => p_gaps[i]), p_from + make_interval(mins => p_gaps[i + 1])))
                 FROM generate_series(1, cardinality(p_gaps) - 1, 2) AS i)`);

/** member_occupied's definition, answering `withGaps` for bookings with processing gaps. */
const memberOccupied = (withGaps: RawBuilder<unknown>) => sql`
    CREATE OR REPLACE FUNCTION member_occupied(p_from timestamptz, p_until timestamptz, p_gaps integer[]) RETURNS tstzmultirange
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE WHEN cardinality(p_gaps) = 0 THEN tstzmultirange(tstzrange(p_from, p_until))
             ELSE ${withGaps}
             END
    $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Immutable in fact: the offsets are whole minutes, which no time zone rule changes.
  await sql`
    CREATE FUNCTION member_occupied_with_gaps(p_from timestamptz, p_until timestamptz, p_gaps integer[]) RETURNS tstzmultirange
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ${HELD_LESS_GAPS} $$`.execute(db);
  // One expression, no subquery: inlined wherever it is used (the generated column, the dry run's check).
  await memberOccupied(sql.raw("member_occupied_with_gaps(p_from, p_until, p_gaps)")).execute(db);

  await sql`ALTER TABLE member_occupancy DROP CONSTRAINT member_occupancy_provider_id_booking_id_fkey`.execute(db);
  await sql`
    CREATE FUNCTION bookings_occupancy_follows_delete() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM member_occupancy mo USING deleted d WHERE mo.provider_id = d.provider_id AND mo.booking_id = d.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER bookings_occupancy_follows_delete AFTER DELETE ON bookings
      REFERENCING OLD TABLE AS deleted
      FOR EACH STATEMENT EXECUTE FUNCTION bookings_occupancy_follows_delete()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS bookings_occupancy_follows_delete ON bookings`.execute(db);
  await sql`DROP FUNCTION IF EXISTS bookings_occupancy_follows_delete()`.execute(db);
  await sql`DELETE FROM member_occupancy mo WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.provider_id = mo.provider_id AND b.id = mo.booking_id)`.execute(
    db,
  );
  await sql`
    ALTER TABLE member_occupancy ADD CONSTRAINT member_occupancy_provider_id_booking_id_fkey
      FOREIGN KEY (provider_id, booking_id) REFERENCES bookings (provider_id, id) ON DELETE CASCADE`.execute(db);
  await memberOccupied(HELD_LESS_GAPS).execute(db);
  await sql`DROP FUNCTION IF EXISTS member_occupied_with_gaps(timestamptz, timestamptz, integer[])`.execute(db);
}
