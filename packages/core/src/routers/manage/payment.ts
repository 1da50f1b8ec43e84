import { z } from "zod";
import { tokenProcedure } from "../../trpc";
import { AppError } from "../../errors";
import { envelope, iso, timestamp } from "../../schemas/common";
import { resumeCheckout } from "../../store/payments/checkout";
import { checkoutAnswer, checkoutOutput } from "../bookings/schemas";
import { resolveToken, tokenParam } from "./schemas";

export const payment = tokenProcedure
  .meta({
    limit: "manage link",
    errors: ["NOT_FOUND", "CONFLICT"],
    openapi: {
      protect: false,
      method: "POST",
      path: "/v1/manage/{token}/payment",
      tags: ["Manage links"],
      summary: "Resume a held booking's payment",
      description:
        "A booking of a service paid online is held until paid (202 `held` with `payment.clientSecret`); when the page that booked " +
        "was closed before paying, the booking's page (opened from its link) asks here for the same payment again, to complete " +
        "with the payment provider's elements before `holdExpiresAt`. No second payment is made: the answer is the one asked for " +
        "when the booking was made, with `publishableKey` for the provider's elements. 409 when the booking is not waiting for a " +
        "payment (not held, its hold lapsed, or it was paid already and stands once the provider confirms it); 503 when the " +
        "payment provider does not answer; 429 (with Retry-After) when the same booking's payment was asked for less than 5 " +
        "seconds before, from anywhere (each ask reaches the payment provider).",
    },
  })
  .input(z.strictObject({ token: tokenParam }))
  .output(
    envelope(
      checkoutOutput.extend({
        holdExpiresAt: timestamp.meta({ description: "When the hold lapses unless paid (the time is then released)" }),
        publishableKey: z.string().meta({
          description: "The payment provider's publishable key, for its elements in the browser (Stripe.js)",
          example: "pk_test_51QxY8nL2kT9vR4mB",
        }),
      }),
    ),
  )
  .mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const resolved = await resolveToken(ctx.db, input.token, now);
    const publishableKey = ctx.payments?.browser?.publishableKey;
    if (!ctx.payments || publishableKey === undefined) {
      throw new AppError("CONFLICT", "This service takes no payments online: pay at the salon");
    }
    const resumed = await resumeCheckout(ctx.db, ctx.payments, resolved.provider.id, resolved.bookingId, now);
    return {
      success: true as const,
      data: { ...checkoutAnswer(resumed), holdExpiresAt: iso(resumed.holdExpiresAt), publishableKey },
      message: "Payment resumed",
    };
  });
