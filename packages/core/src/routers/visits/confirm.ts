import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { confirmVisit, getVisit } from "../../store/visits";
import { toVisit, visit } from "./schemas";

export const confirm = providerProcedure
  .meta({
    errors: ["NOT_FOUND"],
    openapi: {
      method: "POST",
      path: "/v1/visits/{id}/confirm",
      tags: ["Visits"],
      summary: "Confirm a visit",
      description:
        "Confirms every pending item of the visit in one transaction (items in any other status stay as they are; a visit with none " +
        "pending is answered unchanged). Each item sends booking.confirmed; the customer is told once, in one message listing every " +
        "item. Provider keys only.",
    },
  })
  .input(z.strictObject({ id: idParam("id") }))
  .output(envelope(visit))
  .mutation(async ({ ctx, input }) => {
    const { caller } = ctx;
    await confirmVisit(ctx.db, caller.provider, input.id, ctx.now());
    return {
      success: true as const,
      data: toVisit(input.id, await getVisit(ctx.db, caller.providerId, input.id)),
      message: "Visit confirmed",
    };
  });
