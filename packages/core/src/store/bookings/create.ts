// Creating a booking: the hot path. Its references and the policies the time is checked against
// are read with the member's row lock in one round trip, and the booking, its event and the
// provider's notification are written in one statement, which also rereads the member's policy
// version: if a time off, override or closure committed while the create waited for the lock, the
// transaction is undone and the create runs again. A plain booking of a named member (a provider's
// or customer's key, a customer on file, no class, no resources) needs no transaction of its own:
// the same read without the lock, then the same insert, which takes the lock itself and goes
// ahead only if the member's row is still the one read (two round trips instead of four). The
// booking occupies its member from its start less the service's buffer before to its end plus the
// buffer after; the exclusion constraint decides overlaps. A service that needs resources takes their units for the same
// range (resource-units.ts), under the same kind of constraint.
import { sql, type Kysely, type Transaction } from "kysely";
import {
  isPgError,
  preparedShapes,
  PG_MEMBER_CHANGED,
  PG_MEMBER_TEACHES,
  type BookingSource,
  type BookingStatus,
  type BookingsTable,
  type Database,
  type Insertable,
  type Selectable,
  type SessionMode,
} from "@booking/db";
import { badRequest, notFound, presentOrThrow } from "../../errors";
import { newId } from "../../ids";
import { initialBookingStatus } from "../../domain/provider-notices";
import { MINUTE_MS } from "../../domain/local-time";
import { recordEvent, recordEventWithChange } from "../events";
import { PROVIDER_RECIPIENT } from "../notifications";
import { policyColumns, toPolicies, type PolicyColumns } from "../calendars";
import { issueManageLink } from "../manage-links";
import { runsInsideTransaction } from "../one-transaction";
import { nameForMessages } from "../../domain/visitor-text";
import { heldResources, type ChosenUnits, type HeldResource, type ResourceRequirement } from "../../domain/resource-units";
import { isClassService, SessionOverlap, takeSeats } from "./sessions";
import { takeUnits, unitsInsert } from "./resource-units";
import { freeMembersInAssignmentOrder, refusesOnlyThisMember } from "./assignment";
import { admitPublicBooking, assertUpcomingWithinLimit, logPublicBooking, noteHourlyLimitReached } from "./holds";
import {
  assertBookable,
  assertJoinable,
  BookingRuleViolation,
  gridFor,
  guardOverlap,
  limitsFor,
  SlotTaken,
  type Booker,
  type Provider,
  type StaffForBooking,
  type UnitClaims,
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
  /** Class services: the seats taken (default 1); other services take 1. */
  seats?: number;
  /** The IANA zone and the language the customer's page showed (their messages follow them). */
  customerTimezone?: string | null;
  locale?: string | null;
}

export interface VisitorDetails {
  name: string;
  email: string;
  phone?: string | null;
}

/** A booking attempt with its customer resolved, for one member or any. */
interface MemberBooking {
  serviceId: string;
  dateTime: Date;
  notes?: string | null;
  source?: BookingSource;
  booker?: Booker;
  customerId: string;
  customerTimezone: string | null;
  locale: string | null;
  /** What a visitor typed (public keys), kept on the booking apart from the customer record. */
  visitor: VisitorDetails | null;
  /** A public booking awaiting email verification: held until then. */
  hold: { expiresAt: Date; createdCustomer: boolean } | null;
  seats: number;
  /** How the units of resources the service needs are claimed (guardOverlap decides). */
  unitClaims: UnitClaims;
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
    requirements: ResourceRequirement[];
    capacity: number;
    maxSeatsPerBooking: number;
    sessions: SessionMode;
  } | null;
}

const customerJson = (providerId: string, customerId: string) => sql<BookingRefs["customer"]>`
  (SELECT json_build_object('id', c.id, 'name', c.name, 'email', c.email, 'phone', c.phone)
     FROM customers c WHERE c.provider_id = ${providerId} AND c.id = ${customerId})`;
