// The webhook settings procedures need, taken from the process's validated configuration and
// handed down in the service dependencies (the worker reads the same variables).
import type { Config } from "../config";

export interface WebhookSettings {
  timeoutMs: number;
  allowPrivateTargets: boolean;
  /** Calls of webhooks/test and webhooks/redeliver together a provider may make a minute. */
  manualSendsPerMinute: number;
}

export function webhookSettings(
  config: Pick<Config, "WEBHOOK_TIMEOUT_MS" | "WEBHOOK_ALLOW_PRIVATE_TARGETS" | "WEBHOOK_MANUAL_SENDS_PER_MINUTE">,
): WebhookSettings {
  return {
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    allowPrivateTargets: config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    manualSendsPerMinute: config.WEBHOOK_MANUAL_SENDS_PER_MINUTE,
  };
}
