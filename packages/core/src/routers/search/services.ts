import { z } from "zod";
import { authedProcedure } from "../../trpc";
import { fromCents, pageFields, pageOf, paginationInput } from "../../schemas/common";
import { searchServices } from "../../store/search";
import { providerIdSchema } from "../provider/reviews/schemas";
import { checkPriceRange, maxCents, minCents, priceQuery, searchText } from "./schemas";

const serviceResult = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  duration: z.number().int().meta({ description: "Minutes" }),
  price: z.number().meta({ description: "Major units of `currency`" }),
  currency: z.string().meta({ example: "EUR" }),
  providerId: z.string(),
  providerName: z.string(),
});

export const services = authedProcedure
  .meta({
    errors: ["NOT_FOUND"],
    // Served by a read replica when there is one: a search, catalog or review list may trail
    // the primary by the replica's lag (the caller's own writes excepted, docs/scaling.md).
    replicaRead: true,
    openapi: {
      method: "GET",
      path: "/api/rpc/search/services",
      tags: ["Search"],
      summary: "Search services",
      description:
        "Marketplace-wide: any valid key. Active services of every provider. `q` is full-text search over the service name and category " +
        "(every word of q must match the start of a word; a word that starts no indexed word is taken as a typo and replaced by the most similar one), " +
        "in relevance tiers (services whose name holds every word, then the rest), within a tier by name, then price. Without q: by name, then price. " +
        "`category` matches the service's category exactly (case-insensitive); `providerId` keeps one provider's services (unknown provider: 404); " +
        "`minPrice`/`maxPrice` bound the price (inclusive, in the provider's own currency). `total` is counted exactly up to about 2,000 matches; larger totals are estimated from a fixed sixteenth of the providers (within a few percent for broad queries; the same query always gets the same total).",
    },
  })
  .input(
    z
      .object({
        q: searchText("q"),
        category: searchText("category", 100),
        providerId: providerIdSchema.optional(),
        minPrice: priceQuery("minPrice").optional(),
        maxPrice: priceQuery("maxPrice").optional(),
        ...paginationInput,
      })
      .superRefine(checkPriceRange)
      .prefault({}),
  )
  .output(z.object({ results: z.array(serviceResult), ...pageFields }))
  .query(async ({ ctx, input }) => {
    const { rows, total } = await searchServices(ctx.db, {
      q: input.q,
      category: input.category,
      providerId: input.providerId,
      minPriceCents: minCents(input.minPrice),
      maxPriceCents: maxCents(input.maxPrice),
      page: input.page,
      limit: input.limit,
    });
    return {
      results: rows.map((r) => ({
        id: r.id,
        name: r.name,
        category: r.category,
        duration: r.duration_minutes,
        price: fromCents(r.price_cents),
        currency: r.currency,
        providerId: r.provider_id,
        providerName: r.provider_name,
      })),
      ...pageOf(input, total),
    };
  });
