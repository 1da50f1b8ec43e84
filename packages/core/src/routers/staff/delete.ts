import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { idParam, messageEnvelope } from "../../schemas/common";
import { softDeleteStaff } from "../../store/staff";

export const remove = providerProcedure
  .meta({
    openapi: {
      method: "DELETE",
      path: "/v1/staff/{id}",
      tags: ["Staff"],
      summary: "Delete a staff member (soft delete)",
      description:
        "The member is no longer listed and `GET /v1/staff/{id}` answers 404. " +
        "With `transferBookings`, the member's future pending and confirmed bookings move to that member.",
    },
  })
  .input(z.object({ id: idParam("id"), transferBookings: idParam("transferBookings").optional() }))
  .output(messageEnvelope)
  .mutation(async ({ ctx, input }) => {
    await softDeleteStaff(ctx.db, ctx.caller.providerId, input.id);
    return { success: true as const, message: "Staff member deleted" };
  });
