import { z } from "zod";
import { tokenProcedure } from "../../trpc";
import { envelope, optionalText } from "../../schemas/common";
import { cancelOwnBooking } from "../../store/bookings";
import { cancelVisit } from "../../store/visits";
import { cancelSeries, occurrenceOfBooking } from "../../store/series";
import { invalidInput } from "../../errors";
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
        "The link of a visit cancels every open item of the visit. The link of a series' occurrence cancels that occurrence " +
        "(scope this, the default) or it and every later one that has not started (scope following; 400 for a booking of no series).",
    },
  })
  .input(
    z.strictObject({
      token: tokenParam,
      reason: optionalText(1000).optional(),
      scope: z
        .enum(["this", "following"], { error: "must be this or following" })
        .default("this")
        .meta({ description: "A series' occurrence: this one (the default), or this one and every later one" }),
    }),
  )
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
    if (input.scope === "following") {
      const occurrence = await occurrenceOfBooking(ctx.db, resolved.provider.id, resolved.bookingId);
      if (!occurrence) throw invalidInput([{ path: "scope", message: "following is only for a booking of a series" }]);
      await cancelSeries(
        ctx.db,
        resolved.asProvider,
        occurrence.seriesId,
        { scope: "following", key: occurrence.key, reason: input.reason || null, notifyCustomer: true, changedBy: "customer" },
        now,
      );
      return { ...(await managedBookingAnswer(ctx.db, resolved)), message: "Series occurrences cancelled" };
    }
    await cancelOwnBooking(ctx.db, resolved.asProvider, resolved.bookingId, input.reason || null, now);
    // A hold is released (deleted) rather than cancelled: it is answered as it was, cancelled.
    if (before.data.status === "held") {
      return { ...before, data: { ...before.data, status: "cancelled" as const, holdExpiresAt: null }, message: "Booking cancelled" };
    }
    return { ...(await managedBookingAnswer(ctx.db, resolved)), message: "Booking cancelled" };
  });
