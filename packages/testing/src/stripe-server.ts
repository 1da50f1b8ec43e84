// A local stand-in for the part of the Stripe API the payments adapter uses, for tests: Stripe is
// unreachable from CI, so the official SDK is pointed at this server instead (plain HTTP on an
// ephemeral loopback port). It speaks what the SDK sends (form-encoded bodies with bracketed keys,
// Bearer secret key, Idempotency-Key) and answers with Stripe's object and error shapes; the stored
// objects are typed with the SDK's own types, so a field the SDK declares required cannot be left out.
// Tests drive what happens outside the API (a customer paying in the browser, a card that
// declines, outages, slow answers) through the handle's methods, and receive signed webhook events.
import { createHmac, randomInt } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import Stripe from "stripe";

type Value = string | Value[] | { [key: string]: Value };
/** A request's parameters as Stripe reads them: `a[b][0]=x` becomes `{ a: { b: ["x"] } }`. */
export type StripeParams = { [key: string]: Value };

export interface StripeServerOptions {
  /** Defaults to a random `sk_test_…` key. */
  secretKey?: string;
  /** Where events are posted; `secret` defaults to a random `whsec_…`, `events` (enabled event types) to all. */
  webhook?: { url: string; secret?: string; events?: string[] };
  /** Post each event to the webhook as it happens (default true); false: only `deliver` posts. */
  autoDeliver?: boolean;
  /** The `api_version` events carry; defaults to the version the installed SDK pins. */
  apiVersion?: string;
}

export interface StripeRequestRecord {
  method: string;
  path: string;
  body: StripeParams;
  idempotencyKey: string | null;
  status: number;
  replayed: boolean;
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  /** 0 when the endpoint gave no answer (refused, reset, timed out). */
  status: number;
  error?: string;
}

export interface InjectedError {
  status: number;
  /** Defaults by status: 429 `invalid_request_error` (code `rate_limit`), otherwise `api_error`. */
  type?: string;
  code?: string;
  message?: string;
}

export interface CardOptions {
  /** API charges on this card decline (it attaches fine, like Stripe's test card ending 0341). */
  declines?: boolean;
  /** The decline's `decline_code` (default `generic_decline`; `authentication_required` also sets that `code`). */
  declineCode?: string;
}

export interface StripeServerObjects {
  customers: Map<string, Stripe.Customer>;
  paymentIntents: Map<string, Stripe.PaymentIntent>;
  setupIntents: Map<string, Stripe.SetupIntent>;
  paymentMethods: Map<string, Stripe.PaymentMethod>;
  charges: Map<string, Stripe.Charge>;
  refunds: Map<string, Stripe.Refund>;
}

