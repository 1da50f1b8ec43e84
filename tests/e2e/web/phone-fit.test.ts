// Everything fits a 360 px phone, in headless Chromium: every view of the console and every form it
// opens (an admin, with long names in the salon's lists), /docs, and the booking page in German
// with the salon's address and phone and a class's total for three seats. "Fits" means the page
// does not scroll sideways and no element reaches past the screen's edges (but inside a box that
// scrolls on its own, such as an example in /docs). The embedded page names its frame in German.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient, type BookingClient } from "@booking/client";
import { createPublicKey } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { ARTIFACTS_DIR, expectNoViolations, launchBrowser, openPage, plain, textOf } from "./browser";

let t: TestApi;
let browser: Browser;
let client: BookingClient;
let publicKey: string;
let yogaId: string;
let cutId: string;
let site: Server;
let siteOrigin: string;

/** Tuesday 1 December 2026, 08:00 in Berlin. */
const NOW = "2026-12-01T07:00:00Z";
const DAY = { start: "09:00", end: "18:00" };
const WEEKDAYS = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, DAY]));
const OWNER = { email: "owner@studio-mitte.example", password: "the owner's long passphrase" };
const ADDRESS = "Rosenthaler Straße 40, 10178 Berlin";
const PHONE = "+49 30 1234-5678";

beforeAll(async () => {
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Studio Mitte", location: "Berlin", timezone: "Europe/Berlin" });
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  const weekday = { start: "08:00", end: "20:00" };
  await client.settings.update.mutate({
    address: ADDRESS,
    phone: PHONE,
    currency: "EUR",
    // Opening hours wider than the members' own (which they then leave as they are), Sunday closed.
    businessHours: {
      monday: weekday,
      tuesday: weekday,
      wednesday: weekday,
      thursday: weekday,
      friday: weekday,
      saturday: { start: "10:00", end: "14:00", breaks: [{ start: "12:00", end: "12:30" }] },
      sunday: null,
    },
  });
  // Long names, as salons write them: they must not widen the console's selects and lists.
  cutId = (
    await client.services.create.mutate({
      name: "Balayage with toner, deep-conditioning treatment and blow-dry for long hair",
      duration: 150,
      price: 189,
    })
  ).data.id;
  yogaId = (await client.services.create.mutate({ name: "Yoga", duration: 60, price: 20, capacity: 8, maxSeatsPerBooking: 4 })).data.id;
  await client.staff.create.mutate({ name: "Olga Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
  const stylist = await client.staff.create.mutate({
    name: "Maximiliane Alexandra von Hohenzollern-Sigmaringen",
    email: "maximiliane.alexandra@studio-mitte.example",
    role: "staff",
    services: [cutId, yogaId],
    schedule: WEEKDAYS,
  });
  const customer = (
    await client.customers.create.mutate({
      name: "Bartholomew Featherstonehaugh-Cholmondeley",
      email: "bartholomew.featherstonehaugh@example.com",
    })
  ).data.id;
  await client.bookings.create.mutate({
    customerId: customer,
    serviceId: cutId,
    staffId: stylist.data.id,
    dateTime: "2026-12-01T10:00:00+01:00",
  });
  await client.resources.create.mutate({ name: "Large treatment room with the hair-washing basins", kind: "room" });
  await client.closures.create.mutate({ date: "2026-12-24", reason: "Christmas Eve: the whole team is with their families" });
  ({ server: site, origin: siteOrigin } = await siteWithSnippet(
    () => `<div data-booking-key="${publicKey}" data-booking-lang="de"></div><script src="${t.url}/book/embed.js" async></script>`,
  ));
  publicKey = (await createPublicKey(t.db, provider.providerId, [siteOrigin])).apiKey;
});

afterAll(async () => {
  await browser?.close();
  site?.close();
  await t?.close();
});

/** A salon's own site with the embed snippet. */
function siteWithSnippet(snippet: () => string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="de"><title>Studio</title><h1>Studio Mitte</h1>${snippet()}</html>`);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, origin: `http://localhost:${(server.address() as AddressInfo).port}` })),
  );
}

/**
 * The page's width and the elements reaching past the screen's edges, named (at most ten), but
 * those inside a box of their own that scrolls or clips and itself fits.
 */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const fits = (rect: DOMRect) => rect.left >= -1 && rect.right <= width + 1;
    const clippedInside = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (["auto", "scroll", "hidden", "clip"].includes(style.overflowX) && fits(box.getBoundingClientRect())) return true;
      }
      return false;
    };
    const wide: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || fits(rect) || clippedInside(element)) continue;
      const name = element.getAttribute("data-testid") ?? element.id;
      const classes =
        typeof element.className === "string" && element.className ? `.${element.className.trim().split(/\s+/).join(".")}` : "";
      wide.push(
        `${element.tagName.toLowerCase()}${name ? `#${name}` : ""}${classes} (${Math.round(rect.left)} to ${Math.round(rect.right)})`,
      );
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 10) };
  });

