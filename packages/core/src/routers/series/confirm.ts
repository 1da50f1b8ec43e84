import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { confirmSeries, getSeries } from "../../store/series";
import { series, toSeries } from "./schemas";

export const confirm = providerProcedure
  .meta({
    errors: ["NOT_FOUND"],
    openapi: {
      method: "POST",
      path: "/v1/series/{id}/confirm",
      tags: ["Series"],
      summary: "Confirm a series",
      description:
        "Confirms every pending occurrence of the series in one transaction (occurrences in any other status stay as they are; a " +
        "series with none pending is answered unchanged). Each occurrence sends booking.confirmed; the customer is told once, in one " +
        "message listing every date confirmed. Provider keys only.",
    },
  })
  .input(z.strictObject({ id: idParam("id") }))
  .output(envelope(series))
  .mutation(async ({ ctx, input }) => {
    const { caller } = ctx;
    await confirmSeries(ctx.db, caller.provider, input.id, ctx.now());
    return {
      success: true as const,
      data: toSeries(await getSeries(ctx.db, caller.providerId, input.id)),
      message: "Series confirmed",
    };
  });
