// The steps of creating one booking of one member, after the read (creation-read.ts): decide
// (every reference exists, the service is bookable, the seats fit, and the rules the engine holds
// a time to), claim units (a seat in a class session, or the units of the resources the service
// needs), and insert (the booking, its event and the provider's notification in one statement).
// bookMember (book-member.ts) runs them in order.
import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import {
  isPgError,
  PG_MEMBER_CHANGED,
  PG_MEMBER_TEACHES,
  type BookingsTable,
  type BookingStatus,
  type Database,
  type Insertable,
  type Selectable,
} from "@booking/db";
import { badRequest, conflict, notFound, presentOrThrow } from "../../errors";
import { newId } from "../../ids";
import { MINUTE_MS } from "../../domain/local-time";
import { initialBookingStatus } from "../../domain/provider-notices";
import { nameForMessages } from "../../domain/visitor-text";
import { heldResources, type ChosenUnits, type HeldResource } from "../../domain/resource-units";
import { processingGaps, storedGaps } from "../../domain/processing-time";
import type { BookableStaff, BookingContext } from "../../domain/booking-rules";
import { recordEventWithChange } from "../events";
import type { KnownBookingFacts } from "../event-notifications";
import type { DomainEvent, RecordedPayloads } from "../../events";
import { toPolicies } from "../calendars";
import type { CreationRead, MemberGuard } from "./creation-read";
import type { SecondMember } from "./second-member";
import { membersNamed } from "../../domain/two-person";
import { isClassService, SessionOverlap, takeSeats } from "./sessions";
import { takeUnits, unitsInsert } from "./resource-units";
import {
  assertBookable,
  assertJoinable,
  gridFor,
  limitsFor,
  keepsOutOfGaps,
  PoliciesChanged,
  processingOverlapCheck,
  refusingProcessingOverlap,
  type Booker,
  type Provider,
  type UnitClaims,
} from "./write-guards";

export interface VisitorDetails {
  name: string;
  email: string;
  phone?: string | null;
}

/** One booking to write, its customer resolved, for one member (named or chosen by the assignment rule). */
export interface MemberBooking {
  serviceId: string;
  dateTime: Date;
  notes?: string | null;
  source?: Selectable<BookingsTable>["source"];
  booker?: Booker;
  customerId: string;
  customerTimezone: string | null;
  locale: string | null;
  /** What a visitor typed (public keys), kept on the booking apart from the customer record. */
  visitor: VisitorDetails | null;
  /** A public booking awaiting email verification: held until then. */
  hold: {
    expiresAt: Date;
    createdCustomer: boolean;
    /** A waitlist offer's hold: it records waitlist.offered (the customer is emailed a claim link) instead of booking.held. */
    offer?: { offerId: string; entryId: string };
    /** Held while the customer pays (the service takes a payment): booking.created follows the payment, not an email. */
    payment?: true;
    /** A waitlist offer of a service that takes a payment: asked for when the customer claims it (waitlist-offers.ts). */
    paidAtClaim?: true;
  } | null;
  seats: number;
  /** The visit the booking is an item of (absent or null: a booking on its own). */
  visitId?: string | null;
  /** The series the booking is an occurrence of, and the occurrence's key (absent or null: none). */
  series?: { id: string; occurrenceKey: string } | null;
  /** A later item of a visit starts where the one before ends, not on the offered grid. */
  offGrid?: boolean;
  /** Two-person services: the second member named (absent: the assignment rule picks one). */
  secondStaffId?: string | null;
  /** Rows written in the booking's own statement, given its id (its manage link, the payment it owes). */
  writtenWith?: (bookingId: string) => readonly RawBuilder<unknown>[];
  /**
   * A visit's item or a series' occurrence: when booked in a statement of its own (item by item),
   * the salon's notification of it is not stored with its event; writeGroupNotification writes one
   * for the whole visit or series after the last. (Booked in one batch, the first's event tells of
   * them all.)
   */
  toldWithGroup?: boolean;
}

