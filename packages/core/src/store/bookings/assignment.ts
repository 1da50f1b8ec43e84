// Who takes a booking that names no staff member: the provider's assignment rule over the members
// who offer the service and whose calendars are free over the range it would occupy, in the rule's
// order (least_busy: fewest pending or confirmed bookings that local day; round_robin: the longest
// since they were last given a booking). The caller tries each in turn under a savepoint; the first
// whose hours, breaks, time off and grid allow it (and whose range the exclusion constraint lets
// through) gets the booking.
import { sql, type Transaction } from "kysely";
import { isPgError, PG_EXCLUSION_VIOLATION, type Database } from "@booking/db";
import { BOOKING_RULES } from "../../domain/booking-rules";
import { liveHold } from "./holds";
import { BookingRuleViolation } from "./write-guards";
import { SeatsTaken, SessionOverlap } from "./sessions";

/**
 * The free members who offer the service at `start`, in the provider's assignment order. With
 * `intoGaps` (a caller who may book into processing time) a member is free when the time the
 * booking would hold them meets none of the time their bookings hold them; without, whole
 * occupied ranges are compared.
 */
export async function freeMembersInAssignmentOrder(
  trx: Transaction<Database>,
  providerId: string,
  serviceId: string,
  start: Date,
  now: Date,
  intoGaps: boolean,
): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    WITH svc AS (
      SELECT sv.id, sv.duration_minutes, sv.buffer_before_minutes, sv.buffer_after_minutes, sv.capacity, sv.sessions,
             segments_gaps(sv.segments, sv.buffer_before_minutes) AS gaps
        FROM services sv WHERE sv.provider_id = ${providerId} AND sv.id = ${serviceId} AND sv.is_active
    ), whole AS (
      SELECT tstzrange(${start}::timestamptz - make_interval(mins => svc.buffer_before_minutes),
                       ${start}::timestamptz + make_interval(mins => svc.duration_minutes + svc.buffer_after_minutes)) AS range,
             svc.gaps, svc.capacity > 1 OR svc.sessions = 'published' AS class
        FROM svc
    ), occupied AS (
      -- A class session holds its member whole.
      SELECT range, CASE WHEN ${intoGaps} AND NOT class THEN member_occupied(lower(range), upper(range), gaps)
                         ELSE tstzmultirange(range) END AS held
        FROM whole
    )
    SELECT s.id
      FROM staff s
      JOIN providers p ON p.id = s.provider_id
      JOIN staff_services ss ON ss.provider_id = s.provider_id AND ss.staff_id = s.id
      JOIN svc ON svc.id = ss.service_id
      CROSS JOIN occupied
     WHERE s.provider_id = ${providerId} AND s.deleted_at IS NULL AND s.is_active
       AND NOT EXISTS (SELECT 1 FROM bookings b
                        WHERE b.provider_id = s.provider_id AND b.staff_id = s.id AND b.session_id IS NULL
                          AND (b.status IN ('pending', 'confirmed') OR ${liveHold(now)})
                          AND tstzrange(b.occupied_from, b.occupied_until) && occupied.range
                          AND (NOT ${intoGaps} OR b.member_occupied && occupied.held))
       -- Nor is the second member of a two-person booking then.
       AND NOT EXISTS (SELECT 1 FROM bookings b
                        WHERE b.provider_id = s.provider_id AND b.second_staff_id = s.id
                          AND (b.status IN ('pending', 'confirmed') OR ${liveHold(now)})
                          AND tstzrange(b.occupied_from, b.occupied_until) && occupied.range
                          AND (NOT ${intoGaps} OR b.member_occupied && occupied.held))
       -- A member teaching a class then is not free, unless it is a session of this service at
       -- this start (a class booking joins it).
       AND NOT EXISTS (SELECT 1 FROM sessions se
                        WHERE se.provider_id = s.provider_id AND se.staff_id = s.id AND se.status = 'open'
                          AND tstzrange(se.occupied_from, se.occupied_until) && occupied.range
                          AND NOT (se.service_id = svc.id AND se.starts_at = ${start}))
     ORDER BY -- Class bookings fill the sessions already open at that start first.
              EXISTS (SELECT 1 FROM sessions se
                       WHERE se.provider_id = s.provider_id AND se.staff_id = s.id AND se.status = 'open'
                         AND se.service_id = svc.id AND se.starts_at = ${start}) DESC,
              CASE WHEN p.assignment = 'least_busy' THEN
                (SELECT count(*) FROM bookings b
                  WHERE b.provider_id = s.provider_id AND b.staff_id = s.id AND b.status IN ('pending', 'confirmed')
                    AND (b.starts_at AT TIME ZONE p.timezone)::date = (${start}::timestamptz AT TIME ZONE p.timezone)::date)
              END,
              CASE WHEN p.assignment = 'round_robin' THEN
                (SELECT max(b.created_at) FROM bookings b WHERE b.provider_id = s.provider_id AND b.staff_id = s.id)
              END ASC NULLS FIRST,
              s.id`.execute(trx);
  return rows.map((row) => row.id);
}

/**
 * Whether a booking attempt failed for this member only (another may take it): a member's rule,
 * their time is taken (by a booking or a class they teach), or their session has too few seats.
 */
export function refusesOnlyThisMember(error: unknown): boolean {
  return (
    (error instanceof BookingRuleViolation && BOOKING_RULES[error.rule].scope === "member") ||
    error instanceof SessionOverlap ||
    error instanceof SeatsTaken ||
    isPgError(error, PG_EXCLUSION_VIOLATION)
  );
}
