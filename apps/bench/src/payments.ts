// Scenario 13, online payments, on a salon of its own (provider "Bench Payments", Berlin), against
// the local Stripe stand-in of @booking/testing (the service's STRIPE_API_BASE points at it):
//
// 1. Creation (run.ts, with compare()): a customer key books a service that takes a deposit of
//    10.00 online, answered 202 held with the client secret once the PaymentIntent is made at the
//    stand-in; against the same customer keys booking a service of the same length and price that
//    takes no payment (201), on members of its own, in alternating pairs.
// 2. The webhook: `payment_intent.succeeded` of held bookings (made by the stand-in's `succeed`, as
//    when the customer pays in the browser), each posted once, signed with the stand-in's
//    `signedHeader`, to POST /v1/payments/stripe/webhook, a fixed number at a time for a few
//    seconds; events a second from the first post to the last answer. Every answer must be 200 and every booking
//    paid (no longer held, its capture in the ledger). The same events posted again, which the
//    service recognises by their id and which change nothing, are timed beside them for reference.
import { sql } from "kysely";
import { Pool } from "undici";
import { createApiKey } from "@booking/core";
import { createDatabase } from "@booking/db";
import type { StripeServer } from "@booking/testing";
import { insertSalon, insertStaff } from "./seed";
import { sampleAt } from "./load";

const PAYMENT_WEBHOOK_PATH = "/v1/payments/stripe/webhook";
/** The deposit the paid service takes online. */
export const DEPOSIT = 10;
/** Members of each side: the paid service's and the unpaid one's. */
const MEMBERS = 20;
/** Customers booking, each with a customer key of their own. */
const CUSTOMER_KEYS = 20;
const HALF_HOUR = 30 * 60_000;
const DAY_MS = 86_400_000;
/** Half hours of a member's day (every member works 00:00-24:00 every day). */
const SLOTS_A_DAY = 48;

export interface PaymentSalon {
  providerId: string;
  providerKey: string;
  /** The service taking a deposit online, and its members. */
  paidServiceId: string;
  paidStaffIds: string[];
  /** The same service without a payment (30 minutes, 25.00), and its members. */
  plainServiceId: string;
  plainStaffIds: string[];
  customerKeys: string[];
  /** The first start offered to the load: two days from now, at midnight UTC (within the notice and the horizon). */
  firstStart: number;
  /** Half hours per member up to the horizon (90 days): the load must not need more. */
  slotsPerMember: number;
}

export async function seedPayments(options: { databaseUrl: string; apiUrl: string }): Promise<PaymentSalon> {
  const handle = createDatabase(options.databaseUrl, { max: 2 });
  try {
    const { providerId, apiKey, serviceId, customerIds } = await insertSalon(handle.db, "pay", CUSTOMER_KEYS, {
      name: "Bench Payments",
      plan: "enterprise",
      rateLimit: 1_000_000_000,
    });
    // The paid service through the API, as a salon sets its policy.
    const created = await fetch(`${options.apiUrl}/v1/services`, {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Cut, deposit online", duration: 30, price: 25, payment: { mode: "deposit", amount: DEPOSIT } }),
    });
    const service = (await created.json()) as { data?: { id?: string } };
    if (created.status !== 201 || !service.data?.id)
      throw new Error(`the paid service was not created: ${created.status} ${JSON.stringify(service)}`);
    const paidServiceId = service.data.id;
    const paidStaffIds = await insertStaff(handle.db, providerId, "staff_pay_paid_", MEMBERS, [paidServiceId]);
    const plainStaffIds = await insertStaff(handle.db, providerId, "staff_pay_plain_", MEMBERS, [serviceId]);
    const customerKeys: string[] = [];
    for (const customerId of customerIds) {
      const key = await createApiKey(handle.db, {
        providerId,
        audience: "customer",
        customerId,
        plan: "enterprise",
        rateLimit: 1_000_000_000,
      });
      customerKeys.push(key.apiKey);
    }
    for (const table of ["customers", "services", "staff", "staff_services", "api_keys"]) {
      await sql`ANALYZE ${sql.table(table)}`.execute(handle.db);
    }
    const now = Date.now();
    const firstStart = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate()) + 2 * DAY_MS;
    return {
      providerId,
      providerKey: apiKey,
      paidServiceId,
      paidStaffIds,
      plainServiceId: serviceId,
      plainStaffIds,
      customerKeys,
      firstStart,
      // Up to 85 days ahead, inside the default horizon of 90.
      slotsPerMember: 83 * SLOTS_A_DAY,
    };
  } finally {
    await handle.close();
  }
}

/**
 * The `n`th booking of one side: member n mod the members, each member's next half hour from
 * `firstStart` on, by customer key n mod the keys (on the offered grid: every member works all day).
 */
export function paymentBookingRequest(
  n: number,
  salon: PaymentSalon,
  paid: boolean,
): { path: string; body: string; headers: Record<string, string> } {
  const staffIds = paid ? salon.paidStaffIds : salon.plainStaffIds;
  const slot = Math.floor(n / staffIds.length);
  if (slot >= salon.slotsPerMember) throw new Error(`booking ${n} runs past the horizon: ${salon.slotsPerMember} half hours a member`);
  return {
    path: "/v1/bookings",
    body: JSON.stringify({
      serviceId: paid ? salon.paidServiceId : salon.plainServiceId,
      staffId: staffIds[n % staffIds.length],
      dateTime: new Date(salon.firstStart + slot * HALF_HOUR).toISOString(),
    }),
    headers: { authorization: `Bearer ${salon.customerKeys[n % salon.customerKeys.length]}` },
  };
}

