// Paying for a booking as it is made. A customer's or visitor's booking of a service that takes a
// payment is inserted `held` (its time occupied like any hold) with the payment it owes recorded in
// the same transaction; after the commit the processor is asked for the payment (or, in card mode,
// for a card to be saved), and the client completes it in the browser with the client secret
// answered. The processor's webhook then makes the booking stand (provider-events.ts). When the
// processor cannot be asked, the hold is released at once: nothing is left occupying the time.
import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import { executeNamed, type Database, type PaymentIntentKind, type PaymentIntentPurpose } from "@booking/db";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { deleteOrphanCustomer } from "../bookings/holds";
import { MINUTE_MS } from "../../domain/local-time";
import { amountDueAtBooking, type PaymentPolicy } from "../../domain/payments";
import { PaymentProviderRejected, PaymentProviderUnavailable, type PaymentProvider } from "../../payments/provider";

/** What a service asks of a customer's booking before it stands, read with the booking's transaction. */
export interface CheckoutTerms {
  policy: PaymentPolicy;
  holdMinutes: number;
  /** The service's price for one seat, as read with the policy. */
  priceCents: number;
  /**
   * The processor's customer an earlier payment of the booking's customer was made by (null: none);
   * absent when the customer was not known yet (a visitor, found by email later).
   */
  customerReference?: string | null;
}

/**
 * The service's payment policy and the provider's payment hold, when the service takes a payment;
 * else null. With the customer known, also the processor's customer their earlier payments were
 * made by (read here, it spares the checkout a round trip of its own).
 */
export async function checkoutTermsOf(
  trx: Transaction<Database>,
  providerId: string,
  serviceId: string,
  customerId: string | null,
): Promise<CheckoutTerms | null> {
  const { rows } = await executeNamed(
    trx,
    sql<{ payment: PaymentPolicy; payment_hold_minutes: number; price_cents: number; customer_reference: string | null }>`
      SELECT s.payment, p.payment_hold_minutes, s.price_cents, (${earlierCustomerReferenceOf(providerId, customerId)}) AS customer_reference
        FROM services s JOIN providers p ON p.id = s.provider_id
       WHERE s.provider_id = ${providerId} AND s.id = ${serviceId}`,
  );
  const row = rows[0];
  if (!row || row.payment.mode === "none") return null;
  const terms = { policy: row.payment, holdMinutes: row.payment_hold_minutes, priceCents: row.price_cents };
  return customerId === null ? terms : Object.assign(terms, { customerReference: row.customer_reference });
}

/** The processor's customer the customer's latest payment with the provider was made by (a scalar subquery). */
const earlierCustomerReferenceOf = (providerId: string, customerId: RawBuilder<string> | string | null) => sql<string | null>`
  SELECT c.payment_customer_reference FROM customers c WHERE c.provider_id = ${providerId} AND c.id = ${customerId}`;

export const holdUntil = (terms: CheckoutTerms, now: Date) => new Date(now.getTime() + terms.holdMinutes * MINUTE_MS);

/** A payment owed by a booking just held, recorded with it; asked of the processor after the commit. */
export interface PaymentDue {
  /** Ours: the idempotency key of the processor calls. */
  intentId: string;
  kind: Extract<PaymentIntentKind, "payment" | "card_setup">;
  amountMinor: number;
  currency: string;
  /** The processor's customer to pay as, when read already (null: none yet); absent: looked up when asking. */
  customerReference?: string | null;
}

/** Records what the held booking owes by its copy of the policy (card mode: a card to save, nothing paid now). */
export async function recordPaymentDue(
  trx: Transaction<Database>,
  booking: { providerId: string; bookingId: string; priceMinor: number; seats: number; currency: string },
  policy: PaymentPolicy,
): Promise<PaymentDue> {
  const { due, rowFor } = paymentDueOf(booking, policy);
  await rowFor(booking.bookingId).execute(trx);
  return due;
}

