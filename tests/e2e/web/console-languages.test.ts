// The provider's console in German, French and Spanish, in headless Chromium against the real API.
// On a 360 px phone whose browser speaks German, the owner signs in to a German console (headings,
// tabs, a booking's status and date as German writes them, the document's title), confirms a
// visitor's booking by its German button, then switches to French and to Spanish with the
// language switcher: the words, the dates and <html lang> follow, the address keeps the choice
// over a reload, the services view tells a service's room in Spanish, and the sign-in screen
// after signing out stays Spanish. The owner books for a customer in the Book view in German (the
// service, the member, the week's times, the customer's details and the confirmation in German;
// the booking made as chosen), and the front desk a provider key opens speaks German too, with the
// switcher. A browser speaking none of the four gets English until an admin signs in, then the
// salon's default language (its settings). axe finds no violation at all on any screen, and
// nothing scrolls sideways.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient, type BookingClient } from "@booking/client";
import { createPublicKey } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { launchBrowser, openPage, plain, checkScreen as checkScreenOf } from "./browser";

let t: TestApi;
let browser: Browser;
let client: BookingClient;
let providerKey: string;
let visitorBooking: string;
let regularBooking: string;
let serviceId: string;

/** Tuesday 1 December 2026, 08:00 in Berlin. */
const NOW = "2026-12-01T07:00:00Z";
const DAY = { start: "09:00", end: "18:00" };
const WEEKDAYS = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, DAY]));
const OWNER = { email: "olga@salon-nord.example", password: "owner's long passphrase" };
/** The admin of a second salon, whose default language is German. */
const GERMAN_SALON_ADMIN = { email: "greta@friseur-sued.example", password: "greta's long passphrase" };

