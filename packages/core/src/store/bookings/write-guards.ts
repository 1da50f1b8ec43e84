// What every booking write goes through: the row locks it takes, the booking rules as 400s, and
// the overlap guard. Double booking is made impossible by the `bookings_no_overlap` exclusion
// constraint, not by reading first: a violation (23P01) is the 409 a client sees.
import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import {
  isPgError,
  PG_EXCLUSION_VIOLATION,
  PG_PROCESSING_OVERLAP,
  executeNamed,
  prepared,
  type BookingsTable,
  type Database,
  type ProvidersTable,
  type Selectable,
} from "@booking/db";
import { callerProvider, type Caller } from "../../auth/api-keys";
import { AppError, notFound, type ErrorDetail } from "../../errors";
import { releaseLapsedHolds } from "./holds";
import { noticeBookingQuery } from "../event-notifications";
import { providerPreferencesColumn } from "../notifications";
import { policiesForBooking } from "../calendars";
import {
  BOOKING_RULES,
  bookingProblem,
  clockProblem,
  memberProblem,
  type BookableStaff,
  type BookingContext,
  type BookingLimits,
  type BookingProblem,
  type BookingRule,
} from "../../domain/booking-rules";

export type Provider = Caller["provider"];

/** The provider's columns booking writes need (providerOfRow), for a read outside a key's caller. */
export const PROVIDER_ROW_COLUMNS = [
  "id",
  "timezone",
  "currency",
  "slot_minutes",
  "confirmation",
  "min_notice_minutes",
  "max_advance_days",
  "business_hours",
  "processing_gaps_online",
] as const satisfies readonly (keyof ProvidersTable)[];

/** What booking writes need of a provider, from its row (outside a key's caller: manage links, the worker). */
export const providerOfRow = (row: Pick<Selectable<ProvidersTable>, (typeof PROVIDER_ROW_COLUMNS)[number]>): Provider =>
  callerProvider({ ...row, provider_id: row.id });

/** The time a booking write asked for is taken (409): by another booking, or for every member who could take it. */
export class SlotTaken extends AppError {
  constructor(
    message: string,
    detail: string,
    /** Which rule: another booking there ("booked"), no member free, a class the member teaches, a session's seats, the resources. */
    readonly rule: Extract<BookingRule, "session_overlap" | "seats" | "resources" | "processing"> | "booked" | "no_member_free" = "booked",
  ) {
    super("CONFLICT", message, [{ path: "dateTime", message: detail, rule }]);
  }

  /** The time is taken (a lapsed hold may be what took it: see guardOverlap). */
  readonly timeTaken = true;
}

/** 409: a customer's or visitor's booking meets another booking's processing time, which the provider does not offer online. */
export class ProcessingOverlap extends SlotTaken {
  constructor(bookingId: string) {
    super(
      `The time meets the processing time of another booking (${bookingId}), which is not offered online; choose a time availability offers`,
      BOOKING_RULES.processing.detail,
      "processing",
    );
  }
}

/**
 * The database's check that a booking over [from, until) meets no other booking of the member
 * (`exceptId`: the booking being moved), whole ranges compared, so not inside or around another's
 * processing time: for customers and visitors while the provider keeps gap times to the front desk.
 * Run with the member's row locked.
 */
export const processingOverlapCheck = (providerId: string, staffId: string, from: Date, until: Date, now: Date, exceptId: string | null) =>
  sql<boolean>`refuse_processing_overlap(${providerId}, ${staffId}, ${from}::timestamptz, ${until}::timestamptz, ${now}::timestamptz, ${exceptId})`;

/** refuse_processing_overlap's refusal as the booking rule `processing` (409); any other error as it is. */
export function refusingProcessingOverlap(error: unknown): never {
  if (isPgError(error, PG_PROCESSING_OVERLAP)) throw new ProcessingOverlap(error.detail ?? "unknown");
  throw error;
}

/** processingOverlapCheck on its own statement, refusing with ProcessingOverlap. */
export async function assertOutsideProcessingTime(db: Kysely<Database>, check: RawBuilder<boolean>) {
  await sql`SELECT ${check}`.execute(db).catch(refusingProcessingOverlap);
}

/** Whether a booking by `booker` keeps out of other bookings' processing time (customers and visitors, unless the provider offers it online). */
export const keepsOutOfGaps = (provider: Provider, booker: Booker) => booker !== "provider" && !provider.processingGapsOnline;

