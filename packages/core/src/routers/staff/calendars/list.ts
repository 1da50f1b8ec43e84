import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { idParam } from "../../../schemas/common";
import { listCalendarConnections } from "../../../store/calendar-connections";
import { calendarConnection, toCalendarConnection } from "./schemas";

export const list = providerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/v1/staff/{id}/calendars",
      tags: ["Staff"],
      summary: "A staff member's calendar connections",
      description: "Each with its status, last good read and last error. Passwords are never returned.",
    },
  })
  .input(z.object({ id: idParam("id") }))
  .output(z.object({ success: z.literal(true), data: z.array(calendarConnection) }))
  .query(async ({ ctx, input }) => ({
    success: true as const,
    data: (await listCalendarConnections(ctx.db, ctx.caller.providerId, input.id)).map(toCalendarConnection),
  }));
