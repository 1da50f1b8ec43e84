// Payments for a test API: the local Stripe stand-in (@booking/testing), reached through Stripe's
// own provider as the API's configuration makes it, with the publishable key pk_test_standin.
import type { PaymentProvider } from "@booking/core";
import { createStripeProvider } from "@booking/core/stripe";
import { startStripeServer, type StripeServer, type StripeServerOptions } from "@booking/testing";
import type { TestApi } from "./helpers";

/** Starts a Stripe stand-in and has `t` take payments with it; close the stand-in when done. */
export async function takePaymentsWithStandIn(
  t: TestApi,
  options?: StripeServerOptions,
): Promise<{ stripe: StripeServer; payments: PaymentProvider }> {
  const stripe = await startStripeServer(options);
  const payments = createStripeProvider({
    secretKey: stripe.secretKey,
    webhookSecret: stripe.webhookSecret,
    publishableKey: "pk_test_standin",
    apiBase: stripe.url,
    timeoutMs: 2_000,
  });
  t.deps.payments = payments;
  return { stripe, payments };
}
