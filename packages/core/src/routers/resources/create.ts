import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { envelope } from "../../schemas/common";
import { createResource } from "../../store/resources";
import { resource, resourceWritable, toResource } from "./schemas";

export const create = providerProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/v1/resources",
      tags: ["Resources"],
      summary: "Create a resource",
      description: "A room, chair or piece of equipment. `quantity` identical units (1–100, default 1); `kind` is free text to group by.",
    },
    successStatus: 201,
  })
  .input(
    z.strictObject({
      name: resourceWritable.name,
      kind: resourceWritable.kind.optional(),
      quantity: resourceWritable.quantity.optional(),
      active: resourceWritable.active.optional(),
    }),
  )
  .output(envelope(resource))
  .mutation(async ({ ctx, input }) => {
    const row = await createResource(ctx.db, ctx.caller.providerId, input);
    return { success: true as const, data: toResource(row), message: "Resource created" };
  });
