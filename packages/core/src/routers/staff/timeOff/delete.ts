import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { idParam, messageEnvelope } from "../../../schemas/common";
import { deleteTimeOff } from "../../../store/staff-policies";

export const remove = providerProcedure
  .meta({
    openapi: {
      method: "DELETE",
      path: "/v1/staff/{id}/time-off/{offId}",
      tags: ["Staff"],
      summary: "Remove time off",
      description: "The member can be booked in that time again.",
    },
  })
  .input(z.object({ id: idParam("id"), offId: idParam("offId").meta({ example: "off_4Hq8sLz2Wm6Yt1Bn9Kc3" }) }))
  .output(messageEnvelope)
  .mutation(async ({ ctx, input }) => {
    await deleteTimeOff(ctx.db, ctx.caller.providerId, input.id, input.offId, ctx.now());
    return { success: true as const, message: "Time off removed" };
  });
