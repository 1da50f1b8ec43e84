// A plain booking of a named member (no class, no resources) is written in one statement, with no
// transaction of its own: its checks read the member's row and policies without a lock, then the
// insert calls this function first. It takes the member's row lock (which every booking write of
// the member takes, so overlapping inserts never deadlock in the exclusion check) and goes ahead
// only if the row is still the version the checks read: any change to the member's row (schedule,
// deletion, the policy version that time off, overrides and closures bump) makes a new version
// with a new xmin, and taking a lock does not. A class session the member teaches over the range is
// looked for once the lock is held, with a fresh snapshot (session writers hold the same lock).
// Each refusal is an error that undoes the whole statement.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION lock_member_unchanged_since(p_provider uuid, p_staff text, p_seen_version text,
                                                p_from timestamptz, p_until timestamptz) RETURNS boolean
    LANGUAGE plpgsql AS $$
    DECLARE
      current_version text;
      clash text;
    BEGIN
      SELECT s.xmin::text INTO current_version FROM staff s
       WHERE s.provider_id = p_provider AND s.id = p_staff AND s.deleted_at IS NULL
         FOR NO KEY UPDATE;
      IF current_version IS DISTINCT FROM p_seen_version THEN
        RAISE EXCEPTION 'the staff member changed since the booking read them' USING ERRCODE = 'BK001';
      END IF;
      SELECT se.id INTO clash FROM sessions se
       WHERE se.provider_id = p_provider AND se.staff_id = p_staff AND se.status = 'open'
         AND tstzrange(se.occupied_from, se.occupied_until) && tstzrange(p_from, p_until)
       LIMIT 1;
      IF clash IS NOT NULL THEN
        RAISE EXCEPTION 'the staff member teaches a class session over this time' USING ERRCODE = 'BK002', DETAIL = clash;
      END IF;
      RETURN true;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS lock_member_unchanged_since(uuid, text, text, timestamptz, timestamptz)`.execute(db);
}
