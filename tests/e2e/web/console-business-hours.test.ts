// The owner gives the salon its own opening hours in the console, in German on a 360 px phone, in
// headless Chromium against the real API: the switch shows the weekly editor, Monday opens later,
// Tuesday closes for lunch, Saturday and Sunday stay closed; saved with the settings, the service
// keeps them and availability narrows the member's longer day to them. Switched off again, the
// member's own hours alone decide. axe finds no violation and nothing scrolls sideways.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient, type BookingClient } from "@booking/client";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { launchBrowser, openPage, checkScreen as checkScreenOf } from "./browser";

let t: TestApi;
let browser: Browser;
let client: BookingClient;
let serviceId: string;
let memberId: string;

/** Friday 20 November 2026, 09:00 in Berlin. */
const NOW = "2026-11-20T08:00:00Z";
const LONG_DAY = { start: "08:00", end: "20:00" };
const EVERY_DAY = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, LONG_DAY]),
);
const OWNER = { email: "greta@salon-nord.example", password: "greta's long passphrase" };

beforeAll(async () => {
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Salon Nord", location: "Hamburg", timezone: "Europe/Berlin" });
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  await client.settings.update.mutate({ slotMinutes: 60 });
  serviceId = (await client.services.create.mutate({ name: "Haarschnitt", duration: 60, price: 40 })).data.id;
  await client.staff.create.mutate({ name: "Greta Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
  memberId = (
    await client.staff.create.mutate({
      name: "Lena",
      email: "lena@salon-nord.example",
      role: "staff",
      services: [serviceId],
      schedule: EVERY_DAY,
    })
  ).data.id;
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** Nothing scrolls sideways, axe finds nothing, and a screenshot. */
const checkScreen = (page: Page, name: string) => checkScreenOf(page, "console-business-hours", name);

/** The local start times availability offers for Lena on a date. */
async function offered(date: string): Promise<string[]> {
  const answer = await client.availability.get.query({ serviceId, staffId: memberId, from: date, to: date });
  return answer.data.days
    .flatMap((d) => d.slots)
    .map((s) => new Date(s.start).toLocaleTimeString("de-DE", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit" }));
}

describe("the salon's opening hours in the console, in German at 360 px", () => {
  it("switches them on, edits the week, saves them with the settings, and switches them off again", { timeout: 120_000 }, async () => {
    expect(await offered("2026-11-23")).toHaveLength(12);
    const { page, errors } = await openPage(browser, {
      width: 360,
      height: 780,
      now: NOW,
      expected: /401|Unauthorized/,
      timezoneId: "Europe/Berlin",
      locale: "de-DE",
    });
    await page.goto(`${t.url}/console/`);
    await page.getByRole("heading", { name: "Bei der Konsole anmelden" }).waitFor();
    await page.getByLabel("E-Mail").fill(OWNER.email);
    await page.getByLabel("Passwort").fill(OWNER.password);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();

    await page.getByRole("button", { name: "Einstellungen", exact: true }).click();
    await page.getByRole("heading", { name: "Einstellungen", exact: true }).waitFor();
    const toggle = page.getByRole("switch", { name: "Der Salon hat eigene Öffnungszeiten" });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await page.getByText("Keine eigenen Öffnungszeiten").waitFor();
    await toggle.check();
    // Monday to Saturday 09:00-18:00 to start from: Monday opens at 10:00, Tuesday closes for lunch, Saturday closed.
    await page.getByRole("group", { name: "Öffnungszeiten des Salons" }).waitFor();
    expect(await page.getByLabel("Montag von").inputValue()).toBe("09:00");
    await page.getByLabel("Montag von").fill("10:00");
    await page.getByLabel("Dienstag Pause von").fill("13:00");
    await page.getByLabel("Dienstag Pause bis").fill("14:00");
    await page.getByRole("checkbox", { name: "Samstag", exact: true }).uncheck();
    await checkScreen(page, "de-settings");
    await page.getByRole("button", { name: "Einstellungen speichern" }).click();
    await page.getByRole("status").filter({ hasText: "Einstellungen gespeichert." }).waitFor();

    const saved = (await client.settings.get.query({})).data.businessHours;
    expect(saved).toEqual({
      monday: { start: "10:00", end: "18:00" },
      tuesday: { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] },
      wednesday: { start: "09:00", end: "18:00" },
      thursday: { start: "09:00", end: "18:00" },
      friday: { start: "09:00", end: "18:00" },
      saturday: null,
      sunday: null,
    });
    expect(await offered("2026-11-23")).toEqual(["10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"]);
    expect(await offered("2026-11-24")).not.toContain("13:00");
    expect(await offered("2026-11-28")).toEqual([]);

    // Shown again as saved after a reload; switched off, the member's own hours alone decide.
    await page.reload();
    await page.getByRole("button", { name: "Einstellungen", exact: true }).click();
    await expect.poll(() => page.getByLabel("Montag von").inputValue()).toBe("10:00");
    await page.getByRole("switch", { name: "Der Salon hat eigene Öffnungszeiten" }).uncheck();
    await page.getByRole("button", { name: "Einstellungen speichern" }).click();
    await page.getByRole("status").filter({ hasText: "Einstellungen gespeichert." }).waitFor();
    expect((await client.settings.get.query({})).data.businessHours).toBeNull();
    expect(await offered("2026-11-28")).toHaveLength(12);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
