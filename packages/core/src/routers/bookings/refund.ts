import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam, money, optionalText, toCents } from "../../schemas/common";
import { getBookingDetail, refundPayment } from "../../store/bookings";
import { refundOnlineByHand } from "../../store/payments/by-hand";
import { payment, toPayment } from "./schemas";
import { ledgerOf } from "../../store/payments/ledger";

export const refund = providerProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/v1/bookings/{id}/refund",
      tags: ["Bookings"],
      summary: "Refund a payment",
      description:
        "A booking that took money online (a deposit, a prepayment, a fee: `payment.ledger`): refunds `amount` (default everything " +
        "left) through the payment provider, made within minutes and then in the ledger with payment.refunded (409 beyond what " +
        "is left). Any other booking: marks a paid booking refunded (409 when unpaid or already refunded), recording " +
        "payment.refunded.",
    },
  })
  .input(
    z.strictObject({
      id: idParam("id"),
      reason: optionalText(1000).optional(),
      amount: money.optional().meta({ description: "Money taken online only: how much to give back (default everything left)" }),
    }),
  )
  .output(envelope(payment))
  .mutation(async ({ ctx, input }) => {
    const online = await refundOnlineByHand(
      ctx.db,
      ctx.caller.providerId,
      input.id,
      input.amount === undefined ? undefined : toCents(input.amount),
    );
    if (online !== null) {
      const { row, ledger } = await getBookingDetail(ctx.db, ctx.caller.providerId, input.id);
      return {
        success: true as const,
        data: toPayment(row, ledger),
        message: `Refund of ${(online / 100).toFixed(2)} requested; the payment provider makes it within minutes`,
      };
    }
    const row = await refundPayment(ctx.db, ctx.caller.provider, input.id, { reason: input.reason || null }, ctx.now());
    return {
      success: true as const,
      data: toPayment(row, await ledgerOf(ctx.db, ctx.caller.providerId, input.id)),
      message: "Payment refunded",
    };
  });
