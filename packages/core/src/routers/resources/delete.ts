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
      description:
        "409 while a booking that has not ended holds one of its units, or while a service lists it in its `requirements`. To keep a " +
        "resource out of new bookings, or keep its history, retire it instead (`PATCH` with `active: false`).",
    },
    errors: ["CONFLICT"],
  })
  .input(z.object({ id: idParam("id").meta({ example: "res_4fK8mQ2xT9vB6nW1zR3c" }) }))
  .output(messageEnvelope)
  .mutation(async ({ ctx, input }) => {
    await deleteResource(ctx.db, ctx.caller.providerId, input.id, ctx.now());
    return { success: true as const, message: "Resource deleted" };
  });
