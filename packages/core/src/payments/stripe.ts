// The payment provider port over Stripe, with Stripe's official SDK: PaymentIntents for payments
// the customer makes in the browser (a deposit, the full price), a Customer with a SetupIntent for a
// card saved for fees charged later off session, Refunds, and the SDK's own check of a webhook's
// signature. Every POST carries the caller's idempotency key (or one derived from it, one per
// request), so that the SDK's own retry and the caller's retry after a timeout move no money twice.
import Stripe from "stripe";
import { presentOrThrow } from "../errors";
import {
  type CardSetup,
  type ChargeSavedCardInput,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentCustomer,
  PaymentDeclined,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderRejected,
  PaymentProviderUnavailable,
  PaymentWebhookRejected,
  type Refund,
  type RefundInput,
  type SaveCardInput,
  type SavedCardCharge,
} from "./provider";

export interface StripeProviderConfig {
  /** `sk_live_…` or `sk_test_…` (a restricted `rk_…` key with the same rights will do). */
  secretKey: string;
  /** The webhook endpoint's signing secret, `whsec_…`. */
  webhookSecret: string;
  /** `pk_live_…` or `pk_test_…`: handed to booking pages for Stripe.js (public by design). */
  publishableKey?: string;
  /** Where the API is, for a stand-in in tests: `http://127.0.0.1:PORT` (default Stripe's own, https://api.stripe.com). */
  apiBase?: string;
  /**
   * How long one attempt may take (default 10 s). A call makes at most `maxNetworkRetries + 1`
   * attempts, the SDK waiting 0.5-1 s before a retry, so it answers within
   * (maxNetworkRetries + 1) × timeoutMs + maxNetworkRetries seconds at worst.
   */
  timeoutMs?: number;
  /** Retries of a connection failure, timeout, 409 or 5xx, with the same idempotency key (default 1). */
  maxNetworkRetries?: number;
  /** How old a webhook's signature may be, in seconds (default 300, Stripe's own). */
  webhookToleranceSeconds?: number;
}

/** The statuses of a PaymentIntent or SetupIntent in which the customer can still complete it in the browser. */
const OPEN_STATUSES = new Set<string>(["requires_payment_method", "requires_confirmation", "requires_action"]);

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_RETRIES = 1;
const DEFAULT_TOLERANCE_SECONDS = 300;

/** The host, port and protocol the SDK is given for an API base such as `http://127.0.0.1:12111`. */
export function stripeEndpoint(apiBase: string): { host: string; port: number; protocol: "http" | "https" } {
  let url: URL;
  try {
    url = new URL(apiBase);
  } catch {
    throw new TypeError(`The Stripe API base must be a URL such as https://api.stripe.com (got ${JSON.stringify(apiBase)})`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new TypeError(`The Stripe API base must be http or https (got ${url.protocol})`);
  if (url.pathname !== "/" || url.search !== "" || url.hash !== "" || url.username !== "" || url.password !== "") {
    throw new TypeError(`The Stripe API base is a scheme, host and port only (got ${apiBase})`);
  }
  const protocol = url.protocol === "https:" ? "https" : "http";
  // IPv6 hosts come bracketed from URL; the SDK hands the host to Node's http module as is.
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return { host, port: url.port === "" ? (protocol === "https" ? 443 : 80) : Number(url.port), protocol };
}

/** The id of a field Stripe answers as an id, or as the object when expanded. */
function idOf(ref: string | { id: string } | null | undefined): string | undefined {
  if (ref === null || ref === undefined) return undefined;
  return typeof ref === "string" ? ref : ref.id;
}

/**
 * A Stripe SDK failure as the port's error: unreachable, slow, 5xx, rate-limited or our key refused →
 * `PaymentProviderUnavailable`; a card error → `PaymentDeclined`; any other 4xx →
 * `PaymentProviderRejected`. Anything else (a bug) is returned as it was.
 */
export function paymentErrorOf(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const requestId = error.requestId;
  const options = { cause: error, requestId };
  if (error instanceof Stripe.errors.StripeConnectionError) {
    const detail = error.detail as { code?: unknown } | undefined;
    const timedOut = (typeof detail === "object" && detail.code === "ETIMEDOUT") || /timeout/i.test(error.message);
    return new PaymentProviderUnavailable(
      timedOut ? "timeout" : "connection",
      `The payment provider did not answer: ${error.message}`,
      options,
    );
  }
  if (error instanceof Stripe.errors.StripeRateLimitError || error.statusCode === 429) {
    return new PaymentProviderUnavailable("rate_limited", `The payment provider is limiting requests: ${error.message}`, options);
  }
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) {
    return new PaymentProviderUnavailable("credentials", `The payment provider refused this service's key: ${error.message}`, options);
  }
  if (error instanceof Stripe.errors.StripeCardError) {
    return new PaymentDeclined(error.code ?? "card_declined", error.decline_code, error.message, {
      ...options,
      reference: error.payment_intent?.id,
    });
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    const code =
      error instanceof Stripe.errors.StripeIdempotencyError ? "idempotency_error" : (error.code ?? error.rawType ?? "invalid_request");
    return new PaymentProviderRejected(code, error.message, { ...options, param: error.param, providerStatus: status });
  }
  return new PaymentProviderUnavailable("server_error", `The payment provider failed: ${error.message}`, options);
}

async function mapped<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw paymentErrorOf(error);
  }
}

