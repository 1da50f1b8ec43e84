// A booking that must pay, against the real server and the official Stripe SDK pointed at the local
// Stripe stand-in, whose signed webhooks reach the real webhook endpoint: held (202) with the client
// secret until the payment succeeds, then confirmed with booking.created and payment.received; a
// hold not paid in time frees its time even with no worker running, and its payment is cancelled;
// a payment arriving after that reinstates the booking while its time is free, else it is refunded
// in full; cancellations refund by the policy's notice; a no-show charges the saved card's fee;
// webhooks unsigned, stale or about unknown payments are refused and change nothing; Stripe down
// answers 503 and leaves no hold behind. A page closed before paying resumes the same payment from
// the booking's link.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyPaymentEvent, createApiKey, type PaymentProvider } from "@booking/core";
import { PROVIDER_RECIPIENT, runPaymentTasks } from "@booking/core/worker";
import { sql } from "@booking/db";
import { apiClient, type ApiClient, type StripeServer } from "@booking/testing";
import { expectError, lockWaits, startTestApi, type TestApi } from "../helpers";
import { createSalon, offerService, type Salon } from "../salon";
import { takePaymentsWithStandIn } from "../stripe-stand-in";

let t: TestApi;
let salon: Salon;
let stripe: StripeServer;
let payments: PaymentProvider;
let customerKey: ApiClient;
let pageKey: ApiClient;

const WEBHOOK = "/v1/payments/stripe/webhook";

beforeAll(async () => {
  t = await startTestApi({ trustProxy: 1 });
  t.clock.set("2027-03-01T08:00:00Z");
  salon = await createSalon(t);
  ({ stripe, payments } = await takePaymentsWithStandIn(t, { webhook: { url: `${t.url}${WEBHOOK}` }, autoDeliver: false }));
  customerKey = apiClient(
    t.url,
    (await createApiKey(t.db, { providerId: salon.providerId, audience: "customer", customerId: salon.customerId, plan: "default" }))
      .apiKey,
  );
  pageKey = apiClient(t.url, (await createApiKey(t.db, { providerId: salon.providerId, audience: "public", plan: "default" })).apiKey);
});
afterAll(async () => {
  await stripe?.close();
  await t?.close();
});

async function paidService(payment: Record<string, unknown>, price = 50) {
  const service = await salon.api.post("/v1/services", { name: `Paid ${JSON.stringify(payment)}`, duration: 60, price, payment });
  expect(service.status, service.text).toBe(201);
  const id = service.body.data.id as string;
  await offerService(salon.api, salon.annId, id);
  return id;
}

const intentOfSecret = (secret: string) => secret.split("_secret_")[0] ?? "";
/** The booking as the salon reads it (`payment.ledger` and all). */
const statusOf = async (id: string) =>
  (await salon.api.get(`/v1/bookings/${id}`)).body.data as {
    status: string;
    payment: { status: string; ledger: { kind: string; amount: number; at: string; reference: string; reason: string }[] };
  };
/** What a manage link's answer says was paid. */
const linkPaid = (data: { payment: { paid: number } }) => data.payment.paid;
/** What the salon's booking answer's ledger says was captured. */
const ledgerPaid = (data: { payment: { ledger: { kind: string; amount: number }[] } }) =>
  data.payment.ledger.filter((entry) => entry.kind === "capture").reduce((sum, entry) => sum + entry.amount, 0);
const eventsOf = async (bookingId: string) =>
  (
    await sql<{ event: string }>`SELECT event FROM outbox_events WHERE data->>'bookingId' = ${bookingId} ORDER BY id`.execute(t.db)
  ).rows.map((r) => r.event);

/** What the service recorded of each Stripe event about the payment (operators read it), in order. */
async function outcomesOf(reference: string) {
  const { rows } = await sql<{ type: string; outcome: string }>`
    SELECT type, outcome FROM payment_provider_events WHERE reference = ${reference} ORDER BY received_at, event_id`.execute(t.db);
  return rows.map((row) => `${row.type} ${row.outcome}`);
}

