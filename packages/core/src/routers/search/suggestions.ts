import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { MAX_SUGGESTIONS } from "../../domain/search";
import { suggest } from "../../store/search";

export const suggestions = authedProcedure
  .meta({
    // Served by a read replica when there is one: a search, catalog or review list may trail
    // the primary by the replica's lag (the caller's own writes excepted, docs/scaling.md).
    replicaRead: true,
    openapi: {
      method: "GET",
      path: "/api/rpc/search/suggestions",
      tags: ["Search"],
      summary: "Search suggestions",
      description:
        "Marketplace-wide: any valid key. `q` (2 to 100 characters after trimming, else 400). Answers an array of at most " +
        `${MAX_SUGGESTIONS} distinct strings (case-insensitively) among provider names, provider and service categories and names of active services: ` +
        "texts starting with q first, then texts with a later word starting with q, then similar texts (typo-tolerant, pg_trgm similarity); " +
        "within each group the most used first.",
    },
  })
  .input(
    z.object({
      q: z
        .string({ error: "q is required (at least 2 characters)" })
        .trim()
        .min(2, "q must be at least 2 characters")
        .max(100, "q must be at most 100 characters"),
    }),
  )
  .output(z.array(z.string()).meta({ example: ["haircut", "hair colouring", "hair salon"] }))
  .query(({ ctx, input }) => suggest(ctx.db, input.q));
