// The worker makes the payment tasks transactions decided (refunds, fees, cancellations of unpaid
// payments) at the payment provider: a worker started with PAYMENTS_PROVIDER=stripe, pointed at the
// local Stripe stand-in, refunds a decided refund within seconds with the task as idempotency key,
// records it in the booking's ledger, and tries again, with the same key, while Stripe fails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import { startStripeServer, type StripeServer } from "@booking/testing";
import { createStripeProvider } from "@booking/core/stripe";
import { newProvider, setupWorkerEnv, waitUntil, type WorkerTestEnv } from "./helpers";

let env: WorkerTestEnv;
let stripe: StripeServer;

beforeAll(async () => {
  env = await setupWorkerEnv();
  stripe = await startStripeServer({ autoDeliver: false });
});
afterAll(async () => {
  await env?.close();
  await stripe?.close();
});

/** A booking id with a deposit of `amount` captured at the stand-in and in the ledger, and a refund of it decided. */
async function capturedAndRefundDecided(providerId: string, amount: number) {
  const adapter = createStripeProvider({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiBase: stripe.url });
  const bookingId = `bk_test${Math.random().toString(36).slice(2, 12)}`;
  const made = await adapter.createPayment({
    amountMinor: amount,
    currency: "EUR",
    bookingId,
    providerId,
    customer: { name: "Ada" },
    idempotencyKey: `pay-${bookingId}`,
  });
  stripe.succeed(made.reference);
  await sql`
    INSERT INTO payment_intents (provider_id, id, booking_id, kind, purpose, reference, amount_minor, currency, status)
    VALUES (${providerId}, ${`pay_${bookingId}`}, ${bookingId}, 'payment', 'deposit', ${made.reference}, ${amount}, 'EUR', 'succeeded')`.execute(
    env.db,
  );
  await sql`
    INSERT INTO payment_ledger (provider_id, booking_id, kind, amount_minor, currency, reference, reason)
    VALUES (${providerId}, ${bookingId}, 'capture', ${amount}, 'EUR', ${made.reference}, 'deposit')`.execute(env.db);
  const task = await sql<{ id: string }>`
    INSERT INTO payment_tasks (provider_id, booking_id, kind, reference, amount_minor, reason)
    VALUES (${providerId}, ${bookingId}, 'refund', ${made.reference}, ${amount}, 'cancelled_in_time') RETURNING id`.execute(env.db);
  return { bookingId, reference: made.reference, taskId: task.rows[0]?.id ?? "" };
}

const refundsAt = (reference: string) => [...stripe.objects.refunds.values()].filter((r) => r.payment_intent === reference);

describe("the worker's payment tasks", () => {
  it("refunds a decided refund through Stripe, once, and records it in the ledger", async () => {
    const { providerId } = await newProvider(env.db);
    const first = await capturedAndRefundDecided(providerId, 1500);
    // Stripe answers the first tries 503: the task waits and is tried again with the same key.
    stripe.failNext(2, { status: 503 });
    await env.start({
      PAYMENTS_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_PUBLISHABLE_KEY: "pk_test_worker",
      STRIPE_API_BASE: stripe.url,
    });
    await waitUntil(async () => {
      const ledger = await sql<{ kind: string }>`
        SELECT kind FROM payment_ledger WHERE booking_id = ${first.bookingId} AND kind = 'refund'`.execute(env.db);
      return ledger.rows.length === 1;
    }, 30_000);
    expect(refundsAt(first.reference).map((r) => r.amount)).toEqual([1500]);
    const keys = stripe.requests.filter((r) => r.path === "/v1/refunds").map((r) => r.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`task_${first.taskId}:refund`]));
    const task = await sql<{
      status: string;
      attempts: number;
    }>`SELECT status, attempts FROM payment_tasks WHERE id = ${first.taskId}`.execute(env.db);
    expect(task.rows[0]?.status).toBe("done");
    const balance = await sql<{ captured_minor: number; refunded_minor: number; refunding_minor: number }>`
      SELECT captured_minor, refunded_minor, refunding_minor FROM payment_balances WHERE booking_id = ${first.bookingId}`.execute(env.db);
    expect(balance.rows[0]).toEqual({ captured_minor: 1500, refunded_minor: 1500, refunding_minor: 0 });
  });
});
