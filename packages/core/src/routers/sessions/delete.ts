import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { idParam, optionalText } from "../../schemas/common";
import { cancelSession } from "../../store/sessions";

export const remove = providerProcedure
  .meta({
    openapi: {
      method: "DELETE",
      path: "/v1/sessions/{id}",
      tags: ["Sessions"],
      summary: "Cancel a class session",
      description:
        "Cancels the session and every pending or confirmed booking in it (each recorded as booking.cancelled with `reason`, its " +
        "customer told); visitors' bookings still waiting for email verification are released. The member and the resources are " +
        "free at once.",
    },
  })
  .input(
    z.object({
      id: idParam("id").meta({ example: "ses_7hR2kN5pQ8wT3vX6zB1d" }),
      reason: optionalText(1000).optional().meta({ description: "Told to the customers", example: "Teacher ill" }),
    }),
  )
  .output(
    z.object({
      success: z.literal(true),
      message: z.string(),
      data: z.object({ cancelledBookings: z.number().int().meta({ description: "Bookings cancelled with it", example: 7 }) }),
    }),
  )
  .mutation(async ({ ctx, input }) => {
    const result = await cancelSession(ctx.db, ctx.caller.providerId, input.id, input.reason ?? null, ctx.now());
    return { success: true as const, message: "Session cancelled", data: result };
  });
