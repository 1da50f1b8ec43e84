import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { utilisationReport } from "../../store/reports";
import { frameOf, reportInput, reportOutput, scopeOf, share } from "./schemas";
import { REPORT_RULES } from "./rules";

const figures = {
  bookedMinutes: z
    .number()
    .int()
    .meta({ description: "Minutes of pending, confirmed, completed and no-show bookings starting in the period" }),
  workingMinutes: z
    .number()
    .int()
    .meta({ description: "Minutes the members work in the period: their hours less breaks, closures and time off" }),
  utilisation: share("bookedMinutes of workingMinutes; above 1 when bookings were taken outside working hours"),
};

export const utilisation = providerProcedure
  .meta({
    errors: ["NOT_FOUND"],
    openapi: {
      method: "GET",
      path: "/v1/reports/utilisation",
      tags: ["Reports"],
      summary: "Utilisation of the members' working time",
      description:
        "Booked minutes over working minutes. A member's working minutes on a date are their hours that date (a date override, else " +
        "the weekly hours as set now; narrowed to the salon's business hours as set now, when it has any, their breaks too), less " +
        "breaks, less any time off, and none on a closure day, counted in real time in the salon's " +
        "zone (a day the clocks change has the hours it really had). Booked minutes are the lengths of their pending, confirmed, " +
        "completed and no-show bookings, counted in the period of their start; the seats of one class session count its minutes once. " +
        "Members listed: the active ones, and any other with bookings in the range. " +
        REPORT_RULES,
    },
  })
  .input(reportInput)
  .output(envelope(reportOutput(figures)))
  .query(async ({ ctx, input }) => {
    const scope = await scopeOf(ctx, input);
    return { success: true as const, data: Object.assign(frameOf(scope), await utilisationReport(ctx.db, scope)) };
  });