/** Delivers `event` to the webhook and answers the endpoint's statuses. */
async function deliver(event: StripeServer["events"][number], options?: { duplicate?: boolean }) {
  const deliveries = await stripe.deliver(event, options);
  return deliveries.map((d) => d.status);
}

describe("a deposit taken online", () => {
  it("tells the booking page how to take payments (Stripe.js and its publishable key)", async () => {
    const page = await pageKey.get("/v1/booking-page");
    expect(page.body.data.payments).toEqual({ provider: "stripe", publishableKey: "pk_test_standin" });
  });

  it("holds the time until paid, then confirms it with booking.created and payment.received", async () => {
    const serviceId = await paidService({ mode: "deposit", amount: 15, refundNoticeHours: 24 });
    const held = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime: "2027-03-09T10:00:00+01:00" });
    expect(held.status, held.text).toBe(202);
    expect(held.body.data).toMatchObject({
      status: "held",
      holdExpiresAt: "2027-03-01T08:30:00.000Z",
      payment: { status: "requires_payment", kind: "payment", amount: 15, currency: "EUR" },
    });
    const id = held.body.data.id as string;
    const intentId = intentOfSecret(held.body.data.payment.clientSecret as string);
    expect(stripe.objects.paymentIntents.get(intentId)).toMatchObject({ amount: 1500, currency: "eur" });
    // The time is taken meanwhile, for anyone.
    expectError(await salon.book({ dateTime: "2027-03-09T10:00:00+01:00" }), 409, "CONFLICT");
    // Nothing told yet.
    expect(await eventsOf(id)).not.toContain("booking.created");

    const paid = stripe.succeed(intentId);
    expect(await deliver(paid, { duplicate: true })).toEqual([200, 200]);
    const booking = await statusOf(id);
    // Pending: this salon confirms bookings by hand (with automatic confirmation it would be confirmed).
    expect(booking.status).toBe("pending");
    expect(booking.payment.ledger).toEqual([
      { kind: "capture", amount: 15, at: expect.any(String), reference: intentId, reason: "deposit" },
    ]);
    const told = await eventsOf(id);
    expect(told.filter((e) => e === "booking.created")).toHaveLength(1);
    expect(told.filter((e) => e === "payment.received")).toHaveLength(1);
    // Recorded once, with what it did (the repeated delivery changed nothing).
    expect(await outcomesOf(intentId)).toEqual(["payment.succeeded confirmed"]);
    // Delivered again later: nothing changes.
    expect(await deliver(paid)).toEqual([200]);
    expect((await statusOf(id)).payment.ledger).toHaveLength(1);

    // The manage link shows what was paid and what cancelling now would give back.
    const token = String(held.body.data.manage.url).split("#manage=")[1] ?? "";
    const managed = await t.anonymous.get(`/v1/manage/${token}`);
    expect(managed.status, managed.text).toBe(200);
    expect(managed.body.data.payment).toMatchObject({
      mode: "deposit",
      paid: 15,
      refundDeadline: "2027-03-08T09:00:00.000Z",
      cancelNow: { refund: 15, charge: 0 },
    });

    // Cancelled by the customer two days ahead (notice 24 h): the deposit comes back in full.
    const cancelled = await customerKey.delete(`/v1/bookings/${id}`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data.payment).toEqual({ refund: 15, charge: 0, reason: "cancelled_in_time" });
    expect((await t.anonymous.get(`/v1/manage/${token}`)).body.data.payment).toMatchObject({ paid: 15, refundPending: 15 });
    await runPaymentTasks(t.db, payments);
    const after = await statusOf(id);
    expect(after.payment.ledger.map((e: { kind: string; amount: number; reason: string }) => [e.kind, e.amount, e.reason])).toEqual([
      ["capture", 15, "deposit"],
      ["refund", 15, "cancelled_in_time"],
    ]);
    expect([...stripe.objects.refunds.values()].filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([1500]);
    expect(await eventsOf(id)).toContain("payment.refunded");
    // The refund's own event (made by us) adds nothing.
    for (const event of stripe.events.filter((e) => e.type.startsWith("refund."))) await deliver(event);
    expect((await statusOf(id)).payment.ledger).toHaveLength(2);
  });

  it("tells the salon in the app of a paid booking once it stands, as the salon's preferences say", async () => {
    const serviceId = await paidService({ mode: "deposit", amount: 5 });
    const salonNotices = async (bookingId: string) =>
      Number(
        (
          await sql<{ n: string }>`
            SELECT count(*) AS n FROM smart_notifications
             WHERE provider_id = ${salon.providerId} AND recipient = ${PROVIDER_RECIPIENT} AND data->>'bookingId' = ${bookingId}`.execute(
            t.db,
          )
        ).rows[0]?.n,
      );
    const bookAndPay = async (dateTime: string) => {
      const held = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime });
      expect(held.status, held.text).toBe(202);
      const id = held.body.data.id as string;
      expect(await salonNotices(id)).toBe(0);
      expect(await deliver(stripe.succeed(intentOfSecret(held.body.data.payment.clientSecret as string)))).toEqual([200]);
      return id;
    };
    expect(await salonNotices(await bookAndPay("2027-03-17T09:00:00+01:00"))).toBe(1);
    // The salon turns its in-app notice of new bookings off: the next paid booking stands untold in the app.
    const off = await salon.api.patch("/api/rpc/user/notificationPreferences", { push: { newBooking: false } });
    expect(off.status, off.text).toBe(200);
    const quiet = await bookAndPay("2027-03-17T14:00:00+01:00");
    expect((await statusOf(quiet)).status).toBe("pending");
    expect(await salonNotices(quiet)).toBe(0);
    expect((await salon.api.patch("/api/rpc/user/notificationPreferences", { push: { newBooking: true } })).status).toBe(200);
  });

  it("tells of a new visitor as a customer once their paid booking stands, before the booking", async () => {
    const serviceId = await paidService({ mode: "deposit", amount: 8 });
    const held = await pageKey.post(
      "/v1/bookings",
      {
        serviceId,
        staffId: salon.annId,
        dateTime: "2027-03-18T09:00:00+01:00",
        customer: { name: "Nina New", email: "nina.new@example.com" },
      },
      { headers: { "x-forwarded-for": "198.51.100.41" } },
    );
    expect(held.status, held.text).toBe(202);
    // A visitor's answer names no customer id: the booking's row does.
    const customerId = (
      await sql<{ customer_id: string }>`SELECT customer_id FROM bookings WHERE id = ${held.body.data.id as string}`.execute(t.db)
    ).rows[0]?.customer_id;
    const toldOfCustomer = async () =>
      (
        await sql<{ event: string }>`SELECT event FROM outbox_events WHERE data->>'customerId' = ${customerId} ORDER BY id`.execute(t.db)
      ).rows.map((r) => r.event);
    // Only that a payment is awaited: the visitor is no customer of the salon's until the booking stands.
    expect(await toldOfCustomer()).toEqual(["booking.awaiting_payment"]);
    expect(await deliver(stripe.succeed(intentOfSecret(held.body.data.payment.clientSecret as string)), { duplicate: true })).toEqual([
      200, 200,
    ]);
    expect(await toldOfCustomer()).toEqual(["booking.awaiting_payment", "customer.created", "booking.created", "payment.received"]);
  });

  it("keeps the deposit when the customer cancels inside the notice", async () => {
    const serviceId = await paidService({ mode: "deposit", percent: 20, refundNoticeHours: 48 });
    const held = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime: "2027-03-02T10:00:00+01:00" });
    expect(held.status, held.text).toBe(202);
    expect(held.body.data.payment.amount).toBe(10);
    const id = held.body.data.id as string;
    expect(await deliver(stripe.succeed(intentOfSecret(held.body.data.payment.clientSecret as string)))).toEqual([200]);
    const late = await customerKey.delete(`/v1/bookings/${id}`);
    expect(late.status, late.text).toBe(200);
    expect(late.body.data.payment).toEqual({ refund: 0, charge: 0, reason: "cancelled_late" });
    await runPaymentTasks(t.db, payments);
    expect((await statusOf(id)).payment.ledger.map((e: { kind: string }) => e.kind)).toEqual(["capture"]);

    // The salon gives part of it back by hand; no more than is left.
    const part = await salon.api.post(`/v1/bookings/${id}/refund`, { amount: 4 });
    expect(part.status, part.text).toBe(200);
    expect(part.body.message).toMatch(/Refund of 4\.00 requested/);
    expectError(await salon.api.post(`/v1/bookings/${id}/refund`, { amount: 7 }), 409, "CONFLICT");
    await runPaymentTasks(t.db, payments);
    const ledger = (await statusOf(id)).payment.ledger as { kind: string; amount: number; reason: string }[];
    expect(ledger.map((e) => [e.kind, e.amount, e.reason])).toEqual([
      ["capture", 10, "deposit"],
      ["refund", 4, "by_hand"],
    ]);
  });
});

