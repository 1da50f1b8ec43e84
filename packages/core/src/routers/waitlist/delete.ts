import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { leaveWaitlist } from "../../store/waitlist";
import { toWaitlistEntry, waitlistEntry } from "./schemas";

export const remove = authedProcedure
  .meta({
    errors: ["NOT_FOUND", "CONFLICT"],
    openapi: {
      method: "DELETE",
      path: "/v1/waitlist/{id}",
      tags: ["Waitlist"],
      summary: "Take an entry out of the line",
      description:
        "The entry leaves its line (status left; the others move up). An entry offered a time lets it go at once: the time " +
        "is offered to the next in line. Leaving again changes nothing; an entry that was booked answers 409 (cancel its " +
        "booking instead). Customer keys remove their own entries (404 for others').",
    },
  })
  .input(z.object({ id: idParam("id") }))
  .output(envelope(waitlistEntry))
  .mutation(async ({ ctx, input }) => {
    const { caller } = ctx;
    const customerId = caller.audience === "customer" ? (caller.customerId ?? "") : undefined;
    const entry = await leaveWaitlist(ctx.db, caller.providerId, input.id, ctx.now(), customerId);
    return { success: true as const, data: toWaitlistEntry(entry), message: "Left the waitlist" };
  });
