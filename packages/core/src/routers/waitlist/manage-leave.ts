import { z } from "zod";
import { tokenProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { leaveWaitlist } from "../../store/waitlist";
import { linkedEntry, linkedEntryAnswer, resolveWaitlistLink, waitlistToken } from "./schemas";

export const manageLeave = tokenProcedure
  .meta({
    limit: "manage link",
    errors: ["CONFLICT"],
    openapi: {
      protect: false,
      method: "DELETE",
      path: "/v1/waitlist/entries/manage/{entryToken}",
      tags: ["Waitlist"],
      summary: "Leave the line through the entry's link",
      description:
        "No API key: the token is the credential. The entry leaves its line (status left; the others move up); an entry " +
        "offered a time lets it go at once to the next in line. Leaving again changes nothing; an entry that was booked answers " +
        "409 (cancel the booking through its own link instead). An unknown, malformed or expired token answers 404.",
    },
  })
  .input(z.object({ entryToken: waitlistToken }))
  .output(envelope(linkedEntry))
  .mutation(async ({ ctx, input }) => {
    const found = await resolveWaitlistLink(ctx.db, input.entryToken, ctx.now());
    await leaveWaitlist(ctx.db, found.providerId, found.entryId, ctx.now());
    return { success: true as const, data: await linkedEntryAnswer(ctx.db, found, ctx.now()), message: "Left the waitlist" };
  });