export interface StripeServer {
  url: string;
  host: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  /** Every API request in arrival order, with the status it was answered (or will be, when frozen). */
  requests: StripeRequestRecord[];
  /** Every event in the order it happened; `deliver` them again, twice or out of order. */
  events: Stripe.Event[];
  deliveries: WebhookDelivery[];
  objects: StripeServerObjects;
  /** The customer paid in the browser: `payment_intent.succeeded` (or `amount_capturable_updated` for manual capture). */
  succeed(paymentIntentId: string, card?: CardOptions): Stripe.Event;
  /** The customer's payment in the browser was declined: `payment_intent.payment_failed`. */
  fail(paymentIntentId: string, options?: { declineCode?: string }): Stripe.Event;
  /** A card saved on the customer (as by Stripe.js); returns its `pm_…` id. */
  attachCard(customerId: string, card?: CardOptions): string;
  /** The customer completed a SetupIntent in the browser: `setup_intent.succeeded`. */
  succeedSetup(setupIntentId: string, card?: CardOptions): Stripe.Event;
  /** The next `count` API requests answer this error, before anything else (no idempotent result is kept). */
  failNext(count: number, error: InjectedError): void;
  /** Requests still take effect, but their answers wait for `thaw()` (a client's timeout meets a charge that happened). */
  freeze(): void;
  thaw(): void;
  /** Posts an event to the webhook now, signed afresh; `duplicate` posts it twice at once. */
  deliver(event: Stripe.Event, options?: { duplicate?: boolean; delayMs?: number }): Promise<WebhookDelivery[]>;
  /** The `Stripe-Signature` header for a payload (timestamp in seconds, default now). */
  signedHeader(payload: string, options?: { timestamp?: number }): string;
  /** Resolves once every started webhook delivery has finished. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

type Snapshot =
  Stripe.Customer | Stripe.PaymentIntent | Stripe.SetupIntent | Stripe.PaymentMethod | Stripe.Charge | Stripe.Refund | Stripe.Event;
type EventType = Stripe.Event["type"];
type EventObject<T extends EventType> = Extract<Stripe.Event, { type: T }>["data"]["object"];

interface ErrorBody {
  type: string;
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  charge?: string;
  payment_intent?: Stripe.PaymentIntent;
  payment_method?: Stripe.PaymentMethod;
}

/** An error answer. `kept`: the request had begun executing, so Stripe keeps it for its idempotency key. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly kept = false,
  ) {
    super(body.message);
  }
}

const invalid = (message: string, extra: { param?: string; code?: string } = {}, status = 400) =>
  new ApiError(status, { type: "invalid_request_error", message, ...extra });
/** A refusal decided by the objects' state (not the parameters' form): kept for the idempotency key. */
const refused = (message: string, extra: { param?: string; code?: string }) =>
  new ApiError(400, { type: "invalid_request_error", message, ...extra }, true);
const noSuch = (what: string, id: string, param: string, status = 400) =>
  invalid(`No such ${what}: '${id}'`, { code: "resource_missing", param }, status);

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const random = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
const newId = (prefix: string) => `${prefix}_${random(24)}`;
const now = () => Math.floor(Date.now() / 1000);

// Stripe's smallest chargeable amounts (in the smallest unit) for common currencies; others unchecked.
const MINIMUM_AMOUNT: Record<string, number> = {
  usd: 50,
  eur: 50,
  gbp: 30,
  chf: 50,
  cad: 50,
  aud: 50,
  nzd: 50,
  sgd: 50,
  jpy: 50,
  sek: 300,
  nok: 300,
  dkk: 250,
  pln: 200,
};
const ZERO_DECIMAL = new Set(["jpy", "krw", "vnd", "clp", "isk", "xof", "xaf"]);

const CONFIRMABLE: string[] = ["requires_payment_method", "requires_confirmation", "requires_action"];

const DECLINE_MESSAGES: Record<string, string> = {
  generic_decline: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  lost_card: "Your card was declined.",
  expired_card: "Your card has expired.",
  authentication_required: "Your card was declined. This transaction requires authentication.",
};

export async function startStripeServer(options: StripeServerOptions = {}): Promise<StripeServer> {
  const secretKey = options.secretKey ?? `sk_test_${random(32)}`;
  const webhookSecret = options.webhook?.secret ?? `whsec_${random(32)}`;
  const apiVersion = options.apiVersion ?? Stripe.API_VERSION;
  const objects: StripeServerObjects = {
    customers: new Map(),
    paymentIntents: new Map(),
    setupIntents: new Map(),
    paymentMethods: new Map(),
    charges: new Map(),
    refunds: new Map(),
  };
  const declining = new Map<string, string>(); // payment method id → decline code
  const events: Stripe.Event[] = [];
  const deliveries: WebhookDelivery[] = [];
  const requests: StripeRequestRecord[] = [];
  const kept = new Map<string, { endpoint: string; fingerprint: string; status: number; body: unknown }>();
  const pending = new Set<Promise<unknown>>();
  const held: (() => void)[] = [];
  let frozen = false;
  let injected: { remaining: number; error: InjectedError } | null = null;
  let autoChain: Promise<unknown> = Promise.resolve();
  // The API request being handled, named by the events it causes (null for the control methods).
  let context: Stripe.Event.Request = { id: null, idempotency_key: null };

  // --- Events and webhooks -------------------------------------------------------------------

  function emit<T extends EventType>(type: T, object: EventObject<T>): Stripe.Event {
    // One cast: TypeScript cannot narrow the event union by a generic `type`.
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: apiVersion,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: options.webhook ? 1 : 0,
      request: { ...context },
      type,
    } as Stripe.Event;
    events.push(event);
    const enabled = options.webhook?.events;
    if (options.webhook && options.autoDeliver !== false && (!enabled || enabled.includes("*") || enabled.includes(type))) {
      // In order, one at a time, after the current request's work (Stripe sends them asynchronously).
      autoChain = autoChain.then(() => post(event));
      track(autoChain);
    }
    return event;
  }

  function track(promise: Promise<unknown>) {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
  }

