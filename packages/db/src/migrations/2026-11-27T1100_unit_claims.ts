// Bookings of one pool of rooms no longer take turns. A booking used to lock the pool's row and
// keep it to commit, so every booking of the pool waited for the one before it. Now a booking
// takes the pool's lock shared and claims the units it wants one by one: an advisory lock per
// unit, taken without waiting, then a look at the unit with a fresh snapshot. A booking that
// finds a unit it wants claimed by another tries the next; only when every unit it could use
// is claimed does it start again with the pool's lock exclusive (it then waits for the
// bookings in flight and reads what they left). Resource edits take the pool's lock exclusive
// too, so a change of quantity still waits for the bookings in flight and they for it.
// The `booking_units_no_overlap` exclusion constraint stays the last word.
//
// The pool's lock is an advisory lock on one bigint per resource; a unit's, one on the pair
// (int4 of the resource, unit number): PostgreSQL keeps the two kinds of key apart.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // The key of a pool's lock, for the functions below and the resource edits alike.
  await sql`
    CREATE FUNCTION resource_pool_key(p_provider uuid, p_resource text) RETURNS bigint
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT hashtextextended(p_provider::text || ':' || p_resource, 0) $$`.execute(db);
  // The resources asked for, with the units in use over [from, until), read after the pools'
  // locks (shared, or exclusive for the write that must not be overtaken) are granted: each of
  // the function's statements sees what committed before it began, so the read sees every
  // booking that held a pool's lock before. Locks go in key order, one order for every writer.
  await sql`
    CREATE FUNCTION resource_units_in_use(p_provider uuid, p_ids text[], p_from timestamptz, p_until timestamptz, p_exclusive boolean)
    RETURNS TABLE (id text, name text, quantity integer, active boolean, taken integer[])
    LANGUAGE plpgsql AS $$
    BEGIN
      IF p_exclusive THEN
        PERFORM pg_advisory_xact_lock(k.key)
           FROM (SELECT DISTINCT resource_pool_key(p_provider, r) AS key FROM unnest(p_ids) AS r ORDER BY 1) AS k;
      ELSE
        PERFORM pg_advisory_xact_lock_shared(k.key)
           FROM (SELECT DISTINCT resource_pool_key(p_provider, r) AS key FROM unnest(p_ids) AS r ORDER BY 1) AS k;
      END IF;
      RETURN QUERY
        SELECT r.id, r.name, r.quantity, r.active,
               ARRAY(SELECT u.unit FROM booking_units u
                      WHERE u.provider_id = p_provider AND u.resource_id = r.id AND u.active
                        AND u.occupied && tstzrange(p_from, p_until))
          FROM resources r
         WHERE r.provider_id = p_provider AND r.id = ANY(p_ids)
         ORDER BY r.id;
    END $$`.execute(db);
  // Claims up to \`need\` of the resource's units, trying them in the order given, over [from,
  // until) for the rest of the transaction. A unit another write in flight has claimed is skipped
  // (\`busy\` says some were); one this write could lock is looked at with a fresh snapshot, as
  // whoever held its lock before has committed or rolled back by then, and claimed if free.
  await sql`
    CREATE FUNCTION claim_resource_units(p_provider uuid, p_resource text, p_units integer[], p_need integer,
                                         p_from timestamptz, p_until timestamptz, OUT claimed integer[], OUT busy boolean)
    LANGUAGE plpgsql AS $$
    DECLARE
      unit_key integer := hashtext(p_provider::text || ':' || p_resource);
      candidate integer;
    BEGIN
      claimed := '{}';
      busy := false;
      FOREACH candidate IN ARRAY p_units LOOP
        EXIT WHEN cardinality(claimed) >= p_need;
        IF NOT pg_try_advisory_xact_lock(unit_key, candidate) THEN
          busy := true;
        ELSIF NOT EXISTS (SELECT 1 FROM booking_units u
                           WHERE u.provider_id = p_provider AND u.resource_id = p_resource AND u.unit = candidate
                             AND u.active AND u.occupied && tstzrange(p_from, p_until)) THEN
          claimed := claimed || candidate;
        END IF;
      END LOOP;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS claim_resource_units(uuid, text, integer[], integer, timestamptz, timestamptz)`.execute(db);
  await sql`DROP FUNCTION IF EXISTS resource_units_in_use(uuid, text[], timestamptz, timestamptz, boolean)`.execute(db);
  await sql`DROP FUNCTION IF EXISTS resource_pool_key(uuid, text)`.execute(db);
}
