import { z } from "zod";
import { tokenProcedure } from "../../trpc";
import { envelope, optionalText } from "../../schemas/common";
import { cancelOwnBooking } from "../../store/bookings";
import { cancelVisit } from "../../store/visits";
import { managedBooking, managedBookingAnswer, resolveToken, tokenParam } from "./schemas";

export const cancel = tokenProcedure
  .meta({
    limit: "manage link",
    errors: ["CONFLICT"],
    openapi: {
      // The token in the path is the credential: no API key.
      protect: false,
      method: "POST",
      path: "/v1/manage/{token}/cancel",
      tags: ["Manage links"],
      summary: "Cancel the booking",
      description:
        "Cancels a pending or confirmed booking (a cancelled one answers 200 unchanged; a held one is released at once, and its " +
        "link stops working). 409 later than the provider's cancellation " +
        "notice before the start (see changeableUntil), and for completed or no-show bookings. 404 for an unknown or expired token. " +
        "The link of a visit cancels every open item of the visit.",
    },
  })
  .input(z.strictObject({ token: tokenParam, reason: optionalText(1000).optional() }))
  .output(envelope(managedBooking))
  .mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const resolved = await resolveToken(ctx.db, input.token, now);
    const before = await managedBookingAnswer(ctx.db, resolved);
    // A visit's link cancels every item of the visit.
    if (before.data.visit) {
      await cancelVisit(
        ctx.db,
        resolved.asProvider,
        before.data.visit.id,
        { reason: input.reason || null, notifyCustomer: true, changedBy: "customer" },
        now,
      );
      return { ...(await managedBookingAnswer(ctx.db, resolved)), message: "Visit cancelled" };
    }
    await cancelOwnBooking(ctx.db, resolved.asProvider, resolved.bookingId, input.reason || null, now);
    // A hold is released (deleted) rather than cancelled: it is answered as it was, cancelled.
    if (before.data.status === "held") {
      return { ...before, data: { ...before.data, status: "cancelled" as const, holdExpiresAt: null }, message: "Booking cancelled" };
    }
    return { ...(await managedBookingAnswer(ctx.db, resolved)), message: "Booking cancelled" };
  });
