// A booking unit: several bookings written in one transaction, all or nothing (a visit's services,
// a series' occurrences), or with `skip` as many as fit. Each item is booked by the same steps as a
// single booking (book-member.ts: the member's rules by the engine, then the exclusion constraints
// when it is written), in the order given, each under a savepoint when there are several: an item
// that does not fit is rolled back alone and recorded with its rule, and the others go on, so a
// refusal names every item that does not fit, not only the first. A single booking is a unit of
// one item, written without a savepoint.
import { sql, type Kysely, type Transaction } from "kysely";
import { isPgError, PG_EXCLUSION_VIOLATION, type Database } from "@booking/db";
import { AppError, badRequest, notFound, type ErrorDetail } from "../../errors";
import { BOOKING_RULES, type BookingRule } from "../../domain/booking-rules";
import { freeMembersInAssignmentOrder, refusesOnlyThisMember } from "./assignment";
import { bookMember } from "./book-member";
import { NoSecondMemberFree } from "./second-member";
import type { BookedMember, MemberBooking } from "./creation-steps";
import { moveLockedBooking } from "./move";
import { notificationForEvent } from "../event-notifications";
import { insertSmartNotifications } from "../notifications";
import {
  BookingRuleViolation,
  guardOverlap,
  keepsOutOfGaps,
  lockMembersInOrder,
  SlotTaken,
  type Booker,
  type LockedBooking,
  type Provider,
  type UnitClaims,
} from "./write-guards";

/**
 * The salon's one notification of a visit or series whose bookings were written one by one
 * (toldWithGroup: their events stored none): the one its first booking's event would store, planned
 * now that every booking is written (read back in this transaction), as a visit or series booked in
 * one batch stores it with its events. Nothing when they were booked in one batch.
 */
export async function writeGroupNotification(trx: Transaction<Database>, booked: readonly (BookedMember | null)[]): Promise<void> {
  const written = booked.filter((b): b is BookedMember => b !== null);
  const [first] = written;
  // Even one booking left of a series that skipped the rest: its own notification was left to this.
  if (!first?.created || !written.some((b) => b.created?.noticeWrittenLater)) return;
  const notification = await notificationForEvent(trx, first.created.event);
  if (notification) await insertSmartNotifications(trx, [notification]);
}

/** One booking of a unit: for the named member, or (no `staffId`) the first free one in the provider's assignment order. */
export interface UnitItem {
  booking: MemberBooking;
  staffId?: string;
  /** Members to try first, in this order, when `staffId` is not given (a series keeps one member; a visit prefers the last). */
  preferredStaffIds?: readonly string[];
}

/** Why an item of a unit does not fit: the rule the engine or a constraint named, in words. */
export interface UnitRefusal {
  /** The item's position in the unit (0-based). */
  index: number;
  rule: BookingRule | "booked" | "no_member_free" | "payment_required";
  /** 400 for a rule of the time (hours, notice, …), 409 for a time taken (a booking, seats, resources) or the salon's business hours. */
  status: 400 | 409;
  message: string;
  /** The times the rule names (UTC ISO), as the single booking's refusal carries them. */
  from?: string;
  to?: string;
}

/** A unit with `all` that some items did not fit: nothing was written (409, every refusal named). */
export class BookingUnitRefused extends AppError {
  constructor(readonly refusals: UnitRefusal[]) {
    super(
      "CONFLICT",
      `${refusals.length} of the bookings asked for ${refusals.length === 1 ? "does" : "do"} not fit`,
      refusals.map((r) => {
        const detail: ErrorDetail = { path: `items.${r.index}`, message: `${r.rule}: ${r.message}`, rule: r.rule };
        if (r.from !== undefined) detail.from = r.from;
        if (r.to !== undefined) detail.to = r.to;
        return detail;
      }),
    );
  }

  /** Some item's time is taken (a lapsed hold may be what took it: see guardOverlap). */
  get timeTaken(): boolean {
    return this.refusals.some((r) => r.status === 409);
  }
}

/** The refusal an error stands for when it says an item does not fit (null: any other error, which ends the unit). */
export function refusalOf(error: unknown, index: number): UnitRefusal | null {
  if (error instanceof BookingRuleViolation) {
    const refusal: UnitRefusal = { index, rule: error.rule, status: BOOKING_RULES[error.rule].status ?? 400, message: error.message };
    const times = error.details?.[0];
    if (times?.from !== undefined) refusal.from = times.from;
    if (times?.to !== undefined) refusal.to = times.to;
    return refusal;
  }
  if (error instanceof SlotTaken) return { index, rule: error.rule, status: 409, message: error.message };
  if (isPgError(error, PG_EXCLUSION_VIOLATION)) {
    return { index, rule: "booked", status: 409, message: "The staff member already has a booking overlapping this time" };
  }
  return null;
}

/**
 * The refusal of a customer's booking of a service that takes a payment, where it cannot be paid
 * (no payment provider, or several bookings at once): not a time that does not fit, so refusalOf
 * leaves it to the caller, who may name it (a visit's item, a waitlist offer).
 */
export function paymentRefusalOf(error: unknown, index: number): UnitRefusal | null {
  if (!(error instanceof AppError) || error.details?.[0]?.rule !== "payment_required") return null;
  return { index, rule: "payment_required", status: 409, message: error.message };
}

export interface UnitResult {
  /** Each item's booking, by position; null for an item skipped. */
  booked: (BookedMember | null)[];
  refusals: UnitRefusal[];
}