/**
 * What a booking about to be written owes by the policy, and the statement that records it once
 * the booking's id is known (a new booking records it in its own statement).
 */
export function paymentDueOf(
  booking: { providerId: string; priceMinor: number; seats: number; currency: string },
  policy: PaymentPolicy,
): { due: PaymentDue; rowFor: (bookingId: string) => RawBuilder<unknown> } {
  const kind = policy.mode === "card" ? "card_setup" : "payment";
  const amountMinor = amountDueAtBooking(policy, booking.priceMinor, booking.seats);
  const intentId = newId("pay");
  const purpose = policy.mode as PaymentIntentPurpose;
  return {
    due: { intentId, kind, amountMinor, currency: booking.currency },
    rowFor: (bookingId) => sql`
      INSERT INTO payment_intents (provider_id, id, booking_id, kind, purpose, amount_minor, currency, status)
      VALUES (${booking.providerId}, ${intentId}, ${bookingId}, ${kind}, ${purpose}, ${amountMinor}, ${booking.currency}, 'requires_payment')`,
  };
}

/** The payment a held booking was asked for and still owes (asked again, the processor answers the same one), or null. */
export async function owedPaymentDue(trx: Transaction<Database>, providerId: string, bookingId: string): Promise<PaymentDue | null> {
  const owed = await trx
    .selectFrom("payment_intents")
    .select(["id", "kind", "amount_minor", "currency"])
    .where("provider_id", "=", providerId)
    .where("booking_id", "=", bookingId)
    .where("kind", "in", ["payment", "card_setup"])
    .where("status", "=", "requires_payment")
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (!owed || (owed.kind !== "payment" && owed.kind !== "card_setup")) return null;
  return { intentId: owed.id, kind: owed.kind, amountMinor: owed.amount_minor, currency: owed.currency.trim() };
}

/** What the client completes in the browser. */
export interface Checkout {
  status: "requires_payment";
  kind: PaymentDue["kind"];
  clientSecret: string;
  amountMinor: number;
  currency: string;
}

/**
 * Asks the processor for the payment the booking owes (the same intent id again makes nothing twice).
 * When it cannot (503 when the processor is down or slow, 409 when it refused), a new booking's
 * hold is released and the booking never was (`drop the hold`); a claimed waitlist offer's payment
 * is dropped and the offer stays as it was, held, to claim again (`keep the hold`).
 */
export async function startCheckout(
  db: Kysely<Database>,
  payments: PaymentProvider,
  booking: { providerId: string; bookingId: string; customer: { name: string; email: string | null } },
  due: PaymentDue,
  onFailure: "drop the hold" | "keep the hold" = "drop the hold",
): Promise<Checkout> {
  try {
    return await askForPayment(db, payments, booking, due);
  } catch (error) {
    if (onFailure === "drop the hold") {
      await dropUnstartedHold(db, booking.providerId, booking.bookingId, due.intentId);
      throw checkoutRefusal(error, "nothing was booked");
    }
    await cancelUnstartedPayment(db, booking.providerId, due.intentId);
    throw checkoutRefusal(error, "the offer is still held for you");
  }
}

