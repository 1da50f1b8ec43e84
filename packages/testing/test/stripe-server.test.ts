// The Stripe stand-in, driven only through the official SDK (real HTTP, no mocks): every answer must
// parse into the SDK's own types with the fields they declare required, errors must become the SDK's
// own error classes, and webhook events must pass the SDK's own signature check.
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { startHttpReceiver, type HttpReceiver } from "../src/receiver";
import { startStripeServer, type StripeServer } from "../src/stripe-server";

// Each key a type declares required; the compiler rejects a list below that misses one (or adds one),
// so an SDK update that adds a required field fails the typecheck until the server sends it.
type RequiredKeys<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? never : K }[keyof T];
type KeyList<T> = Record<RequiredKeys<T>, true>;

const customerKeys: KeyList<Stripe.Customer> = {
  id: true,
  object: true,
  balance: true,
  created: true,
  default_source: true,
  description: true,
  email: true,
  invoice_settings: true,
  livemode: true,
  metadata: true,
  shipping: true,
};
const paymentIntentKeys: KeyList<Stripe.PaymentIntent> = {
  id: true,
  object: true,
  allowed_payment_method_types: true,
  amount: true,
  amount_capturable: true,
  amount_received: true,
  application: true,
  application_fee_amount: true,
  automatic_payment_methods: true,
  canceled_at: true,
  cancellation_reason: true,
  capture_method: true,
  client_secret: true,
  confirmation_method: true,
  created: true,
  currency: true,
  customer: true,
  customer_account: true,
  description: true,
  excluded_payment_method_types: true,
  last_payment_error: true,
  latest_charge: true,
  livemode: true,
  managed_payments: true,
  metadata: true,
  next_action: true,
  on_behalf_of: true,
  payment_method: true,
  payment_method_configuration_details: true,
  payment_method_options: true,
  payment_method_types: true,
  payment_record: true,
  processing: true,
  receipt_email: true,
  review: true,
  setup_future_usage: true,
  shipping: true,
  source: true,
  statement_descriptor: true,
  statement_descriptor_suffix: true,
  status: true,
  transfer_group: true,
};
const setupIntentKeys: KeyList<Stripe.SetupIntent> = {
  id: true,
  object: true,
  allowed_payment_method_types: true,
  application: true,
  automatic_payment_methods: true,
  cancellation_reason: true,
  client_secret: true,
  created: true,
  customer: true,
  description: true,
  excluded_payment_method_types: true,
  last_setup_error: true,
  latest_attempt: true,
  livemode: true,
  mandate: true,
  metadata: true,
  next_action: true,
  on_behalf_of: true,
  payment_method: true,
  payment_method_configuration_details: true,
  payment_method_options: true,
  payment_method_types: true,
  single_use_mandate: true,
  status: true,
  usage: true,
};
const refundKeys: KeyList<Stripe.Refund> = {
  id: true,
  object: true,
  amount: true,
  balance_transaction: true,
  charge: true,
  created: true,
  currency: true,
  customer: true,
  customer_account: true,
  metadata: true,
  payment_intent: true,
  payment_method: true,
  reason: true,
  receipt_number: true,
  source_transfer_reversal: true,
  status: true,
  transfer_reversal: true,
};
const chargeKeys: KeyList<Stripe.Charge> = {
  id: true,
  object: true,
  amount: true,
  amount_captured: true,
  amount_refunded: true,
  application: true,
  application_fee: true,
  application_fee_amount: true,
  balance_transaction: true,
  billing_details: true,
  calculated_statement_descriptor: true,
  captured: true,
  created: true,
  currency: true,
  customer: true,
  description: true,
  disputed: true,
  failure_balance_transaction: true,
  failure_code: true,
  failure_message: true,
  fraud_details: true,
  livemode: true,
  metadata: true,
  on_behalf_of: true,
  outcome: true,
  paid: true,
  payment_intent: true,
  payment_method: true,
  payment_method_details: true,
  receipt_email: true,
  receipt_number: true,
  receipt_url: true,
  refunded: true,
  review: true,
  shipping: true,
  source: true,
  source_transfer: true,
  statement_descriptor: true,
  statement_descriptor_suffix: true,
  status: true,
  transfer_data: true,
  transfer_group: true,
};
const paymentMethodKeys: KeyList<Stripe.PaymentMethod> = {
  id: true,
  object: true,
  billing_details: true,
  created: true,
  customer: true,
  customer_account: true,
  livemode: true,
  metadata: true,
  type: true,
};
const eventKeys: KeyList<Stripe.EventBase> = {
  id: true,
  object: true,
  api_version: true,
  created: true,
  data: true,
  livemode: true,
  pending_webhooks: true,
  request: true,
  type: true,
};

