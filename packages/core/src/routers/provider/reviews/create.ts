import { z } from "zod";
import { customerProcedure } from "../../../trpc";
import { idParam, optionalText } from "../../../schemas/common";
import { createReview } from "../../../store/reviews";
import { notFound } from "../../../errors";
import { providerIdSchema, ratingValue, review, toReview } from "./schemas";

export const create = customerProcedure
  .meta({
    errors: ["NOT_FOUND"],
    openapi: {
      method: "POST",
      path: "/api/rpc/provider/reviews/create",
      tags: ["Reviews"],
      summary: "Review a completed booking (customer keys)",
      description:
        "Customer keys only (provider keys get 403). Reviews the caller's own booking with the provider: " +
        "a booking that is not the caller's (or does not exist) answers 404, a booking not in status `completed` 409, " +
        "and a second review of the same booking 409. `rating` is a whole number from 1 to 5; `comment` is optional " +
        "(at most 5000 characters). `providerId` defaults to the provider of the caller's key. " +
        "Answers the new review (200) and records the `review.created` event.",
    },
  })
  .input(
    z.strictObject({
      providerId: providerIdSchema.optional(),
      bookingId: idParam("bookingId"),
      rating: ratingValue(),
      comment: optionalText(5000).nullable().optional(),
    }),
  )
  .output(review)
  .mutation(async ({ ctx, input }) => {
    // A customer key acts for one customer of one provider: it has no bookings elsewhere.
    if (input.providerId && input.providerId !== ctx.caller.providerId) throw notFound("Booking", input.bookingId);
    const row = await createReview(ctx.db, {
      providerId: ctx.caller.providerId,
      customerId: ctx.customerId,
      bookingId: input.bookingId,
      rating: input.rating,
      comment: input.comment ? input.comment : null,
    });
    return toReview(row);
  });