/** The processor's payment (or card setup) for `due`, its reference kept; throws what the processor threw. */
async function askForPayment(
  db: Kysely<Database>,
  payments: PaymentProvider,
  booking: { providerId: string; bookingId: string; customer: { name: string; email: string | null } },
  due: PaymentDue,
): Promise<Checkout> {
  const customer = {
    name: booking.customer.name,
    email: booking.customer.email ?? undefined,
    // A returning customer pays as the provider's customer made before (one call fewer, cards they saved kept together).
    reference:
      due.customerReference === undefined
        ? await earlierCustomerReference(db, booking.providerId, booking.bookingId)
        : (due.customerReference ?? undefined),
  };
  const request = { customer, bookingId: booking.bookingId, providerId: booking.providerId, idempotencyKey: due.intentId };
  const made =
    due.kind === "card_setup"
      ? await payments.saveCard(request)
      : await payments.createPayment({ ...request, amountMinor: due.amountMinor, currency: due.currency });
  // The payment's references kept, and the processor's customer on the booking's customer (their next payment is made as it).
  await executeNamed(
    db,
    sql`WITH intent AS (
          UPDATE payment_intents SET reference = ${made.reference}, customer_reference = ${made.customerReference}, updated_at = now()
           WHERE id = ${due.intentId}
          RETURNING provider_id, booking_id, customer_reference)
        UPDATE customers c SET payment_customer_reference = intent.customer_reference
          FROM intent JOIN bookings b ON b.provider_id = intent.provider_id AND b.id = intent.booking_id
         WHERE c.provider_id = b.provider_id AND c.id = b.customer_id AND intent.customer_reference IS NOT NULL
           AND c.payment_customer_reference IS DISTINCT FROM intent.customer_reference`,
  );
  return {
    status: "requires_payment",
    kind: due.kind,
    clientSecret: made.clientSecret,
    amountMinor: due.amountMinor,
    currency: due.currency,
  };
}

/** The processor's customer an earlier payment of this booking's customer was made by, if any. */
async function earlierCustomerReference(db: Kysely<Database>, providerId: string, bookingId: string): Promise<string | undefined> {
  const { rows } = await executeNamed(
    db,
    sql<{ customer_reference: string | null }>`SELECT (${earlierCustomerReferenceOf(
      providerId,
      sql<string>`(SELECT customer_id FROM bookings WHERE provider_id = ${providerId} AND id = ${bookingId})`,
    )}) AS customer_reference`,
  );
  return rows[0]?.customer_reference ?? undefined;
}

/** A payment the processor never started: cancelled here (a later ask records a new one). */
async function cancelUnstartedPayment(db: Kysely<Database> | Transaction<Database>, providerId: string, intentId: string) {
  await db
    .updateTable("payment_intents")
    .set({ status: "canceled", updated_at: sql`now()` })
    .where("provider_id", "=", providerId)
    .where("id", "=", intentId)
    .execute();
}

/** The hold of a payment the processor never started: deleted, as if never made (no one was told of it). */
async function dropUnstartedHold(db: Kysely<Database>, providerId: string, bookingId: string, intentId: string) {
  await db.transaction().execute(async (trx) => {
    await cancelUnstartedPayment(trx, providerId, intentId);
    const dropped = await trx
      .deleteFrom("bookings")
      .where("provider_id", "=", providerId)
      .where("id", "=", bookingId)
      .where("status", "=", "held")
      .returning(["customer_id", "hold_created_customer"])
      .executeTakeFirst();
    if (dropped?.hold_created_customer) await deleteOrphanCustomer(trx, providerId, dropped.customer_id);
  });
}

/** The processor's failure as the client is told it; `consequence` says what became of the booking. */
function checkoutRefusal(error: unknown, consequence: string): unknown {
  if (error instanceof PaymentProviderUnavailable) {
    return new AppError(
      "SERVICE_UNAVAILABLE",
      `Payments cannot be taken just now (the payment provider did not answer); ${consequence}: try again in a minute`,
      undefined,
      error,
    );
  }
  if (error instanceof PaymentProviderRejected) {
    return new AppError(
      "CONFLICT",
      `The payment provider refused this payment (${error.code}); ${consequence}: contact the salon to book it`,
      [{ path: "serviceId", message: `the payment provider refused the payment (${error.code})`, rule: "payment_required" }],
      error,
    );
  }
  return error;
}

/** How often one payment may be asked of the processor again through the booking's link. */
export const RESUME_PACE_MS = 5_000;

/**
 * One ask of the processor per payment every RESUME_PACE_MS, decided by the database (whatever the
 * addresses or API processes asking), so that a leaked link cannot spend the salon's budget of
 * processor calls: sooner is a 429 with Retry-After. A page asks once when opened.
 */
