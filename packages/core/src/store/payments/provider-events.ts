// The payment provider's notifications, applied to the bookings they concern. Each event id is
// applied once (a delivery repeated or arriving again later changes nothing), each money movement
// recorded once (a payment and a refund by their own ids), and a booking only moves forward:
// - a payment succeeded: the captured money goes into the ledger; the booking held for it stands
//   (pending or confirmed, booking.created and payment.received sent; a waitlist offer's claimed,
//   its entry booked). When its hold had lapsed,
//   it stands again if its time is still free (the database's constraints decide, as for any
//   booking), else the payment is refunded in full (`hold_lapsed`); a booking its customer
//   cancelled meanwhile is refunded in full too;
// - a card saved (card mode): the booking held for it stands, the card kept for fees;
// - a payment failed: noted (the customer may try again with the same payment until the hold lapses);
// - a refund made elsewhere (the provider's dashboard): recorded in the ledger. Refunds this
//   service made are recorded when it makes them (tasks.ts).
// An event about a payment this service never made answers 404 and is not recorded, so that a
// delivery meant for another system is not taken as handled.
import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import { executeNamed, type Database, type Selectable } from "@booking/db";
import { notFound } from "../../errors";
import type { PaymentEvent } from "../../payments/provider";
import { initialBookingStatus } from "../../domain/provider-notices";
import { recordEvent, recordEventsWithChange, type EventToRecord } from "../events";
import { noticeBookingOf } from "../event-notifications";
import type { VisitItemFacts } from "../../domain/notification-plan";
import { bookingEventData } from "../bookings/event-data";
import { lockedBookingWithNotice, lockMembersInOrder } from "../bookings/write-guards";
import { HOLD_LAPSED } from "../bookings/holds";
import { decideRefund, recordMovement } from "./ledger";
import { completeOfferOfBooking } from "../waitlist-offers";

export type EventOutcome = "applied" | "duplicate" | "ignored" | "confirmed" | "reinstated" | "refunded" | "noted";

/** The provider's name for the events' table (one provider today). */
const PROVIDER = "stripe";

/** Applies one verified event in one transaction; answers what it did. 404 (AppError) for a payment this service does not know. */
export async function applyPaymentEvent(db: Kysely<Database>, event: PaymentEvent, now: Date): Promise<EventOutcome> {
  return db.transaction().execute(async (trx) => {
    const application = new EventApplication(event.id);
    const outcome = await applyFirstTime(trx, event, now, application);
    if (outcome === "duplicate" || application.outcomeWritten) return outcome;
    await sendWrites(trx, application.lastWrites(outcome));
    return outcome;
  });
}

/**
 * Writes of an event's application that need not go alone (the payment marked and its capture,
 * the event's outcome): they go with the statement that ends it, the booking's when it stands, so
 * that a payment confirming a booking is five round trips (the transaction's two included).
 */
class EventApplication {
  private waiting: RawBuilder<unknown>[] = [];
  /** Whether the event's outcome went with a statement of the application's own. */
  outcomeWritten = false;

  constructor(private readonly eventId: string) {}

  wait(write: RawBuilder<unknown>) {
    this.waiting.push(write);
  }

  /** The writes waiting, sent now: before anything that reads what they write (a refund reads the capture). */
  async sendWaiting(trx: Transaction<Database>) {
    await sendWrites(trx, this.waiting.splice(0));
  }

  /** The writes waiting and the event's outcome, for the statement that ends the application. */
  lastWrites(outcome: EventOutcome): RawBuilder<unknown>[] {
    this.outcomeWritten = true;
    return [
      ...this.waiting.splice(0),
      sql`UPDATE payment_provider_events SET outcome = ${outcome} WHERE provider = ${PROVIDER} AND event_id = ${this.eventId}`,
    ];
  }
}

/** Data-modifying statements as one (none: nothing sent). */
async function sendWrites(trx: Transaction<Database>, writes: readonly RawBuilder<unknown>[]) {
  if (writes.length === 0) return;
  const named = writes.map((write, index) => sql`${sql.raw(`write_${index}`)} AS (${write})`);
  await executeNamed(trx, sql`WITH ${sql.join(named)} SELECT 1`);
}