beforeAll(async () => {
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Salon Nord", location: "Berlin", timezone: "Europe/Berlin" });
  providerKey = provider.apiKey;
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  const studio = (await client.resources.create.mutate({ name: "Studio", kind: "room", quantity: 1 })).data.id;
  serviceId = (await client.services.create.mutate({ name: "Haircut", duration: 60, price: 38, requirements: [{ resourceIds: [studio] }] }))
    .data.id;
  await client.staff.create.mutate({ name: "Olga Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
  const annId = (
    await client.staff.create.mutate({
      name: "Ann Stylist",
      email: "ann@salon-nord.example",
      role: "staff",
      services: [serviceId],
      schedule: WEEKDAYS,
    })
  ).data.id;
  // A visitor's booking waits for confirmation; the desk booked a regular.
  const publicKey = (await createPublicKey(t.db, provider.providerId)).apiKey;
  const visitor = await fetch(`${t.url}/v1/bookings`, {
    method: "POST",
    headers: { authorization: `Bearer ${publicKey}`, "content-type": "application/json" },
    body: JSON.stringify({
      serviceId,
      staffId: annId,
      dateTime: "2026-12-01T10:00:00+01:00",
      customer: { name: "Vera Visitor", email: "vera@example.com" },
    }),
  });
  expect(visitor.status, await visitor.clone().text()).toBeLessThan(300);
  visitorBooking = ((await visitor.json()) as { data: { id: string } }).data.id;
  const regular = (await client.customers.create.mutate({ name: "Rita Regular", email: "rita@example.com" })).data.id;
  regularBooking = (
    await client.bookings.create.mutate({ customerId: regular, serviceId, staffId: annId, dateTime: "2026-12-01T15:00:00+01:00" })
  ).data.id;

  const german = await t.newProvider({ name: "Friseur Süd", location: "München", timezone: "Europe/Berlin" });
  const settings = await german.api.patch("/v1/settings", { locale: "de" });
  expect(settings.status, settings.text).toBe(200);
  await createBookingClient({ url: t.url, apiKey: german.apiKey }).staff.create.mutate({
    name: "Greta Admin",
    email: GERMAN_SALON_ADMIN.email,
    password: GERMAN_SALON_ADMIN.password,
    role: "admin",
    services: [],
  });
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const open = (locale: string, width = 360) =>
  openPage(browser, { width, height: 780, now: NOW, expected: /401|Unauthorized/, timezoneId: "Europe/Berlin", locale });

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const textOf = async (page: Page, testId: string) => plain((await page.getByTestId(testId).first().textContent()) ?? "");
const statusOf = (page: Page, bookingId: string) => page.getByTestId(`booking-${bookingId}`).getByTestId("status").textContent();

/** Nothing scrolls sideways, axe finds nothing, and a screenshot. */
const checkScreen = (page: Page, name: string) => checkScreenOf(page, "console-languages", name);

async function signIn(page: Page, who: { email: string; password: string }, words: { email: string; password: string; signIn: string }) {
  await page.getByLabel(words.email).fill(who.email);
  await page.getByLabel(words.password).fill(who.password);
  await page.getByRole("button", { name: words.signIn, exact: true }).click();
}

describe("the console in the member's language", () => {
  it("speaks German to a German browser, then French and Spanish as chosen, at 360 px", { timeout: 120_000 }, async () => {
    const { page, errors } = await open("de-DE");
    await page.goto(`${t.url}/console/`);
    await page.getByRole("heading", { name: "Bei der Konsole anmelden" }).waitFor();
    expect(await htmlLang(page)).toBe("de");
    expect(await page.title()).toBe("Konsole");
    expect(await page.getByTestId("language").inputValue()).toBe("de");
    await checkScreen(page, "de-sign-in");

    await signIn(page, OWNER, { email: "E-Mail", password: "Passwort", signIn: "Anmelden" });
    await expect.poll(() => textOf(page, "signed-in")).toBe("Olga Owner (Admin) · Zeiten in Europe/Berlin");
    expect(await page.title()).toBe("Konsole · Salon Nord");
    for (const tab of ["Tag", "Woche", "Zu bestätigen", "Leistungen", "Einstellungen"]) {
      await page.getByRole("button", { name: tab, exact: true }).waitFor();
    }

    // Ann's day in German: the date, her hours, the visitor's booking waiting, with German buttons.
    await page.getByRole("button", { name: "Tag", exact: true }).click();
    await page.getByLabel("Teammitglied").selectOption({ label: "Ann Stylist" });
    await expect.poll(() => page.getByTestId(`booking-${visitorBooking}`).count()).toBe(1);
    expect(plain((await page.locator("#day-heading").textContent()) ?? "")).toBe("Tag Di., 1. Dez.");
    expect(await textOf(page, "hours")).toBe("Arbeitet 09:00–18:00 (Europe/Berlin), 14 Zeitfenster frei");
    expect(await statusOf(page, visitorBooking)).toBe("Wartet auf Bestätigung");
    expect(plain((await page.getByTestId(`booking-${visitorBooking}`).locator("strong").textContent()) ?? "")).toBe("Di., 1. Dez., 10:00");
    await checkScreen(page, "de-day");
    await page.getByRole("button", { name: "Bestätigen: Haircut für Vera Visitor" }).click();
    await expect.poll(() => statusOf(page, visitorBooking)).toBe("Bestätigt");
    await expect.poll(async () => (await client.bookings.get.query({ id: visitorBooking })).data.status).toBe("confirmed");

    // French, with the switcher: the same day in French words and dates, and the address says so.
    await page.getByLabel("Sprache").selectOption("fr");
    await expect.poll(() => htmlLang(page)).toBe("fr");
    expect(new URL(page.url()).searchParams.get("lang")).toBe("fr");
    await expect.poll(async () => plain((await page.locator("#day-heading").textContent()) ?? "")).toBe("Jour mar. 1 déc.");
    expect(await statusOf(page, visitorBooking)).toBe("Confirmée");
    expect(await statusOf(page, regularBooking)).toBe("En attente de confirmation");
    expect(await textOf(page, "hours")).toBe("Travaille de 09:00 à 18:00 (Europe/Berlin), 14 créneaux libres");
    expect(await page.getByRole("button", { name: "Refuser Haircut pour Rita Regular" }).count()).toBe(1);
    expect(await page.title()).toBe("Console · Salon Nord");
    await checkScreen(page, "fr-day");

    // Spanish: the week, and the services view telling what each booking of a service needs.
    await page.getByLabel("Langue").selectOption("es");
    await page.getByRole("button", { name: "Semana", exact: true }).click();
    await page.getByLabel("Miembro del equipo").selectOption({ label: "Ann Stylist" });
    await expect.poll(() => textOf(page, "week")).toContain("15:00 Haircut, Rita Regular (Pendiente de confirmación)");
    expect(await textOf(page, "week")).toContain("mar, 1 dic");
    await checkScreen(page, "es-week");
    await page.getByRole("button", { name: "Servicios", exact: true }).click();
    const service = page.getByTestId(`service-${serviceId}`).locator(".booking-main");
    await expect
      .poll(async () => plain((await service.textContent()) ?? ""))
      .toBe("Haircut 60 min · 38,00 € · necesita 1 unidad de Studio");
    await checkScreen(page, "es-services");

    // The choice outlives a reload (the address keeps it) and a sign-out.
    await page.reload();
    await page.getByRole("button", { name: "Cerrar sesión", exact: true }).click();
    await page.getByRole("heading", { name: "Iniciar sesión en la consola" }).waitFor();
    expect(await htmlLang(page)).toBe("es");
    expect(await page.title()).toBe("Consola");
    await checkScreen(page, "es-sign-in");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("books for a customer in German in the Book view, and speaks German at the front desk a key opens", { timeout: 120_000 }, async () => {
    const { page, errors } = await open("de-DE");
    await page.goto(`${t.url}/console/`);
    await signIn(page, OWNER, { email: "E-Mail", password: "Passwort", signIn: "Anmelden" });
    await page.getByRole("button", { name: "Buchen", exact: true }).click();
    await page.getByRole("heading", { name: "1. Leistung und Teammitglied" }).waitFor();
    await page.getByLabel("Leistung").selectOption(serviceId);
    const members = page.getByLabel("Teammitglied");
    expect(await members.locator("option").allTextContents()).toEqual(["Teammitglied wählen", "Ann Stylist"]);
    await members.selectOption({ label: "Ann Stylist" });

    // The week from today, in German, on the salon's clock: Wednesday's 11:00 is free.
    await page.getByTestId("week").waitFor();
    expect(plain((await page.getByRole("heading", { level: 2, name: /^2\. / }).textContent()) ?? "")).toBe(
      "2. Uhrzeit wählen Di., 1. Dez. – Mo., 7. Dez.",
    );
    expect(await page.getByTestId("week").locator("h3").first().textContent()).toBe("Di., 1. Dez.");
    const eleven = page.getByTestId("slot-2026-12-02-11:00");
    await expect.poll(() => eleven.textContent()).toBe("11:00");
    await eleven.click();
    expect(await textOf(page, "summary")).toBe("Haircut bei Ann Stylist am Mi., 2. Dez. um 11:00 (Europe/Berlin)");
    await page.getByLabel("Name", { exact: true }).fill("Klara Kundin");
    await page.getByLabel("E-Mail").fill("klara@example.com");
    await page.getByLabel("Anmerkungen (optional)").fill("Erster Besuch");
    expect(await page.getByLabel("Sofort bestätigen (Empfang)").isChecked()).toBe(true);
    // Nothing is marked as English any more (the switcher's options name each language in itself).
    expect(await page.locator("main [lang]:not(option)").count()).toBe(0);
    await checkScreen(page, "de-book");
    await page.getByRole("button", { name: "Am Mi., 2. Dez. um 11:00 buchen" }).click();

    const confirmation = page.getByTestId("confirmation");
    await confirmation.waitFor();
    await expect.poll(() => textOf(page, "booking-status")).toBe("Bestätigt");
    expect(await confirmation.getByRole("heading").textContent()).toBe("Buchung bestätigt");
    expect(await textOf(page, "booking-when")).toBe("Mi., 2. Dez., 11:00");
    expect(plain((await confirmation.textContent()) ?? "")).toContain("WasHaircut (60 Min. · 38,00 €)BeiAnn StylistFürKlara Kundin");
    await page.getByRole("button", { name: "Buchung stornieren" }).waitFor();
    await page.getByRole("button", { name: "Weitere Buchung" }).waitFor();
    await checkScreen(page, "de-booked");
    // What the service holds: the booking as chosen, for a new customer, confirmed at once.
    const bookingId = await textOf(page, "booking-id");
    expect((await client.bookings.get.query({ id: bookingId })).data).toMatchObject({
      status: "confirmed",
      dateTime: "2026-12-02T10:00:00.000Z",
      notes: "Erster Besuch",
      service: { id: serviceId, name: "Haircut" },
      staff: { name: "Ann Stylist" },
      customer: { name: "Klara Kundin", email: "klara@example.com" },
    });
    expect(errors).toEqual([]);
    await page.context().close();

    // The front desk a provider key opens: German too, its title and the salon's line, with the switcher.
    const desk = await open("de-DE");
    await desk.page.goto(`${t.url}/console/#key=${providerKey}`);
    await expect.poll(() => textOf(desk.page, "provider")).toBe("Salon Nord · Berlin · Zeiten in Europe/Berlin");
    await desk.page.getByRole("heading", { name: "Empfang: für Kundschaft buchen" }).waitFor();
    expect(await desk.page.title()).toBe("Empfang");
    expect(await htmlLang(desk.page)).toBe("de");
    await desk.page.getByLabel("Leistung").waitFor();
    await checkScreen(desk.page, "de-desk");
    await desk.page.getByLabel("Sprache").selectOption("fr");
    await desk.page.getByRole("heading", { name: "Accueil : réserver pour un client" }).waitFor();
    expect(await htmlLang(desk.page)).toBe("fr");
    // Without the key, the form to connect with one, in French.
    await desk.page.getByRole("button", { name: "Oublier la clé" }).click();
    await desk.page.getByLabel("Clé d’API").waitFor();
    expect(await desk.page.getByRole("button", { name: "Se connecter" }).isDisabled()).toBe(true);
    await checkScreen(desk.page, "fr-desk-connect");
    expect(desk.errors).toEqual([]);
    await desk.page.context().close();
  });

  it("speaks the salon's default language once an admin has signed in, to a browser asking for none of the four", async () => {
    const { page, errors } = await open("pt-BR", 1280);
    await page.goto(`${t.url}/console/`);
    // Before anyone signs in, no salon is known: English.
    await page.getByRole("heading", { name: "Sign in to the console" }).waitFor();
    await signIn(page, GERMAN_SALON_ADMIN, { email: "Email", password: "Password", signIn: "Sign in" });
    await expect.poll(() => textOf(page, "signed-in")).toBe("Greta Admin (Admin) · Zeiten in Europe/Berlin");
    expect(await htmlLang(page)).toBe("de");
    await checkScreen(page, "salon-default");
    // Signed out, the salon's language goes with the session.
    await page.getByRole("button", { name: "Abmelden", exact: true }).click();
    await page.getByRole("heading", { name: "Sign in to the console" }).waitFor();
    expect(await htmlLang(page)).toBe("en");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
