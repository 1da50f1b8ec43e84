import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { idParam, messageEnvelope } from "../../schemas/common";
import { deleteResource } from "../../store/resources";

export const remove = providerProcedure
  .meta({
    openapi: {
      method: "DELETE",
      path: "/v1/resources/{id}",
      tags: ["Resources"],
      summary: "Delete a resource",
      description: "To keep a resource's history, retire it instead (`PATCH` with `active: false`).",
    },
  })
  .input(z.object({ id: idParam("id").meta({ example: "res_4fK8mQ2xT9vB6nW1zR3c" }) }))
  .output(messageEnvelope)
  .mutation(async ({ ctx, input }) => {
    await deleteResource(ctx.db, ctx.caller.providerId, input.id);
    return { success: true as const, message: "Resource deleted" };
  });