  function signedHeader(payload: string, { timestamp = now() }: { timestamp?: number } = {}) {
    const signature = createHmac("sha256", webhookSecret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
    return `t=${timestamp},v1=${signature}`;
  }

  async function post(event: Stripe.Event, delayMs = 0): Promise<WebhookDelivery> {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const delivery: WebhookDelivery = { eventId: event.id, type: event.type, status: 0 };
    const url = options.webhook?.url;
    if (!url) throw new Error("startStripeServer was given no webhook URL");
    const payload = JSON.stringify(event, null, 2);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": signedHeader(payload),
          "user-agent": "Stripe/1.0",
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      delivery.status = response.status;
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    deliveries.push(delivery);
    return delivery;
  }

  // --- Objects ---------------------------------------------------------------------------------

  function customerRef(params: StripeParams): string | null {
    const id = str(params, "customer");
    if (!id) return null;
    if (!objects.customers.has(id)) throw noSuch("customer", id, "customer");
    return id;
  }

  function createCard(customerId: string | null, card: CardOptions = {}): Stripe.PaymentMethod {
    const method: Stripe.PaymentMethod = {
      id: newId("pm"),
      object: "payment_method",
      allow_redisplay: "unspecified",
      billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
      card: {
        brand: "visa",
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
        country: "US",
        display_brand: "visa",
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
        fingerprint: random(16),
        funding: "credit",
        generated_from: null,
        last4: card.declines ? "0341" : "4242",
        networks: { available: ["visa"], preferred: null },
        regulated_status: "unregulated",
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: now(),
      customer: customerId,
      customer_account: null,
      livemode: false,
      metadata: {},
      type: "card",
    };
    objects.paymentMethods.set(method.id, method);
    if (card.declines) declining.set(method.id, card.declineCode ?? "generic_decline");
    if (customerId) emit("payment_method.attached", method);
    return method;
  }

  function createCharge(intent: Stripe.PaymentIntent, method: Stripe.PaymentMethod, declineCode: string | null): Stripe.Charge {
    const captured = declineCode === null && intent.capture_method !== "manual";
    const charge: Stripe.Charge = {
      id: newId("ch"),
      object: "charge",
      amount: intent.amount,
      amount_captured: captured ? intent.amount : 0,
      amount_refunded: 0,
      application: null,
      application_fee: null,
      application_fee_amount: null,
      balance_transaction: captured ? newId("txn") : null,
      billing_details: method.billing_details,
      calculated_statement_descriptor: "BOOKING",
      captured,
      created: now(),
      currency: intent.currency,
      customer: intent.customer,
      description: intent.description,
      disputed: false,
      failure_balance_transaction: null,
      failure_code: declineCode && declineCode !== "authentication_required" ? "card_declined" : declineCode,
      failure_message: declineCode ? (DECLINE_MESSAGES[declineCode] ?? "Your card was declined.") : null,
      fraud_details: {},
      livemode: false,
      metadata: { ...intent.metadata },
      on_behalf_of: null,
      outcome: {
        advice_code: null,
        network_advice_code: null,
        network_decline_code: null,
        network_status: declineCode ? "declined_by_network" : "approved_by_network",
        reason: declineCode,
        risk_level: "normal",
        seller_message: declineCode ? "The bank did not return any further details with this decline." : "Payment complete.",
        type: declineCode ? "issuer_declined" : "authorized",
      },
      paid: declineCode === null,
      payment_intent: intent.id,
      payment_method: method.id,
      payment_method_details: null,
      receipt_email: intent.receipt_email,
      receipt_number: null,
      receipt_url: null,
      refunded: false,
      review: null,
      shipping: null,
      source: null,
      source_transfer: null,
      statement_descriptor: null,
      statement_descriptor_suffix: intent.statement_descriptor_suffix,
      status: declineCode ? "failed" : "succeeded",
      transfer_data: null,
      transfer_group: null,
    };
    objects.charges.set(charge.id, charge);
    return charge;
  }

  /** A charge attempt on the intent with this card: the intent succeeds (or awaits capture) or stays unpaid. */
  function attempt(intent: Stripe.PaymentIntent, method: Stripe.PaymentMethod, declineCode: string | null): Stripe.Event {
    const charge = createCharge(intent, method, declineCode);
    intent.latest_charge = charge.id;
    if (declineCode) {
      const code = declineCode === "authentication_required" ? declineCode : "card_declined";
      intent.status = "requires_payment_method";
      intent.payment_method = null;
      intent.last_payment_error = {
        type: "card_error",
        code,
        decline_code: declineCode,
        charge: charge.id,
        message: charge.failure_message ?? "",
        payment_method: structuredClone(method),
      };
      emit("charge.failed", charge);
      return emit("payment_intent.payment_failed", intent);
    }
    intent.payment_method = method.id;
    intent.last_payment_error = null;
    if (intent.setup_future_usage && typeof intent.customer === "string" && !method.customer) {
      method.customer = intent.customer;
      emit("payment_method.attached", method);
    }
    emit("charge.succeeded", charge);
    if (intent.capture_method === "manual") {
      intent.status = "requires_capture";
      intent.amount_capturable = intent.amount;
      return emit("payment_intent.amount_capturable_updated", intent);
    }
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    return emit("payment_intent.succeeded", intent);
  }

  /** Confirms through the API: a declining card answers 402, the intent left for another payment method. */
  function confirm(intent: Stripe.PaymentIntent, methodId: string | null, usage?: Stripe.PaymentIntent.SetupFutureUsage) {
    if (!CONFIRMABLE.includes(intent.status)) {
      throw refused(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.`,
        { code: "payment_intent_unexpected_state" },
      );
    }
    const id = methodId ?? (typeof intent.payment_method === "string" ? intent.payment_method : null);
    if (!id) {
      throw refused(
        "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
        { code: "payment_intent_unexpected_state" },
      );
    }
    const method = paymentMethod(id, intent.customer);
    if (usage) intent.setup_future_usage = usage;
    attempt(intent, method, declining.get(method.id) ?? null);
    if (intent.status === "requires_payment_method" && intent.last_payment_error) {
      const { code = "card_declined", decline_code, message = "", charge } = intent.last_payment_error;
      throw new ApiError(
        402,
        {
          type: "card_error",
          code,
          decline_code,
          message,
          charge,
          payment_intent: structuredClone(intent),
          payment_method: structuredClone(method),
        },
        true,
      );
    }
  }

  function paymentMethod(id: string, customer: Stripe.PaymentIntent["customer"]): Stripe.PaymentMethod {
    const method = objects.paymentMethods.get(id);
    if (!method) throw noSuch("PaymentMethod", id, "payment_method");
    if (method.customer && method.customer !== customer) {
      throw invalid(
        `The provided PaymentMethod belongs to a different Customer (${idOf(method.customer)}) than the one on this PaymentIntent.`,
        { param: "payment_method" },
      );
    }
    return method;
  }

  function chargeOf(intent: Stripe.PaymentIntent): Stripe.Charge | undefined {
    return objects.charges.get(idOf(intent.latest_charge) ?? "");
  }

  function intentOf(id: string, param: string, status = 400): Stripe.PaymentIntent {
    const intent = objects.paymentIntents.get(id);
    if (!intent) throw noSuch("payment_intent", id, param, status);
    return intent;
  }

  // --- Endpoints -------------------------------------------------------------------------------

  function createCustomer(params: StripeParams): Stripe.Customer {
    allow(params, ["description", "email", "metadata", "name", "phone"]);
    const customer: Stripe.Customer = {
      id: newId("cus"),
      object: "customer",
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: str(params, "description") || null,
      discount: null,
      email: str(params, "email") || null,
      invoice_prefix: random(8).toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: metadata(params),
      name: str(params, "name") || null,
      next_invoice_sequence: 1,
      phone: str(params, "phone") || null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: "none",
      test_clock: null,
    };
    objects.customers.set(customer.id, customer);
    emit("customer.created", customer);
    return customer;
  }

  function createPaymentIntent(params: StripeParams): Stripe.PaymentIntent {
    allow(params, [
      "amount",
      "currency",
      "customer",
      "metadata",
      "capture_method",
      "setup_future_usage",
      "payment_method",
      "confirm",
      "off_session",
      "automatic_payment_methods",
      "allowed_payment_method_types",
      "payment_method_types",
      "description",
      "receipt_email",
      "statement_descriptor_suffix",
      "return_url",
    ]);
    const amount = required(int(params, "amount"), "amount");
    const currency = required(str(params, "currency"), "currency").toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}.`, { param: "currency" });
    if (amount < 1) throw invalid("This value must be greater than or equal to 1.", { param: "amount", code: "parameter_invalid_integer" });
    const minimum = MINIMUM_AMOUNT[currency];
    if (minimum !== undefined && amount < minimum) {
      const shown = ZERO_DECIMAL.has(currency) ? String(minimum) : (minimum / 100).toFixed(2);
      throw invalid(`Amount must be at least ${shown} ${currency}`, { param: "amount", code: "amount_too_small" });
    }
    if (amount > 99_999_999) throw invalid("Amount must be no more than 999,999.99", { param: "amount", code: "amount_too_large" });
    const automatic = hash(params, "automatic_payment_methods");
    const { allowed, types } = methodTypes(params);
    const confirmNow = bool(params, "confirm") ?? false;
    const offSession = bool(params, "off_session");
    if (offSession !== undefined && !confirmNow) throw invalid("off_session can only be used when confirm=true.", { param: "off_session" });
    // Without a list of types, current API versions turn automatic payment methods on.
    const automaticOn = types
      ? false
      : automatic === undefined || bool(automatic, "enabled", "automatic_payment_methods[enabled]") !== false;
    const redirects = automatic && oneOf(automatic, "allow_redirects", ["always", "never"], "automatic_payment_methods[allow_redirects]");
    const automaticMethods = automaticOn ? { allow_redirects: redirects || "always", enabled: true } : null;
    if (confirmNow) requireReturnUrl(automaticMethods, str(params, "return_url"));
    const methodId = str(params, "payment_method") || null;
    const created = now();
    const id = newId("pi");
    const intent: Stripe.PaymentIntent = {
      id,
      object: "payment_intent",
      allowed_payment_method_types: allowed,
      amount,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: automaticMethods,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: oneOf(params, "capture_method", ["automatic", "automatic_async", "manual"]) ?? "automatic_async",
      client_secret: `${id}_secret_${random(25)}`,
      confirmation_method: "automatic",
      created,
      currency,
      customer: customerRef(params),
      customer_account: null,
      description: str(params, "description") || null,
      excluded_payment_method_types: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      managed_payments: null,
      metadata: metadata(params),
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: automaticOn ? { id: newId("pmc"), parent: null } : null,
      payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: "automatic" } },
      payment_method_types: types ?? ["card"],
      payment_record: null,
      processing: null,
      receipt_email: str(params, "receipt_email") || null,
      review: null,
      setup_future_usage: oneOf(params, "setup_future_usage", ["off_session", "on_session"]) ?? null,
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: str(params, "statement_descriptor_suffix") || null,
      status: "requires_payment_method",
      transfer_group: null,
    };
    if (methodId) {
      paymentMethod(methodId, intent.customer);
      intent.payment_method = methodId;
      intent.status = "requires_confirmation";
    }
    objects.paymentIntents.set(intent.id, intent);
    emit("payment_intent.created", intent);
    if (confirmNow) confirm(intent, methodId);
    return intent;
  }

  function confirmPaymentIntent(params: StripeParams, id: string): Stripe.PaymentIntent {
    allow(params, ["payment_method", "off_session", "return_url", "setup_future_usage", "receipt_email", "allowed_payment_method_types"]);
    const intent = intentOf(id, "intent", 404);
    bool(params, "off_session");
    requireReturnUrl(intent.automatic_payment_methods, str(params, "return_url"));
    confirm(intent, str(params, "payment_method") || null, oneOf(params, "setup_future_usage", ["off_session", "on_session"]));
    return intent;
  }

  function capturePaymentIntent(params: StripeParams, id: string): Stripe.PaymentIntent {
    allow(params, ["amount_to_capture", "metadata"]);
    const intent = intentOf(id, "intent", 404);
    if (intent.status !== "requires_capture") {
      throw refused(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        {
          code: "payment_intent_unexpected_state",
        },
      );
    }
    const amount = int(params, "amount_to_capture") ?? intent.amount_capturable;
    if (amount < 1 || amount > intent.amount_capturable) {
      throw refused("The amount to capture must be greater than zero and no more than the amount capturable.", {
        param: "amount_to_capture",
        code: "amount_too_large",
      });
    }
    Object.assign(intent.metadata, metadata(params));
    const charge = chargeOf(intent);
    if (!charge) throw new Error(`invariant: ${intent.id} awaits capture without a charge`);
    // The part not captured is released, which Stripe shows as refunded on the charge.
    charge.captured = true;
    charge.amount_captured = amount;
    charge.amount_refunded = charge.amount - amount;
    charge.balance_transaction = newId("txn");
    intent.status = "succeeded";
    intent.amount_received = amount;
    intent.amount_capturable = 0;
    emit("charge.captured", charge);
    emit("payment_intent.succeeded", intent);
    return intent;
  }

  function cancelPaymentIntent(params: StripeParams, id: string): Stripe.PaymentIntent {
    allow(params, ["cancellation_reason"]);
    const intent = intentOf(id, "intent", 404);
    if (intent.status === "succeeded" || intent.status === "canceled") {
      throw refused(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        { code: "payment_intent_unexpected_state" },
      );
    }
    const reason = oneOf(params, "cancellation_reason", ["duplicate", "fraudulent", "requested_by_customer", "abandoned"]);
    const charge = intent.status === "requires_capture" ? chargeOf(intent) : undefined;
    if (charge) {
      // The authorisation is released, which Stripe shows as a full refund of the uncaptured charge.
      charge.refunded = true;
      charge.amount_refunded = charge.amount;
    }
    intent.status = "canceled";
    intent.canceled_at = now();
    intent.cancellation_reason = reason ?? null;
    intent.amount_capturable = 0;
    emit("payment_intent.canceled", intent);
    return intent;
  }

  function createSetupIntent(params: StripeParams): Stripe.SetupIntent {
    allow(params, [
      "customer",
      "usage",
      "allowed_payment_method_types",
      "payment_method_types",
      "metadata",
      "description",
      "automatic_payment_methods",
    ]);
    hash(params, "automatic_payment_methods");
    const { allowed, types } = methodTypes(params);
    const id = newId("seti");
    const intent: Stripe.SetupIntent = {
      id,
      object: "setup_intent",
      allowed_payment_method_types: allowed,
      application: null,
      automatic_payment_methods: types ? null : { allow_redirects: "always", enabled: true },
      cancellation_reason: null,
      client_secret: `${id}_secret_${random(32)}`,
      created: now(),
      customer: customerRef(params),
      customer_account: null,
      description: str(params, "description") || null,
      excluded_payment_method_types: null,
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: metadata(params),
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: types ? null : { id: newId("pmc"), parent: null },
      payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: "automatic" } },
      payment_method_types: types ?? ["card"],
      single_use_mandate: null,
      status: "requires_payment_method",
      usage: oneOf(params, "usage", ["off_session", "on_session"]) ?? "off_session",
    };
    objects.setupIntents.set(intent.id, intent);
    emit("setup_intent.created", intent);
    return intent;
  }

  function cancelSetupIntent(params: StripeParams, id: string): Stripe.SetupIntent {
    allow(params, ["cancellation_reason"]);
    const intent = objects.setupIntents.get(id);
    if (!intent) throw noSuch("setupintent", id, "intent", 404);
    if (intent.status === "succeeded" || intent.status === "canceled") {
      throw refused(
        `You cannot cancel this SetupIntent because it has a status of ${intent.status}. Only a SetupIntent with one of the following statuses may be canceled: requires_payment_method, requires_confirmation, requires_action, processing.`,
        { code: "setup_intent_unexpected_state" },
      );
    }
    const reason = oneOf(params, "cancellation_reason", ["abandoned", "duplicate", "requested_by_customer"]);
    intent.status = "canceled";
    intent.cancellation_reason = reason ?? null;
    emit("setup_intent.canceled", intent);
    return intent;
  }

  function createRefund(params: StripeParams): Stripe.Refund {
    allow(params, ["payment_intent", "charge", "amount", "reason", "metadata"]);
    const intentId = str(params, "payment_intent");
    const chargeId = str(params, "charge");
    if (!intentId && !chargeId)
      throw invalid("One of the following params should be provided for this request: payment_intent or charge.", {
        code: "parameter_missing",
      });
    let charge: Stripe.Charge | undefined;
    if (intentId) {
      const intent = intentOf(intentId, "payment_intent");
      charge = intent.status === "succeeded" ? chargeOf(intent) : undefined;
      if (!charge)
        throw refused(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, { param: "payment_intent" });
    } else {
      charge = objects.charges.get(chargeId ?? "");
      if (!charge) throw noSuch("charge", chargeId ?? "", "charge");
      if (!charge.captured) throw refused(`Charge ${charge.id} has not been captured and cannot be refunded.`, { param: "charge" });
    }
    const released = charge.amount - charge.amount_captured; // an uncaptured remainder counts as refunded already
    const refundable = charge.amount_captured - (charge.amount_refunded - released);
    if (refundable <= 0) throw refused(`Charge ${charge.id} has already been refunded.`, { code: "charge_already_refunded" });
    const amount = int(params, "amount") ?? refundable;
    if (amount < 1) throw invalid("Invalid positive integer", { param: "amount", code: "parameter_invalid_integer" });
    if (amount > refundable) {
      throw refused(`Refund amount (${amount}) is greater than unrefunded amount on charge (${refundable})`, {
        param: "amount",
        code: "amount_too_large",
      });
    }
    const refund: Stripe.Refund = {
      id: newId("re"),
      object: "refund",
      amount,
      balance_transaction: newId("txn"),
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      customer: charge.customer,
      customer_account: null,
      destination_details: {
        card: { reference_status: "pending", reference_type: "acquirer_reference_number", type: "refund" },
        type: "card",
      },
      metadata: metadata(params),
      payment_intent: charge.payment_intent,
      payment_method: charge.payment_method,
      reason: oneOf(params, "reason", ["duplicate", "fraudulent", "requested_by_customer"]) ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: "succeeded",
      transfer_reversal: null,
    };
    objects.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    emit("refund.created", refund);
    emit("charge.refunded", charge);
    return refund;
  }

  function retrieve<T extends Snapshot>(map: Map<string, T>, what: string, param: string) {
    return (params: StripeParams, id: string): T => {
      allow(params, []);
      const found = map.get(id);
      if (!found) throw noSuch(what, id, param, 404);
      return found;
    };
  }

  const routes: [string, RegExp, (params: StripeParams, id: string) => Snapshot][] = [
    ["POST", /^\/v1\/customers$/, createCustomer],
    ["GET", /^\/v1\/customers\/([^/]+)$/, retrieve(objects.customers, "customer", "id")],
    ["POST", /^\/v1\/payment_intents$/, createPaymentIntent],
    ["GET", /^\/v1\/payment_intents\/([^/]+)$/, retrieve(objects.paymentIntents, "payment_intent", "intent")],
    ["POST", /^\/v1\/payment_intents\/([^/]+)\/confirm$/, confirmPaymentIntent],
    ["POST", /^\/v1\/payment_intents\/([^/]+)\/capture$/, capturePaymentIntent],
    ["POST", /^\/v1\/payment_intents\/([^/]+)\/cancel$/, cancelPaymentIntent],
    ["POST", /^\/v1\/setup_intents$/, createSetupIntent],
    ["GET", /^\/v1\/setup_intents\/([^/]+)$/, retrieve(objects.setupIntents, "setupintent", "intent")],
    ["POST", /^\/v1\/setup_intents\/([^/]+)\/cancel$/, cancelSetupIntent],
    ["POST", /^\/v1\/refunds$/, createRefund],
    ["GET", /^\/v1\/refunds\/([^/]+)$/, retrieve(objects.refunds, "refund", "id")],
    ["GET", /^\/v1\/payment_methods\/([^/]+)$/, retrieve(objects.paymentMethods, "PaymentMethod", "payment_method")],
    ["GET", /^\/v1\/charges\/([^/]+)$/, retrieve(objects.charges, "charge", "charge")],
    ["GET", /^\/v1\/events\/([^/]+)$/, (params, id) => retrieve(new Map(events.map((e) => [e.id, e])), "event", "id")(params, id)],
  ];

  function find(id: string): Snapshot | undefined {
    const maps: Map<string, Snapshot>[] = [
      objects.customers,
      objects.paymentIntents,
      objects.setupIntents,
      objects.paymentMethods,
      objects.charges,
      objects.refunds,
    ];
    return maps.map((map) => map.get(id)).find((found) => found !== undefined);
  }

  /** Replaces the ids along each `expand` path (`latest_charge.customer`) with copies of the objects they name. */
  function expand(object: Snapshot, params: StripeParams): Snapshot {
    const copy = structuredClone(object) as unknown as Record<string, unknown>;
    for (const path of strings(params, "expand") ?? []) {
      let holder: Record<string, unknown> = copy;
      const keys = path.split(".");
      for (const [i, key] of keys.entries()) {
        const value = holder[key];
        const target = typeof value === "string" ? find(value) : undefined;
        if (target) holder[key] = structuredClone(target);
        else if (value === null)
          break; // nothing to expand, as Stripe answers it
        else if (i === keys.length - 1 || typeof value !== "object") {
          throw invalid(`This property cannot be expanded (${path}).`, { param: "expand" });
        }
        holder = holder[key] as Record<string, unknown>;
      }
    }
    return copy as unknown as Snapshot;
  }

  // --- HTTP ------------------------------------------------------------------------------------

  /** Injected failures come first, then the key: neither has begun executing, so neither is kept. */
  function gate(authorization: string | undefined) {
    if (injected) {
      const { status, type, code, message } = injected.error;
      if (--injected.remaining <= 0) injected = null;
      const limited = status === 429;
      throw new ApiError(status, {
        type: type ?? (limited ? "invalid_request_error" : "api_error"),
        code: code ?? (limited ? "rate_limit" : undefined),
        message: message ?? (limited ? "Too many requests hit the API too quickly." : "An unknown error occurred"),
      });
    }
    const key = /^Bearer (\S+)$/.exec(authorization ?? "")?.[1];
    if (!key) throw invalid("You did not provide an API key. Provide it in the Authorization header, using Bearer auth.", {}, 401);
    if (key !== secretKey)
      throw invalid(`Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`, {}, 401);
  }

  function route(method: string, path: string, params: StripeParams): Snapshot {
    for (const [verb, pattern, handler] of routes) {
      const match = pattern.exec(path);
      if (match && verb === method) return expand(handler(params, decodeURIComponent(match[1] ?? "")), params);
    }
    throw invalid(`Unrecognized request URL (${method}: ${path}).`, {}, 404);
  }

  /**
   * Runs one request. Under an idempotency key (POST only), a kept answer is replayed and the key
   * with another endpoint or other parameters refused. Requests run one at a time to the end
   * (the handlers are synchronous), so a concurrent retry always finds the first one's answer.
   */
  function answer(request: StripeRequestRecord, requestId: string, authorization: string | undefined): { status: number; body: unknown } {
    try {
      gate(authorization);
    } catch (error) {
      return failure(error);
    }
    const key = request.method === "POST" ? request.idempotencyKey : null;
    const endpoint = `${request.method} ${request.path}`;
    const fingerprint = JSON.stringify(canonical(request.body));
    const previous = key ? kept.get(key) : undefined;
    if (key && previous) {
      if (previous.endpoint !== endpoint || previous.fingerprint !== fingerprint) {
        const what = previous.endpoint !== endpoint ? `for the same endpoint ('${previous.endpoint}')` : "with the same parameters";
        const message = `Keys for idempotent requests can only be used ${what} they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
        return failure(new ApiError(400, { type: "idempotency_error", message }));
      }
      request.replayed = true;
      return { status: previous.status, body: previous.body };
    }
    context = { id: requestId, idempotency_key: key };
    let result: { status: number; body: unknown; keep: boolean };
    try {
      result = { status: 200, body: route(request.method, request.path, request.body), keep: true };
    } catch (error) {
      result = { ...failure(error), keep: error instanceof ApiError && error.kept };
    } finally {
      context = { id: null, idempotency_key: null };
    }
    if (key && result.keep) kept.set(key, { endpoint, fingerprint, status: result.status, body: result.body });
    return { status: result.status, body: result.body };
  }

  function failure(error: unknown): { status: number; body: unknown } {
    if (error instanceof ApiError) return { status: error.status, body: { error: error.body } };
    // A bug in this server: say so the way Stripe reports its own faults.
    return {
      status: 500,
      body: { error: { type: "api_error", message: `stripe-server: ${error instanceof Error ? error.stack : String(error)}` } },
    };
  }

  function onRequest(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const method = req.method ?? "GET";
      const text = method === "GET" ? url.search.slice(1) : Buffer.concat(chunks).toString("utf8");
      const idempotencyKey = req.headers["idempotency-key"];
      const request: StripeRequestRecord = {
        method,
        path: url.pathname,
        body: parseForm(text),
        idempotencyKey: typeof idempotencyKey === "string" ? idempotencyKey : null,
        status: 0,
        replayed: false,
      };
      requests.push(request);
      const requestId = newId("req");
      const { status, body } = answer(request, requestId, req.headers.authorization);
      request.status = status;
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "request-id": requestId,
        "stripe-version": String(req.headers["stripe-version"] ?? apiVersion),
      };
      if (request.idempotencyKey && method === "POST") headers["idempotency-key"] = request.idempotencyKey;
      if (request.replayed) headers["idempotent-replayed"] = "true";
      const write = () => {
        if (!res.destroyed) res.writeHead(status, headers).end(JSON.stringify(body, null, 2));
      };
      if (frozen) held.push(write);
      else write();
    });
  }

  const server = createServer(onRequest);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the Stripe stand-in has no TCP address");

  return {
    url: `http://127.0.0.1:${address.port}`,
    host: "127.0.0.1",
    port: address.port,
    secretKey,
    webhookSecret,
    requests,
    events,
    deliveries,
    objects,
    succeed(paymentIntentId, card) {
      const intent = must(objects.paymentIntents, paymentIntentId);
      if (!CONFIRMABLE.includes(intent.status)) throw new Error(`${paymentIntentId} cannot be paid: its status is ${intent.status}`);
      // The card the intent already names, or a new one entered on the payment page.
      const named = objects.paymentMethods.get(idOf(intent.payment_method) ?? "");
      return attempt(intent, named ?? createCard(null, card), null);
    },
    fail(paymentIntentId, { declineCode = "generic_decline" } = {}) {
      const intent = must(objects.paymentIntents, paymentIntentId);
      if (intent.status !== "requires_payment_method" && intent.status !== "requires_confirmation") {
        throw new Error(`${paymentIntentId} cannot fail a payment: its status is ${intent.status}`);
      }
      return attempt(intent, createCard(null), declineCode);
    },
    attachCard(customerId, card) {
      return createCard(must(objects.customers, customerId).id, card).id;
    },
    succeedSetup(setupIntentId, card) {
      const intent = must(objects.setupIntents, setupIntentId);
      if (intent.status !== "requires_payment_method")
        throw new Error(`${setupIntentId} cannot be completed: its status is ${intent.status}`);
      const method = createCard(typeof intent.customer === "string" ? intent.customer : null, card);
      intent.status = "succeeded";
      intent.payment_method = method.id;
      intent.latest_attempt = newId("setatt");
      return emit("setup_intent.succeeded", intent);
    },
    failNext(count, error) {
      injected = count > 0 ? { remaining: count, error } : null;
    },
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const write of held.splice(0)) write();
    },
    async deliver(event, { duplicate = false, delayMs = 0 } = {}) {
      const sending = Promise.all(Array.from({ length: duplicate ? 2 : 1 }, () => post(event, delayMs)));
      track(sending);
      return sending;
    },
    signedHeader,
    flush,
    async close() {
      await flush();
      for (const write of held.splice(0)) write();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };

  async function flush() {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  }
}

