// Online payments under chaos, against the real server, the official Stripe SDK pointed at the local
// Stripe stand-in and its signed webhooks: many random sequences (a seeded PRNG; the seed is printed
// on failure and PAYMENTS_CHAOS_SEED replays each sequence's choices; the sequences run a few at
// once, so their interleaving may differ: PAYMENTS_CHAOS_BATCH=1 runs them one by one, and
// PAYMENTS_CHAOS_RUNS sets how many), each a customer's booking of a paid service
// (deposit, full or card mode) followed by a random mix of the payment succeeding, its event
// delivered twice at once, again later or out of order, a failed payment, the hold lapsing, the
// salon booking over the lapsed time, the customer or the salon cancelling while the webhook
// arrives, Stripe failing calls, and the worker's payment tasks in between. Then a plain-SQL audit
// of the money and the times: no booking that must pay stands without a capture, no lapsed hold
// blocks a time, no payment is captured twice, no booking is refunded beyond what was taken (by the
// balances and by the ledger recomputed), no member has overlapping bookings, money for a booking
// that never stood goes back in full, and the ledger agrees with what Stripe holds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, type PaymentProvider } from "@booking/core";
import { createStripeProvider } from "@booking/core/stripe";
import { releaseLapsedHolds, runPaymentTasks } from "@booking/core/worker";
import { sql } from "@booking/db";
import { apiClient, startStripeServer, type ApiClient, type StripeServer } from "@booking/testing";
import { startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

const RUNS = Number(process.env.PAYMENTS_CHAOS_RUNS ?? 1000);
const SEED = Number(process.env.PAYMENTS_CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Sequences run at once (each on its own member and time). */
const BATCH = Number(process.env.PAYMENTS_CHAOS_BATCH ?? 8);
const STAFF = 6;
/** Hourly slots a member works a day (08:00–20:00, every day). */
const SLOTS_PER_DAY = 12;
const CUSTOMERS = BATCH;
const WEBHOOK = "/v1/payments/stripe/webhook";
const NOW = new Date("2027-03-01T08:00:00Z");

type StripeEvent = StripeServer["events"][number];

let t: TestApi;
let salon: Salon;
let stripe: StripeServer;
let payments: PaymentProvider;
const staff: string[] = [];
const customers: ApiClient[] = [];
const services: { id: string; mode: "deposit" | "full" | "card" }[] = [];
/** Each run's log by its booking's Stripe reference, for the audit's messages. */
const logs = new Map<string, string[]>();

const EVERY_DAY = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, { start: "08:00", end: "20:00" }]),
);

beforeAll(async () => {
  t = await startTestApi();
  t.clock.set(NOW);
  salon = await createSalon(t);
  stripe = await startStripeServer({ webhook: { url: `${t.url}${WEBHOOK}` }, autoDeliver: false });
  // No retries inside the SDK: each failed call surfaces (and the SDK's backoff would only slow the run).
  payments = createStripeProvider({
    secretKey: stripe.secretKey,
    webhookSecret: stripe.webhookSecret,
    apiBase: stripe.url,
    timeoutMs: 2_000,
    maxNetworkRetries: 0,
  });
  t.deps.payments = payments;
  const policies = [
    { mode: "deposit", amount: 15, refundNoticeHours: 24 },
    { mode: "deposit", percent: 20, refundNoticeHours: 240 },
    { mode: "full", refundNoticeHours: 72 },
    { mode: "full", refundNoticeHours: 0 },
    { mode: "card", noShowFee: 20, lateCancelFee: 10, refundNoticeHours: 96 },
  ] as const;
  for (const payment of policies) {
    const made = await salon.api.post("/v1/services", { name: `Paid ${JSON.stringify(payment)}`, duration: 60, price: 50, payment });
    expect(made.status, made.text).toBe(201);
    services.push({ id: made.body.data.id as string, mode: payment.mode });
  }
  for (let i = 0; i < STAFF; i += 1) {
    const member = await salon.api.post("/v1/staff", {
      name: `Chaos ${i}`,
      email: `chaos${i}@example.com`,
      role: "staff",
      services: [salon.serviceId, ...services.map((s) => s.id)],
      schedule: EVERY_DAY,
    });
    expect(member.status, member.text).toBe(201);
    staff.push(member.body.data.id as string);
  }
  for (let i = 0; i < CUSTOMERS; i += 1) {
    const customer = await salon.api.post("/v1/customers", { name: `Payer ${i}`, email: `payer${i}@example.com` });
    expect(customer.status, customer.text).toBe(201);
    const key = await createApiKey(t.db, {
      providerId: salon.providerId,
      audience: "customer",
      customerId: customer.body.data.id as string,
      plan: "default",
      rateLimit: 1_000_000,
    });
    customers.push(apiClient(t.url, key.apiKey));
  }
});
afterAll(async () => {
  await stripe?.close();
  await t?.close();
});

