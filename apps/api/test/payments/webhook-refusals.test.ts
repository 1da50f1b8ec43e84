// The payment webhook under a flood of forged deliveries, against the real server and the official
// Stripe SDK pointed at the local Stripe stand-in: each refused delivery costs a body read and a
// signature, so an address refused too often within a minute is answered 429 (with Retry-After)
// before its body is read, until the minute ends. Other addresses are refused as before, and valid
// deliveries (Stripe's own) never count against an address.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StripeServer } from "@booking/testing";
import { startTestApi, type TestApi } from "../helpers";
import { takePaymentsWithStandIn } from "../stripe-stand-in";

const WEBHOOK = "/v1/payments/stripe/webhook";
/** Refused deliveries a minute from one address (the default is 30). */
const BUDGET = 5;

let t: TestApi;
let stripe: StripeServer;

beforeAll(async () => {
  t = await startTestApi({ trustProxy: 1, addressLimits: { refusedWebhooksPerAddress: BUDGET } });
  ({ stripe } = await takePaymentsWithStandIn(t, { webhook: { url: `${t.url}${WEBHOOK}` }, autoDeliver: false }));
});
afterAll(async () => {
  await stripe?.close();
  await t?.close();
});

/** A delivery with a forged signature, from `address` (the proxy's X-Forwarded-For) or loopback. */
const forged = (address?: string) =>
  fetch(`${t.url}${WEBHOOK}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`,
      ...(address ? { "x-forwarded-for": address } : {}),
    },
    body: JSON.stringify({ id: "evt_forged", object: "event", type: "payment_intent.succeeded", data: { object: {} } }),
  });

/** A real event of the stand-in, validly signed, about a payment no booking of this service made (404). */
async function validDelivery(): Promise<number[]> {
  const payment = await t.deps.payments!.createPayment({
    amountMinor: 1000,
    currency: "EUR",
    bookingId: "bk_elsewhere",
    providerId: "pr_elsewhere",
    customer: { name: "Nobody" },
    idempotencyKey: `valid-${Math.random()}`,
  });
  return (await stripe.deliver(stripe.succeed(payment.reference))).map((d) => d.status);
}

/** Headers of a POST announcing a megabyte of body that never comes: answered only if the body is not awaited. */
function announcedBody(address: string): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${t.url}${WEBHOOK}`);
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": 1_000_000,
          "stripe-signature": "t=1,v1=00",
          "x-forwarded-for": address,
        },
      },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] });
        sent.destroy();
      },
    );
    sent.on("error", reject);
    sent.flushHeaders();
  });
}

describe("refused payment webhooks per address", () => {
  it("answers 429 to an address past its budget, before reading its body, and not to others", async () => {
    const flood = "203.0.113.7";
    for (let i = 0; i < BUDGET; i++) expect((await forged(flood)).status).toBe(400);
    const refused = await forged(flood);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^At most 5 refused webhook deliveries per minute from one address; retry in \d+ s$/),
    });
    // A megabyte announced and never sent: answered at once, unread.
    const unread = await announcedBody(flood);
    expect(unread.status).toBe(429);
    expect(Number(unread.retryAfter)).toBeGreaterThan(0);
    // Another address is refused for its own signature, as ever.
    expect((await forged("198.51.100.9")).status).toBe(400);
  });

  it("never counts valid deliveries against an address", async () => {
    // Loopback (the stand-in's address): refused BUDGET - 1 times, then valid deliveries, then the budget's last refusal.
    for (let i = 0; i < BUDGET - 1; i++) expect((await forged()).status).toBe(400);
    for (let i = 0; i < BUDGET * 2; i++) expect(await validDelivery()).toEqual([404]);
    expect((await forged()).status).toBe(400);
    expect((await forged()).status).toBe(429);
  });
});
