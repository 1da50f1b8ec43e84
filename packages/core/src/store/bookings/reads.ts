// Bookings: creation, moves, status changes, cancellation and payments, each in one transaction
// with its event. Double booking is made impossible by the `bookings_no_overlap` exclusion
// constraint, not by reading first: a violation (23P01) is the 409 a client sees.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import {
  isPgError,
  PG_EXCLUSION_VIOLATION,
  prepared,
  type BookingSource,
  type BookingStatus,
  type BookingsTable,
  type Database,
  type PaymentMethod,
} from "@booking/db";
import type { Caller } from "../auth/api-keys";
import { badRequest, conflict, notFound } from "../errors";
import { newId } from "../ids";
import { offsetOf } from "../schemas/common";
import {
  bookingProblem,
  checkTransition,
  eventForStatus,
  isActiveStatus,
  NEW_BOOKING_STATUS,
  type BookableStaff,
  type BookingProblem,
} from "../domain/booking-rules";
import { MINUTE_MS } from "../domain/local-time";
import { eventWrites, OUTBOX_CHANNEL, recordEvent } from "./events";
import { PROVIDER_RECIPIENT } from "./notifications";

type Provider = Caller["provider"];

const overlapConflict = () =>
  conflict("The staff member already has a pending or confirmed booking overlapping this time", [
    { path: "dateTime", message: "overlaps another booking of this staff member" },
  ]);

/** Runs a booking write, turning an exclusion-constraint violation into the documented 409. */
async function guardOverlap<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isPgError(error, PG_EXCLUSION_VIOLATION)) throw overlapConflict();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Reads

export interface BookingView {
  id: string;
  status: BookingStatus;
  starts_at: Date;
  ends_at: Date;
  notes: string | null;
  source: BookingSource;
  created_at: Date;
  updated_at: Date;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  payment_status: "unpaid" | "paid" | "refunded";
  payment_method: PaymentMethod | null;
  payment_amount_cents: number;
  paid_at: Date | null;
  refunded_at: Date | null;
  customer_id: string;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  service_id: string;
  service_name: string;
  service_duration: number;
  service_price_cents: number;
  staff_id: string;
  staff_name: string;
}

/** Bookings with their customer, service and staff, scoped to one provider (also compiled by the benchmark baseline). */
export function bookingViews(db: Kysely<Database>, providerId: string) {
  return db
    .selectFrom("bookings as b")
    .innerJoin("customers as c", (j) => j.onRef("c.provider_id", "=", "b.provider_id").onRef("c.id", "=", "b.customer_id"))
    .innerJoin("services as sv", (j) => j.onRef("sv.provider_id", "=", "b.provider_id").onRef("sv.id", "=", "b.service_id"))
    .innerJoin("staff as st", (j) => j.onRef("st.provider_id", "=", "b.provider_id").onRef("st.id", "=", "b.staff_id"))
    .where("b.provider_id", "=", providerId)
    .select([
      "b.id",
      "b.status",
      "b.starts_at",
      "b.ends_at",
      "b.notes",
      "b.source",
      "b.created_at",
      "b.updated_at",
      "b.cancelled_at",
      "b.cancel_reason",
      "b.payment_status",
      "b.payment_method",
      "b.payment_amount_cents",
      "b.paid_at",
      "b.refunded_at",
      "c.id as customer_id",
      "c.name as customer_name",
      "c.email as customer_email",
      "c.phone as customer_phone",
      "sv.id as service_id",
      "sv.name as service_name",
      "sv.duration_minutes as service_duration",
      "sv.price_cents as service_price_cents",
      "st.id as staff_id",
      "st.name as staff_name",
    ]);
}

export interface BookingListFilter {
  page: number;
  limit: number;
  statuses?: BookingStatus[];
  from?: Date;
  to?: Date;
  customerId?: string;
  serviceId?: string;
  staffId?: string;
}

/** The list filters as one condition over the bookings table aliased `b`. */
export function matchesFilter(filter: BookingListFilter) {
  return (eb: ExpressionBuilder<{ b: BookingsTable }, "b">) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.statuses?.length) conditions.push(eb("b.status", "in", filter.statuses));
    if (filter.from) conditions.push(eb("b.starts_at", ">=", filter.from));
    if (filter.to) conditions.push(eb("b.starts_at", "<=", filter.to));
    if (filter.customerId) conditions.push(eb("b.customer_id", "=", filter.customerId));
    if (filter.serviceId) conditions.push(eb("b.service_id", "=", filter.serviceId));
    if (filter.staffId) conditions.push(eb("b.staff_id", "=", filter.staffId));
    return eb.and(conditions);
  };
}