/** mulberry32: small, seeded, good enough to pick actions. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
    weighted: <T extends string>(weights: Record<T, number>): T => {
      const entries = Object.entries(weights) as [T, number][];
      let roll = next() * entries.reduce((sum, [, w]) => sum + w, 0);
      for (const [name, w] of entries) {
        roll -= w;
        if (roll < 0) return name;
      }
      return entries[entries.length - 1]![0];
    },
  };
}
type Rng = ReturnType<typeof prng>;

/** Slot `k`: its own member and hour (Berlin is UTC+1 until the end of March). */
function slotOf(k: number) {
  const member = staff[k % STAFF] as string;
  const j = Math.floor(k / STAFF);
  const day = 2 + Math.floor(j / SLOTS_PER_DAY);
  const hour = 8 + (j % SLOTS_PER_DAY);
  const dateTime = `2027-03-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00+01:00`;
  return { staffId: member, dateTime, startsAt: new Date(dateTime) };
}

const ACTIONS = {
  pay: 30,
  fail: 8,
  redeliver: 10,
  lapse: 12,
  sweep: 4,
  overbook: 10,
  customerCancel: 7,
  salonCancel: 7,
  stripeOutage: 4,
  tasks: 12,
} as const;
type Action = keyof typeof ACTIONS;

interface Run {
  index: number;
  rng: Rng;
  log: string[];
  violations: string[];
  staffId: string;
  dateTime: string;
  startsAt: Date;
  bookingId?: string;
  reference?: string;
  kind?: "payment" | "card_setup";
  paidAtStripe: boolean;
  /** Who cancelled the booking with a 200 answer. */
  cancelledBy?: string;
  events: StripeEvent[];
  deferred: StripeEvent[];
}

const intentOfSecret = (secret: string) => secret.split("_secret_")[0] ?? "";

function violation(run: Run, message: string) {
  run.violations.push(`run ${run.index} (${run.bookingId ?? "no booking"} at ${run.dateTime}): ${message}\n    ${run.log.join("\n    ")}`);
}

/** Delivers an event (twice at once when asked); every delivery must be answered 200. */
async function deliver(run: Run, event: StripeEvent, duplicate = false) {
  run.log.push(`deliver ${event.type} ${event.id}${duplicate ? " twice" : ""}`);
  const answers = await stripe.deliver(event, { duplicate });
  const statuses = answers.map((a) => a.status);
  if (statuses.some((s) => s !== 200)) violation(run, `webhook answered ${statuses.join(",")} to ${event.type}`);
}

/** Active bookings (and live holds) of the run's member overlapping its time, at the test clock. */
async function blockersAt(run: Run) {
  const { rows } = await sql<{ id: string; status: string; hold_expires_at: Date | null }>`
    SELECT id, status, hold_expires_at FROM bookings
     WHERE provider_id = ${salon.providerId} AND staff_id = ${run.staffId}
       AND starts_at < ${new Date(run.startsAt.getTime() + 3_600_000)} AND ends_at > ${run.startsAt}
       AND (status IN ('pending', 'confirmed') OR (status = 'held' AND hold_expires_at > ${t.clock.now()}))`.execute(t.db);
  return rows;
}

