// The payment provider port: what the booking service asks of a card processor (take a payment in
// the customer's browser, save a card for fees charged later, refund, read the provider's signed
// notifications), in the provider's neutral words, so that another provider can follow Stripe by
// implementing this interface. Amounts are integers in minor units; currencies are ISO 4217 codes.
// Every call that moves money takes an idempotency key: the same key again (a retry after a timeout)
// answers the first call's result and moves no money twice.

export interface PaymentCustomer {
  name: string;
  email?: string;
  /** The provider's id of this customer, when one was made before (a returning customer's saved cards). */
  reference?: string;
}

export interface CreatePaymentInput {
  amountMinor: number;
  currency: string;
  bookingId: string;
  providerId: string;
  customer: PaymentCustomer;
  idempotencyKey: string;
}

/** A payment the customer completes in the browser with `clientSecret`; `reference` names it from then on. */
export interface CreatedPayment {
  reference: string;
  clientSecret: string;
  /** The provider's customer the payment is made by (made now unless `customer.reference` named one): keep it for the next booking. */
  customerReference: string;
}

export interface RefundInput {
  /** The payment (or saved-card charge) refunded. */
  reference: string;
  amountMinor: number;
  /** Why, in the service's words (kept with the refund at the provider, e.g. `cancelled_in_time`). */
  reason: string;
  idempotencyKey: string;
  /** The booking refunded (kept with the refund at the provider: its events then name it). */
  bookingId?: string;
  providerId?: string;
}

export interface Refund {
  /** The provider's id of the refund. */
  reference: string;
  amountMinor: number;
  /** `pending`: the provider has not finished it yet (its `refund.succeeded` event will tell). */
  status: "succeeded" | "pending";
}

export interface SaveCardInput {
  customer: PaymentCustomer;
  bookingId: string;
  providerId: string;
  idempotencyKey: string;
}

/** A card the customer saves in the browser with `clientSecret` (a SetupIntent at Stripe) for charges off session. */
export interface CardSetup {
  reference: string;
  clientSecret: string;
  /** The provider's customer the card is saved on: charge it with `chargeSavedCard`. */
  customerReference: string;
}

export interface ChargeSavedCardInput {
  customerReference: string;
  /** The saved card (from the `card.saved` event). */
  paymentMethod: string;
  amountMinor: number;
  currency: string;
  bookingId: string;
  providerId: string;
  /** What the charge is for, in the service's words (e.g. `no_show_fee`). */
  reason: string;
  idempotencyKey: string;
}

/**
 * A charge of a saved card, the customer absent: it succeeded, it is still being processed (its
 * webhook event will tell), or the card declined it. A decline is an answer, not a fault: the caller
 * records the fee as unpaid (`code` `authentication_required`: the bank wants the customer present),
 * and `error` is the same decline as a `PaymentDeclined` (402) for a caller that answers with it.
 */
export type SavedCardCharge =
  | { status: "succeeded"; reference: string }
  | { status: "pending"; reference: string }
  | { status: "declined"; code: string; declineCode?: string; message: string; reference?: string; error: PaymentDeclined };

export type PaymentEventType =
  | "payment.succeeded"
  | "payment.failed"
  | "payment.canceled"
  | "card.saved"
  | "refund.succeeded"
  /** An event this service does not act on (acknowledge it with 2xx all the same). */
  | "ignored";

/** A provider's notification, verified and normalized. `id` is the provider's event id (deliveries repeat: deduplicate by it). */
export interface PaymentEvent {
  id: string;
  type: PaymentEventType;
  /** The payment, card setup or refund the event is about. */
  reference: string;
  /** A payment's amount received, or a refund's amount. */
  amountMinor?: number;
  currency?: string;
  /** The card saved or paid with. */
  paymentMethod?: string;
  customerReference?: string;
  /** A refund's payment. */
  paymentReference?: string;
  /** From the payment's or setup's own record, when it was made by this service. */
  bookingId?: string;
  providerId?: string;
  /** A refund's reason, when this service made it (refunds made in the provider's dashboard have none). */
  reason?: string;
  /** A failed payment's reason. */
  failureCode?: string;
  failureMessage?: string;
}

