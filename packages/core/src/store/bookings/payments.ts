// A booking's payment: recorded once, refunded once, each with its event.
import { sql, type Kysely } from "kysely";
import type { Database, PaymentMethod } from "@booking/db";
import { conflict } from "../../errors";
import { recordEvent } from "../events";
import { lockBooking, type Provider } from "./write-guards";

export async function recordPayment(
  db: Kysely<Database>,
  provider: Provider,
  bookingId: string,
  input: { method: PaymentMethod; amountCents?: number },
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const booking = await lockBooking(trx, provider.id, bookingId);
    if (booking.payment_status !== "unpaid") {
      throw conflict(`The booking is already ${booking.payment_status}`, [
        { path: "payment", message: `is already ${booking.payment_status}` },
      ]);
    }
    const row = await trx
      .updateTable("bookings")
      .set({
        payment_status: "paid",
        payment_method: input.method,
        payment_amount_cents: input.amountCents ?? booking.payment_amount_cents,
        paid_at: now,
        updated_at: sql`now()`,
      })
      .where("provider_id", "=", provider.id)
      .where("id", "=", booking.id)
      .returning(["payment_status", "payment_method", "payment_amount_cents", "paid_at", "refunded_at"])
      .executeTakeFirstOrThrow();
    await recordEvent(trx, "payment.received", {
      bookingId: booking.id,
      providerId: provider.id,
      customerId: booking.customer_id,
      status: "paid",
      amount: row.payment_amount_cents / 100,
      currency: provider.currency,
      method: input.method,
      paidAt: now.toISOString(),
    });
    return row;
  });
}

export async function refundPayment(
  db: Kysely<Database>,
  provider: Provider,
  bookingId: string,
  input: { reason?: string | null },
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const booking = await lockBooking(trx, provider.id, bookingId);
    if (booking.payment_status !== "paid") {
      throw conflict(booking.payment_status === "refunded" ? "The booking is already refunded" : "Only a paid booking can be refunded", [
        { path: "payment", message: `is ${booking.payment_status}` },
      ]);
    }
    const row = await trx
      .updateTable("bookings")
      .set({ payment_status: "refunded", refunded_at: now, updated_at: sql`now()` })
      .where("provider_id", "=", provider.id)
      .where("id", "=", booking.id)
      .returning(["payment_status", "payment_method", "payment_amount_cents", "paid_at", "refunded_at"])
      .executeTakeFirstOrThrow();
    await recordEvent(trx, "payment.refunded", {
      bookingId: booking.id,
      providerId: provider.id,
      customerId: booking.customer_id,
      status: "refunded",
      amount: row.payment_amount_cents / 100,
      currency: provider.currency,
      method: row.payment_method,
      refundedAt: now.toISOString(),
      reason: input.reason ?? null,
    });
    return row;
  });
}
