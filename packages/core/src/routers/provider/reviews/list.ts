import { z } from "zod";
import { authedProcedure } from "../../../trpc";
import { paginationInput } from "../../../schemas/common";
import { listReviews } from "../../../store/reviews";
import { providerIdSchema, ratingQuery, review, toReview } from "./schemas";

export const list = authedProcedure
  .meta({
    errors: ["NOT_FOUND"],
    // Served by a read replica when there is one: a search, catalog or review list may trail
    // the primary by the replica's lag (the caller's own writes excepted, docs/scaling.md).
    replicaRead: true,
    openapi: {
      method: "GET",
      path: "/api/rpc/provider/reviews/list",
      tags: ["Reviews"],
      summary: "List a provider's reviews",
      description:
        "Marketplace-wide: any valid key (provider or customer) may list any provider's reviews. " +
        "`providerId` defaults to the caller's own provider; an unknown provider answers 404. " +
        "`rating` keeps reviews of exactly that rating. Newest first. " +
        "`total` counts the reviews matching the filter; `averageRating` is the provider's mean rating over all its reviews, " +
        "rounded to 1 decimal (0 without reviews), whatever the filter.",
    },
  })
  .input(
    z
      .object({
        providerId: providerIdSchema.optional().meta({ description: "The provider (UUID); defaults to the caller's provider" }),
        rating: ratingQuery().optional().meta({ description: "Only reviews with this rating (1 to 5)" }),
        ...paginationInput,
      })
      .prefault({}),
  )
  .output(z.object({ reviews: z.array(review), total: z.number().int(), averageRating: z.number() }))
  .query(async ({ ctx, input }) => {
    const { rows, total, averageRating } = await listReviews(ctx.db, input.providerId ?? ctx.caller.providerId, {
      page: input.page,
      limit: input.limit,
      rating: input.rating,
    });
    return { reviews: rows.map(toReview), total, averageRating };
  });