export interface PaymentProvider {
  /** Which provider, and what a browser needs to take payments with its own elements (never a secret). */
  readonly browser?: { provider: "stripe"; publishableKey: string };
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Cancels a payment not yet made (the booking was dropped before the customer paid). */
  cancelPayment(reference: string, idempotencyKey?: string): Promise<void>;
  /** Cancels a card setup not yet completed (card mode: the booking was dropped before a card was saved). */
  cancelCardSetup(reference: string, idempotencyKey?: string): Promise<void>;
  refund(input: RefundInput): Promise<Refund>;
  saveCard(input: SaveCardInput): Promise<CardSetup>;
  /**
   * The client secret of a payment or card setup made before, while the customer can still complete
   * it (not yet paid, saved or cancelled); null once they cannot. For a page opened again later.
   */
  openClientSecret(kind: "payment" | "card_setup", reference: string): Promise<string | null>;
  chargeSavedCard(input: ChargeSavedCardInput): Promise<SavedCardCharge>;
  /** Verifies the signature over the raw body, as received, and normalizes the event; throws `PaymentWebhookRejected`. */
  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentEvent;
}

// --- Errors --------------------------------------------------------------------------------------

/** Every failure a provider call reports, by what the caller should answer. */
export abstract class PaymentProviderError extends Error {
  /** The HTTP status the booking service answers its own client with. */
  abstract readonly status: number;
  /** The provider's request id, for its support. */
  readonly requestId: string | undefined;

  constructor(message: string, { cause, requestId }: { cause?: unknown; requestId?: string | undefined } = {}) {
    super(message, { cause });
    this.name = new.target.name;
    this.requestId = requestId;
  }
}

/**
 * The provider could not be reached or answered that it could not do it now: a timeout, a refused or
 * reset connection, a 5xx, a rate limit, or our own credentials refused (a misconfiguration the
 * client cannot fix). Answer 503. Whether a timed-out call took effect is unknown: retry it with the
 * same idempotency key.
 */
export class PaymentProviderUnavailable extends PaymentProviderError {
  readonly status = 503;
  constructor(
    readonly reason: "timeout" | "connection" | "server_error" | "rate_limited" | "credentials",
    message: string,
    options?: { cause?: unknown; requestId?: string | undefined },
  ) {
    super(message, options);
  }
}

/** The card was declined. Answer 402. */
export class PaymentDeclined extends PaymentProviderError {
  readonly status = 402;
  constructor(
    /** `card_declined`, `expired_card`, `authentication_required`… */
    readonly code: string,
    /** The bank's reason, when it gave one (`insufficient_funds`, `generic_decline`…). */
    readonly declineCode: string | undefined,
    message: string,
    options?: { cause?: unknown; requestId?: string | undefined; reference?: string | undefined },
  ) {
    super(message, options);
    this.reference = options?.reference;
  }
  /** The payment the decline left unpaid. */
  readonly reference: string | undefined;
}

/**
 * The provider refused the request (a 4xx other than a decline or a rate limit): a refund beyond what
 * is left, cancelling a payment already made, an unknown reference, an idempotency key reused for
 * another request, an amount below the provider's minimum. Answer 409; `code` says which.
 */
export class PaymentProviderRejected extends PaymentProviderError {
  readonly status = 409;
  constructor(
    /** The provider's code (`amount_too_large`, `payment_intent_unexpected_state`, `resource_missing`, `idempotency_error`…). */
    readonly code: string,
    message: string,
    options?: { cause?: unknown; requestId?: string | undefined; param?: string | undefined; providerStatus?: number | undefined },
  ) {
    super(message, options);
    this.param = options?.param;
    this.providerStatus = options?.providerStatus;
  }
  /** The parameter at fault, when the provider named one. */
  readonly param: string | undefined;
  /** The provider's own HTTP status. */
  readonly providerStatus: number | undefined;
}

/** A webhook delivery that does not prove it came from the provider just now. Answer 400 (the provider retries). */
export class PaymentWebhookRejected extends Error {
  readonly status = 400;
  constructor(
    /** `missing`: no signature header; `stale`: signed outside the tolerance; `mismatch`: no signature matches; `malformed`: the body is not an event. */
    readonly reason: "missing" | "stale" | "mismatch" | "malformed",
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "PaymentWebhookRejected";
  }
}
