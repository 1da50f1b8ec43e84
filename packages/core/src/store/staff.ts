// Staff members: reads and writes with their business rules (tenancy, unique email, services
// offered, soft delete). Every function takes the Kysely handle (or a transaction) first.
import { DateTime } from "luxon";
import { sql, type Kysely, type Transaction } from "kysely";
import { isPgError, PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION, type Database, type StaffRole, type WeeklySchedule } from "@booking/db";
import { hashPassword } from "../auth/passwords";
import { revokeMemberSessions } from "../auth/console-sessions";
import { badRequest, conflict, emailTaken, notFound, presentOrThrow, type ErrorDetail } from "../errors";
import { newId } from "../ids";
import { bookingProblem, findOverlaps, type BookingContext } from "../domain/booking-rules";
import { DEFAULT_WEEKLY_SCHEDULE } from "../domain/weekly-schedule";
import { busyIntervals } from "./bookings";
import { bookingEventData } from "./bookings/event-data";
import { policiesForBooking } from "./calendars";
import { recordEvent } from "./events";
import { assertServicesExist } from "./services";
import { pageOf } from "./pagination";
import { openFromNow, recordOpening } from "./waitlist-openings";

/**
 * Who a password hash is for at the argon2 gate (passwords.ts): the salon's password changes, a
 * party apart from its sign-ins, so that a crowd trying the salon's emails leaves them a place.
 */
const passwordChangesOf = (providerId: string) => [`password-changes:${providerId}`];

/** Mean rating (1 decimal, 0 without reviews) of the reviews of a member's bookings. */
function staffRating(providerId: unknown, staffId: unknown) {
  return sql<number>`coalesce((
    SELECT round(avg(r.rating), 1) FROM reviews r
    JOIN bookings b ON b.provider_id = r.provider_id AND b.id = r.booking_id
    WHERE b.provider_id = ${providerId} AND b.staff_id = ${staffId}), 0)`;
}

export interface StaffListFilter {
  page: number;
  limit: number;
  role?: StaffRole;
  /** true: active members only; false: active and inactive alike. */
  activeOnly: boolean;
}

export interface StaffListRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: StaffRole;
  avatar: string | null;
  bio: string | null;
  is_active: boolean;
  created_at: Date;
  service_ids: string[];
  total_bookings: number;
  rating: number;
}

export async function listStaff(
  db: Kysely<Database>,
  providerId: string,
  filter: StaffListFilter,
): Promise<{ rows: StaffListRow[]; total: number }> {
  let base = db.selectFrom("staff as s").where("s.provider_id", "=", providerId).where("s.deleted_at", "is", null);
  if (filter.activeOnly) base = base.where("s.is_active", "=", true);
  if (filter.role) base = base.where("s.role", "=", filter.role);

  return pageOf(
    base,
    (q) =>
      q
        .select([
          "s.id",
          "s.name",
          "s.email",
          "s.phone",
          "s.role",
          "s.avatar",
          "s.bio",
          "s.is_active",
          "s.created_at",
          sql<string[]>`array(
            SELECT ss.service_id FROM staff_services ss
            WHERE ss.provider_id = s.provider_id AND ss.staff_id = s.id ORDER BY ss.service_id)`.as("service_ids"),
          sql<number>`(SELECT count(*) FROM bookings b WHERE b.provider_id = s.provider_id AND b.staff_id = s.id AND b.status <> 'held')`.as(
            "total_bookings",
          ),
          sql<number>`(${staffRating(sql.ref("s.provider_id"), sql.ref("s.id"))})`.as("rating"),
        ])
        .orderBy("s.created_at", "desc")
        .orderBy("s.id", "desc"),
    filter,
  );
}

export interface StaffDetail {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: StaffRole;
  avatar: string | null;
  bio: string | null;
  is_active: boolean;
  schedule: WeeklySchedule;
  created_at: Date;
  updated_at: Date;
  services: { id: string; name: string; price_cents: number }[];
  stats: {
    totalBookings: number;
    thisMonth: number;
    averageRating: number;
    completedBookings: number;
    cancelledBookings: number;
  };
}

