import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope, idParam } from "../../schemas/common";
import { updateResource } from "../../store/resources";
import { resource, resourceWritable, toResource } from "./schemas";

export const update = providerProcedure
  .meta({
    openapi: {
      method: "PATCH",
      path: "/v1/resources/{id}",
      tags: ["Resources"],
      summary: "Update a resource",
      description: "`active: false` retires it (kept, no longer offered).",
    },
  })
  .input(
    z.strictObject({
      id: idParam("id").meta({ example: "res_4fK8mQ2xT9vB6nW1zR3c" }),
      name: resourceWritable.name.optional(),
      kind: resourceWritable.kind.optional(),
      quantity: resourceWritable.quantity.optional(),
      active: resourceWritable.active.optional(),
    }),
  )
  .output(envelope(resource))
  .mutation(async ({ ctx, input }) => {
    const { id, ...change } = input;
    const row = await updateResource(ctx.db, ctx.caller.providerId, id, change);
    return { success: true as const, data: toResource(row), message: "Resource updated" };
  });
