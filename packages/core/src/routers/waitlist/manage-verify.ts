import { z } from "zod";
import { tokenProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { verifyWaitlistEntry } from "../../store/waitlist-verification";
import { linkedEntry, linkedEntryAnswer, resolveWaitlistLink, waitlistToken } from "./schemas";
import { emailedCode } from "../manage/schemas";

export const manageVerify = tokenProcedure
  .meta({
    limit: "manage link",
    errors: ["CONFLICT"],
    openapi: {
      // The token in the path is the credential: no API key.
      protect: false,
      method: "POST",
      path: "/v1/waitlist/entries/manage/{entryToken}/verify",
      tags: ["Waitlist"],
      summary: "Verify a waitlist entry (the link in its email)",
      description:
        "An entry joined on a booking page of a provider that verifies emails (`publicVerification: email`) is `unverified`, not " +
        "in the line, until the visitor follows the link emailed to them; the page sends its `code` here. The entry then waits " +
        "at the end of the line (status waiting, with its place). An entry verified already answers as it is; 400 for a code " +
        "that is not the one emailed last; 409 once the time to verify has passed (join again), or when the customer already " +
        "waits in the same line. An unknown, malformed or expired token answers 404.",
    },
  })
  .input(z.strictObject({ entryToken: waitlistToken, code: emailedCode }))
  .output(envelope(linkedEntry))
  .mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const found = await resolveWaitlistLink(ctx.db, input.entryToken, now);
    await verifyWaitlistEntry(ctx.db, found.providerId, found.entryId, input.code, now);
    return { success: true as const, data: await linkedEntryAnswer(ctx.db, found, now), message: "Waitlist entry verified" };
  });
