// Changing a booking: PATCH (a status transition, a move, a note, in any combination) and
// DELETE (cancellation), each in one transaction with the event its new status calls for.
import { sql, type Kysely, type Transaction } from "kysely";
import type { BookingStatus, BookingsTable, Database, Updateable } from "@booking/db";
import { conflict, presentOrThrow } from "../../errors";
import { bookingEventData } from "./event-data";
import { checkTransition, eventForStatus } from "../../domain/booking-rules";
import { recordEvent } from "../events";
import { plannedMove } from "./move";
import { recordRelease } from "../waitlist-releases";
import { guardOverlap, lockBooking, PROVIDER_ROW_COLUMNS, providerOfRow, type LockedBooking, type Provider } from "./write-guards";
import { askForFreshBusyTime, type CalendarSettings } from "../../calendar-sync/freshness";
import { releaseHold, withdrawLapsedPaymentHold } from "./holds";
import { assertNoShowAllowed } from "./safe-actions";
import { NOT_CONFIRMED_IN_TIME } from "../../domain/provider-notices";
import { settleCancellation, settleNoShow } from "../payments/settlement";
import { loadNoticeBooking } from "../event-notifications";
import { confirmedTogether } from "../../domain/notification-plan";

export interface UpdateBookingInput {
  status?: BookingStatus;
  dateTime?: Date;
  /** Another member to give the booking to (a move: with dateTime, or at the same time). */
  staffId?: string;
  notes?: string | null;
  /** With status no_show alone: the salon's words to the customer, told with it and kept in its history line. */
  reason?: string | null;
  /** With status no_show alone: whether the customer is told of it (not unless asked). */
  notifyCustomer?: boolean;
}

/** PATCH: a status transition, a move, a note — any combination, all checks, one transaction. A move may ask for fresh calendars first (see createBooking). */
export async function updateBooking(
  db: Kysely<Database>,
  provider: Provider,
  bookingId: string,
  input: UpdateBookingInput,
  now: Date,
  calendars?: CalendarSettings,
) {
  if (input.staffId !== undefined) await askForFreshBusyTime(db, provider, { staffId: input.staffId }, now, calendars);
  else if (input.dateTime !== undefined) await askForFreshBusyTime(db, provider, { bookingId }, now, calendars);
  return guardOverlap(
    () =>
      db.transaction().execute(async (trx) => {
        const booking = await lockBooking(trx, provider.id, bookingId);
        const targetStatus = input.status ?? booking.status;
        const transition = checkTransition(booking.status, targetStatus);
        if (transition.kind === "forbidden") {
          throw conflict(transition.message, [{ path: "status", message: transition.message, rule: "transition" }]);
        }
        if (transition.kind === "allowed" && targetStatus === "no_show") assertNoShowAllowed(booking.starts_at, now);

        const changes: Updateable<BookingsTable> = {};
        if (transition.kind === "allowed") {
          changes.status = targetStatus;
          if (targetStatus === "cancelled") {
            changes.cancelled_at = now;
            changes.notify_customer = true;
          }
        }
        const move = await plannedMove(trx, provider, booking, targetStatus, input.dateTime, now, "provider", input.staffId);
        if (move) Object.assign(changes, { ...move, resources: JSON.stringify(move.resources) });
        // The booking as the request leaves it (new time, seats' session and units after a move): what its events tell.
        const current = move ? { ...booking, ...move } : booking;
        if (input.notes !== undefined && input.notes !== booking.notes) changes.notes = input.notes;

        if (Object.keys(changes).length === 0) {
          if (targetStatus === "cancelled") await withdrawLapsedPaymentHold(trx, provider.id, booking.id);
          return { id: booking.id, status: booking.status, updated_at: booking.updated_at, changed: false };
        }
        const row = await trx
          .updateTable("bookings")
          .set({ ...changes, updated_at: sql`now()` })
          .where("provider_id", "=", provider.id)
          .where("id", "=", booking.id)
          .returning(["id", "status", "updated_at", "cancelled_at"])
          .executeTakeFirstOrThrow();
        if (move && (move.starts_at.getTime() !== booking.starts_at.getTime() || move.staff_id !== booking.staff_id)) {
          await recordRelease(trx, provider.id, booking, "moved", now);
        }
        if (transition.kind === "allowed" && targetStatus === "cancelled") await recordRelease(trx, provider.id, booking, "cancelled", now);
        // The money follows the status: a cancellation by the salon refunds what was taken, a no-show charges its fee.
        const settlement =
          transition.kind !== "allowed"
            ? null
            : targetStatus === "cancelled"
              ? await settleCancellation(trx, provider.id, booking, "provider", now)
              : targetStatus === "no_show"
                ? await settleNoShow(trx, provider.id, booking.id)
                : null;
        if (move) {
          // A move keeps the booking open (plannedMove refuses moving and closing at once).
          const openStatus = row.status as "pending" | "confirmed";
          await recordEvent(trx, "booking.rescheduled", {
            ...bookingEventData(provider.id, current, openStatus),
            previousDateTime: booking.starts_at.toISOString(),
            changedBy: "provider",
          });
        }
        const event = transition.kind === "allowed" ? eventForStatus(targetStatus) : null;
        if (event === "booking.cancelled") {
          await recordEvent(trx, event, {
            ...bookingEventData(provider.id, current, "cancelled"),
            cancelledAt: presentOrThrow(row.cancelled_at, "cancelling sets cancelled_at").toISOString(),
            reason: null,
            notifyCustomer: true,
            changedBy: "provider",
          });
        } else if (event === "booking.confirmed") {
          await recordEvent(trx, event, bookingEventData(provider.id, current, "confirmed"));
        } else if (event === "booking.completed") {
          await recordEvent(trx, event, bookingEventData(provider.id, current, "completed"));
        } else if (transition.kind === "allowed" && targetStatus === "no_show") {
          // No webhook event exists for a no-show: an internal event, for the customer's notice
          // when the salon asked to tell them, and the booking's history line.
          await recordEvent(trx, "booking.no_show", {
            ...bookingEventData(provider.id, current, "no_show"),
            // An empty message is none.
            reason: input.reason || null,
            notifyCustomer: input.notifyCustomer ?? false,
            changedBy: "provider",
          });
        }
        return { id: row.id, status: row.status, updated_at: row.updated_at, changed: true, settlement };
      }),
    { db, providerId: provider.id, now },
  );
}

