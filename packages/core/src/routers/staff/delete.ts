import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { idParam, messageEnvelope } from "../../schemas/common";
import { deleteStaffMember } from "../../store/staff";
import { assertMayChangeStaff } from "../../store/staff-changes";

export const remove = providerProcedure
  .meta({
    errors: ["CONFLICT"],
    openapi: {
      method: "DELETE",
      path: "/v1/staff/{id}",
      tags: ["Staff"],
      summary: "Delete a staff member (soft delete)",
      description:
        "The member is no longer listed (not even with active=false) and GET answers 404. " +
        "If the member has future pending or confirmed bookings, the request answers 409 with their count, unless " +
        "`transferBookings` names another active member to whom they all move in one transaction. The target must be able to take " +
        "every booking under the rules a new booking meets: it offers the booking's service, works at that time (working hours and " +
        "breaks in the provider's time zone) and has no pending or confirmed booking overlapping it (a booking already begun may still move). " +
        "Otherwise nothing changes and the answer is 409 with one `details` entry per booking that does not fit: `path` " +
        "`bookings.<booking id>`, `message` its start and the reason.",
    },
  })
  .input(z.object({ id: idParam("id"), transferBookings: idParam("transferBookings").optional() }))
  .output(messageEnvelope)
  .mutation(async ({ ctx, input }) => {
    await assertMayChangeStaff(ctx.db, ctx.caller, input.id, { deleted: true });
    const { transferred } = await deleteStaffMember(ctx.db, ctx.caller.provider, input.id, input.transferBookings, ctx.now());
    return {
      success: true as const,
      message: transferred
        ? `Staff member deleted; ${transferred} booking(s) transferred to ${input.transferBookings}`
        : "Staff member deleted",
    };
  });
