import { z } from "zod";
import { providerProcedure } from "../../../trpc";
import { idParam } from "../../../schemas/common";
import { requestRedelivery } from "../../../store/webhooks";

export const redeliver = providerProcedure
  .meta({
    limit: "manual send",
    errors: ["NOT_FOUND"],
    openapi: {
      method: "POST",
      path: "/api/rpc/user/webhooks/redeliver",
      tags: ["Webhooks"],
      summary: "Send a finished delivery again",
      description:
        "Provider keys only. Sends a delivery that has finished (failed, or delivered) again now: the same signed body under the same " +
        "delivery id (X-Webhook-Delivery), as a new round of attempts with the usual retries, recorded in `deliveries`. A receiver " +
        "that already has it recognises the id. 404 for an unknown delivery; 409 while it is still being delivered, or when its " +
        "webhook is disabled (enable it first). The worker queues it within moments (should the queue be unavailable, as soon as it is back).",
    },
  })
  .input(
    z.strictObject({ deliveryId: idParam("deliveryId").meta({ description: "Delivery id (whd_…)", example: "whd_8J2kQ0bW1nZr5TtY3xLm" }) }),
  )
  .output(z.object({ queued: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await requestRedelivery(ctx.db, ctx.caller.providerId, input.deliveryId);
    return { queued: true as const };
  });
