// The Stripe adapter of core's payment provider port (packages/core/src/payments/stripe.ts), driven
// against the local Stripe stand-in of @booking/testing over real HTTP with the official SDK: what it
// asks Stripe for (amounts, currencies, metadata, an idempotency key on every POST), what a retry
// does, how each failure reaches the caller (unavailable, declined, rejected), and how signed webhook
// events are verified and normalized. It lives with the API's tests because core cannot depend on
// @booking/testing (which depends on core).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startHttpReceiver, startStripeServer, type HttpReceiver, type StripeServer } from "@booking/testing";
import {
  PaymentDeclined,
  PaymentProviderRejected,
  PaymentProviderUnavailable,
  PaymentWebhookRejected,
  type PaymentProvider,
} from "../../../../packages/core/src/payments/provider";
import { createStripeProvider, stripeEndpoint, type StripeProviderConfig } from "../../../../packages/core/src/payments/stripe";

const customer = { name: "Ada Lovelace", email: "ada@example.com" };
let keys = 0;
const key = (what: string) => `${what}-${++keys}-${Date.now()}`;

/** The rejection of `promise`, asserted to be an instance of `type`. */
async function rejection<E extends Error>(promise: Promise<unknown>, type: abstract new (...args: never[]) => E): Promise<E> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}

const connect = (server: StripeServer, options: Partial<StripeProviderConfig> = {}): PaymentProvider =>
  createStripeProvider({
    secretKey: server.secretKey,
    webhookSecret: server.webhookSecret,
    apiBase: server.url,
    timeoutMs: 5_000,
    ...options,
  });

describe("stripeEndpoint", () => {
  it("reads an API base into the SDK's host, port and protocol", () => {
    expect(stripeEndpoint("http://127.0.0.1:12111")).toEqual({ host: "127.0.0.1", port: 12111, protocol: "http" });
    expect(stripeEndpoint("https://api.stripe.com")).toEqual({ host: "api.stripe.com", port: 443, protocol: "https" });
    expect(stripeEndpoint("http://[::1]:8080/")).toEqual({ host: "::1", port: 8080, protocol: "http" });
    expect(() => stripeEndpoint("ftp://example.com")).toThrow(/http or https/);
    expect(() => stripeEndpoint("http://127.0.0.1:1/v1")).toThrow(/scheme, host and port only/);
    expect(() => stripeEndpoint("127.0.0.1:12111")).toThrow(/http or https|must be a URL/);
  });
});

