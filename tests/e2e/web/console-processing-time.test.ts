// The owner gives a colour service its processing time in the console, in German on a 360 px phone,
// in headless Chromium against the real API: "work – processing – work" splits the 90 minutes in
// thirds, saved and read back after a reload, with the "⧗ 30 Min. Einwirkzeit" badge in the list;
// segments that do not add up to the duration are refused by the service and said in German in
// the form. In the settings, processing time is offered online and kept. Then a quick pass in
// English on a desktop, where the colour becomes a two-person service (two staff members per
// booking), saved and said in the list. axe finds no violation and nothing scrolls sideways.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient, type BookingClient } from "@booking/client";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { launchBrowser, openPage, checkScreen as checkScreenOf } from "./browser";

let t: TestApi;
let browser: Browser;
let client: BookingClient;
let colourId: string;

/** Friday 20 November 2026, 09:00 in Berlin. */
const NOW = "2026-11-20T08:00:00Z";
const OWNER = { email: "greta@salon-nord.example", password: "greta's long passphrase" };
const THIRDS = [
  { kind: "active", minutes: 30 },
  { kind: "processing", minutes: 30 },
  { kind: "active", minutes: 30 },
];

beforeAll(async () => {
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Salon Nord", location: "Hamburg", timezone: "Europe/Berlin" });
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  colourId = (await client.services.create.mutate({ name: "Färben", duration: 90, price: 80 })).data.id;
  await client.services.create.mutate({ name: "Yoga", duration: 60, price: 15, capacity: 8 });
  await client.staff.create.mutate({ name: "Greta Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** Nothing scrolls sideways, axe finds nothing, and a screenshot. */
const checkScreen = (page: Page, name: string) => checkScreenOf(page, "console-processing-time", name);

async function signIn(page: Page, words: { heading: string; email: string; password: string; button: string }) {
  await page.goto(`${t.url}/console/`);
  await page.getByRole("heading", { name: words.heading }).waitFor();
  await page.getByLabel(words.email).fill(OWNER.email);
  await page.getByLabel(words.password).fill(OWNER.password);
  await page.getByRole("button", { name: words.button, exact: true }).click();
}

const segmentsKept = async () => (await client.services.get.query({ id: colourId })).data.segments;

describe("a service's processing time in the console", () => {
  it(
    "in German at 360 px: the preset, saved and kept, a wrong sum refused in German, and the online setting",
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await openPage(browser, {
        width: 360,
        height: 780,
        now: NOW,
        expected: /401|400|Unauthorized|Bad Request/,
        timezoneId: "Europe/Berlin",
        locale: "de-DE",
      });
      await signIn(page, { heading: "Bei der Konsole anmelden", email: "E-Mail", password: "Passwort", button: "Anmelden" });

      await page.getByRole("button", { name: "Leistungen", exact: true }).click();
      // The class has none to give.
      await page.getByRole("button", { name: "Ändern: Yoga" }).click();
      await page.getByRole("form", { name: "Ändern: Yoga" }).getByText("Kurse haben keine Einwirkzeit.").waitFor();
      await page.getByRole("button", { name: "Ändern: Färben" }).click();
      let form = page.getByRole("form", { name: "Ändern: Färben" });
      const segments = form.getByRole("group", { name: "Einwirkzeit" });
      await segments.getByText("Keine Einwirkzeit: Das Teammitglied arbeitet durchgehend.").waitFor();
      await segments.getByRole("button", { name: "Arbeit – Einwirkzeit – Arbeit" }).click();
      expect(await segments.getByLabel("Abschnitt 1: Minuten").inputValue()).toBe("30");
      expect(await segments.getByRole("combobox", { name: "Abschnitt 2" }).inputValue()).toBe("processing");
      expect(await segments.getByLabel("Abschnitt 2: Minuten").inputValue()).toBe("30");
      expect(await segments.getByLabel("Abschnitt 3: Minuten").inputValue()).toBe("30");
      await segments.getByText("Zusammen 90 Min., die Dauer.").waitFor();
      await checkScreen(page, "de-preset");

      await form.getByRole("button", { name: "Leistung speichern" }).click();
      // Saved, the form closes.
      await expect.poll(segmentsKept).toEqual(THIRDS);
      await expect.poll(() => page.getByTestId(`service-${colourId}`).textContent()).toContain("⧗ 30 Min. Einwirkzeit");

      // Kept after a reload; three segments that make 80 of the 90 minutes are the service's 400, said in German.
      await page.reload();
      await page.getByRole("button", { name: "Leistungen", exact: true }).click();
      await page.getByTestId(`service-${colourId}`).getByText("⧗ 30 Min. Einwirkzeit").waitFor();
      await page.getByRole("button", { name: "Ändern: Färben" }).click();
      form = page.getByRole("form", { name: "Ändern: Färben" });
      await expect.poll(() => form.getByRole("combobox", { name: "Abschnitt 2" }).inputValue()).toBe("processing");
      expect(await form.getByLabel("Abschnitt 3: Minuten").inputValue()).toBe("30");
      await form.getByLabel("Abschnitt 3: Minuten").fill("20");
      await form.getByText("Zusammen 80 Min., die Dauer ist aber 90 Min.").waitFor();
      await form.getByRole("button", { name: "Leistung speichern" }).click();
      await form.getByRole("alert").filter({ hasText: "Die Abschnitte ergeben 80 Minuten, die Leistung dauert aber 90." }).waitFor();
      await checkScreen(page, "de-wrong-sum");
      expect(await segmentsKept()).toEqual(THIRDS);

      // Processing time offered online: saved with the settings and shown again after a reload.
      await page.getByRole("button", { name: "Einstellungen", exact: true }).click();
      const online = page.getByRole("checkbox", { name: "Einwirkzeit online anbieten" });
      await online.waitFor();
      expect(await online.isChecked()).toBe(false);
      await online.check();
      await checkScreen(page, "de-settings");
      await page.getByRole("button", { name: "Einstellungen speichern" }).click();
      await page.getByRole("status").filter({ hasText: "Einstellungen gespeichert." }).waitFor();
      expect((await client.settings.get.query({})).data.processingGapsOnline).toBe(true);
      await page.reload();
      await page.getByRole("button", { name: "Einstellungen", exact: true }).click();
      await expect.poll(() => page.getByRole("checkbox", { name: "Einwirkzeit online anbieten" }).isChecked()).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it("in English on a desktop: the badge, the segments, two staff members per booking and the setting", { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900, now: NOW, expected: /401|Unauthorized/ });
    await signIn(page, { heading: "Sign in to the console", email: "Email", password: "Password", button: "Sign in" });
    await page.getByRole("button", { name: "Services", exact: true }).click();
    await page.getByTestId(`service-${colourId}`).getByText("⧗ 30 min processing").waitFor();
    await page.getByRole("button", { name: "Change Färben" }).click();
    const segments = page.getByRole("form", { name: "Change Färben" }).getByRole("group", { name: "Processing time" });
    expect(await segments.getByRole("combobox", { name: "Segment 2" }).inputValue()).toBe("processing");
    await segments.getByText("Together 90 min, the duration.").waitFor();
    await checkScreen(page, "en-services");
    const form = page.getByRole("form", { name: "Change Färben" });
    await form.getByLabel("Staff per booking").selectOption("2");
    await form.getByRole("button", { name: "Save service" }).click();
    await expect.poll(async () => (await client.services.get.query({ id: colourId })).data.staffCount).toBe(2);
    await page.getByTestId(`service-${colourId}`).getByText("two staff members at once", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Settings", exact: true }).click();
    await expect.poll(() => page.getByRole("checkbox", { name: "Offer processing time online" }).isChecked()).toBe(true);
    await page.getByText("Customers and the booking page may book a time inside another booking’s processing time").waitFor();
    await checkScreen(page, "en-settings");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
