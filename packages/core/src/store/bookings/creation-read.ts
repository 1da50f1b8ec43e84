// The first step of creating a booking: everything it needs, read in one round trip (the member,
// whether they offer the service, the customer, the service, the provider's notification
// preferences, and the policies the time is checked against).
import { sql, type Kysely, type RawBuilder } from "kysely";
import { preparedShapes, type Database, type ServicePaymentPolicy, type ServiceSegment, type SessionMode } from "@booking/db";
import { presentOrThrow } from "../../errors";
import { MINUTE_MS } from "../../domain/local-time";
import type { ResourceRequirement } from "../../domain/resource-units";
import { providerPreferencesColumn } from "../notifications";
import { policyColumns, type PolicyColumns } from "../calendars";
import type { StaffForBooking } from "./write-guards";

/**
 * How a booking of a member knows the member's row and policies still hold when it is written:
 * "row locked", read under the member's row lock inside the booking's transaction; or "unchanged
 * since read", read without a lock and written by one statement that takes the lock and goes ahead
 * only if the member's row is still the version read (lock_member_unchanged_since).
 */
export type MemberGuard = "row locked" | "unchanged since read";

export interface BookingRefs {
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
    /** Active and processing time (null: one active stretch). */
    segments: ServiceSegment[] | null;
    /** Members one booking takes: 1, or 2 (a two-person service). */
    staffCount: number;
    /** What a booking pays when made; copied onto the booking. */
    payment: ServicePaymentPolicy;
  } | null;
}

const customerJson = (providerId: string, customerId: string) => sql<BookingRefs["customer"]>`
  (SELECT json_build_object('id', c.id, 'name', c.name, 'email', c.email, 'phone', c.phone)
     FROM customers c WHERE c.provider_id = ${providerId} AND c.id = ${customerId})`;
/** A service as a booking reads it (BookingRefs["service"]), from the services row `s`. */
const SERVICE_OBJECT = sql`json_build_object('id', s.id, 'name', s.name, 'duration', s.duration_minutes,
                            'priceCents', s.price_cents, 'isActive', s.is_active,
                            'bufferBefore', s.buffer_before_minutes, 'bufferAfter', s.buffer_after_minutes,
                            'requirements', s.requirements, 'capacity', s.capacity, 'sessions', s.sessions,
                            'maxSeatsPerBooking', s.max_seats_per_booking, 'segments', s.segments,
                            'staffCount', s.staff_count, 'payment', s.payment)`;
const serviceJson = (providerId: string, serviceId: string) => sql<BookingRefs["service"]>`
  (SELECT ${SERVICE_OBJECT} FROM services s WHERE s.provider_id = ${providerId} AND s.id = ${serviceId})`;

/** The longest a service lasts: the window of policies read before the service's duration is known. */
const LONGEST_SERVICE_MS = 1440 * MINUTE_MS;

export type CreationRow = StaffForBooking &
  BookingRefs &
  PolicyColumns & {
    provider_preferences: Record<string, unknown> | null;
    provider_locale: string;
    seen_policy_version: number;
    seen_row_version: string;
  };

/** What creationRead and batchCreationRead read alike: the customer and the window policies are read for. */
interface ReadParams extends Record<string, unknown> {
  providerId: string;
  customerId: string;
  start: Date;
  windowEnd: Date;
}

/** ReadParams of one member. */
interface MemberReadParams extends ReadParams {
  staffId: string;
}

/** The values of creationRead: the booking's references and the window its policies are read for. */
interface CreationReadParams extends MemberReadParams {
  serviceId: string;
}

/**
 * The statement of creationRead and batchCreationRead, which differ only in `services`: the
 * select-list columns that say whether the member offers the services asked for, and read them.
 */
const memberAndReferences = (q: MemberReadParams, services: RawBuilder<unknown>, guard: MemberGuard) =>
  membersAndReferences(q, { members: sql`s.id = ${q.staffId}`, policiesOf: q.staffId, several: false }, services, guard);

