// The owner sets the salon up in the console, in French on a 360 px phone, in headless Chromium
// against the real API: reminders two days and two hours before with the salon's own French
// words, the address told of online bookings; a candle workshop offered only in the sessions the
// salon publishes (it was offered at any free weekday time); then its one session cancelled. The
// booking page follows each step: every weekday, then only the session's day, then nothing. The
// link of the salon's email opens a booking with the customer's note. axe finds no violation and
// nothing scrolls sideways.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient, type BookingClient } from "@booking/client";
import { createPublicKey } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { launchBrowser, openPage, checkScreen as checkScreenOf } from "./browser";

let t: TestApi;
let browser: Browser;
let client: BookingClient;
let publicKey: string;
let workshopId: string;
let consultationId: string;

/** Tuesday 1 December 2026, 08:00 in Paris. */
const NOW = "2026-12-01T07:00:00Z";
const DAY = { start: "09:00", end: "18:00" };
const WEEKDAYS = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, DAY]));
const OWNER = { email: "odile@atelier.example", password: "odile's long passphrase" };

beforeAll(async () => {
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Atelier Lumière", location: "Paris", timezone: "Europe/Paris" });
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  workshopId = (await client.services.create.mutate({ name: "Atelier bougie", duration: 120, price: 45, capacity: 8 })).data.id;
  const consultation = (await client.services.create.mutate({ name: "Conseil parfum", duration: 30, price: 20 })).data.id;
  await client.staff.create.mutate({ name: "Odile Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
  const teacher = (
    await client.staff.create.mutate({
      name: "Théo Cire",
      email: "theo@atelier.example",
      role: "staff",
      services: [workshopId, consultation],
      schedule: WEEKDAYS,
    })
  ).data.id;
  // Thursday's workshop at 10:00, published ahead of the switch.
  await client.sessions.create.mutate({ serviceId: workshopId, staffId: teacher, start: "2026-12-03T10:00:00+01:00" });
  publicKey = (await createPublicKey(t.db, provider.providerId)).apiKey;
  // A customer's booking with a note, as the salon's email about it links to it.
  const customer = (await client.customers.create.mutate({ name: "Claire Client", email: "claire@example.com" })).data.id;
  consultationId = (
    await client.bookings.create.mutate({
      customerId: customer,
      serviceId: consultation,
      staffId: teacher,
      dateTime: "2026-12-02T15:00:00+01:00",
      notes: "Allergique au jasmin",
    })
  ).data.id;
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const open = () =>
  openPage(browser, { width: 360, height: 780, now: NOW, expected: /401|Unauthorized/, timezoneId: "Europe/Paris", locale: "fr-FR" });

/** Nothing scrolls sideways, axe finds nothing, and a screenshot. */
const checkScreen = (page: Page, name: string) => checkScreenOf(page, "console-settings", name);

/** The booking page offers the workshop on these of Wednesday 2 and Thursday 3 December (once its times have loaded). */
async function expectOfferedDays(expected: string[]) {
  const { page } = await open();
  await page.goto(`${t.url}/book/?key=${publicKey}`);
  await page.getByTestId(`service-${workshopId}`).click();
  await page.getByTestId("staff-any").click();
  await page.getByTestId("month").waitFor();
  const offered = async () => {
    const days: string[] = [];
    for (const day of ["2026-12-02", "2026-12-03"]) {
      if (await page.getByTestId(`day-${day}`).isEnabled()) days.push(day);
    }
    return days;
  };
  await expect.poll(offered, { timeout: 10_000 }).toEqual(expected);
  await page.context().close();
}

describe("the owner sets the salon up in French at 360 px", () => {
  it(
    "sets reminders and the salon's email, offers the workshop only in its sessions, then cancels its session",
    { timeout: 120_000 },
    async () => {
      await expectOfferedDays(["2026-12-02", "2026-12-03"]);

      const { page, errors } = await open();
      await page.goto(`${t.url}/console/`);
      await page.getByRole("heading", { name: "Connexion à la console" }).waitFor();
      await page.getByLabel("E-mail").fill(OWNER.email);
      await page.getByLabel("Mot de passe").fill(OWNER.password);
      await page.getByRole("button", { name: "Se connecter", exact: true }).click();

      // Settings: reminders 48 hours and 2 hours before, the third line empty; the salon's French words.
      await page.getByRole("button", { name: "Paramètres", exact: true }).click();
      await page.getByRole("heading", { name: "Paramètres", exact: true }).waitFor();
      await expect.poll(() => page.getByTestId("reminder-1").inputValue()).toBe("1");
      expect(await page.getByTestId("reminder-unit-1").inputValue()).toBe("days");
      await page.getByTestId("reminder-1").fill("48");
      await page.getByTestId("reminder-unit-1").selectOption("hours");
      await page.getByTestId("reminder-2").fill("2");
      await page.getByTestId("reminder-unit-2").selectOption("hours");
      await page.getByTestId("reminder-text-fr").fill("À très vite pour votre {service}, {when} !");
      await page.getByLabel("Écrire au salon à (vide : aucun e-mail)").fill("odile@atelier.example");
      await checkScreen(page, "fr-settings");
      await page.getByRole("button", { name: "Enregistrer les paramètres" }).click();
      await page.getByRole("status").filter({ hasText: "Paramètres enregistrés." }).waitFor();
      const settings = (await client.settings.get.query({})).data;
      expect(settings.reminderOffsetsMinutes).toEqual([2880, 120]);
      expect(settings.reminderTexts).toEqual({ en: null, de: null, fr: "À très vite pour votre {service}, {when} !", es: null });
      expect(settings.notifyEmail).toBe("odile@atelier.example");

      // The workshop: only in the sessions the salon publishes.
      await page.getByRole("button", { name: "Prestations", exact: true }).click();
      await page.getByRole("button", { name: "Modifier Atelier bougie" }).click();
      const form = page.getByRole("form", { name: "Modifier Atelier bougie" });
      await form.getByLabel("Horaires proposés en ligne").selectOption("published");
      await checkScreen(page, "fr-service");
      await form.getByRole("button", { name: "Enregistrer la prestation" }).click();
      // Saved, the form closes and the service's line says so.
      await expect.poll(() => page.getByTestId(`service-${workshopId}`).textContent()).toContain("séances publiées seulement");
      expect((await client.services.get.query({ id: workshopId })).data.sessions).toBe("published");
      await expectOfferedDays(["2026-12-03"]);

      // Thursday's session cancelled: the workshop is offered on no day.
      await page.getByRole("button", { name: "Ressources et cours", exact: true }).click();
      await page.getByRole("button", { name: /^Participants.*Atelier bougie/ }).click();
      await page.getByRole("button", { name: "Annuler la séance", exact: true }).click();
      await checkScreen(page, "fr-session-cancel");
      await page.getByRole("button", { name: "Annuler la séance et ses réservations" }).click();
      await page.getByRole("status").filter({ hasText: "Séance annulée" }).waitFor();
      await expectOfferedDays([]);

      // The link of the salon's email opens the booking, its note shown.
      await page.goto(`${t.url}/console/#/booking/${consultationId}`);
      const linked = page.getByTestId("linked-booking");
      await linked.getByRole("heading", { name: "La réservation de votre e-mail" }).waitFor();
      await expect.poll(() => linked.textContent()).toContain("Allergique au jasmin");
      expect(await linked.textContent()).toContain("Claire Client");
      await checkScreen(page, "fr-linked-booking");
      await linked.getByRole("button", { name: "Fermer", exact: true }).click();
      expect(await page.getByTestId("linked-booking").count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );
});