/**
 * How a booking write claims the units of resources it needs: "one by one" beside other writes of
 * the same pools (the first try), or with the pools locked against every other write ("pool
 * locked"), which waits for the writes in flight.
 */
export type UnitClaims = "one by one" | "pool locked";

/** Every unit a write could use was claimed by writes in flight: guardOverlap runs it again with the pools locked. */
export class UnitsBusy extends Error {
  constructor() {
    super("every unit wanted is claimed by a write in flight");
  }
}

const overlapConflict = () =>
  new SlotTaken(
    "The staff member already has a pending or confirmed booking overlapping this time",
    "overlaps another booking of this staff member",
  );

/**
 * A time off, override or closure committed while a booking write waited for its member (or, for
 * a booking written without a transaction, anything changed the member's row since it was read):
 * the write is undone and read again.
 */
export class PoliciesChanged extends Error {
  constructor() {
    super("the member's policies changed while the booking was written");
  }
}

/** Attempts of a write whose member's policies changed while it waited (each change needs a writer to commit). */
const POLICY_ATTEMPTS = 3;

/** Where a booking write happens: lapsed holds of this provider that stand in its way are released there. */
export interface BookingWriteScope {
  db: Kysely<Database>;
  providerId: string;
  now: Date;
}

/**
 * Runs a booking write (one transaction, or one statement), again when one of these says so, and
 * turns an exclusion-constraint violation into the documented 409. Every retry of a booking write
 * is named here:
 * - **policies changed**: a time off, override or closure of the member committed while the write
 *   waited for the member's lock (PoliciesChanged): read again, at most POLICY_ATTEMPTS times;
 * - **units busy**: every unit of a resource the write could use was claimed by writes in flight
 *   (UnitsBusy): again with the pools locked, which waits for them;
 * - **a lapsed hold in the way**: the time was taken, and a hold that lapsed moments ago may be what
 *   took it (reads ignore it at once, the worker's sweep deletes it soon after): the provider's
 *   lapsed holds are released (those another transaction is releasing at that moment waited for)
 *   and, when there were any, the write runs once more.
 */
export async function guardOverlap<T>(write: (claims: UnitClaims) => Promise<T>, scope: BookingWriteScope): Promise<T> {
  let claims: UnitClaims = "one by one";
  let holdsReleased = false;
  for (let policyAttempt = 1; ;) {
    try {
      return await write(claims);
    } catch (error) {
      if (error instanceof PoliciesChanged && policyAttempt < POLICY_ATTEMPTS) {
        policyAttempt += 1;
        continue;
      }
      if (error instanceof UnitsBusy && claims === "one by one") {
        claims = "pool locked";
        continue;
      }
      const taken = (error as { timeTaken?: unknown }).timeTaken === true || isPgError(error, PG_EXCLUSION_VIOLATION);
      if (taken && !holdsReleased) {
        holdsReleased = true;
        // Waiting for holds another transaction is releasing right now: it may have had them locked when this write met them.
        if ((await releaseLapsedHolds(scope.db, scope.now, scope.providerId, 500, "wait")) > 0) continue;
      }
      if (isPgError(error, PG_EXCLUSION_VIOLATION)) throw overlapConflict();
      throw error;
    }
  }
}

