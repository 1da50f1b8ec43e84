// Class sessions as the provider manages them: published (created ahead, kept and offered while
// empty), listed with their seats, and cancelled with every booking in them. Sessions opened by a
// first booking (services with `sessions: "open"`) are listed too; the booking writes that take
// seats are in bookings/sessions.ts.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { badRequest, notFound } from "../errors";
import { recordEvent } from "./events";
import { pageOf } from "./pagination";
import { bookingEventData } from "./bookings/event-data";
import { isClassService, loadClassService, openSession, SESSION_COLUMNS, type SessionRow } from "./bookings/sessions";
import { assertBookingAllowed, guardOverlap, lockStaffForBooking, type Provider } from "./bookings/write-guards";
import { recordOpening } from "./waitlist-openings";

/**
 * Publishes a session of a class service with `staffId` at `start`: every rule of a provider's
 * booking (the member offers the service and works then, no time off or closure, not in the past),
 * the member free of bookings and other sessions, the resources' units taken. A session the
 * service's first booking already opened there is published as it is.
 */
export async function publishSession(
  db: Kysely<Database>,
  provider: Provider,
  input: { serviceId: string; staffId: string; start: Date },
  now: Date,
): Promise<SessionRow> {
  return guardOverlap(
    () =>
      db.transaction().execute(async (trx) => {
        const service = await loadClassService(trx, provider.id, input.serviceId);
        if (!service) throw notFound("Service", input.serviceId);
        if (!service.isActive) throw badRequest(`Service ${service.id} is not active`, [{ path: "serviceId", message: "is not active" }]);
        if (!isClassService(service)) {
          throw badRequest(`Service ${service.id} is not a class (capacity 1, sessions open): it is booked directly`, [
            { path: "serviceId", message: "is not a class service (capacity above 1, or sessions published)" },
          ]);
        }
        const staff = await lockStaffForBooking(trx, provider.id, input.staffId, service.id);
        const existing = await trx
          .updateTable("sessions")
          .set({ published: true, updated_at: sql`now()` })
          .where("provider_id", "=", provider.id)
          .where("service_id", "=", service.id)
          .where("staff_id", "=", staff.id)
          .where("starts_at", "=", input.start)
          .where("status", "=", "open")
          .returning(SESSION_COLUMNS)
          .executeTakeFirst();
        if (existing) return existing;
        const start = input.start.getTime();
        const end = start + service.duration * 60_000;
        await assertBookingAllowed(trx, provider, staff, start, end, now, "provider");
        // A new session's seats go to the line first.
        await recordOpening(
          trx,
          provider.id,
          { staffId: staff.id, serviceId: service.id, startsAt: input.start, endsAt: new Date(end), reason: "seats_added" },
          now,
        );
        return openSession(trx, provider.id, service, staff.id, input.start, { seats: 0, published: true, now });
      }),
    { db, providerId: provider.id, now },
  );
}

export interface SessionFilter {
  page: number;
  limit: number;
  serviceId?: string;
  staffId?: string;
  from?: Date;
  to?: Date;
}

/** Open sessions (published, or opened by a booking) by start, earliest first. */
export async function listSessions(db: Kysely<Database>, providerId: string, filter: SessionFilter) {
  let base = db.selectFrom("sessions").where("provider_id", "=", providerId).where("status", "=", "open");
  if (filter.serviceId) base = base.where("service_id", "=", filter.serviceId);
  if (filter.staffId) base = base.where("staff_id", "=", filter.staffId);
  if (filter.from) base = base.where("starts_at", ">=", filter.from);
  if (filter.to) base = base.where("starts_at", "<=", filter.to);
  return pageOf(base, (q) => q.select(SESSION_COLUMNS).orderBy("starts_at").orderBy("id"), filter);
}

export async function getSession(db: Kysely<Database>, providerId: string, sessionId: string): Promise<SessionRow> {
  const row = await db
    .selectFrom("sessions")
    .select(SESSION_COLUMNS)
    .where("provider_id", "=", providerId)
    .where("id", "=", sessionId)
    .where("status", "=", "open")
    .executeTakeFirst();
  if (!row) throw notFound("Session", sessionId);
  return row;
}

/**
 * Cancels a session and every pending or confirmed booking in it (each a booking.cancelled, the
 * customer told, with `reason`); its held bookings (visitors not yet verified) are released. The
 * member and the resources are free at once.
 */
export async function cancelSession(
  db: Kysely<Database>,
  providerId: string,
  sessionId: string,
  reason: string | null,
  now: Date,
): Promise<{ cancelledBookings: number }> {
  return db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom("sessions")
      .select(["id", "staff_id"])
      .where("provider_id", "=", providerId)
      .where("id", "=", sessionId)
      .where("status", "=", "open")
      .forUpdate()
      .executeTakeFirst();
    if (!session) throw notFound("Session", sessionId);
    await trx
      .deleteFrom("bookings")
      .where("provider_id", "=", providerId)
      .where("session_id", "=", sessionId)
      .where("status", "=", "held")
      .execute();
    const cancelled = await trx
      .updateTable("bookings")
      .set({ status: "cancelled", cancelled_at: now, cancel_reason: reason, notify_customer: true, updated_at: sql`now()` })
      .where("provider_id", "=", providerId)
      .where("session_id", "=", sessionId)
      .where("status", "in", ["pending", "confirmed"])
      .returning(["id", "customer_id", "service_id", "staff_id", "starts_at", "resources", "session_id", "seats"])
      .execute();
    for (const booking of cancelled) {
      await recordEvent(trx, "booking.cancelled", {
        ...bookingEventData(providerId, booking, "cancelled"),
        cancelledAt: now.toISOString(),
        reason,
        notifyCustomer: true,
        changedBy: "provider",
      });
    }
    await trx
      .updateTable("sessions")
      .set({ status: "cancelled", cancelled_at: now, cancel_reason: reason, updated_at: sql`now()` })
      .where("provider_id", "=", providerId)
      .where("id", "=", sessionId)
      .execute();
    return { cancelledBookings: cancelled.length };
  });
}
