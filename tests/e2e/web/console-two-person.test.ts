// A couples massage (a two-person service) in the console, in headless Chromium against the real
// API. In Spanish on a 360 px phone the owner books it at the front desk for Ann and, chosen among
// the members free at that time (Dan, booked then, is not offered), Bob; the confirmation and Ann's
// day name both ("Ann & Bob"), and the service keeps both. Bob, signed in himself, finds it in his
// own calendar column and his day. On a desktop in English the booking stands in both members'
// calendar columns; Bob's block dragged to another time moves the booking for both, and dragged into
// Cleo's column is refused in words without a request. axe finds nothing and nothing scrolls sideways.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { createBookingClient, type BookingClient } from "@booking/client";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { launchBrowser, openPage, plain, textOf, checkScreen as checkScreenOf } from "./browser";

let t: TestApi;
let browser: Browser;
let client: BookingClient;
let couples: string;
let ann: string;
let bob: string;
let cleo: string;
/** The couples massage the desk books (first test), moved in the calendar (second). */
let bookingId: string;

/** Tuesday 1 December 2026, 08:00 in Madrid. */
const NOW = "2026-12-01T07:00:00Z";
const TODAY = "2026-12-01";
const DAY = { start: "09:00", end: "20:00" };
const WEEKDAYS = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, DAY]));
const OWNER = { email: "olga@spa-sol.example", password: "owner's long passphrase" };
const BOB = { email: "bob@spa-sol.example", password: "bob's long passphrase" };
const PHONE = "+34 600 333 444";
/** The calendar grid's pixels per minute (CalendarView). */
const PPM = 1.2;