describe("the Stripe adapter", () => {
  let server: StripeServer;
  let stripe: PaymentProvider;
  beforeAll(async () => {
    server = await startStripeServer();
    stripe = connect(server);
  });
  afterEach(() => server.thaw());
  afterAll(() => server.close());

  it("creates a deposit's PaymentIntent with its amount, currency and booking, and a retry with the same key makes no second", async () => {
    const idempotencyKey = key("deposit");
    const input = { amountMinor: 2500, currency: "EUR", bookingId: "bk_1", providerId: "pr_1", customer, idempotencyKey };
    const before = {
      intents: server.objects.paymentIntents.size,
      customers: server.objects.customers.size,
      requests: server.requests.length,
    };
    const payment = await stripe.createPayment(input);
    expect(payment.reference).toMatch(/^pi_/);
    expect(payment.clientSecret).toMatch(new RegExp(`^${payment.reference}_secret_`));
    expect(payment.customerReference).toMatch(/^cus_/);
    const intent = server.objects.paymentIntents.get(payment.reference);
    expect(intent).toMatchObject({
      amount: 2500,
      currency: "eur",
      customer: payment.customerReference,
      metadata: { booking_id: "bk_1", provider_id: "pr_1" },
      automatic_payment_methods: { enabled: true },
      status: "requires_payment_method",
    });
    expect(server.objects.customers.get(payment.customerReference)).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      metadata: { provider_id: "pr_1" },
    });

    // The caller's retry (say after a timeout): the same intent, nothing new at Stripe.
    const again = await stripe.createPayment(input);
    expect(again).toEqual(payment);
    expect(server.objects.paymentIntents.size).toBe(before.intents + 1);
    expect(server.objects.customers.size).toBe(before.customers + 1);
    const sent = server.requests.slice(before.requests);
    expect(sent.map((r) => [r.method, r.path, r.idempotencyKey, r.replayed])).toEqual([
      ["POST", "/v1/customers", `${idempotencyKey}:customer`, false],
      ["POST", "/v1/payment_intents", `${idempotencyKey}:payment`, false],
      ["POST", "/v1/customers", `${idempotencyKey}:customer`, true],
      ["POST", "/v1/payment_intents", `${idempotencyKey}:payment`, true],
    ]);

    // A returning customer's Stripe customer is used as it is.
    const next = await stripe.createPayment({
      ...input,
      customer: { ...customer, reference: payment.customerReference },
      idempotencyKey: key("deposit"),
    });
    expect(next.customerReference).toBe(payment.customerReference);
    expect(server.objects.customers.size).toBe(before.customers + 1);
    // The same key for another payment is the caller's mistake: refused, not a silent replay.
    const reused = await rejection(stripe.createPayment({ ...input, amountMinor: 3000 }), PaymentProviderRejected);
    expect(reused).toMatchObject({ code: "idempotency_error", status: 409, providerStatus: 400 });
  });

  it("cancels an unpaid payment (again: the same answer), and refuses to cancel a paid one", async () => {
    const base = { currency: "EUR", bookingId: "bk_2", providerId: "pr_1", customer };
    const unpaid = await stripe.createPayment({ ...base, amountMinor: 1000, idempotencyKey: key("cancel") });
    await stripe.cancelPayment(unpaid.reference);
    expect(server.objects.paymentIntents.get(unpaid.reference)).toMatchObject({ status: "canceled", cancellation_reason: "abandoned" });
    await stripe.cancelPayment(unpaid.reference);
    expect(server.requests.at(-1)).toMatchObject({ path: `/v1/payment_intents/${unpaid.reference}/cancel`, replayed: true });

    const paid = await stripe.createPayment({ ...base, amountMinor: 1000, idempotencyKey: key("cancel") });
    server.succeed(paid.reference);
    const refused = await rejection(stripe.cancelPayment(paid.reference), PaymentProviderRejected);
    expect(refused).toMatchObject({ code: "payment_intent_unexpected_state", status: 409 });
    const unknown = await rejection(stripe.cancelPayment("pi_missing"), PaymentProviderRejected);
    expect(unknown).toMatchObject({ code: "resource_missing", providerStatus: 404 });
  });

  it("reads an open payment's or card setup's client secret again, and none once paid, saved or cancelled", async () => {
    const base = { currency: "EUR", bookingId: "bk_open", providerId: "pr_1", customer };
    const payment = await stripe.createPayment({ ...base, amountMinor: 1200, idempotencyKey: key("open") });
    expect(await stripe.openClientSecret("payment", payment.reference)).toBe(payment.clientSecret);
    expect(server.requests.at(-1)).toMatchObject({ method: "GET", path: `/v1/payment_intents/${payment.reference}` });
    server.succeed(payment.reference);
    expect(await stripe.openClientSecret("payment", payment.reference)).toBeNull();
    const cancelled = await stripe.createPayment({ ...base, amountMinor: 1200, idempotencyKey: key("open") });
    await stripe.cancelPayment(cancelled.reference);
    expect(await stripe.openClientSecret("payment", cancelled.reference)).toBeNull();

    const setup = await stripe.saveCard({ ...base, idempotencyKey: key("open") });
    expect(await stripe.openClientSecret("card_setup", setup.reference)).toBe(setup.clientSecret);
    server.succeedSetup(setup.reference);
    expect(await stripe.openClientSecret("card_setup", setup.reference)).toBeNull();
    const unknown = await rejection(stripe.openClientSecret("payment", "pi_missing"), PaymentProviderRejected);
    expect(unknown).toMatchObject({ code: "resource_missing", providerStatus: 404 });
  });

  it("refunds part of a payment, then the rest, and refuses a refund beyond what is left", async () => {
    const paid = await stripe.createPayment({
      amountMinor: 2500,
      currency: "EUR",
      bookingId: "bk_3",
      providerId: "pr_1",
      customer,
      idempotencyKey: key("refund"),
    });
    server.succeed(paid.reference);
    const first = { reference: paid.reference, amountMinor: 1000, reason: "goodwill", idempotencyKey: key("refund") };
    const partial = await stripe.refund(first);
    expect(partial).toEqual({ reference: expect.stringMatching(/^re_/), amountMinor: 1000, status: "succeeded" });
    expect(server.objects.refunds.get(partial.reference)).toMatchObject({
      amount: 1000,
      payment_intent: paid.reference,
      metadata: { reason: "goodwill" },
    });
    // Retried: the same refund, no second one.
    expect(await stripe.refund(first)).toEqual(partial);
    expect([...server.objects.refunds.values()].filter((r) => r.payment_intent === paid.reference)).toHaveLength(1);

    const beyond = await rejection(
      stripe.refund({ reference: paid.reference, amountMinor: 1501, reason: "cancelled_in_time", idempotencyKey: key("refund") }),
      PaymentProviderRejected,
    );
    expect(beyond).toMatchObject({ code: "amount_too_large", param: "amount", status: 409 });
    const rest = await stripe.refund({
      reference: paid.reference,
      amountMinor: 1500,
      reason: "cancelled_in_time",
      idempotencyKey: key("refund"),
    });
    expect(rest.amountMinor).toBe(1500);
    const more = await rejection(
      stripe.refund({ reference: paid.reference, amountMinor: 1, reason: "cancelled_in_time", idempotencyKey: key("refund") }),
      PaymentProviderRejected,
    );
    expect(more.code).toBe("charge_already_refunded");
    // Nothing was paid on an unpaid payment.
    const unpaid = await stripe.createPayment({
      amountMinor: 900,
      currency: "EUR",
      bookingId: "bk_3b",
      providerId: "pr_1",
      customer,
      idempotencyKey: key("refund"),
    });
    await rejection(
      stripe.refund({ reference: unpaid.reference, amountMinor: 900, reason: "x", idempotencyKey: key("refund") }),
      PaymentProviderRejected,
    );
    await expect(stripe.refund({ reference: paid.reference, amountMinor: 0, reason: "x", idempotencyKey: key("refund") })).rejects.toThrow(
      RangeError,
    );
  });

  it("saves a card off session (a Customer and a SetupIntent), charges it later, and refunds the fee", async () => {
    const setup = await stripe.saveCard({ customer, bookingId: "bk_4", providerId: "pr_1", idempotencyKey: key("card") });
    expect(setup.reference).toMatch(/^seti_/);
    expect(setup.clientSecret).toMatch(new RegExp(`^${setup.reference}_secret_`));
    expect(server.objects.setupIntents.get(setup.reference)).toMatchObject({
      customer: setup.customerReference,
      usage: "off_session",
      payment_method_types: ["card"],
      metadata: { booking_id: "bk_4", provider_id: "pr_1" },
    });
    // The customer saves the card in the browser; the event names it.
    const saved = server.succeedSetup(setup.reference);
    const body = JSON.stringify(saved);
    const event = stripe.parseWebhook(body, server.signedHeader(body));
    expect(event).toMatchObject({
      id: saved.id,
      type: "card.saved",
      reference: setup.reference,
      customerReference: setup.customerReference,
      bookingId: "bk_4",
      providerId: "pr_1",
    });
    const paymentMethod = event.paymentMethod ?? "";
    expect(paymentMethod).toMatch(/^pm_/);

    const fee = {
      customerReference: setup.customerReference,
      paymentMethod,
      amountMinor: 3000,
      currency: "EUR",
      bookingId: "bk_4",
      providerId: "pr_1",
      reason: "no_show_fee",
      idempotencyKey: key("fee"),
    };
    const charged = await stripe.chargeSavedCard(fee);
    expect(charged).toEqual({ status: "succeeded", reference: expect.stringMatching(/^pi_/) });
    if (charged.status !== "succeeded") throw new Error("narrowed above");
    expect(server.objects.paymentIntents.get(charged.reference)).toMatchObject({
      amount: 3000,
      currency: "eur",
      customer: setup.customerReference,
      payment_method: paymentMethod,
      status: "succeeded",
      metadata: { booking_id: "bk_4", provider_id: "pr_1", reason: "no_show_fee" },
    });
    const create = server.requests.findLast((r) => r.path === "/v1/payment_intents");
    expect(create?.body).toMatchObject({ confirm: "true", off_session: "true", allowed_payment_method_types: ["card"] });
    // Retried: no second charge.
    const charges = server.objects.charges.size;
    expect(await stripe.chargeSavedCard(fee)).toEqual(charged);
    expect(server.objects.charges.size).toBe(charges);
    // A fee charged is refundable like a payment.
    expect(
      await stripe.refund({ reference: charged.reference, amountMinor: 3000, reason: "waived", idempotencyKey: key("refund") }),
    ).toMatchObject({
      amountMinor: 3000,
    });
  });

  it("answers a declined saved card as a decline (PaymentDeclined, 402), the same again on a retry", async () => {
    const setup = await stripe.saveCard({ customer, bookingId: "bk_5", providerId: "pr_1", idempotencyKey: key("card") });
    const card = server.attachCard(setup.customerReference, { declines: true, declineCode: "insufficient_funds" });
    const fee = {
      customerReference: setup.customerReference,
      paymentMethod: card,
      amountMinor: 1500,
      currency: "EUR",
      bookingId: "bk_5",
      providerId: "pr_1",
      reason: "late_cancel_fee",
      idempotencyKey: key("fee"),
    };
    const charges = server.objects.charges.size;
    const result = await stripe.chargeSavedCard(fee);
    expect(result).toMatchObject({
      status: "declined",
      code: "card_declined",
      declineCode: "insufficient_funds",
      message: "Your card has insufficient funds.",
      reference: expect.stringMatching(/^pi_/),
    });
    if (result.status !== "declined") throw new Error("narrowed above");
    expect(result.error).toBeInstanceOf(PaymentDeclined);
    expect(result.error).toMatchObject({
      status: 402,
      code: "card_declined",
      declineCode: "insufficient_funds",
      reference: result.reference,
    });
    expect(server.objects.paymentIntents.get(result.reference ?? "")?.status).toBe("requires_payment_method");
    expect(await stripe.chargeSavedCard(fee)).toMatchObject({ status: "declined", reference: result.reference });
    expect(server.objects.charges.size).toBe(charges + 1);

    // The bank wants the customer present.
    const strict = server.attachCard(setup.customerReference, { declines: true, declineCode: "authentication_required" });
    expect(await stripe.chargeSavedCard({ ...fee, paymentMethod: strict, idempotencyKey: key("fee") })).toMatchObject({
      status: "declined",
      code: "authentication_required",
    });
    // Another customer's card is a rejection, not a decline.
    const other = await stripe.saveCard({ customer, bookingId: "bk_6", providerId: "pr_1", idempotencyKey: key("card") });
    const theirs = server.attachCard(other.customerReference);
    await rejection(stripe.chargeSavedCard({ ...fee, paymentMethod: theirs, idempotencyKey: key("fee") }), PaymentProviderRejected);
  });

  it("a frozen Stripe is unavailable within the timeout, and the retry after it finds the payment made", async () => {
    const quick = connect(server, { timeoutMs: 300, maxNetworkRetries: 0 });
    const known = await stripe.saveCard({ customer, bookingId: "bk_7", providerId: "pr_1", idempotencyKey: key("card") });
    const input = {
      amountMinor: 2000,
      currency: "EUR",
      bookingId: "bk_7",
      providerId: "pr_1",
      customer: { ...customer, reference: known.customerReference },
      idempotencyKey: key("frozen"),
    };
    server.freeze();
    const intents = server.objects.paymentIntents.size;
    let started = Date.now();
    const timedOut = await rejection(quick.createPayment(input), PaymentProviderUnavailable);
    expect(Date.now() - started).toBeLessThan(300 + 700);
    expect(timedOut).toMatchObject({ reason: "timeout", status: 503 });
    // The SDK's own retry (one, by default) under the same key: at most two attempts and the pause between.
    const retrying = connect(server, { timeoutMs: 300 });
    started = Date.now();
    await rejection(retrying.createPayment(input), PaymentProviderUnavailable);
    expect(Date.now() - started).toBeLessThan(2 * 300 + 1_000 + 700);
    server.thaw();
    // It took effect once; the caller's retry with the same key gets that payment.
    expect(server.objects.paymentIntents.size).toBe(intents + 1);
    const made = await stripe.createPayment(input);
    expect(server.objects.paymentIntents.size).toBe(intents + 1);
    expect(server.requests.filter((r) => r.idempotencyKey === `${input.idempotencyKey}:payment`).map((r) => r.replayed)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(server.objects.paymentIntents.get(made.reference)?.metadata).toEqual({ booking_id: "bk_7", provider_id: "pr_1" });
  });

  it("5xx answers, rate limits, a refused connection and a refused key are unavailable; one 5xx is retried away", async () => {
    const input = { amountMinor: 1000, currency: "EUR", bookingId: "bk_8", providerId: "pr_1", customer };
    server.failNext(2, { status: 500 });
    const outage = await rejection(stripe.createPayment({ ...input, idempotencyKey: key("outage") }), PaymentProviderUnavailable);
    expect(outage).toMatchObject({ reason: "server_error", status: 503 });
    server.failNext(2, { status: 503 });
    expect(
      await rejection(
        stripe.refund({ reference: "pi_x", amountMinor: 1, reason: "x", idempotencyKey: key("outage") }),
        PaymentProviderUnavailable,
      ),
    ).toMatchObject({
      reason: "server_error",
    });
    // One 500, then the SDK's retry under the same key succeeds.
    server.failNext(1, { status: 500 });
    const idempotencyKey = key("blip");
    expect((await stripe.createPayment({ ...input, idempotencyKey })).reference).toMatch(/^pi_/);
    expect(server.requests.filter((r) => r.idempotencyKey === `${idempotencyKey}:customer`).map((r) => r.status)).toEqual([500, 200]);

    server.failNext(1, { status: 429 }); // not retried by the SDK
    expect(await rejection(stripe.createPayment({ ...input, idempotencyKey: key("limited") }), PaymentProviderUnavailable)).toMatchObject({
      reason: "rate_limited",
    });
    const wrongKey = createStripeProvider({
      secretKey: "sk_test_wrong",
      webhookSecret: server.webhookSecret,
      apiBase: server.url,
      timeoutMs: 2_000,
    });
    expect(await rejection(wrongKey.createPayment({ ...input, idempotencyKey: key("wrong") }), PaymentProviderUnavailable)).toMatchObject({
      reason: "credentials",
    });

    const closed = await startStripeServer();
    await closed.close();
    const nowhere = connect(closed, { maxNetworkRetries: 0 });
    expect(await rejection(nowhere.createPayment({ ...input, idempotencyKey: key("nowhere") }), PaymentProviderUnavailable)).toMatchObject({
      reason: "connection",
    });
  });

  it("sent every POST of the tests above with an idempotency key of its caller's", () => {
    const posts = server.requests.filter((r) => r.method === "POST");
    expect(posts.length).toBeGreaterThan(30);
    for (const post of posts)
      expect(post.idempotencyKey).toMatch(/^(cancel:pi_\w+|[a-z]+-\d+-\d+:(customer|payment|refund|setup|charge))$/);
  });
});

