// Waitlist offers of a service that takes a payment, against the real server, the official Stripe
// SDK and the local Stripe stand-in whose signed webhooks reach the real endpoint. A customer in
// line is offered a freed time like anyone (not passed over) where payments are taken online, and
// claims it by paying, as a booking of it would be: the claim keeps the time held for the payment
// and opens it, the payment's confirmation makes the booking stand and the entry booked; unpaid in
// time the offer lapses and the time goes to the next in line; Stripe down at the claim leaves the
// offer held, to claim again. Where payments are not taken online such entries are passed over.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, issueManageLink, type PaymentProvider } from "@booking/core";
import { loadNoticeBooking, offerReleasedTimes, releaseLapsedHolds, runPaymentTasks } from "@booking/core/worker";
import { sql } from "@booking/db";
import { apiClient, type ApiClient, type StripeServer } from "@booking/testing";
import { expectError, startTestApi, type TestApi } from "../helpers";
import { createSalon, offerService, type Salon } from "../salon";
import { takePaymentsWithStandIn } from "../stripe-stand-in";

let t: TestApi;
let salon: Salon;
let stripe: StripeServer;
let payments: PaymentProvider;
let serviceId: string;

// Monday 1 March 2027, 09:00 in Berlin; the appointments are on Tuesday 9 March (UTC+1).
const NOW = "2027-03-01T08:00:00Z";
const tuesday = (time: string) => new Date(`2027-03-09T${time}:00+01:00`).toISOString();
const WEBHOOK = "/v1/payments/stripe/webhook";

beforeAll(async () => {
  t = await startTestApi();
  t.clock.set(NOW);
  salon = await createSalon(t);
  ({ stripe, payments } = await takePaymentsWithStandIn(t, { webhook: { url: `${t.url}${WEBHOOK}` }, autoDeliver: false }));
  // Offers held for 5 minutes: a claim then holds the time for the payment's 30 minutes.
  expect((await salon.api.patch("/v1/settings", { waitlistOfferMinutes: 5, confirmation: "auto" })).status).toBe(200);
  const service = await salon.api.post("/v1/services", {
    name: "Colour with deposit",
    duration: 60,
    price: 80,
    payment: { mode: "deposit", amount: 20, refundNoticeHours: 24 },
  });
  expect(service.status, service.text).toBe(201);
  serviceId = service.body.data.id as string;
  await offerService(salon.api, salon.annId, serviceId);
});
afterAll(async () => {
  await stripe?.close();
  await t?.close();
});

/** A customer of the salon with a key of their own, in line for the paid service on Tuesday mornings. */
async function waitingCustomer(name: string): Promise<{ key: ApiClient; customerId: string; entryId: string }> {
  const customer = await salon.api.post("/v1/customers", { name, email: `${name.toLowerCase()}@example.com` });
  expect(customer.status, customer.text).toBe(201);
  const customerId = customer.body.data.id as string;
  const key = apiClient(
    t.url,
    (await createApiKey(t.db, { providerId: salon.providerId, audience: "customer", customerId, plan: "default" })).apiKey,
  );
  const joined = await key.post("/v1/waitlist", {
    serviceId,
    windows: [{ from: "2027-03-09", to: "2027-03-09", startTime: "09:00", endTime: "12:00" }],
  });
  expect(joined.status, joined.text).toBe(201);
  return { key, customerId, entryId: joined.body.data.id as string };
}

/** A booking of the paid service made by the salon (no payment asked) and cancelled: its time goes to the line. */
async function freeTime(time: string) {
  const booked = await salon.api.post("/v1/bookings", {
    customerId: salon.customerId,
    serviceId,
    staffId: salon.annId,
    dateTime: tuesday(time),
  });
  expect(booked.status, booked.text).toBe(201);
  expect((await salon.api.delete(`/v1/bookings/${booked.body.data.id as string}`)).status).toBe(200);
}

const entryOf = async (entryId: string) =>
  (await salon.api.get("/v1/waitlist", { query: { limit: 100 } })).body.data.find((e: { id: string }) => e.id === entryId) as {
    status: string;
  };
const liveOfferOf = async (entryId: string) =>
  (
    await sql<{ booking_id: string; status: string }>`
      SELECT booking_id, status FROM waitlist_offers WHERE entry_id = ${entryId} ORDER BY created_at DESC LIMIT 1`.execute(t.db)
  ).rows[0];
const eventsOf = async (bookingId: string) =>
  (
    await sql<{ event: string }>`SELECT event FROM outbox_events WHERE data->>'bookingId' = ${bookingId} ORDER BY id`.execute(t.db)
  ).rows.map((r) => r.event);
