// A booking's money as the database keeps it: the ledger (captures, charges, refunds in minor units,
// each provider record once) and the refunds and fees decided but not yet made (payment tasks).
// The balances table's CHECK refuses any refund decided beyond what was taken and not yet given
// back, so two cancellations racing cannot both refund the same money.
import { sql, type Transaction } from "kysely";
import type { Database, Kysely } from "@booking/db";
import type { LedgerEntry, OutcomeReason } from "../../domain/payments";

export type LedgerRow = LedgerEntry & { reason: string | null };

/** The booking's ledger, oldest first. */
export async function ledgerOf(db: Kysely<Database>, providerId: string, bookingId: string): Promise<LedgerRow[]> {
  const rows = await db
    .selectFrom("payment_ledger")
    .select(["kind", "amount_minor", "at", "reference", "reason"])
    .where("provider_id", "=", providerId)
    .where("booking_id", "=", bookingId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ kind: row.kind, amount: row.amount_minor, at: row.at, reference: row.reference, reason: row.reason }));
}

/**
 * Records one movement the provider confirmed; a movement recorded before (the same kind and
 * reference: a webhook delivered twice, a task and its event) changes nothing. Answers whether it
 * was new.
 */
export async function recordMovement(
  trx: Transaction<Database>,
  movement: {
    providerId: string;
    bookingId: string;
    kind: LedgerEntry["kind"];
    amountMinor: number;
    currency: string;
    reference: string;
    reason: string | null;
    at: Date;
  },
): Promise<boolean> {
  if (movement.amountMinor <= 0) return false;
  const { rows } = await sql<{ id: string }>`
    INSERT INTO payment_ledger (provider_id, booking_id, kind, amount_minor, currency, reference, reason, at)
    VALUES (${movement.providerId}, ${movement.bookingId}, ${movement.kind}, ${movement.amountMinor}, ${movement.currency},
            ${movement.reference}, ${movement.reason}, ${movement.at})
    ON CONFLICT (kind, reference) DO NOTHING
    RETURNING id`.execute(trx);
  return rows.length === 1;
}

/**
 * What can still be refunded of the booking, refunds already decided counted as made; the balance
 * row locked for the rest of the transaction (decisions about one booking's money take turns).
 */
export async function refundableNow(trx: Transaction<Database>, providerId: string, bookingId: string): Promise<number> {
  const { rows } = await sql<{ left: string }>`
    SELECT captured_minor + charged_minor - refunded_minor - refunding_minor AS left
      FROM payment_balances WHERE provider_id = ${providerId} AND booking_id = ${bookingId} FOR UPDATE`.execute(trx);
  return Number(rows[0]?.left ?? 0);
}

/** The payment the booking's money was taken with (the one a refund goes back to), if any. */
export async function paidIntentOf(trx: Transaction<Database>, providerId: string, bookingId: string) {
  return trx
    .selectFrom("payment_intents")
    .select(["id", "reference", "currency", "customer_reference", "payment_method"])
    .where("provider_id", "=", providerId)
    .where("booking_id", "=", bookingId)
    .where("kind", "=", "payment")
    .where("status", "=", "succeeded")
    .orderBy("created_at")
    .executeTakeFirst();
}

export type PaymentTaskReason = OutcomeReason | "cancelled" | "hold_lapsed" | "by_hand";

/**
 * Decides a refund of up to `amountMinor` of the booking (cut to what is left); answers the amount
 * decided (0: nothing to refund). The worker makes it at the provider.
 */
export async function decideRefund(
  trx: Transaction<Database>,
  providerId: string,
  bookingId: string,
  amountMinor: number,
  reason: PaymentTaskReason,
): Promise<number> {
  const left = await refundableNow(trx, providerId, bookingId);
  const amount = Math.min(amountMinor, left);
  if (amount <= 0) return 0;
  const paid = await paidIntentOf(trx, providerId, bookingId);
  if (!paid?.reference) return 0;
  await trx
    .insertInto("payment_tasks")
    .values({ provider_id: providerId, booking_id: bookingId, kind: "refund", reference: paid.reference, amount_minor: amount, reason })
    .execute();
  return amount;
}

/** Decides a fee charged off session to the card the booking saved; answers the amount (0: no card saved, or no fee). */
export async function decideCharge(
  trx: Transaction<Database>,
  providerId: string,
  bookingId: string,
  amountMinor: number,
  reason: "no_show_fee" | "late_cancel_fee",
): Promise<number> {
  if (amountMinor <= 0) return 0;
  const card = await trx
    .selectFrom("payment_intents")
    .select("id")
    .where("provider_id", "=", providerId)
    .where("booking_id", "=", bookingId)
    .where("kind", "=", "card_setup")
    .where("status", "=", "succeeded")
    .executeTakeFirst();
  if (!card) return 0;
  await trx
    .insertInto("payment_tasks")
    .values({ provider_id: providerId, booking_id: bookingId, kind: "charge", reference: card.id, amount_minor: amountMinor, reason })
    .execute();
  return amountMinor;
}

/** Cancels the booking's payments not yet made at the provider (its hold lapsed or was dropped). */
export async function decideCancelUnpaid(trx: Transaction<Database>, providerId: string, bookingId: string): Promise<void> {
  await sql`
    INSERT INTO payment_tasks (provider_id, booking_id, kind, reference, reason)
    SELECT provider_id, booking_id, 'cancel_payment', id, 'hold_lapsed' FROM payment_intents
     WHERE provider_id = ${providerId} AND booking_id = ${bookingId} AND status = 'requires_payment'`.execute(trx);
}
