// Paying when booking, in headless Chromium at 360 px: the real API with the Stripe provider
// pointed at the local Stripe stand-in (@booking/testing), whose signed webhooks reach the API's
// webhook endpoint. Stripe.js cannot load here: its address is answered by a small stand-in script
// (window.Stripe with elements, the payment element's create and mount, confirmPayment and
// confirmSetup) whose confirm calls an address this test answers by telling the Stripe stand-in
// that the customer paid. Before booking, the page says what is paid and the refund rule; the
// booking is held with a countdown until paid, then the usual booked screen follows once the
// webhook made it stand; its manage link says what was paid and what cancelling now gives back.
// A salon that takes no payments online says at once that it books such a service. In German (a
// deposit) and English (a card kept for the fees); the deposit is then listed in the console's
// booking details, where a part is given back by hand, and the rest when the salon cancels. A
// booking whose page was closed before paying is paid from its own page (its link), in French; a
// waitlist offer of the deposit's service is claimed by paying it, in Spanish. Before payments are taken, the console sets a
// service's policy and says that only the salon books it. Axe finds nothing at every step.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient } from "@booking/client";
import { apiClient, createPublicKey, startStripeServer, type StripeServer } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
// Stripe's provider by its own module, as the API's configuration makes it.
import { createStripeProvider } from "../../../packages/core/src/payments/stripe";
// The worker's payment tasks (refunds), run here in its stead.
import { runPaymentTasks } from "../../../packages/core/src/store/payments/tasks";
// The worker's step that offers freed times to the waitlist, run here in its stead.
import { offerReleasedTimes } from "../../../packages/core/src/store/waitlist-offers";
import { issueManageLink } from "../../../packages/core/src/store/manage-links";
import { atStep, checkScreen, launchBrowser, openPage, textOf } from "./browser";

let t: TestApi;
let browser: Browser;
let stripe: StripeServer;
let salon: Awaited<ReturnType<TestApi["newProvider"]>>;
let publicKey: string;
let depositId: string;
let cardId: string;
/** The deposit paid in German, which the salon then cancels (a refund). */
let depositBookingId = "";
const OWNER = { email: "greta@salon.example", password: "greta's long passphrase" };

/** Monday 1 March 2027, 09:00 in Berlin, for the service and the browser alike. */
const NOW = "2027-03-01T08:00:00Z";
const DAY = "2027-03-03";
const FILE = "booking-page-payment";
/** A visitor's flow in the browser with axe at every step: more than the preset's 30 s on a busy machine. */
const FLOW_TIMEOUT_MS = 120_000;
const WEEKDAY = { start: "09:00", end: "18:00", breaks: [] };
const WEEKDAYS = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, WEEKDAY]));
// The Stripe stand-in's confirm address: what the page's Stripe.js would send to Stripe.
const CONFIRM = /^https:\/\/api\.stripe\.com\/v1\/(payment_intents|setup_intents)\/([^/]+)\/confirm$/;

/** Stripe.js as the page uses it; confirming asks CONFIRM, which the test answers. */
const STRIPE_JS = `
window.Stripe = function Stripe() {
  let secret = "";
  const confirm = async (kind) => {
    const id = secret.split("_secret_")[0];
    const answer = await fetch("https://api.stripe.com/v1/" + kind + "/" + id + "/confirm", { method: "POST" });
    if (!answer.ok) return { error: { type: "card_error", message: "Your card was declined." } };
    return kind === "payment_intents" ? { paymentIntent: { id, status: "succeeded" } } : { setupIntent: { id, status: "succeeded" } };
  };
  return {
    elements(options) {
      secret = options.clientSecret;
      return {
        create() {
          return {
            mount(target) {
              const box = document.createElement("p");
              box.setAttribute("data-testid", "stand-in-element");
              box.textContent = "4242 4242 4242 4242";
              (typeof target === "string" ? document.querySelector(target) : target).appendChild(box);
            },
          };
        },
      };
    },
    confirmPayment: () => confirm("payment_intents"),
    confirmSetup: () => confirm("setup_intents"),
  };
};`;

