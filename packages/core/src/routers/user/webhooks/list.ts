import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { listWebhooks } from "../../../store/webhooks";
import { toWebhook, webhookOutput } from "./schemas";

export const list = providerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/api/rpc/user/webhooks/list",
      tags: ["Webhooks"],
      summary: "List the provider's webhooks",
      description: "Provider keys only. Secrets are never listed.",
    },
  })
  .input(z.object({}))
  .output(z.object({ webhooks: z.array(webhookOutput) }))
  .query(async ({ ctx }) => ({ webhooks: (await listWebhooks(ctx.db, ctx.caller.providerId)).map(toWebhook) }));