const tokenFor = async (bookingId: string) => (await issueManageLink(t.db, t.url, salon.providerId, bookingId)).token;
const intentOfSecret = (secret: string) => secret.split("_secret_")[0] ?? "";

describe("a waitlist offer of a service that takes a deposit", () => {
  it("passes the customer over where payments are not taken online, and offers them the time where they are", async () => {
    const { entryId } = await waitingCustomer("Nadia");
    await freeTime("09:00");
    const [unpaid] = await offerReleasedTimes(t.db, t.clock.now(), { takesPayments: false });
    expect(unpaid?.outcome).toBe("none");
    const skipped = await sql<{ skipped: { entryId: string; reason: string }[] }>`
      SELECT skipped FROM waitlist_releases WHERE starts_at = ${tuesday("09:00")} AND service_id = ${serviceId}`.execute(t.db);
    expect(skipped.rows[0]?.skipped).toEqual([{ entryId, reason: "payment_required" }]);
    expect(await entryOf(entryId)).toMatchObject({ status: "waiting" });

    await freeTime("10:00");
    const [offered] = await offerReleasedTimes(t.db, t.clock.now(), { takesPayments: true });
    expect(offered?.outcome).toBe("offered");
    expect(await entryOf(entryId)).toMatchObject({ status: "offered" });
    // Leave the line: the offer is withdrawn, so the next tests start from an empty line.
    const offer = await liveOfferOf(entryId);
    expect((await t.anonymous.post(`/v1/manage/${await tokenFor(offer!.booking_id)}/decline`, {})).status).toBe(200);
    expect((await salon.api.delete(`/v1/waitlist/${entryId}`)).status).toBe(200);
    expect((await offerReleasedTimes(t.db, t.clock.now(), { takesPayments: true })).map((r) => r.outcome)).toEqual(["none"]);
  });

  it("is claimed by paying: held for the payment, then booked once Stripe confirms it", async () => {
    const { entryId, customerId } = await waitingCustomer("Paula");
    await freeTime("11:00");
    expect((await offerReleasedTimes(t.db, t.clock.now(), { takesPayments: true }))[0]?.outcome).toBe("offered");
    const offer = await liveOfferOf(entryId);
    const bookingId = offer!.booking_id;
    const token = await tokenFor(bookingId);

    // The offer's page says the time takes a deposit, nothing paid yet.
    const before = await t.anonymous.get(`/v1/manage/${token}`);
    // Its email says so too (the worker's facts for the offer's message).
    expect((await loadNoticeBooking(t.db, salon.providerId, bookingId))?.booking).toMatchObject({
      paymentMode: "deposit",
      paymentDue: { amountMinor: 2000, currency: "EUR" },
    });
    expect(before.body.data).toMatchObject({
      status: "held",
      offer: { expiresAt: "2027-03-01T08:05:00.000Z", payment: "deposit" },
      payment: { mode: "deposit", paid: 0 },
    });

    // Claimed: still held, now for the payment's 30 minutes; no longer an offer to answer; the deposit asked of Stripe.
    const claimed = await t.anonymous.post(`/v1/manage/${token}/claim`, {});
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.body.data).toMatchObject({ status: "held", holdExpiresAt: "2027-03-01T08:30:00.000Z", offer: null });
    expect(claimed.body.message).toMatch(/pay/);
    expect(await entryOf(entryId)).toMatchObject({ status: "offered" });
    expect(await eventsOf(bookingId)).toEqual(["waitlist.offered", "booking.awaiting_payment"]);
    // Nobody else books the time meanwhile.
    expectError(await salon.book({ serviceId, dateTime: tuesday("11:00") }), 409, "CONFLICT");
    // Claiming again asks Stripe for nothing more.
    const intentsBefore = stripe.objects.paymentIntents.size;
    expect((await t.anonymous.post(`/v1/manage/${token}/claim`, {})).body.data).toMatchObject({ status: "held" });
    expect(stripe.objects.paymentIntents.size).toBe(intentsBefore);

    // The page takes the payment: the deposit of 20.00 asked at the claim.
    const owed = await t.anonymous.post(`/v1/manage/${token}/payment`, {});
    expect(owed.status, owed.text).toBe(200);
    expect(owed.body.data).toMatchObject({ kind: "payment", amount: 20, currency: "EUR", holdExpiresAt: "2027-03-01T08:30:00.000Z" });
    const intentId = intentOfSecret(owed.body.data.clientSecret as string);
    expect(stripe.objects.paymentIntents.get(intentId)).toMatchObject({ amount: 2000, currency: "eur" });

    // Paid: the booking stands (this salon confirms at once), the entry is booked, everyone told once.
    const deliveries = await stripe.deliver(stripe.succeed(intentId), { duplicate: true });
    expect(deliveries.map((d) => d.status)).toEqual([200, 200]);
    const booking = await salon.api.get(`/v1/bookings/${bookingId}`);
    expect(booking.body.data).toMatchObject({ status: "confirmed", customer: { id: customerId }, dateTime: tuesday("11:00") });
    expect(booking.body.data.payment.ledger).toEqual([
      { kind: "capture", amount: 20, at: expect.any(String), reference: intentId, reason: "deposit" },
    ]);
    expect(await entryOf(entryId)).toMatchObject({ status: "booked" });
    expect((await liveOfferOf(entryId))?.status).toBe("claimed");
    expect(await eventsOf(bookingId)).toEqual([
      "waitlist.offered",
      "booking.awaiting_payment",
      "waitlist.claimed",
      "booking.created",
      "payment.received",
    ]);
    // The link now manages a booking: claiming again answers it as it is.
    const again = await t.anonymous.post(`/v1/manage/${token}/claim`, {});
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toMatchObject({ status: "confirmed", payment: { paid: 20 } });
  });

  it("lapses unpaid like any offer: the payment is cancelled, the customer waits on, the time goes to the next in line", async () => {
    const first = await waitingCustomer("Quentin");
    const second = await waitingCustomer("Rosa");
    await freeTime("09:00");
    expect((await offerReleasedTimes(t.db, t.clock.now(), { takesPayments: true }))[0]?.outcome).toBe("offered");
    const offer = await liveOfferOf(first.entryId);
    const token = await tokenFor(offer!.booking_id);
    expect((await t.anonymous.post(`/v1/manage/${token}/claim`, {})).status).toBe(200);
    const owed = await t.anonymous.post(`/v1/manage/${token}/payment`, {});
    const intentId = intentOfSecret(owed.body.data.clientSecret as string);

    // Past the offer's own 5 minutes the claim still holds the time; past the payment's 30 it lapses.
    t.clock.set("2027-03-01T08:10:00Z");
    expect(await releaseLapsedHolds(t.db, t.clock.now())).toBe(0);
    t.clock.set("2027-03-01T08:31:00Z");
    expect(await releaseLapsedHolds(t.db, t.clock.now())).toBe(1);
    expect((await liveOfferOf(first.entryId))?.status).toBe("lapsed");
    expect(await entryOf(first.entryId)).toMatchObject({ status: "waiting" });
    expect(await eventsOf(offer!.booking_id)).toContain("waitlist.lapsed");
    expectError(await t.anonymous.post(`/v1/manage/${token}/claim`, {}), 409, "CONFLICT");
    // The payment not made is cancelled at Stripe (the worker's payment task).
    await runPaymentTasks(t.db, payments);
    expect(stripe.objects.paymentIntents.get(intentId)).toMatchObject({ status: "canceled" });
    // The freed time goes to the next in line.
    expect((await offerReleasedTimes(t.db, t.clock.now(), { takesPayments: true }))[0]?.outcome).toBe("offered");
    expect(await entryOf(second.entryId)).toMatchObject({ status: "offered" });
    t.clock.set(NOW);
  });

  it("refuses an offer by hand to a customer who would have to pay where payments are not taken online", async () => {
    const { entryId } = await waitingCustomer("Tomas");
    const offerByHand = () => salon.api.post(`/v1/waitlist/${entryId}/offer`, { start: "2027-03-09T10:00:00+01:00", staffId: salon.annId });
    const taking = t.deps.payments;
    t.deps.payments = undefined;
    try {
      const refused = await offerByHand();
      expectError(refused, 409, "CONFLICT");
      expect(refused.body.error.details).toEqual([expect.objectContaining({ path: "start", rule: "payment_required" })]);
      expect(await entryOf(entryId)).toMatchObject({ status: "waiting" });
    } finally {
      t.deps.payments = taking;
    }
    // Where payments are taken, the same offer is made (to be paid when claimed), then withdrawn by leaving the line.
    const offered = await offerByHand();
    expect(offered.status, offered.text).toBe(201);
    expect((await salon.api.delete(`/v1/waitlist/${entryId}`)).status).toBe(200);
    await offerReleasedTimes(t.db, t.clock.now(), { takesPayments: false });
  });

  it("answers 409 to a claim whose offer was declined while Stripe was asked, and cancels that payment at Stripe", async () => {
    await freeTime("10:00");
    expect((await offerReleasedTimes(t.db, t.clock.now(), { takesPayments: true })).map((r) => r.outcome)).toEqual(["offered"]);
    // Whoever is first in line for it.
    const offered = await sql<{ booking_id: string; entry_id: string }>`
      SELECT booking_id, entry_id FROM waitlist_offers WHERE status = 'live' AND service_id = ${serviceId} AND starts_at = ${tuesday("10:00")}`.execute(
      t.db,
    );
    expect(offered.rows).toHaveLength(1);
    const token = await tokenFor(offered.rows[0]!.booking_id);
    const intentsBefore = new Set(stripe.objects.paymentIntents.keys());
    stripe.freeze();
    const claiming = t.anonymous.post(`/v1/manage/${token}/claim`, {});
    // Stripe has made the payment but not answered yet: the customer declines on another page.
    await expect.poll(() => stripe.objects.paymentIntents.size, { interval: 10 }).toBe(intentsBefore.size + 1);
    expect((await t.anonymous.post(`/v1/manage/${token}/decline`, {})).status).toBe(200);
    stripe.thaw();
    expectError(await claiming, 409, "CONFLICT");
    const [made] = [...stripe.objects.paymentIntents.keys()].filter((id) => !intentsBefore.has(id));
    await runPaymentTasks(t.db, payments);
    expect(stripe.objects.paymentIntents.get(made ?? "")).toMatchObject({ status: "canceled" });
    expect(await entryOf(offered.rows[0]!.entry_id)).toMatchObject({ status: "waiting" });
    await offerReleasedTimes(t.db, t.clock.now(), { takesPayments: false });
  });

  it("offers an entry the salon added without payment, as the salon's own bookings are", async () => {
    const customer = await salon.api.post("/v1/customers", { name: "Sven", email: "sven@example.com" });
    const added = await salon.api.post("/v1/waitlist", {
      customerId: customer.body.data.id,
      serviceId,
      windows: [{ from: "2027-03-10", to: "2027-03-10", startTime: "09:00", endTime: "12:00" }],
    });
    expect(added.status, added.text).toBe(201);
    const booked = await salon.api.post("/v1/bookings", {
      customerId: salon.customerId,
      serviceId,
      staffId: salon.annId,
      dateTime: "2027-03-10T10:00:00+01:00",
    });
    expect((await salon.api.delete(`/v1/bookings/${booked.body.data.id as string}`)).status).toBe(200);
    expect((await offerReleasedTimes(t.db, t.clock.now(), { takesPayments: true })).map((r) => r.outcome)).toEqual(["offered"]);
    const offer = await liveOfferOf(added.body.data.id as string);
    const token = await tokenFor(offer!.booking_id);
    expect((await t.anonymous.get(`/v1/manage/${token}`)).body.data.offer).toMatchObject({ payment: null });
    expect((await loadNoticeBooking(t.db, salon.providerId, offer!.booking_id))?.booking.paymentMode).toBeNull();
    const intents = stripe.objects.paymentIntents.size;
    const claimed = await t.anonymous.post(`/v1/manage/${token}/claim`, {});
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.body.data).toMatchObject({ status: "confirmed", offer: null });
    expect(stripe.objects.paymentIntents.size).toBe(intents);
    expect(await entryOf(added.body.data.id as string)).toMatchObject({ status: "booked" });
  });

  it("stays held when Stripe does not answer the claim, to claim again", async () => {
    // Rosa's offer from the test before (made at 08:31) is still live at 08:32.
    t.clock.set("2027-03-01T08:32:00Z");
    const rosa = (
      await sql<{ entry_id: string; booking_id: string }>`
      SELECT o.entry_id, o.booking_id FROM waitlist_offers o WHERE o.status = 'live' AND o.service_id = ${serviceId}`.execute(t.db)
    ).rows;
    expect(rosa).toHaveLength(1);
    const token = await tokenFor(rosa[0]!.booking_id);
    stripe.failNext(10, { status: 500 });
    const refused = await t.anonymous.post(`/v1/manage/${token}/claim`, {});
    expect(refused.status, refused.text).toBe(503);
    expect(refused.body.error.message).toMatch(/the offer is still held for you/);
    stripe.failNext(0, { status: 500 });
    const still = await t.anonymous.get(`/v1/manage/${token}`);
    expect(still.body.data).toMatchObject({ status: "held", offer: { expiresAt: "2027-03-01T08:36:00.000Z" } });
    const claimed = await t.anonymous.post(`/v1/manage/${token}/claim`, {});
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.body.data).toMatchObject({ status: "held", holdExpiresAt: "2027-03-01T09:02:00.000Z", offer: null });
    t.clock.set(NOW);
  });
});