beforeAll(async () => {
  [t, browser] = await Promise.all([
    startTestApi({ addressLimits: { perAddress: 10_000, bookingsPerAddress: 1_000, bookingsPerAddressHour: 1_000 } }),
    launchBrowser(),
  ]);
  stripe = await startStripeServer({ webhook: { url: `${t.url}/v1/payments/stripe/webhook` } });
  t.clock.set(NOW);
  salon = await t.newProvider({ name: "Salon Nord", location: "Berlin", timezone: "Europe/Berlin", currency: "EUR" });
  const client = createBookingClient({ url: t.url, apiKey: salon.apiKey });
  const created = async (name: string, payment: Record<string, unknown>) => {
    const answer = await salon.api.post("/v1/services", { name, duration: 60, price: 50, payment });
    expect(answer.status, answer.text).toBe(201);
    return answer.body.data.id as string;
  };
  depositId = await created("Balayage", { mode: "deposit", amount: 15, refundNoticeHours: 24 });
  cardId = await created("Colour", { mode: "card", noShowFee: 20, lateCancelFee: 10, refundNoticeHours: 48 });
  await client.staff.create.mutate({
    name: "Ana Lima",
    email: "ana@salon.example",
    role: "staff",
    services: [depositId, cardId],
    schedule: WEEKDAYS,
  });
  await client.staff.create.mutate({ name: "Greta Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
  publicKey = (await createPublicKey(t.db, salon.providerId)).apiKey;
});

afterAll(async () => {
  await browser?.close();
  await stripe?.close();
  await t?.close();
});

/** Takes payments with the Stripe stand-in (as the API does with STRIPE_* set). */
function takePayments() {
  t.deps.payments ??= createStripeProvider({
    secretKey: stripe.secretKey,
    webhookSecret: stripe.webhookSecret,
    publishableKey: "pk_test_standin",
    apiBase: stripe.url,
    timeoutMs: 2_000,
  });
}

/** Each page's calls of the manage link's procedures and their answers, to tell in a failure. */
const manageCalls = new WeakMap<Page, string[]>();

/**
 * A phone-sized page in Berlin speaking `locale`, where Stripe.js is the stand-in and its confirm
 * makes the Stripe stand-in's payment succeed (its webhook then reaches the API). The page's own
 * Content-Security-Policy lets Stripe.js load from Stripe's origin while payments are taken.
 */
async function phonePage(locale: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, { width: 360, height: 800, now: NOW, expected: /^$/, timezoneId: "Europe/Berlin", locale });
  const { page } = opened;
  const asked: string[] = [];
  manageCalls.set(page, asked);
  const started = Date.now();
  const name = (url: string) => /\/(manage\.[a-zA-Z]+)/.exec(url)?.[1] ?? url;
  page.on("request", (request) => {
    if (request.url().includes("manage.")) asked.push(`${Date.now() - started}ms asked ${name(request.url())}`);
  });
  page.on("requestfailed", (request) => {
    if (request.url().includes("manage."))
      asked.push(`${Date.now() - started}ms failed ${name(request.url())} ${request.failure()?.errorText ?? ""}`);
  });
  page.on("response", (response) => {
    const url = response.url();
    if (url.includes("manage.")) asked.push(`${Date.now() - started}ms answered ${name(url)} ${response.status()}`);
  });
  await page.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: STRIPE_JS }),
  );
  await page.route(CONFIRM, async (route) => {
    const [, kind, id = ""] = CONFIRM.exec(route.request().url()) ?? [];
    if (kind === "payment_intents") stripe.succeed(id);
    else stripe.succeedSetup(id);
    await route.fulfill({ status: 200, contentType: "application/json", headers: { "access-control-allow-origin": "*" }, body: "{}" });
  });
  return opened;
}

/**
 * The manage page shows `status` once Stripe's webhook made the booking stand and the page looked
 * again. When it does not in time, the failure says where the payment got stuck: what Stripe's
 * stand-in holds of it, what reached the webhook, the booking and payment as stored, and what the
 * page shows as paid and asked the link.
 */
