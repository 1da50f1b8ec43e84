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
      description:
        "`active: false` retires it: bookings that hold its units keep them, new bookings and moves no longer take it. 409 when " +
        "`quantity` is fewer than the units upcoming bookings hold.",
    },
    errors: ["CONFLICT"],
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
    const row = await updateResource(ctx.db, ctx.caller.providerId, id, change, ctx.now());
    return { success: true as const, data: toResource(row), message: "Resource updated" };
  });
