import { z } from "zod";
import { badRequest } from "../../../errors";
import { providerProcedure } from "../../../trpc";
import { createWebhook } from "../../../store/webhooks";
import { checkOutboundTarget } from "../../../outbound/targets";
import { toWebhook, webhookOutput, webhookWritable } from "./schemas";

export const create = providerProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/api/rpc/user/webhooks/create",
      tags: ["Webhooks"],
      summary: "Register a webhook",
      description:
        "Provider keys only. `events` are event names listed in docs/webhooks.md (others: 400). The URL must be http(s) and must not point to " +
        "loopback, private, link-local, CGNAT or cloud-metadata addresses (400). The answer is the only place the `secret` is ever " +
        "returned; it is generated when omitted. Deliveries are POSTed as `{event, timestamp, data, signature}`, see docs/webhooks.md.",
    },
  })
  .input(
    z.strictObject({
      url: webhookWritable.url,
      events: webhookWritable.events,
      secret: webhookWritable.secret.optional(),
    }),
  )
  .output(webhookOutput.extend({ secret: z.string().meta({ description: "The signing secret; shown only here" }) }))
  .mutation(async ({ ctx, input }) => {
    const problem = await checkOutboundTarget(input.url, ctx.webhooks.allowPrivateTargets, ctx.webhookResolver);
    if (problem) throw badRequest(`Invalid input: url: ${problem}`, [{ path: "url", message: problem }]);
    const row = await createWebhook(ctx.db, ctx.caller.providerId, input, ctx.secrets);
    return { ...toWebhook(row), secret: row.signingSecret };
  });