function expectRequired<T>(value: unknown, keys: KeyList<T>) {
  expect(value).toBeTypeOf("object");
  const missing = Object.keys(keys).filter((key) => !Object.hasOwn(value as object, key));
  expect(missing, "fields the SDK's type declares required").toEqual([]);
}

/** The rejection of `promise`, asserted to be an instance of `type`. */
async function rejection<E extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => E): Promise<E> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}

// Charging a saved card from the server: automatic payment methods that never redirect need no return_url.
const offSession = { off_session: true, confirm: true, automatic_payment_methods: { enabled: true, allow_redirects: "never" } } as const;

const connect = (server: StripeServer, key = server.secretKey) =>
  new Stripe(key, { host: server.host, port: server.port, protocol: "http", maxNetworkRetries: 0 });

describe("the Stripe stand-in, through the official SDK", () => {
  let server: StripeServer;
  let stripe: Stripe;
  beforeAll(async () => {
    server = await startStripeServer();
    stripe = connect(server);
  });
  afterAll(() => server.close());

  it("answers the SDK on loopback and refuses a missing or wrong secret key with 401", async () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.secretKey).toMatch(/^sk_test_/);
    const customer = await stripe.customers.create({ email: "ada@example.com", name: "Ada", metadata: { provider_id: "p1" } });
    expectTypeOf(customer).toEqualTypeOf<Stripe.Response<Stripe.Customer>>();
    expectRequired(customer, customerKeys);
    expect(customer).toMatchObject({ object: "customer", email: "ada@example.com", livemode: false, metadata: { provider_id: "p1" } });
    expect(customer.id).toMatch(/^cus_/);
    expect(customer.lastResponse.requestId).toMatch(/^req_/);
    const again = await stripe.customers.retrieve(customer.id);
    expect(again).toEqual({ ...customer });

    const wrong = await rejection(connect(server, "sk_test_not_the_key").customers.create(), Stripe.errors.StripeAuthenticationError);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.rawType).toBe("invalid_request_error");
    const missing = await fetch(`${server.url}/v1/customers`, { method: "POST" });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      error: { type: "invalid_request_error", message: expect.stringContaining("did not provide an API key") },
    });
  });

  it("takes a deposit paid in the browser, saving the card for later (PaymentIntent, then succeed)", async () => {
    const customer = await stripe.customers.create({ email: "bob@example.com" });
    const intent = await stripe.paymentIntents.create({
      amount: 2500,
      currency: "EUR",
      customer: customer.id,
      metadata: { booking_id: "b_1" },
      setup_future_usage: "off_session",
      automatic_payment_methods: { enabled: true },
    });
    expectTypeOf(intent).toEqualTypeOf<Stripe.Response<Stripe.PaymentIntent>>();
    expectRequired(intent, paymentIntentKeys);
    expect(intent).toMatchObject({
      object: "payment_intent",
      amount: 2500,
      currency: "eur",
      customer: customer.id,
      status: "requires_payment_method",
      metadata: { booking_id: "b_1" },
      capture_method: "automatic_async",
      automatic_payment_methods: { enabled: true },
      latest_charge: null,
      livemode: false,
    });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_\\w+$`));
    // The SDK's form encoding, read back as Stripe reads it.
    expect(server.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v1/payment_intents",
      body: { amount: "2500", metadata: { booking_id: "b_1" }, automatic_payment_methods: { enabled: "true" } },
      idempotencyKey: expect.stringMatching(/^stripe-node-retry-/),
      status: 200,
    });

    const event = server.succeed(intent.id);
    expect(event.type).toBe("payment_intent.succeeded");
    expectRequired(event, eventKeys);
    const paid = await stripe.paymentIntents.retrieve(intent.id, { expand: ["latest_charge"] });
    expect(paid).toMatchObject({ status: "succeeded", amount_received: 2500 });
    const charge = paid.latest_charge;
    expectTypeOf(charge).toEqualTypeOf<string | Stripe.Charge | null>();
    expectRequired(charge, chargeKeys);
    expect(charge).toMatchObject({
      object: "charge",
      amount: 2500,
      captured: true,
      paid: true,
      payment_intent: intent.id,
      metadata: { booking_id: "b_1" },
    });

    const method = await stripe.paymentMethods.retrieve(paid.payment_method as string);
    expectTypeOf(method).toEqualTypeOf<Stripe.Response<Stripe.PaymentMethod>>();
    expectRequired(method, paymentMethodKeys);
    expect(method).toMatchObject({ object: "payment_method", type: "card", customer: customer.id, card: { last4: "4242" } });
    expect(server.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(["payment_intent.created", "payment_method.attached", "charge.succeeded", "payment_intent.succeeded"]),
    );
  });

  it("records a payment declined in the browser (fail), after which the customer can pay again", async () => {
    const intent = await stripe.paymentIntents.create({ amount: 1200, currency: "eur", metadata: { booking_id: "b_7" } });
    const failed = server.fail(intent.id, { declineCode: "expired_card" });
    expect(failed).toMatchObject({ type: "payment_intent.payment_failed", request: { id: null, idempotency_key: null } });
    const unpaid = await stripe.paymentIntents.retrieve(intent.id);
    expect(unpaid).toMatchObject({
      status: "requires_payment_method",
      amount_received: 0,
      last_payment_error: { type: "card_error", code: "card_declined", decline_code: "expired_card" },
    });
    expect(server.objects.charges.get(unpaid.latest_charge as string)).toMatchObject({ status: "failed", paid: false });
    expect(server.succeed(intent.id).type).toBe("payment_intent.succeeded");
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: "succeeded",
      last_payment_error: null,
      amount_received: 1200,
    });
  });

  it("charges a no-show fee off-session, and a declining card answers 402 leaving the intent for another card", async () => {
    const customer = await stripe.customers.create();
    const good = server.attachCard(customer.id);
    // Confirming with automatic payment methods that may redirect (the default) needs a return_url.
    const noReturn = await rejection(
      stripe.paymentIntents.create({
        amount: 1500,
        currency: "eur",
        customer: customer.id,
        payment_method: good,
        off_session: true,
        confirm: true,
      }),
      Stripe.errors.StripeInvalidRequestError,
    );
    expect(noReturn.param).toBe("return_url");
    const fee = await stripe.paymentIntents.create({
      amount: 1500,
      currency: "eur",
      customer: customer.id,
      payment_method: good,
      ...offSession,
      metadata: { booking_id: "b_2", kind: "no_show_fee" },
    });
    expect(fee).toMatchObject({ status: "succeeded", amount_received: 1500, payment_method: good });
    expect(fee.latest_charge).toMatch(/^ch_/);

    const bad = server.attachCard(customer.id, { declines: true, declineCode: "insufficient_funds" });
    const declined = await rejection(
      stripe.paymentIntents.create({
        amount: 1500,
        currency: "eur",
        customer: customer.id,
        payment_method: bad,
        ...offSession,
      }),
      Stripe.errors.StripeCardError,
    );
    expect(declined).toMatchObject({ statusCode: 402, rawType: "card_error", code: "card_declined", decline_code: "insufficient_funds" });
    expect(declined.charge).toMatch(/^ch_/);
    const failed = declined.payment_intent;
    expect(failed).toMatchObject({
      status: "requires_payment_method",
      last_payment_error: { code: "card_declined", decline_code: "insufficient_funds" },
    });
    expectRequired(failed, paymentIntentKeys);
    const stored = await stripe.paymentIntents.retrieve(String(failed?.id));
    expect(stored).toMatchObject({ status: "requires_payment_method", payment_method: null });
    expect(server.events.at(-1)?.type).toBe("payment_intent.payment_failed");

    // The same through the confirm endpoint: an intent prepared with the card, confirmed off-session.
    const prepared = await stripe.paymentIntents.create({ amount: 1500, currency: "eur", customer: customer.id, payment_method: bad });
    expect(prepared.status).toBe("requires_confirmation");
    const viaConfirm = await rejection(
      stripe.paymentIntents.confirm(prepared.id, { off_session: true, return_url: "https://booking.example/return" }),
      Stripe.errors.StripeCardError,
    );
    expect(viaConfirm).toMatchObject({ code: "card_declined", payment_intent: { id: prepared.id, status: "requires_payment_method" } });

    // A card of another customer is refused before any charge.
    const stranger = await stripe.customers.create();
    const foreign = await rejection(
      stripe.paymentIntents.create({
        amount: 1500,
        currency: "eur",
        customer: stranger.id,
        payment_method: good,
        ...offSession,
      }),
      Stripe.errors.StripeInvalidRequestError,
    );
    expect(foreign.param).toBe("payment_method");
  });

  it("confirms, cancels, and refuses to cancel a paid intent (payment_intent_unexpected_state)", async () => {
    const customer = await stripe.customers.create();
    const card = server.attachCard(customer.id);
    const intent = await stripe.paymentIntents.create({
      amount: 3000,
      currency: "usd",
      customer: customer.id,
      payment_method: card,
      allowed_payment_method_types: ["card"],
    });
    expect(intent).toMatchObject({
      status: "requires_confirmation",
      automatic_payment_methods: null,
      allowed_payment_method_types: ["card"],
      payment_method_types: ["card"],
    });
    // The SDK sends allowed_payment_method_types[0]=card; read back as a list.
    expect(server.requests.at(-1)?.body.allowed_payment_method_types).toEqual(["card"]);
    const confirmed = await stripe.paymentIntents.confirm(intent.id);
    expectTypeOf(confirmed).toEqualTypeOf<Stripe.Response<Stripe.PaymentIntent>>();
    expect(confirmed.status).toBe("succeeded");
    const twice = await rejection(stripe.paymentIntents.confirm(intent.id), Stripe.errors.StripeInvalidRequestError);
    expect(twice.code).toBe("payment_intent_unexpected_state");

    const paidCancel = await rejection(stripe.paymentIntents.cancel(intent.id), Stripe.errors.StripeInvalidRequestError);
    expect(paidCancel).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" });

    const open = await stripe.paymentIntents.create({ amount: 3000, currency: "usd" });
    const canceled = await stripe.paymentIntents.cancel(open.id, { cancellation_reason: "abandoned" });
    expect(canceled).toMatchObject({ status: "canceled", cancellation_reason: "abandoned" });
    expect(canceled.canceled_at).toBeTypeOf("number");
    expect(server.events.at(-1)).toMatchObject({ type: "payment_intent.canceled", data: { object: { id: open.id, status: "canceled" } } });
  });

  it("saves a card with a SetupIntent and charges it later", async () => {
    const customer = await stripe.customers.create();
    const setup = await stripe.setupIntents.create({
      customer: customer.id,
      usage: "off_session",
      allowed_payment_method_types: ["card"],
      metadata: { booking_id: "b_3" },
    });
    expectTypeOf(setup).toEqualTypeOf<Stripe.Response<Stripe.SetupIntent>>();
    expectRequired(setup, setupIntentKeys);
    expect(setup).toMatchObject({
      object: "setup_intent",
      status: "requires_payment_method",
      usage: "off_session",
      customer: customer.id,
      metadata: { booking_id: "b_3" },
    });
    expect(setup.client_secret).toMatch(new RegExp(`^${setup.id}_secret_\\w+$`));

    const event = server.succeedSetup(setup.id, { declines: true });
    expect(event).toMatchObject({ type: "setup_intent.succeeded", data: { object: { id: setup.id, status: "succeeded" } } });
    const done = await stripe.setupIntents.retrieve(setup.id);
    expect(done.status).toBe("succeeded");
    const method = done.payment_method as string;
    expect(server.objects.paymentMethods.get(method)?.customer).toBe(customer.id);
    const declined = await rejection(
      stripe.paymentIntents.create({
        amount: 1000,
        currency: "eur",
        customer: customer.id,
        payment_method: method,
        ...offSession,
      }),
      Stripe.errors.StripeCardError,
    );
    expect(declined).toMatchObject({ code: "card_declined", decline_code: "generic_decline" });
  });

  it("reads bracketed form keys in every spelling, and expands ids into objects", async () => {
    const customer = await stripe.customers.create();
    // payment_method_types (the parameter of SDKs before 23) with empty brackets, as other clients send it.
    const response = await fetch(`${server.url}/v1/setup_intents`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.secretKey}`, "content-type": "application/x-www-form-urlencoded" },
      body: `customer=${customer.id}&payment_method_types[]=card&metadata%5Bbooking_id%5D=b_6&expand[]=customer`,
    });
    const setup = (await response.json()) as Stripe.SetupIntent;
    expect(response.status).toBe(200);
    expect(setup).toMatchObject({
      payment_method_types: ["card"],
      metadata: { booking_id: "b_6" },
      customer: { id: customer.id, object: "customer" },
    });
    const expanded = await stripe.setupIntents.retrieve(setup.id, { expand: ["customer"] });
    expect(expanded.customer).toMatchObject({ id: customer.id, object: "customer" });
    expect(server.requests.at(-1)?.body).toEqual({ expand: ["customer"] });
    const deep = await stripe.paymentIntents.create({ amount: 800, currency: "eur", customer: customer.id });
    expect((await stripe.paymentIntents.retrieve(deep.id, { expand: ["latest_charge.customer"] })).latest_charge).toBeNull();
    server.succeed(deep.id);
    const nested = await stripe.paymentIntents.retrieve(deep.id, { expand: ["latest_charge.customer"] });
    expect(nested.latest_charge).toMatchObject({ object: "charge", customer: { id: customer.id, object: "customer" } });
    const notExpandable = await rejection(
      stripe.setupIntents.retrieve(setup.id, { expand: ["usage"] }),
      Stripe.errors.StripeInvalidRequestError,
    );
    expect(notExpandable.param).toBe("expand");
  });

  it("refunds no more than was captured, in parts, and nothing of an unpaid intent", async () => {
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: "eur", metadata: { booking_id: "b_4" } });
    const unpaid = await rejection(stripe.refunds.create({ payment_intent: intent.id }), Stripe.errors.StripeInvalidRequestError);
    expect(unpaid.statusCode).toBe(400);

    server.succeed(intent.id);
    const first = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 2000,
      reason: "requested_by_customer",
      metadata: { booking_id: "b_4" },
    });
    expectTypeOf(first).toEqualTypeOf<Stripe.Response<Stripe.Refund>>();
    expectRequired(first, refundKeys);
    expect(first).toMatchObject({
      object: "refund",
      status: "succeeded",
      amount: 2000,
      payment_intent: intent.id,
      reason: "requested_by_customer",
    });
    const tooMuch = await rejection(
      stripe.refunds.create({ payment_intent: intent.id, amount: 3001 }),
      Stripe.errors.StripeInvalidRequestError,
    );
    expect(tooMuch).toMatchObject({ code: "amount_too_large", param: "amount", type: "StripeInvalidRequestError" });
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(3000);
    const none = await rejection(stripe.refunds.create({ payment_intent: intent.id, amount: 1 }), Stripe.errors.StripeInvalidRequestError);
    expect(none.code).toBe("charge_already_refunded");
    const refunded = server.events.filter((e): e is Stripe.ChargeRefundedEvent => e.type === "charge.refunded").at(-1);
    expect(refunded?.data.object).toMatchObject({ amount_refunded: 5000, refunded: true });
  });

  it("refunds a manually captured intent only up to the captured amount", async () => {
    const customer = await stripe.customers.create();
    const card = server.attachCard(customer.id);
    const held = await stripe.paymentIntents.create({
      amount: 4000,
      currency: "eur",
      customer: customer.id,
      payment_method: card,
      confirm: true,
      return_url: "https://booking.example/return",
      capture_method: "manual",
    });
    expect(held).toMatchObject({ status: "requires_capture", amount_capturable: 4000, amount_received: 0 });
    await rejection(stripe.refunds.create({ payment_intent: held.id }), Stripe.errors.StripeInvalidRequestError);
    const captured = await stripe.paymentIntents.capture(held.id, { amount_to_capture: 2500 });
    expect(captured).toMatchObject({ status: "succeeded", amount_received: 2500, amount_capturable: 0 });
    const over = await rejection(stripe.refunds.create({ payment_intent: held.id, amount: 2501 }), Stripe.errors.StripeInvalidRequestError);
    expect(over.code).toBe("amount_too_large");
    expect((await stripe.refunds.create({ payment_intent: held.id, amount: 2500 })).amount).toBe(2500);
  });

  it("replays an idempotent request and refuses the key with other parameters", async () => {
    const before = server.objects.customers.size;
    const first = await stripe.customers.create({ email: "idem@example.com" }, { idempotencyKey: "booking-42-customer" });
    const second = await stripe.customers.create({ email: "idem@example.com" }, { idempotencyKey: "booking-42-customer" });
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(server.objects.customers.size).toBe(before + 1);
    expect(server.requests.at(-1)).toMatchObject({ idempotencyKey: "booking-42-customer", replayed: true });

    const other = await rejection(
      stripe.customers.create({ email: "other@example.com" }, { idempotencyKey: "booking-42-customer" }),
      Stripe.errors.StripeIdempotencyError,
    );
    expect(other).toMatchObject({ statusCode: 400, rawType: "idempotency_error" });

    // A decline is an answer too: the same request again gets the same 402, and no second charge.
    const customer = await stripe.customers.create();
    const bad = server.attachCard(customer.id, { declines: true });
    const request = { amount: 900, currency: "eur", customer: customer.id, payment_method: bad, ...offSession };
    const charges = server.objects.charges.size;
    const a = await rejection(stripe.paymentIntents.create(request, { idempotencyKey: "fee-b_9" }), Stripe.errors.StripeCardError);
    const b = await rejection(stripe.paymentIntents.create(request, { idempotencyKey: "fee-b_9" }), Stripe.errors.StripeCardError);
    expect(b.payment_intent?.id).toBe(a.payment_intent?.id);
    expect(server.objects.charges.size).toBe(charges + 1);
  });

  it("answers Stripe's errors as the SDK's error classes", async () => {
    const notFound = await rejection(stripe.paymentIntents.retrieve("pi_missing"), Stripe.errors.StripeInvalidRequestError);
    expect(notFound).toMatchObject({ statusCode: 404, code: "resource_missing", message: "No such payment_intent: 'pi_missing'" });
    const noCustomer = await rejection(stripe.customers.retrieve("cus_missing"), Stripe.errors.StripeInvalidRequestError);
    expect(noCustomer).toMatchObject({ statusCode: 404, code: "resource_missing" });
    const missing = await rejection(
      stripe.paymentIntents.create({ currency: "eur" } as Stripe.PaymentIntentCreateParams),
      Stripe.errors.StripeInvalidRequestError,
    );
    expect(missing).toMatchObject({ code: "parameter_missing", param: "amount" });
    const unknown = await rejection(
      stripe.paymentIntents.create({ amount: 100, currency: "eur", bogus: "x" } as Stripe.PaymentIntentCreateParams),
      Stripe.errors.StripeInvalidRequestError,
    );
    expect(unknown).toMatchObject({ code: "parameter_unknown", param: "bogus" });
    const small = await rejection(stripe.paymentIntents.create({ amount: 20, currency: "usd" }), Stripe.errors.StripeInvalidRequestError);
    expect(small.code).toBe("amount_too_small");

    server.failNext(1, { status: 500 });
    const outage = await rejection(stripe.customers.create(), Stripe.errors.StripeAPIError);
    expect(outage).toMatchObject({ statusCode: 500, rawType: "api_error" });
    server.failNext(2, { status: 429 });
    const limited = await rejection(stripe.customers.create(), Stripe.errors.StripeRateLimitError);
    expect(limited).toMatchObject({ statusCode: 429, code: "rate_limit" });
    await rejection(stripe.customers.create(), Stripe.errors.StripeRateLimitError);
    expect((await stripe.customers.create()).object).toBe("customer");
  });

  it("holds answers while frozen: the client times out although the request took effect", async () => {
    server.freeze();
    const before = server.objects.customers.size;
    const timedOut = await rejection(
      stripe.customers.create({ email: "slow@example.com" }, { idempotencyKey: "slow-1", timeout: 300 }),
      Stripe.errors.StripeConnectionError,
    );
    expect(timedOut.message).toContain("timeout");
    server.thaw();
    expect(server.objects.customers.size).toBe(before + 1);
    const retried = await stripe.customers.create({ email: "slow@example.com" }, { idempotencyKey: "slow-1" });
    expect(retried.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(server.objects.customers.size).toBe(before + 1);
  });
});

