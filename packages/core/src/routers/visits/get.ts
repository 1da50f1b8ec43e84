import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { getVisit } from "../../store/visits";
import { toVisit, visit } from "./schemas";

export const get = authedProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/v1/visits/{id}",
      tags: ["Visits"],
      summary: "Get a visit with its items",
      description: "The visit's span and its bookings in time order (cancelled ones too). Customer keys see only their own visits (404).",
    },
  })
  .input(z.object({ id: idParam("id") }))
  .output(envelope(visit))
  .query(async ({ ctx, input }) => {
    const { caller } = ctx;
    const rows = await getVisit(
      ctx.db,
      caller.providerId,
      input.id,
      caller.audience === "customer" ? (caller.customerId ?? "") : undefined,
    );
    return { success: true as const, data: toVisit(input.id, rows) };
  });