/** The staff member's row as a booking write reads it (their overrides and time off come separately). */
export interface StaffForBooking extends Omit<BookableStaff, "overrides" | "timeOff" | "busyTime"> {
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
export async function lockStaffForBooking(trx: Transaction<Database>, providerId: string, staffId: string, serviceId: string) {
  const staff = await lockedStaffRow(trx, providerId, staffId, serviceId, "wait");
  if (!staff) throw notFound("Staff member", staffId);
  return staff;
}

/**
 * The staff member's row as lockStaffForBooking reads and locks it; undefined when there is no
 * such member or ("skip if held") another write holds the row: a write that already holds one
 * member passes over a second it would have to wait for (see second-member.ts).
 */
export async function lockedStaffRow(
  trx: Transaction<Database>,
  providerId: string,
  staffId: string,
  serviceId: string,
  locking: "wait" | "skip if held",
): Promise<StaffForBooking | undefined> {
  const result = await sql<StaffForBooking>`
    SELECT s.id, s.name, s.is_active, s.schedule,
           EXISTS (SELECT 1 FROM staff_services ss
                   WHERE ss.provider_id = s.provider_id AND ss.staff_id = s.id AND ss.service_id = ${serviceId}) AS offers_service
    FROM staff s
    WHERE s.provider_id = ${providerId} AND s.id = ${staffId} AND s.deleted_at IS NULL
    FOR NO KEY UPDATE OF s ${locking === "skip if held" ? sql`SKIP LOCKED` : sql``}`.execute(trx);
  return result.rows[0];
}

/**
 * Locks, in one order (by id), every member a write of several members may touch: those `named`,
 * and every member who offers one of `servicesOfUnnamed` (items that name none). Taken one by one,
 * two such writes (two visits, a visit and a move, two couples naming the same pair the other way
 * round) could each hold a member the other waits for. Single bookings take one member's lock, so
 * they never wait in a cycle with this.
 */
export async function lockMembersInOrder(
  trx: Transaction<Database>,
  providerId: string,
  named: readonly string[],
  servicesOfUnnamed: readonly string[] = [],
) {
  if (named.length === 0 && servicesOfUnnamed.length === 0) return;
  // Named: every booking and series sends it (planned once per connection).
  await executeNamed(trx, membersLockStatement(providerId, named, servicesOfUnnamed));
}

/** lockMembersInOrder's statement, for a write that sends it with more (a visit opens its row in the same round trip). */
export const membersLockStatement = (providerId: string, named: readonly string[], servicesOfUnnamed: readonly string[]) => sql`
    SELECT s.id FROM staff s
     WHERE s.provider_id = ${providerId} AND s.deleted_at IS NULL
       AND (s.id = ANY(${[...named]}::text[])
            OR s.id IN (SELECT ss.staff_id FROM staff_services ss
                         WHERE ss.provider_id = ${providerId} AND ss.service_id = ANY(${[...servicesOfUnnamed]}::text[])))
     ORDER BY s.id
     FOR NO KEY UPDATE OF s`;

/**
 * A booking rule broken, as the 400 clients see (409 for a rule whose BOOKING_RULES entry says so:
 * the salon's business hours); `rule` says which (assignment tries another member for some), and
 * the detail carries it with the times it is about (`times`: ms instants).
 */
export class BookingRuleViolation extends AppError {
  constructor(
    readonly rule: BookingRule,
    message: string,
    path: string,
    times: { from?: number; to?: number } = {},
  ) {
    const detail: ErrorDetail = { path, message: BOOKING_RULES[rule].detail, rule };
    if (times.from !== undefined) detail.from = new Date(times.from).toISOString();
    if (times.to !== undefined) detail.to = new Date(times.to).toISOString();
    super(BOOKING_RULES[rule].status === 409 ? "CONFLICT" : "BAD_REQUEST", message, [detail]);
  }
}

/**
 * The times a broken rule's detail names: the problem's own (a time off's or busy time's span, the
 * earliest or latest start), else the booking's asked start and end.
 */
const timesOf = (problem: BookingProblem, start: number, end: number) =>
  problem.from !== undefined || problem.to !== undefined ? { from: problem.from, to: problem.to } : { from: start, to: end };

/** The booking rules for a booking of `staff` over [start, end), as a 400 (or 409) naming the rule and the field at fault. */
export function assertBookable(staff: BookableStaff, context: BookingContext, start: number, end: number) {
  const problem = bookingProblem(staff, context, start, end);
  if (problem) throw new BookingRuleViolation(problem.reason, problem.message, problem.path, timesOf(problem, start, end));
}

/**
 * The rules a booking joining an existing class session meets: the member takes the service, and
 * the clock (past, and for callers bound by them notice and horizon). The session met the rest
 * when it opened.
 */
export function assertJoinable(
  staff: Pick<BookableStaff, "id" | "is_active" | "offers_service">,
  context: Pick<BookingContext, "now" | "limits">,
  start: number,
) {
  const problem = memberProblem(staff) ?? clockProblem(context, start);
  if (problem) throw new BookingRuleViolation(problem.reason, problem.message, problem.path, timesOf(problem, start, start));
}

/**
 * Who makes a booking decides which clock rules apply: provider keys may book inside the minimum
 * notice (walk-ins), beyond the horizon and at any minute, never in the past; customers (their key)
 * and visitors (a public key) are bound by notice and horizon and book on the offered grid.
 */
export type Booker = "provider" | "customer" | "public";

/** The grid a booker starts on: the provider's slot length for customers and visitors, none for provider keys. */
export const gridFor = (booker: Booker, slotMinutes: number): number | null => (booker === "provider" ? null : slotMinutes);

/** The notice and horizon a booker is held to: none for provider keys. */
export const limitsFor = (booker: Booker, limits: BookingLimits): BookingLimits | null => (booker === "provider" ? null : limits);

/**
 * Checks a booking of the locked member `staff` over [start, end) against every rule (hours for
 * that date, breaks, time off, closures, the clock for `booker`): reads the policies in a statement
 * of its own after the lock, then throws the 400 naming the broken rule. Returns the provider's
 * time zone as stored.
 */
export async function assertBookingAllowed(
  trx: Transaction<Database>,
  provider: Provider,
  staff: StaffForBooking,
  start: number,
  end: number,
  now: Date,
  booker: Booker,
): Promise<string> {
  const policies = await policiesForBooking(trx, provider.id, staff.id, new Date(start), new Date(end));
  assertBookable(
    { ...staff, ...policies.member },
    {
      zone: policies.timezone,
      closures: policies.closures,
      now: now.getTime(),
      limits: limitsFor(booker, policies.limits),
      gridMinutes: gridFor(booker, provider.slotMinutes),
      businessHours: policies.businessHours,
    },
    start,
    end,
  );
  return policies.timezone;
}

/**
 * What a booking write reads of the booking it changes (the hold's columns: when it lapses, the
 * digest of the code last emailed, whether it created its customer; `resources`, `session_id` and
 * `seats`: what it holds). The type follows the columns.
 */
const LOCKED_COLUMNS = [
  "id",
  "status",
  "customer_id",
  "service_id",
  "staff_id",
  "starts_at",
  "ends_at",
  "occupied_from",
  "occupied_until",
  "notes",
  "payment_status",
  "payment_amount_cents",
  "payment_method",
  "paid_at",
  "cancelled_at",
  "updated_at",
  "hold_expires_at",
  "verification_hash",
  "hold_created_customer",
  "resources",
  "session_id",
  "seats",
  "visit_id",
  "second_staff_id",
  "series_id",
  "occurrence_key",
  "awaiting_payment",
  "cancel_reason",
  "booked_by",
] as const satisfies readonly (keyof BookingsTable)[];

export type LockedBooking = Pick<Selectable<BookingsTable>, (typeof LOCKED_COLUMNS)[number]>;

/** The booking's row, locked: one statement planned once per connection (every change of a booking takes it). */
const lockedBookingRow = prepared((db: Kysely<Database>, p: { providerId: string; bookingId: string }) =>
  db.selectFrom("bookings").select(LOCKED_COLUMNS).where("provider_id", "=", p.providerId).where("id", "=", p.bookingId).forUpdate(),
);

/**
 * The booking locked as lockBooking locks it, with what its notices need (noticeBookingQuery's
 * columns and the provider's notification preferences), how its provider confirms bookings
 * (`auto`, `manual`) and whether a waitlist offer made it: for a write that makes a held booking
 * stand, in one statement. No row when the provider has none such.
 */
export const lockedBookingWithNotice = prepared((db: Kysely<Database>, p: { providerId: string; bookingId: string }) =>
  noticeBookingQuery(db, p)
    .select([...LOCKED_COLUMNS.map((column) => `b.${column}` as const), "p.confirmation"])
    .select([
      sql<boolean>`EXISTS (SELECT 1 FROM waitlist_offers o WHERE o.provider_id = b.provider_id AND o.booking_id = b.id)`.as("from_offer"),
      // What the provider's notice of the booking (booking.created) is planned with.
      providerPreferencesColumn(sql.ref("b.provider_id")).as("provider_preferences"),
    ])
    .forUpdate("b"),
);

/** The booking, row-locked for the rest of the transaction; undefined when the provider has none such. */
export async function lockBookingIfAny(
  trx: Transaction<Database>,
  providerId: string,
  bookingId: string,
): Promise<LockedBooking | undefined> {
  const [row] = await lockedBookingRow(trx, { providerId, bookingId });
  return row;
}

/** The booking, row-locked for the rest of the transaction (404 when the provider has none such). */
export async function lockBooking(trx: Transaction<Database>, providerId: string, bookingId: string): Promise<LockedBooking> {
  const row = await lockBookingIfAny(trx, providerId, bookingId);
  if (!row) throw notFound("Booking", bookingId);
  return row;
}