export async function getStaff(
  db: Kysely<Database>,
  providerId: string,
  staffId: string,
  clock: { timezone: string; now: Date },
): Promise<StaffDetail> {
  const row = await db
    .selectFrom("staff")
    .select(["id", "name", "email", "phone", "role", "avatar", "bio", "is_active", "schedule", "created_at", "updated_at"])
    .where("provider_id", "=", providerId)
    .where("id", "=", staffId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) throw notFound("Staff member", staffId);
  const services = await db
    .selectFrom("staff_services as ss")
    .innerJoin("services as sv", (join) => join.onRef("sv.provider_id", "=", "ss.provider_id").onRef("sv.id", "=", "ss.service_id"))
    .select(["sv.id", "sv.name", "sv.price_cents"])
    .where("ss.provider_id", "=", providerId)
    .where("ss.staff_id", "=", staffId)
    .orderBy("sv.name")
    .execute();
  const month = DateTime.fromJSDate(clock.now, { zone: clock.timezone }).startOf("month");
  const stats = await db
    .selectFrom("bookings")
    .select([
      sql<number>`count(*)`.as("totalBookings"),
      sql<number>`count(*) FILTER (WHERE starts_at >= ${month.toJSDate()} AND starts_at < ${month.plus({ months: 1 }).toJSDate()})`.as(
        "thisMonth",
      ),
      sql<number>`count(*) FILTER (WHERE status = 'completed')`.as("completedBookings"),
      sql<number>`count(*) FILTER (WHERE status = 'cancelled')`.as("cancelledBookings"),
      staffRating(providerId, staffId).as("averageRating"),
    ])
    .where("provider_id", "=", providerId)
    .where("staff_id", "=", staffId)
    .where("status", "!=", "held")
    .executeTakeFirstOrThrow();
  return { ...row, services, stats };
}

export interface CreateStaffInput {
  name: string;
  email: string;
  phone?: string | null;
  role: StaffRole;
  password?: string;
  services?: string[];
  schedule?: WeeklySchedule;
  avatar?: string | null;
  bio?: string | null;
}

/** A member's name, email and role (who signed in to the console); undefined when gone. */
export function getStaffMember(db: Kysely<Database>, providerId: string, staffId: string) {
  return db
    .selectFrom("staff")
    .select(["id", "name", "email", "role"])
    .where("provider_id", "=", providerId)
    .where("id", "=", staffId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

export async function createStaff(db: Kysely<Database>, providerId: string, input: CreateStaffInput) {
  const passwordHash = input.password ? await hashPassword(input.password, passwordChangesOf(providerId)) : null;
  const serviceIds = [...new Set(input.services ?? [])];
  try {
    return await db.transaction().execute(async (trx) => {
      await assertServicesExist(trx, providerId, serviceIds);
      const row = await trx
        .insertInto("staff")
        .values({
          provider_id: providerId,
          id: newId("staff"),
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          role: input.role,
          avatar: input.avatar ?? null,
          bio: input.bio ?? null,
          password_hash: passwordHash,
          schedule: JSON.stringify(input.schedule ?? DEFAULT_WEEKLY_SCHEDULE),
        })
        .returning(["id", "name", "email", "role", "created_at"])
        .executeTakeFirstOrThrow();
      await replaceStaffServices(trx, providerId, row.id, serviceIds);
      await recordEvent(trx, "staff.created", { staffId: row.id, providerId, role: row.role });
      return row;
    });
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw emailTaken(input.email, "staff member");
    throw error;
  }
}

export interface UpdateStaffInput {
  name?: string;
  email?: string;
  phone?: string | null;
  role?: StaffRole;
  password?: string;
  services?: string[];
  schedule?: WeeklySchedule;
  isActive?: boolean;
  avatar?: string | null;
  bio?: string | null;
}

export async function updateStaff(db: Kysely<Database>, providerId: string, staffId: string, input: UpdateStaffInput, now: Date) {
  const passwordHash = input.password ? await hashPassword(input.password, passwordChangesOf(providerId)) : undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable("staff")
        .set({
          name: input.name,
          email: input.email,
          phone: input.phone,
          role: input.role,
          avatar: input.avatar,
          bio: input.bio,
          is_active: input.isActive,
          password_hash: passwordHash,
          schedule: input.schedule ? JSON.stringify(input.schedule) : undefined,
          updated_at: sql`now()`,
        })
        .where("provider_id", "=", providerId)
        .where("id", "=", staffId)
        .where("deleted_at", "is", null)
        .returning(["id", "name", "updated_at"])
        .executeTakeFirst();
      if (!row) throw notFound("Staff member", staffId);
      if (input.services) {
        const serviceIds = [...new Set(input.services)];
        await assertServicesExist(trx, providerId, serviceIds);
        await replaceStaffServices(trx, providerId, staffId, serviceIds);
      }
      // A new password signs the member out of the console everywhere (it may have been changed
      // because the old one leaked); so does a deactivation, for good: switching the member back
      // on brings no session back.
      if (passwordHash || input.isActive === false) await revokeMemberSessions(trx, providerId, staffId, now);
      // New hours, services or a member back at work may free times someone waits for.
      if (input.schedule || input.services || input.isActive === true) {
        const reason = input.schedule || input.isActive === true ? "hours_changed" : "services_changed";
        await recordOpening(trx, providerId, { staffId, serviceId: null, ...openFromNow(now), reason }, now);
      }
      return row;
    });
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION) && input.email) throw emailTaken(input.email, "staff member");
    throw error;
  }
}

