import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { envelope, idParam, optionalText, queryBoolean } from "../../schemas/common";
import { cancelVisit, getVisit } from "../../store/visits";
import { toVisit, visit } from "./schemas";

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
    const customerId = caller.audience === "customer" ? (caller.customerId ?? "") : undefined;
    await cancelVisit(
      ctx.db,
      caller.provider,
      input.id,
      {
        reason: input.reason || null,
        notifyCustomer: customerId !== undefined || input.notifyCustomer,
        changedBy: customerId !== undefined ? "customer" : "provider",
        customerId,
      },
      ctx.now(),
    );
    return {
      success: true as const,
      data: toVisit(input.id, await getVisit(ctx.db, caller.providerId, input.id, customerId)),
      message: "Visit cancelled",
    };
  });
