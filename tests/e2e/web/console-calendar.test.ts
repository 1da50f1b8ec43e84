// The salon calendar, the console's first screen, in headless Chromium. On a desktop the owner sees
// her two stylists side by side with their bookings, the count waiting for confirmation and the
// busy time of a stylist's own calendar; she drags a booking to the other stylist at another time
// (the service agrees), drags one onto a taken time (refused, the block goes back), moves one by
// keyboard and opens one. On a 360 px phone one stylist shows at a time, switched by a swipe and
// by the buttons, nothing scrolling sideways. Once in German. Every screen is scanned with axe.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import path from "node:path";
import { createBookingClient, type BookingClient } from "@booking/client";
import { createPublicKey } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { ARTIFACTS_DIR, expectNoViolations, launchBrowser, openPage, plain } from "./browser";

let t: TestApi;
let browser: Browser;
let client: BookingClient;
let annId: string;
let bobId: string;
/** Ann's: a visitor's, waiting for confirmation (10:00), and a regular's (11:00); Bob's at 14:00. */
let vera: string;
let rita: string;
let max: string;

/** Tuesday 1 December 2026, 08:00 in Berlin. */
const NOW = "2026-12-01T07:00:00Z";
const TODAY = "2026-12-01";
const DAY = { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "13:30" }] };
const WEEKDAYS = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, DAY]));
const OWNER = { email: "olga@salon-kalender.example", password: "owner's long passphrase" };
const STYLIST = { name: "Ann Stylist", email: "ann@salon-kalender.example", password: "stylist's passphrase" };
/** The grid's pixels per minute (CalendarView). */
const PPM = 1.2;

