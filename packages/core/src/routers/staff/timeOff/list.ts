import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { dateRangeInput, envelope, idParam } from "../../../schemas/common";
import { listTimeOff } from "../../../store/staff-policies";
import { timeOff, toTimeOff } from "./schemas";

export const list = providerProcedure
  .meta({
    staffRole: "own member",
    openapi: {
      method: "GET",
      path: "/v1/staff/{id}/time-off",
      tags: ["Staff"],
      summary: "A staff member's time off",
      description: "Time off overlapping the local dates `from` (default today) to `to` (default no end), earliest first.",
    },
  })
  .input(z.object({ id: idParam("id"), ...dateRangeInput }))
  .output(envelope(z.array(timeOff)))
  .query(async ({ ctx, input }) => ({
    success: true as const,
    data: (await listTimeOff(ctx.db, ctx.caller.providerId, input.id, input, ctx.now())).map(toTimeOff),
  }));
