import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { sendTestDelivery } from "../../../store/webhooks";
import { webhookIdInput } from "./schemas";

export const test = providerProcedure
  .meta({
    limit: "manual send",
    errors: ["NOT_FOUND"],
    openapi: {
      method: "POST",
      path: "/api/rpc/user/webhooks/test",
      tags: ["Webhooks"],
      summary: "Send a signed test event now",
      description:
        "Provider keys only. POSTs a signed `webhook.test` event to the webhook (also when it is disabled) and answers once the " +
        "receiver has: `delivered` is true for a 2xx within the timeout. When no answer came (connection refused, timeout, " +
        "unreachable host, DNS or TLS failure) `statusCode` is null and `error` reads the same for every cause; the cause is " +
        "logged on the server only. At most WEBHOOK_TESTS_PER_MINUTE calls (default 10) a minute per provider; more answer 429 " +
        "with Retry-After. Recorded in `deliveries`; does not change failure stats.",
    },
  })
  .input(z.strictObject({ id: webhookIdInput }))
  .output(
    z
      .object({
        delivered: z.boolean(),
        statusCode: z.number().int().nullable(),
        durationMs: z.number().int(),
        error: z.string().optional().meta({ description: "Present only when the delivery failed" }),
      })
      .meta({ example: { delivered: true, statusCode: 200, durationMs: 84 } }),
  )
  .mutation(({ ctx, input }) => sendTestDelivery(ctx, ctx.caller.providerId, input.id, ctx.webhooks));
