import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { getSeries } from "../../store/series";
import { series, toSeries } from "./schemas";

export const get = authedProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/v1/series/{id}",
      tags: ["Series"],
      summary: "Get a series with its occurrences",
      description:
        "The series' rule and every occurrence in time order: booked ones with their booking (see GET /v1/bookings/{id} for its " +
        "status), skipped ones with the rules they broke. Customer keys see only their own series (404).",
    },
  })
  .input(z.object({ id: idParam("id") }))
  .output(envelope(series))
  .query(async ({ ctx, input }) => {
    const { caller } = ctx;
    const found = await getSeries(
      ctx.db,
      caller.providerId,
      input.id,
      caller.audience === "customer" ? (caller.customerId ?? "") : undefined,
    );
    return { success: true as const, data: toSeries(found) };
  });