const serviceJson = (providerId: string, serviceId: string) => sql<BookingRefs["service"]>`
  (SELECT json_build_object('id', s.id, 'name', s.name, 'duration', s.duration_minutes,
                            'priceCents', s.price_cents, 'isActive', s.is_active,
                            'bufferBefore', s.buffer_before_minutes, 'bufferAfter', s.buffer_after_minutes,
                            'requirements', s.requirements, 'capacity', s.capacity, 'sessions', s.sessions,
                            'maxSeatsPerBooking', s.max_seats_per_booking)
     FROM services s WHERE s.provider_id = ${providerId} AND s.id = ${serviceId})`;

/** The longest a service lasts: the window of policies read before the service's duration is known. */
const LONGEST_SERVICE_MS = 1440 * MINUTE_MS;

type CreationRow = StaffForBooking &
  BookingRefs &
  PolicyColumns & { provider_preferences: Record<string, unknown> | null; seen_policy_version: number; seen_row_version: string };

/**
 * How a booking of a member knows the member's row and policies still hold when it is written:
 * "row locked", read under the member's row lock inside the booking's transaction; or "unchanged
 * since read", read without a lock and written by one statement that takes the lock and goes ahead
 * only if the member's row is still the version read (lock_member_unchanged_since).
 */
type MemberGuard = "row locked" | "unchanged since read";

/** A create tried without a transaction found a class or a service needing resources: it needs one. */
class NeedsTransaction extends Error {}

/**
 * Services this process found needing a transaction (classes, resources): their creates skip the
 * try without one. Only a hint for choosing the path, never for correctness (each path checks the
 * service it reads); bounded, as services come and go.
 */
const servicesNeedingTransaction = new Set<string>();
const SERVICES_REMEMBERED = 10_000;

function rememberServiceNeeds(serviceId: string, transaction: boolean) {
  if (!transaction) {
    servicesNeedingTransaction.delete(serviceId);
    return;
  }
  if (servicesNeedingTransaction.size >= SERVICES_REMEMBERED) servicesNeedingTransaction.clear();
  servicesNeedingTransaction.add(serviceId);
}

/** The values of creationRead: the booking's references and the window its policies are read for. */
interface CreationReadParams extends Record<string, unknown> {
  providerId: string;
  staffId: string;
  serviceId: string;
  customerId: string;
  start: Date;
  windowEnd: Date;
}

/**
 * Everything a new booking needs, in one round trip: the staff member (row-locked for "row
 * locked", see lockStaffForBooking; with their row's version for "unchanged since read"), whether
 * they offer the service, the customer, the service, the provider's notification preferences
 * (for the booking.created notification), and the policies the time is checked against (zone,
 * notice, horizon, the member's time off and overrides, the closures). A statement that had to
 * wait for the lock reads the policies as they were before it waited; `seen_policy_version` (read
 * as of then too) lets the insert tell (see createBooking). Compiled once per guard: every create
 * runs it, and building it costs more than sending it.
 */
const creationRead = preparedShapes(
  (_db, guard: MemberGuard, q: CreationReadParams) => sql<CreationRow>`
    SELECT s.id, s.name, s.is_active, s.schedule, s.xmin::text AS seen_row_version,
           (SELECT s2.policy_version FROM staff s2 WHERE s2.provider_id = s.provider_id AND s2.id = s.id) AS seen_policy_version,
           EXISTS (SELECT 1 FROM staff_services ss
                   WHERE ss.provider_id = s.provider_id AND ss.staff_id = s.id AND ss.service_id = ${q.serviceId}) AS offers_service,
           ${customerJson(q.providerId, q.customerId)} AS customer,
           ${serviceJson(q.providerId, q.serviceId)} AS service,
           (SELECT np.preferences FROM notification_preferences np
             WHERE np.provider_id = s.provider_id AND np.recipient = ${PROVIDER_RECIPIENT}) AS provider_preferences,
           ${policyColumns(q.staffId, q.start, q.windowEnd)}
    FROM staff s JOIN providers p ON p.id = s.provider_id
    WHERE s.provider_id = ${q.providerId} AND s.id = ${q.staffId} AND s.deleted_at IS NULL
    ${guard === "row locked" ? sql`FOR NO KEY UPDATE OF s` : sql``}`,
  (guard) => guard,
);

