import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { dateInput, idParam, messageEnvelope } from "../../../schemas/common";
import { deleteOverride } from "../../../store/staff-policies";

export const remove = providerProcedure
  .meta({
    errors: ["CONFLICT"],
    openapi: {
      method: "DELETE",
      path: "/v1/staff/{id}/overrides/{date}",
      tags: ["Staff"],
      summary: "Remove a date override",
      description:
        "The weekly schedule applies to that date again. 409 (nothing changes) when pending or confirmed bookings that date would fall " +
        "outside the weekly hours; 404 when the date has no override.",
    },
  })
  .input(z.object({ id: idParam("id"), date: dateInput("date") }))
  .output(messageEnvelope)
  .mutation(async ({ ctx, input }) => {
    await deleteOverride(ctx.db, ctx.caller.providerId, input.id, input.date, ctx.now());
    return { success: true as const, message: "Date override removed" };
  });