describe("a cancellation by the salon", () => {
  it("gives the deposit back, and cannot then be undone to leave the booking standing unpaid", async () => {
    const serviceId = await paidService({ mode: "deposit", amount: 12, refundNoticeHours: 24 });
    const held = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime: "2027-03-12T10:00:00+01:00" });
    expect(held.status, held.text).toBe(202);
    const id = held.body.data.id as string;
    expect(await deliver(stripe.succeed(intentOfSecret(held.body.data.payment.clientSecret as string)))).toEqual([200]);
    const cancelled = await salon.api.delete(`/v1/bookings/${id}`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data.payment).toEqual({ refund: 12, charge: 0, reason: "cancelled_by_provider" });
    // Undone within its minutes, before and after Stripe made the refund: refused, naming why.
    for (const when of ["before", "after"]) {
      if (when === "after") await runPaymentTasks(t.db, payments);
      const undo = await salon.api.post(`/v1/bookings/${id}/restore`, {});
      expectError(undo, 409, "CONFLICT");
      expect(undo.body.error.details[0].rule, when).toBe("restore_refunded");
    }
    expect((await statusOf(id)).status).toBe("cancelled");
    // A booking that took nothing online is undone as before.
    const plain = await salon.book({ dateTime: "2027-03-12T14:00:00+01:00" });
    const plainId = plain.body.data.id as string;
    expect((await salon.api.delete(`/v1/bookings/${plainId}`)).status).toBe(200);
    const undone = await salon.api.post(`/v1/bookings/${plainId}/restore`, {});
    expect(undone.status, undone.text).toBe(200);
  });
});

