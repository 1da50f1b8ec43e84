import { z } from "zod";
import { anyKeyProcedure } from "../../trpc";
import { listEnvelope, pagination, paginationInput, queryBoolean } from "../../schemas/common";
import { listServices } from "../../store/services";
import { service, toService } from "./schemas";

export const list = anyKeyProcedure
  .meta({
    staffRole: "open",
    // Served by a read replica when there is one: a search, catalog or review list may trail
    // the primary by the replica's lag (the caller's own writes excepted, docs/scaling.md).
    replicaRead: true,
    openapi: {
      method: "GET",
      path: "/v1/services",
      tags: ["Services"],
      summary: "List services",
      description:
        "Active services by default; `active=false` lists all (provider keys; customer and public keys see active services only).",
    },
  })
  .input(
    z.object({
      ...paginationInput,
      active: queryBoolean.default(true),
      category: z.string().trim().max(100, "category must be at most 100 characters").optional(),
    }),
  )
  .output(listEnvelope(service))
  .query(async ({ ctx, input }) => {
    const { rows, total } = await listServices(ctx.db, ctx.caller.providerId, {
      page: input.page,
      limit: input.limit,
      activeOnly: ctx.caller.audience === "provider" ? input.active : true,
      category: input.category,
    });
    return {
      success: true as const,
      data: rows.map((row) => toService(row, ctx.caller.provider.currency)),
      pagination: pagination(input.page, input.limit, total),
    };
  });