/**
 * Writes `items` in a transaction of their own, with every retry a booking write may need
 * (guardOverlap): all of them or none (`all`: BookingUnitRefused naming each item that does not
 * fit), or as many as fit (`skip`).
 */
export function writeBookingUnit(
  db: Kysely<Database>,
  provider: Provider,
  items: readonly UnitItem[],
  now: Date,
  mode: "all" | "skip",
): Promise<UnitResult> {
  return guardOverlap((claims) => db.transaction().execute((trx) => bookUnit(trx, provider, items, now, { claims, mode })), {
    db,
    providerId: provider.id,
    now,
  });
}

/**
 * Writes `items` inside `trx` (the caller's transaction). With `all`, any refusal throws
 * BookingUnitRefused after every item was tried (the caller's transaction then rolls back whole);
 * with `skip`, the items that fit stay written and the rest are answered as refusals. Retries
 * (a policy changed meanwhile, units busy, a lapsed hold in the way) are the caller's: see
 * guardOverlap, which runs the whole transaction again.
 */
export async function bookUnit(
  trx: Transaction<Database>,
  provider: Provider,
  items: readonly UnitItem[],
  now: Date,
  options: { claims: UnitClaims; mode: "all" | "skip" },
): Promise<UnitResult> {
  const [only] = items;
  if (items.length === 1 && only && options.mode === "all") {
    // One booking: its own errors are the answer (no savepoint needed).
    return { booked: [await bookItem(trx, provider, only, now, options.claims)], refusals: [] };
  }
  const booked: (BookedMember | null)[] = [];
  const refusals: UnitRefusal[] = [];
  for (const [index, item] of items.entries()) {
    await sql`SAVEPOINT unit_item`.execute(trx);
    try {
      booked.push(await bookItem(trx, provider, item, now, options.claims));
      await sql`RELEASE SAVEPOINT unit_item`.execute(trx);
    } catch (error) {
      const refusal = refusalOf(error, index);
      if (!refusal) throw error;
      await sql`ROLLBACK TO SAVEPOINT unit_item`.execute(trx);
      refusals.push(refusal);
      booked.push(null);
    }
  }
  if (refusals.length > 0 && options.mode === "all") throw new BookingUnitRefused(refusals);
  return { booked, refusals };
}

/**
 * Moves several locked bookings at once (a visit's items, a series' occurrences), each to its start
 * with its member after every rule of a move by `booker`, under a savepoint each, in the order
 * given (the caller's: in the direction of the shift, so none meets another's old place). Answers
 * the refusals of those that do not fit, by their index, in index order; the others are moved.
 */
export async function moveUnit(
  trx: Transaction<Database>,
  provider: Provider,
  moves: readonly { booking: LockedBooking; staffId: string; start: number; index: number }[],
  now: Date,
  booker: Booker,
): Promise<UnitRefusal[]> {
  const refusals: UnitRefusal[] = [];
  for (const move of moves) {
    await sql`SAVEPOINT unit_move`.execute(trx);
    try {
      await moveLockedBooking(trx, provider, move.booking, move.staffId, move.start, now, booker);
      await sql`RELEASE SAVEPOINT unit_move`.execute(trx);
    } catch (error) {
      const refusal = refusalOf(error, move.index);
      if (!refusal) throw error;
      await sql`ROLLBACK TO SAVEPOINT unit_move`.execute(trx);
      refusals.push(refusal);
    }
  }
  return refusals.sort((a, b) => a.index - b.index);
}

async function bookItem(trx: Transaction<Database>, provider: Provider, item: UnitItem, now: Date, claims: UnitClaims) {
  if (item.staffId === undefined) return bookAnyMember(trx, provider, item.booking, now, claims, item.preferredStaffIds ?? []);
  // Two members named: both locked in id order first (see lockMembersInOrder).
  const second = item.booking.secondStaffId;
  if (second) await lockMembersInOrder(trx, provider.id, [item.staffId, second]);
  return bookMember({ trx, claims }, provider, item.booking, item.staffId, now);
}

/**
 * The provider's assignment rule (assignment.ts), inside the transaction that takes the slot: each
 * free member (the preferred ones first) is tried in turn under a savepoint. Two visitors racing
 * for the last free member: one gets them, the other finds no one and gets 409.
 */
async function bookAnyMember(
  trx: Transaction<Database>,
  provider: Provider,
  input: MemberBooking,
  now: Date,
  claims: UnitClaims,
  preferred: readonly string[],
) {
  const intoGaps = !keepsOutOfGaps(provider, input.booker ?? "provider");
  const free = await freeMembersInAssignmentOrder(trx, provider.id, input.serviceId, input.dateTime, now, intoGaps);
  const candidates = [...preferred.filter((id) => free.includes(id)), ...free.filter((id) => !preferred.includes(id))];
  let lastRefusal: unknown = null;
  let offGridForAll = candidates.length > 0;
  for (const staffId of candidates) {
    await sql`SAVEPOINT assign_member`.execute(trx);
    try {
      return await bookMember({ trx, claims }, provider, input, staffId, now);
    } catch (error) {
      // A two-person booking whose candidate has no second member free: another may have one.
      if (!refusesOnlyThisMember(error) && !(error instanceof NoSecondMemberFree)) throw error;
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
  throw new SlotTaken(
    "No staff member who offers this service is free at that time",
    "no staff member is free at this time",
    "no_member_free",
  );
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