describe("a hold not paid in time", () => {
  it("frees its time with no worker running, cancels the payment, and a late payment reinstates or refunds", async () => {
    const serviceId = await paidService({ mode: "full" });
    const first = await pageKey.post("/v1/bookings", {
      serviceId,
      staffId: salon.annId,
      dateTime: "2027-03-10T10:00:00+01:00",
      customer: { name: "Vera Visitor", email: "vera@example.com" },
    });
    expect(first.status, first.text).toBe(202);
    const firstIntent = intentOfSecret(first.body.data.payment.clientSecret as string);
    const second = await pageKey.post("/v1/bookings", {
      serviceId,
      staffId: salon.annId,
      dateTime: "2027-03-10T14:00:00+01:00",
      customer: { name: "Walt Visitor", email: "walt@example.com" },
    });
    expect(second.status, second.text).toBe(202);
    const secondIntent = intentOfSecret(second.body.data.payment.clientSecret as string);

    t.clock.advance(31 * 60_000);
    // The salon books over the first lapsed hold: it is released on the way (no worker runs here).
    const over = await salon.book({ dateTime: "2027-03-10T10:00:00+01:00" });
    expect(over.status, over.text).toBe(201);
    const lapsed = await statusOf(first.body.data.id as string);
    expect(lapsed).toMatchObject({ status: "cancelled" });
    // The second hold lapsed too (released on the same way), but nothing took its time: its
    // payment, made before the worker cancelled it, reinstates it.
    expect((await statusOf(second.body.data.id as string)).status).toBe("cancelled");
    expect(await deliver(stripe.succeed(secondIntent))).toEqual([200]);
    expect(await statusOf(second.body.data.id as string)).toMatchObject({ status: "pending", payment: { status: "paid" } });
    expect(await outcomesOf(secondIntent)).toEqual(["payment.succeeded reinstated"]);
    await runPaymentTasks(t.db, payments);
    expect(stripe.objects.paymentIntents.get(firstIntent)?.status).toBe("canceled");
    expect(stripe.objects.paymentIntents.get(secondIntent)?.status).toBe("succeeded");
  });

  it("pays as the same Stripe customer each time: a returning customer's or visitor's booking makes no second Customer", async () => {
    const serviceId = await paidService({ mode: "deposit", amount: 12, refundNoticeHours: 24 });
    const customerOf = (held: { body: { data: { payment: { clientSecret: string } } } }) =>
      stripe.objects.paymentIntents.get(intentOfSecret(held.body.data.payment.clientSecret))?.customer;
    const before = stripe.objects.customers.size;
    // The customer's key (the customer known before the booking's statement), twice.
    const first = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime: "2027-03-31T09:00:00+02:00" });
    const second = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime: "2027-03-31T11:00:00+02:00" });
    expect([first.status, second.status], second.text).toEqual([202, 202]);
    // A visitor from the page (found by email inside the booking's transaction), twice.
    const visitor = { name: "Rita Return", email: "rita.return@example.com" };
    const fromPage = (dateTime: string, address: string) =>
      pageKey.post(
        "/v1/bookings",
        { serviceId, staffId: salon.annId, dateTime, customer: visitor },
        { headers: { "x-forwarded-for": address } },
      );
    const third = await fromPage("2027-03-31T13:00:00+02:00", "198.51.100.31");
    const fourth = await fromPage("2027-03-31T15:00:00+02:00", "198.51.100.32");
    expect([third.status, fourth.status], fourth.text).toEqual([202, 202]);
    expect(customerOf(second)).toBe(customerOf(first));
    expect(customerOf(fourth)).toBe(customerOf(third));
    expect(customerOf(third)).not.toBe(customerOf(first));
    // The customer's key had paid as a Stripe customer before (earlier tests): only the visitor is new.
    expect(stripe.objects.customers.size).toBe(before + 1);
  });

  it("refunds in full a payment that arrives after its time was taken", async () => {
    const serviceId = await paidService({ mode: "full" });
    const held = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime: "2027-03-11T10:00:00+01:00" });
    expect(held.status, held.text).toBe(202);
    const intentId = intentOfSecret(held.body.data.payment.clientSecret as string);
    t.clock.advance(31 * 60_000);
    expect((await salon.book({ dateTime: "2027-03-11T10:00:00+01:00" })).status).toBe(201);
    // The customer paid just before the cancellation reached Stripe.
    await sql`UPDATE payment_tasks SET status = 'done' WHERE booking_id = ${held.body.data.id as string}`.execute(t.db);
    expect(await deliver(stripe.succeed(intentId))).toEqual([200]);
    expect((await statusOf(held.body.data.id as string)).status).toBe("cancelled");
    expect(await outcomesOf(intentId)).toEqual(["payment.succeeded refunded"]);
    await runPaymentTasks(t.db, payments);
    const ledger = (await statusOf(held.body.data.id as string)).payment.ledger as { kind: string; amount: number; reason: string }[];
    expect(ledger.map((e) => [e.kind, e.amount, e.reason])).toEqual([
      ["capture", 50, "full"],
      ["refund", 50, "hold_lapsed"],
    ]);
  });
});