async function expectFits(page: Page, where: string) {
  const { scrollWidth, width, wide } = await overflowOf(page);
  expect(wide, `elements wider than the screen at ${where}`).toEqual([]);
  expect(scrollWidth, `sideways scrolling at ${where}`).toBeLessThanOrEqual(width);
}

/** Lets what a click asked for arrive: nothing says "Loading…" and the page has had a moment to lay out. */
async function settle(page: Page) {
  await page.waitForFunction(() => !document.body.innerText.includes("Loading…"));
  await page.waitForTimeout(200);
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });

describe("the console at 360 px", () => {
  it("fits every view and every form it opens; the Book view is axe-clean", { timeout: 240_000 }, async () => {
    const { page, errors } = await openPage(browser, { width: 360, height: 740, now: NOW, expected: /401|Unauthorized/ });
    page.setDefaultTimeout(10_000);
    await page.goto(`${t.url}/console/`);
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByTestId("signed-in").waitFor();
    const tabs = page.locator("nav.tabs button");
    const names = (await tabs.allTextContents()).map((name) => name.trim());
    expect(names).toContain("Book");
    expect(names).toContain("Settings");
    for (const [index, name] of names.entries()) {
      // By place: a tab's text may carry a count (what is waiting to be confirmed).
      await tabs.nth(index).click();
      await settle(page);
      await expectFits(page, `the ${name} view`);
      // Every form the view opens in place (Change, Dates and calendars, Details, Move…), one at a time.
      for (let opened = 0; opened < 12; opened++) {
        const toggle = page.locator('main button[aria-expanded="false"]:visible, main details:not([open]) > summary:visible').first();
        if ((await toggle.count()) === 0) break;
        const label = plain((await toggle.getAttribute("aria-label")) ?? (await toggle.textContent()) ?? "");
        await toggle.click();
        await settle(page);
        await expectFits(page, `the ${name} view, ${label} open`);
      }
      if (name === "Book") {
        // The select the longest service name widened: the week of times, too.
        await page.getByLabel("Service").selectOption(cutId);
        await page.getByLabel("Staff member").selectOption({ index: 1 });
        await page.getByTestId("week").waitFor();
        await expectFits(page, "the Book view with the week");
        await expectNoViolations(page, "the Book view");
        await shot(page, "phone-fit-console-book");
      }
      if (name === "Settings") {
        expect(await page.getByLabel("Phone", { exact: true }).inputValue()).toBe(PHONE);
        expect(await page.getByLabel("Address", { exact: true }).inputValue()).toBe(ADDRESS);
        await expectNoViolations(page, "the Settings view");
      }
    }
    expect(errors).toEqual([]);
  });
});

