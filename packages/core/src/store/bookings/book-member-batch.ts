// Several bookings for one customer at once (a series' occurrences, a visit's items), of one
// member or of a member each: one read of everything they need per member (the member's row
// locked, each service, the policies over their whole span), each decided by the rules of a single
// booking (creation-steps.ts), then one statement writing them all with their events, the exclusion
// constraints deciding overlaps as they do for one booking. A statement per member and one more,
// instead of two per booking. Only for bookings that claim nothing (no class, no resources, no
// second member, no hold) and share their customer and booker; any other set is answered
// NOT_ONE_BATCH and booked one by one (bookMember). A booking that does not fit throws the error its
// single booking would (the first found) and leaves the transaction to be rolled back: a caller
// that must name every refusal books them again one by one, each under a savepoint. A dry run
// ("check only") writes nothing: after the same read and rules, one statement tells whether any of
// them meets another booking or a class of its member (any that does is left to the one-by-one
// path, which names it).
import { sql, type RawBuilder, type Transaction } from "kysely";
import { rowsOf, type Database } from "@booking/db";
import { presentOrThrow } from "../../errors";
import { newId } from "../../ids";
import { recordEventsWithChange } from "../events";
import type { KnownBookingFacts } from "../event-notifications";
import type { VisitItemFacts } from "../../domain/notification-plan";
import { readForBatch, type CreationRead } from "./creation-read";
import {
  BOOKING_INSERT_COLUMN_LIST,
  bookingRow,
  createdEvent,
  decideBooking,
  placeWithoutClaims,
  bookedMember,
  type BookedMember,
  type Decision,
  type InsertedBooking,
  type MemberBooking,
  type Placement,
} from "./creation-steps";
import { initialBookingStatus } from "../../domain/provider-notices";
import { SessionOverlap } from "./sessions";
import { assertOutsideProcessingTime, PoliciesChanged, processingOverlapCheck, SlotTaken, type Provider } from "./write-guards";

/** What bookMemberBatch answers for bookings it cannot write as one batch (nothing was written). */
export const NOT_ONE_BATCH = { notOneBatch: true } as const;

/** Whether `inputs` could be one batch: two or more, sharing customer, booker and seats, none held or claiming a second member. */
function mayBeOneBatch(inputs: readonly MemberBooking[]): boolean {
  const [first] = inputs;
  if (!first || inputs.length < 2) return false;
  return inputs.every(
    (input) =>
      input.customerId === first.customerId &&
      input.booker === first.booker &&
      input.seats === first.seats &&
      input.hold === null &&
      input.visitor === null &&
      !input.secondStaffId,
  );
}

/** How bookMemberBatch writes (see there). */
export interface BatchOptions {
  /** "check only": a dry run, nothing written. */
  writes?: "book" | "check only";
  /** Written in the insert's statement (a visit's row). */
  alongside?: readonly RawBuilder<unknown>[];
  /** The inputs' reads when the caller has read them (readForBatch, the member's row locked, over their whole span). */
  reads?: readonly CreationRead[];
}

/**
 * Books every one of `inputs` for member `staffId` inside `trx` (the member's row is locked by the
 * read, if the caller has not locked it already), in two statements, or answers NOT_ONE_BATCH.
 * Answers the bookings in the order of `inputs` ("check only": as they would be, none written).
 */
export async function bookMemberBatch(
  trx: Transaction<Database>,
  provider: Provider,
  inputs: readonly MemberBooking[],
  staffId: string,
  now: Date,
  options: BatchOptions = {},
): Promise<BookedMember[] | typeof NOT_ONE_BATCH> {
  if (!mayBeOneBatch(inputs)) return NOT_ONE_BATCH;
  const starts = inputs.map((input) => input.dateTime.getTime());
  const reads =
    options.reads ?? (await readForBatch(trx, provider.id, inputs, staffId, new Date(Math.min(...starts)), new Date(Math.max(...starts))));
  if (!reads) return NOT_ONE_BATCH;
  return bookMembersBatch(
    trx,
    provider,
    inputs,
    inputs.map(() => staffId),
    reads,
    now,
    options,
  );
}

/**
 * The batch itself, of one member (bookMemberBatch) or several (a visit naming another member for
 * some item): `staffIds[i]` takes `inputs[i]`, and `reads[i]` is its read (readForBatch of that
 * member, whose row the caller has locked: members in id order, as every writer locks several).
 * One insert writes them all.
 */
