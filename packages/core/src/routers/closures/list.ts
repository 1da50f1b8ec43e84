import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { dateRangeInput, envelope } from "../../schemas/common";
import { listClosures } from "../../store/staff-policies";
import { closure, toClosure } from "./schemas";

export const list = providerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/v1/closures",
      tags: ["Closures"],
      summary: "The provider's closures",
      description: "Closures overlapping the local dates `from` (default today) to `to` (default no end), earliest first.",
    },
  })
  .input(z.object(dateRangeInput))
  .output(envelope(z.array(closure)))
  .query(async ({ ctx, input }) => ({
    success: true as const,
    data: (await listClosures(ctx.db, ctx.caller.providerId, input, ctx.now())).map(toClosure),
  }));