const assertAmount = (amountMinor: number) => {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 1)
    throw new RangeError(`An amount is a whole number of minor units, 1 or more (got ${amountMinor})`);
};

/** Stripe's idempotency keys are at most 255 characters; a derived key adds a suffix for each request of one call. */
const derivedKey = (key: string, step: string) => {
  if (key === "" || key.length > 240) throw new RangeError("An idempotency key has 1 to 240 characters");
  return `${key}:${step}`;
};

const metadataOf = (fields: Record<string, string | undefined>): Stripe.MetadataParam =>
  Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));

export function createStripeProvider(config: StripeProviderConfig): PaymentProvider {
  const endpoint = config.apiBase === undefined ? {} : stripeEndpoint(config.apiBase);
  const stripe = new Stripe(config.secretKey, {
    ...endpoint,
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxNetworkRetries: config.maxNetworkRetries ?? DEFAULT_RETRIES,
    telemetry: false,
  });
  const tolerance = config.webhookToleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;

  /** The customer's id at Stripe: the one named, or a new Customer (made once per idempotency key). */
  async function customerOf(customer: PaymentCustomer, providerId: string, idempotencyKey: string): Promise<string> {
    if (customer.reference !== undefined) return customer.reference;
    const created = await stripe.customers.create(
      { name: customer.name, email: customer.email, metadata: metadataOf({ provider_id: providerId }) },
      { idempotencyKey: derivedKey(idempotencyKey, "customer") },
    );
    return created.id;
  }

  return {
    browser: config.publishableKey === undefined ? undefined : { provider: "stripe", publishableKey: config.publishableKey },

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      assertAmount(input.amountMinor);
      return mapped(
        (async () => {
          const customerReference = await customerOf(input.customer, input.providerId, input.idempotencyKey);
          const intent = await stripe.paymentIntents.create(
            {
              amount: input.amountMinor,
              currency: input.currency.toLowerCase(),
              customer: customerReference,
              // The payment methods the account offers in its dashboard, through the Payment Element.
              automatic_payment_methods: { enabled: true },
              metadata: metadataOf({ booking_id: input.bookingId, provider_id: input.providerId }),
            },
            { idempotencyKey: derivedKey(input.idempotencyKey, "payment") },
          );
          return {
            reference: intent.id,
            clientSecret: presentOrThrow(intent.client_secret, "a new PaymentIntent has a client secret"),
            customerReference,
          };
        })(),
      );
    },

    async cancelPayment(reference: string, idempotencyKey = `cancel:${reference}`): Promise<void> {
      await mapped(stripe.paymentIntents.cancel(reference, { cancellation_reason: "abandoned" }, { idempotencyKey }));
    },

    async cancelCardSetup(reference: string, idempotencyKey = `cancel:${reference}`): Promise<void> {
      await mapped(stripe.setupIntents.cancel(reference, { cancellation_reason: "abandoned" }, { idempotencyKey }));
    },

    async refund(input: RefundInput): Promise<Refund> {
      assertAmount(input.amountMinor);
      const refund = await mapped(
        stripe.refunds.create(
          {
            payment_intent: input.reference,
            amount: input.amountMinor,
            metadata: metadataOf({ reason: input.reason, booking_id: input.bookingId, provider_id: input.providerId }),
          },
          { idempotencyKey: derivedKey(input.idempotencyKey, "refund") },
        ),
      );
      return { reference: refund.id, amountMinor: refund.amount, status: refund.status === "succeeded" ? "succeeded" : "pending" };
    },

    async saveCard(input: SaveCardInput): Promise<CardSetup> {
      return mapped(
        (async () => {
          const customerReference = await customerOf(input.customer, input.providerId, input.idempotencyKey);
          const setup = await stripe.setupIntents.create(
            {
              customer: customerReference,
              usage: "off_session",
              // Fees are charged to a card, off session: only cards are offered for saving.
              allowed_payment_method_types: ["card"],
              metadata: metadataOf({ booking_id: input.bookingId, provider_id: input.providerId }),
            },
            { idempotencyKey: derivedKey(input.idempotencyKey, "setup") },
          );
          return {
            reference: setup.id,
            clientSecret: presentOrThrow(setup.client_secret, "a new SetupIntent has a client secret"),
            customerReference,
          };
        })(),
      );
    },

    async openClientSecret(kind: "payment" | "card_setup", reference: string): Promise<string | null> {
      const intent: { status: string; client_secret: string | null } =
        kind === "payment"
          ? await mapped(stripe.paymentIntents.retrieve(reference))
          : await mapped(stripe.setupIntents.retrieve(reference));
      // Processing, succeeded, cancelled (or a payment to capture): nothing left for the customer to do.
      return OPEN_STATUSES.has(intent.status) ? intent.client_secret : null;
    },

    async chargeSavedCard(input: ChargeSavedCardInput): Promise<SavedCardCharge> {
      assertAmount(input.amountMinor);
      let intent: Stripe.PaymentIntent;
      try {
        intent = await mapped(
          stripe.paymentIntents.create(
            {
              amount: input.amountMinor,
              currency: input.currency.toLowerCase(),
              customer: input.customerReference,
              payment_method: input.paymentMethod,
              confirm: true,
              off_session: true,
              allowed_payment_method_types: ["card"],
              metadata: metadataOf({ booking_id: input.bookingId, provider_id: input.providerId, reason: input.reason }),
            },
            { idempotencyKey: derivedKey(input.idempotencyKey, "charge") },
          ),
        );
      } catch (error) {
        if (error instanceof PaymentDeclined) return declined(error);
        throw error;
      }
      if (intent.status === "succeeded") return { status: "succeeded", reference: intent.id };
      if (intent.status === "processing") return { status: "pending", reference: intent.id };
      // Off session Stripe answers a decline or a bank's demand for the customer as a card error;
      // an intent left wanting a payment method or an action is one all the same.
      const failure = intent.last_payment_error;
      const code = failure?.code ?? (intent.status === "requires_action" ? "authentication_required" : "card_declined");
      return declined(
        new PaymentDeclined(code, failure?.decline_code, failure?.message ?? `The charge was not made (${intent.status})`, {
          reference: intent.id,
        }),
      );
    },

    parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentEvent {
      if (signatureHeader === undefined || signatureHeader === "")
        throw new PaymentWebhookRejected("missing", "No Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, config.webhookSecret, tolerance);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          const stale = /tolerance/i.test(error.message);
          throw new PaymentWebhookRejected(
            stale ? "stale" : "mismatch",
            stale ? `The signature is older than ${tolerance} s` : "The signature does not match the body",
            { cause: error },
          );
        }
        throw new PaymentWebhookRejected("malformed", "The body is not a Stripe event", { cause: error });
      }
      return normalizedEvent(event);
    },
  };
}