/** What the decide step found: the references, and where the booking goes or how to find out (a class). */
export interface Decision {
  staff: NonNullable<CreationRead["staff"]>;
  customer: NonNullable<CreationRead["customer"]>;
  service: NonNullable<CreationRead["service"]>;
  providerPreferences: CreationRead["providerPreferences"];
  /** The provider's language setting: the booking.created notification speaks it. */
  providerLocale: CreationRead["providerLocale"];
  timezone: string;
  booker: Booker;
  /** The member with their policies, and the context, as the booking rules take them. */
  rulesStaff: BookableStaff;
  context: BookingContext;
  /** A class (seats in a session) or a service needing resources: only a transaction can book it. */
  needsTransaction: boolean;
  /**
   * A customer's or visitor's booking while the provider does not offer processing time online:
   * refused (409 `processing`) where its occupied range meets another booking's, inside a gap or
   * around one.
   */
  keepsOutOfGaps: boolean;
}

/**
 * Decide: 404 for a missing customer, service or member, 400 for an inactive service or seats that
 * do not fit the service. The time itself is judged in the claim step (a class's session decides
 * whether the member's rules or only the clock apply).
 */
export function decideBooking(read: CreationRead, input: MemberBooking, staffId: string, provider: Provider, now: Date): Decision {
  const { staff, customer, service, providerPreferences, providerLocale, policies } = read;
  if (!customer) throw notFound("Customer", input.customerId);
  if (!service) throw notFound("Service", input.serviceId);
  if (!staff) throw notFound("Staff member", staffId);
  if (!service.isActive) throw badRequest(`Service ${service.id} is not active`, [{ path: "serviceId", message: "is not active" }]);
  const { timezone, limits, closures, businessHours, member } = toPolicies(policies);
  const booker = input.booker ?? "provider";
  const isClass = isClassService(service);
  if (isClass && input.seats > service.capacity) {
    throw badRequest(`The service has ${service.capacity} seats per session`, [
      { path: "seats", message: `must be at most ${service.capacity} (the service's capacity)` },
    ]);
  }
  // One anonymous request must not take a whole class: the salon alone books larger groups.
  if (isClass && booker !== "provider" && input.seats > service.maxSeatsPerBooking) {
    throw badRequest(`One booking takes at most ${service.maxSeatsPerBooking} seats of this class; for more, contact the provider`, [
      { path: "seats", message: `must be at most ${service.maxSeatsPerBooking} (the service's maxSeatsPerBooking)` },
    ]);
  }
  if (!isClass && input.seats !== 1) {
    throw badRequest("Only class services take seats", [{ path: "seats", message: "must be 1: the service has one seat per booking" }]);
  }
  // A customer's or visitor's booking of a service that takes a payment is held while they pay (a
  // waitlist offer's once claimed); where no payment can be taken (no provider set up, or several
  // bookings at once) the salon books it.
  if (booker !== "provider" && service.payment.mode !== "none" && !input.hold?.payment && !input.hold?.paidAtClaim) {
    throw conflict(
      "This service takes a payment when booked, which cannot be made online here: book it on its own where the salon takes " +
        "payments online, or contact the salon to book it",
      [
        {
          path: "serviceId",
          message: `takes a payment when booked (${service.payment.mode}); book it through the salon`,
          rule: "payment_required",
        },
      ],
    );
  }
  return {
    staff,
    customer,
    service,
    providerPreferences,
    providerLocale,
    timezone,
    booker,
    rulesStaff: Object.assign({}, staff, member),
    context: {
      zone: timezone,
      closures,
      now: now.getTime(),
      limits: limitsFor(booker, limits),
      gridMinutes: input.offGrid ? null : gridFor(booker, provider.slotMinutes),
      businessHours,
    },
    // A two-person booking locks and checks its second member too: only a transaction can.
    needsTransaction: isClass || service.requirements.length > 0 || service.staffCount === 2,
    keepsOutOfGaps: keepsOutOfGaps(provider, booker),
  };
}

/** Where the booking goes: the range it occupies of its member, its own times, its session and resources. */
export interface Placement {
  from: Date;
  until: Date;
  startsAt: Date;
  endsAt: Date;
  sessionId: string | null;
  resources: HeldResource[];
  /** The resources' units it takes (written with it). */
  units: ChosenUnits[];
  /** Its processing time, as the booking keeps it (storedGaps): the member is free then. */
  processingGaps: number[];
}