/** The event recorded as received (unique per id: a second delivery finds it there and is a duplicate), then applied. */
async function applyFirstTime(
  trx: Transaction<Database>,
  event: PaymentEvent,
  now: Date,
  application: EventApplication,
): Promise<EventOutcome> {
  if (event.type === "payment.succeeded") {
    // The commonest event: recorded and its payment locked in one statement.
    const { rows } = await executeNamed(
      trx,
      sql<Intent & { first: boolean }>`
        WITH received AS (
          INSERT INTO payment_provider_events (provider, event_id, type, reference, outcome)
          VALUES (${PROVIDER}, ${event.id}, ${event.type}, ${event.reference || null}, 'received')
          ON CONFLICT (provider, event_id) DO NOTHING
          RETURNING event_id)
        SELECT pi.*, EXISTS (SELECT 1 FROM received) AS first FROM payment_intents pi WHERE pi.reference = ${event.reference} FOR UPDATE`,
    );
    const found = rows[0];
    // Unknown: the 404 rolls the record back (no event about it is ever kept), so it was not received before.
    if (!found) throw notFound("Payment", event.reference);
    if (!found.first) return "duplicate";
    const { first: _, ...intent } = found;
    return intent.kind === "fee" ? feeCharged(trx, intent, event, now) : paid(trx, intent, event, now, application);
  }
  const first = await sql<{ event_id: string }>`
    INSERT INTO payment_provider_events (provider, event_id, type, reference, outcome)
    VALUES (${PROVIDER}, ${event.id}, ${event.type}, ${event.reference || null}, 'received')
    ON CONFLICT (provider, event_id) DO NOTHING
    RETURNING event_id`.execute(trx);
  if (first.rows.length === 0) return "duplicate";
  return applyOnce(trx, event, now, application);
}

type Intent = Selectable<Database["payment_intents"]>;
type LockedBookingWithNotice = Awaited<ReturnType<typeof lockedBookingWithNotice>>[number];

async function intentOf(trx: Transaction<Database>, reference: string): Promise<Intent> {
  const intent = await trx.selectFrom("payment_intents").selectAll().where("reference", "=", reference).forUpdate().executeTakeFirst();
  if (!intent) throw notFound("Payment", reference);
  return intent;
}

async function applyOnce(trx: Transaction<Database>, event: PaymentEvent, now: Date, application: EventApplication): Promise<EventOutcome> {
  switch (event.type) {
    case "ignored":
      return "ignored";
    case "payment.succeeded":
      throw new Error("payment.succeeded is applied with its record (applyFirstTime)");
    case "card.saved": {
      const intent = await intentOf(trx, event.reference);
      if (intent.status === "succeeded") return "duplicate";
      await setIntent(trx, intent.id, { status: "succeeded", payment_method: event.paymentMethod ?? null });
      return standOrRefund(trx, intent, now, 0, application);
    }
    case "payment.failed": {
      const intent = await intentOf(trx, event.reference);
      if (intent.status !== "requires_payment") return "ignored";
      // The customer may try again with the same payment; a fee charged off session has no second try.
      await setIntent(trx, intent.id, {
        failure: event.failureCode ?? event.failureMessage ?? "failed",
        ...(intent.kind === "fee" ? { status: "declined" as const } : {}),
      });
      return "noted";
    }
    case "payment.canceled": {
      const intent = await intentOf(trx, event.reference);
      if (intent.status !== "requires_payment") return "ignored";
      await setIntent(trx, intent.id, { status: "canceled" });
      return "noted";
    }
    case "refund.succeeded": {
      const intent = await intentOf(trx, event.paymentReference ?? "");
      // Ours: recorded when made (the task), or about to be.
      if (event.reason !== undefined) return "ignored";
      const recorded = await recordMovement(trx, {
        providerId: intent.provider_id,
        bookingId: intent.booking_id,
        kind: "refund",
        amountMinor: event.amountMinor ?? 0,
        currency: intent.currency,
        reference: event.reference,
        reason: "by_provider_dashboard",
        at: now,
      });
      return recorded ? "applied" : "duplicate";
    }
  }
}