/** DELETE: cancels. Cancelling a cancelled booking is a no-op answering its original cancellation. */
export async function cancelBooking(
  db: Kysely<Database>,
  provider: Provider,
  bookingId: string,
  input: { reason?: string | null; notifyCustomer: boolean; changedBy?: "provider" | "customer" },
  now: Date,
  /** A further check of the locked booking (a customer's own cancellation: the notice). */
  allowed?: (trx: Transaction<Database>, booking: LockedBooking) => Promise<void>,
) {
  return db.transaction().execute(async (trx) => {
    const booking = await lockBooking(trx, provider.id, bookingId);
    await allowed?.(trx, booking);
    return cancelLockedBooking(trx, provider, booking, input, now);
  });
}

/**
 * Confirms the pending ones of bookings locked in `trx` together (a visit's items, a series'
 * dates), in one statement, then records each one's booking.confirmed: the customer's one word of
 * it is the earliest's, listing them all (their notices are planned as confirmed together, before
 * the history lines that tell it are written). Bookings not pending are left as they are; answers
 * the ids confirmed.
 */
export async function confirmLockedBookings(
  trx: Transaction<Database>,
  provider: Provider,
  bookings: readonly LockedBooking[],
  now: Date,
): Promise<string[]> {
  const pending = bookings.filter((b) => b.status === "pending").sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
  const [first] = pending;
  if (!first) return [];
  const ids = pending.map((b) => b.id);
  await trx
    .updateTable("bookings")
    .set({ status: "confirmed", updated_at: sql`now()` })
    .where("provider_id", "=", provider.id)
    .where("id", "in", ids)
    .execute();
  const found = await loadNoticeBooking(trx, provider.id, first.id);
  const together = found ? confirmedTogether(found.booking, new Set(ids), now) : undefined;
  for (const booking of pending) {
    // The others' facts are the earliest's under their own id: each finds itself told by the earliest.
    const facts = together && { ...together, bookingId: booking.id };
    await recordEvent(trx, "booking.confirmed", bookingEventData(provider.id, booking, "confirmed"), facts);
  }
  return ids;
}

/** What a cancellation asks: its reason, whether the customer is told, and who cancelled. */
interface CancelRequest {
  reason?: string | null;
  notifyCustomer: boolean;
  changedBy?: "provider" | "customer";
}

/** Cancels a booking locked in `trx` (cancelBooking's work). */
async function cancelLockedBooking(
  trx: Transaction<Database>,
  provider: Provider,
  booking: LockedBooking,
  input: CancelRequest,
  now: Date,
) {
  const [answer] = await cancelLockedBookings(trx, provider, [booking], input, now);
  return presentOrThrow(answer, "an answer per booking");
}

/**
 * Cancels bookings locked in `trx` together (a visit's items, a series' occurrences), answering
 * each in order: every row first, then each one's event and settlement, so that each event's
 * notice sees the whole change (the customer's one in-app word of it is its earliest booking's,
 * listing them all; planned while only some rows were cancelled, the first would tell of itself
 * alone and the next of fewer than all).
 */
