// Reading bookings: the joined view the API answers with, the list filters, and the busy
// intervals availability is computed from.
import { sql, type Expression, type ExpressionBuilder, type InferResult, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { executeNamed, prepared, preparedShapes, type BookingStatus, type BookingsTable, type Database } from "@booking/db";
import { notFound, presentOrThrow } from "../../errors";
import { offsetOf } from "../../schemas/common";
import type { LedgerRow } from "../payments/ledger";

/**
 * The columns the API's booking answers show (toBookingListItem, toBookingDetail), and no more:
 * the hot reads (one booking, a page of them) select only these. pg sets up a parser and a
 * property for every column of every result (measured alone: 9.5 µs for 35 columns, 8.0 for 30),
 * and PostgreSQL sends fewer bytes.
 */
const ANSWER_COLUMNS = [
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
  "b.second_staff_id",
  "b.resources",
  "b.session_id",
  "b.visit_id",
  "b.series_id",
  "b.occurrence_key",
  "b.seats",
  "b.customer_timezone",
  "b.locale",
] as const;

/** Bookings joined to their customer, service and staff, scoped to one provider, nothing selected yet. */
function bookingsJoined(db: Kysely<Database>, providerId: string) {
  return db
    .selectFrom("bookings as b")
    .innerJoin("customers as c", (j) => j.onRef("c.provider_id", "=", "b.provider_id").onRef("c.id", "=", "b.customer_id"))
    .innerJoin("services as sv", (j) => j.onRef("sv.provider_id", "=", "b.provider_id").onRef("sv.id", "=", "b.service_id"))
    .innerJoin("staff as st", (j) => j.onRef("st.provider_id", "=", "b.provider_id").onRef("st.id", "=", "b.staff_id"))
    .where("b.provider_id", "=", providerId);
}

/** Bookings as the API's answers show them (see ANSWER_COLUMNS). */
function bookingAnswers(db: Kysely<Database>, providerId: string) {
  return bookingsJoined(db, providerId).select(ANSWER_COLUMNS);
}

/** Bookings with their customer, service and staff, scoped to one provider: all a booking's flows need. */
export function bookingViews(db: Kysely<Database>, providerId: string) {
  return bookingsJoined(db, providerId).select([
    ...ANSWER_COLUMNS,
    "b.hold_expires_at",
    "b.visitor_name",
    "b.visitor_phone",
    "b.booked_by",
    "b.calendar_sequence",
  ]);
}

/** A booking as bookingViews reads it: derived from the query, so a column added to the select list is a field here. */
export type BookingView = InferResult<ReturnType<typeof bookingViews>>[number];

/**
 * A booking as the API's answers show it (bookingAnswers): what toBookingListItem and
 * toBookingDetail map, so a field they map but ANSWER_COLUMNS lacks fails to compile.
 */
export type BookingAnswerRow = InferResult<ReturnType<typeof bookingAnswers>>[number];

export interface BookingListFilter {
  page: number;
  limit: number;
  statuses?: BookingStatus[];
  from?: Date;
  to?: Date;
  customerId?: string;
  serviceId?: string;
  staffId?: string;
  /** Holds lapsed by then are left out (they are released soon after). */
  now: Date;
}

/** Which of a list's filters are given: all that decides the text of its statements. */
interface ListShape {
  /** How many different statuses are asked for (0: any but held). */
  statuses: number;
  /** Whether "held" is one of them. */
  held: boolean;
  from: boolean;
  to: boolean;
  customerId: boolean;
  serviceId: boolean;
  staffId: boolean;
}

/** The values a list's statements send; the statuses asked for as status0, status1, … */
interface ListValues extends Record<string, unknown> {
  providerId: string;
  from: Date | undefined;
  to: Date | undefined;
  customerId: string | undefined;
  serviceId: string | undefined;
  staffId: string | undefined;
  now: Date;
  limit: number;
  offset: number;
}

const statusOf = (values: ListValues, index: number) => values[`status${index}`] as BookingStatus;

const shapeKey = (shape: ListShape) =>
  [shape.statuses, shape.held, shape.from, shape.to, shape.customerId, shape.serviceId, shape.staffId].map(Number).join("");

// Written into the statement rather than sent as a parameter: PostgreSQL's generic plan then
// estimates the condition from the column's statistics (for a parameter it assumes one status in
// as many as there are, which for a provider whose bookings are all pending is none of them, and
// plans a sort of every booking).
const HELD = sql.lit<BookingStatus>("held");

/**
 * The list filters as one condition over the bookings table aliased `b`. Holds (visitors' bookings
 * waiting for email verification) are listed only when asked for by status, and only while live.
 * Built from the shape alone and the values as they are handed in (placeholders while compiled).
 */
function matchesFilter(shape: ListShape, values: ListValues) {
  return (eb: ExpressionBuilder<{ b: BookingsTable }, "b">) => {
    const conditions: Expression<SqlBool>[] = [];
    if (shape.statuses > 0) {
      conditions.push(
        eb(
          "b.status",
          "in",
          Array.from({ length: shape.statuses }, (_, index) => statusOf(values, index)),
        ),
      );
      if (shape.held) conditions.push(eb.or([eb("b.status", "!=", HELD), eb("b.hold_expires_at", ">", values.now)]));
    } else {
      conditions.push(eb("b.status", "!=", HELD));
    }
    if (shape.from) conditions.push(eb("b.starts_at", ">=", values.from as Date));
    if (shape.to) conditions.push(eb("b.starts_at", "<=", values.to as Date));
    if (shape.customerId) conditions.push(eb("b.customer_id", "=", values.customerId as string));
    if (shape.serviceId) conditions.push(eb("b.service_id", "=", values.serviceId as string));
    // A member's bookings include the two-person ones they are the second member of.
    if (shape.staffId)
      conditions.push(eb.or([eb("b.staff_id", "=", values.staffId as string), eb("b.second_staff_id", "=", values.staffId as string)]));
    return eb.and(conditions);
  };
}

/**
 * The page's size and offset of an unfiltered list (the provider's bookings in time order), as
 * sub-selects whose values PostgreSQL does not see when it plans. As plain parameters of a named
 * statement, the plan made for each call's values (a LIMIT of 20) always looked cheaper than the
 * statement's generic plan (which assumes a tenth of the rows), so PostgreSQL planned the
 * four-table join again on every call: 4,100 pages a second against 17,000 (pgbench, two cores).
 * Hidden, both plans cost the same and the generic one (the time index, in order) is kept.
 * Filtered lists keep plain parameters and are planned for each call's values: a generic plan for
 * a member's dates assumes one row and sorts them all (35 ms for a member with 10,000 bookings,
 * against 0.4 ms planned for the values).
 */
function pageBounds(shape: ListShape, values: ListValues): { limit: Expression<number> | number; offset: Expression<number> | number } {
  const unfiltered = shape.statuses === 0 && !shape.from && !shape.to && !shape.customerId && !shape.serviceId && !shape.staffId;
  if (!unfiltered) return { limit: values.limit, offset: values.offset };
  return { limit: sql<number>`(SELECT ${values.limit}::bigint)`, offset: sql<number>`(SELECT ${values.offset}::bigint)` };
}

// A page of bookings and their count: compiled once per combination of filters (building and
// compiling them cost more of a list's CPU than mapping its twenty bookings), and named
// statements, so that PostgreSQL plans each once per connection.
const pageOfBookings = preparedShapes((db: Kysely<Database>, shape: ListShape, values: ListValues) => {
  const bounds = pageBounds(shape, values);
  return bookingAnswers(db, values.providerId)
    .where(matchesFilter(shape, values))
    .orderBy("b.starts_at")
    .orderBy("b.id")
    .limit(bounds.limit)
    .offset(bounds.offset);
}, shapeKey);

const countOfBookings = preparedShapes(
  (db: Kysely<Database>, shape: ListShape, values: ListValues) =>
    db
      .selectFrom("bookings as b")
      .where("b.provider_id", "=", values.providerId)
      .where(matchesFilter(shape, values))
      .select((eb) => eb.fn.countAll<number>().as("total")),
  shapeKey,
);

export async function listBookings(db: Kysely<Database>, providerId: string, filter: BookingListFilter) {
  // Each status once: the statement's text stays one of a few.
  const statuses = filter.statuses?.length ? [...new Set(filter.statuses)] : [];
  const shape: ListShape = {
    statuses: statuses.length,
    held: statuses.includes("held"),
    from: Boolean(filter.from),
    to: Boolean(filter.to),
    customerId: Boolean(filter.customerId),
    serviceId: Boolean(filter.serviceId),
    staffId: Boolean(filter.staffId),
  };
  const values: ListValues = {
    providerId,
    from: filter.from,
    to: filter.to,
    customerId: filter.customerId,
    serviceId: filter.serviceId,
    staffId: filter.staffId,
    now: filter.now,
    limit: filter.limit,
    offset: offsetOf(filter.page, filter.limit),
  };
  for (const [index, status] of statuses.entries()) values[`status${index}`] = status;
  const [rows, count] = await Promise.all([pageOfBookings(db, shape, values), countOfBookings(db, shape, values)]);
  return { rows, total: presentOrThrow(count[0], "count(*) without GROUP BY returns one row").total };
}

const bookingById = prepared((db: Kysely<Database>, p: { providerId: string; bookingId: string }) =>
  bookingViews(db, p.providerId).where("b.id", "=", p.bookingId),
);

/**
 * The money a booking moved online, oldest first, as a column of the booking's own row: the
 * booking and its ledger read in one statement, so a payment's confirmation (status and capture in
 * one transaction) is seen whole or not at all, never a booking still held with its payment taken.
 */
const LEDGER_OF_BOOKING = sql<{ kind: LedgerRow["kind"]; amount: number; at: number; reference: string; reason: string | null }[]>`
  COALESCE((SELECT json_agg(json_build_object('kind', l.kind, 'amount', l.amount_minor,
      'at', floor(extract(epoch FROM l.at) * 1000), 'reference', l.reference, 'reason', l.reason) ORDER BY l.id)
    FROM payment_ledger l WHERE l.provider_id = b.provider_id AND l.booking_id = b.id), '[]'::json)`;

const bookingDetailById = prepared((db: Kysely<Database>, p: { providerId: string; bookingId: string }) =>
  bookingAnswers(db, p.providerId).select(LEDGER_OF_BOOKING.as("ledger")).where("b.id", "=", p.bookingId),
);

/** The booking a read by id found; NOT_FOUND when it found none. */
async function foundBooking<Row>(rows: Promise<Row[]>, bookingId: string): Promise<Row> {
  const [row] = await rows;
  if (!row) throw notFound("Booking", bookingId);
  return row;
}

/** One booking of the provider with all its flows need; NOT_FOUND when there is none. */
export function getBooking(db: Kysely<Database>, providerId: string, bookingId: string): Promise<BookingView> {
  return foundBooking(bookingById(db, { providerId, bookingId }), bookingId);
}

/** One booking of the provider as the API's answers show it, with its ledger; NOT_FOUND when there is none. */
export async function getBookingDetail(
  db: Kysely<Database>,
  providerId: string,
  bookingId: string,
): Promise<{ row: BookingAnswerRow; ledger: LedgerRow[] }> {
  const { ledger, ...row } = await foundBooking(bookingDetailById(db, { providerId, bookingId }), bookingId);
  return {
    row,
    ledger: ledger.map((e) => ({ kind: e.kind, amount: e.amount, at: new Date(e.at), reference: e.reference, reason: e.reason })),
  };
}

/** The member a booking is with; undefined for no such booking of the provider. */
export async function staffOfBooking(db: Kysely<Database>, providerId: string, bookingId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("bookings")
    .select("staff_id")
    .where("provider_id", "=", providerId)
    .where("id", "=", bookingId)
    .executeTakeFirst();
  return row?.staff_id;
}

/** The longest range a booking can occupy (a database constraint): a lower bound for range reads. */
export const MAX_OCCUPIED_MS = 32 * 60 * 60_000;

/**
 * What occupies a staff member over [from, to), as rows (id, occupied_from, occupied_until,
 * processing_gaps): pending and confirmed bookings, live holds and open class sessions (each
 * session once, named by its id; its seats' bookings occupy through it; a session has no gaps),
 * and two-person bookings the member is the second member of (bookings_second_staff_idx: few).
 * `staffId` is a value, or a column of the enclosing query (availability reads member by member).
 * Bookings and holds are apart so that each branch matches its partial index: bookings_busy_idx
 * holds the ends and gaps of pending and confirmed bookings (read without visiting the table),
 * bookings_holds_idx the few holds.
 */
export function occupyingRanges(providerId: string, staffId: string | RawBuilder<string>, from: Date, to: Date, now: Date) {
  const since = new Date(from.getTime() - MAX_OCCUPIED_MS);
  return sql`
    SELECT id, occupied_from, occupied_until, processing_gaps FROM bookings
     WHERE provider_id = ${providerId} AND staff_id = ${staffId} AND session_id IS NULL AND status IN ('pending', 'confirmed')
       AND occupied_from < ${to} AND occupied_from > ${since} AND occupied_until > ${from}
    UNION ALL
    SELECT id, occupied_from, occupied_until, processing_gaps FROM bookings
     WHERE provider_id = ${providerId} AND staff_id = ${staffId} AND session_id IS NULL AND status = 'held' AND hold_expires_at > ${now}
       AND occupied_from < ${to} AND occupied_until > ${from}
    UNION ALL
    SELECT id, occupied_from, occupied_until, processing_gaps FROM bookings
     WHERE provider_id = ${providerId} AND second_staff_id = ${staffId}
       AND (status IN ('pending', 'confirmed') OR (status = 'held' AND hold_expires_at > ${now}))
       AND occupied_from < ${to} AND occupied_from > ${since} AND occupied_until > ${from}
    UNION ALL
    SELECT id, occupied_from, occupied_until, '{}'::integer[] FROM sessions
     WHERE provider_id = ${providerId} AND staff_id = ${staffId} AND status = 'open'
       AND occupied_from < ${to} AND occupied_from > ${since} AND occupied_until > ${from}`;
}

/**
 * The time an occupying row (occupyingRanges) holds its member, as bytes of timestamp pairs (see
 * timestamp-pairs.ts): its occupied range, or with `intoGaps` (a caller who may book into
 * processing time) that range less its gaps, one pair per stretch.
 */
export function heldTimestampPairs(intoGaps: boolean) {
  return intoGaps
    ? sql<Buffer>`CASE WHEN cardinality(processing_gaps) = 0 THEN timestamptz_send(occupied_from) || timestamptz_send(occupied_until)
                  ELSE (SELECT string_agg(timestamptz_send(lower(held)) || timestamptz_send(upper(held)), ''::bytea ORDER BY held)
                          FROM unnest(member_occupied(occupied_from, occupied_until, processing_gaps)) AS held) END`
    : sql<Buffer>`timestamptz_send(occupied_from) || timestamptz_send(occupied_until)`;
}

/**
 * The time a staff member is held (occupyingRanges) over [from, to), in time order, as the
 * provider sees it: a booking with processing time in one stretch per side of each gap (the same
 * id on each), as provider keys may book into gaps.
 */
export async function busyIntervals(db: Kysely<Database>, providerId: string, staffId: string, from: Date, to: Date, now: Date) {
  // Epoch milliseconds straight from the database: parsing thousands of timestamp texts into
  // Dates costs more than the rest of an availability computation. date_part answers a double
  // (extract a numeric, whose arithmetic costs PostgreSQL milliseconds over thousands of rows);
  // rounded, it is the exact millisecond.
  // A named statement: planned once per connection (its branches cost more to plan than to run).
  const { rows } = await executeNamed(
    db,
    sql<{ id: string; start: number; end: number }>`
    SELECT id, round(date_part('epoch', lower(held)) * 1000) AS start, round(date_part('epoch', upper(held)) * 1000) AS end
      FROM (${occupyingRanges(providerId, staffId, from, to, now)}) AS occupied
     CROSS JOIN LATERAL unnest(member_occupied(occupied_from, occupied_until, processing_gaps)) AS held
     ORDER BY start`,
  );
  return rows;
}