beforeAll(async () => {
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Spa Sol", location: "Madrid", timezone: "Europe/Madrid" });
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  couples = (await client.services.create.mutate({ name: "Masaje en pareja", duration: 60, price: 90, staffCount: 2 })).data.id;
  const single = (await client.services.create.mutate({ name: "Masaje", duration: 60, price: 50 })).data.id;
  await client.staff.create.mutate({ name: "Olga Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
  const member = async (name: string, email: string, password?: string) =>
    (await client.staff.create.mutate({ name, email, password, role: "staff", services: [couples, single], schedule: WEEKDAYS })).data.id;
  ann = await member("Ann", "ann@spa-sol.example");
  bob = await member("Bob", BOB.email, BOB.password);
  cleo = await member("Cleo", "cleo@spa-sol.example");
  const dan = await member("Dan", "dan@spa-sol.example");
  // Dan massages someone else at 10:00: not free to be the second member then.
  const other = (await client.customers.create.mutate({ name: "Otto Otro", email: "otto@example.com" })).data.id;
  await client.bookings.create.mutate({ customerId: other, serviceId: single, staffId: dan, dateTime: "2026-12-01T10:00:00+01:00" });
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** Nothing scrolls sideways, axe finds nothing, and a screenshot. */
const checkScreen = (page: Page, name: string) => checkScreenOf(page, "console-two-person", name);
const text = async (locator: Locator) => plain((await locator.textContent()) ?? "");
const booked = async () => (await client.bookings.get.query({ id: bookingId })).data;

async function signIn(page: Page, who: { email: string; password: string }, words: { email: string; password: string; button: string }) {
  await page.goto(`${t.url}/console/`);
  await page.getByLabel(words.email).fill(who.email);
  await page.getByLabel(words.password).fill(who.password);
  await page.getByRole("button", { name: words.button, exact: true }).click();
  await page.getByTestId("calendar").waitFor();
}
const SPANISH = { email: "Correo electrónico", password: "Contraseña", button: "Iniciar sesión" };

describe("a couples massage in the console", () => {
  it(
    "in Spanish at 360 px: the desk chooses the second member, the confirmation and both members' days name both",
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await openPage(browser, {
        width: 360,
        height: 780,
        now: NOW,
        expected: /401|Unauthorized/,
        timezoneId: "Europe/Madrid",
        locale: "es-ES",
      });
      await signIn(page, OWNER, SPANISH);

      // The desk: the couples massage with Ann at 10:00 today.
      await page.getByRole("button", { name: "Reservar", exact: true }).click();
      await page.getByLabel("Servicio").selectOption(couples);
      await page.getByLabel(/^Miembro del equipo/).selectOption({ label: "Ann" });
      const ten = page.getByTestId(`slot-${TODAY}-10:00`);
      await expect.poll(() => ten.textContent()).toBe("10:00");
      await ten.click();

      // The second member: any free one at first, else Bob or Cleo (Dan is booked, Ann is the first).
      const second = page.getByLabel("Segundo miembro del equipo");
      await expect
        .poll(async () => (await second.locator("option").allTextContents()).join(" | "))
        .toBe("Cualquier miembro libre | Bob | Cleo");
      expect(await second.inputValue()).toBe("");
      expect(await textOf(page, "summary")).toContain("Masaje en pareja con Ann el ");
      await second.selectOption({ label: "Bob" });
      expect(await textOf(page, "summary")).toContain("Masaje en pareja con Ann & Bob el ");
      await page.getByLabel("Nombre", { exact: true }).fill("Vera Pareja");
      await page.getByLabel("Teléfono", { exact: true }).fill(PHONE);
      await checkScreen(page, "es-360-second");
      await page.getByRole("button", { name: /^Reservar 10:00 el / }).click();

      // The confirmation names both; the service holds both, Ann first.
      const confirmation = page.getByTestId("confirmation");
      await confirmation.waitFor();
      await expect.poll(() => textOf(page, "booking-status")).toBe("Confirmada");
      expect(await textOf(page, "booking-members")).toBe("Ann & Bob");
      await checkScreen(page, "es-360-booked");
      bookingId = await textOf(page, "booking-id");
      expect(await booked()).toMatchObject({
        staff: { id: ann, name: "Ann" },
        staffIds: [ann, bob],
        dateTime: "2026-12-01T09:00:00.000Z",
        status: "confirmed",
      });

      // Ann's day lists it with both.
      await page.getByRole("button", { name: "Día", exact: true }).click();
      await page.getByLabel(/^Miembro del equipo/).selectOption({ label: "Ann" });
      const row = page.getByTestId(`booking-${bookingId}`);
      await expect.poll(() => text(row)).toContain("Masaje en pareja · Vera Pareja · con Ann & Bob");
      // Its details too.
      await row.getByRole("button", { name: /^Detalles/ }).click();
      await expect.poll(() => textOf(page, "booking-members")).toBe("Ann & Bob");
      await checkScreen(page, "es-360-ann-day");
      expect(errors).toEqual([]);
      await page.context().close();

      // Bob, signed in himself: the booking in his own calendar column and his day.
      const bobs = await openPage(browser, {
        width: 360,
        height: 780,
        now: NOW,
        expected: /401|Unauthorized/,
        timezoneId: "Europe/Madrid",
        locale: "es-ES",
      });
      await signIn(bobs.page, BOB, SPANISH);
      expect(await textOf(bobs.page, `column-${bob}-${TODAY}`)).toBe("Bob");
      const block = bobs.page.getByTestId(`calendar-booking-${bookingId}-second`);
      await expect.poll(() => block.count()).toBe(1);
      expect(await text(block)).toContain("Masaje en pareja Vera Pareja · Ann & Bob");
      await checkScreen(bobs.page, "es-360-bob-calendar");
      await bobs.page.getByRole("button", { name: "Día", exact: true }).click();
      await expect.poll(() => text(bobs.page.getByTestId(`booking-${bookingId}`))).toContain("con Ann & Bob");
      await checkScreen(bobs.page, "es-360-bob-day");
      expect(bobs.errors).toEqual([]);
      await bobs.page.context().close();
    },
  );

  it(
    "in English on a desktop: in both members' columns, moved in time from the second's, never given away from it",
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await openPage(browser, {
        width: 1280,
        height: 900,
        now: NOW,
        expected: /401|Unauthorized/,
        timezoneId: "Europe/Madrid",
        locale: "en-GB",
      });
      const updates: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("bookings.update")) updates.push(request.url());
      });
      await signIn(page, OWNER, { email: "Email", password: "Password", button: "Sign in" });
      const first = page.getByTestId(`calendar-booking-${bookingId}`);
      const second = page.getByTestId(`calendar-booking-${bookingId}-second`);
      await expect.poll(() => second.count()).toBe(1);
      expect(await inColumn(page, first, ann)).toBe(true);
      expect(await inColumn(page, second, bob)).toBe(true);
      expect(await text(first)).toContain("10:00 AM–11:00 AM Masaje en pareja Vera Pareja · Ann & Bob");
      await checkScreen(page, "en-desktop-calendar");

      // Bob's block dragged an hour later in his own column: the booking moves, both members kept.
      await drag(page, second, bob, 11 * 60);
      await expect.poll(async () => (await booked()).dateTime).toBe("2026-12-01T10:00:00.000Z");
      expect((await booked()).staffIds).toEqual([ann, bob]);
      await expect.poll(() => text(page.getByRole("status"))).toBe("Moved to Ann & Bob, Tue, Dec 1 11:00 AM.");
      await expect.poll(() => text(first)).toContain("11:00 AM–12:00 PM");
      expect(await inColumn(page, first, ann)).toBe(true);
      expect(await inColumn(page, second, bob)).toBe(true);
      expect(updates).toHaveLength(1);

      // Into Cleo's column: refused in words, nothing sent, the block back in Bob's.
      await drag(page, second, cleo, 14 * 60);
      await expect
        .poll(() => textOf(page, "calendar-problem"))
        .toBe("Bob is this booking’s second staff member: in their column it moves in time only.");
      await expect.poll(() => inColumn(page, second, bob)).toBe(true);
      expect(updates).toHaveLength(1);
      expect(await booked()).toMatchObject({ staffIds: [ann, bob], dateTime: "2026-12-01T10:00:00.000Z" });
      await checkScreen(page, "en-desktop-refused");
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on the screen");
  return found;
}
/** Whether the block stands in the member's column of today. */
async function inColumn(page: Page, block: Locator, memberId: string) {
  const b = await box(block);
  const c = await box(page.getByTestId(`slots-${memberId}-${TODAY}`));
  return b.x >= c.x - 1 && b.x + b.width <= c.x + c.width + 1;
}
/** Drags a block by its top edge to the member's column at `minutes` into the day. */
async function drag(page: Page, block: Locator, memberId: string, minutes: number) {
  const body = page.locator(".calendar-body");
  await body.evaluate((grid) => grid.scrollIntoView({ block: "start" }));
  const from = await box(block);
  const column = await box(page.getByTestId(`slots-${memberId}-${TODAY}`));
  // Inside the grid's 1 px top border.
  const y = (await box(body)).y + 1 + (minutes - Number(await body.getAttribute("data-hours-start"))) * PPM;
  await page.mouse.move(from.x + from.width / 2, from.y + 6);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 3 });
  await page.mouse.move(column.x + column.width / 2, y + 6, { steps: 8 });
  await page.mouse.up();
}
