import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { customersReport } from "../../store/reports";
import { frameOf, reportInput, reportOutput, scopeOf } from "./schemas";
import { REPORT_RULES } from "./rules";

const figures = {
  customers: z.number().int().meta({ description: "Different customers with a booking (not cancelled) starting in the period" }),
  new: z.number().int().meta({ description: "Of them, those whose first booking with the salon ever is in the period" }),
  returning: z.number().int().meta({ description: "The others: customers who had booked before" }),
};

export const customers = providerProcedure
  .meta({
    errors: ["NOT_FOUND"],
    openapi: {
      method: "GET",
      path: "/v1/reports/customers",
      tags: ["Reports"],
      summary: "New and returning customers",
      description:
        "Customers with a booking in each period (cancelled bookings and holds do not count), split into new (their first booking with " +
        "the salon is in that period) and returning. A customer is counted once per period and per member; over the whole range, they " +
        "are new when their first booking falls in it. Per member, a customer is new with the member of their first booking. " +
        REPORT_RULES,
    },
  })
  .input(reportInput)
  .output(envelope(reportOutput(figures)))
  .query(async ({ ctx, input }) => {
    const scope = await scopeOf(ctx, input);
    return { success: true as const, data: Object.assign(frameOf(scope), await customersReport(ctx.db, scope)) };
  });
