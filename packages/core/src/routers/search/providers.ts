import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { pageFields, pageOf, paginationInput, queryNumber } from "../../schemas/common";
import { priceRange } from "../../domain/search";
import { searchProviders } from "../../store/search";
import { checkPriceRange, maxCents, minCents, priceQuery, searchText } from "./schemas";

const providerResult = z.object({
  id: z.string().meta({ description: "The provider id (UUID)" }),
  name: z.string(),
  category: z.string(),
  rating: z.number().meta({ description: "Mean review rating rounded to 1 decimal; 0 without reviews" }),
  reviewCount: z.number().int(),
  priceRange: z.string().meta({
    example: "25-80",
    description: '"min-max" price over the provider\'s active services, in major units of its currency; "0-0" without active services',
  }),
  location: z.string(),
});

export const providers = authedProcedure
  .meta({
    // Served by a read replica when there is one: a search, catalog or review list may trail
    // the primary by the replica's lag (the caller's own writes excepted, docs/scaling.md).
    replicaRead: true,
    openapi: {
      method: "GET",
      path: "/api/rpc/search/providers",
      tags: ["Search"],
      summary: "Search providers",
      description:
        "Marketplace-wide: any valid key. `q` is full-text search over the provider's name, category, location and the names of its active services: " +
        'every word of q must match the start of a word ("hai sal" finds "Hair Salon"), and a word that starts no indexed word at all ' +
        'is taken as a typo and replaced by the most similar indexed word (pg_trgm similarity, e.g. "barbershp" → "barbershop"). ' +
        "Results come in relevance tiers: providers whose name holds every word, then those whose name, category and location hold them, " +
        "then the rest (service names); within a tier by rating, then review count, then name. " +
        "Without q: by rating, then review count, then name. " +
        "`category` matches the provider's category exactly (case-insensitive); `location` matches part of the location (case-insensitive). " +
        "`minPrice`/`maxPrice` keep providers whose price range overlaps [minPrice, maxPrice] (prices in each provider's own currency, no conversion); " +
        'providers without active services have priceRange "0-0" and never match a price filter. `minRating` (0 to 5) compares with the rounded rating. ' +
        "`total` is counted exactly up to about 2,000 matches; larger totals are estimated from a fixed sixteenth of the providers (within a few percent for broad queries; the same query always gets the same total).",
    },
  })
  .input(
    z
      .object({
        q: searchText("q"),
        category: searchText("category", 100),
        location: searchText("location"),
        minPrice: priceQuery("minPrice").optional(),
        maxPrice: priceQuery("maxPrice").optional(),
        minRating: queryNumber("minRating").min(0, "minRating must be from 0 to 5").max(5, "minRating must be from 0 to 5").optional(),
        ...paginationInput,
      })
      .superRefine(checkPriceRange)
      .prefault({}),
  )
  .output(z.object({ results: z.array(providerResult), ...pageFields }))
  .query(async ({ ctx, input }) => {
    const { rows, total } = await searchProviders(ctx.db, {
      q: input.q,
      category: input.category,
      location: input.location,
      minPriceCents: minCents(input.minPrice),
      maxPriceCents: maxCents(input.maxPrice),
      minRating: input.minRating,
      page: input.page,
      limit: input.limit,
    });
    return {
      results: rows.map((r) => ({
        id: r.id,
        name: r.name,
        category: r.category,
        rating: r.rating,
        reviewCount: r.review_count,
        priceRange: priceRange(r.min_price_cents, r.max_price_cents),
        location: r.location,
      })),
      ...pageOf(input, total),
    };
  });