async function standsOnPage(page: Page, status: string, bookingId: string) {
  await expect
    .poll(() => textOf(page, "managed-status"), { timeout: 30_000 })
    .toBe(status)
    .catch(async (error: unknown) => {
      const stored = await t.db
        .selectFrom("bookings")
        .leftJoin("payment_intents", "payment_intents.booking_id", "bookings.id")
        .select([
          "bookings.status",
          "bookings.awaiting_payment",
          "bookings.hold_expires_at",
          "payment_intents.status as payment",
          "payment_intents.reference",
        ])
        .where("bookings.id", "=", bookingId)
        .execute();
      const references = stored.map((row) => row.reference ?? "");
      const events = await t.db
        .selectFrom("payment_provider_events")
        .select(["type", "outcome"])
        .where("reference", "in", [...references, "-"])
        .execute();
      const intents = references.map((reference) => `${reference}: ${stripe.objects.paymentIntents.get(reference)?.status ?? "none"}`);
      const shown = (await page.getByTestId("managed-payment").allTextContents()).join("") || "nothing";
      const calls = (manageCalls.get(page) ?? []).slice(-12).join(", ");
      const delivered = stripe.deliveries.slice(-4).map((d) => `${d.type} ${d.status}${d.error ? ` ${d.error}` : ""}`);
      throw new Error(
        `${String(error)}; stored: ${JSON.stringify(stored)}; events applied: ${JSON.stringify(events)}; at Stripe: ${intents.join(", ")}; last webhook deliveries: ${delivered.join(", ")}; the page shows as paid ${shown} and asked: ${calls}`,
        { cause: error },
      );
    });
}

/** The service, Ana, the day and its first time, and the details, up to the Book button. */
async function chooseAndFill(page: Page, serviceId: string, email: string) {
  await page.goto(`${t.url}/book/?key=${publicKey}`);
  await page.getByTestId(`service-${serviceId}`).click();
  await page.getByTestId("staff-any").click();
  await expect.poll(() => page.getByTestId(`day-${DAY}`).isEnabled()).toBe(true);
  await page.getByTestId(`day-${DAY}`).click();
  await page.locator('[data-testid^="time-"]').first().click();
  await atStep(page, "step-details", `${FILE}-${serviceId}-details`);
  await page.locator("#field-name").fill("Dana Brooks");
  await page.locator("#field-email").fill(email);
}

/** The console at 360 px in English, the owner signed in (it asks for a session first: a 401). */
async function signedInConsole(): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, { width: 360, height: 800, now: NOW, expected: /\b401\b/, timezoneId: "Europe/Berlin" });
  const { page } = opened;
  await page.goto(`${t.url}/console/`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
  return opened;
}

/**
 * The booked screen, once the webhook made the booking stand and the page's next look at it saw
 * so: seconds on a busy machine, more than the preset's five.
 */
const bookedScreen = (page: Page) => page.getByTestId("confirmation").waitFor({ timeout: 30_000 });

