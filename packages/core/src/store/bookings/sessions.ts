// Class sessions inside booking writes. A class service (capacity above 1, or sessions the provider
// publishes) books seats: bookings of one service, member and start share one session, and the
// session, not each booking, occupies the member and the resources. Every function here runs
// after the member's row lock (lockStaffForBooking or the create's first statement), which every
// writer of a member's bookings and sessions takes: a statement here sees all of them.
//
// Seats are taken with one conditional update (`seats_taken + n <= capacity`): of simultaneous
// requests for a session's last seats exactly as many succeed as fit, and the sessions_seats check
// constraint refuses any write that would oversell, whatever the code does. Seats come back by
// the bookings_release_seats trigger when a booking closes, or by releaseSeats when one moves.
import { sql, type Transaction } from "kysely";
import type { Database, Selectable, SessionMode, SessionsTable } from "@booking/db";
import { BOOKING_RULES } from "../../domain/booking-rules";
import { heldResources, type ResourceRequirement } from "../../domain/resource-units";
import { presentOrThrow } from "../../errors";
import { newId } from "../../ids";
import { liveHold } from "./holds";
import { holdUnits, takeUnits } from "./resource-units";
import { BookingRuleViolation, SlotTaken } from "./write-guards";

/** What a service's seats need to know of it. */
export interface ClassService {
  id: string;
  duration: number;
  bufferBefore: number;
  bufferAfter: number;
  requirements: ResourceRequirement[];
  capacity: number;
  sessions: SessionMode;
}

/** The service as seats need it (with whether it is active), or undefined when the provider has none such. */
export async function loadClassService(
  trx: Transaction<Database>,
  providerId: string,
  serviceId: string,
): Promise<(ClassService & { isActive: boolean }) | undefined> {
  const { rows } = await sql<ClassService & { isActive: boolean }>`
    SELECT id, is_active AS "isActive", duration_minutes AS duration, buffer_before_minutes AS "bufferBefore",
           buffer_after_minutes AS "bufferAfter", requirements, capacity, sessions
      FROM services WHERE provider_id = ${providerId} AND id = ${serviceId}`.execute(trx);
  return rows[0];
}

/** Whether bookings of the service take seats in sessions (capacity above 1, or published sessions only). */
export const isClassService = (service: { capacity: number; sessions: SessionMode }): boolean =>
  service.capacity > 1 || service.sessions === "published";

/** What answers and writes read of a session. */
export const SESSION_COLUMNS = [
  "id",
  "service_id",
  "staff_id",
  "starts_at",
  "ends_at",
  "occupied_from",
  "occupied_until",
  "capacity",
  "seats_taken",
  "published",
  "resources",
  "created_at",
] as const satisfies readonly (keyof SessionsTable)[];

export type SessionRow = Pick<Selectable<SessionsTable>, (typeof SESSION_COLUMNS)[number]>;

const SESSION_COLUMN_LIST = sql.raw(SESSION_COLUMNS.join(", "));

/** A member teaching a class over the range: the 409 a booking of theirs meets. */
export class SessionOverlap extends SlotTaken {
  constructor(sessionId: string) {
    super(
      `The staff member teaches a class session (${sessionId}) overlapping this time`,
      BOOKING_RULES.session_overlap.detail,
      "session_overlap",
    );
  }
}

