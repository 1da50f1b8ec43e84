import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { messageEnvelope } from "../../../schemas/common";
import { deleteCalendarConnection } from "../../../store/calendar-connections";
import { connectionPath } from "./schemas";

export const remove = providerProcedure
  .meta({
    openapi: {
      method: "DELETE",
      path: "/v1/staff/{id}/calendars/{calId}",
      tags: ["Staff"],
      summary: "Disconnect a calendar",
      description: "The connection, its sealed password and the busy time read through it are deleted; the member is free then again.",
    },
  })
  .input(z.object(connectionPath))
  .output(messageEnvelope)
  .mutation(async ({ ctx, input }) => {
    await deleteCalendarConnection(ctx.db, ctx.caller.providerId, input.id, input.calId);
    return { success: true as const, message: "Calendar disconnected" };
  });
