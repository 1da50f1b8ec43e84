// Creating a booking: the hot path. Its references and the policies the time is checked against
// are read with the member's row lock in one round trip, and the booking, its event and the
// provider's notification are written in one statement, which also rereads the member's policy
// version: if a time off, override or closure committed while the create waited for the lock, the
// transaction is undone and the create runs again. The booking occupies its member from its
// start less the service's buffer before to its end plus the buffer after; the exclusion
// constraint decides overlaps.
import { sql, type Kysely, type Transaction } from "kysely";
import { executeNamed, isPgError, PG_EXCLUSION_VIOLATION, type BookingSource, type BookingStatus, type Database } from "@booking/db";
import { badRequest, conflict, notFound } from "../../errors";
import { newId } from "../../ids";
import { NEW_BOOKING_STATUS, type BookingRule } from "../../domain/booking-rules";
import { MINUTE_MS } from "../../domain/local-time";
import { recordEvent, recordEventWithChange } from "../events";
import { PROVIDER_RECIPIENT } from "../notifications";
import { policyColumns, toPolicies, type PolicyColumns } from "../calendars";
import { issueManageLink } from "../manage-links";
import {
  assertBookable,
  BookingRuleViolation,
  guardOverlap,
  limitsFor,
  type Booker,
  type Provider,
  type StaffForBooking,
} from "./write-guards";

export interface CreateBookingInput {
  /** An existing customer, or a visitor's details (found by email within the provider, else created). */
  customer: { id: string } | VisitorDetails;
  serviceId: string;
  /** Omitted: the provider's assignment rule picks a free member who offers the service. */
  staffId?: string;
  dateTime: Date;
  notes?: string | null;
  source?: BookingSource;
  /** Who books: customers are bound by the minimum notice and the horizon, provider keys are not. */
  booker?: Booker;
  /** Hand out a manage link to the new booking (bookings made by customers and visitors). */
  manageLinkBase?: string;
}

export interface VisitorDetails {
  name: string;
  email: string;
  phone?: string | null;
}

/** One member's booking attempt: everything resolved. */
interface MemberBooking extends Omit<CreateBookingInput, "customer" | "staffId"> {
  customerId: string;
  staffId: string;
}

interface BookingRefs {
  customer: { id: string; name: string; email: string | null; phone: string | null } | null;
  service: {
    id: string;
    name: string;
    duration: number;
    priceCents: number;
    isActive: boolean;
    bufferBefore: number;
    bufferAfter: number;
  } | null;
}

const customerJson = (providerId: string, customerId: string) => sql<BookingRefs["customer"]>`
  (SELECT json_build_object('id', c.id, 'name', c.name, 'email', c.email, 'phone', c.phone)
     FROM customers c WHERE c.provider_id = ${providerId} AND c.id = ${customerId})`;
const serviceJson = (providerId: string, serviceId: string) => sql<BookingRefs["service"]>`
  (SELECT json_build_object('id', s.id, 'name', s.name, 'duration', s.duration_minutes,
                            'priceCents', s.price_cents, 'isActive', s.is_active,
                            'bufferBefore', s.buffer_before_minutes, 'bufferAfter', s.buffer_after_minutes)
     FROM services s WHERE s.provider_id = ${providerId} AND s.id = ${serviceId})`;

/** The longest a service lasts: the window of policies read before the service's duration is known. */
const LONGEST_SERVICE_MS = 1440 * MINUTE_MS;

type CreationRow = StaffForBooking &
  BookingRefs &
  PolicyColumns & { provider_preferences: Record<string, unknown> | null; seen_policy_version: number };

/**
 * Everything a new booking needs, in one round trip: the staff member (row-locked, see
 * lockStaffForBooking), whether they offer the service, the customer, the service, the
 * provider's notification preferences (for the booking.created notification), and the policies
 * the time is checked against (zone, notice, horizon, the member's time off and overrides, the
 * closures). A statement that had to wait for the lock reads the policies as they were before
 * it waited; `seen_policy_version` (read as of then too) lets the insert tell (see createBooking).
 */
