// The salon's public booking page in headless Chromium, as its customers use it: opened with the
// salon's public key, by a visitor in New York booking a salon in Berlin, at desktop and 360 px
// widths. After every step: the keyboard focus is on the next step, nothing scrolls sideways, and a
// screenshot is kept (test-artifacts/). An accessibility scan (axe) finds no serious or critical
// violation at each stage. Someone taking the chosen time meanwhile is said in words, the times
// refresh and what the visitor typed stays. The manage link moves and cancels the booking; the
// calendar file parses. The page also books by keyboard alone, and embeds in a salon's site only
// when the key lists that site.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import AxeBuilder from "@axe-core/playwright";
import ICAL from "ical.js";
import { createBookingClient, type BookingClient } from "@booking/client";
import { createPublicKey } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { ARTIFACTS_DIR, atStep, launchBrowser, openPage, plain, textOf } from "./browser";

let t: TestApi;
let browser: Browser;
let salonSite: Server;
let strangerSite: Server;
let siteOrigin: string;
let strangerOrigin: string;
let client: BookingClient;
let publicKey: string;
let fadeId: string;
let customerId: string;
const staff: Record<string, string> = {};

/** "Now" for the service and the visitor's browser alike: Tuesday 1 December 2026, 08:00 in Berlin. */
const NOW = "2026-12-01T07:00:00Z";
// The conflict is an expected 409 answer; anything else logged as an error is not.
const EXPECTED_ERRORS = /409/;
const DAY = { start: "09:00", end: "18:00", breaks: [{ start: "12:00", end: "13:00" }] };
const WEEKDAYS = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, DAY]));

/** A page on another origin: a salon's own site with the embed snippet for `key`. */
function siteWithSnippet(snippet: () => string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="en"><title>Salon site</title><h1>Our salon</h1>${snippet()}</html>`);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, origin: `http://localhost:${(server.address() as AddressInfo).port}` })),
  );
}

beforeAll(async () => {
  // Visitors' budgets per address are the production defaults' business; here every visitor is 127.0.0.1.
  [t, browser] = await Promise.all([
    startTestApi({ addressLimits: { perAddress: 10_000, bookingsPerAddress: 1_000, bookingsPerAddressHour: 1_000 } }),
    launchBrowser(),
  ]);
  t.clock.set(NOW);
  const snippet = () => `<div data-booking-key="${publicKey}"></div><script src="${t.url}/book/embed.js" async></script>`;
  ({ server: salonSite, origin: siteOrigin } = await siteWithSnippet(snippet));
  ({ server: strangerSite, origin: strangerOrigin } = await siteWithSnippet(snippet));

  const provider = await t.newProvider({ name: "Salon Nord", location: "Berlin", timezone: "Europe/Berlin" });
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  fadeId = (await client.services.create.mutate({ name: "Skin fade", duration: 45, price: 35, description: "Clippers and scissors" })).data
    .id;
  const beard = (await client.services.create.mutate({ name: "Beard trim", duration: 30, price: 20 })).data.id;
  for (const [name, services] of [
    ["Ana Lima", [fadeId, beard]],
    ["Bo Berg", [fadeId]],
  ] as const) {
    const email = `${name.split(" ")[0]!.toLowerCase()}@salon.example`;
    staff[name] = (
      await client.staff.create.mutate({ name, email, phone: "+49 30 555", role: "staff", services: [...services], schedule: WEEKDAYS })
    ).data.id;
  }
  customerId = (await client.customers.create.mutate({ name: "Front Desk Regular", email: "regular@example.com" })).data.id;
  publicKey = (await createPublicKey(t.db, provider.providerId, [siteOrigin])).apiKey;
});

afterAll(async () => {
  await browser?.close();
  salonSite?.close();
  strangerSite?.close();
  await t?.close();
});

async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    where,
  ).toEqual([]);
}

const text = textOf;
const timesShown = async (page: Page) => (await page.getByTestId("times").locator("button").allTextContents()).map(plain);

