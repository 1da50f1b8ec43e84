import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { listEnvelope, pagination, paginationInput, queryBoolean } from "../../schemas/common";
import { listResources } from "../../store/resources";
import { resource, toResource } from "./schemas";

export const list = providerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/v1/resources",
      tags: ["Resources"],
      summary: "List resources",
      description: "Newest first. Active resources by default; `active=false` lists retired ones too.",
    },
  })
  .input(
    z.object({
      ...paginationInput,
      active: queryBoolean.default(true),
      kind: z.string().trim().max(100, "kind must be at most 100 characters").optional(),
    }),
  )
  .output(listEnvelope(resource))
  .query(async ({ ctx, input }) => {
    const { rows, total } = await listResources(ctx.db, ctx.caller.providerId, {
      page: input.page,
      limit: input.limit,
      activeOnly: input.active,
      kind: input.kind,
    });
    return { success: true as const, data: rows.map(toResource), pagination: pagination(input.page, input.limit, total) };
  });
