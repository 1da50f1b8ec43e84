import { z } from "zod";
import { providerProcedure } from "../../trpc";
import { idParam, messageEnvelope } from "../../schemas/common";
import { deleteClosure } from "../../store/staff-policies";

export const remove = providerProcedure
  .meta({
    openapi: {
      method: "DELETE",
      path: "/v1/closures/{id}",
      tags: ["Closures"],
      summary: "Remove a closure",
      description: "Its dates can be booked again.",
    },
  })
  .input(z.object({ id: idParam("id").meta({ example: "cls_8Jd3Kq1Zr5Tx7Wm2Vb4N" }) }))
  .output(messageEnvelope)
  .mutation(async ({ ctx, input }) => {
    await deleteClosure(ctx.db, ctx.caller.providerId, input.id, ctx.now());
    return { success: true as const, message: "Closure removed" };
  });
