// POST /v1/payments/stripe/webhook: the payment provider's notifications (a payment made, a card
// saved, a refund). Not a procedure: the signature is checked over the body exactly as it arrived,
// so the body is kept as bytes here, not parsed. No API key: the signature is the credential.
// 404 when the service takes no payments; 400 for a missing, stale or wrong signature (the provider
// delivers it again later); 404 for an event about a payment this service never made. An address
// whose deliveries keep being refused (a flood of forged events, each a body read and a signature
// computed) is refused 429 before its body is read, for the rest of the minute; the provider's own
// valid deliveries never count against it.
import type { FastifyInstance } from "fastify";
import { AppError, addressBucket, applyPaymentEvent, PaymentWebhookRejected, type EventOutcome, type ServiceDeps } from "@booking/core";
import type { Registry } from "prom-client";
import type { AddressLimits } from "./auth";
import { paymentWebhookCounter } from "./metrics";
import type { RateLimiter } from "./rate-limit";
import { hold } from "./unknown-keys";

export const PAYMENT_WEBHOOK_PATH = "/v1/payments/stripe/webhook";

/** Told of each delivery's outcome (the metrics count them); `unmatched` and `rejected` are refusals. */
export type WebhookOutcome = EventOutcome | "unmatched" | "rejected";

export async function registerPaymentWebhook(
  app: FastifyInstance,
  deps: ServiceDeps,
  options: {
    limiter: RateLimiter;
    /** Their `refusedWebhooksPerAddress`: refused deliveries a minute from one address before its next are refused unread. */
    addressLimits: Pick<AddressLimits, "refusedWebhooksPerAddress">;
    /** Where each delivery's outcome is counted (`unmatched` and `rejected` are refusals, alerted on). */
    metrics: Registry;
  },
) {
  const { limiter } = options;
  const refusedPerAddress = options.addressLimits.refusedWebhooksPerAddress;
  const events = paymentWebhookCounter(options.metrics);
  const counted = (outcome: WebhookOutcome) => events.inc({ outcome });
  /** Addresses past their refusals' budget → when their window ends (ms). */
  const blocked = new Map<string, number>();
  const tooMany = (seconds: number) =>
    new AppError(
      "RATE_LIMITED",
      `At most ${refusedPerAddress} refused webhook deliveries per minute from one address; retry in ${seconds} s`,
    );
  await app.register(async (scope) => {
    scope.addHook("onRequest", async (request, reply) => {
      const until = blocked.get(addressBucket(request.ip)) ?? 0;
      const seconds = Math.ceil((until - Date.now()) / 1000);
      if (seconds <= 0) return;
      void reply.header("Retry-After", seconds);
      throw tooMany(seconds);
    });
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.post(PAYMENT_WEBHOOK_PATH, { config: { apiFamily: "rest", procedure: "payments.stripeWebhook" } }, async (request, reply) => {
      const payments = deps.payments;
      if (!payments) throw new AppError("NOT_FOUND", "This service takes no online payments (PAYMENTS_PROVIDER is not set)");
      const signature = request.headers["stripe-signature"];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = payments.parseWebhook(body, Array.isArray(signature) ? signature[0] : signature);
      } catch (error) {
        if (!(error instanceof PaymentWebhookRejected)) throw error;
        counted("rejected");
        const address = addressBucket(request.ip);
        const decision = await limiter.consume(`payment-webhook-refused:${address}`, refusedPerAddress);
        if (!decision.allowed) {
          hold(blocked, address, Date.now() + decision.resetSeconds * 1000);
          void reply.header("Retry-After", decision.resetSeconds);
          throw tooMany(decision.resetSeconds);
        }
        throw new AppError("BAD_REQUEST", `The webhook is refused: ${error.message}`, [
          { path: "Stripe-Signature", message: `${error.reason}: ${error.message}` },
        ]);
      }
      try {
        const outcome = await applyPaymentEvent(deps.db, event, deps.now());
        counted(outcome);
        return await reply.send({ success: true, data: { received: true, outcome } });
      } catch (error) {
        if (error instanceof AppError && error.appCode === "NOT_FOUND") counted("unmatched");
        throw error;
      }
    });
  });
}