async function setIntent(trx: Transaction<Database>, id: string, changes: Partial<Pick<Intent, "status" | "payment_method" | "failure">>) {
  await trx
    .updateTable("payment_intents")
    .set({ ...changes, updated_at: sql`now()` })
    .where("id", "=", id)
    .execute();
}

/** A payment taken: into the ledger once, then the booking stands, or the money goes back. */
async function paid(
  trx: Transaction<Database>,
  intent: Intent,
  event: PaymentEvent,
  now: Date,
  application: EventApplication,
): Promise<EventOutcome> {
  if (intent.status === "succeeded") return "duplicate";
  const amount = event.amountMinor ?? intent.amount_minor;
  // The payment marked and its capture recorded (once per reference, as recordMovement does), with
  // the statement that ends the event's application.
  application.wait(sql`
    UPDATE payment_intents SET status = 'succeeded', payment_method = ${event.paymentMethod ?? null}, updated_at = now()
     WHERE id = ${intent.id}`);
  application.wait(sql`
    INSERT INTO payment_ledger (provider_id, booking_id, kind, amount_minor, currency, reference, reason, at)
    SELECT ${intent.provider_id}::uuid, ${intent.booking_id}, 'capture', ${amount}::int, ${intent.currency}, ${intent.reference ?? event.reference},
           ${intent.purpose}, ${now}::timestamptz
     WHERE ${amount}::int > 0
    ON CONFLICT (kind, reference) DO NOTHING`);
  return standOrRefund(trx, intent, now, amount, application);
}

/** A fee charged off session that the provider finished later (it answered `processing` at first). */
async function feeCharged(trx: Transaction<Database>, intent: Intent, event: PaymentEvent, now: Date): Promise<EventOutcome> {
  await setIntent(trx, intent.id, { status: "succeeded" });
  const recorded = await recordMovement(trx, {
    providerId: intent.provider_id,
    bookingId: intent.booking_id,
    kind: "charge",
    amountMinor: event.amountMinor ?? intent.amount_minor,
    currency: intent.currency,
    reference: event.reference,
    reason: intent.purpose,
    at: now,
  });
  return recorded ? "applied" : "duplicate";
}

/**
 * The booking a payment (or saved card) was for stands now: from its hold, or again from a lapsed
 * hold when its time is still free. Anything else (gone, cancelled by its customer, its time taken
 * meanwhile) gives `amountMinor` back in full.
 */
async function standOrRefund(
  trx: Transaction<Database>,
  intent: Intent,
  now: Date,
  amountMinor: number,
  application: EventApplication,
): Promise<EventOutcome> {
  const provider = { id: intent.provider_id };
  // Gone only when its hold was dropped before the payment started; any other failure (a lock
  // timeout) is the delivery's, which Stripe then repeats.
  const [booking] = await lockedBookingWithNotice(trx, { providerId: provider.id, bookingId: intent.booking_id });
  const refundAll = async (reason: "hold_lapsed" | "cancelled") => {
    // The refund is decided from the ledger, which must hold the capture first.
    await application.sendWaiting(trx);
    await decideRefund(trx, provider.id, intent.booking_id, amountMinor, reason);
    return "refunded" as const;
  };
  if (!booking) return refundAll(HOLD_LAPSED);
  if (!booking.awaiting_payment) return "applied"; // stood before (a second payment of one booking is not made by this service)
  const status = initialBookingStatus(booking.booked_by, booking.confirmation);
  if (booking.status === "held") {
    await stand(trx, booking, status, intent, amountMinor, now, application.lastWrites("confirmed"));
    return "confirmed";
  }
  if (booking.status !== "cancelled" || booking.cancel_reason !== HOLD_LAPSED) return refundAll("cancelled");
  // Seats and resource units are given up for good when a hold lapses (as when a cancellation is undone).
  if (booking.session_id !== null || booking.resources.length > 0) return refundAll(HOLD_LAPSED);
  // The hold lapsed before the payment came: the booking stands again if nothing took its time
  // meanwhile, which the constraints decide (a savepoint keeps the refusal from ending the
  // transaction; the writes waiting go before it, as the refund needs them). Its members are
  // locked first, as every booking write takes them: a booking made over the same time meanwhile
  // then waits for this one, or this one for it, never each for the other.
  await application.sendWaiting(trx);
  await lockMembersInOrder(trx, provider.id, [booking.staff_id, ...(booking.second_staff_id ? [booking.second_staff_id] : [])]);
  await sql`SAVEPOINT reinstate`.execute(trx);
  try {
    await stand(trx, booking, status, intent, amountMinor, now, []);
    await sql`RELEASE SAVEPOINT reinstate`.execute(trx);
    return "reinstated";
  } catch (error) {
    if (!isConstraintRefusal(error)) throw error;
    await sql`ROLLBACK TO SAVEPOINT reinstate`.execute(trx);
    return refundAll(HOLD_LAPSED);
  }
}

