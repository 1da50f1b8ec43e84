// A refund the salon gives by hand of money taken online: decided under the booking's balance lock
// (never beyond what was taken and not yet given back: the balance's CHECK), made by the worker.
import { sql, type Kysely } from "kysely";
import type { Database } from "@booking/db";
import { conflict } from "../../errors";
import { decideRefund, refundableNow } from "./ledger";

/**
 * Decides a refund of `amountMinor` (default: everything left) of the money the booking took online;
 * answers the amount, or null when it took none (the refund is then one recorded by hand). 409 for
 * an amount beyond what is left.
 */
export async function refundOnlineByHand(
  db: Kysely<Database>,
  providerId: string,
  bookingId: string,
  amountMinor: number | undefined,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const taken = await sql<{ n: string }>`
      SELECT count(*) AS n FROM payment_ledger WHERE provider_id = ${providerId} AND booking_id = ${bookingId}`.execute(trx);
    if (Number(taken.rows[0]?.n ?? 0) === 0) return null;
    const left = await refundableNow(trx, providerId, bookingId);
    const amount = amountMinor ?? left;
    if (amount <= 0 || amount > left) {
      const message = left === 0 ? "Everything taken online was refunded already" : `At most ${(left / 100).toFixed(2)} is left to refund`;
      throw conflict(message, [{ path: "amount", message: left === 0 ? "nothing is left to refund" : `must be at most ${left / 100}` }]);
    }
    return decideRefund(trx, providerId, bookingId, amount, "by_hand");
  });
}