async function loadForCreation(db: Kysely<Database>, providerId: string, input: MemberBooking, staffId: string, guard: MemberGuard) {
  const start = input.dateTime;
  const rows = await creationRead(db, guard, {
    providerId,
    staffId,
    serviceId: input.serviceId,
    customerId: input.customerId,
    start,
    windowEnd: new Date(start.getTime() + LONGEST_SERVICE_MS),
  });
  const row = rows[0];
  if (row) {
    return { staff: row, customer: row.customer, service: row.service, providerPreferences: row.provider_preferences, policies: row };
  }
  // No such staff member: still name a missing customer or service first, as the checks read.
  const refs = await sql<BookingRefs>`
    SELECT ${customerJson(providerId, input.customerId)} AS customer, ${serviceJson(providerId, input.serviceId)} AS service`.execute(db);
  return {
    staff: null,
    providerPreferences: null,
    policies: null,
    ...presentOrThrow(refs.rows[0], "a SELECT without FROM returns one row"),
  };
}

/**
 * A time off, override or closure committed while the booking waited for its member (or, for a
 * booking without a transaction, anything changed the member's row since the read): read again.
 */
class PoliciesChanged extends Error {}

/** Attempts of a create whose member's policies changed while it waited (each change needs a writer to commit). */
const CREATE_ATTEMPTS = 3;

export async function createBooking(db: Kysely<Database>, provider: Provider, input: CreateBookingInput, now: Date) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await createOnce(db, provider, input, now);
    } catch (error) {
      if (!(error instanceof PoliciesChanged) || attempt >= CREATE_ATTEMPTS) {
        await noteHourlyLimitReached(db, provider.id, error, now);
        throw error;
      }
    }
  }
}

/**
 * A plain booking of a named member by a provider's or customer's key for a customer on file: two
 * round trips on one connection, no transaction (see MemberGuard). Anything else, or a service
 * found to be a class or to need resources, takes the transaction below.
 */
function mayBookWithoutTransaction(input: CreateBookingInput): input is CreateBookingInput & { customer: { id: string }; staffId: string } {
  return (
    input.staffId !== undefined &&
    "id" in input.customer &&
    input.booker !== "public" &&
    input.manageLinkBase === undefined &&
    !servicesNeedingTransaction.has(input.serviceId)
  );
}

async function createOnce(db: Kysely<Database>, provider: Provider, input: CreateBookingInput, now: Date) {
  if (mayBookWithoutTransaction(input)) {
    try {
      const book = async (connection: Kysely<Database>) => {
        const member = memberBooking(input, input.customer.id, null, null, "pool locked"); // no units: the claims do not apply
        const booking = await bookMember(connection, provider, member, input.staffId, now, "unchanged since read");
        return bookingAnswer(booking, null, null);
      };
      // Inside a request's transaction (an Idempotency-Key), a savepoint keeps a refused statement
      // from aborting the request's transaction; the lock then lasts until the request commits.
      return await guardOverlap(
        () => (runsInsideTransaction(db) ? db.transaction().execute(book) : db.connection().execute(book)),
        db,
        provider.id,
        now,
      );
    } catch (error) {
      if (!(error instanceof NeedsTransaction)) throw error;
      rememberServiceNeeds(input.serviceId, true);
    }
  }
  return guardOverlap(
    (unitClaims) =>
      db.transaction().execute(async (trx) => {
        const visitor = "id" in input.customer ? null : input.customer;
        // A public key's booking: the provider's hourly limit, then the email's, under their locks.
        const admission = input.booker === "public" ? await admitPublicBooking(trx, provider.id, now) : null;
        const holding = admission?.verification === "email";
        const customer = visitor
          ? await findOrCreateCustomer(trx, provider.id, visitor, { announce: !holding })
          : { id: (input.customer as { id: string }).id, created: false };
        if (admission) await assertUpcomingWithinLimit(trx, provider.id, customer.id, admission.maxUpcomingPerEmail, input.seats ?? 1, now);
        const hold = holding
          ? { expiresAt: new Date(now.getTime() + admission.holdMinutes * MINUTE_MS), createdCustomer: customer.created }
          : null;
        const member = memberBooking(input, customer.id, input.booker === "public" ? visitor : null, hold, unitClaims);
        const booking =
          input.staffId !== undefined
            ? await bookMember(trx, provider, member, input.staffId, now, "row locked")
            : await bookAnyMember(trx, provider, member, now);
        if (admission) await logPublicBooking(trx, provider.id, booking.id, now);
        const manage = input.manageLinkBase ? await issueManageLink(trx, input.manageLinkBase, provider.id, booking.id) : null;
        return bookingAnswer(booking, visitor, manage);
      }),
    db,
    provider.id,
    now,
  );
}

