// What a cancellation or a no-show does to a booking's money, decided in the transaction that
// changes its status, by the booking's own copy of its service's payment policy (a later edit of
// the service changes nothing here): refunds and fees become payment tasks the worker makes.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "@booking/db";
import { cancellationOutcome, noShowOutcome } from "../../domain/payments";
import { decideCharge, decideRefund, type LedgerRow } from "./ledger";

/** What was decided: refunded and charged in minor units (0: nothing), and why. */
export interface Settlement {
  refundMinor: number;
  chargeMinor: number;
  reason: string;
}

/** The payment policy a booking was made under (its copy of its service's), or null when it took none. */
export async function bookingPaymentPolicy(db: Kysely<Database>, providerId: string, bookingId: string) {
  const booking = await db
    .selectFrom("bookings")
    .select("payment_policy")
    .where("provider_id", "=", providerId)
    .where("id", "=", bookingId)
    .executeTakeFirst();
  return booking?.payment_policy ?? null;
}

async function policyAndLedger(trx: Transaction<Database>, providerId: string, bookingId: string) {
  const policy = await bookingPaymentPolicy(trx, providerId, bookingId);
  if (!policy) return null;
  const { rows } = await sql<{ kind: LedgerRow["kind"]; amount_minor: number; at: Date; reference: string }>`
    SELECT kind, amount_minor, at, reference FROM payment_ledger
     WHERE provider_id = ${providerId} AND booking_id = ${bookingId} ORDER BY id`.execute(trx);
  return { policy, ledger: rows.map((r) => ({ kind: r.kind, amount: r.amount_minor, at: r.at, reference: r.reference })) };
}

/**
 * A cancellation's money: the salon's refunds everything taken; the customer's refunds everything
 * up to the policy's refund deadline, measured at this instant, and after it keeps what was taken
 * and charges the late-cancellation fee to a saved card. Null when the booking took no payment.
 */
export async function settleCancellation(
  trx: Transaction<Database>,
  providerId: string,
  booking: { id: string; starts_at: Date },
  by: "customer" | "provider",
  now: Date,
): Promise<Settlement | null> {
  const found = await policyAndLedger(trx, providerId, booking.id);
  if (!found) return null;
  const outcome = cancellationOutcome({ policy: found.policy, ledger: found.ledger, startsAt: booking.starts_at, cancelledAt: now, by });
  const refundMinor = outcome.refund > 0 ? await decideRefund(trx, providerId, booking.id, outcome.refund, outcome.reason) : 0;
  const chargeMinor = outcome.charge > 0 ? await decideCharge(trx, providerId, booking.id, outcome.charge, "late_cancel_fee") : 0;
  return { refundMinor, chargeMinor, reason: outcome.reason };
}

/** A no-show's money: what was taken is kept, and in card mode the no-show fee is charged to the saved card. */
export async function settleNoShow(trx: Transaction<Database>, providerId: string, bookingId: string): Promise<Settlement | null> {
  const found = await policyAndLedger(trx, providerId, bookingId);
  if (!found) return null;
  const outcome = noShowOutcome(found.policy, found.ledger);
  const chargeMinor = outcome.charge > 0 ? await decideCharge(trx, providerId, bookingId, outcome.charge, "no_show_fee") : 0;
  return { refundMinor: 0, chargeMinor, reason: outcome.reason };
}