async function loadForCreation(trx: Transaction<Database>, providerId: string, input: MemberBooking) {
  const start = input.dateTime;
  const result = await executeNamed(
    trx,
    sql<CreationRow>`
    SELECT s.id, s.name, s.is_active, s.schedule,
           (SELECT s2.policy_version FROM staff s2 WHERE s2.provider_id = s.provider_id AND s2.id = s.id) AS seen_policy_version,
           EXISTS (SELECT 1 FROM staff_services ss
                   WHERE ss.provider_id = s.provider_id AND ss.staff_id = s.id AND ss.service_id = ${input.serviceId}) AS offers_service,
           ${customerJson(providerId, input.customerId)} AS customer,
           ${serviceJson(providerId, input.serviceId)} AS service,
           (SELECT np.preferences FROM notification_preferences np
             WHERE np.provider_id = s.provider_id AND np.recipient = ${PROVIDER_RECIPIENT}) AS provider_preferences,
           ${policyColumns(input.staffId, start, new Date(start.getTime() + LONGEST_SERVICE_MS))}
    FROM staff s JOIN providers p ON p.id = s.provider_id
    WHERE s.provider_id = ${providerId} AND s.id = ${input.staffId} AND s.deleted_at IS NULL
    FOR NO KEY UPDATE OF s`,
  );
  const row = result.rows[0];
  if (row) {
    return { staff: row, customer: row.customer, service: row.service, providerPreferences: row.provider_preferences, policies: row };
  }
  // No such staff member: still name a missing customer or service first, as the checks read.
  const refs = await sql<BookingRefs>`
    SELECT ${customerJson(providerId, input.customerId)} AS customer, ${serviceJson(providerId, input.serviceId)} AS service`.execute(trx);
  return { staff: null, providerPreferences: null, policies: null, ...refs.rows[0]! };
}

/** A time off, override or closure committed while the booking waited for its member: read again. */
class PoliciesChanged extends Error {}

/** Attempts of a create whose member's policies changed while it waited (each change needs a writer to commit). */
const CREATE_ATTEMPTS = 3;

export async function createBooking(db: Kysely<Database>, provider: Provider, input: CreateBookingInput, now: Date) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await createOnce(db, provider, input, now);
    } catch (error) {
      if (!(error instanceof PoliciesChanged) || attempt >= CREATE_ATTEMPTS) throw error;
    }
  }
}

async function createOnce(db: Kysely<Database>, provider: Provider, input: CreateBookingInput, now: Date) {
  return guardOverlap(() =>
    db.transaction().execute(async (trx) => {
      const customerId = "id" in input.customer ? input.customer.id : await findOrCreateCustomer(trx, provider.id, input.customer);
      const booking =
        input.staffId !== undefined
          ? await bookMember(trx, provider, { ...input, customerId, staffId: input.staffId }, now)
          : await bookAnyMember(trx, provider, { ...input, customerId }, now);
      const manage = input.manageLinkBase ? await issueManageLink(trx, input.manageLinkBase, provider.id, booking.id) : null;
      // A visitor sees back what they typed, never what the provider has on file for that email.
      const customer =
        "id" in input.customer
          ? booking.customer
          : { id: customerId, name: input.customer.name, email: input.customer.email, phone: input.customer.phone ?? null };
      return { ...booking, customer, manage };
    }),
  );
}

/**
 * The provider's assignment rule, inside the transaction that takes the slot: the members who
 * offer the service and whose calendars are free over the range the booking occupies, in the
 * rule's order (least_busy: fewest pending or confirmed bookings that local day; round_robin: the
 * longest since they were last given a booking); each is tried in turn under a savepoint, and the
 * first whose hours, breaks and time off allow it (and whose range the exclusion constraint lets
 * through) gets the booking. Two visitors racing for the last free member: one gets them, the
 * other finds no one and gets 409.
 */