describe("the Stripe stand-in's webhook events", () => {
  let receiver: HttpReceiver;
  let server: StripeServer;
  let stripe: Stripe;
  const secret = "whsec_test_secret_for_the_stand_in";
  beforeAll(async () => {
    receiver = await startHttpReceiver();
    server = await startStripeServer({ webhook: { url: receiver.url, secret, events: ["payment_intent.succeeded", "charge.refunded"] } });
    stripe = connect(server);
  });
  afterEach(() => server.flush());
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  it("posts each enabled event signed so that the SDK's constructEvent accepts it", async () => {
    const intent = await stripe.paymentIntents.create({ amount: 2000, currency: "eur", metadata: { booking_id: "b_5" } });
    const succeeded = server.succeed(intent.id);
    await stripe.refunds.create({ payment_intent: intent.id, amount: 500 });
    const [first, second] = await receiver.waitFor(2);
    if (!first || !second) throw new Error("two deliveries expected");
    const event = stripe.webhooks.constructEvent(first.body, String(first.headers["stripe-signature"]), secret);
    expectTypeOf(event).toEqualTypeOf<Stripe.Event>();
    expectRequired(event, eventKeys);
    expect(event).toMatchObject({
      id: succeeded.id,
      object: "event",
      type: "payment_intent.succeeded",
      livemode: false,
      api_version: Stripe.API_VERSION,
    });
    if (event.type !== "payment_intent.succeeded") throw new Error("narrowed above");
    expectRequired(event.data.object, paymentIntentKeys);
    expect(event.data.object).toMatchObject({ id: intent.id, status: "succeeded", metadata: { booking_id: "b_5" } });
    const refunded = stripe.webhooks.constructEvent(second.body, String(second.headers["stripe-signature"]), secret);
    expect(refunded).toMatchObject({
      type: "charge.refunded",
      data: { object: { amount_refunded: 500 } },
      request: { id: expect.stringMatching(/^req_/) },
    });
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    // Only the enabled types were posted, though every event was recorded.
    await server.flush();
    expect(server.events.map((e) => e.type)).toContain("payment_intent.created");
    expect(server.deliveries.map((d) => d.type)).toEqual(["payment_intent.succeeded", "charge.refunded"]);
  });

  it("signs exactly as Stripe does, and a tampered or stale delivery fails the SDK's check", async () => {
    const payload = JSON.stringify({ id: "evt_x", object: "event" });
    const timestamp = Math.floor(Date.now() / 1000);
    expect(server.signedHeader(payload, { timestamp })).toBe(stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }));
    await stripe.customers.create({ email: "signed@example.com" });
    const event = server.events.at(-1);
    if (event?.type !== "customer.created") throw new Error("customer.created expected");
    const body = JSON.stringify(event);
    expect(stripe.webhooks.constructEvent(body, server.signedHeader(body), secret).id).toBe(event.id);
    expect(() =>
      stripe.webhooks.constructEvent(body.replace('"livemode":false', '"livemode":true'), server.signedHeader(body), secret),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const stale = server.signedHeader(body, { timestamp: timestamp - 600 });
    expect(() => stripe.webhooks.constructEvent(body, stale, secret)).toThrow(/tolerance/);
    expect(() => stripe.webhooks.constructEvent(body, server.signedHeader(body), "whsec_other")).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it("delivers a recorded event again, twice at once, or out of order", async () => {
    const intent = await stripe.paymentIntents.create({ amount: 700, currency: "eur" });
    const succeeded = server.succeed(intent.id);
    await stripe.refunds.create({ payment_intent: intent.id });
    const refunded = server.events.at(-1);
    if (refunded?.type !== "charge.refunded") throw new Error("charge.refunded expected");
    await server.flush(); // the automatic deliveries first
    const before = receiver.requests.length;
    const twice = await server.deliver(succeeded, { duplicate: true });
    expect(twice.map((d) => [d.eventId, d.status])).toEqual([
      [succeeded.id, 200],
      [succeeded.id, 200],
    ]);
    await server.deliver(refunded);
    await server.deliver(succeeded, { delayMs: 20 });
    const ids = receiver.requests.slice(before).map((r) => (JSON.parse(r.body) as Stripe.Event).id);
    expect(ids).toEqual([succeeded.id, succeeded.id, refunded.id, succeeded.id]);
    for (const request of receiver.requests.slice(before)) {
      expect(() => stripe.webhooks.constructEvent(request.body, String(request.headers["stripe-signature"]), secret)).not.toThrow();
    }
    receiver.respond = () => 500;
    const refused = await server.deliver(refunded);
    expect(refused[0]?.status).toBe(500);
  });
});

describe("the Stripe stand-in without automatic delivery", () => {
  it("records events but posts them only when told to", async () => {
    const receiver = await startHttpReceiver();
    const server = await startStripeServer({ webhook: { url: receiver.url }, autoDeliver: false });
    try {
      const stripe = connect(server);
      const customer = await stripe.customers.create();
      const setup = await stripe.setupIntents.create({ customer: customer.id });
      const event = server.succeedSetup(setup.id);
      await server.flush();
      expect(receiver.requests).toEqual([]);
      expect(server.events.map((e) => e.type)).toEqual([
        "customer.created",
        "setup_intent.created",
        "payment_method.attached",
        "setup_intent.succeeded",
      ]);
      await server.deliver(event);
      const [request] = receiver.requests;
      expect(
        request && stripe.webhooks.constructEvent(request.body, String(request.headers["stripe-signature"]), server.webhookSecret).id,
      ).toBe(event.id);
    } finally {
      await server.close();
      await receiver.close();
    }
  });
});
