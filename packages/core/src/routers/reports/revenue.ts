import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { revenueReport } from "../../store/reports";
import { frameOf, reportInput, reportOutput, scopeOf } from "./schemas";
import { REPORT_RULES } from "./rules";

const amounts = {
  paid: z.number().meta({ description: "Payments recorded in the period, in major units of the salon's currency", example: 120.5 }),
  refunded: z.number().meta({ description: "Refunds made in the period", example: 30 }),
  net: z.number().meta({ description: "paid less refunded", example: 90.5 }),
  payments: z.number().int().meta({ description: "How many payments were recorded" }),
  refunds: z.number().int().meta({ description: "How many refunds were made" }),
};

export const revenue = providerProcedure
  .meta({
    errors: ["NOT_FOUND"],
    openapi: {
      method: "GET",
      path: "/v1/reports/revenue",
      tags: ["Reports"],
      summary: "Revenue: payments and refunds",
      description:
        "Money from the payments recorded on bookings (POST /v1/bookings/{id}/payment and /refund): a payment counts on the local date it " +
        "was recorded and a refund on the date it was made, each with the member of its booking, so a booking paid in one period and " +
        "refunded in another counts in `paid` in the first and in `refunded` in the second. Bookings without a recorded payment bring " +
        "no revenue. Amounts are in major units of `currency`. " +
        REPORT_RULES,
    },
  })
  .input(reportInput)
  .output(envelope(reportOutput(amounts).extend({ currency: z.string().meta({ example: "EUR" }) })))
  .query(async ({ ctx, input }) => {
    const scope = await scopeOf(ctx, input);
    return {
      success: true as const,
      data: Object.assign(frameOf(scope), { currency: ctx.caller.provider.currency }, await revenueReport(ctx.db, scope)),
    };
  });