async function bookAnyMember(trx: Transaction<Database>, provider: Provider, input: Omit<MemberBooking, "staffId">, now: Date) {
  const start = input.dateTime;
  const { rows } = await sql<{ id: string }>`
    WITH svc AS (
      SELECT sv.id, sv.duration_minutes, sv.buffer_before_minutes, sv.buffer_after_minutes
        FROM services sv WHERE sv.provider_id = ${provider.id} AND sv.id = ${input.serviceId} AND sv.is_active
    ), occupied AS (
      SELECT tstzrange(${start}::timestamptz - make_interval(mins => svc.buffer_before_minutes),
                       ${start}::timestamptz + make_interval(mins => svc.duration_minutes + svc.buffer_after_minutes)) AS range
        FROM svc
    )
    SELECT s.id
      FROM staff s
      JOIN providers p ON p.id = s.provider_id
      JOIN staff_services ss ON ss.provider_id = s.provider_id AND ss.staff_id = s.id
      JOIN svc ON svc.id = ss.service_id
      CROSS JOIN occupied
     WHERE s.provider_id = ${provider.id} AND s.deleted_at IS NULL AND s.is_active
       AND NOT EXISTS (SELECT 1 FROM bookings b
                        WHERE b.provider_id = s.provider_id AND b.staff_id = s.id AND b.status IN ('pending', 'confirmed')
                          AND tstzrange(b.occupied_from, b.occupied_until) && occupied.range)
     ORDER BY CASE WHEN p.assignment = 'least_busy' THEN
                (SELECT count(*) FROM bookings b
                  WHERE b.provider_id = s.provider_id AND b.staff_id = s.id AND b.status IN ('pending', 'confirmed')
                    AND (b.starts_at AT TIME ZONE p.timezone)::date = (${start}::timestamptz AT TIME ZONE p.timezone)::date)
              END,
              CASE WHEN p.assignment = 'round_robin' THEN
                (SELECT max(b.created_at) FROM bookings b WHERE b.provider_id = s.provider_id AND b.staff_id = s.id)
              END ASC NULLS FIRST,
              s.id`.execute(trx);
  let lastRefusal: unknown = null;
  for (const { id: staffId } of rows) {
    await sql`SAVEPOINT assign_member`.execute(trx);
    try {
      return await bookMember(trx, provider, { ...input, staffId }, now);
    } catch (error) {
      if (!refusesOnlyThisMember(error)) throw error;
      lastRefusal = error;
      await sql`ROLLBACK TO SAVEPOINT assign_member`.execute(trx);
    }
  }
  // Say why when the time breaks a rule of the whole provider (every member is refused for it).
  if (lastRefusal === null) await assertServiceBookable(trx, provider.id, input.serviceId);
  throw conflict("No staff member who offers this service is free at that time", [
    { path: "dateTime", message: "no staff member is free at this time" },
  ]);
}

/** Rules that refuse one member and may let another through (the others hold for the whole provider). */
const MEMBER_RULES: ReadonlySet<BookingRule> = new Set(["time_off", "day_off", "outside_hours", "in_break"]);

function refusesOnlyThisMember(error: unknown): boolean {
  return (error instanceof BookingRuleViolation && MEMBER_RULES.has(error.rule)) || isPgError(error, PG_EXCLUSION_VIOLATION);
}

/** 404 for an unknown service, 400 for an inactive one: what a booking without candidates reports first. */
async function assertServiceBookable(trx: Transaction<Database>, providerId: string, serviceId: string) {
  const service = await trx
    .selectFrom("services")
    .select(["id", "is_active"])
    .where("provider_id", "=", providerId)
    .where("id", "=", serviceId)
    .executeTakeFirst();
  if (!service) throw notFound("Service", serviceId);
  if (!service.is_active) throw badRequest(`Service ${service.id} is not active`, [{ path: "serviceId", message: "is not active" }]);
}

/**
 * A visitor's customer record: the provider's customer with that email (compared without case),
 * else a new one (and its customer.created event). An existing record is never changed by a
 * visitor, and the answer never says whether it existed.
 */