/** The id of a field that holds an id, or its object when expanded. */
function idOf(ref: string | { id?: string } | null): string | null {
  return typeof ref === "string" ? ref : (ref?.id ?? null);
}

/** A control method's lookup: a missing object is the test's mistake, not an API answer. */
function must<T>(map: Map<string, T>, id: string): T {
  const found = map.get(id);
  if (found === undefined) throw new Error(`the Stripe stand-in has no object ${id}`);
  return found;
}

// --- Parameters ----------------------------------------------------------------------------------

/** Form or query text to nested parameters: `a[b]=1`, `a[]=1` and `a[0]=1` (what the SDK sends) alike. */
function parseForm(text: string): StripeParams {
  const root: StripeParams = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const open = name.indexOf("[");
    const nested = open > 0 && name.endsWith("]");
    const keys = nested ? [name.slice(0, open), ...name.slice(open + 1, -1).split("][")] : [name];
    let holder: Record<string, Value> = root;
    keys.forEach((key, i) => {
      const slot = key === "" ? String(Object.keys(holder).length) : key;
      if (i === keys.length - 1) {
        holder[slot] = value;
        return;
      }
      const next = (holder[slot] ??= {});
      if (typeof next === "string" || Array.isArray(next)) throw invalid("Invalid hash", { param: keys.slice(0, i + 1).join(".") });
      holder = next;
    });
  }
  return arrays(root) as StripeParams;
}

