// A provider's own calendar data: each member's time off and date overrides, and the provider's
// closures. None of it is a webhook event. Each write that takes time away refuses (409, nothing
// stored) when pending or confirmed bookings would fall in it, naming them; the provider moves or
// cancels those first. Writes lock the member rows their bookings lock and bump their policy
// version, so a booking and a policy that excludes it cannot both commit. Writes that give time
// back (time off or a closure removed, a date's hours set or reset) open it to the waitlist.
import { sql, type Kysely, type Transaction } from "kysely";
import type { DaySchedule, Database, WeeklySchedule } from "@booking/db";
import { conflict, notFound, presentOrThrow, type ErrorDetail } from "../errors";
import { newId } from "../ids";
import { ACTIVE_STATUSES, checkWithinWorkingHours } from "../domain/booking-rules";
import { addDays, localTimeToInstantLenient, todayIn } from "../domain/local-time";
import { recordOpening, type Opening } from "./waitlist-openings";

interface ClashingBooking {
  id: string;
  starts_at: Date;
}

/**
 * Published class sessions nobody has booked yet: they hold their member's time like a booking
 * (a session with bookings is caught by its bookings).
 */
const emptySessions = (trx: Transaction<Database>, providerId: string) =>
  trx
    .selectFrom("sessions")
    .select(["id", "starts_at"])
    .where("provider_id", "=", providerId)
    .where("status", "=", "open")
    .where("seats_taken", "=", 0);

function refuseOverBookings(what: string, bookings: ClashingBooking[], why: string) {
  if (bookings.length === 0) return;
  const isSession = (b: ClashingBooking) => b.id.startsWith("ses_");
  const details: ErrorDetail[] = bookings.map((b) => ({
    path: `${isSession(b) ? "sessions" : "bookings"}.${b.id}`,
    message: `${b.starts_at.toISOString()}: ${why}`,
  }));
  const covered = bookings.some(isSession)
    ? "pending or confirmed booking(s) or published class session(s)"
    : "pending or confirmed booking(s)";
  throw conflict(
    `${what} would cover ${bookings.length} ${covered}: ${bookings
      .slice(0, 10)
      .map((b) => b.id)
      .join(", ")}${bookings.length > 10 ? ` and ${bookings.length - 10} more (see details)` : ""}; move or cancel them first`,
    details,
  );
}

/**
 * The member's row, locked as booking writes lock it, with its policy version bumped (a booking
 * that read the member's policies before this commits sees the change and reads them again);
 * 404 when the provider has no such (undeleted) member.
 */
async function lockMember(trx: Transaction<Database>, providerId: string, staffId: string) {
  const result = await sql<{ id: string; schedule: WeeklySchedule; timezone: string }>`
    UPDATE staff s SET policy_version = s.policy_version + 1
    FROM providers p
    WHERE p.id = s.provider_id AND s.provider_id = ${providerId} AND s.id = ${staffId} AND s.deleted_at IS NULL
    RETURNING s.id, s.schedule, p.timezone`.execute(trx);
  const row = result.rows[0];
  if (!row) throw notFound("Staff member", staffId);
  return row;
}

/** 404 unless the provider has such a (not deleted) staff member. */
export async function memberExists(db: Kysely<Database>, providerId: string, staffId: string) {
  const row = await db
    .selectFrom("staff")
    .select("id")
    .where("provider_id", "=", providerId)
    .where("id", "=", staffId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) throw notFound("Staff member", staffId);
}

const providerZone = async (db: Kysely<Database>, providerId: string) =>
  (await db.selectFrom("providers").select("timezone").where("id", "=", providerId).executeTakeFirstOrThrow()).timezone;

// ---- Time off ----

export interface TimeOffRow {
  id: string;
  staff_id: string;
  starts_at: Date;
  ends_at: Date;
  reason: string | null;
  created_at: Date;
}

export async function createTimeOff(
  db: Kysely<Database>,
  providerId: string,
  staffId: string,
  input: { start: Date; end: Date; reason?: string | null },
): Promise<TimeOffRow> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, providerId, staffId);
    const clashes = await trx
      .selectFrom("bookings")
      .select(["id", "starts_at"])
      .where("provider_id", "=", providerId)
      .where("staff_id", "=", staffId)
      .where("status", "in", ACTIVE_STATUSES)
      .where("starts_at", "<", input.end)
      .where("ends_at", ">", input.start)
      .unionAll(
        emptySessions(trx, providerId)
          .where("staff_id", "=", staffId)
          .where("starts_at", "<", input.end)
          .where("ends_at", ">", input.start),
      )
      .orderBy("starts_at")
      .execute();
    refuseOverBookings("The time off", clashes, "falls in the time off");
    return trx
      .insertInto("staff_time_off")
      .values({
        provider_id: providerId,
        id: newId("off"),
        staff_id: staffId,
        starts_at: input.start,
        ends_at: input.end,
        reason: input.reason ?? null,
      })
      .returning(["id", "staff_id", "starts_at", "ends_at", "reason", "created_at"])
      .executeTakeFirstOrThrow();
  });
}