describe("the public booking page", () => {
  it.each([
    ["desktop", 1280, 900, "2026-12-02", "Wednesday, December 2, 2026", "2026-12-04", "Friday, December 4, 2026"],
    ["phone", 360, 740, "2026-12-03", "Thursday, December 3, 2026", "2026-12-07", "Monday, December 7, 2026"],
  ])(
    "books at %s width: service, any member, a day, a time, details; a taken time is said; the link moves and cancels",
    async (size, width, height, day, dayWords, moveDay, moveWords) => {
      const { page, errors } = await openPage(browser, { width, height, now: NOW, expected: EXPECTED_ERRORS });
      const response = await page.goto(`${t.url}/book/?key=${publicKey}`);
      expect(response?.headers()["content-security-policy"]).toContain("default-src 'none'");
      await page.getByTestId(`service-${fadeId}`).waitFor();
      // The salon's name heads the page (in English: the browser's language, en-US).
      await expect.poll(() => page.locator("h1").textContent()).toBe("Salon Nord");
      expect(await page.title()).toBe("Salon Nord");
      // The visitor's own zone is detected and offered for change; the salon's, another, is said.
      expect(await page.getByLabel("Times shown in").inputValue()).toBe("America/New_York");
      expect(await text(page, "salon-zone")).toBe(
        "Times are shown in your time zone (Eastern Time). The salon’s time zone is Central European Time.",
      );
      await expectAccessible(page, "start");

      await page.getByTestId(`service-${fadeId}`).click();
      await atStep(page, "step-staff", `customer-${size}-1-service`);
      expect(await page.locator("#step-staff ~ ul .choice-title").allTextContents()).toEqual(["Any available", "Ana Lima", "Bo Berg"]);
      expect((await page.content()).includes("@salon.example")).toBe(false); // public fields only

      await page.getByTestId("staff-any").click();
      await atStep(page, "step-day", `customer-${size}-2-staff`);
      expect(await text(page, "calendar-month")).toBe("December 2026");
      // Weekends have no hours: greyed out and not selectable; weekdays have times.
      await expect.poll(() => page.getByTestId(`day-${day}`).isEnabled()).toBe(true);
      expect(await page.getByTestId("day-2026-12-05").isDisabled()).toBe(true);
      expect(await page.getByTestId("day-2026-12-06").getAttribute("aria-label")).toBe("Sunday, December 6, 2026, no free times");
      await expectAccessible(page, "calendar");

      await page.getByTestId(`day-${day}`).click();
      await atStep(page, "step-time", `customer-${size}-3-day`);
      // Berlin's 09:00–18:00 with lunch 12:00–13:00, for 45 minutes, told in New York (6 hours behind).
      const inNewYork = await timesShown(page);
      expect(inNewYork[0]).toBe("3:00 AM EST");
      expect(inNewYork.at(-1)).toBe("11:00 AM EST");
      expect(inNewYork).not.toContain("5:30 AM EST"); // 11:30 in Berlin would run into lunch

      // (Zone names in the visitor's language, en-US: EST for New York, the offset for Berlin.)
      // The visitor switches to the salon's zone: the day is chosen again, in that zone.
      await page.getByLabel("Times shown in").selectOption("Europe/Berlin");
      await page.getByTestId(`day-${day}`).click();
      await atStep(page, "step-time", `customer-${size}-4-zone`);
      const inBerlin = await timesShown(page);
      expect([inBerlin[0], inBerlin.at(-1)]).toEqual(["9:00 AM GMT+1", "5:00 PM GMT+1"]);
      // Times in the salon's own zone: nothing to point out.
      expect(await page.getByTestId("salon-zone").count()).toBe(0);

      await page.getByTestId("time-10:00-GMT+1").click();
      await atStep(page, "step-details", `customer-${size}-5-time`);
      expect(await text(page, "summary")).toBe(`Skin fade, ${dayWords} at 10:00 AM GMT+1 (Europe/Berlin)`);

      // Field errors in plain words, next to each field; the first field in error takes the focus.
      await page.getByRole("button", { name: "Book 10:00 AM GMT+1" }).click();
      await atStep(page, "field-name", `customer-${size}-6-errors`);
      expect(await page.locator("#name-error").textContent()).toBe("Please enter your name.");
      expect(await page.getByLabel("Name", { exact: true }).getAttribute("aria-describedby")).toBe("name-error");
      await page.getByLabel("Name", { exact: true }).fill("Dana Brooks");
      await page.getByLabel("Email", { exact: true }).fill("dana@");
      await page.getByRole("button", { name: "Book 10:00 AM GMT+1" }).click();
      await atStep(page, "field-email", `customer-${size}-7-email`);
      expect(await page.locator("#email-error").textContent()).toBe("Please enter an email address such as name@example.com.");
      expect(await page.locator("#name-error").count()).toBe(0);
      await expectAccessible(page, "details with an error");
      await page.getByLabel("Email", { exact: true }).fill(`dana.${size}@example.com`);
      await page.getByLabel("Phone (optional)").fill("+1 212 555 0100");
      await page.getByLabel(/Anything the salon should know/).fill("First visit");

      // Meanwhile the front desk gives 10:00 to both members: the visitor is told, keeps their details.
      for (const member of Object.values(staff)) {
        await client.bookings.create.mutate({ customerId, serviceId: fadeId, staffId: member, dateTime: `${day}T09:00:00Z` });
      }
      await page.getByRole("button", { name: "Book 10:00 AM GMT+1" }).click();
      await atStep(page, "step-time", `customer-${size}-8-taken`);
      expect(await text(page, "notice")).toBe(
        `Sorry, 10:00 AM GMT+1 on ${dayWords} was just taken by someone else. Please pick another time: your details are kept.`,
      );
      await expect.poll(() => timesShown(page)).not.toContain("10:00 AM GMT+1");
      await page.getByTestId("time-11:00-GMT+1").click();
      await atStep(page, "step-details", `customer-${size}-9-again`);
      expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Dana Brooks");
      expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(`dana.${size}@example.com`);

      await page.getByRole("button", { name: "Book 11:00 AM GMT+1" }).click();
      await atStep(page, "confirmation-heading", `customer-${size}-10-booked`);
      expect(await page.locator("#confirmation-heading").textContent()).toBe("Booking requested");
      expect(await text(page, "booking-when")).toBe(`${dayWords} at 11:00 AM GMT+1 (Europe/Berlin)`);
      const bookingId = await text(page, "booking-id");
      const booking = (await client.bookings.get.query({ id: bookingId })).data;
      expect(booking).toMatchObject({
        status: "pending",
        dateTime: `${day}T10:00:00.000Z`,
        notes: "First visit",
        customer: { name: "Dana Brooks", email: `dana.${size}@example.com`, phone: "+1 212 555 0100" },
        service: { id: fadeId },
      });
      expect(await text(page, "booking-staff")).toBe(booking.staff.name);
      await expectAccessible(page, "confirmation");

      // Add to calendar: an iCalendar file a parser reads back.
      const calendarHref = (await page.getByTestId("add-to-calendar").getAttribute("href"))!;
      const ics = await fetch(new URL(calendarHref, t.url));
      expect(ics.headers.get("content-type")).toMatch(/^text\/calendar/);
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent("vevent")!);
      expect(event.startDate.toJSDate().toISOString()).toBe(booking.dateTime);
      expect(event.summary).toBe("Skin fade at Salon Nord");

      // The manage link: the booking told in the visitor's own zone, moved, then cancelled.
      const manageUrl = (await page.getByTestId("manage-link").getAttribute("href"))!;
      expect(manageUrl).toMatch(new RegExp(`^${t.url}/book/#manage=[0-9A-Za-z]{32}$`));
      await page.goto(manageUrl);
      await page.getByTestId("managed-booking").waitFor();
      expect(await page.locator("#manage-heading").textContent()).toBe("Your booking at Salon Nord");
      expect(await text(page, "managed-when")).toBe(`${dayWords} at 5:00 AM EST (America/New_York)`);
      expect(await page.locator("h1").textContent()).toBe("Salon Nord");
      expect(await page.title()).toBe("Salon Nord");
      expect(await text(page, "managed-status")).toBe("Requested (the salon will confirm it)");
      await expectAccessible(page, "manage");

      await page.getByRole("button", { name: "Move to another time" }).click();
      await atStep(page, "move-heading", `customer-${size}-11-move`);
      await page.getByTestId(`day-${moveDay}`).click();
      await atStep(page, "move-time-heading", `customer-${size}-12-move-day`);
      await page.getByTestId("time-08:00-EST").click(); // 14:00 in Berlin
      await atStep(page, "move-confirm", `customer-${size}-13-move-time`);
      await page.getByRole("button", { name: "Move booking" }).click();
      await atStep(page, "manage-heading", `customer-${size}-14-moved`);
      expect(await text(page, "manage-done")).toBe(`Your booking is moved to ${moveWords} at 8:00 AM EST (America/New_York).`);
      expect((await client.bookings.get.query({ id: bookingId })).data).toMatchObject({
        dateTime: `${moveDay}T13:00:00.000Z`,
        staff: { id: booking.staff.id },
      });

      await page.getByRole("button", { name: "Cancel booking" }).click();
      await atStep(page, "cancel-heading", `customer-${size}-15-cancel`);
      await page.getByRole("button", { name: "Keep booking" }).click();
      await atStep(page, "manage-heading", `customer-${size}-16-kept`);
      expect((await client.bookings.get.query({ id: bookingId })).data.status).toBe("pending");
      await page.getByRole("button", { name: "Cancel booking" }).click();
      await page.getByRole("button", { name: "Yes, cancel booking" }).click();
      await atStep(page, "manage-heading", `customer-${size}-17-cancelled`);
      expect(await text(page, "manage-done")).toBe("Your booking is cancelled.");
      await expect.poll(() => text(page, "managed-status")).toBe("Cancelled");
      expect(await page.getByRole("button", { name: "Move to another time" }).count()).toBe(0);
      expect((await client.bookings.get.query({ id: bookingId })).data.status).toBe("cancelled");

      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it("books with the keyboard alone on a phone", async () => {
    const { page, errors } = await openPage(browser, { width: 360, height: 740, now: NOW, expected: EXPECTED_ERRORS });
    await page.goto(`${t.url}/book/?key=${publicKey}`);
    await page.getByTestId(`service-${fadeId}`).waitFor();
    // Tab from the top: the language switcher, the zone picker, then the services by name (Beard trim, Skin fade).
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("language");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SELECT");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe(`service-${fadeId}`);
    await page.keyboard.press("Enter");
    await atStep(page, "step-staff", "customer-keyboard-1");
    await page.keyboard.press("Tab"); // "Any available"
    await page.keyboard.press("Tab"); // Ana Lima
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe(`staff-${staff["Ana Lima"]}`);
    await page.keyboard.press("Enter");
    await atStep(page, "step-day", "customer-keyboard-2");
    // Past the month's buttons to the first day with times (today, Tuesday 1 December, from 09:00 Berlin).
    await expect.poll(() => page.getByTestId("day-2026-12-01").isEnabled()).toBe(true);
    await page.keyboard.press("Tab"); // next month (previous month is disabled: this is the first)
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("day-2026-12-01");
    await page.keyboard.press("Enter");
    await atStep(page, "step-time", "customer-keyboard-3");
    await page.keyboard.press("Tab");
    expect(plain(await page.evaluate(() => document.activeElement?.textContent ?? ""))).toBe("3:00 AM EST");
    await page.keyboard.press("Enter");
    await atStep(page, "step-details", "customer-keyboard-4");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Kim Keys");
    await page.keyboard.press("Tab");
    await page.keyboard.type("kim@example.com");
    await page.keyboard.press("Tab"); // phone (optional)
    await page.keyboard.press("Tab"); // notes
    await page.keyboard.press("Tab");
    expect(plain(await page.evaluate(() => document.activeElement?.textContent ?? ""))).toBe("Book 3:00 AM EST");
    await page.keyboard.press("Enter");
    await atStep(page, "confirmation-heading", "customer-keyboard-5");
    const booking = (await client.bookings.get.query({ id: await text(page, "booking-id") })).data;
    expect(booking).toMatchObject({ dateTime: "2026-12-01T08:00:00.000Z", staff: { id: staff["Ana Lima"] }, status: "pending" });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the embed snippet", () => {
  it("puts the page on a site the key lists, sized to its content, and nowhere else", async () => {
    const { page, errors } = await openPage(browser, { width: 1024, height: 800, now: NOW, expected: EXPECTED_ERRORS });
    await page.goto(siteOrigin);
    const frame = page.frameLocator("iframe");
    await frame.getByTestId(`service-${fadeId}`).waitFor();
    expect(await page.locator("iframe").getAttribute("title")).toBe("Book an appointment");
    // The frame grows with the page: choosing a service opens the next step.
    await frame.getByTestId(`service-${fadeId}`).click();
    await frame.getByTestId("staff-any").waitFor();
    // (at least the snippet's minimum height of 640 px)
    await expect
      .poll(async () => {
        const outer = await page.locator("iframe").evaluate((element) => element.getBoundingClientRect().height);
        const inner = await frame.locator("html").evaluate((element) => element.getBoundingClientRect().height);
        return Math.abs(outer - Math.max(640, Math.ceil(inner)));
      })
      .toBeLessThanOrEqual(1);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, "customer-embedded.png"), fullPage: true });
    expect(errors).toEqual([]);

    // A site the key does not list: the browser refuses to show the page in its frame.
    const stranger = await page.context().newPage();
    const framed = stranger.waitForResponse((response) => response.url().includes("/book/?key="));
    await stranger.goto(strangerOrigin);
    const answer = await framed;
    expect(answer.headers()["content-security-policy"]).toContain(`frame-ancestors 'self' ${siteOrigin}`);
    // Chromium shows its error page in the frame instead.
    await expect
      .poll(() =>
        stranger
          .frames()
          .find((f) => f !== stranger.mainFrame())
          ?.url(),
      )
      .toMatch(/^chrome-error:/);
    await page.context().close();
  });
});
