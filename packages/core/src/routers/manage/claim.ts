import { z } from "zod";
import { tokenProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { claimOffer } from "../../store/waitlist-offers";
import { managedBooking, managedBookingAnswer, resolveToken, tokenParam } from "./schemas";

export const claim = tokenProcedure
  .meta({
    limit: "manage link",
    errors: ["NOT_FOUND", "CONFLICT"],
    openapi: {
      protect: false,
      method: "POST",
      path: "/v1/manage/{token}/claim",
      tags: ["Manage links"],
      summary: "Claim a waitlist offer (the link in its email)",
      description:
        "A time freed for the waitlist is held for the first customer in line it suits, for the provider's waitlistOfferMinutes; " +
        "the link in the offer's email claims it: the booking becomes pending (confirmed when the provider's `confirmation` is " +
        "`auto`) and the entry booked (waitlist.claimed, booking.created). Claiming again answers the booking as it is; 409 once " +
        "the offer lapsed or was declined (the time went to the next in line), or for a booking that was no offer. " +
        "A time of a service that takes a payment is claimed by paying it, as a booking of it would be: the claim asks the " +
        "payment provider for the payment and answers the booking still `held` (`holdExpiresAt`: the provider's " +
        "paymentHoldMinutes from now, or the offer's own time if longer; `offer` null); its page then takes the payment " +
        "(`POST /v1/manage/{token}/payment`), and the provider's confirmation makes it stand and the entry booked. Unpaid " +
        "in time, the offer lapses and the time goes to the next in line. 409 `payment_required` where payments are not " +
        "taken online; 503 when the payment provider does not answer (the offer stays held: claim again).",
    },
  })
  .input(z.strictObject({ token: tokenParam }))
  .output(envelope(managedBooking))
  .mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const resolved = await resolveToken(ctx.db, input.token, now);
    const claimed = await claimOffer(ctx.db, resolved.provider, resolved.bookingId, now, ctx.payments);
    return {
      ...(await managedBookingAnswer(ctx.db, resolved)),
      message: claimed.claimed ? "Offer claimed" : "Offer held for its payment: pay it to claim the time",
    };
  });