describe("card mode", () => {
  it("saves a card to confirm, and charges the no-show fee off session", async () => {
    const serviceId = await paidService({ mode: "card", noShowFee: 20, lateCancelFee: 10 });
    const held = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime: "2027-03-15T10:00:00+01:00" });
    expect(held.status, held.text).toBe(202);
    expect(held.body.data.payment).toMatchObject({ kind: "card_setup", amount: 0 });
    const setup = held.body.data.payment.clientSecret.split("_secret_")[0] as string;
    expect(await deliver(stripe.succeedSetup(setup))).toEqual([200]);
    const id = held.body.data.id as string;
    expect((await statusOf(id)).status).toBe("pending");
    expect((await salon.api.patch(`/v1/bookings/${id}`, { status: "confirmed" })).status).toBe(200);
    t.clock.set("2027-03-15T10:30:00Z");
    const noShow = await salon.api.patch(`/v1/bookings/${id}`, { status: "no_show" });
    expect(noShow.status, noShow.text).toBe(200);
    expect(noShow.body.data.payment).toEqual({ refund: 0, charge: 20, reason: "no_show" });
    await runPaymentTasks(t.db, payments);
    const ledger = (await statusOf(id)).payment.ledger as { kind: string; amount: number; reason: string }[];
    expect(ledger.map((e) => [e.kind, e.amount, e.reason])).toEqual([["charge", 20, "no_show_fee"]]);
  });
});