describe("paying on the booking page", () => {
  it(
    "says at once that the salon books a service paid when booked, where it takes no payments online",
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const { page, errors } = await phonePage("en-US");
      await page.goto(`${t.url}/book/?key=${publicKey}`);
      await page.getByTestId(`service-${depositId}`).click();
      expect(await textOf(page, "pay-not-online")).toBe(
        "Balayage is paid for when booked, which this page cannot take: please book it with the salon.",
      );
      expect(await page.getByTestId("staff-any").count()).toBe(0);
      await checkScreen(page, FILE, "not-online");
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it(
    "sets a service's payment policy in the console, which says the salon alone books it while no payments are taken online",
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      const { page, errors } = await signedInConsole();
      await page.getByRole("button", { name: "Services", exact: true }).click();
      expect(await textOf(page, `service-${depositId}`)).toContain(
        "deposit €15.00 when booked · full refund up to 24 h ahead · booked by the salon only (no online payments)",
      );
      await page.getByRole("button", { name: "Change Colour" }).click();
      const form = page.getByRole("form", { name: "Change Colour" });
      const payment = form.getByRole("group", { name: "Payment when booked online" });
      expect(await payment.getByLabel("Customers pay").inputValue()).toBe("card");
      expect(await payment.getByLabel("No-show fee (EUR)").inputValue()).toBe("20");
      // A deposit of 20 % instead, refunded in full up to 12 hours ahead.
      await payment.getByLabel("Customers pay").selectOption("deposit");
      await payment.getByLabel("Deposit as").selectOption("percent");
      await payment.getByLabel("Deposit (% of the price)").fill("20");
      await payment.getByLabel("Full refund when cancelled at least this many hours ahead").fill("12");
      expect(await textOf(page, "payment-offline")).toBe(
        "Customers cannot book this service online: this booking service takes no payments online yet, so only the salon books it (here, at the desk).",
      );
      await checkScreen(page, FILE, "console-service-payment");
      await form.getByRole("button", { name: "Save service" }).click();
      await expect
        .poll(() => textOf(page, `service-${cardId}`))
        .toContain("deposit 20 % when booked · full refund up to 12 h ahead · booked by the salon only");
      const stored = await salon.api.get(`/v1/services/${cardId}`);
      expect(stored.body.data.payment).toEqual({ mode: "deposit", percent: 20, refundNoticeHours: 12 });
      // Back as it was, for the card kept in English below.
      const back = await salon.api.patch(`/v1/services/${cardId}`, {
        payment: { mode: "card", noShowFee: 20, lateCancelFee: 10, refundNoticeHours: 48 },
      });
      expect(back.status, back.text).toBe(200);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it(
    "pays a deposit in German: the terms, the countdown, the booked screen and the manage link",
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      takePayments();
      const { page, errors } = await phonePage("de-DE");
      await chooseAndFill(page, depositId, "dana@example.com");
      expect(await textOf(page, "pay-terms")).toBe(
        "Beim Buchen wird online eine Anzahlung von 15,00 € bezahlt.Bei Absage bis 24 Stunden vor dem Termin wird alles erstattet.",
      );
      await checkScreen(page, FILE, "de-terms");

      await page.locator("section[aria-labelledby=step-details] button[type=submit]").click();
      await atStep(page, "pay-heading", `${FILE}-de-pay`);
      expect(await textOf(page, "pay-amount")).toBe("Jetzt zu bezahlen: 15,00 €");
      // The hold lasts the salon's paymentHoldMinutes (30): the browser's clock stands at NOW.
      expect(await textOf(page, "pay-left")).toBe("Verbleibende Zeit: 30:00");
      await page.getByTestId("stand-in-element").waitFor();
      await checkScreen(page, FILE, "de-pay");

      await page.getByRole("button", { name: "15,00 € bezahlen" }).click();
      await bookedScreen(page);
      await atStep(page, "confirmation-heading", `${FILE}-de-booked`);
      expect(await page.locator("#confirmation-heading").textContent()).toBe("Buchung angefragt");
      expect(await textOf(page, "paid")).toBe("Online bezahlt: 15,00 €");
      await checkScreen(page, FILE, "de-booked");
      const bookingId = (await page.getByTestId("booking-id").textContent()) ?? "";
      depositBookingId = bookingId;
      const booking = await salon.api.get(`/v1/bookings/${bookingId}`);
      expect(booking.body.data).toMatchObject({
        status: "pending",
        payment: { ledger: [{ kind: "capture", amount: 15, reason: "deposit" }] },
      });

      await page.getByTestId("manage-link").click();
      await page.getByTestId("managed-payment").waitFor();
      expect(await textOf(page, "managed-payment")).toBe(
        "ZahlungOnline bezahlt: 15,00 €Bei Absage bis Dienstag, 2. März 2027 um 09:00 MEZ wird alles erstattet.Eine Absage jetzt erstattet 15,00 €.",
      );
      await checkScreen(page, FILE, "de-manage");
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it("keeps a card for the fees in English", { timeout: FLOW_TIMEOUT_MS }, async () => {
    takePayments();
    const { page, errors } = await phonePage("en-US");
    await chooseAndFill(page, cardId, "erin@example.com");
    expect(await textOf(page, "pay-terms")).toBe(
      "Nothing is paid now: you leave a card, which is charged only for the salon’s fees.Not coming: €20.00.Cancelling less than 48 hours before: €10.00.",
    );
    await page.locator("section[aria-labelledby=step-details] button[type=submit]").click();
    await atStep(page, "pay-heading", `${FILE}-en-card`);
    expect(await textOf(page, "pay-left")).toBe("Time left: 30:00");
    await page.getByTestId("stand-in-element").waitFor();
    await checkScreen(page, FILE, "en-card");
    await page.getByRole("button", { name: "Save card" }).click();
    await bookedScreen(page);
    await atStep(page, "confirmation-heading", `${FILE}-en-booked`);
    expect(await textOf(page, "paid")).toBe("Your card is kept for the salon’s fees.");
    await checkScreen(page, FILE, "en-booked");
    await page.getByTestId("manage-link").click();
    await page.getByTestId("managed-payment").waitFor();
    expect(await textOf(page, "managed-payment")).toContain("A card is kept for the salon’s fees.");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it(
    "resumes the payment in French on the booking's own page, once the page that booked was closed",
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      takePayments();
      // Booked on a page closed before paying: the booking is held, its link kept.
      const held = await apiClient(t.url, publicKey).post("/v1/bookings", {
        serviceId: depositId,
        dateTime: "2027-03-04T10:00:00+01:00",
        customer: { name: "Zoé Martin", email: "zoe@example.com" },
        locale: "fr",
      });
      expect(held.status, held.text).toBe(202);
      const intents = stripe.objects.paymentIntents.size;
      const { page, errors } = await phonePage("fr-FR");
      await page.goto(String(held.body.data.manage.url));
      await page.getByTestId("resume-payment").waitFor();
      expect(await textOf(page, "managed-status")).toBe("En attente du paiement");
      await checkScreen(page, FILE, "fr-resume");
      await page.getByRole("button", { name: "Payer maintenant" }).click();
      await page.getByTestId("stand-in-element").waitFor();
      expect(await textOf(page, "pay-amount")).toBe("À payer maintenant : 15,00 €");
      await checkScreen(page, FILE, "fr-pay");
      // The same payment as when booking: Stripe was asked for no second one.
      expect(stripe.objects.paymentIntents.size).toBe(intents);
      await page.getByTestId("pay-button").click();
      await standsOnPage(page, "Demandée (le salon va la confirmer)", String(held.body.data.id));
      expect(await page.getByTestId("resume-payment").count()).toBe(0);
      await page.getByTestId("managed-payment").waitFor();
      expect(await textOf(page, "managed-payment")).toContain("15,00");
      await checkScreen(page, FILE, "fr-paid");
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it(
    "claims a waitlist offer in Spanish by paying its deposit: Stripe's form opens at the claim, and the booking is made once paid",
    { timeout: FLOW_TIMEOUT_MS },
    async () => {
      takePayments();
      const visitor = apiClient(t.url, publicKey);
      // A visitor waits for a Friday morning; the salon's booking then is cancelled, and the worker offers the time.
      const joined = await visitor.post("/v1/waitlist", {
        serviceId: depositId,
        customer: { name: "Lucía Pérez", email: "lucia@example.com" },
        windows: [{ from: "2027-03-05", to: "2027-03-05", startTime: "09:00", endTime: "12:00" }],
        locale: "es",
      });
      expect(joined.status, joined.text).toBe(201);
      const customer = await salon.api.post("/v1/customers", { name: "Walk In", email: "walkin@example.com" });
      const staff = await salon.api.get("/v1/staff");
      const ana = staff.body.data.find((member: { name: string }) => member.name === "Ana Lima") as { id: string };
      const taken = await salon.api.post("/v1/bookings", {
        customerId: customer.body.data.id,
        staffId: ana.id,
        serviceId: depositId,
        dateTime: "2027-03-05T10:00:00+01:00",
      });
      expect(taken.status, taken.text).toBe(201);
      expect((await salon.api.delete(`/v1/bookings/${taken.body.data.id as string}`)).status).toBe(200);
      expect((await offerReleasedTimes(t.db, t.clock.now(), { takesPayments: true })).map((r) => r.outcome)).toEqual(["offered"]);
      const offer = await t.db
        .selectFrom("waitlist_offers")
        .select("booking_id")
        .where("entry_id", "=", joined.body.data.id as string)
        .executeTakeFirstOrThrow();
      const link = await issueManageLink(t.db, t.url, salon.providerId, offer.booking_id);

      const { page, errors } = await phonePage("es-ES");
      await page.goto(`${link.url}&offer=claim`);
      await page.getByTestId("offer").waitFor();
      expect(await textOf(page, "managed-status")).toBe("Reservada para usted (lista de espera)");
      expect(await textOf(page, "offer-pays")).toContain("depósito");
      await checkScreen(page, FILE, "es-offer");
      await page.getByRole("button", { name: "Aceptar esta hora" }).click();
      // Claimed: the time stays held for the payment, and Stripe's form opens without another click.
      await page.getByTestId("stand-in-element").waitFor({ timeout: 15_000 });
      expect(await textOf(page, "pay-amount")).toBe("A pagar ahora: 15,00 €");
      expect(await page.getByTestId("offer").count()).toBe(0);
      await checkScreen(page, FILE, "es-offer-pay");
      await page.getByTestId("pay-button").click();
      await standsOnPage(page, "Solicitada (el salón la confirmará)", offer.booking_id);
      await page.getByTestId("managed-payment").waitFor();
      expect(await textOf(page, "managed-payment")).toContain("15,00");
      const entry = await salon.api.get("/v1/waitlist", { query: { serviceId: depositId, limit: 100 } });
      expect(entry.body.data.find((e: { id: string }) => e.id === joined.body.data.id)).toMatchObject({ status: "booked" });
      await checkScreen(page, FILE, "es-offer-paid");
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it("lists the money moved online in the console's booking details, and gives a part back", { timeout: FLOW_TIMEOUT_MS }, async () => {
    expect(depositBookingId).not.toBe("");
    const { page, errors } = await signedInConsole();
    await page.goto(`${t.url}/console/#/booking/${depositBookingId}`);
    await page.getByTestId("ledger").waitFor();
    expect(await textOf(page, "ledger-capture")).toMatch(/ · Paid online · €15\.00 \(deposit\)$/);
    expect(await textOf(page, "ledger-kept")).toBe("Kept: €15.00");
    // €5.00 of it back by hand: asked of Stripe now, made by the worker (run here), then listed.
    const refund = page.getByTestId("refund-online");
    expect(await refund.getByLabel("Amount to give back (EUR)").inputValue()).toBe("15");
    await refund.getByLabel("Amount to give back (EUR)").fill("5");
    await refund.getByRole("button", { name: "Refund online" }).click();
    await page.getByText("Refund of €5.00 requested").waitFor();
    await runPaymentTasks(t.db, t.deps.payments!);
    await page.reload();
    await page.getByTestId("ledger-refund").waitFor();
    expect(await textOf(page, "ledger-refund")).toMatch(/ · Refunded · −€5\.00 \(given back by the salon\)$/);
    expect(await textOf(page, "ledger-kept")).toBe("Kept: €10.00");
    expect(await textOf(page, "booking-history")).toMatch(/Refunded €5\.00 · reason: given back by the salon/);

    // The salon declines it in To confirm: what is left goes back (the worker's refund, made here),
    // and the console says so; it offers no Undo, which the service would refuse (it would stand unpaid).
    await page.getByRole("button", { name: "To confirm", exact: true }).click();
    await page.getByRole("button", { name: "Decline Balayage for Dana Brooks" }).click();
    await page.getByRole("button", { name: "Decline booking" }).click();
    await page.getByTestId("settled").waitFor();
    expect(await textOf(page, "settled")).toBe("€10.00 taken online goes back to the customer: Stripe makes the refund within minutes.");
    await checkScreen(page, FILE, "console-declined");
    // No Undo: the service would refuse it (restore_refunded), the money being on its way back.
    expect(await page.getByRole("button", { name: "Undo the cancellation of Balayage for Dana Brooks" }).count()).toBe(0);
    await runPaymentTasks(t.db, t.deps.payments!);
    // The details read afresh (the page kept the booking read before the decline).
    await page.goto(`${t.url}/console/#/booking/${depositBookingId}`);
    await page.reload();
    await page.getByTestId("ledger").waitFor();
    await expect.poll(() => page.getByTestId("ledger-refund").count()).toBe(2);
    expect(await page.getByTestId("ledger-refund").nth(1).textContent()).toMatch(/ · Refunded · −€10\.00 \(cancelled by the salon\)$/);
    expect((await salon.api.get(`/v1/bookings/${depositBookingId}`)).body.data.status).toBe("cancelled");
    expect(await textOf(page, "ledger-kept")).toBe("Kept: €0.00");
    expect(await page.getByTestId("refund-online").count()).toBe(0);
    await checkScreen(page, FILE, "console-ledger");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
