import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { envelope, idParam, optionalText } from "../../schemas/common";
import { cancelSeries, getSeries } from "../../store/series";
import { occurrenceKey, series, seriesScope, toSeries } from "./schemas";
import { cancellationBy } from "../bookings/schemas";

export const cancel = authedProcedure
  .meta({
    errors: ["NOT_FOUND", "CONFLICT"],
    openapi: {
      method: "POST",
      path: "/v1/series/{id}/cancel",
      tags: ["Series"],
      summary: "Cancel occurrences of a series",
      description:
        "Cancels, in one transaction, the occurrence named by `key` (scope this), it and every later one (following), or every " +
        "occurrence (all). Occurrences that have started are never changed (naming one with scope this: 409); those already " +
        "cancelled, completed or missed stay as they are. 404 for a key that is none of the series' occurrences. The customer is " +
        "told once, in one message listing every date cancelled, unless notifyCustomer is false; customer keys cancel only their own series, within the provider's " +
        "cancellation notice.",
    },
  })
  .input(
    z.strictObject({
      id: idParam("id"),
      scope: seriesScope,
      key: occurrenceKey,
      reason: optionalText(1000).optional(),
      notifyCustomer: z.boolean().default(true).meta({ description: "Provider keys: false to tell the customer nothing" }),
    }),
  )
  .output(envelope(series))
  .mutation(async ({ ctx, input }) => {
    const { caller } = ctx;
    const by = cancellationBy(caller, input);
    await cancelSeries(ctx.db, caller.provider, input.id, { scope: input.scope, key: input.key, ...by }, ctx.now());
    return {
      success: true as const,
      data: toSeries(await getSeries(ctx.db, caller.providerId, input.id, by.customerId)),
      message: "Series occurrences cancelled",
    };
  });
