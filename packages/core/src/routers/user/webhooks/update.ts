import { z } from "zod";
import { badRequest } from "../../../errors";
import { providerProcedure } from "../../../trpc";
import { updateWebhook } from "../../../store/webhooks";
import { checkOutboundTarget } from "../../../outbound/targets";
import { toWebhook, webhookIdInput, webhookOutput, webhookWritable } from "./schemas";

export const update = providerProcedure
  .meta({
    errors: ["NOT_FOUND"],
    openapi: {
      method: "PATCH",
      path: "/api/rpc/user/webhooks/update",
      tags: ["Webhooks"],
      summary: "Change a webhook",
      description:
        "Provider keys only. Any of url, events, secret, isActive; `isActive: true` re-enables a disabled webhook and resets its " +
        "failure count. The secret is not returned.",
    },
  })
  .input(
    z.strictObject({
      id: webhookIdInput,
      url: webhookWritable.url.optional(),
      events: webhookWritable.events.optional(),
      secret: webhookWritable.secret.optional(),
      isActive: z.boolean({ error: "must be true or false" }).optional(),
    }),
  )
  .output(webhookOutput)
  .mutation(async ({ ctx, input }) => {
    if (input.url !== undefined) {
      const problem = await checkOutboundTarget(input.url, ctx.webhooks.allowPrivateTargets, ctx.webhookResolver);
      if (problem) throw badRequest(`Invalid input: url: ${problem}`, [{ path: "url", message: problem }]);
    }
    const { id, ...patch } = input;
    return toWebhook(await updateWebhook(ctx.db, ctx.caller.providerId, id, patch, ctx.secrets));
  });