describe("/docs at 360 px", () => {
  it("fits a phone: laid out at the phone's width, an operation opened and tried", { timeout: 240_000 }, async () => {
    // A phone's browser: without the page's viewport line it would lay the page out 980 px wide.
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    // Swagger UI renders a large document: slow on a busy machine.
    page.setDefaultTimeout(45_000);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`${t.url}/docs`);
    expect(await page.locator('meta[name="viewport"]').getAttribute("content")).toBe("width=device-width, initial-scale=1");
    await page.locator(".opblock").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(360);
    await expectFits(page, "/docs");
    // The booking's creation: a long path, a body, many answers.
    const create = page.locator(".opblock-post").filter({ hasText: "/v1/bookings" }).first();
    await create.locator(".opblock-summary").click();
    await create.locator(".opblock-body").waitFor();
    await expectFits(page, "/docs with POST /v1/bookings open");
    await create.getByRole("button", { name: "Try it out" }).click();
    await create.locator("textarea").first().waitFor();
    await expectFits(page, "/docs trying POST /v1/bookings");
    await shot(page, "phone-fit-docs");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the booking page at 360 px, in German", () => {
  it("shows the salon's address, phone and opening hours, and a class's total for three seats", { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser, {
      width: 360,
      height: 740,
      now: NOW,
      expected: /^$/,
      timezoneId: "Europe/Berlin",
      locale: "de-DE",
    });
    page.setDefaultTimeout(10_000);
    await page.goto(`${t.url}/book/?key=${publicKey}`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Studio Mitte");
    expect(await textOf(page, "salon-address")).toBe(`Adresse: ${ADDRESS}`);
    expect(await textOf(page, "salon-phone")).toBe(`Telefon: ${PHONE}`);
    expect(await page.getByTestId("salon-phone").getByRole("link").getAttribute("href")).toBe("tel:+493012345678");
    await expectFits(page, "the booking page");
    await expectNoViolations(page, "the booking page");
    // The opening hours, folded under their heading: every weekday from Monday, in German.
    const hours = page.getByTestId("salon-hours");
    await hours.locator("summary").click();
    await expect.poll(() => hours.locator("summary").textContent()).toBe("Öffnungszeiten");
    const rows = (await hours.locator("dl > div").allTextContents()).map((row) => row.replace(/[\u00a0\u202f\u2009]/g, " "));
    expect(rows).toEqual([
      "Montag08:00–20:00 Uhr",
      "Dienstag08:00–20:00 Uhr",
      "Mittwoch08:00–20:00 Uhr",
      "Donnerstag08:00–20:00 Uhr",
      "Freitag08:00–20:00 Uhr",
      "Samstag10:00–12:00 Uhr, 12:30–14:00 Uhr",
      "SonntagGeschlossen",
    ]);
    await expectFits(page, "the booking page with its opening hours");
    await expectNoViolations(page, "the booking page with its opening hours");

    await page.getByTestId(`service-${yogaId}`).click();
    await page.getByTestId("staff-any").click();
    await page.getByTestId("day-2026-12-03").click();
    await page.getByTestId("times").locator("button").first().click();
    await page.getByLabel("Plätze").selectOption("3");
    await expect.poll(() => textOf(page, "total")).toBe("Gesamt: 3 × 20,00 € = 60,00 €");
    await expectFits(page, "the details with three seats");
    await expectNoViolations(page, "the details with three seats");
    await shot(page, "phone-fit-booking-page-de");
    expect(errors).toEqual([]);
  });

  it("names its frame in German when a site embeds it in German", async () => {
    const { page, errors } = await openPage(browser, { width: 360, height: 740, now: NOW, expected: /^$/ });
    await page.goto(siteOrigin);
    const frame = page.locator("iframe");
    await frame.waitFor();
    await expect.poll(() => frame.getAttribute("title")).toBe("Termin buchen");
    expect(await frame.getAttribute("lang")).toBe("de");
    expect(errors).toEqual([]);
  });
});