describe("a payment resumed from the booking's link", () => {
  const expectRefusal = (res: Parameters<typeof expectError>[0], status: number, code: string, message: RegExp) => {
    expectError(res, status, code);
    expect(res.body.error.message).toMatch(message);
  };
  const resume = (token: string) => t.anonymous.post(`/v1/manage/${token}/payment`, {});
  const tokenOf = (held: { body: { data: { manage: { token: string } } } }) => held.body.data.manage.token;

  it("answers the same payment while it is owed, and 409 once paid, lapsed or owed none", async () => {
    const serviceId = await paidService({ mode: "deposit", amount: 15, refundNoticeHours: 24 });
    const held = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime: "2027-03-26T10:00:00+01:00" });
    expect(held.status, held.text).toBe(202);
    const intents = stripe.objects.paymentIntents.size;
    // The page was closed before paying: the booking's link asks for its payment again.
    const resumed = await resume(tokenOf(held));
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.body.data).toEqual({
      ...held.body.data.payment,
      holdExpiresAt: held.body.data.holdExpiresAt,
      publishableKey: "pk_test_standin",
    });
    // The one asked for when booking: no second payment was made at Stripe.
    expect(stripe.objects.paymentIntents.size).toBe(intents);

    // Asked again at once (a leaked link, from any address): refused without asking Stripe, until 5 s passed.
    const asked = stripe.requests.length;
    const tooSoon = await resume(tokenOf(held));
    expectRefusal(tooSoon, 429, "RATE_LIMITED", /asked for a moment ago/);
    expect(tooSoon.headers.get("retry-after")).toBe("5");
    expect(stripe.requests.length).toBe(asked);
    t.clock.advance(5_000);
    expect((await resume(tokenOf(held))).status).toBe(200);
    expect(stripe.requests.length).toBe(asked + 1);

    // Paid in the browser, Stripe's webhook not yet here: nothing left to pay.
    stripe.succeed(intentOfSecret(held.body.data.payment.clientSecret as string));
    t.clock.advance(5_000);
    expectRefusal(await resume(tokenOf(held)), 409, "CONFLICT", /payment was made already/);

    // A hold that lapsed has nothing to resume: its time was released.
    const lapsing = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime: "2027-03-26T14:00:00+01:00" });
    expect(lapsing.status, lapsing.text).toBe(202);
    t.clock.advance(31 * 60_000);
    expectRefusal(await resume(tokenOf(lapsing)), 409, "CONFLICT", /ran out before it was paid/);
    t.clock.set("2027-03-01T08:00:00Z");

    // A payment the processor no longer has: refused, not a fault.
    const gone = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime: "2027-03-26T16:00:00+01:00" });
    expect(gone.status, gone.text).toBe(202);
    stripe.objects.paymentIntents.delete(intentOfSecret(gone.body.data.payment.clientSecret as string));
    expectRefusal(await resume(tokenOf(gone)), 409, "CONFLICT", /refused this payment \(resource_missing\)/);

    // A booking of a service paid at the salon owes nothing online.
    const free = await customerKey.post("/v1/bookings", {
      serviceId: salon.serviceId,
      staffId: salon.annId,
      dateTime: "2027-03-29T10:00:00+02:00",
    });
    expect(free.status, free.text).toBe(201);
    expectRefusal(await resume(tokenOf(free)), 409, "CONFLICT", /not waiting for a payment/);
    expectError(await t.anonymous.post(`/v1/manage/${"Z".repeat(32)}/payment`, {}), 404, "NOT_FOUND");
  });

  it("answers a card to save in card mode, and 503 while Stripe is down, the hold kept", async () => {
    const serviceId = await paidService({ mode: "card", noShowFee: 20 });
    const held = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime: "2027-03-29T14:00:00+02:00" });
    expect(held.status, held.text).toBe(202);
    stripe.failNext(10, { status: 500 });
    const down = await resume(tokenOf(held));
    stripe.failNext(0, { status: 500 });
    expect(down.status, down.text).toBe(503);
    expect(down.body.error).toEqual({ code: "SERVICE_UNAVAILABLE", message: "The payment provider did not answer: try again in a minute" });
    expect((await statusOf(held.body.data.id as string)).status).toBe("held");
    const resumed = await resume(tokenOf(held));
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.body.data).toMatchObject({ kind: "card_setup", amount: 0, clientSecret: held.body.data.payment.clientSecret });
  });

  it("shows a payment's confirmation whole, on the link and to the salon: never paid while still held", async () => {
    // The page that paid asks the link until the booking stands; an answer of "held, 15 paid" made it
    // stop asking with the booking shown held for good. Here the confirmation commits while a read is
    // half done (between the booking and its money): the answer is from before it or after it.
    const serviceId = await paidService({ mode: "deposit", amount: 15, refundNoticeHours: 24 });
    const readers = [
      // The link's answer reads waitlist offers after the booking and before the money.
      { locks: "waitlist_offers", read: (id: string, token: string) => t.anonymous.get(`/v1/manage/${token}`), paid: linkPaid },
      { locks: "payment_ledger", read: (id: string) => salon.api.get(`/v1/bookings/${id}`), paid: ledgerPaid },
    ];
    for (const [index, reader] of readers.entries()) {
      const dateTime = `2027-03-30T1${index}:00:00+02:00`;
      const held = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime });
      expect(held.status, held.text).toBe(202);
      const id = held.body.data.id as string;
      const payload = JSON.stringify(stripe.succeed(intentOfSecret(held.body.data.payment.clientSecret as string)));
      const event = payments.parseWebhook(payload, stripe.signedHeader(payload));
      const answered = await t.db.connection().execute(async (holder) => {
        // The holder locks a table the read needs after the booking; the read waits there. The
        // holder then applies Stripe's confirmation and commits with the lock's release.
        await sql`BEGIN`.execute(holder);
        await sql`LOCK TABLE ${sql.table(reader.locks)} IN ACCESS EXCLUSIVE MODE`.execute(holder);
        const reading = reader.read(id, tokenOf(held));
        await expect.poll(() => lockWaits(holder)).toBe(1);
        // In the holder's transaction (applyPaymentEvent's own BEGIN only warns), committed with it.
        expect(await applyPaymentEvent(holder, event, t.clock.now())).toBe("confirmed");
        return reading;
      });
      expect(answered.status, answered.text).toBe(200);
      const seen = { status: answered.body.data.status as string, paid: reader.paid(answered.body.data) };
      expect(
        [
          { status: "held", paid: 0 },
          { status: "pending", paid: 15 },
        ],
        reader.locks,
      ).toContainEqual(seen);
      // Read again: it stands, paid.
      const after = (await reader.read(id, tokenOf(held))).body.data;
      expect({ status: after.status, paid: reader.paid(after) }).toEqual({ status: "pending", paid: 15 });
    }
  });
});