/** The member's time off overlapping the local dates [from, to] (from defaults to today, to to no end), by start. */
export async function listTimeOff(
  db: Kysely<Database>,
  providerId: string,
  staffId: string,
  dates: { from?: string; to?: string },
  now: Date,
) {
  await memberExists(db, providerId, staffId);
  const zone = await providerZone(db, providerId);
  const from = dates.from ?? todayIn(zone, now);
  let query = db
    .selectFrom("staff_time_off")
    .select(["id", "staff_id", "starts_at", "ends_at", "reason", "created_at"])
    .where("provider_id", "=", providerId)
    .where("staff_id", "=", staffId)
    .where("ends_at", ">", sql<Date>`(${from}::date)::timestamp AT TIME ZONE ${zone}`);
  if (dates.to) query = query.where("starts_at", "<", sql<Date>`(${dates.to}::date + 1)::timestamp AT TIME ZONE ${zone}`);
  return query.orderBy("starts_at").orderBy("id").execute();
}

/** Removes time off; the time it freed goes to the waitlist (an opening). */
export async function deleteTimeOff(db: Kysely<Database>, providerId: string, staffId: string, timeOffId: string, now: Date) {
  await memberExists(db, providerId, staffId);
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("staff_time_off")
      .where("provider_id", "=", providerId)
      .where("staff_id", "=", staffId)
      .where("id", "=", timeOffId)
      .returning(["starts_at", "ends_at"])
      .executeTakeFirst();
    if (!removed) throw notFound("Time off", timeOffId);
    await recordOpening(
      trx,
      providerId,
      { staffId, serviceId: null, startsAt: removed.starts_at, endsAt: removed.ends_at, reason: "time_off_removed" },
      now,
    );
  });
}

// ---- Closures ----

export interface ClosureRow {
  id: string;
  start_date: string;
  end_date: string;
  reason: string | null;
  created_at: Date;
}

const CLOSURE_COLUMNS = ["id", "start_date", "end_date", "reason", "created_at"] as const;