describe("the Stripe adapter's webhooks", () => {
  let receiver: HttpReceiver;
  let server: StripeServer;
  let stripe: PaymentProvider;
  beforeAll(async () => {
    receiver = await startHttpReceiver();
    server = await startStripeServer({
      webhook: {
        url: receiver.url,
        events: [
          "payment_intent.succeeded",
          "payment_intent.payment_failed",
          "payment_intent.canceled",
          "refund.created",
          "customer.created",
        ],
      },
    });
    stripe = connect(server);
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  const delivered = async (type: string, count = 1) => {
    const requests = await receiver.waitFor(count, { filter: (r) => (JSON.parse(r.body) as { type: string }).type === type });
    const request = requests.at(-1);
    if (!request) throw new Error(`no ${type} delivered`);
    return { body: request.body, signature: String(request.headers["stripe-signature"]) };
  };

  it("verifies and normalizes the events the stand-in posts: payments paid, failed and cancelled, refunds, and the rest ignored", async () => {
    const base = { currency: "EUR", providerId: "pr_9", customer };
    const paid = await stripe.createPayment({ ...base, amountMinor: 2500, bookingId: "bk_10", idempotencyKey: key("hook") });
    server.succeed(paid.reference);
    const succeeded = await delivered("payment_intent.succeeded");
    expect(stripe.parseWebhook(Buffer.from(succeeded.body), succeeded.signature)).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: "payment.succeeded",
      reference: paid.reference,
      amountMinor: 2500,
      currency: "EUR",
      paymentMethod: expect.stringMatching(/^pm_/),
      customerReference: paid.customerReference,
      bookingId: "bk_10",
      providerId: "pr_9",
      failureCode: undefined,
      failureMessage: undefined,
    });

    const refund = await stripe.refund({
      reference: paid.reference,
      amountMinor: 700,
      reason: "cancelled_in_time",
      idempotencyKey: key("hook"),
    });
    const refunded = await delivered("refund.created");
    expect(stripe.parseWebhook(refunded.body, refunded.signature)).toMatchObject({
      type: "refund.succeeded",
      reference: refund.reference,
      amountMinor: 700,
      currency: "EUR",
      paymentReference: paid.reference,
    });

    const failing = await stripe.createPayment({ ...base, amountMinor: 1200, bookingId: "bk_11", idempotencyKey: key("hook") });
    server.fail(failing.reference, { declineCode: "insufficient_funds" });
    const failed = await delivered("payment_intent.payment_failed");
    expect(stripe.parseWebhook(failed.body, failed.signature)).toMatchObject({
      type: "payment.failed",
      reference: failing.reference,
      bookingId: "bk_11",
      failureCode: "insufficient_funds",
      failureMessage: "Your card has insufficient funds.",
    });
    await stripe.cancelPayment(failing.reference);
    const canceled = await delivered("payment_intent.canceled");
    expect(stripe.parseWebhook(canceled.body, canceled.signature)).toMatchObject({
      type: "payment.canceled",
      reference: failing.reference,
    });

    const customerCreated = await delivered("customer.created", 2);
    expect(stripe.parseWebhook(customerCreated.body, customerCreated.signature)).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: "ignored",
      reference: expect.stringMatching(/^cus_/),
    });
  });

  it("refuses a tampered, stale, unsigned or foreign delivery with PaymentWebhookRejected", async () => {
    await stripe.createPayment({
      amountMinor: 800,
      currency: "EUR",
      bookingId: "bk_12",
      providerId: "pr_9",
      customer,
      idempotencyKey: key("hook"),
    });
    const event = server.events.findLast((e) => e.type === "customer.created");
    const body = JSON.stringify(event);
    expect(stripe.parseWebhook(body, server.signedHeader(body)).type).toBe("ignored");

    const tampered = await rejection(
      Promise.resolve().then(() => stripe.parseWebhook(body.replace('"livemode":false', '"livemode":true'), server.signedHeader(body))),
      PaymentWebhookRejected,
    );
    expect(tampered).toMatchObject({ reason: "mismatch", status: 400 });
    const stale = server.signedHeader(body, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(
      await rejection(
        Promise.resolve().then(() => stripe.parseWebhook(body, stale)),
        PaymentWebhookRejected,
      ),
    ).toMatchObject({ reason: "stale" });
    // Within the tolerance (300 s by default), or a wider one configured.
    expect(stripe.parseWebhook(body, server.signedHeader(body, { timestamp: Math.floor(Date.now() / 1000) - 290 })).type).toBe("ignored");
    expect(connect(server, { webhookToleranceSeconds: 600 }).parseWebhook(body, stale).type).toBe("ignored");
    expect(
      await rejection(
        Promise.resolve().then(() => stripe.parseWebhook(body, undefined)),
        PaymentWebhookRejected,
      ),
    ).toMatchObject({
      reason: "missing",
    });
    expect(
      await rejection(
        Promise.resolve().then(() => stripe.parseWebhook(body, "t=1,v0=abc")),
        PaymentWebhookRejected,
      ),
    ).toMatchObject({
      reason: "mismatch",
    });
    const foreign = connect(server, { webhookSecret: "whsec_another_endpoint" });
    expect(
      await rejection(
        Promise.resolve().then(() => foreign.parseWebhook(body, server.signedHeader(body))),
        PaymentWebhookRejected,
      ),
    ).toMatchObject({
      reason: "mismatch",
    });
    // Signed, but not an event.
    const garbage = "not json";
    expect(
      await rejection(
        Promise.resolve().then(() => stripe.parseWebhook(garbage, server.signedHeader(garbage))),
        PaymentWebhookRejected,
      ),
    ).toMatchObject({
      reason: "malformed",
    });
  });
});
