import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { getResource } from "../../store/resources";
import { resource, toResource } from "./schemas";

export const get = providerProcedure
  .meta({ openapi: { method: "GET", path: "/v1/resources/{id}", tags: ["Resources"], summary: "Get a resource" } })
  .input(z.object({ id: idParam("id").meta({ example: "res_4fK8mQ2xT9vB6nW1zR3c" }) }))
  .output(envelope(resource))
  .query(async ({ ctx, input }) => {
    return { success: true as const, data: toResource(await getResource(ctx.db, ctx.caller.providerId, input.id)) };
  });