const declined = (error: PaymentDeclined): SavedCardCharge => ({
  status: "declined",
  code: error.code,
  declineCode: error.declineCode,
  message: error.message,
  reference: error.reference,
  error,
});

/** A verified Stripe event in the port's words: the events the booking service acts on, the rest `ignored`. */
export function normalizedEvent(event: Stripe.Event): PaymentEvent {
  const fromIntent = (
    type: "payment.succeeded" | "payment.failed" | "payment.canceled",
    intent: Stripe.PaymentIntent,
    amountMinor?: number,
  ): PaymentEvent => ({
    id: event.id,
    type,
    reference: intent.id,
    amountMinor,
    currency: intent.currency.toUpperCase(),
    paymentMethod: idOf(intent.payment_method) ?? idOf(intent.last_payment_error?.payment_method),
    customerReference: idOf(intent.customer),
    bookingId: intent.metadata.booking_id,
    providerId: intent.metadata.provider_id,
    failureCode: type === "payment.failed" ? (intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code) : undefined,
    failureMessage: type === "payment.failed" ? intent.last_payment_error?.message : undefined,
  });
  const refunded = (refund: Stripe.Refund): PaymentEvent => ({
    id: event.id,
    type: "refund.succeeded",
    reference: refund.id,
    amountMinor: refund.amount,
    currency: refund.currency.toUpperCase(),
    paymentReference: idOf(refund.payment_intent),
    customerReference: idOf(refund.customer),
    bookingId: refund.metadata?.booking_id,
    providerId: refund.metadata?.provider_id,
    reason: refund.metadata?.reason,
  });
  const object = event.data.object as { id?: unknown };
  const ignored: PaymentEvent = { id: event.id, type: "ignored", reference: typeof object.id === "string" ? object.id : "" };

  switch (event.type) {
    case "payment_intent.succeeded":
      return fromIntent("payment.succeeded", event.data.object, event.data.object.amount_received);
    case "payment_intent.payment_failed":
      return fromIntent("payment.failed", event.data.object);
    case "payment_intent.canceled":
      return fromIntent("payment.canceled", event.data.object);
    case "setup_intent.succeeded": {
      const setup = event.data.object;
      return {
        id: event.id,
        type: "card.saved",
        reference: setup.id,
        paymentMethod: idOf(setup.payment_method),
        customerReference: idOf(setup.customer),
        bookingId: setup.metadata?.booking_id,
        providerId: setup.metadata?.provider_id,
      };
    }
    // A refund succeeds once: when it is created so (cards, mostly), or when it changes to it later.
    case "refund.created":
      return event.data.object.status === "succeeded" ? refunded(event.data.object) : ignored;
    case "refund.updated": {
      const before = event.data.previous_attributes as { status?: unknown } | undefined;
      const became = before?.status !== undefined && before.status !== "succeeded";
      return event.data.object.status === "succeeded" && became ? refunded(event.data.object) : ignored;
    }
    default:
      return ignored;
  }
}