describe("a card setup not completed in time", () => {
  it("is cancelled at Stripe once its hold lapses", async () => {
    const serviceId = await paidService({ mode: "card", noShowFee: 20 });
    const held = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime: "2027-03-24T10:00:00+01:00" });
    expect(held.status, held.text).toBe(202);
    const setup = String(held.body.data.payment.clientSecret).split("_secret_")[0] ?? "";
    await sql`UPDATE bookings SET hold_expires_at = ${new Date(t.clock.now().getTime() - 1000)} WHERE id = ${held.body.data.id as string}`.execute(
      t.db,
    );
    expect((await salon.book({ dateTime: "2027-03-24T10:00:00+01:00" })).status).toBe(201);
    await runPaymentTasks(t.db, payments);
    expect(stripe.objects.setupIntents.get(setup)?.status).toBe("canceled");
  });
});

describe("a declined fee", () => {
  it("is recorded, leaves the booking no-show, and tells the salon", async () => {
    const serviceId = await paidService({ mode: "card", noShowFee: 25 });
    const held = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime: "2027-03-16T10:00:00+01:00" });
    expect(held.status, held.text).toBe(202);
    const setup = String(held.body.data.payment.clientSecret).split("_secret_")[0] ?? "";
    expect(await deliver(stripe.succeedSetup(setup, { declines: true, declineCode: "insufficient_funds" }))).toEqual([200]);
    const id = held.body.data.id as string;
    expect((await salon.api.patch(`/v1/bookings/${id}`, { status: "confirmed" })).status).toBe(200);
    t.clock.set("2027-03-16T10:30:00Z");
    expect((await salon.api.patch(`/v1/bookings/${id}`, { status: "no_show" })).status).toBe(200);
    await runPaymentTasks(t.db, payments);
    const booking = await statusOf(id);
    expect(booking.status).toBe("no_show");
    expect(booking.payment.ledger).toEqual([]);
    const declined = await sql<{ status: string; failure: string }>`
      SELECT status, failure FROM payment_intents WHERE booking_id = ${id} AND kind = 'fee'`.execute(t.db);
    expect(declined.rows).toEqual([{ status: "declined", failure: "insufficient_funds" }]);
    const notices = await salon.api.get("/api/rpc/user/smartNotifications/list", { query: { limit: 50 } });
    const told = (notices.body.notifications as { type: string; body: string }[]).filter((n) => n.type === "paymentFailed");
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain("insufficient_funds");
  });
});