/** One booking of each side, checked: the paid one 202 held with its client secret and its PaymentIntent at the stand-in. */
export async function assertPaymentAnswers(
  apiUrl: string,
  salon: PaymentSalon,
  stripe: StripeServer,
  nth: { paid: number; plain: number },
) {
  const ask = async (paid: boolean, n: number) => {
    const { path, body, headers } = paymentBookingRequest(n, salon, paid);
    const response = await fetch(`${apiUrl}${path}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body });
    return { status: response.status, json: (await response.json()) as { data?: Record<string, unknown> } };
  };
  const paid = await ask(true, nth.paid);
  const payment = paid.json.data?.payment as { clientSecret?: string; amount?: number } | undefined;
  const intentId = payment?.clientSecret?.split("_secret_")[0] ?? "";
  if (
    paid.status !== 202 ||
    paid.json.data?.status !== "held" ||
    payment?.amount !== DEPOSIT ||
    !stripe.objects.paymentIntents.has(intentId)
  ) {
    throw new Error(`a paid booking was answered ${paid.status}, not held with its PaymentIntent: ${JSON.stringify(paid.json)}`);
  }
  const plain = await ask(false, nth.plain);
  if (plain.status !== 201 || plain.json.data?.payment !== undefined) {
    throw new Error(`an unpaid booking was answered ${plain.status}: ${JSON.stringify(plain.json)}`);
  }
}

/** The paid service's held bookings waiting for their payment, with their PaymentIntents (oldest first). */
export async function heldPayments(databaseUrl: string, salon: PaymentSalon): Promise<{ bookingId: string; reference: string }[]> {
  const handle = createDatabase(databaseUrl, { max: 1 });
  try {
    const { rows } = await sql<{ bookingId: string; reference: string }>`
      SELECT b.id AS "bookingId", pi.reference
        FROM bookings b JOIN payment_intents pi ON pi.provider_id = b.provider_id AND pi.booking_id = b.id
       WHERE b.provider_id = ${salon.providerId} AND b.status = 'held' AND b.awaiting_payment
         AND pi.kind = 'payment' AND pi.status = 'requires_payment' AND pi.reference IS NOT NULL
       ORDER BY b.created_at, b.id`.execute(handle.db);
    return rows;
  } finally {
    await handle.close();
  }
}

/** Bookings of `ids` still held, and captures recorded for them (after their events were applied). */
export async function paidOutcome(databaseUrl: string, salon: PaymentSalon, ids: string[]) {
  const handle = createDatabase(databaseUrl, { max: 1 });
  try {
    const held = await sql<{ n: string }>`
      SELECT count(*) AS n FROM bookings WHERE provider_id = ${salon.providerId} AND id = ANY(${ids}::text[]) AND status = 'held'`.execute(
      handle.db,
    );
    const captured = await sql<{ n: string }>`
      SELECT count(*) AS n FROM payment_ledger
       WHERE provider_id = ${salon.providerId} AND booking_id = ANY(${ids}::text[]) AND kind = 'capture'`.execute(handle.db);
    return { stillHeld: Number(held.rows[0]?.n ?? 0), captures: Number(captured.rows[0]?.n ?? 0) };
  } finally {
    await handle.close();
  }
}

export interface WebhookBurst {
  events: number;
  /** Events a second, from the first post to the last answer. */
  rate: number;
  p50: number;
  p99: number;
  /** Answers other than 200 (or no answer), by status. */
  refused: Record<string, number>;
  /** The payloads posted, in the order they were taken. */
  posted: string[];
}

/**
 * Posts payloads, each once, to the webhook, `concurrency` at a time over as many kept-alive
 * connections, each signed as it is sent (a signature's timestamp must be recent), until `seconds`
 * have passed or `take` has none left; the posts under way then finish and count.
 */
export async function postWebhooks(
  apiUrl: string,
  stripe: StripeServer,
  take: () => string | undefined,
  concurrency: number,
  seconds: number,
): Promise<WebhookBurst> {
  const pool = new Pool(apiUrl, { connections: concurrency, pipelining: 1 });
  const latencies: number[] = [];
  const refused: Record<string, number> = {};
  const posted: string[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  try {
    const sender = async () => {
      for (let payload = take(); payload !== undefined; payload = performance.now() < deadline ? take() : undefined) {
        posted.push(payload);
        const sent = performance.now();
        let status = 0;
        try {
          const answer = await pool.request({
            path: PAYMENT_WEBHOOK_PATH,
            method: "POST",
            headers: {
              "content-type": "application/json; charset=utf-8",
              "stripe-signature": stripe.signedHeader(payload),
              "user-agent": "Stripe/1.0",
            },
            body: payload,
          });
          await answer.body.arrayBuffer();
          status = answer.statusCode;
        } catch {
          status = 0;
        }
        latencies.push(performance.now() - sent);
        if (status !== 200) refused[String(status)] = (refused[String(status)] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, sender));
  } finally {
    await pool.close();
  }
  const elapsed = performance.now() - started;
  if (latencies.length === 0) throw new Error("no webhook event was posted");
  latencies.sort((a, b) => a - b);
  return {
    events: posted.length,
    rate: posted.length / (elapsed / 1000),
    p50: sampleAt(latencies, Math.floor(latencies.length * 0.5)),
    p99: sampleAt(latencies, Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))),
    refused,
    posted,
  };
}

/** `payment_intent.succeeded` of a PaymentIntent (the customer paid in the browser), as Stripe sends it (pretty-printed JSON). */
export function succeededPayload(stripe: StripeServer, reference: string): string {
  const event = stripe.succeed(reference);
  if (event.type !== "payment_intent.succeeded") throw new Error(`${reference}: the stand-in made ${event.type}`);
  return JSON.stringify(event, null, 2);
}
