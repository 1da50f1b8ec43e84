import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { idParam, messageEnvelope } from "../../schemas/common";
import { deleteStaffMember } from "../../store/staff";

export const remove = providerProcedure
  .meta({
    openapi: {
      method: "DELETE",
      path: "/v1/staff/{id}",
      tags: ["Staff"],
      summary: "Delete a staff member (soft delete)",
      description:
        "The member is no longer listed (not even with active=false) and GET answers 404. " +
        "If the member has future pending or confirmed bookings, the request answers 409 with their count, unless " +
        "`transferBookings` names another member — active, offering each booking's service and free at each booking's time — " +
        "to whom they all move in one transaction (409 and nothing changes otherwise).",
    },
  })
  .input(z.object({ id: idParam("id"), transferBookings: idParam("transferBookings").optional() }))
  .output(messageEnvelope)
  .mutation(async ({ ctx, input }) => {
    const { transferred } = await deleteStaffMember(
      ctx.db,
      ctx.caller.providerId,
      input.id,
      input.transferBookings,
      ctx.now(),
    );
    return {
      success: true as const,
      message: transferred
        ? `Staff member deleted; ${transferred} booking(s) transferred to ${input.transferBookings}`
        : "Staff member deleted",
    };
  });
