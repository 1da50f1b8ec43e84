// "Why not another time?" at the front desk, in headless Chromium against the real API: Anna has a
// lunch break and a booking on Tuesday, Ben works the same day without either. In German on a
// 360 px phone the owner asks about 12:00 (Anna's break, Ben free) and 10:00 (Anna's booking, with
// its times and a link to it); on a desktop in English the same answers, and the booking's link
// opens it in the console; ticked "as the booking page sees it", Tuesday 09:00 is too soon to book
// online (26 hours' notice) though the desk may take it. axe finds nothing and nothing scrolls
// sideways.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient, type BookingClient } from "@booking/client";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { launchBrowser, openPage, plain, checkScreen as checkScreenOf } from "./browser";

let t: TestApi;
let browser: Browser;
let client: BookingClient;
let haircut: string;
let anna: string;
let ben: string;
let bookingId: string;

/** Monday 23 November 2026, 08:00 in Berlin. */
const NOW = "2026-11-23T07:00:00Z";
const TUESDAY = "2026-11-24";
const weekdays = (day: object) => Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, day]));
const OWNER = { email: "greta@salon-nord.example", password: "greta's long passphrase" };

beforeAll(async () => {
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Salon Nord", location: "Hamburg", timezone: "Europe/Berlin" });
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  // 26 hours' notice online: Tuesday 09:00 is too soon for the booking page, not for the desk.
  await client.settings.update.mutate({ slotMinutes: 60, minNoticeMinutes: 26 * 60 });
  haircut = (await client.services.create.mutate({ name: "Haarschnitt", duration: 60, price: 40 })).data.id;
  await client.staff.create.mutate({ name: "Greta Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
  const member = async (name: string, day: object) =>
    (
      await client.staff.create.mutate({
        name,
        email: `${name.toLowerCase()}@salon-nord.example`,
        role: "staff",
        services: [haircut],
        schedule: weekdays(day),
      })
    ).data.id;
  anna = await member("Anna", { start: "09:00", end: "18:00", breaks: [{ start: "12:00", end: "13:00" }] });
  ben = await member("Ben", { start: "09:00", end: "18:00" });
  const vera = (await client.customers.create.mutate({ name: "Vera Kundin", email: "vera@example.com" })).data.id;
  bookingId = (
    await client.bookings.create.mutate({ customerId: vera, serviceId: haircut, staffId: anna, dateTime: `${TUESDAY}T10:00:00+01:00` })
  ).data.id;
  // The service's own answer, which the page words: Anna's break and booking, Ben free.
  const explained = (await client.availability.explain.query({ serviceId: haircut, date: TUESDAY })).data.members;
  const at = (staffId: string, time: string) => explained.find((m) => m.staffId === staffId)?.starts.find((s) => s.time === time);
  expect(at(anna, "12:00")).toMatchObject({ available: false, rules: ["in_break"] });
  expect(at(anna, "10:00")).toMatchObject({ available: false, rules: ["booked"], bookingIds: [bookingId] });
  expect(at(ben, "12:00")).toMatchObject({ available: true });
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** Nothing scrolls sideways, axe finds nothing, and a screenshot. */
const checkScreen = (page: Page, name: string) => checkScreenOf(page, "front-desk-why-not", name);

/** The answers listed, each line's text with plain spaces. */
const answers = async (page: Page) => (await page.getByTestId("why-not-answers").getByRole("listitem").allTextContents()).map(plain);

/** Signs in, opens Book, and chooses the haircut with Anna. */
async function bookWithAnna(
  page: Page,
  words: { heading: string; email: string; password: string; signIn: string; book: string; service: string; member: string },
) {
  await page.goto(`${t.url}/console/`);
  await page.getByRole("heading", { name: words.heading }).waitFor();
  await page.getByLabel(words.email).fill(OWNER.email);
  await page.getByLabel(words.password).fill(OWNER.password);
  await page.getByRole("button", { name: words.signIn, exact: true }).click();
  await page.getByRole("button", { name: words.book, exact: true }).click();
  await page.getByLabel(words.service).selectOption(haircut);
  await page.getByLabel(words.member).selectOption(anna);
  await page.getByTestId(`slot-${TUESDAY}-09:00`).waitFor();
}

/** Asks about `time` on Tuesday and waits for the answer's heading. */
async function ask(page: Page, labels: { day: string; time: string }, time: string, heading: RegExp) {
  await page.getByLabel(labels.day).selectOption(TUESDAY);
  await page.getByLabel(labels.time).fill(time);
  await page.getByRole("heading", { name: heading }).waitFor();
}

describe("why not another time, at the front desk", () => {
  it("says Anna's break and her booking, in German at 360 px", { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser, {
      width: 360,
      height: 780,
      now: NOW,
      expected: /401|Unauthorized/,
      timezoneId: "Europe/Berlin",
      locale: "de-DE",
    });
    await bookWithAnna(page, {
      heading: "Bei der Konsole anmelden",
      email: "E-Mail",
      password: "Passwort",
      signIn: "Anmelden",
      book: "Buchen",
      service: "Leistung",
      member: "Teammitglied",
    });
    // Neither 10:00 nor 12:00 is offered on Tuesday.
    expect(await page.getByTestId(`slot-${TUESDAY}-10:00`).count()).toBe(0);
    expect(await page.getByTestId(`slot-${TUESDAY}-12:00`).count()).toBe(0);
    await page.getByText("Warum nicht eine andere Zeit?").click();
    const labels = { day: "Tag", time: "Uhrzeit" };
    await ask(page, labels, "12:00", /^Um 12:00 am /);
    expect(await answers(page)).toEqual(["Anna: in der Pause", "Ben: frei (in Schritt 1 auswählen)"]);
    await checkScreen(page, "break-de");

    await ask(page, labels, "10:00", /^Um 10:00 am /);
    await expect.poll(() => answers(page)).toEqual(["Anna: gebucht (Buchung 10:00–11:00)", "Ben: frei (in Schritt 1 auswählen)"]);
    const link = page.getByRole("link", { name: "Buchung 10:00–11:00" });
    expect(await link.getAttribute("href")).toBe(`/console/#/booking/${bookingId}`);
    await checkScreen(page, "booked-de");

    await ask(page, labels, "09:00", /^Um 09:00 am /);
    expect(await answers(page)).toEqual(["Anna: frei – oben auswählen", "Ben: frei (in Schritt 1 auswählen)"]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("says the same in English on a desktop, and the booking's link opens it", { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser, {
      width: 1280,
      height: 900,
      now: NOW,
      expected: /401|Unauthorized/,
      timezoneId: "Europe/Berlin",
    });
    await bookWithAnna(page, {
      heading: "Sign in to the console",
      email: "Email",
      password: "Password",
      signIn: "Sign in",
      book: "Book",
      service: "Service",
      member: "Staff member",
    });
    await page.getByText("Why not another time?").click();
    const labels = { day: "Day", time: "Time" };
    await ask(page, labels, "12:00", /^At 12:00 PM on /);
    expect(await answers(page)).toEqual(["Anna: in their break", "Ben: free (choose them in step 1)"]);
    await ask(page, labels, "10:00", /^At 10:00 AM on /);
    await expect.poll(() => answers(page)).toEqual(["Anna: booked (booking 10:00 AM–11:00 AM)", "Ben: free (choose them in step 1)"]);
    await checkScreen(page, "booked-en");
    await ask(page, labels, "09:00", /^At 9:00 AM on /);
    expect(await answers(page)).toEqual(["Anna: free: pick it above", "Ben: free (choose them in step 1)"]);
    await page.getByLabel("As the booking page sees it").check();
    await expect.poll(() => answers(page)).toEqual(["Anna: too soon to book", "Ben: too soon to book"]);
    await checkScreen(page, "online-en");
    await page.getByLabel("As the booking page sees it").uncheck();
    await ask(page, labels, "10:00", /^At 10:00 AM on /);

    await page.getByRole("link", { name: "booking 10:00 AM–11:00 AM" }).click();
    const linked = page.getByTestId("linked-booking");
    await linked.getByRole("heading", { name: bookingId }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