async function paceResume(db: Kysely<Database>, providerId: string, payment: { id: string; opened_at: Date | null }, now: Date) {
  const cutoff = new Date(now.getTime() - RESUME_PACE_MS);
  const taken = await db
    .updateTable("payment_intents")
    .set({ opened_at: now })
    .where("provider_id", "=", providerId)
    .where("id", "=", payment.id)
    .where((eb) => eb.or([eb("opened_at", "is", null), eb("opened_at", "<=", cutoff)]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return;
  const last = payment.opened_at ?? now;
  const refused = new AppError("RATE_LIMITED", "This booking's payment was asked for a moment ago: try again in a few seconds");
  refused.retryAfterSeconds = Math.max(1, Math.ceil((last.getTime() + RESUME_PACE_MS - now.getTime()) / 1000));
  throw refused;
}

/** A held booking's payment completed again in the browser (see resumeCheckout). */
export interface ResumedCheckout extends Checkout {
  holdExpiresAt: Date;
}

/**
 * The payment a held booking still owes, to complete in the browser again: the page that booked was
 * closed before paying, or the customer opens the booking from its link. The processor's client
 * secret of the payment asked for when it was booked (no second payment is made). 409 when the
 * booking owes none now: it is not held, its hold lapsed, or the payment was made (the booking
 * stands once the processor's confirmation arrives); 503 when the processor does not answer.
 */
export async function resumeCheckout(
  db: Kysely<Database>,
  payments: PaymentProvider,
  providerId: string,
  bookingId: string,
  now: Date,
): Promise<ResumedCheckout> {
  const { rows } = await sql<{
    id: string;
    kind: PaymentDue["kind"];
    amount_minor: number;
    currency: string;
    reference: string;
    hold_expires_at: Date;
    opened_at: Date | null;
  }>`
    SELECT pi.id, pi.kind, pi.amount_minor, pi.currency, pi.reference, b.hold_expires_at, pi.opened_at
      FROM bookings b JOIN payment_intents pi ON pi.provider_id = b.provider_id AND pi.booking_id = b.id
     WHERE b.provider_id = ${providerId} AND b.id = ${bookingId} AND b.status = 'held' AND b.hold_expires_at IS NOT NULL
       AND pi.kind IN ('payment', 'card_setup') AND pi.status = 'requires_payment' AND pi.reference IS NOT NULL
     ORDER BY pi.created_at DESC LIMIT 1`.execute(db);
  const owed = rows[0];
  if (!owed) throw new AppError("CONFLICT", "This booking is not waiting for a payment");
  if (owed.hold_expires_at <= now) {
    throw new AppError("CONFLICT", "The time held for this booking ran out before it was paid, so it was released: book again");
  }
  await paceResume(db, providerId, owed, now);
  let clientSecret: string | null;
  try {
    clientSecret = await payments.openClientSecret(owed.kind, owed.reference);
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable) {
      // Nothing was answered: the customer may ask again at once.
      await db
        .updateTable("payment_intents")
        .set({ opened_at: owed.opened_at })
        .where("provider_id", "=", providerId)
        .where("id", "=", owed.id)
        .where("opened_at", "=", now)
        .execute();
      throw new AppError("SERVICE_UNAVAILABLE", "The payment provider did not answer: try again in a minute", undefined, error);
    }
    if (error instanceof PaymentProviderRejected) {
      // The processor no longer has the payment (removed at its end): nothing this link can pay.
      throw new AppError("CONFLICT", `The payment provider refused this payment (${error.code}): contact the salon`, undefined, error);
    }
    throw error;
  }
  if (clientSecret === null) {
    throw new AppError(
      "CONFLICT",
      owed.kind === "card_setup"
        ? "The card was saved already: the booking stands once the payment provider confirms it"
        : "The payment was made already: the booking stands once the payment provider confirms it",
    );
  }
  return {
    status: "requires_payment",
    kind: owed.kind,
    clientSecret,
    amountMinor: owed.amount_minor,
    currency: owed.currency.trim(),
    holdExpiresAt: owed.hold_expires_at,
  };
}