export async function bookMembersBatch(
  trx: Transaction<Database>,
  provider: Provider,
  inputs: readonly MemberBooking[],
  staffIds: readonly string[],
  reads: readonly CreationRead[],
  now: Date,
  options: Omit<BatchOptions, "reads"> = {},
): Promise<BookedMember[] | typeof NOT_ONE_BATCH> {
  if (!mayBeOneBatch(inputs) || staffIds.length !== inputs.length || reads.length !== inputs.length) return NOT_ONE_BATCH;
  const { writes = "book", alongside = [] } = options;
  const staffOf = (index: number) => presentOrThrow(staffIds[index], "a member per input");
  const decisions = inputs.map((input, index) =>
    decideBooking(presentOrThrow(reads[index], "a read per input"), input, staffOf(index), provider, now),
  );
  if (decisions.some((decision) => decision.needsTransaction)) return NOT_ONE_BATCH;
  const decision = presentOrThrow(decisions[0], "two or more inputs");
  const decisionOf = (index: number) => presentOrThrow(decisions[index], "a decision per input");
  // Each booking's rules, as its single booking's (the first that breaks one throws).
  const places = inputs.map((input, index) => placeWithoutClaims(decisionOf(index), input.dateTime));
  const placeOf = (index: number) => presentOrThrow(places[index], "a place per input");
  // Bookings of the batch that meet each other are left to the one-by-one path, which tells
  // which of them comes first (and keeps each one's processing-time check seeing the others).
  const ranges = places.map((place) => [place.from.getTime(), place.until.getTime()] as const).sort((a, b) => a[0] - b[0]);
  if (ranges.some(([from], index) => index > 0 && from < (ranges[index - 1]?.[1] ?? -Infinity))) return NOT_ONE_BATCH;
  if (decision.keepsOutOfGaps) {
    // The member's row is locked: the other bookings these meet cannot change before the insert.
    const checks = places.map((place, index) => processingOverlapCheck(provider.id, staffOf(index), place.from, place.until, now, null));
    await assertOutsideProcessingTime(trx, sql.join(checks, sql` AND `));
  }
  if (writes === "check only") {
    await assertMeetsNoOther(
      trx,
      provider.id,
      places.map((place, index) => ({ staffId: staffOf(index), place })),
    );
    const status = initialBookingStatus(decision.booker, provider.confirmation);
    return inputs.map((input, index) => {
      const place = placeOf(index);
      const row = { id: newId("bk"), status, starts_at: place.startsAt, ends_at: place.endsAt, created_at: now, hold_expires_at: null };
      return bookedMember(row, decisionOf(index), place, input.seats, null, null);
    });
  }
  const rows = inputs.map((input, index) => bookingRow(provider, decisionOf(index), input, placeOf(index), null, newId("bk")));
  // One member's version is read once for every row (a series of 52); several, each row's own.
  const member = staffIds.every((staffId) => staffId === staffIds[0]) ? sql`${staffOf(0)}` : sql`bookings.staff_id`;
  const insert = sql<InsertedBooking>`
    INSERT INTO bookings (${BOOKING_INSERT_COLUMN_LIST})
    SELECT ${BOOKING_INSERT_COLUMN_LIST} FROM ${rowsOf(
      "bookings",
      rows.map((row, index) => asJsonRow(row, placeOf(index), decisionOf(index))),
    )}
    RETURNING id, status, starts_at, ends_at, created_at, hold_expires_at,
              (SELECT policy_version FROM staff WHERE provider_id = ${provider.id} AND id = ${member}) AS policy_version,
              -- A class the member teaches over a booking's range (read after the member's lock,
              -- which every writer of the member's sessions holds).
              (SELECT se.id FROM sessions se
                WHERE se.provider_id = ${provider.id} AND se.staff_id = bookings.staff_id AND se.status = 'open'
                  AND tstzrange(se.occupied_from, se.occupied_until) && tstzrange(bookings.occupied_from, bookings.occupied_until)
                LIMIT 1) AS session_clash`;
  const group = groupToldTogether(inputs, rows, decisionOf, placeOf, now);
  const events = inputs.map((input, index) => {
    const created = createdEvent(provider, decisionOf(index), input, placeOf(index), null, presentOrThrow(rows[index], "a row per input"));
    // The first's event tells of them all.
    return group ? { ...created, facts: { ...created.facts, ...group } } : created;
  });
  // Whatever each booking writes with it (a visit's manage link names its first item), and the caller's.
  const writtenWith = rows.flatMap((row, index) => inputs[index]?.writtenWith?.(row.id) ?? []);
  const written = await recordEventsWithChange(trx, insert, events, [...writtenWith, ...alongside]);
  const byId = new Map(written.rows.map((row) => [row.id, row]));
  return rows.map((booking, index) => {
    const {
      policy_version: policyVersion,
      session_clash: sessionClash,
      ...row
    } = presentOrThrow(byId.get(booking.id), "INSERT … RETURNING returns every new booking");
    // A writer of the member's policies committed while the read waited for the member's lock.
    if (Number(policyVersion) !== Number(decisionOf(index).staff.seen_policy_version)) throw new PoliciesChanged();
    if (sessionClash) throw new SessionOverlap(sessionClash);
    const event = written.recorded[index];
    const created = event?.event === "booking.created" ? { event, noticeWrittenLater: false } : null;
    return bookedMember(row, decisionOf(index), placeOf(index), booking.seats, null, created);
  });
}

