import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam, money, toCents } from "../../schemas/common";
import { recordPayment } from "../../store/bookings";
import { payment, paymentMethod, toPayment } from "./schemas";
import { ledgerOf } from "../../store/payments/ledger";

export const pay = providerProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/v1/bookings/{id}/payment",
      tags: ["Bookings"],
      summary: "Record a payment",
      description:
        "Marks an unpaid booking paid (409 when already paid or refunded). `amount` defaults to the service price at booking time. Records payment.received.",
    },
  })
  .input(z.strictObject({ id: idParam("id"), method: paymentMethod, amount: money.optional() }))
  .output(envelope(payment))
  .mutation(async ({ ctx, input }) => {
    const row = await recordPayment(
      ctx.db,
      ctx.caller.provider,
      input.id,
      { method: input.method, amountCents: input.amount === undefined ? undefined : toCents(input.amount) },
      ctx.now(),
    );
    return {
      success: true as const,
      data: toPayment(row, await ledgerOf(ctx.db, ctx.caller.providerId, input.id)),
      message: "Payment recorded",
    };
  });