/** Inside the caller's transaction, so a member never shows half their services. */
async function replaceStaffServices(trx: Transaction<Database>, providerId: string, staffId: string, serviceIds: string[]) {
  await trx.deleteFrom("staff_services").where("provider_id", "=", providerId).where("staff_id", "=", staffId).execute();
  if (serviceIds.length === 0) return;
  await trx
    .insertInto("staff_services")
    .values(serviceIds.map((serviceId) => ({ provider_id: providerId, staff_id: staffId, service_id: serviceId })))
    .execute();
}

/**
 * Soft-deletes a staff member. Future pending and confirmed bookings block the deletion (409 with
 * their count) unless `transferTo` names an active member who can take every one of them under
 * the rules a new booking meets (offers its service, works at its time, not in a break, free at
 * its time); then all move, or nothing does and the 409 names each booking that does not fit.
 */
export async function deleteStaffMember(
  db: Kysely<Database>,
  provider: { id: string; timezone: string },
  staffId: string,
  transferTo: string | undefined,
  now: Date,
): Promise<{ transferred: number }> {
  const providerId = provider.id;
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom("staff")
      .select("id")
      .where("provider_id", "=", providerId)
      .where("id", "=", staffId)
      .where("deleted_at", "is", null)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw notFound("Staff member", staffId);
    // A class session is taught by its member: it is cancelled (DELETE /v1/sessions) or kept, never
    // handed over booking by booking.
    const session = await trx
      .selectFrom("sessions")
      .select("id")
      .where("provider_id", "=", providerId)
      .where("staff_id", "=", staffId)
      .where("status", "=", "open")
      .where("ends_at", ">", now)
      .executeTakeFirst();
    if (session) {
      throw conflict(
        `Staff member ${staffId} teaches upcoming class sessions (${session.id}); cancel them first (DELETE /v1/sessions/{id})`,
        [{ path: "id", message: "teaches upcoming class sessions" }],
      );
    }
    // Nor are the two-person bookings they are the second member of handed over one by one.
    const second = await trx
      .selectFrom("bookings")
      .select("id")
      .where("provider_id", "=", providerId)
      .where("second_staff_id", "=", staffId)
      .where("status", "in", ["held", "pending", "confirmed"])
      .where("ends_at", ">", now)
      .executeTakeFirst();
    if (second) {
      throw conflict(
        `Staff member ${staffId} is the second member of upcoming two-person bookings (${second.id}); move or cancel them first`,
        [{ path: "id", message: "is the second member of upcoming two-person bookings" }],
      );
    }
    // Visitors' holds with the member told no one yet: released with the member.
    await trx
      .deleteFrom("bookings")
      .where("provider_id", "=", providerId)
      .where("staff_id", "=", staffId)
      .where("status", "=", "held")
      .execute();

    const future = await trx
      .selectFrom("bookings")
      .select(["id", "service_id", "starts_at", "ends_at", "occupied_from", "occupied_until"])
      .where("provider_id", "=", providerId)
      .where("staff_id", "=", staffId)
      .where("status", "in", ["pending", "confirmed"])
      .where("ends_at", ">", now)
      .orderBy("starts_at")
      .execute();

    if (transferTo === undefined) {
      if (future.length > 0) {
        throw conflict(
          `Staff member ${staffId} has ${future.length} future pending or confirmed booking(s); ` +
            "pass transferBookings=<staff id> to move them to another member",
          [{ path: "transferBookings", message: `${future.length} future booking(s) must be transferred` }],
        );
      }
    } else if (future.length > 0) {
      if (transferTo === staffId) {
        throw badRequest("transferBookings must name another staff member", [
          { path: "transferBookings", message: "is the member being deleted" },
        ]);
      }
      await assertCanTakeOver(trx, provider, transferTo, future, now);
      try {
        const moved = await trx
          .updateTable("bookings")
          .set({ staff_id: transferTo, updated_at: sql`now()` })
          .where("provider_id", "=", providerId)
          .where(
            "id",
            "in",
            future.map((b) => b.id),
          )
          .returning(["id", "customer_id", "service_id", "starts_at", "status", "resources", "session_id", "seats"])
          .execute();
        // Each booking's staff member changed: subscribers hear it as a reschedule at the same time.
        for (const booking of moved) {
          await recordEvent(trx, "booking.rescheduled", {
            ...bookingEventData(providerId, { ...booking, staff_id: transferTo }, booking.status as "pending" | "confirmed"),
            previousDateTime: booking.starts_at.toISOString(),
            changedBy: "provider",
          });
        }
      } catch (error) {
        // Unreachable while the target is locked (every booking write locks its member first); kept as the last word.
        if (isPgError(error, PG_EXCLUSION_VIOLATION)) {
          throw conflict(`Staff member ${transferTo} is not free at the time of every booking to transfer`, [
            { path: "transferBookings", message: "has overlapping bookings" },
          ]);
        }
        throw error;
      }
    }
    await trx
      .updateTable("staff")
      .set({ deleted_at: now, is_active: false, updated_at: sql`now()` })
      .where("provider_id", "=", providerId)
      .where("id", "=", staffId)
      .execute();
    // Their calendar connections go with them (sealed passwords and busy time are theirs alone),
    // and their console sessions end.
    await trx.deleteFrom("calendar_connections").where("provider_id", "=", providerId).where("staff_id", "=", staffId).execute();
    await revokeMemberSessions(trx, providerId, staffId, now);
    return { transferred: transferTo === undefined ? 0 : future.length };
  });
}