/**
 * A dry run's check: SlotTaken when any of `places` meets another booking of its member (their
 * occupied time, processing time left free) or a class they teach, as the insert's constraints and
 * checks would find.
 */
async function assertMeetsNoOther(
  trx: Transaction<Database>,
  providerId: string,
  places: readonly { staffId: string; place: Placement }[],
) {
  const ranges = places.map(({ staffId, place }) => ({
    staff_id: staffId,
    occupied_from: place.from,
    occupied_until: place.until,
    gaps: place.processingGaps,
  }));
  const { rows } = await sql<{ meets_another: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM jsonb_to_recordset(${JSON.stringify(ranges)}::jsonb)
                 AS o(staff_id text, occupied_from timestamptz, occupied_until timestamptz, gaps int[])
       WHERE EXISTS (SELECT 1 FROM member_occupancy mo
                      WHERE mo.provider_id = ${providerId} AND mo.staff_id = o.staff_id
                        AND mo.occupied && member_occupied(o.occupied_from, o.occupied_until, o.gaps))
          OR EXISTS (SELECT 1 FROM sessions se
                      WHERE se.provider_id = ${providerId} AND se.staff_id = o.staff_id AND se.status = 'open'
                        AND tstzrange(se.occupied_from, se.occupied_until) && tstzrange(o.occupied_from, o.occupied_until))
    ) AS meets_another`.execute(trx);
  if (rows[0]?.meets_another) throw new SlotTaken("A booking of the batch meets another booking of its member", "meets another booking");
}

/** A booking's row for rowsOf: its jsonb columns as the values themselves, not the JSON text bookingRow gives a parameter. */
function asJsonRow(row: ReturnType<typeof bookingRow>, place: Placement, decision: Decision) {
  return Object.assign({}, row, {
    resources: place.resources,
    payment_policy: row.payment_policy === null ? null : decision.service.payment,
  });
}

/**
 * A series' occurrences or a visit's items booked in this batch, in time order, as the salon's
 * notice of new bookings takes them: one notice, by the earliest, tells of them all (a series of
 * 52 is one notification, not 52), as the customer's messages do. Null for other batches.
 */
function groupToldTogether(
  inputs: readonly MemberBooking[],
  rows: readonly { id: string; status: string }[],
  decisionOf: (index: number) => Decision,
  placeOf: (index: number) => Placement,
  now: Date,
): Pick<KnownBookingFacts, "seriesOccurrences" | "visitItems"> | null {
  const first = inputs[0];
  const kind = first?.series ? "series" : first?.visitId ? "visit" : null;
  if (!kind) return null;
  const items: VisitItemFacts[] = rows
    .map((row, index) => ({
      bookingId: row.id,
      serviceName: decisionOf(index).service.name,
      staffName: decisionOf(index).staff.name,
      startsAt: placeOf(index).startsAt,
      endsAt: placeOf(index).endsAt,
      status: row.status,
      confirmedAt: null,
      cancelledAt: null,
      // A series' occurrences booked together share the instant (a visit's items are all booked at once).
      ...(kind === "series" ? { createdAt: now } : {}),
    }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return kind === "series" ? { seriesOccurrences: items } : { visitItems: items };
}
