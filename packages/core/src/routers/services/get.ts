import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { getService } from "../../store/services";
import { service, toService } from "./schemas";

export const get = providerProcedure
  .meta({ openapi: { method: "GET", path: "/v1/services/{id}", tags: ["Services"], summary: "Get a service" } })
  .input(z.object({ id: idParam("id") }))
  .output(envelope(service))
  .query(async ({ ctx, input }) => ({
    success: true as const,
    data: toService(await getService(ctx.db, ctx.caller.providerId, input.id), ctx.caller.provider.currency),
  }));