/**
 * Checks that member `targetId` can take every one of `bookings` (sorted by start) with the rules
 * of a new booking, except that one already begun may still move; 409 naming each booking that
 * does not fit (`details[].path` is `bookings.<id>`). Locks the target like a booking write does,
 * so its bookings cannot change until the transfer commits.
 */
async function assertCanTakeOver(
  trx: Transaction<Database>,
  provider: { id: string; timezone: string },
  targetId: string,
  bookings: { id: string; service_id: string; starts_at: Date; ends_at: Date; occupied_from: Date; occupied_until: Date }[],
  now: Date,
) {
  const target = await trx
    .selectFrom("staff")
    .select(["id", "is_active", "schedule"])
    .where("provider_id", "=", provider.id)
    .where("id", "=", targetId)
    .where("deleted_at", "is", null)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!target) throw notFound("Staff member", targetId);
  if (!target.is_active) {
    throw conflict(`Staff member ${targetId} is not active`, [{ path: "transferBookings", message: "is not active" }]);
  }
  const offered = new Set(
    (
      await trx
        .selectFrom("staff_services")
        .select("service_id")
        .where("provider_id", "=", provider.id)
        .where("staff_id", "=", targetId)
        .execute()
    ).map((r) => r.service_id),
  );
  // Their occupied ranges (buffers included) must be free in the target's calendar.
  const occupied = bookings.map((b) => ({ id: b.id, start: b.occupied_from.getTime(), end: b.occupied_until.getTime() }));
  const spanFrom = presentOrThrow(bookings[0], "there are bookings to take over").occupied_from;
  const spanTo = new Date(occupied.reduce((latest, b) => Math.max(latest, b.end), 0));
  const busy = await busyIntervals(trx, provider.id, targetId, spanFrom, spanTo, now);
  const overlaps = findOverlaps(occupied, busy);
  const policies = await policiesForBooking(trx, provider.id, targetId, spanFrom, spanTo);
  // The bookings exist: they keep their times, whatever the salon's business hours (not checked here).
  const context: BookingContext = { zone: policies.timezone, closures: policies.closures, now: null, limits: null };

  const misfits: ErrorDetail[] = [];
  for (const booking of bookings) {
    const start = booking.starts_at.getTime();
    const problem = bookingProblem(
      { ...target, ...policies.member, offers_service: offered.has(booking.service_id) },
      context,
      start,
      booking.ends_at.getTime(),
    );
    const clash = overlaps.get(booking.id);
    const reason = problem
      ? problem.reason === "service_not_offered"
        ? `Staff member ${targetId} does not offer service ${booking.service_id}`
        : problem.message
      : clash
        ? `Staff member ${targetId} has booking ${clash} at this time`
        : null;
    if (reason) misfits.push({ path: `bookings.${booking.id}`, message: `${new Date(start).toISOString()}: ${reason}` });
  }
  if (misfits.length > 0) {
    throw conflict(
      `Staff member ${targetId} cannot take ${misfits.length} of the ${bookings.length} booking(s) to transfer: ` +
        misfits
          .slice(0, 10)
          .map((m) => m.path.slice("bookings.".length))
          .join(", ") +
        (misfits.length > 10 ? ` and ${misfits.length - 10} more (see details)` : ""),
      misfits,
    );
  }
}