/** Objects keyed 0, 1, 2… become arrays (metadata keeps its keys whatever they look like). */
function arrays(value: Value, key = ""): Value {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, key === "metadata" ? v : arrays(v, k)] as const);
  const indexed = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
  return indexed ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v) : Object.fromEntries(entries);
}

/** Sorted keys, so the same parameters in another order fingerprint alike. */
function canonical(value: Value): Value {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(canonical);
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, canonical(value[k] ?? "")]),
  );
}

function allow(params: StripeParams, names: string[]) {
  for (const name of Object.keys(params)) {
    if (name !== "expand" && !names.includes(name))
      throw invalid(`Received unknown parameter: ${name}`, { param: name, code: "parameter_unknown" });
  }
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined || value === "") throw invalid(`Missing required param: ${name}.`, { param: name, code: "parameter_missing" });
  return value;
}

function str(params: StripeParams, name: string, param = name): string | undefined {
  const value = params[name];
  if (value !== undefined && typeof value !== "string") throw invalid(`Invalid string: ${JSON.stringify(value)}`, { param });
  return value;
}

function int(params: StripeParams, name: string): number | undefined {
  const value = str(params, name);
  if (value === undefined || value === "") return undefined;
  if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, { param: name, code: "parameter_invalid_integer" });
  return Number(value);
}