export async function createClosure(
  db: Kysely<Database>,
  providerId: string,
  input: { date: string; endDate: string; reason?: string | null },
): Promise<ClosureRow> {
  return db.transaction().execute(async (trx) => {
    // Every member's row, in one order, as each booking write locks its member's: no booking on
    // these dates commits between the check and the insert.
    await trx
      .selectFrom("staff")
      .select("id")
      .where("provider_id", "=", providerId)
      .where("deleted_at", "is", null)
      .orderBy("id")
      .forNoKeyUpdate()
      .execute();
    await sql`UPDATE staff SET policy_version = policy_version + 1 WHERE provider_id = ${providerId} AND deleted_at IS NULL`.execute(trx);
    const zone = await providerZone(trx, providerId);
    const onClosedDates = sql<boolean>`(starts_at AT TIME ZONE ${zone})::date BETWEEN ${input.date}::date AND ${input.endDate}::date`;
    const clashes = await trx
      .selectFrom("bookings")
      .select(["id", "starts_at"])
      .where("provider_id", "=", providerId)
      .where("status", "in", ACTIVE_STATUSES)
      .where(onClosedDates)
      .unionAll(emptySessions(trx, providerId).where(onClosedDates))
      .orderBy("starts_at")
      .execute();
    refuseOverBookings("The closure", clashes, "falls on a closure day");
    return trx
      .insertInto("closures")
      .values({ provider_id: providerId, id: newId("cls"), start_date: input.date, end_date: input.endDate, reason: input.reason ?? null })
      .returning(CLOSURE_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

/** Closures overlapping the local dates [from, to] (from defaults to today, to to no end), by date. */
export async function listClosures(db: Kysely<Database>, providerId: string, dates: { from?: string; to?: string }, now: Date) {
  const from = dates.from ?? todayIn(await providerZone(db, providerId), now);
  let query = db.selectFrom("closures").select(CLOSURE_COLUMNS).where("provider_id", "=", providerId).where("end_date", ">=", from);
  if (dates.to) query = query.where("start_date", "<=", dates.to);
  return query.orderBy("start_date").orderBy("id").execute();
}

/** Removes a closure; its days go to the waitlist (an opening of every member). */
export async function deleteClosure(db: Kysely<Database>, providerId: string, closureId: string, now: Date) {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("closures")
      .where("provider_id", "=", providerId)
      .where("id", "=", closureId)
      .returning(["start_date", "end_date"])
      .executeTakeFirst();
    if (!removed) throw notFound("Closure", closureId);
    const zone = await providerZone(trx, providerId);
    const startsAt = new Date(localTimeToInstantLenient(removed.start_date, 0, zone));
    const endsAt = new Date(localTimeToInstantLenient(addDays(removed.end_date, 1), 0, zone));
    await recordOpening(trx, providerId, { staffId: null, serviceId: null, startsAt, endsAt, reason: "closure_removed" }, now);
  });
}

// ---- Date overrides ----

/** A member's local date, opened to the waitlist when its hours change (the line is offered what is free there now). */
function dayOpening(staffId: string, date: string, zone: string): Opening {
  return {
    staffId,
    serviceId: null,
    startsAt: new Date(localTimeToInstantLenient(date, 0, zone)),
    endsAt: new Date(localTimeToInstantLenient(addDays(date, 1), 0, zone)),
    reason: "hours_changed",
  };
}

export interface OverrideRow {
  staff_id: string;
  date: string;
  hours: DaySchedule | null;
  updated_at: Date;
}

/**
 * 409 unless every pending or confirmed booking of the member that starts on `date` fits the
 * hours the date will have: `hours` (an override; null: off), or the weekly schedule's day. The
 * member's own hours only: the salon's business hours never refuse a booking that exists.
 */
async function refuseMisfitsOn(
  trx: Transaction<Database>,
  providerId: string,
  member: { id: string; schedule: WeeklySchedule; timezone: string },
  date: string,
  hours: DaySchedule | null | undefined,
  what: string,
) {
  const startsOnDate = sql<boolean>`(starts_at AT TIME ZONE ${member.timezone})::date = ${date}::date`;
  const onDate = await trx
    .selectFrom("bookings")
    .select(["id", "starts_at", "ends_at"])
    .where("provider_id", "=", providerId)
    .where("staff_id", "=", member.id)
    .where("status", "in", ACTIVE_STATUSES)
    .where(startsOnDate)
    .unionAll(emptySessions(trx, providerId).select("ends_at").where("staff_id", "=", member.id).where(startsOnDate))
    .orderBy("starts_at")
    .execute();
  const overrides = hours === undefined ? undefined : new Map([[date, hours]]);
  const misfits = onDate.filter(
    (b) => checkWithinWorkingHours(member.schedule, member.timezone, b.starts_at.getTime(), b.ends_at.getTime(), overrides) !== null,
  );
  refuseOverBookings(what, misfits, "would fall outside the staff member's hours that day");
}

/** Sets the member's hours on one local date (null: not working), replacing any override there. */
export async function putOverride(
  db: Kysely<Database>,
  providerId: string,
  staffId: string,
  date: string,
  hours: DaySchedule | null,
  now: Date,
): Promise<OverrideRow> {
  return db.transaction().execute(async (trx) => {
    const member = await lockMember(trx, providerId, staffId);
    await refuseMisfitsOn(trx, providerId, member, date, hours, "The date override");
    if (hours !== null) await recordOpening(trx, providerId, dayOpening(staffId, date, member.timezone), now);
    const row = await sql<OverrideRow>`
      INSERT INTO staff_date_overrides (provider_id, staff_id, date, hours)
      VALUES (${providerId}, ${staffId}, ${date}, ${hours === null ? null : JSON.stringify(hours)}::jsonb)
      ON CONFLICT (provider_id, staff_id, date) DO UPDATE SET hours = EXCLUDED.hours, updated_at = now()
      RETURNING staff_id, date::text AS date, hours, updated_at`.execute(trx);
    return presentOrThrow(row.rows[0], "INSERT … ON CONFLICT DO UPDATE … RETURNING returns the row");
  });
}

/** The member's overrides on local dates [from, to] (from defaults to today, to to no end), by date. */
export async function listOverrides(
  db: Kysely<Database>,
  providerId: string,
  staffId: string,
  dates: { from?: string; to?: string },
  now: Date,
) {
  await memberExists(db, providerId, staffId);
  const from = dates.from ?? todayIn(await providerZone(db, providerId), now);
  let query = db
    .selectFrom("staff_date_overrides")
    .select(["staff_id", sql<string>`date::text`.as("date"), "hours", "updated_at"])
    .where("provider_id", "=", providerId)
    .where("staff_id", "=", staffId)
    .where("date", ">=", from);
  if (dates.to) query = query.where("date", "<=", dates.to);
  return query.orderBy("date").execute();
}

/** Removes the override of a date: the weekly schedule applies again (409 if bookings that day would not fit it). */
export async function deleteOverride(db: Kysely<Database>, providerId: string, staffId: string, date: string, now: Date) {
  await db.transaction().execute(async (trx) => {
    const member = await lockMember(trx, providerId, staffId);
    await refuseMisfitsOn(trx, providerId, member, date, undefined, "Removing the date override");
    await recordOpening(trx, providerId, dayOpening(staffId, date, member.timezone), now);
    const result = await trx
      .deleteFrom("staff_date_overrides")
      .where("provider_id", "=", providerId)
      .where("staff_id", "=", staffId)
      .where("date", "=", date)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound("Date override", date);
  });
}