/** The place of a booking that needs nothing claimed (no class, no resources): the rules, then its range. */
export function placeWithoutClaims(decision: Decision, dateTime: Date): Placement {
  const start = dateTime.getTime();
  const end = start + decision.service.duration * MINUTE_MS;
  assertBookable(decision.rulesStaff, decision.context, start, end);
  return {
    from: new Date(start - decision.service.bufferBefore * MINUTE_MS),
    until: new Date(end + decision.service.bufferAfter * MINUTE_MS),
    startsAt: new Date(start),
    endsAt: new Date(end),
    sessionId: null,
    resources: [],
    units: [],
    processingGaps: storedGaps(processingGaps(decision.service.segments), decision.service.bufferBefore),
  };
}

/**
 * Claim units: a seat in the session of this service, member and start (or a session opened
 * there), or the rules and then the units of the resources the service needs. Inside the
 * booking's transaction, the member's row locked.
 */
export async function claimPlacement(
  trx: Transaction<Database>,
  provider: Provider,
  decision: Decision,
  input: MemberBooking,
  claims: UnitClaims,
  now: Date,
): Promise<Placement> {
  const { service, staff, rulesStaff, context } = decision;
  const start = input.dateTime.getTime();
  if (isClassService(service)) {
    const session = await takeSeats(trx, provider.id, service, staff.id, input.dateTime, input.seats, {
      join: () => assertJoinable(staff, context, start),
      open: () => assertBookable(rulesStaff, context, start, start + service.duration * MINUTE_MS),
      now,
    });
    return {
      from: session.occupied_from,
      until: session.occupied_until,
      startsAt: session.starts_at,
      endsAt: session.ends_at,
      sessionId: session.id,
      resources: session.resources,
      units: [],
      // A class session holds its member for its whole range.
      processingGaps: [],
    };
  }
  const place = placeWithoutClaims(decision, input.dateTime);
  const units = await takeUnits(trx, provider.id, service.requirements, place.from, place.until, claims);
  return Object.assign(place, { units, resources: heldResources(units) });
}

/**
 * Columns of bookings an insert must name: all but those with a default (Generated) — a nullable
 * column too, so that a new one is either written by the create or named as left NULL.
 */
type ColumnsToName = {
  [K in keyof Insertable<BookingsTable>]-?: undefined extends Insertable<BookingsTable>[K]
    ? null extends Selectable<BookingsTable>[K]
      ? K
      : never
    : K;
}[keyof Insertable<BookingsTable>];
/** What a new booking leaves NULL until it is paid, refunded, cancelled or its hold's code is sent. */
type LeftNull =
  | "payment_method"
  | "paid_at"
  | "refunded_at"
  | "cancelled_at"
  | "cancel_reason"
  | "verification_hash"
  | "checked_in_at"
  | "status_before_cancel";

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
  "awaiting_payment",
  "visitor_name",
  "visitor_phone",
  "resources",
  "session_id",
  "seats",
  "customer_timezone",
  "locale",
  "processing_gaps",
  "visit_id",
  "second_staff_id",
  "series_id",
  "occurrence_key",
  "payment_policy",
]);
type BookingInsert = Required<Pick<Insertable<BookingsTable>, (typeof BOOKING_INSERT_COLUMNS)[number]>>;
export const BOOKING_INSERT_COLUMN_LIST = sql.raw(BOOKING_INSERT_COLUMNS.join(", "));