/** PostgreSQL refused the booking's time: an exclusion or check constraint, or a trigger's refusal. */
const isConstraintRefusal = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (code === "23P01" || code === "23505" || code === "23514" || code.startsWith("P0"));
};

/**
 * The booking stands: its row updated, its events recorded (a customer its hold created,
 * booking.created with its notification, the payment received) and `alsoWrites` in one statement.
 * A waitlist offer it came from is claimed first, its entry booked.
 */
async function stand(
  trx: Transaction<Database>,
  booking: LockedBookingWithNotice,
  status: "pending" | "confirmed",
  intent: Intent,
  amountMinor: number,
  now: Date,
  alsoWrites: readonly RawBuilder<unknown>[],
) {
  const providerId = intent.provider_id;
  const events: EventToRecord[] = [];
  const customerCreated = { event: "customer.created", data: { customerId: booking.customer_id, providerId } } as const;
  if (booking.from_offer) {
    // The offer claimed (waitlist.claimed) after the customer's event and before the booking's, as
    // a claim without payment records them.
    if (booking.hold_created_customer) await recordEvent(trx, customerCreated.event, customerCreated.data);
    await completeOfferOfBooking(trx, providerId, booking, status, now);
  } else if (booking.hold_created_customer) {
    events.push(customerCreated);
  }
  // The notices see the booking as it stands now (its row was read before the change).
  const facts = (await noticeBookingOf(trx, providerId, booking)).booking;
  const standing = (item: VisitItemFacts) => (item.bookingId === booking.id ? Object.assign(item, { status }) : item);
  Object.assign(facts, {
    recipientPreferences: booking.provider_preferences,
    status,
    holdExpiresAt: null,
    cancelReason: null,
    visitItems: facts.visitItems?.map(standing) ?? null,
    seriesOccurrences: facts.seriesOccurrences?.map(standing) ?? null,
  });
  events.push({ event: "booking.created", data: bookingEventData(providerId, booking, status), facts });
  if (amountMinor > 0) {
    events.push({
      event: "payment.received",
      data: {
        bookingId: booking.id,
        providerId,
        customerId: booking.customer_id,
        status: "paid",
        amount: amountMinor / 100,
        currency: intent.currency,
        method: "card",
        paidAt: now.toISOString(),
      },
    });
  }
  // Paid in full: the booking is paid by card as well. One text either way (a statement planned once per connection).
  const full = intent.purpose === "full";
  await recordEventsWithChange(
    trx,
    sql<{ id: string }>`
      UPDATE bookings
         SET status = ${status}, hold_expires_at = NULL, awaiting_payment = false, cancelled_at = NULL, cancel_reason = NULL,
             payment_status = CASE WHEN ${full}::boolean THEN 'paid' ELSE payment_status END,
             payment_method = CASE WHEN ${full}::boolean THEN 'card' ELSE payment_method END,
             paid_at = CASE WHEN ${full}::boolean THEN ${now}::timestamptz ELSE paid_at END,
             payment_amount_cents = CASE WHEN ${full}::boolean THEN ${amountMinor}::int ELSE payment_amount_cents END,
             updated_at = now()
       WHERE provider_id = ${providerId} AND id = ${booking.id}
   RETURNING id`,
    events,
    alsoWrites,
  );
}