/** The Stripe customer paying (or saving a card) in the browser: an event, unless Stripe's object moved on. */
function payAtStripe(run: Run): StripeEvent | null {
  if (!run.reference || run.paidAtStripe) return null;
  try {
    const event = run.kind === "card_setup" ? stripe.succeedSetup(run.reference) : stripe.succeed(run.reference);
    run.paidAtStripe = true;
    run.events.push(event);
    run.log.push(`paid at Stripe: ${event.id}`);
    return event;
  } catch (error) {
    run.log.push(`cannot pay: ${(error as Error).message}`);
    return null;
  }
}

/** A new event delivered now, twice at once, or later (out of order with what follows). */
async function deliverSomehow(run: Run, event: StripeEvent) {
  const how = run.rng.weighted({ now: 5, twice: 3, later: 3 });
  if (how === "later") {
    run.log.push(`defer ${event.type} ${event.id}`);
    run.deferred.push(event);
  } else await deliver(run, event, how === "twice");
}

async function act(run: Run, action: Action, customer: ApiClient) {
  const { rng } = run;
  const id = run.bookingId as string;
  switch (action) {
    case "pay": {
      const event = payAtStripe(run);
      if (event) await deliverSomehow(run, event);
      return;
    }
    case "fail": {
      if (run.kind !== "payment" || run.paidAtStripe || !run.reference) return;
      try {
        const event = stripe.fail(run.reference, { declineCode: rng.pick(["generic_decline", "insufficient_funds"]) });
        run.events.push(event);
        await deliverSomehow(run, event);
      } catch (error) {
        run.log.push(`cannot fail: ${(error as Error).message}`);
      }
      return;
    }
    case "redeliver": {
      if (run.events.length === 0) return;
      await deliver(run, rng.pick(run.events), rng.chance(0.3));
      return;
    }
    case "lapse": {
      const lapsed = await sql`
        UPDATE bookings SET hold_expires_at = ${new Date(t.clock.now().getTime() - 60_000)}
         WHERE provider_id = ${salon.providerId} AND id = ${id} AND status = 'held'`.execute(t.db);
      run.log.push(`lapse (${Number(lapsed.numAffectedRows ?? 0)} held)`);
      return;
    }
    case "sweep": {
      const released = await releaseLapsedHolds(t.db, t.clock.now(), salon.providerId);
      run.log.push(`sweep released ${released}`);
      return;
    }
    case "overbook": {
      const over = await salon.book({ serviceId: salon.serviceId, staffId: run.staffId, dateTime: run.dateTime });
      run.log.push(`salon books over: ${over.status}`);
      if (over.status === 201) return;
      if (over.status !== 409) return violation(run, `the salon's booking answered ${over.status}: ${over.text}`);
      // Refused: something live must hold the time, not a lapsed hold.
      const blockers = await blockersAt(run);
      if (blockers.length === 0) {
        const here = await sql<{ id: string; status: string; cancel_reason: string | null }>`
          SELECT id, status, cancel_reason FROM bookings WHERE provider_id = ${salon.providerId} AND staff_id = ${run.staffId}
             AND starts_at = ${run.startsAt}`.execute(t.db);
        violation(run, `the salon's booking was refused with nothing live at that time: ${over.text}; there: ${JSON.stringify(here.rows)}`);
      }
      return;
    }
    case "customerCancel":
    case "salonCancel": {
      const client = action === "customerCancel" ? customer : salon.api;
      // Often while the payment's webhook arrives.
      const event = rng.chance(0.5) ? (run.deferred.shift() ?? payAtStripe(run)) : null;
      const [cancelled] = await Promise.all([
        client.delete(`/v1/bookings/${id}`),
        event ? deliver(run, event, rng.chance(0.3)) : Promise.resolve(),
      ]);
      run.log.push(`${action}: ${cancelled.status}${event ? ` with ${event.type} ${event.id}` : ""}`);
      if (cancelled.status >= 500) violation(run, `${action} answered ${cancelled.status}: ${cancelled.text}`);
      if (cancelled.status === 200) run.cancelledBy ??= action;
      return;
    }
    case "stripeOutage": {
      const count = 1 + rng.int(3);
      stripe.failNext(count, { status: rng.pick([500, 503, 429]) });
      run.log.push(`Stripe fails the next ${count} calls`);
      return;
    }
    case "tasks": {
      const runs = await runPaymentTasks(t.db, payments);
      run.log.push(`tasks: ${runs.map((r) => `${r.kind} ${r.outcome}`).join(", ") || "none"}`);
      return;
    }
  }
}

