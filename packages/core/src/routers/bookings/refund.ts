import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam, optionalText } from "../../schemas/common";
import { refundPayment } from "../../store/bookings";
import { payment, toPayment } from "./schemas";
import { ledgerOf } from "../../store/payments/ledger";

export const refund = providerProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/v1/bookings/{id}/refund",
      tags: ["Bookings"],
      summary: "Refund a payment",
      description: "Marks a paid booking refunded (409 when unpaid or already refunded). Records payment.refunded.",
    },
  })
  .input(z.strictObject({ id: idParam("id"), reason: optionalText(1000).optional() }))
  .output(envelope(payment))
  .mutation(async ({ ctx, input }) => {
    const row = await refundPayment(ctx.db, ctx.caller.provider, input.id, { reason: input.reason || null }, ctx.now());
    return { success: true as const, data: toPayment(row, await ledgerOf(ctx.db, ctx.caller.providerId, input.id)), message: "Payment refunded" };
  });
