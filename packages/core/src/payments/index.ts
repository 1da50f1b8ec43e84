// The payment provider the operator chose (PAYMENTS_PROVIDER), or none: services that take a
// payment then cannot be booked online. The provider's SDK is loaded only when one is chosen (it
// is large, and most processes start without it).
import type { Config } from "../config";
import type { PaymentProvider } from "./provider";

export * from "./provider";

/**
 * The provider of this process's configuration. `timeoutMs`: one attempt's limit (the API keeps it
 * short, a booking request waits for it; the worker's calls may take longer).
 */
export async function paymentProviderFromConfig(
  config: Config,
  options: { timeoutMs?: number } = {},
): Promise<PaymentProvider | undefined> {
  if (config.PAYMENTS_PROVIDER !== "stripe" || !config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return undefined;
  const { createStripeProvider } = await import("./stripe");
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    apiBase: config.STRIPE_API_BASE,
    timeoutMs: options.timeoutMs,
  });
}