async function sequence(index: number): Promise<Run> {
  const rng = prng((SEED + Math.imul(index, 0x9e3779b1)) >>> 0);
  const slot = slotOf(index);
  const run: Run = { index, rng, log: [], violations: [], ...slot, paidAtStripe: false, events: [], deferred: [] };
  const customer = customers[index % CUSTOMERS] as ApiClient;
  const service = rng.pick(services);
  run.log.push(`book ${service.mode} with ${slot.staffId}`);
  if (rng.chance(0.05)) {
    stripe.failNext(1 + rng.int(2), { status: 500 });
    run.log.push("Stripe fails the next calls");
  }
  let held = await customer.post("/v1/bookings", { serviceId: service.id, staffId: slot.staffId, dateTime: slot.dateTime });
  for (let attempt = 0; held.status === 503 && attempt < 3; attempt += 1) {
    // Stripe was down: nothing may be left holding the time.
    run.log.push(`booking answered 503`);
    if ((await blockersAt(run)).length > 0) violation(run, "a 503 left a booking holding the time");
    held = await customer.post("/v1/bookings", { serviceId: service.id, staffId: slot.staffId, dateTime: slot.dateTime });
  }
  if (held.status === 503) return run;
  if (held.status !== 202) {
    violation(run, `booking answered ${held.status}: ${held.text}`);
    return run;
  }
  run.bookingId = held.body.data.id as string;
  run.kind = held.body.data.payment.kind as Run["kind"];
  run.reference = intentOfSecret(held.body.data.payment.clientSecret as string);
  run.log.push(`held ${run.bookingId} ${run.reference}`);
  logs.set(run.reference, run.log);

  const steps = 2 + rng.int(5);
  for (let step = 0; step < steps; step += 1) await act(run, rng.weighted(ACTIONS), customer);
  // Whatever was left to arrive arrives, in any order, and the worker runs.
  while (run.deferred.length > 0) {
    const [event] = run.deferred.splice(rng.int(run.deferred.length), 1);
    if (event) await deliver(run, event, rng.chance(0.2));
  }
  if (rng.chance(0.5)) await act(run, "tasks", customer);
  if (run.cancelledBy) {
    // A cancellation answered 200 stays one, whatever arrives afterwards.
    const after = await sql<{ status: string }>`SELECT status FROM bookings WHERE id = ${run.bookingId}`.execute(t.db);
    const status = after.rows[0]?.status;
    if (status === "pending" || status === "confirmed") violation(run, `${status} after the ${run.cancelledBy} was answered 200`);
  }
  return run;
}

async function count(query: ReturnType<typeof sql<{ n: string }>>) {
  return Number((await query.execute(t.db)).rows[0]?.n ?? 0);
}