/** 409 when the member teaches a class (an open session of theirs) over [from, until). */
export async function assertNoSessionOverlap(trx: Transaction<Database>, providerId: string, staffId: string, from: Date, until: Date) {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM sessions
     WHERE provider_id = ${providerId} AND staff_id = ${staffId} AND status = 'open'
       AND tstzrange(occupied_from, occupied_until) && tstzrange(${from}::timestamptz, ${until}::timestamptz)
     LIMIT 1`.execute(trx);
  const clash = rows[0];
  if (clash) throw new SessionOverlap(clash.id);
}

/**
 * Opens a session of `service` with the locked member at `start` (the caller checked the booking
 * rules for it): the member must have no booking or other session over its occupied range (another
 * session the exclusion constraint would refuse too), and the resources are taken for the session.
 * A booking of the member checks for sessions after the lock as well (in its insert).
 */
export async function openSession(
  trx: Transaction<Database>,
  providerId: string,
  service: ClassService,
  staffId: string,
  start: Date,
  options: { seats: number; published: boolean; now: Date },
): Promise<SessionRow> {
  const startMs = start.getTime();
  const end = new Date(startMs + service.duration * 60_000);
  const from = new Date(startMs - service.bufferBefore * 60_000);
  const until = new Date(end.getTime() + service.bufferAfter * 60_000);
  await assertNoSessionOverlap(trx, providerId, staffId, from, until);
  const { rows: taken } = await sql<{ id: string }>`
    SELECT b.id FROM bookings b
     WHERE b.provider_id = ${providerId} AND (b.staff_id = ${staffId} OR b.second_staff_id = ${staffId}) AND b.session_id IS NULL
       AND (b.status IN ('pending', 'confirmed') OR ${liveHold(options.now)})
       AND tstzrange(b.occupied_from, b.occupied_until) && tstzrange(${from}::timestamptz, ${until}::timestamptz)
     LIMIT 1`.execute(trx);
  if (taken[0]) {
    throw new SlotTaken(
      "The staff member already has a pending or confirmed booking overlapping this time",
      "overlaps another booking of this staff member",
    );
  }
  const units = await takeUnits(trx, providerId, service.requirements, from, until);
  const id = newId("ses");
  const { rows } = await sql<SessionRow>`
    INSERT INTO sessions (provider_id, id, service_id, staff_id, starts_at, ends_at, occupied_from, occupied_until,
                          capacity, seats_taken, published, resources)
    VALUES (${providerId}, ${id}, ${service.id}, ${staffId}, ${start}, ${end}, ${from}, ${until},
            ${service.capacity}, ${options.seats}, ${options.published}, ${JSON.stringify(heldResources(units))})
    RETURNING ${SESSION_COLUMN_LIST}`.execute(trx);
  await holdUnits(trx, providerId, { sessionId: id }, units, from, until);
  return presentOrThrow(rows[0], "INSERT … RETURNING returns the new session");
}

/**
 * Seats for a booking of a class service with the locked member at `start`: in the open session
 * of that service, member and start if it has them (`checks.join`: the clock rules), else a
 * session opened there (`checks.open`: every rule of a new booking) when the service opens
 * sessions on demand. 409 when the session has too few seats left; 400 when the service only takes bookings
 * in published sessions and there is none at that start.
 */
export async function takeSeats(
  trx: Transaction<Database>,
  providerId: string,
  service: ClassService,
  staffId: string,
  start: Date,
  seats: number,
  checks: { join: () => void; open: () => void | Promise<void>; now: Date },
): Promise<SessionRow> {
  const { rows: existing } = await sql<SessionRow>`
    SELECT ${SESSION_COLUMN_LIST} FROM sessions
     WHERE provider_id = ${providerId} AND service_id = ${service.id} AND staff_id = ${staffId}
       AND starts_at = ${start} AND status = 'open'`.execute(trx);
  const session = existing[0];
  if (session) {
    checks.join();
    const { rows } = await sql<SessionRow>`
      UPDATE sessions SET seats_taken = seats_taken + ${seats}, updated_at = now()
       WHERE provider_id = ${providerId} AND id = ${session.id} AND status = 'open' AND seats_taken + ${seats} <= capacity
       RETURNING ${SESSION_COLUMN_LIST}`.execute(trx);
    const joined = rows[0];
    if (!joined) throw seatsLeftConflict(session, seats);
    return joined;
  }
  if (service.sessions === "published") {
    throw new BookingRuleViolation(
      "no_session",
      "The service is booked in the sessions the provider publishes; none starts then",
      "dateTime",
    );
  }
  if (seats > service.capacity) throw seatsLeftConflict({ capacity: service.capacity, seats_taken: 0 }, seats);
  await checks.open();
  return openSession(trx, providerId, service, staffId, start, { seats, published: false, now: checks.now });
}

function seatsLeftConflict(session: { capacity: number; seats_taken: number }, seats: number) {
  const left = session.capacity - session.seats_taken;
  return new SeatsTaken(
    left === 0 ? "The session is full" : `The session has ${left} ${left === 1 ? "seat" : "seats"} left, fewer than the ${seats} asked for`,
  );
}

/** Too few seats left in the member's session at that start (409; another member's may have more). */
export class SeatsTaken extends SlotTaken {
  constructor(message: string) {
    super(message, BOOKING_RULES.seats.detail, "seats");
  }
}

/** Gives a moving booking's seats back to its session (which closes when left empty and unpublished). */
export async function releaseSeats(trx: Transaction<Database>, providerId: string, sessionId: string, seats: number): Promise<void> {
  await sql`SELECT release_session_seats(${providerId}::uuid, ${sessionId}, ${seats}::int)`.execute(trx);
}
