import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { deleteWebhook } from "../../../store/webhooks";
import { webhookIdInput } from "./schemas";

export const remove = providerProcedure
  .meta({
    errors: ["NOT_FOUND"],
    openapi: {
      method: "DELETE",
      path: "/api/rpc/user/webhooks/delete",
      tags: ["Webhooks"],
      summary: "Delete a webhook",
      description: "Provider keys only. `id` in the query. Pending deliveries of the webhook are dropped with it.",
    },
  })
  .input(z.object({ id: webhookIdInput }))
  .output(z.object({ id: z.string(), deleted: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await deleteWebhook(ctx.db, ctx.caller.providerId, input.id);
    return { id: input.id, deleted: true as const };
  });