describe("payments under chaos", () => {
  it(`keeps money and times consistent over ${RUNS} random sequences`, { timeout: 600_000 }, async () => {
    const started = Date.now();
    const cpu = process.cpuUsage();
    let ran = 0;
    const violations: string[] = [];
    try {
      for (let first = 0; first < RUNS; first += BATCH) {
        const batch = Array.from({ length: Math.min(BATCH, RUNS - first) }, (_, k) => sequence(first + k));
        for (const run of await Promise.all(batch)) violations.push(...run.violations);
        ran += batch.length;
        if (violations.length > 0) break;
      }
      expect(violations, violations.slice(0, 5).join("\n\n")).toEqual([]);

      // The worker catches up: Stripe answers again, every task due now.
      stripe.failNext(0, { status: 500 });
      await stripe.flush();
      // Holds lapsed by now are released first: their payments' cancellations are tasks too.
      await releaseLapsedHolds(t.db, t.clock.now());
      for (let round = 0; round < 20; round += 1) {
        await sql`UPDATE payment_tasks SET not_before = now() WHERE status = 'pending'`.execute(t.db);
        const runs = await runPaymentTasks(t.db, payments, 1_000);
        if (runs.length === 0) break;
      }
      await releaseLapsedHolds(t.db, t.clock.now());
      const provider = salon.providerId;

      // Nothing left to do, nothing given up.
      expect(await count(sql`SELECT count(*) AS n FROM payment_tasks WHERE provider_id = ${provider} AND status = 'pending'`)).toBe(0);
      const failed = await sql<{ booking_id: string; kind: string; outcome: string }>`
        SELECT booking_id, kind, outcome FROM payment_tasks WHERE provider_id = ${provider} AND status = 'failed'`.execute(t.db);
      expect(failed.rows, "payment tasks given up").toEqual([]);

      // 1. No booking that must pay stands without its capture.
      const unpaid = await sql<{ id: string; status: string }>`
        SELECT b.id, b.status FROM bookings b
         WHERE b.provider_id = ${provider} AND b.status IN ('pending', 'confirmed')
           AND b.payment_policy->>'mode' IN ('deposit', 'full') AND b.booked_by IN ('customer', 'public')
           AND NOT EXISTS (SELECT 1 FROM payment_ledger l WHERE l.provider_id = b.provider_id AND l.booking_id = b.id AND l.kind = 'capture')`.execute(
        t.db,
      );
      expect(unpaid.rows, "bookings standing unpaid").toEqual([]);
      // A card-mode booking stands only with its card saved.
      const cardless = await sql<{ id: string }>`
        SELECT b.id FROM bookings b
         WHERE b.provider_id = ${provider} AND b.status IN ('pending', 'confirmed') AND b.payment_policy->>'mode' = 'card'
           AND b.booked_by IN ('customer', 'public')
           AND NOT EXISTS (SELECT 1 FROM payment_intents i WHERE i.provider_id = b.provider_id AND i.booking_id = b.id
                              AND i.kind = 'card_setup' AND i.status = 'succeeded')`.execute(t.db);
      expect(cardless.rows, "card bookings standing without a card").toEqual([]);

      // 2. No lapsed hold left after a sweep (so none blocks a time).
      expect(
        await count(
          sql`SELECT count(*) AS n FROM bookings WHERE provider_id = ${provider} AND status = 'held' AND hold_expires_at <= ${t.clock.now()}`,
        ),
      ).toBe(0);

      // 3. One capture per payment, of the amount of the payments that succeeded.
      const doubles = await sql<{ booking_id: string; captures: string }>`
        SELECT booking_id, count(*) AS captures FROM payment_ledger
         WHERE provider_id = ${provider} AND kind = 'capture' GROUP BY booking_id HAVING count(*) > 1`.execute(t.db);
      expect(doubles.rows, "bookings captured twice").toEqual([]);
      const strayCaptures = await sql<{ reference: string }>`
        SELECT l.reference FROM payment_ledger l
         WHERE l.provider_id = ${provider} AND l.kind = 'capture'
           AND NOT EXISTS (SELECT 1 FROM payment_intents i WHERE i.reference = l.reference AND i.booking_id = l.booking_id
                              AND i.kind = 'payment' AND i.status = 'succeeded' AND i.amount_minor = l.amount_minor)`.execute(t.db);
      expect(strayCaptures.rows, "captures of no payment that succeeded").toEqual([]);
      const capturedVsIntents = await sql<{ booking_id: string; captured: string; succeeded: string }>`
        WITH paid AS (
          SELECT booking_id, sum(amount_minor) AS succeeded FROM payment_intents
           WHERE provider_id = ${provider} AND kind = 'payment' AND status = 'succeeded' GROUP BY booking_id)
        SELECT coalesce(b.booking_id, p.booking_id) AS booking_id, coalesce(b.captured_minor, 0) AS captured, coalesce(p.succeeded, 0) AS succeeded
          FROM (SELECT * FROM payment_balances WHERE provider_id = ${provider}) b FULL JOIN paid p ON p.booking_id = b.booking_id
         WHERE coalesce(b.captured_minor, 0) <> coalesce(p.succeeded, 0)`.execute(t.db);
      expect(capturedVsIntents.rows, "balances' captures unlike the payments that succeeded").toEqual([]);

      // 4. Refunds within captures and charges, by the balances and by the ledger recomputed; the balances are the ledger's.
      const overRefunded = await sql<{ booking_id: string }>`
        SELECT booking_id FROM payment_balances
         WHERE provider_id = ${provider} AND refunded_minor + refunding_minor > captured_minor + charged_minor`.execute(t.db);
      expect(overRefunded.rows).toEqual([]);
      const recomputed = await sql<{ booking_id: string; captured: string; charged: string; refunded: string; balance: string | null }>`
        WITH ledger AS (
          SELECT booking_id,
                 sum(amount_minor) FILTER (WHERE kind = 'capture') AS captured,
                 sum(amount_minor) FILTER (WHERE kind = 'charge') AS charged,
                 sum(amount_minor) FILTER (WHERE kind = 'refund') AS refunded
            FROM payment_ledger WHERE provider_id = ${provider} GROUP BY booking_id)
        SELECT l.booking_id, coalesce(l.captured, 0) AS captured, coalesce(l.charged, 0) AS charged, coalesce(l.refunded, 0) AS refunded,
               concat_ws('/', b.captured_minor, b.charged_minor, b.refunded_minor, b.refunding_minor) AS balance
          FROM ledger l LEFT JOIN payment_balances b ON b.provider_id = ${provider} AND b.booking_id = l.booking_id
         WHERE coalesce(l.refunded, 0) > coalesce(l.captured, 0) + coalesce(l.charged, 0)
            OR b.booking_id IS NULL OR b.captured_minor <> coalesce(l.captured, 0) OR b.charged_minor <> coalesce(l.charged, 0)
            OR b.refunded_minor <> coalesce(l.refunded, 0) OR b.refunding_minor <> 0`.execute(t.db);
      expect(recomputed.rows, "ledgers over-refunded or unlike their balances").toEqual([]);

      // 5. Money taken for a booking that never stood (its hold lapsed and its time was taken, or
      // it was withdrawn before the payment came) goes back in full.
      const kept = await sql<{ id: string; cancel_reason: string; captured: string; refunded: string }>`
        SELECT b.id, b.cancel_reason, p.captured_minor AS captured, p.refunded_minor AS refunded
          FROM bookings b JOIN payment_balances p ON p.provider_id = b.provider_id AND p.booking_id = b.id
         WHERE b.provider_id = ${provider} AND b.status = 'cancelled' AND b.cancel_reason IN ('hold_lapsed', 'withdrawn')
           AND p.refunded_minor <> p.captured_minor`.execute(t.db);
      expect(kept.rows, "money kept for bookings that never stood").toEqual([]);

      // 6. No member has overlapping bookings.
      const overlaps = await sql<{ a: string; b: string }>`
        SELECT x.id AS a, y.id AS b FROM bookings x JOIN bookings y
            ON y.provider_id = x.provider_id AND y.staff_id = x.staff_id AND y.id > x.id
           AND x.starts_at < y.ends_at AND y.starts_at < x.ends_at
         WHERE x.provider_id = ${provider}
           AND (x.status IN ('pending', 'confirmed') OR (x.status = 'held' AND x.hold_expires_at > ${t.clock.now()}))
           AND (y.status IN ('pending', 'confirmed') OR (y.status = 'held' AND y.hold_expires_at > ${t.clock.now()}))`.execute(t.db);
      expect(overlaps.rows, "overlapping bookings").toEqual([]);

      // 7. The ledger agrees with Stripe: every payment Stripe took is captured once, every refund
      // Stripe made is in the ledger with its amount, and nothing else is.
      const ledger = (
        await sql<{ kind: string; reference: string; amount_minor: number }>`
          SELECT kind, reference, amount_minor FROM payment_ledger WHERE provider_id = ${provider}`.execute(t.db)
      ).rows;
      // Payments are captures, fees charged to a saved card charges; both by the PaymentIntent's id.
      const taken = new Map(ledger.filter((l) => l.kind !== "refund").map((l) => [l.reference, l.amount_minor]));
      const refunds = new Map(ledger.filter((l) => l.kind === "refund").map((l) => [l.reference, l.amount_minor]));
      const ours = (metadata: Record<string, string> | null | undefined) => metadata?.provider_id === provider;
      const takenByStripe = [...stripe.objects.paymentIntents.values()].filter((pi) => ours(pi.metadata) && pi.status === "succeeded");
      const uncaptured = takenByStripe.filter((pi) => pi.metadata.booking_id && taken.get(pi.id) !== pi.amount_received);
      expect(
        uncaptured.map((pi) => `${pi.id}: ${(logs.get(pi.id) ?? []).join("; ")}`),
        "payments Stripe took that the ledger lacks",
      ).toEqual([]);
      const stripeRefunds = [...stripe.objects.refunds.values()].filter((r) => ours(r.metadata) && r.status === "succeeded");
      expect(
        stripeRefunds.filter((r) => refunds.get(r.id) !== r.amount).map((r) => r.id),
        "refunds Stripe made that the ledger lacks",
      ).toEqual([]);
      const stripeRefundIds = new Set(stripeRefunds.map((r) => r.id));
      expect(
        [...refunds.keys()].filter((id) => !stripeRefundIds.has(id)),
        "refunds in the ledger Stripe never made",
      ).toEqual([]);
      // Per payment, Stripe never gave back more than it took.
      for (const pi of takenByStripe) {
        const back = stripeRefunds.filter((r) => r.payment_intent === pi.id).reduce((sum, r) => sum + r.amount, 0);
        expect(back, `refunds of ${pi.id}`).toBeLessThanOrEqual(pi.amount_received);
      }
      // What the sequences went through (the chaos reached every path it is meant to).
      const outcomes = await sql<{ what: string; n: string }>`
        SELECT 'webhook ' || outcome AS what, count(*) AS n FROM payment_provider_events GROUP BY outcome
        UNION ALL SELECT kind || ' ' || coalesce(reason, '') AS what, count(*) AS n FROM payment_ledger WHERE provider_id = ${provider} GROUP BY kind, reason
        UNION ALL SELECT 'booking ' || status || coalesce(' ' || cancel_reason, '') AS what, count(*) AS n FROM bookings
         WHERE provider_id = ${provider} AND payment_policy IS NOT NULL AND booked_by = 'customer' GROUP BY status, cancel_reason
        ORDER BY what`.execute(t.db);
      console.info(outcomes.rows.map((r) => `${r.what}: ${r.n}`).join("; "));
    } catch (error) {
      console.error(`payments chaos failed: replay with PAYMENTS_CHAOS_SEED=${SEED} (PAYMENTS_CHAOS_RUNS=${RUNS})`);
      throw error;
    } finally {
      const { user, system } = process.cpuUsage(cpu);
      console.info(
        `payments chaos: seed ${SEED}, ${ran} sequences in ${((Date.now() - started) / 1000).toFixed(1)} s (${((user + system) / 1e6).toFixed(1)} s CPU here)`,
      );
    }
  });
});
