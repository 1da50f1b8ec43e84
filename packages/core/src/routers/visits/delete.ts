import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { envelope, idParam, optionalText, queryBoolean } from "../../schemas/common";
import { cancelVisit, getVisit } from "../../store/visits";
import { toVisit, visit } from "./schemas";
import { cancellationBy } from "../bookings/schemas";

export const remove = authedProcedure
  .meta({
    errors: ["NOT_FOUND"],
    openapi: {
      method: "DELETE",
      path: "/v1/visits/{id}",
      tags: ["Visits"],
      summary: "Cancel a visit",
      description:
        "Cancels every open item of the visit in one transaction (items already completed, cancelled or no-show stay as they are). The " +
        "customer is notified unless notifyCustomer=false; reason is recorded on each item. Customer keys cancel only their own visits.",
    },
  })
  .input(z.object({ id: idParam("id"), reason: optionalText(1000).optional(), notifyCustomer: queryBoolean.default(true) }))
  .output(envelope(visit))
  .mutation(async ({ ctx, input }) => {
    const { caller } = ctx;
    const by = cancellationBy(caller, input);
    await cancelVisit(ctx.db, caller.provider, input.id, by, ctx.now());
    return {
      success: true as const,
      data: toVisit(input.id, await getVisit(ctx.db, caller.providerId, input.id, by.customerId)),
      message: "Visit cancelled",
    };
  });
