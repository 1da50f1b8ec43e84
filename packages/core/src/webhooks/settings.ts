// Webhook settings the API reads per call (so tests and operators can change the environment),
// the same variables the worker reads once at start.
import { configSchema } from "../config";

const schema = configSchema.pick({
  WEBHOOK_TIMEOUT_MS: true,
  WEBHOOK_ALLOW_PRIVATE_TARGETS: true,
  WEBHOOK_TESTS_PER_MINUTE: true,
});

export interface WebhookSettings {
  timeoutMs: number;
  allowPrivateTargets: boolean;
  /** Calls of webhooks/test a provider may make a minute. */
  testsPerMinute: number;
}

export function webhookSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): WebhookSettings {
  const parsed = schema.safeParse(env);
  const data = parsed.success ? parsed.data : schema.parse({});
  return { timeoutMs: data.WEBHOOK_TIMEOUT_MS, allowPrivateTargets: data.WEBHOOK_ALLOW_PRIVATE_TARGETS, testsPerMinute: data.WEBHOOK_TESTS_PER_MINUTE };
}
