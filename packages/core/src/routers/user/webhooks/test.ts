import { z } from "zod";
import { newId } from "../../../ids";
import { providerProcedure } from "../../../trpc";
import { getWebhook, recordTestDelivery, webhookSigningSecret } from "../../../store/webhooks";
import { signWebhookPayload, webhookBodyText, webhookPayloadText } from "../../../domain/webhook-signature";
import { publicAttemptError } from "../../../domain/webhook-failures";
import { sendWebhook } from "../../../webhooks/send";
import { webhookIdInput } from "./schemas";

export const test = providerProcedure
  .meta({
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
    z.object({
      delivered: z.boolean(),
      statusCode: z.number().int().nullable(),
      durationMs: z.number().int(),
      error: z.string().optional(),
    }),
  )
  .mutation(async ({ ctx, input }) => {
    const webhook = await getWebhook(ctx.db, ctx.caller.providerId, input.id);
    const settings = ctx.webhooks;
    const deliveryId = newId("whd");
    const payload = webhookPayloadText("webhook.test", ctx.now().toISOString(), {
      webhookId: webhook.id,
      providerId: webhook.provider_id,
      message: "This is a test delivery.",
    });
    const signature = signWebhookPayload(webhookSigningSecret(webhook.id, webhook.secret, ctx.secrets), payload);
    const result = await sendWebhook({
      url: webhook.url,
      event: "webhook.test",
      deliveryId,
      body: webhookBodyText(payload, signature),
      signature,
      timeoutMs: settings.timeoutMs,
      allowPrivate: settings.allowPrivateTargets,
    }, { resolver: ctx.webhookResolver });
    // The client learns whether the target answered, not why it did not (see publicAttemptError);
    // the log keeps the cause for the operator.
    const error = publicAttemptError(result);
    if (!result.ok) ctx.log.info({ webhookId: webhook.id, deliveryId, statusCode: result.statusCode, cause: result.error }, "webhook test delivery failed");
    await recordTestDelivery(ctx.db, ctx.caller.providerId, { id: deliveryId, webhookId: webhook.id, payload }, { ...result, error });
    return {
      delivered: result.ok,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      ...(error ? { error } : {}),
    };
  });