function memberBooking(
  input: CreateBookingInput,
  customerId: string,
  visitor: VisitorDetails | null,
  hold: MemberBooking["hold"],
  unitClaims: UnitClaims,
): MemberBooking {
  return {
    serviceId: input.serviceId,
    dateTime: input.dateTime,
    notes: input.notes,
    source: input.source,
    booker: input.booker,
    customerId,
    visitor,
    hold,
    seats: input.seats ?? 1,
    customerTimezone: input.customerTimezone ?? null,
    locale: input.locale ?? null,
    unitClaims,
  };
}

/**
 * What createBooking answers: a visitor sees back what they typed, never what the provider has on
 * file for that email (not even the customer's id).
 */
function bookingAnswer(booking: BookedMember, visitor: VisitorDetails | null, manage: Awaited<ReturnType<typeof issueManageLink>> | null) {
  const shownCustomer = visitor ? { name: visitor.name, email: visitor.email, phone: visitor.phone ?? null } : booking.customer;
  return {
    id: booking.id,
    status: booking.status,
    starts_at: booking.starts_at,
    created_at: booking.created_at,
    hold_expires_at: booking.hold_expires_at,
    customer: shownCustomer,
    service: booking.service,
    staff: booking.staff,
    resources: booking.resources,
    session_id: booking.session_id,
    seats: booking.seats,
    manage,
  };
}

/**
 * The provider's assignment rule (assignment.ts), inside the transaction that takes the slot: each
 * free member in the rule's order is tried in turn under a savepoint. Two visitors racing for the
 * last free member: one gets them, the other finds no one and gets 409.
 */
