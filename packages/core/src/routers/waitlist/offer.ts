import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { offerByHand } from "../../store/waitlist-offers";
import { getWaitlistEntry } from "../../store/waitlist";
import { dateTimeInput } from "../bookings/schemas";
import { toWaitlistEntry, waitlistEntry } from "./schemas";

export const offer = providerProcedure
  .meta({
    errors: ["NOT_FOUND", "CONFLICT"],
    openapi: {
      method: "POST",
      path: "/v1/waitlist/{id}/offer",
      tags: ["Waitlist"],
      summary: "Offer a time to an entry by hand",
      description:
        "The salon offers `start` to this entry, whatever its place in line: a held booking for the entry's customer, seats " +
        "and service with `staffId` (default the member the entry waits for; required when it waits for any), kept for " +
        "`waitlistOfferMinutes` and told like any offer (waitlist.offered, the customer emailed a claim link). The time is held " +
        "under every rule of a booking: a rule of the time is a 400 and a time taken a 409, each naming its rule. Only a " +
        "waiting entry can be offered a time (409 for an entry offered, booked, left or expired). A customer's entry for a " +
        "service that takes a payment claims the time by paying it; where payments are not taken online such an offer is a " +
        "409 `payment_required` (entries the salon added are offered without payment). Answers the entry, now offered.",
    },
    successStatus: 201,
  })
  .input(
    z.strictObject({
      id: idParam("id"),
      start: dateTimeInput.meta({ description: "The time to offer", example: "2027-05-12T10:00:00+02:00" }),
      staffId: idParam("staffId").optional().meta({ description: "The member (default the one the entry waits for)" }),
    }),
  )
  .output(envelope(waitlistEntry))
  .mutation(async ({ ctx, input }) => {
    const { caller } = ctx;
    await offerByHand(
      ctx.db,
      caller.providerId,
      input.id,
      { start: input.start, staffId: input.staffId },
      ctx.now(),
      ctx.payments !== undefined,
    );
    const entry = await getWaitlistEntry(ctx.db, caller.providerId, input.id, ctx.now());
    return { success: true as const, data: toWaitlistEntry(entry), message: "Time offered" };
  });
