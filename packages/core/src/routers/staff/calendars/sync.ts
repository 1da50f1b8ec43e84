import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { envelope } from "../../../schemas/common";
import { requestCalendarSync } from "../../../store/calendar-connections";
import { calendarConnection, connectionPath, toCalendarConnection } from "./schemas";

export const sync = providerProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/v1/staff/{id}/calendars/{calId}/sync",
      tags: ["Staff"],
      summary: "Read a calendar now",
      description: "The worker reads the calendar at once instead of at its next interval; the answer is the connection as it is now.",
    },
  })
  .input(z.strictObject(connectionPath))
  .output(envelope(calendarConnection))
  .mutation(async ({ ctx, input }) => {
    const row = await requestCalendarSync(ctx.db, ctx.caller.providerId, input.id, input.calId);
    return { success: true as const, data: toCalendarConnection(row), message: "Sync requested" };
  });