beforeAll(async () => {
  // Calendars on this machine's own addresses are refused outside tests.
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Salon Kalender", location: "Berlin", timezone: "Europe/Berlin" });
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  const serviceId = (await client.services.create.mutate({ name: "Haircut", duration: 60, price: 38 })).data.id;
  await client.staff.create.mutate({ name: "Olga Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
  const member = async (name: string, email: string, password?: string) =>
    (await client.staff.create.mutate({ name, email, password, role: "staff", services: [serviceId], schedule: WEEKDAYS })).data.id;
  annId = await member(STYLIST.name, STYLIST.email, STYLIST.password);
  bobId = await member("Bob Barber", "bob@salon-kalender.example");
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
  vera = ((await visitor.json()) as { data: { id: string } }).data.id;
  const customer = async (name: string, email: string) => (await client.customers.create.mutate({ name, email })).data.id;
  const book = async (customerId: string, staffId: string, dateTime: string) => {
    const id = (await client.bookings.create.mutate({ customerId, serviceId, staffId, dateTime })).data.id;
    await client.bookings.update.mutate({ id, status: "confirmed" });
    return id;
  };
  rita = await book(await customer("Rita Regular", "rita@example.com"), annId, "2026-12-01T11:00:00+01:00");
  max = await book(await customer("Max Mustermann", "max@example.com"), bobId, "2026-12-01T14:00:00+01:00");
  // Ann's own calendar holds an appointment 15:00-16:00 in Berlin (what the sync would have read).
  const calendar = (
    await client.staff.calendars.create.mutate({ id: annId, url: "http://127.0.0.1:9/dav/ann/", username: "ann", password: "app password" })
  ).data.id;
  const href = "/dav/ann/dentist.ics";
  await t.db
    .insertInto("calendar_objects")
    .values({ provider_id: provider.providerId, connection_id: calendar, href, etag: '"1"' })
    .execute();
  await t.db
    .insertInto("calendar_busy")
    .values({
      provider_id: provider.providerId,
      connection_id: calendar,
      href,
      staff_id: annId,
      starts_at: new Date("2026-12-01T14:00:00Z"),
      ends_at: new Date("2026-12-01T15:00:00Z"),
    })
    .execute();
});
afterAll(async () => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
  await browser?.close();
  await t?.close();
});

const open = (width: number, locale = "en-US") =>
  openPage(browser, {
    width,
    height: 900,
    now: NOW,
    expected: /401|Unauthorized|400|Bad Request|409|Conflict/,
    timezoneId: "Europe/Berlin",
    locale,
  });

async function signIn(page: Page, words = { email: "Email", password: "Password", signIn: "Sign in" }, who = OWNER) {
  await page.goto(`${t.url}/console/`);
  await page.getByLabel(words.email).fill(who.email);
  await page.getByLabel(words.password).fill(who.password);
  await page.getByRole("button", { name: words.signIn, exact: true }).click();
  await page.getByTestId("calendar").waitFor();
}

async function fits(page: Page, shot: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `horizontal overflow at ${shot}`).toBeLessThanOrEqual(clientWidth);
  await expectNoViolations(page, shot);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${shot}.png`), fullPage: true });
}

const block = (page: Page, id: string) => page.getByTestId(`calendar-booking-${id}`);
const textOf = async (locator: Locator) => plain((await locator.textContent()) ?? "");
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on the screen");
  return found;
}
/** Whether the block stands in the member's column of today. */
async function inColumn(page: Page, id: string, memberId: string) {
  const b = await box(block(page, id));
  const c = await box(page.getByTestId(`slots-${memberId}-${TODAY}`));
  return b.x >= c.x - 1 && b.x + b.width <= c.x + c.width + 1;
}
/** The y of a local time in the grid. */
async function yOf(page: Page, minutes: number) {
  const body = page.locator(".calendar-body");
  const start = Number(await body.getAttribute("data-hours-start"));
  // Inside its 1 px top border.
  return (await box(body)).y + 1 + (minutes - start) * PPM;
}
/** Scrolls the grid to the top of the window, so that its whole day is on the screen. */
const toGrid = (page: Page) => page.locator(".calendar-body").evaluate((grid) => grid.scrollIntoView({ block: "start" }));
/** Drags a booking's block by its top edge to the member's column at `minutes` into the day. */
async function drag(page: Page, id: string, memberId: string, minutes: number) {
  await toGrid(page);
  const from = await box(block(page, id));
  const column = await box(page.getByTestId(`slots-${memberId}-${TODAY}`));
  await page.mouse.move(from.x + from.width / 2, from.y + 6);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 3 });
  await page.mouse.move(column.x + column.width / 2, (await yOf(page, minutes)) + 6, { steps: 8 });
  await page.mouse.up();
}
/** Where a block stands in the grid (whatever the page's scroll). */
async function placeOf(page: Page, id: string) {
  const b = await box(block(page, id));
  const grid = await box(page.locator(".calendar-body"));
  return { x: Math.round(b.x - grid.x), y: Math.round(b.y - grid.y) };
}
const staffOf = async (id: string) => (await client.bookings.get.query({ id })).data;

describe("the salon calendar on a desktop", () => {
  it("shows the members side by side; a booking dragged to the other member moves, one dropped on a taken time goes back", async () => {
    const { page, errors } = await open(1280);
    await signIn(page);
    // The first screen: today's salon, what waits for confirmation, both stylists' columns.
    expect(plain((await page.locator("#calendar-heading").textContent()) ?? "")).toBe("Salon calendar Tue, Dec 1");
    expect(await textOf(page.getByTestId("pending-count"))).toBe("1 booking waits for confirmation");
    const tab = page.getByRole("navigation").getByRole("button", { name: "To confirm", exact: true });
    expect(await tab.getAttribute("aria-describedby")).toBeTruthy();
    expect(plain((await tab.textContent()) ?? "")).toBe("To confirm1");
    expect(await textOf(page.getByTestId(`column-${annId}-${TODAY}`))).toBe("Ann Stylist");
    expect(await textOf(page.getByTestId(`column-${bobId}-${TODAY}`))).toBe("Bob Barber");
    await expect.poll(() => block(page, rita).count()).toBe(1);
    expect(await textOf(block(page, vera))).toMatch(/^10:00 AM–11:00 AM Haircut Vera Visitor \(Waiting for confirmation, Ann Stylist\)$/);
    expect(await textOf(block(page, rita))).toContain("11:00 AM–12:00 PM Haircut Rita Regular");
    expect(await textOf(block(page, max))).toContain("2:00 PM–3:00 PM Haircut Max Mustermann");
    expect(await inColumn(page, vera, annId)).toBe(true);
    expect(await inColumn(page, max, bobId)).toBe(true);
    // Rita's hour is 60 minutes tall, an hour below Vera's.
    const veraBox = await box(block(page, vera));
    const ritaBox = await box(block(page, rita));
    expect(Math.round(ritaBox.y - veraBox.y)).toBe(60 * PPM);
    expect(Math.round(ritaBox.height)).toBe(60 * PPM);
    // Ann's own calendar's appointment, hatched in her column.
    const busy = page.getByTestId(`slots-${annId}-${TODAY}`).getByTestId("calendar-busy");
    expect(await busy.count()).toBe(1);
    expect(await textOf(busy)).toBe("Busy 3:00 PM–4:00 PM");
    await fits(page, "console-calendar-desktop");

    // Rita's booking dragged to Bob at 16:00: the service agrees, and the block stands there.
    await drag(page, rita, bobId, 16 * 60);
    await expect.poll(async () => (await staffOf(rita)).staff.id).toBe(bobId);
    expect((await staffOf(rita)).dateTime).toBe("2026-12-01T15:00:00.000Z");
    await expect.poll(() => textOf(block(page, rita))).toContain("4:00 PM–5:00 PM");
    expect(await inColumn(page, rita, bobId)).toBe(true);
    expect(await textOf(page.getByRole("status"))).toBe("Moved to Bob Barber, Tue, Dec 1 4:00 PM.");
    // No details opened by the drag.
    expect(await page.getByTestId("booking-details").count()).toBe(0);

    // Vera's dropped onto Bob's 14:00: refused as the move form says it, and the block goes back.
    const before = await placeOf(page, vera);
    await drag(page, vera, bobId, 14 * 60);
    await expect.poll(() => page.getByTestId("calendar-problem").count()).toBe(1);
    expect(await page.getByRole("alert").textContent()).toMatch(/\S/);
    await expect.poll(() => placeOf(page, vera)).toEqual(before);
    expect(await staffOf(vera)).toMatchObject({ staff: { id: annId }, dateTime: "2026-12-01T09:00:00.000Z" });

    // By keyboard: Vera's an hour later (Rita's hour is free now), Enter saves.
    await block(page, vera).focus();
    await page.keyboard.press("PageDown");
    await expect.poll(() => textOf(page.locator(".calendar-live"))).toContain("New place: Ann Stylist, Tue, Dec 1 11:00 AM.");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await staffOf(vera)).dateTime).toBe("2026-12-01T10:00:00.000Z");
    await expect.poll(() => textOf(block(page, vera))).toContain("11:00 AM–12:00 PM");

    // A click opens the booking's details.
    await block(page, max).click();
    await page.getByTestId("booking-details").waitFor();
    expect(await textOf(page.getByTestId("booking-details"))).toContain("Max Mustermann");
    await fits(page, "console-calendar-desktop-details");

    // The pending count leads to the list to confirm.
    await page.getByRole("button", { name: "1 booking waits for confirmation" }).click();
    await page.getByRole("heading", { name: "Waiting for confirmation" }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe("the salon calendar on a 360 px phone", () => {
  it("shows one member at a time, switched by a swipe and by the buttons, with nothing scrolling sideways", async () => {
    const { page, errors } = await open(360);
    await signIn(page);
    const heads = page.locator(".calendar-column-head");
    // One column: the signed-in owner's own first.
    expect(await heads.count()).toBe(1);
    expect(await textOf(heads)).toContain("Olga Owner");
    await page.getByLabel("Person shown").selectOption({ label: "Ann Stylist" });
    await expect.poll(() => textOf(heads)).toBe("Ann Stylist");
    await expect.poll(() => block(page, vera).count()).toBe(1);
    expect(await block(page, max).count()).toBe(0);
    await fits(page, "console-calendar-360");

    // A swipe to the left shows the next member: whoever it is, Ann is no longer shown.
    await toGrid(page);
    const body = await box(page.locator(".calendar-body"));
    const y = body.y + 40;
    await page.mouse.move(body.x + body.width - 30, y);
    await page.mouse.down();
    await page.mouse.move(body.x + 40, y + 5, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => textOf(heads)).not.toBe("Ann Stylist");
    expect(await heads.count()).toBe(1);
    expect(await page.getByTestId("booking-details").count()).toBe(0);
    // The previous-person button brings Ann back; the next one again leaves her.
    await page.getByRole("button", { name: "Previous person" }).click();
    await expect.poll(() => textOf(heads)).toBe("Ann Stylist");
    await page.getByLabel("Person shown").selectOption({ label: "Bob Barber" });
    await expect.poll(() => block(page, max).count()).toBe(1);
    expect(await block(page, vera).count()).toBe(0);
    await fits(page, "console-calendar-360-bob");
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe("the salon calendar of a stylist", () => {
  it("shows her own column only, with nothing to move", async () => {
    const { page, errors } = await open(1280);
    await signIn(page, undefined, STYLIST);
    const heads = page.locator(".calendar-column-head");
    await expect.poll(() => block(page, vera).count()).toBe(1);
    expect(await heads.count()).toBe(1);
    expect(await textOf(heads)).toBe("Ann Stylist");
    // Bob's booking is not hers to see; no picker, no way to drag or move by keys.
    expect(await page.getByTestId(`calendar-booking-${max}`).count()).toBe(0);
    expect(await page.getByLabel("Person shown").count()).toBe(0);
    expect(await block(page, vera).getAttribute("aria-describedby")).toBeNull();
    await block(page, vera).focus();
    await page.keyboard.press("PageDown");
    expect(await page.locator(".calendar-live").textContent()).toBe("");
    await fits(page, "console-calendar-stylist");
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe("the salon calendar in German", () => {
  it("speaks German: heading, count, times and buttons", async () => {
    const { page, errors } = await open(1280, "de-DE");
    await signIn(page, { email: "E-Mail", password: "Passwort", signIn: "Anmelden" });
    expect(plain((await page.locator("#calendar-heading").textContent()) ?? "")).toBe("Salonkalender Di., 1. Dez.");
    expect(await textOf(page.getByTestId("pending-count"))).toBe("1 Buchung wartet auf Bestätigung");
    await page.getByRole("navigation").getByRole("button", { name: "Zu bestätigen", exact: true }).waitFor();
    await expect.poll(() => block(page, max).count()).toBe(1);
    expect(await textOf(block(page, max))).toContain("14:00–15:00 Haircut Max Mustermann");
    await page.getByRole("radio", { name: "Ganze Woche" }).check();
    await expect.poll(() => page.locator(".calendar-column-head").count()).toBe(21);
    await page.getByRole("button", { name: "Später →" }).waitFor();
    await fits(page, "console-calendar-de-week");
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