export async function cancelLockedBookings(
  trx: Transaction<Database>,
  provider: Provider,
  bookings: readonly LockedBooking[],
  input: CancelRequest,
  now: Date,
) {
  const rows: CancelledRow[] = [];
  for (const booking of bookings) rows.push(await cancelRow(trx, provider, booking, input, now));
  const answers = [];
  for (const [index, cancelled] of rows.entries()) {
    const booking = presentOrThrow(bookings[index], "a booking per row");
    if ("answer" in cancelled) {
      answers.push(cancelled.answer);
      continue;
    }
    await recordEvent(trx, "booking.cancelled", {
      ...bookingEventData(provider.id, booking, "cancelled"),
      cancelledAt: now.toISOString(),
      reason: input.reason ?? null,
      notifyCustomer: input.notifyCustomer,
      changedBy: input.changedBy ?? "provider",
    });
    const settlement = await settleCancellation(trx, provider.id, booking, input.changedBy ?? "provider", now);
    answers.push({ ...cancelled.row, settlement });
  }
  return answers;
}

/** A booking's row cancelled (its event still to record), or what its cancellation answers at once (a hold released, a no-op). */
type CancelledRow =
  | { row: { id: string; status: BookingStatus; cancelled_at: Date | null } }
  | { answer: { id: string; status: BookingStatus; cancelled_at: Date | null; settlement: null } };

async function cancelRow(
  trx: Transaction<Database>,
  provider: Provider,
  booking: LockedBooking,
  input: CancelRequest,
  now: Date,
): Promise<CancelledRow> {
  // A hold (a visitor's booking waiting for email verification) told no one yet: it is released
  // without a trace rather than cancelled.
  if (booking.status === "held") {
    await releaseHold(trx, provider.id, booking.id, now);
    return { answer: { id: booking.id, status: "cancelled", cancelled_at: now, settlement: null } };
  }
  const transition = checkTransition(booking.status, "cancelled");
  if (transition.kind === "forbidden") {
    throw conflict(transition.message, [{ path: "status", message: transition.message, rule: "transition" }]);
  }
  if (transition.kind === "noop") {
    await withdrawLapsedPaymentHold(trx, provider.id, booking.id);
    return { answer: { id: booking.id, status: booking.status, cancelled_at: booking.cancelled_at, settlement: null } };
  }
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
  await recordRelease(trx, provider.id, booking, "cancelled", now);
  return { row };
}

/**
 * Cancels up to `limit` pending bookings their provider left unconfirmed past its
 * pendingExpiresAfterHours, each as a cancellation would (reason "not confirmed in time", the
 * customer told, booking.cancelled sent); answers how many. The bookings of one visit or series
 * that lapse together are cancelled together (one transaction: the customer told once, listing
 * them). A booking confirmed meanwhile is left alone (checked under its row lock). Run by the
 * worker's sweep.
 */
export async function expireUnconfirmedBookings(db: Kysely<Database>, now: Date, limit = 500): Promise<number> {
  // From the salons that set an expiry to each one's overdue bookings: joined the other way round,
  // PostgreSQL walked every salon's pending bookings on every sweep (140,000 of them, 0.9 s) when
  // no salon had set one.
  const overdue = await db
    .selectFrom("providers as p")
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom("bookings as b")
          .select(["b.id as booking_id", "b.visit_id", "b.series_id", "b.created_at", "b.starts_at"])
          .whereRef("b.provider_id", "=", "p.id")
          .where("b.status", "=", "pending")
          .where("b.created_at", "<=", sql<Date>`${now}::timestamptz - p.pending_expires_after_hours * interval '1 hour'`)
          .orderBy("b.created_at")
          .orderBy("b.starts_at")
          .limit(limit)
          .as("b"),
      (join) => join.onTrue(),
    )
    .select(["b.booking_id", "b.visit_id", "b.series_id", ...PROVIDER_ROW_COLUMNS.map((column) => `p.${column}` as const)])
    .where("p.pending_expires_after_hours", "is not", null)
    .orderBy("b.created_at")
    .orderBy("b.starts_at")
    .limit(limit)
    .execute();
  // A visit's items and a series' dates (booked at one instant, so next to each other here) as one group each.
  const groups = new Map<string, typeof overdue>();
  for (const row of overdue) {
    const key = `${row.id}/${row.visit_id ?? row.series_id ?? row.booking_id}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  let expired = 0;
  for (const rows of groups.values()) {
    const [first] = rows;
    if (!first) continue;
    const provider = providerOfRow(first);
    expired += await db.transaction().execute(async (trx) => {
      const locked: LockedBooking[] = [];
      for (const row of rows) locked.push(await lockBooking(trx, provider.id, row.booking_id));
      // Confirmed or cancelled since the read: left as it is.
      const stillPending = locked.filter((booking) => booking.status === "pending");
      await cancelLockedBookings(trx, provider, stillPending, { reason: NOT_CONFIRMED_IN_TIME, notifyCustomer: true }, now);
      return stillPending.length;
    });
  }
  return expired;
}