/** The row of a new booking `id` as the create writes it (every column of BOOKING_INSERT_COLUMNS). */
export function bookingRow(
  provider: Provider,
  decision: Decision,
  input: MemberBooking,
  place: Placement,
  second: SecondMember | null,
  id: string,
): BookingInsert {
  const { staff, customer, service, booker } = decision;
  const { hold, visitor, seats } = input;
  return {
    provider_id: provider.id,
    id,
    customer_id: customer.id,
    service_id: service.id,
    staff_id: staff.id,
    starts_at: place.startsAt,
    ends_at: place.endsAt,
    occupied_from: place.from,
    occupied_until: place.until,
    notes: input.notes ?? null,
    source: input.source ?? "website",
    // Customers' and visitors' bookings start confirmed when the provider confirms automatically.
    status: hold ? "held" : initialBookingStatus(booker, provider.confirmation),
    payment_amount_cents: service.priceCents * seats,
    booked_by: booker,
    hold_expires_at: hold?.expiresAt ?? null,
    hold_created_customer: hold?.createdCustomer ?? false,
    awaiting_payment: hold?.payment ?? false,
    visitor_name: visitor?.name ?? null,
    visitor_phone: visitor?.phone ?? null,
    resources: JSON.stringify(place.resources),
    session_id: place.sessionId,
    seats,
    customer_timezone: input.customerTimezone,
    locale: input.locale,
    processing_gaps: place.processingGaps,
    visit_id: input.visitId ?? null,
    second_staff_id: second?.id ?? null,
    series_id: input.series?.id ?? null,
    occurrence_key: input.series?.occurrenceKey ?? null,
    // The service's payment policy as it is now: a later edit of the service changes no booking.
    payment_policy: service.payment.mode === "none" ? null : JSON.stringify(service.payment),
  };
}

/** A written booking's VALUES list, in BOOKING_INSERT_COLUMNS' order. */
export const bookingValueList = (row: BookingInsert) => sql.join(BOOKING_INSERT_COLUMNS.map((column) => row[column]));

/** The booking.created event of a new booking (`row`, as bookingRow made it), with the facts its notification takes. */
export function createdEvent(
  provider: Provider,
  decision: Decision,
  input: MemberBooking,
  place: Placement,
  second: SecondMember | null,
  row: BookingInsert,
) {
  const { staff, customer, service, timezone } = decision;
  const { visitor, seats } = input;
  const data: RecordedPayloads["booking.created"] = {
    bookingId: row.id,
    providerId: row.provider_id,
    customerId: customer.id,
    serviceId: service.id,
    staffId: staff.id,
    staffIds: second ? [staff.id, second.id] : [staff.id],
    dateTime: place.startsAt.toISOString(),
    status: initialBookingStatus(decision.booker, provider.confirmation),
    resources: place.resources,
    sessionId: place.sessionId,
    seats,
    visitId: input.visitId ?? null,
    seriesId: input.series?.id ?? null,
    occurrenceKey: input.series?.occurrenceKey ?? null,
  };
  const facts: KnownBookingFacts = {
    bookingId: row.id,
    customerId: customer.id,
    customerName: visitor ? nameForMessages(visitor.name) : customer.name,
    serviceId: service.id,
    serviceName: service.name,
    staffId: staff.id,
    staffName: membersNamed(staff.name, second?.name),
    startsAt: place.startsAt,
    timezone,
    cancelReason: null,
    notifyCustomer: true,
    // The new booking's notification goes to the provider: its preferences and language came along.
    recipientPreferences: decision.providerPreferences,
    providerLocale: decision.providerLocale,
  };
  return { event: "booking.created" as const, data, facts };
}

/**
 * Insert and record the event: the booking, its event and the provider's notification are one
 * statement (the event's data is known before: the id is ours, the status decided here), with the
 * units it holds. A hold records only the internal event that has its verification emailed:
 * booking.created waits for it. "row locked": the statement rereads the member's policy version
 * and any class they teach over the range (PoliciesChanged, SessionOverlap); "unchanged since
 * read": it takes the member's lock itself and goes ahead only if the row is still the one read.
 */