async function findOrCreateCustomer(trx: Transaction<Database>, providerId: string, visitor: VisitorDetails): Promise<string> {
  const created = await sql<{ id: string }>`
    INSERT INTO customers (provider_id, id, name, email, phone)
    VALUES (${providerId}, ${newId("cus")}, ${visitor.name}, ${visitor.email}, ${visitor.phone ?? null})
    ON CONFLICT (provider_id, lower(email)) WHERE email IS NOT NULL DO NOTHING
    RETURNING id`.execute(trx);
  const id = created.rows[0]?.id;
  if (id) {
    await recordEvent(trx, "customer.created", { customerId: id, providerId });
    return id;
  }
  // A new statement: it sees a row a concurrent visitor's transaction committed meanwhile.
  const existing = await sql<{ id: string }>`
    SELECT id FROM customers WHERE provider_id = ${providerId} AND lower(email) = lower(${visitor.email})`.execute(trx);
  return existing.rows[0]!.id;
}

/** Books member `input.staffId` (row-locked for the rest of the transaction). */
async function bookMember(trx: Transaction<Database>, provider: Provider, input: MemberBooking, now: Date) {
  const { staff, customer, service, providerPreferences, policies } = await loadForCreation(trx, provider.id, input);
  if (!customer) throw notFound("Customer", input.customerId);
  if (!service) throw notFound("Service", input.serviceId);
  if (!staff || !policies) throw notFound("Staff member", input.staffId);
  if (!service.isActive) {
    throw badRequest(`Service ${service.id} is not active`, [{ path: "serviceId", message: "is not active" }]);
  }
  const start = input.dateTime.getTime();
  const end = start + service.duration * MINUTE_MS;
  const { timezone, limits, closures, member } = toPolicies(policies);
  assertBookable(
    { ...staff, ...member },
    { zone: timezone, closures, now: now.getTime(), limits: limitsFor(input.booker ?? "provider", limits) },
    start,
    end,
  );
  // The event's data is known before the insert (the id is ours, the status the default),
  // so the booking, its event and the provider's notification are one statement.
  const id = newId("bk");
  const startsAt = new Date(start);
  const { rows } = await recordEventWithChange(
    trx,
    sql<{ id: string; status: BookingStatus; starts_at: Date; ends_at: Date; created_at: Date; policy_version: number }>`
          INSERT INTO bookings (provider_id, id, customer_id, service_id, staff_id, starts_at, ends_at, occupied_from, occupied_until,
                                notes, source, status, payment_amount_cents, booked_by)
          VALUES (${provider.id}, ${id}, ${customer.id}, ${service.id}, ${staff.id}, ${startsAt}, ${new Date(end)},
                  ${new Date(start - service.bufferBefore * MINUTE_MS)}, ${new Date(end + service.bufferAfter * MINUTE_MS)},
                  ${input.notes ?? null}, ${input.source ?? "website"}, ${NEW_BOOKING_STATUS}, ${service.priceCents},
                  ${input.booker ?? "provider"})
          RETURNING id, status, starts_at, ends_at, created_at,
                    (SELECT policy_version FROM staff WHERE provider_id = ${provider.id} AND id = ${staff.id}) AS policy_version`,
    "booking.created",
    {
      bookingId: id,
      providerId: provider.id,
      customerId: customer.id,
      serviceId: service.id,
      staffId: staff.id,
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
      timezone,
      cancelReason: null,
      notifyCustomer: true,
      // The new booking's notification goes to the provider: its preferences came along.
      recipientPreferences: providerPreferences,
    },
  );
  const { policy_version: policyVersion, ...row } = rows[0]!;
  // The member's policies changed between what the first statement read and now: a writer
  // committed while this create waited for the member's lock. Undo, and read them again.
  if (Number(policyVersion) !== Number(staff.seen_policy_version)) throw new PoliciesChanged();
  return {
    ...row,
    customer,
    service: { id: service.id, name: service.name, duration: service.duration, priceCents: service.priceCents },
    staff: { id: staff.id, name: staff.name },
  };
}
