import { z } from "zod";
import { tokenProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { managedBooking, managedBookingAnswer, resolveToken, tokenParam } from "./schemas";

export const get = tokenProcedure
  .meta({
    limit: "manage link",
    openapi: {
      // The token in the path is the credential: no API key.
      protect: false,
      method: "GET",
      path: "/v1/manage/{token}",
      tags: ["Manage links"],
      summary: "The booking a manage link manages",
      description:
        "No API key: the token is the credential (handed out when a customer or public key books, and in messages to the customer). " +
        "A link works until 7 days after the booking's end; an unknown, malformed or expired token answers 404.",
    },
  })
  .input(z.object({ token: tokenParam }))
  .output(envelope(managedBooking))
  .query(async ({ ctx, input }) => managedBookingAnswer(ctx.db, await resolveToken(ctx.db, input.token, ctx.now())));