function bool(params: StripeParams, name: string, param = name): boolean | undefined {
  const value = str(params, name, param);
  if (value === undefined) return undefined;
  if (value !== "true" && value !== "false") throw invalid(`Invalid boolean: ${value}`, { param });
  return value === "true";
}

function oneOf<T extends string>(params: StripeParams, name: string, values: T[], param = name): T | undefined {
  const value = str(params, name, param);
  if (value === undefined || value === "") return undefined;
  if (!(values as string[]).includes(value)) throw invalid(`Invalid ${param}: must be one of ${values.join(", ")}`, { param });
  return value as T;
}

/**
 * Confirming server-side with automatic payment methods that may redirect (the default) needs a
 * `return_url`; this stand-in asks for it off-session too (the strict reading). Automatic payment
 * methods with `allow_redirects: "never"`, or a list of types, need none.
 */
function requireReturnUrl(automatic: Stripe.PaymentIntent.AutomaticPaymentMethods | null, returnUrl: string | undefined) {
  if (automatic?.enabled && automatic.allow_redirects !== "never" && !returnUrl) {
    throw invalid(
      "This PaymentIntent is configured to accept payment methods enabled in your Dashboard. Because some of these payment methods might redirect your customer off of your page, you must provide a `return_url`. If you don't want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.",
      { param: "return_url" },
    );
  }
}

