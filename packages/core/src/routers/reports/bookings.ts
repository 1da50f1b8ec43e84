import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { bookingsReport } from "../../store/reports";
import { frameOf, reportInput, reportOutput, scopeOf, share } from "./schemas";
import { REPORT_RULES } from "./rules";

const counts = {
  total: z.number().int().meta({ description: "Bookings starting in the period (holds not yet verified or paid are not counted)" }),
  pending: z.number().int(),
  confirmed: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  noShow: z.number().int(),
  cancellationRate: share("Cancelled bookings of all bookings"),
  noShowRate: share("No-shows of the appointments whose outcome is known (completed or no-show)"),
};

export const bookings = providerProcedure
  .meta({
    errors: ["NOT_FOUND"],
    openapi: {
      method: "GET",
      path: "/v1/reports/bookings",
      tags: ["Reports"],
      summary: "Bookings by status",
      description:
        "How many bookings start in each period of the range, by status, with the cancellation rate (cancelled of all) and the no-show " +
        "rate (no-shows of completed and no-show bookings); per period, per member (those with bookings) and for the whole range. " +
        REPORT_RULES,
    },
  })
  .input(reportInput)
  .output(envelope(reportOutput(counts)))
  .query(async ({ ctx, input }) => {
    const scope = await scopeOf(ctx, input);
    return { success: true as const, data: Object.assign(frameOf(scope), await bookingsReport(ctx.db, scope)) };
  });
