import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { listTemplates, MAX_TEMPLATES_PER_PROVIDER } from "../../../store/reviews";
import { ratingQuery } from "../reviews/schemas";
import { template, toTemplate } from "./schemas";

export const list = providerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/api/rpc/provider/reviewResponseTemplates/list",
      tags: ["Review response templates"],
      summary: "List the provider's review response templates",
      description:
        `Provider keys only. All the provider's templates (at most ${MAX_TEMPLATES_PER_PROVIDER}), oldest first. ` +
        "With `rating`, only the templates whose rating range includes it (the ones `reviews/respond` accepts for such a review).",
    },
  })
  .input(
    z.object({ rating: ratingQuery().optional().meta({ description: "Only templates suitable for this rating (1 to 5)" }) }).prefault({}),
  )
  .output(z.object({ templates: z.array(template) }))
  .query(async ({ ctx, input }) => ({
    templates: (await listTemplates(ctx.db, ctx.caller.providerId, { rating: input.rating })).map(toTemplate),
  }));
