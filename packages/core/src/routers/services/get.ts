import { z } from "zod";
import { anyKeyProcedure } from "../../trpc";
import { notFound } from "../../errors";
import { envelope, idParam } from "../../schemas/common";
import { getService } from "../../store/services";
import { service, toService } from "./schemas";

export const get = anyKeyProcedure
  .meta({
    staffRole: "open",
    openapi: {
      method: "GET",
      path: "/v1/services/{id}",
      tags: ["Services"],
      summary: "Get a service",
      description: "Customer and public keys see active services only (an inactive one answers 404 to them).",
    },
  })
  .input(z.object({ id: idParam("id") }))
  .output(envelope(service))
  .query(async ({ ctx, input }) => {
    const row = await getService(ctx.db, ctx.caller.providerId, input.id);
    if (!row.is_active && ctx.caller.audience !== "provider") throw notFound("Service", input.id);
    return { success: true as const, data: toService(row, ctx.caller.provider.currency) };
  });