describe("refusals", () => {
  it("answers 400 to unsigned, stale or forged webhooks and 404 to unknown payments, changing nothing", async () => {
    const body = JSON.stringify({ id: "evt_forged", type: "payment_intent.succeeded", data: { object: {} } });
    const unsigned = await fetch(`${t.url}${WEBHOOK}`, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(unsigned.status).toBe(400);
    const stale = await fetch(`${t.url}${WEBHOOK}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": stripe.signedHeader(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      },
      body,
    });
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as { error: { message: string } }).error.message).toMatch(/older/);
    const forged = await fetch(`${t.url}${WEBHOOK}`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` },
      body,
    });
    expect(forged.status).toBe(400);
    // Bodies as for any documented path: JSON only (415 from the headers), at most 1 MiB (413).
    const text = await fetch(`${t.url}${WEBHOOK}`, { method: "POST", headers: { "content-type": "text/plain" }, body: "x" });
    expect(text.status).toBe(415);
    const huge = await fetch(`${t.url}${WEBHOOK}`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=0" },
      body: JSON.stringify({ pad: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    // A payment made elsewhere on the account: unknown here.
    const foreign = await payments.createPayment({
      amountMinor: 500,
      currency: "EUR",
      bookingId: "bk_elsewhere",
      providerId: salon.providerId,
      customer: { name: "Someone" },
      idempotencyKey: "foreign-1",
    });
    expect(await deliver(stripe.succeed(foreign.reference))).toEqual([404]);
    const recorded = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM payment_provider_events WHERE reference = ${foreign.reference}`.execute(t.db);
    expect(Number(recorded.rows[0]?.n)).toBe(0);
  });

  it("answers 503 when Stripe is down, leaving no hold behind", async () => {
    const serviceId = await paidService({ mode: "full" });
    stripe.failNext(10, { status: 500 });
    const refused = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime: "2027-03-22T10:00:00+01:00" });
    expect(refused.status, refused.text).toBe(503);
    expect(refused.body.error).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: expect.stringMatching(/nothing was booked/) });
    const left = await sql<{ n: string }>`
      SELECT count(*) AS n FROM bookings WHERE service_id = ${serviceId} AND status IN ('held', 'pending', 'confirmed')`.execute(t.db);
    expect(Number(left.rows[0]?.n)).toBe(0);
    stripe.failNext(0, { status: 500 });
    const later = await customerKey.post("/v1/bookings", { serviceId, staffId: salon.annId, dateTime: "2027-03-22T10:00:00+01:00" });
    expect(later.status, later.text).toBe(202);
  });
});