/**
 * memberAndReferences of the members `members` picks (a condition on the staff row `s`), a row
 * each, their policies read for `policiesOf` (the one member's id, or the row's own `s.id`);
 * "row locked" locks `several` in id order, as every writer that locks several members does.
 */
const membersAndReferences = (
  q: ReadParams,
  which: { members: RawBuilder<unknown>; policiesOf: string | RawBuilder<string>; several: boolean },
  services: RawBuilder<unknown>,
  guard: MemberGuard,
) => sql`
    SELECT s.id, s.name, s.is_active, s.schedule, s.xmin::text AS seen_row_version,
           (SELECT s2.policy_version FROM staff s2 WHERE s2.provider_id = s.provider_id AND s2.id = s.id) AS seen_policy_version,
           ${services},
           ${customerJson(q.providerId, q.customerId)} AS customer,
           ${providerPreferencesColumn(sql.ref("s.provider_id"))} AS provider_preferences,
           p.locale AS provider_locale,
           ${policyColumns(which.policiesOf, q.start, q.windowEnd)}
    FROM staff s JOIN providers p ON p.id = s.provider_id
    WHERE s.provider_id = ${q.providerId} AND ${which.members} AND s.deleted_at IS NULL
    ${guard === "row locked" ? sql`${which.several ? sql`ORDER BY s.id` : sql``} FOR NO KEY UPDATE OF s` : sql``}`;

/**
 * Everything a new booking needs, in one round trip: the staff member (row-locked for "row
 * locked", see lockStaffForBooking; with their row's version for "unchanged since read"), whether
 * they offer the service, the customer, the service, the provider's notification preferences and
 * language (for the booking.created notification), and the policies the time is checked against (zone,
 * notice, horizon, the member's time off and overrides, the closures). A statement that had to
 * wait for the lock reads the policies as they were before it waited; `seen_policy_version` (read
 * as of then too) lets the insert tell (creation-insert.ts). Compiled once per guard: every create
 * runs it, and building it costs more than sending it.
 */
const creationRead = preparedShapes(
  (_db, guard: MemberGuard, q: CreationReadParams) =>
    sql<CreationRow>`${memberAndReferences(
      q,
      sql`EXISTS (SELECT 1 FROM staff_services ss
                   WHERE ss.provider_id = s.provider_id AND ss.staff_id = s.id AND ss.service_id = ${q.serviceId}) AS offers_service,
          ${serviceJson(q.providerId, q.serviceId)} AS service`,
      guard,
    )}`,
  (guard) => guard,
);

/** What the read step answers: the member (null when there is none such), the references, the policies. */
export type CreationRead = Awaited<ReturnType<typeof readForCreation>>;

/** Reads what a booking of member `staffId` needs (see creationRead). */
export async function readForCreation(
  db: Kysely<Database>,
  providerId: string,
  input: { serviceId: string; customerId: string; dateTime: Date },
  staffId: string,
  guard: MemberGuard,
) {
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
    return {
      staff: row,
      customer: row.customer,
      service: row.service,
      providerPreferences: row.provider_preferences,
      providerLocale: row.provider_locale,
      policies: row,
    };
  }
  // No such staff member: still name a missing customer or service first, as the checks read.
  const refs = await sql<BookingRefs>`
    SELECT ${customerJson(providerId, input.customerId)} AS customer, ${serviceJson(providerId, input.serviceId)} AS service`.execute(db);
  return {
    staff: null,
    providerPreferences: null,
    providerLocale: null,
    policies: null,
    ...presentOrThrow(refs.rows[0], "a SELECT without FROM returns one row"),
  };
}

/** The values of batchCreationRead: several bookings' references (one member and customer, their services) and their window. */
interface BatchReadParams extends MemberReadParams {
  serviceIds: string[];
}

type BatchRow = Omit<CreationRow, "service" | "offers_service"> & {
  services: NonNullable<BookingRefs["service"]>[] | null;
  offered_service_ids: string[];
};

