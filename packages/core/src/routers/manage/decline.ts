import { z } from "zod";
import { tokenProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { declineOffer } from "../../store/waitlist-offers";
import { resolveToken, tokenParam } from "./schemas";

export const decline = tokenProcedure
  .meta({
    limit: "manage link",
    errors: ["NOT_FOUND", "CONFLICT"],
    openapi: {
      protect: false,
      method: "POST",
      path: "/v1/manage/{token}/decline",
      tags: ["Manage links"],
      summary: "Decline a waitlist offer",
      description:
        "Releases the time held for the customer at once and offers it to the next in line (waitlist.lapsed with declined true); " +
        "the customer stays in line for other times. The link manages nothing afterwards (404). 409 for an offer claimed already, " +
        "or for a booking that was no offer.",
    },
  })
  .input(z.strictObject({ token: tokenParam }))
  .output(envelope(z.object({ declined: z.literal(true) })))
  .mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const resolved = await resolveToken(ctx.db, input.token, now);
    await declineOffer(ctx.db, resolved.provider.id, resolved.bookingId, now);
    return { success: true as const, data: { declined: true as const }, message: "Offer declined" };
  });