export async function listBookings(db: Kysely<Database>, providerId: string, filter: BookingListFilter) {
  const [rows, count] = await Promise.all([
    bookingViews(db, providerId)
      .where(matchesFilter(filter))
      .orderBy("b.starts_at")
      .orderBy("b.id")
      .limit(filter.limit)
      .offset(offsetOf(filter.page, filter.limit))
      .execute(),
    db
      .selectFrom("bookings as b")
      .where("b.provider_id", "=", providerId)
      .where(matchesFilter(filter))
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

const bookingById = prepared((db: Kysely<Database>, p: { providerId: string; bookingId: string }) =>
  bookingViews(db, p.providerId).where("b.id", "=", p.bookingId),
);

export async function getBooking(db: Kysely<Database>, providerId: string, bookingId: string): Promise<BookingView> {
  const [row] = await bookingById(db, { providerId, bookingId });
  if (!row) throw notFound("Booking", bookingId);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Creation and moves

interface StaffForBooking extends BookableStaff {
  name: string;
}

/**
 * The staff member, row-locked for the rest of the transaction. The lock serialises booking
 * writes per staff member: without it, two overlapping inserts each wait on the other's
 * uncommitted row in the exclusion check and PostgreSQL must break the deadlock. The exclusion
 * constraint still decides; the lock only makes its losers fail fast. A concurrent staff delete
 * either waits for this booking or is seen here as deleted. (NO KEY UPDATE does not block the
 * key-share locks of foreign-key checks.)
 */
async function lockStaffForBooking(trx: Kysely<Database>, providerId: string, staffId: string, serviceId: string) {
  const result = await sql<StaffForBooking>`
    SELECT s.id, s.name, s.is_active, s.schedule,
           EXISTS (SELECT 1 FROM staff_services ss
                   WHERE ss.provider_id = s.provider_id AND ss.staff_id = s.id AND ss.service_id = ${serviceId}) AS offers_service
    FROM staff s
    WHERE s.provider_id = ${providerId} AND s.id = ${staffId} AND s.deleted_at IS NULL
    FOR NO KEY UPDATE OF s`.execute(trx);
  const staff = result.rows[0];
  if (!staff) throw notFound("Staff member", staffId);
  return staff;
}

/** The short detail of the problems whose message names the member (the rest repeat the message). */
const detailMessages: Partial<Record<BookingProblem["reason"], string>> = {
  staff_inactive: "is not active",
  service_not_offered: "is not offered by this staff member",
  in_past: "is in the past",
};

/** The booking rules for a booking of `staff` over [start, end), as a 400 naming the field at fault. */
function assertBookable(staff: StaffForBooking, provider: Provider, start: number, end: number, now: Date) {
  const problem = bookingProblem(staff, provider.timezone, start, end, now.getTime());
  if (problem) throw badRequest(problem.message, [{ path: problem.path, message: detailMessages[problem.reason] ?? problem.message }]);
}

export interface CreateBookingInput {
  customerId: string;
  serviceId: string;
  staffId: string;
  dateTime: Date;
  notes?: string | null;
  source?: BookingSource;
}

interface BookingRefs {
  customer: { id: string; name: string; email: string | null; phone: string | null } | null;
  service: { id: string; name: string; duration: number; priceCents: number; isActive: boolean } | null;
}

const customerJson = (providerId: string, customerId: string) => sql<BookingRefs["customer"]>`
  (SELECT json_build_object('id', c.id, 'name', c.name, 'email', c.email, 'phone', c.phone)
     FROM customers c WHERE c.provider_id = ${providerId} AND c.id = ${customerId})`;
const serviceJson = (providerId: string, serviceId: string) => sql<BookingRefs["service"]>`
  (SELECT json_build_object('id', s.id, 'name', s.name, 'duration', s.duration_minutes,
                            'priceCents', s.price_cents, 'isActive', s.is_active)
     FROM services s WHERE s.provider_id = ${providerId} AND s.id = ${serviceId})`;

/**
 * Everything a new booking needs, in one round trip: the staff member (row-locked, see
 * lockStaffForBooking), whether they offer the service, the customer, the service, and the
 * provider's notification preferences (for the booking.created notification).
 */
async function loadForCreation(trx: Kysely<Database>, providerId: string, input: CreateBookingInput) {
  const result = await sql<StaffForBooking & BookingRefs & { provider_preferences: Record<string, unknown> | null }>`
    SELECT s.id, s.name, s.is_active, s.schedule,
           EXISTS (SELECT 1 FROM staff_services ss
                   WHERE ss.provider_id = s.provider_id AND ss.staff_id = s.id AND ss.service_id = ${input.serviceId}) AS offers_service,
           ${customerJson(providerId, input.customerId)} AS customer,
           ${serviceJson(providerId, input.serviceId)} AS service,
           (SELECT np.preferences FROM notification_preferences np
             WHERE np.provider_id = s.provider_id AND np.recipient = ${PROVIDER_RECIPIENT}) AS provider_preferences
    FROM staff s
    WHERE s.provider_id = ${providerId} AND s.id = ${input.staffId} AND s.deleted_at IS NULL
    FOR NO KEY UPDATE OF s`.execute(trx);
  const row = result.rows[0];
  if (row) return { staff: row, customer: row.customer, service: row.service, providerPreferences: row.provider_preferences };
  // No such staff member: still name a missing customer or service first, as the checks read.
  const refs = await sql<BookingRefs>`
    SELECT ${customerJson(providerId, input.customerId)} AS customer, ${serviceJson(providerId, input.serviceId)} AS service`.execute(trx);
  return { staff: null, providerPreferences: null, ...refs.rows[0]! };
}

export async function createBooking(db: Kysely<Database>, provider: Provider, input: CreateBookingInput, now: Date) {
  return guardOverlap(() =>
    db.transaction().execute(async (trx) => {
      const { staff, customer, service, providerPreferences } = await loadForCreation(trx, provider.id, input);
      if (!customer) throw notFound("Customer", input.customerId);
      if (!service) throw notFound("Service", input.serviceId);
      if (!staff) throw notFound("Staff member", input.staffId);
      if (!service.isActive) {
        throw badRequest(`Service ${service.id} is not active`, [{ path: "serviceId", message: "is not active" }]);
      }
      const start = input.dateTime.getTime();
      const end = start + service.duration * MINUTE_MS;
      assertBookable(staff, provider, start, end, now);

      // The event's data is known before the insert (the id is ours, the status the default),
      // so the booking, its event and the provider's notification are one statement.
      const id = newId("bk");
      const startsAt = new Date(start);
      const { writes } = await eventWrites(
        trx,
        "booking.created",
        {
          bookingId: id,
          providerId: provider.id,
          customerId: customer.id,
          serviceId: service.id,
          dateTime: startsAt.toISOString(),
          status: NEW_BOOKING_STATUS,
        },
        {
          bookingId: id,
          customerId: customer.id,
          customerName: customer.name,
          serviceId: service.id,
          serviceName: service.name,
          staffId: staff.id,
          staffName: staff.name,
          startsAt,
          timezone: provider.timezone,
          cancelReason: null,
          notifyCustomer: true,
          // The new booking's notification goes to the provider: its preferences came along.
          recipientPreferences: providerPreferences,
        },
      );
      const inserted = await sql<{ id: string; status: BookingStatus; starts_at: Date; ends_at: Date; created_at: Date }>`
        WITH booking AS (
          INSERT INTO bookings (provider_id, id, customer_id, service_id, staff_id, starts_at, ends_at, notes, source, status, payment_amount_cents)
          VALUES (${provider.id}, ${id}, ${customer.id}, ${service.id}, ${staff.id}, ${startsAt}, ${new Date(end)},
                  ${input.notes ?? null}, ${input.source ?? "website"}, ${NEW_BOOKING_STATUS}, ${service.priceCents})
          RETURNING id, status, starts_at, ends_at, created_at
        ), ${writes}
        SELECT booking.*, pg_notify(${OUTBOX_CHANNEL}, '') FROM booking`.execute(trx);
      const row = inserted.rows[0]!;
      return {
        ...row,
        customer,
        service: { id: service.id, name: service.name, duration: service.duration, priceCents: service.priceCents },
        staff: { id: staff.id, name: staff.name },
      };
    }),
  );
}

interface LockedBooking {
  id: string;
  status: BookingStatus;
  customer_id: string;
  service_id: string;
  staff_id: string;
  starts_at: Date;
  ends_at: Date;
  notes: string | null;
  payment_status: "unpaid" | "paid" | "refunded";
  payment_amount_cents: number;
  payment_method: PaymentMethod | null;
  paid_at: Date | null;
  cancelled_at: Date | null;
  updated_at: Date;
}

async function lockBooking(trx: Kysely<Database>, providerId: string, bookingId: string): Promise<LockedBooking> {
  const row = await trx
    .selectFrom("bookings")
    .select([
      "id",
      "status",
      "customer_id",
      "service_id",
      "staff_id",
      "starts_at",
      "ends_at",
      "notes",
      "payment_status",
      "payment_amount_cents",
      "payment_method",
      "paid_at",
      "cancelled_at",
      "updated_at",
    ])
    .where("provider_id", "=", providerId)
    .where("id", "=", bookingId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound("Booking", bookingId);
  return row;
}

function statusEventData(providerId: string, booking: LockedBooking, status: BookingStatus, startsAt: Date) {
  return {
    bookingId: booking.id,
    providerId,
    customerId: booking.customer_id,
    serviceId: booking.service_id,
    staffId: booking.staff_id,
    dateTime: startsAt.toISOString(),
    status,
  };
}

export interface UpdateBookingInput {
  status?: BookingStatus;
  dateTime?: Date;
  notes?: string | null;
}

/** PATCH: a status transition, a move, a note — any combination, all checks, one transaction. */
export async function updateBooking(
  db: Kysely<Database>,
  provider: Provider,
  bookingId: string,
  input: UpdateBookingInput,
  now: Date,
) {
  return guardOverlap(() =>
    db.transaction().execute(async (trx) => {
      const booking = await lockBooking(trx, provider.id, bookingId);
      const targetStatus = input.status ?? booking.status;
      const transition = checkTransition(booking.status, targetStatus);
      if (transition.kind === "forbidden") throw conflict(transition.message, [{ path: "status", message: transition.message }]);

      const changes: Record<string, unknown> = {};
      if (transition.kind === "allowed") {
        changes.status = targetStatus;
        if (targetStatus === "cancelled") {
          changes.cancelled_at = now;
          changes.notify_customer = true;
        }
      }
      let startsAt = booking.starts_at;
      if (input.dateTime && input.dateTime.getTime() !== booking.starts_at.getTime()) {
        if (!isActiveStatus(booking.status)) {
          throw conflict(`A ${booking.status} booking cannot be moved`, [
            { path: "dateTime", message: "only pending or confirmed bookings can be moved" },
          ]);
        }
        if (!isActiveStatus(targetStatus)) {
          throw badRequest("A booking cannot be moved and closed in one request", [
            { path: "dateTime", message: `cannot be changed together with status ${targetStatus}` },
          ]);
        }
        const staff = await lockStaffForBooking(trx, provider.id, booking.staff_id, booking.service_id);
        const start = input.dateTime.getTime();
        const end = start + (booking.ends_at.getTime() - booking.starts_at.getTime());
        assertBookable(staff, provider, start, end, now);
        startsAt = new Date(start);
        changes.starts_at = startsAt;
        changes.ends_at = new Date(end);
      }
      if (input.notes !== undefined && input.notes !== booking.notes) changes.notes = input.notes;

      if (Object.keys(changes).length === 0) {
        return { id: booking.id, status: booking.status, updated_at: booking.updated_at, changed: false };
      }
      const row = await trx
        .updateTable("bookings")
        .set({ ...changes, updated_at: sql`now()` })
        .where("provider_id", "=", provider.id)
        .where("id", "=", booking.id)
        .returning(["id", "status", "updated_at", "cancelled_at"])
        .executeTakeFirstOrThrow();
      const event = transition.kind === "allowed" ? eventForStatus(targetStatus) : null;
      if (event) {
        const data: Record<string, unknown> = statusEventData(provider.id, booking, targetStatus, startsAt);
        if (event === "booking.cancelled") Object.assign(data, { cancelledAt: row.cancelled_at?.toISOString(), reason: null, notifyCustomer: true });
        await recordEvent(trx, event, data as never);
      }
      return { id: row.id, status: row.status, updated_at: row.updated_at, changed: true };
    }),
  );
}

/** DELETE: cancels. Cancelling a cancelled booking is a no-op answering its original cancellation. */
export async function cancelBooking(
  db: Kysely<Database>,
  provider: Provider,
  bookingId: string,
  input: { reason?: string | null; notifyCustomer: boolean },
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const booking = await lockBooking(trx, provider.id, bookingId);
    const transition = checkTransition(booking.status, "cancelled");
    if (transition.kind === "forbidden") throw conflict(transition.message, [{ path: "status", message: transition.message }]);
    if (transition.kind === "noop") return { id: booking.id, status: booking.status, cancelled_at: booking.cancelled_at };
    const row = await trx
      .updateTable("bookings")
      .set({
        status: "cancelled",
        cancelled_at: now,
        cancel_reason: input.reason ?? null,
        notify_customer: input.notifyCustomer,
        updated_at: sql`now()`,
      })
      .where("provider_id", "=", provider.id)
      .where("id", "=", booking.id)
      .returning(["id", "status", "cancelled_at"])
      .executeTakeFirstOrThrow();
    await recordEvent(trx, "booking.cancelled", {
      ...statusEventData(provider.id, booking, "cancelled", booking.starts_at),
      cancelledAt: row.cancelled_at!.toISOString(),
      reason: input.reason ?? null,
      notifyCustomer: input.notifyCustomer,
    });
    return row;
  });
}

// ---------------------------------------------------------------------------------------------
// Payments

export async function recordPayment(
  db: Kysely<Database>,
  provider: Provider,
  bookingId: string,
  input: { method: PaymentMethod; amountCents?: number },
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const booking = await lockBooking(trx, provider.id, bookingId);
    if (booking.payment_status !== "unpaid") {
      throw conflict(`The booking is already ${booking.payment_status}`, [
        { path: "payment", message: `is already ${booking.payment_status}` },
      ]);
    }
    const row = await trx
      .updateTable("bookings")
      .set({
        payment_status: "paid",
        payment_method: input.method,
        payment_amount_cents: input.amountCents ?? booking.payment_amount_cents,
        paid_at: now,
        updated_at: sql`now()`,
      })
      .where("provider_id", "=", provider.id)
      .where("id", "=", booking.id)
      .returning(["payment_status", "payment_method", "payment_amount_cents", "paid_at", "refunded_at"])
      .executeTakeFirstOrThrow();
    await recordEvent(trx, "payment.received", {
      bookingId: booking.id,
      providerId: provider.id,
      customerId: booking.customer_id,
      status: "paid",
      amount: row.payment_amount_cents / 100,
      currency: provider.currency,
      method: input.method,
      paidAt: row.paid_at!.toISOString(),
    });
    return row;
  });
}

export async function refundPayment(
  db: Kysely<Database>,
  provider: Provider,
  bookingId: string,
  input: { reason?: string | null },
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const booking = await lockBooking(trx, provider.id, bookingId);
    if (booking.payment_status !== "paid") {
      throw conflict(
        booking.payment_status === "refunded" ? "The booking is already refunded" : "Only a paid booking can be refunded",
        [{ path: "payment", message: `is ${booking.payment_status}` }],
      );
    }
    const row = await trx
      .updateTable("bookings")
      .set({ payment_status: "refunded", refunded_at: now, updated_at: sql`now()` })
      .where("provider_id", "=", provider.id)
      .where("id", "=", booking.id)
      .returning(["payment_status", "payment_method", "payment_amount_cents", "paid_at", "refunded_at"])
      .executeTakeFirstOrThrow();
    await recordEvent(trx, "payment.refunded", {
      bookingId: booking.id,
      providerId: provider.id,
      customerId: booking.customer_id,
      status: "refunded",
      amount: row.payment_amount_cents / 100,
      currency: provider.currency,
      method: row.payment_method,
      refundedAt: row.refunded_at!.toISOString(),
      reason: input.reason ?? null,
    });
    return row;
  });
}

// ---------------------------------------------------------------------------------------------
// Staff availability and deletion

/** Pending and confirmed bookings of a staff member overlapping [from, to), in time order. */
export async function busyIntervals(db: Kysely<Database>, providerId: string, staffId: string, from: Date, to: Date) {
  // Epoch milliseconds straight from the database: parsing thousands of timestamp texts into
  // Dates costs more than the rest of an availability computation.
  const rows = await db
    .selectFrom("bookings")
    .select([
      "id",
      sql<number>`(extract(epoch from starts_at) * 1000)::float8`.as("start"),
      sql<number>`(extract(epoch from ends_at) * 1000)::float8`.as("end"),
    ])
    .where("provider_id", "=", providerId)
    .where("staff_id", "=", staffId)
    .where("status", "in", ["pending", "confirmed"])
    .where("starts_at", "<", to)
    .where("ends_at", ">", from)
    .orderBy("starts_at")
    .execute();
  return rows;
}