/** The select-list columns of a batch's read: which of `serviceIds` the member offers, and each of them. */
const batchServices = (q: { providerId: string; serviceIds: string[] }) =>
  sql`ARRAY(SELECT ss.service_id FROM staff_services ss
             WHERE ss.provider_id = s.provider_id AND ss.staff_id = s.id AND ss.service_id = ANY(${q.serviceIds}::text[])) AS offered_service_ids,
      (SELECT json_agg(${SERVICE_OBJECT}) FROM services s WHERE s.provider_id = ${q.providerId} AND s.id = ANY(${q.serviceIds}::text[])) AS services`;

/** creationRead for several bookings of one member and customer (book-member-batch.ts): each of their services, and which the member offers. */
const batchCreationRead = preparedShapes(
  (_db, guard: "row locked", q: BatchReadParams) => sql<BatchRow>`${memberAndReferences(q, batchServices(q), guard)}`,
  (guard) => guard,
);

/** The values of membersBatchRead: batchCreationRead's, for several members. */
interface MembersBatchReadParams extends ReadParams {
  staffIds: string[];
  serviceIds: string[];
}

/** batchCreationRead of several members at once, a row each, their rows locked in id order. */
const membersBatchRead = preparedShapes(
  (_db, guard: "row locked", q: MembersBatchReadParams) =>
    sql<BatchRow>`${membersAndReferences(
      q,
      { members: sql`s.id = ANY(${q.staffIds}::text[])`, policiesOf: sql<string>`s.id`, several: true },
      batchServices(q),
      guard,
    )}`,
  (guard) => guard,
);

/**
 * What each of several bookings of member `staffId` for one customer needs, in one round trip
 * with the member's row locked (inputs from `first` to `lastStart`): one CreationRead per input, in
 * their order. Null when there is no such member (the one-by-one path names what is missing).
 */
export async function readForBatch(
  db: Kysely<Database>,
  providerId: string,
  inputs: readonly { serviceId: string; customerId: string }[],
  staffId: string,
  first: Date,
  lastStart: Date,
): Promise<CreationRead[] | null> {
  const [row] = await batchCreationRead(db, "row locked", {
    providerId,
    staffId,
    serviceIds: [...new Set(inputs.map((input) => input.serviceId))],
    customerId: inputs[0]?.customerId ?? "",
    start: first,
    windowEnd: new Date(lastStart.getTime() + LONGEST_SERVICE_MS),
  });
  return row ? readsOfMember(row, inputs) : null;
}

/**
 * readForBatch of several members in one round trip, their rows locked in id order: for each member
 * found, a CreationRead per input as if all of them were theirs (a caller picks each input's own).
 */
export async function readForBatchOfMembers(
  db: Kysely<Database>,
  providerId: string,
  inputs: readonly { serviceId: string; customerId: string }[],
  staffIds: readonly string[],
  first: Date,
  lastStart: Date,
): Promise<Map<string, CreationRead[]>> {
  const rows = await membersBatchRead(db, "row locked", {
    providerId,
    staffIds: [...new Set(staffIds)],
    serviceIds: [...new Set(inputs.map((input) => input.serviceId))],
    customerId: inputs[0]?.customerId ?? "",
    start: first,
    windowEnd: new Date(lastStart.getTime() + LONGEST_SERVICE_MS),
  });
  return new Map(rows.map((row) => [row.id, readsOfMember(row, inputs)]));
}

/** A batch read's row of one member as a CreationRead per input. */
function readsOfMember(row: BatchRow, inputs: readonly { serviceId: string }[]): CreationRead[] {
  const { services, offered_service_ids: offered, ...member } = row;
  return inputs.map((input) => {
    const staff: CreationRow = Object.assign({}, member, {
      offers_service: offered.includes(input.serviceId),
      service: null,
    });
    return {
      staff,
      customer: row.customer,
      service: services?.find((service) => service.id === input.serviceId) ?? null,
      providerPreferences: row.provider_preferences,
      providerLocale: row.provider_locale,
      policies: staff,
    };
  });
}
