// Processing time: a service may be cut into segments, `active` (the member works) and
// `processing` (colour developing: the member may take another booking meanwhile). A booking
// copies its service's processing gaps when it is made (`processing_gaps`: minute offsets from
// its occupied_from, in pairs [from, until, from, until, …]; '{}' for most services), so a later
// edit of the service changes no existing booking. `member_occupied` is the time the booking
// holds its member: the occupied range (buffers included) less the gaps, computed by the database
// from the columns every write already sets (a move shifts it with occupied_from). The no-overlap
// constraint now compares these multiranges: a booking may sit wholly inside another's gap, and
// no member is ever held twice at one instant, whatever writes race. Existing bookings have no
// gaps: their member_occupied is their occupied range, as before.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE services
      ADD COLUMN segments jsonb CHECK (segments IS NULL OR jsonb_typeof(segments) = 'array')`.execute(db);
  await sql`
    ALTER TABLE providers
      ADD COLUMN processing_gaps_online boolean NOT NULL DEFAULT false`.execute(db);
  // Immutable in fact: the offsets are whole minutes, which no time zone rule changes.
  await sql`
    CREATE FUNCTION member_occupied(p_from timestamptz, p_until timestamptz, p_gaps integer[]) RETURNS tstzmultirange
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE WHEN cardinality(p_gaps) = 0 THEN tstzmultirange(tstzrange(p_from, p_until))
             ELSE tstzmultirange(tstzrange(p_from, p_until)) - (
               SELECT range_agg(tstzrange(p_from + make_interval(mins => p_gaps[i]), p_from + make_interval(mins => p_gaps[i + 1])))
                 FROM generate_series(1, cardinality(p_gaps) - 1, 2) AS i)
             END
    $$`.execute(db);
  // A service's processing gaps as a booking keeps them, for statements that pick members in SQL
  // (the booking write computes the same in code: domain/processing-time.ts storedGaps).
  await sql`
    CREATE FUNCTION segments_gaps(p_segments jsonb, p_buffer_before integer) RETURNS integer[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(array_agg(bound ORDER BY ord, side), '{}')
        FROM (SELECT t.ord, t.segment->>'kind' AS kind,
                     sum((t.segment->>'minutes')::integer) OVER (ORDER BY t.ord) - (t.segment->>'minutes')::integer AS gap_from,
                     sum((t.segment->>'minutes')::integer) OVER (ORDER BY t.ord) AS gap_until
                FROM jsonb_array_elements(coalesce(p_segments, '[]')) WITH ORDINALITY AS t(segment, ord)) AS s
        CROSS JOIN LATERAL (VALUES (1, s.gap_from + p_buffer_before), (2, s.gap_until + p_buffer_before)) AS b(side, bound)
       WHERE s.kind = 'processing'
    $$`.execute(db);
  await sql`
    ALTER TABLE bookings
      ADD COLUMN processing_gaps integer[] NOT NULL DEFAULT '{}' CHECK (cardinality(processing_gaps) % 2 = 0),
      ADD COLUMN member_occupied tstzmultirange GENERATED ALWAYS AS (member_occupied(occupied_from, occupied_until, processing_gaps)) STORED`.execute(
    db,
  );
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap`.execute(db);
  await sql`
    ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
      provider_id WITH =,
      staff_id WITH =,
      member_occupied WITH &&
    ) WHERE (status IN ('held', 'pending', 'confirmed') AND session_id IS NULL)`.execute(db);
  // Busy-time reads stay index-only: the gaps ride along with the range.
  await sql`DROP INDEX bookings_busy_idx`.execute(db);
  await sql`
    CREATE INDEX bookings_busy_idx ON bookings (provider_id, staff_id, occupied_from) INCLUDE (occupied_until, processing_gaps)
     WHERE session_id IS NULL AND status IN ('pending', 'confirmed')`.execute(db);
  // A customer's or visitor's booking while gap times are not offered online: refused when its
  // whole occupied range meets another booking's (one sitting in a gap, or wrapping one in its
  // own gap). Called with the member's lock held, as every booking write of the member takes it.
  await sql`
    CREATE FUNCTION refuse_processing_overlap(p_provider uuid, p_staff text, p_from timestamptz, p_until timestamptz,
                                              p_now timestamptz, p_except text) RETURNS boolean
    LANGUAGE plpgsql AS $$
    DECLARE
      clash text;
    BEGIN
      SELECT b.id INTO clash FROM bookings b
       WHERE b.provider_id = p_provider AND b.staff_id = p_staff AND b.session_id IS NULL
         AND (b.status IN ('pending', 'confirmed') OR (b.status = 'held' AND b.hold_expires_at > p_now))
         AND b.occupied_from < p_until AND b.occupied_until > p_from
         AND b.occupied_from > p_from - interval '32 hours'
         AND b.id IS DISTINCT FROM p_except
       LIMIT 1;
      IF clash IS NOT NULL THEN
        RAISE EXCEPTION 'the time meets another booking''s processing time' USING ERRCODE = 'BK003', DETAIL = clash;
      END IF;
      RETURN true;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS refuse_processing_overlap(uuid, text, timestamptz, timestamptz, timestamptz, text)`.execute(db);
  await sql`DROP INDEX bookings_busy_idx`.execute(db);
  await sql`
    CREATE INDEX bookings_busy_idx ON bookings (provider_id, staff_id, occupied_from) INCLUDE (occupied_until)
     WHERE session_id IS NULL AND status IN ('pending', 'confirmed')`.execute(db);
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap`.execute(db);
  await sql`
    ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
      provider_id WITH =,
      staff_id WITH =,
      tstzrange(occupied_from, occupied_until) WITH &&
    ) WHERE (status IN ('held', 'pending', 'confirmed') AND session_id IS NULL)`.execute(db);
  await sql`ALTER TABLE bookings DROP COLUMN member_occupied, DROP COLUMN processing_gaps`.execute(db);
  await sql`DROP FUNCTION IF EXISTS member_occupied(timestamptz, timestamptz, integer[])`.execute(db);
  await sql`DROP FUNCTION IF EXISTS segments_gaps(jsonb, integer)`.execute(db);
  await sql`ALTER TABLE providers DROP COLUMN processing_gaps_online`.execute(db);
  await sql`ALTER TABLE services DROP COLUMN segments`.execute(db);
}
