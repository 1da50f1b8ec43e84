// The synchronous test delivery (webhooks/test): a signed `webhook.test` event sent now, also to
// a disabled webhook, recorded in the delivery log without touching the failure figures.
import type { ServiceDeps } from "../../context";
import { newId } from "../../ids";
import type { WebhookTestData } from "../../events";
import { publicAttemptError } from "../../domain/webhook-failures";
import { signWebhookPayload, webhookBodyText, webhookPayloadText } from "../../domain/webhook-signature";
import { sendWebhook } from "../../webhooks/send";
import type { WebhookSettings } from "../../webhooks/settings";
import { getWebhook } from "./crud";
import { recordTestDelivery } from "./delivery";
import { webhookSigningSecret } from "./secrets";

export interface TestDeliveryResult {
  delivered: boolean;
  statusCode: number | null;
  durationMs: number;
  /** Why it was not delivered, in the same words for every cause (see publicAttemptError). */
  error?: string;
}

export async function sendTestDelivery(
  deps: Pick<ServiceDeps, "db" | "log" | "now" | "webhookResolver" | "secrets">,
  providerId: string,
  webhookId: string,
  settings: Pick<WebhookSettings, "timeoutMs" | "allowPrivateTargets">,
): Promise<TestDeliveryResult> {
  const webhook = await getWebhook(deps.db, providerId, webhookId);
  const deliveryId = newId("whd");
  const data: WebhookTestData = { webhookId: webhook.id, providerId: webhook.provider_id, message: "This is a test delivery." };
  const payload = webhookPayloadText("webhook.test", deps.now().toISOString(), data);
  const signature = signWebhookPayload(webhookSigningSecret(webhook.id, webhook.secret, deps.secrets), payload);
  const result = await sendWebhook(
    {
      url: webhook.url,
      event: "webhook.test",
      deliveryId,
      body: webhookBodyText(payload, signature),
      signature,
      timeoutMs: settings.timeoutMs,
      allowPrivate: settings.allowPrivateTargets,
    },
    { resolver: deps.webhookResolver },
  );
  // The client learns whether the target answered, not why it did not; the log keeps the cause
  // for the operator.
  const error = publicAttemptError(result);
  if (!result.ok) {
    deps.log.info(
      { webhookId: webhook.id, deliveryId, statusCode: result.statusCode, cause: result.error },
      "webhook test delivery failed",
    );
  }
  await recordTestDelivery(deps.db, providerId, { id: deliveryId, webhookId: webhook.id, payload }, { ...result, error });
  return {
    delivered: result.ok,
    statusCode: result.statusCode,
    durationMs: result.durationMs,
    ...(error ? { error } : {}),
  };
}