async function bookAnyMember(trx: Transaction<Database>, provider: Provider, input: MemberBooking, now: Date) {
  const rows = await freeMembersInAssignmentOrder(trx, provider.id, input.serviceId, input.dateTime, now);
  let lastRefusal: unknown = null;
  let offGridForAll = rows.length > 0;
  for (const staffId of rows) {
    await sql`SAVEPOINT assign_member`.execute(trx);
    try {
      return await bookMember(trx, provider, input, staffId, now, "row locked");
    } catch (error) {
      if (!refusesOnlyThisMember(error)) throw error;
      lastRefusal = error;
      offGridForAll &&= error instanceof BookingRuleViolation && (error.rule === "off_grid" || error.rule === "no_session");
      await sql`ROLLBACK TO SAVEPOINT assign_member`.execute(trx);
    }
  }
  // Say why when the time breaks a rule of the whole provider (every member is refused for it),
  // or is on no free member's grid (or, for published sessions, no member's session): a time
  // availability never offered.
  if (lastRefusal === null) await assertServiceBookable(trx, provider.id, input.serviceId);
  if (offGridForAll) throw lastRefusal;
  throw new SlotTaken("No staff member who offers this service is free at that time", "no staff member is free at this time");
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
 * else a new one (announced with customer.created, unless the booking is held: then on its
 * verification). An existing record is never changed by a visitor, and the answer never says
 * whether it existed.
 */
async function findOrCreateCustomer(
  trx: Transaction<Database>,
  providerId: string,
  visitor: VisitorDetails,
  options: { announce: boolean },
): Promise<{ id: string; created: boolean }> {
  const created = await sql<{ id: string }>`
    INSERT INTO customers (provider_id, id, name, email, phone)
    VALUES (${providerId}, ${newId("cus")}, ${visitor.name}, ${visitor.email}, ${visitor.phone ?? null})
    ON CONFLICT (provider_id, lower(email)) WHERE email IS NOT NULL DO NOTHING
    RETURNING id`.execute(trx);
  const id = created.rows[0]?.id;
  if (id) {
    if (options.announce) await recordEvent(trx, "customer.created", { customerId: id, providerId });
    return { id, created: true };
  }
  // A new statement: it sees a row a concurrent visitor's transaction committed meanwhile.
  const existing = await sql<{ id: string }>`
    SELECT id FROM customers WHERE provider_id = ${providerId} AND lower(email) = lower(${visitor.email})`.execute(trx);
  // Missing only if that customer was deleted (a lapsed hold's) or given another email in between.
  const found = presentOrThrow(existing.rows[0], "the customer whose email the insert conflicted with still has it");
  return { id: found.id, created: false };
}

/**
 * Columns of bookings an insert must name: all but those with a default (Generated) — a nullable
 * column too, so that a new one is either written by the create or named as left NULL.
 */
type ColumnsToName = {
  [K in keyof BookingsTable]-?: undefined extends Insertable<BookingsTable>[K]
    ? null extends Selectable<BookingsTable>[K]
      ? K
      : never
    : K;
}[keyof BookingsTable];
/** What a new booking leaves NULL until it is paid, refunded, cancelled or its hold's code is sent. */
type LeftNull = "payment_method" | "paid_at" | "refunded_at" | "cancelled_at" | "cancel_reason" | "verification_hash";

/** Compiles only when `columns` and LeftNull together name every column of ColumnsToName. */
function namingEveryColumn<const C extends readonly (keyof BookingsTable)[]>(
  columns: C &
    ([Exclude<ColumnsToName, C[number] | LeftNull>] extends [never] ? unknown : { missing: Exclude<ColumnsToName, C[number] | LeftNull> }),
): C {
  return columns;
}

/**
 * The columns the create writes, in statement order. Adding a column to bookings fails to compile
 * here until it is listed (or named in LeftNull); listing one fails until `values` gives it.
 */
const BOOKING_INSERT_COLUMNS = namingEveryColumn([
  "provider_id",
  "id",
  "customer_id",
  "service_id",
  "staff_id",
  "starts_at",
  "ends_at",
  "occupied_from",
  "occupied_until",
  "notes",
  "source",
  "status",
  "payment_amount_cents",
  "booked_by",
  "hold_expires_at",
  "hold_created_customer",
  "visitor_name",
  "visitor_phone",
  "resources",
  "session_id",
  "seats",
  "customer_timezone",
  "locale",
]);
type BookingInsert = Required<Pick<Insertable<BookingsTable>, (typeof BOOKING_INSERT_COLUMNS)[number]>>;
const BOOKING_INSERT_COLUMN_LIST = sql.raw(BOOKING_INSERT_COLUMNS.join(", "));

type BookedMember = Awaited<ReturnType<typeof bookMember>>;

/**
 * Books member `staffId`: "row locked" inside the caller's transaction (the member's row locked
 * for the rest of it), or "unchanged since read" on a connection outside one (see MemberGuard).
 */
async function bookMember(db: Kysely<Database>, provider: Provider, input: MemberBooking, staffId: string, now: Date, guard: MemberGuard) {
  const { staff, customer, service, providerPreferences, policies } = await loadForCreation(db, provider.id, input, staffId, guard);
  if (!customer) throw notFound("Customer", input.customerId);
  if (!service) throw notFound("Service", input.serviceId);
  if (!staff) throw notFound("Staff member", staffId);
  if (!service.isActive) {
    throw badRequest(`Service ${service.id} is not active`, [{ path: "serviceId", message: "is not active" }]);
  }
  const start = input.dateTime.getTime();
  const { timezone, limits, closures, member } = toPolicies(policies);
  const booker = input.booker ?? "provider";
  const rulesStaff = Object.assign({}, staff, member);
  const context = {
    zone: timezone,
    closures,
    now: now.getTime(),
    limits: limitsFor(booker, limits),
    gridMinutes: gridFor(booker, provider.slotMinutes),
  };
  const { seats } = input;
  let place: {
    from: Date;
    until: Date;
    startsAt: Date;
    endsAt: Date;
    sessionId: string | null;
    resources: HeldResource[];
  };
  let units: ChosenUnits[] = [];
  const needsTransaction = isClassService(service) || service.requirements.length > 0;
  if (guard === "row locked") rememberServiceNeeds(service.id, needsTransaction);
  else if (needsTransaction) throw new NeedsTransaction();
  const trx = db as Transaction<Database>; // "row locked" from here on when the service needs seats or units
  if (isClassService(service)) {
    if (seats > service.capacity) {
      throw badRequest(`The service has ${service.capacity} seats per session`, [
        { path: "seats", message: `must be at most ${service.capacity} (the service's capacity)` },
      ]);
    }
    // One anonymous request must not take a whole class: the salon alone books larger groups.
    if (booker !== "provider" && seats > service.maxSeatsPerBooking) {
      throw badRequest(`One booking takes at most ${service.maxSeatsPerBooking} seats of this class; for more, contact the provider`, [
        { path: "seats", message: `must be at most ${service.maxSeatsPerBooking} (the service's maxSeatsPerBooking)` },
      ]);
    }
    // A seat in the session of this service, member and start, or a session opened there.
    const session = await takeSeats(trx, provider.id, service, staff.id, input.dateTime, seats, {
      join: () => assertJoinable(staff, context, start),
      open: () => {
        assertBookable(rulesStaff, context, start, start + service.duration * MINUTE_MS);
      },
      now,
    });
    place = {
      from: session.occupied_from,
      until: session.occupied_until,
      startsAt: session.starts_at,
      endsAt: session.ends_at,
      sessionId: session.id,
      resources: session.resources,
    };
  } else {
    if (seats !== 1)
      throw badRequest("Only class services take seats", [{ path: "seats", message: "must be 1: the service has one seat per booking" }]);
    const end = start + service.duration * MINUTE_MS;
    assertBookable(rulesStaff, context, start, end);
    const from = new Date(start - service.bufferBefore * MINUTE_MS);
    const until = new Date(end + service.bufferAfter * MINUTE_MS);
    units = await takeUnits(trx, provider.id, service.requirements, from, until, input.unitClaims);
    place = {
      from,
      until,
      startsAt: new Date(start),
      endsAt: new Date(end),
      sessionId: null,
      resources: heldResources(units),
    };
  }
  // The event's data is known before the insert (the id is ours, the status decided here),
  // so the booking, its event and the provider's notification are one statement. A hold records
  // only the internal event that has its verification emailed: booking.created waits for it.
  const id = newId("bk");
  const { startsAt, from: occupiedFrom, until: occupiedUntil, resources } = place;
  const { hold, visitor } = input;
  // Customers' and visitors' bookings start confirmed when the provider confirms automatically.
  const status = initialBookingStatus(booker, provider.confirmation);
  const values: BookingInsert = {
    provider_id: provider.id,
    id,
    customer_id: customer.id,
    service_id: service.id,
    staff_id: staff.id,
    starts_at: startsAt,
    ends_at: place.endsAt,
    occupied_from: occupiedFrom,
    occupied_until: occupiedUntil,
    notes: input.notes ?? null,
    source: input.source ?? "website",
    status: hold ? "held" : status,
    payment_amount_cents: service.priceCents * seats,
    booked_by: booker,
    hold_expires_at: hold?.expiresAt ?? null,
    hold_created_customer: hold?.createdCustomer ?? false,
    visitor_name: visitor?.name ?? null,
    visitor_phone: visitor?.phone ?? null,
    resources: JSON.stringify(resources),
    session_id: place.sessionId,
    seats,
    customer_timezone: input.customerTimezone,
    locale: input.locale,
  };
  const valueList = sql.join(BOOKING_INSERT_COLUMNS.map((column) => values[column]));
  const insert = sql<{
    id: string;
    status: BookingStatus;
    starts_at: Date;
    ends_at: Date;
    created_at: Date;
    hold_expires_at: Date | null;
    policy_version?: number;
    session_clash?: string | null;
  }>`
          INSERT INTO bookings (${BOOKING_INSERT_COLUMN_LIST})
          ${
            guard === "row locked"
              ? sql`VALUES (${valueList})`
              : // The member's lock first, then the row (the lock keeps overlapping inserts from
                // deadlocking in the exclusion check); the function refuses with an error when the
                // member changed since the read or teaches a class over the range.
                sql`SELECT ${valueList}
                     WHERE lock_member_unchanged_since(${provider.id}, ${staff.id}, ${staff.seen_row_version},
                                                       ${occupiedFrom}::timestamptz, ${occupiedUntil}::timestamptz)`
          }
          RETURNING id, status, starts_at, ends_at, created_at, hold_expires_at${
            guard === "row locked"
              ? sql`,
                    (SELECT policy_version FROM staff WHERE provider_id = ${provider.id} AND id = ${staff.id}) AS policy_version,
                    -- A class the member teaches over the range (read now, after the member's lock:
                    -- every writer of the member's sessions holds it).
                    (SELECT se.id FROM sessions se
                      WHERE se.provider_id = ${provider.id} AND se.staff_id = ${staff.id} AND se.status = 'open'
                        AND se.id IS DISTINCT FROM ${place.sessionId}
                        AND tstzrange(se.occupied_from, se.occupied_until) && tstzrange(${occupiedFrom}::timestamptz, ${occupiedUntil}::timestamptz)
                      LIMIT 1) AS session_clash`
              : sql``
          }`;
  // The units the booking holds go in with it, in the same statement (one round trip fewer while
  // the resources' row locks are held: the bookings of one pool of rooms take turns there).
  const heldUnits = unitsInsert(provider.id, { bookingId: id }, units, occupiedFrom, occupiedUntil);
  const written = hold
    ? recordEventWithChange(
        db,
        insert,
        "booking.held",
        {
          bookingId: id,
          providerId: provider.id,
          customerId: customer.id,
          holdExpiresAt: hold.expiresAt.toISOString(),
        },
        undefined,
        heldUnits,
      )
    : recordEventWithChange(
        db,
        insert,
        "booking.created",
        {
          bookingId: id,
          providerId: provider.id,
          customerId: customer.id,
          serviceId: service.id,
          staffId: staff.id,
          dateTime: startsAt.toISOString(),
          status,
          resources,
          sessionId: place.sessionId,
          seats,
        },
        {
          bookingId: id,
          customerId: customer.id,
          customerName: visitor ? nameForMessages(visitor.name) : customer.name,
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
        heldUnits,
      );
  const { rows } = await written.catch((error: unknown) => {
    // lock_member_unchanged_since refused ("unchanged since read"): nothing was written.
    if (isPgError(error, PG_MEMBER_CHANGED)) throw new PoliciesChanged();
    if (isPgError(error, PG_MEMBER_TEACHES)) throw new SessionOverlap(error.detail ?? "unknown");
    throw error;
  });
  const {
    policy_version: policyVersion,
    session_clash: sessionClash,
    ...row
  } = presentOrThrow(rows[0], "INSERT … RETURNING returns the new booking");
  if (guard === "row locked") {
    // The member's policies changed between what the first statement read and now: a writer
    // committed while this create waited for the member's lock. Undo, and read them again.
    if (Number(policyVersion) !== Number(staff.seen_policy_version)) throw new PoliciesChanged();
    if (sessionClash) throw new SessionOverlap(sessionClash);
  }
  return Object.assign(row, {
    resources,
    session_id: place.sessionId,
    seats,
    customer,
    service: { id: service.id, name: service.name, duration: service.duration, priceCents: service.priceCents },
    staff: { id: staff.id, name: staff.name },
  });
}