/**
 * The payment method types asked for: `allowed_payment_method_types` (the SDK's parameter since its
 * version 23), or `payment_method_types`, its predecessor, which excludes automatic payment methods.
 * Without either, automatic payment methods are on and this stand-in offers cards.
 */
function methodTypes(params: StripeParams): { allowed: string[] | null; types: string[] | undefined } {
  const allowed = strings(params, "allowed_payment_method_types");
  const legacy = strings(params, "payment_method_types");
  if (legacy && params.automatic_payment_methods !== undefined) {
    throw invalid("You may only specify one of these parameters: automatic_payment_methods, payment_method_types.");
  }
  return { allowed: allowed ?? null, types: allowed ?? legacy };
}

function hash(params: StripeParams, name: string): StripeParams | undefined {
  const value = params[name];
  if (value !== undefined && (typeof value === "string" || Array.isArray(value))) throw invalid("Invalid hash", { param: name });
  return value;
}

function strings(params: StripeParams, name: string): string[] | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((v): v is string => typeof v === "string")) throw invalid(`Invalid array`, { param: name });
  return value;
}

/** Stripe's metadata rules: up to 50 keys of at most 40 characters, string values of at most 500; "" drops a key. */
function metadata(params: StripeParams): Stripe.Metadata {
  const value = params.metadata;
  if (value === undefined || value === "") return {};
  if (typeof value === "string" || Array.isArray(value)) throw invalid("Invalid hash", { param: "metadata" });
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalid("You can specify up to 50 keys in metadata.", { param: "metadata" });
  const result: Stripe.Metadata = {};
  for (const [key, v] of entries) {
    const param = `metadata[${key}]`;
    if (typeof v !== "string") throw invalid("Invalid string", { param });
    if (key.length > 40) throw invalid("Metadata keys can be at most 40 characters long.", { param });
    if (v.length > 500) throw invalid("Metadata values can be at most 500 characters long.", { param });
    if (v !== "") result[key] = v;
  }
  return result;
}