export async function insertBooking(
  db: Kysely<Database>,
  guard: MemberGuard,
  provider: Provider,
  decision: Decision,
  input: MemberBooking,
  place: Placement,
  second: SecondMember | null = null,
) {
  const { staff, customer, service } = decision;
  const id = newId("bk");
  const { startsAt, from: occupiedFrom, until: occupiedUntil } = place;
  const { hold, seats } = input;
  const values = bookingRow(provider, decision, input, place, second, id);
  const valueList = bookingValueList(values);
  const gapCheck = decision.keepsOutOfGaps
    ? processingOverlapCheck(provider.id, staff.id, occupiedFrom, occupiedUntil, new Date(decision.context.now ?? Date.now()), null)
    : null;
  const insert = sql<InsertedBooking>`
          INSERT INTO bookings (${BOOKING_INSERT_COLUMN_LIST})
          ${
            guard === "row locked"
              ? // The member's row is locked already; the processing-time check, when there is one,
                // refuses with an error before the row is written.
                gapCheck
                ? sql`SELECT ${valueList} WHERE ${gapCheck}`
                : sql`VALUES (${valueList})`
              : // The member's lock first, then the row (the lock keeps overlapping inserts from
                // deadlocking in the exclusion check); the function refuses with an error when the
                // member changed since the read or teaches a class over the range.
                // The processing-time check, when there is one, after the lock (quals of one cost keep their order).
                sql`SELECT ${valueList}
                     WHERE lock_member_unchanged_since(${provider.id}, ${staff.id}, ${staff.seen_row_version},
                                                       ${occupiedFrom}::timestamptz, ${occupiedUntil}::timestamptz)
                       ${gapCheck ? sql`AND ${gapCheck}` : sql``}`
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
  // the resources' row locks are held: the bookings of one pool of rooms take turns there), and
  // whatever its caller writes with it (a manage link, the payment it owes).
  const writtenAlongside = [
    unitsInsert(provider.id, { bookingId: id }, place.units, occupiedFrom, occupiedUntil),
    ...(input.writtenWith?.(id) ?? []),
  ];
  const created = createdEvent(provider, decision, input, place, second, values);
  const written = hold?.offer
    ? recordEventWithChange(
        db,
        insert,
        "waitlist.offered",
        {
          offerId: hold.offer.offerId,
          entryId: hold.offer.entryId,
          bookingId: id,
          providerId: provider.id,
          customerId: customer.id,
          serviceId: service.id,
          staffId: staff.id,
          dateTime: startsAt.toISOString(),
          expiresAt: hold.expiresAt.toISOString(),
        },
        undefined,
        writtenAlongside,
      )
    : hold
      ? recordEventWithChange(
          db,
          insert,
          hold.payment ? "booking.awaiting_payment" : "booking.held",
          { bookingId: id, providerId: provider.id, customerId: customer.id, holdExpiresAt: hold.expiresAt.toISOString() },
          undefined,
          writtenAlongside,
        )
      : recordEventWithChange(
          db,
          insert,
          "booking.created",
          created.data,
          // A group's item booked alone: the salon's notification waits for writeGroupNotification.
          input.toldWithGroup ? { ...created.facts, notificationWrittenLater: true } : created.facts,
          writtenAlongside,
        );
  const { rows, recorded } = await written.catch((error: unknown) => {
    // lock_member_unchanged_since refused ("unchanged since read"): nothing was written.
    if (isPgError(error, PG_MEMBER_CHANGED)) throw new PoliciesChanged();
    if (isPgError(error, PG_MEMBER_TEACHES)) throw new SessionOverlap(error.detail ?? "unknown");
    return refusingProcessingOverlap(error);
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
  const recordedCreation =
    recorded.event === "booking.created" ? { event: recorded, noticeWrittenLater: input.toldWithGroup === true } : null;
  return bookedMember(row, decision, place, seats, second, recordedCreation);
}

/** What the insert's statement answers of a new booking ("row locked": with what it rereads after the member's lock). */
export interface InsertedBooking {
  id: string;
  status: BookingStatus;
  starts_at: Date;
  ends_at: Date;
  created_at: Date;
  hold_expires_at: Date | null;
  policy_version?: number;
  session_clash?: string | null;
}

/** A new booking as the create answers it: its inserted row with its references and place. */
export function bookedMember(
  row: Omit<InsertedBooking, "policy_version" | "session_clash">,
  decision: Decision,
  place: Placement,
  seats: number,
  second: SecondMember | null,
  created: { event: DomainEvent<"booking.created">; noticeWrittenLater: boolean } | null,
) {
  const { customer, service, staff } = decision;
  return Object.assign(row, {
    /**
     * Its booking.created as recorded, and whether the salon's notification of it is still to be
     * written (writeGroupNotification); null: a hold, or a dry run's booking, which record none.
     */
    created,
    resources: place.resources,
    session_id: place.sessionId,
    seats,
    customer,
    service: { id: service.id, name: service.name, duration: service.duration, priceCents: service.priceCents },
    staff: { id: staff.id, name: staff.name },
    secondStaff: second,
  });
}

/** A booking written by bookMember. */
export type BookedMember = ReturnType<typeof bookedMember>;
