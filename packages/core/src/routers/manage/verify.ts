import { z } from "zod";
import { tokenProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { verifyHold } from "../../store/bookings";
import { emailedCode, managedBooking, managedBookingAnswer, resolveToken, tokenParam } from "./schemas";

export const verify = tokenProcedure
  .meta({
    limit: "manage link",
    errors: ["CONFLICT"],
    openapi: {
      // The token in the path is the credential: no API key.
      protect: false,
      method: "POST",
      path: "/v1/manage/{token}/verify",
      tags: ["Manage links"],
      summary: "Verify a held booking (the link in its email)",
      description:
        "A booking made on a booking page of a provider that verifies emails (`publicVerification: email`) is held until the visitor " +
        "follows the link emailed to them; the page sends its `code` here. The booking becomes pending (confirmed when the provider's " +
        "`confirmation` is `auto`) and the provider is told " +
        "(booking.created). A booking verified already answers as it is; 400 for a code that is not the one emailed; 409 once the hold " +
        "has lapsed (book again).",
    },
  })
  .input(z.strictObject({ token: tokenParam, code: emailedCode }))
  .output(envelope(managedBooking))
  .mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const resolved = await resolveToken(ctx.db, input.token, now);
    await verifyHold(ctx.db, resolved.asProvider, resolved.bookingId, input.code, now);
    return { ...(await managedBookingAnswer(ctx.db, resolved)), message: "Booking verified" };
  });
