import { z } from "zod";
import { tokenProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { linkedEntry, linkedEntryAnswer, resolveWaitlistLink, waitlistToken } from "./schemas";

export const manage = tokenProcedure
  .meta({
    limit: "manage link",
    openapi: {
      // The token in the path is the credential: no API key.
      protect: false,
      method: "GET",
      path: "/v1/waitlist/entries/manage/{entryToken}",
      tags: ["Waitlist"],
      summary: "The waitlist entry a link names",
      description:
        "No API key: the token is the credential (handed out when a customer or public key joins a line). Answers the entry " +
        "with its place in line, its service and the salon's name and zone. A link works until 7 days after the entry's expiry; " +
        "an unknown, malformed or expired token answers 404.",
    },
  })
  .input(z.object({ entryToken: waitlistToken }))
  .output(envelope(linkedEntry))
  .query(async ({ ctx, input }) => {
    const found = await resolveWaitlistLink(ctx.db, input.entryToken, ctx.now());
    return { success: true as const, data: await linkedEntryAnswer(ctx.db, found, ctx.now()) };
  });
