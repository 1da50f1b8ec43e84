// The front desk end to end in headless Chromium: the real API (which serves the built page at
// /book/ and, as the front desk, at /console/) on an ephemeral port with a fresh database; a provider in New York, so the page's
// local-time arithmetic runs in a zone other than the machine's. Pick a service and a staff
// member, see the week, book, see it confirmed, cancel; the server's records are checked after
// each step. A screenshot is kept in test-artifacts/.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient, type BookingClient } from "@booking/client";
import { createCustomerKey } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { ARTIFACTS_DIR, launchBrowser, plain } from "./browser";

let t: TestApi;
let browser: Browser;
let apiKey: string;
let customerKey: string;
let client: BookingClient;
let serviceId: string;
let staffId: string;

const DAY = { start: "08:00", end: "20:00", breaks: [{ start: "12:00", end: "13:00" }] };
const EVERY_DAY = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, DAY]));

beforeAll(async () => {
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  const provider = await t.newProvider({ name: "Brooklyn Cuts", location: "New York", timezone: "America/New_York", currency: "USD" });
  apiKey = provider.apiKey;
  client = createBookingClient({ url: t.url, apiKey });
  const service = await client.services.create.mutate({ name: "Skin fade", duration: 45, price: 35 });
  await client.services.create.mutate({ name: "Hot towel shave", duration: 30, price: 25 });
  serviceId = service.data.id;
  const staff = await client.staff.create.mutate({
    name: "Marcus Reed",
    email: "marcus@example.com",
    role: "staff",
    services: [serviceId],
    schedule: EVERY_DAY,
  });
  await client.staff.create.mutate({ name: "Other Barber", email: "other@example.com", role: "staff", services: [], schedule: EVERY_DAY });
  staffId = staff.data.id;
  const customer = await client.customers.create.mutate({ name: "Walk In", email: "walkin@example.com" });
  customerKey = (await createCustomerKey(t.db, provider.providerId, customer.data.id)).apiKey;
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** A page that records console errors and uncaught exceptions (a CSP violation would show here). */
async function openPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1180, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return { page, errors };
}

describe("booking page", () => {
  it("books a slot of the week, shows it confirmed, and cancels it", async () => {
    const { page, errors } = await openPage();
    const response = await page.goto(`${t.url}/console/#key=${apiKey}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toContain("default-src 'none'");

    await expect.poll(() => page.getByTestId("provider").textContent()).toContain("Brooklyn Cuts · New York · times in America/New_York");
    // The key left the address bar at once; it lives in this tab's sessionStorage only.
    expect(page.url()).toBe(`${t.url}/console/`);
    expect(await page.evaluate(() => sessionStorage.getItem("booking.apiKey"))).toBe(apiKey);

    await page.getByLabel("Service").selectOption(serviceId);
    const staffOptions = await page.getByLabel("Staff member").locator("option").allTextContents();
    expect(staffOptions).toEqual(["Choose a staff member", "Marcus Reed"]); // only who offers the service
    await page.getByLabel("Staff member").selectOption(staffId);

    const week = page.getByTestId("week");
    await week.waitFor();
    expect(await week.locator(".day").count()).toBe(7);
    // 08:00–20:00 with a 12:00–13:00 break and a 45-minute service: 11:30 would run into the break.
    const slots = week.locator('[data-testid^="slot-"]');
    await expect.poll(() => slots.count()).toBeGreaterThan(0);
    const ids = await slots.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-testid")!));
    expect(ids.some((id) => id.endsWith("-11:30") || id.endsWith("-12:00") || id.endsWith("-12:30"))).toBe(false);
    // The last slot of a full day (tomorrow is one) is 19:00: 19:15 would end after 20:00.
    const [, tomorrow] = [...new Set(ids.map((id) => id.slice(5, 15)))];
    expect(ids.filter((id) => id.startsWith(`slot-${tomorrow}`)).at(-1)).toBe(`slot-${tomorrow}-19:00`);

    const chosen = ids.find((id) => id.startsWith(`slot-${tomorrow}`) && id.endsWith("-10:00"))!;
    const [date, time] = [chosen.slice(5, 15), chosen.slice(16)];
    await page.getByTestId(chosen).click();
    await expect.poll(() => page.getByTestId("summary").textContent()).toContain("Skin fade with Marcus Reed");
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, "booking-page-week.png"), fullPage: true });
    await page.getByLabel("Name").fill("Dana Brooks");
    await page.getByLabel("Email").fill("dana@example.com");
    await page.getByLabel("Notes (optional)").fill("First visit");
    await page.getByRole("button", { name: /^Book 10:00\sAM on/ }).click();

    const confirmation = page.getByTestId("confirmation");
    await confirmation.waitFor();
    await expect.poll(() => page.getByTestId("booking-status").textContent()).toBe("Confirmed");
    expect(await confirmation.locator("h2").textContent()).toBe("Booking confirmed");
    const bookingId = (await page.getByTestId("booking-id").textContent())!;
    expect(bookingId).toMatch(/^bk_/);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, "booking-page-confirmed.png"), fullPage: true });

    // What the server holds: the booking, a new customer, and the slot taken at 10:00 New York time.
    const booking = (await client.bookings.get.query({ id: bookingId })).data;
    expect(booking).toMatchObject({
      status: "confirmed",
      notes: "First visit",
      source: "website",
      service: { id: serviceId, duration: 45, price: 35 },
      staff: { id: staffId, name: "Marcus Reed" },
      customer: { name: "Dana Brooks", email: "dana@example.com" },
    });
    const day = (await client.staff.schedule.query({ id: staffId, from: date, to: date })).data.schedule[0]!;
    expect(day.slots.find((s) => s.time === time)).toMatchObject({ available: false, bookingId });
    expect(await page.getByTestId("booking-when").textContent()).toContain("10:00");

    await page.getByRole("button", { name: "Cancel booking" }).click();
    await expect.poll(() => page.getByTestId("booking-status").textContent()).toBe("Cancelled");
    expect(await confirmation.locator("h2").textContent()).toBe("Booking cancelled");
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, "booking-page-cancelled.png"), fullPage: true });
    expect((await client.bookings.get.query({ id: bookingId })).data).toMatchObject({
      status: "cancelled",
      cancelReason: "Cancelled on the booking page",
    });
    const freed = (await client.staff.schedule.query({ id: staffId, from: date, to: date })).data.schedule[0]!;
    expect(freed.slots.find((s) => s.time === time)).toMatchObject({ available: true });

    // Booking again with the same email reuses the customer.
    await page.getByRole("button", { name: "Book another" }).click();
    await page.getByLabel("Service").selectOption(serviceId);
    await page.getByLabel("Staff member").selectOption(staffId);
    await page.getByTestId(chosen).click();
    await page.getByLabel("Name").fill("Dana Brooks");
    await page.getByLabel("Email").fill("DANA@example.com");
    await page.getByLabel("Confirm right away (front desk)").uncheck();
    await page.getByRole("button", { name: /^Book 10:00\sAM on/ }).click();
    await expect.poll(() => page.getByTestId("booking-status").textContent()).toBe("Waiting for confirmation");
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, "booking-page.png"), fullPage: true });
    const customers = (await client.customers.list.query({ q: "dana" })).data;
    expect(customers).toHaveLength(1);

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("on a day the clocks go back, offers both 01:00s and books the one chosen at its own instant (New York, 2027-11-07)", async () => {
    const night = await t.newProvider({ name: "Night Owls", timezone: "America/New_York", currency: "USD" });
    const owls = createBookingClient({ url: t.url, apiKey: night.apiKey });
    const shave = (await owls.services.create.mutate({ name: "Late shave", duration: 30, price: 20 })).data.id;
    const nights = Object.fromEntries(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, { start: "00:00", end: "04:00" }]),
    );
    const barber = (
      await owls.staff.create.mutate({ name: "Nina Night", email: "nina@example.com", role: "staff", services: [shave], schedule: nights })
    ).data.id;
    t.clock.set("2027-11-01T12:00:00Z");

    const { page, errors } = await openPage();
    await page.clock.setFixedTime(new Date("2027-11-05T16:00:00Z")); // the page's "today": Friday 2027-11-05 in New York
    await page.goto(`${t.url}/console/#key=${night.apiKey}`);
    await expect.poll(() => page.getByTestId("provider").textContent()).toContain("Night Owls");
    await page.getByLabel("Service").selectOption(shave);
    await page.getByLabel("Staff member").selectOption(barber);
    await page.getByTestId("week").waitFor();
    const sunday = page.locator('[data-testid^="slot-2027-11-07-"]');
    await expect.poll(() => sunday.count()).toBeGreaterThan(0);
    // 00:00-04:00 local is five real hours that night: ten half-hour starts, 01:00 and 01:30 twice each
    // (in English as the United States write them; the test ids name them on a 24-hour clock).
    expect((await sunday.allTextContents()).map(plain)).toEqual([
      "12:00 AM",
      "12:30 AM",
      "1:00 AM (GMT-4)",
      "1:30 AM (GMT-4)",
      "1:00 AM (GMT-5)",
      "1:30 AM (GMT-5)",
      "2:00 AM",
      "2:30 AM",
      "3:00 AM",
      "3:30 AM",
    ]);

    await page.getByTestId("slot-2027-11-07-01:00-GMT-5").click();
    await page.getByLabel("Name").fill("Owen Late");
    await page.getByLabel("Email").fill("owen@example.com");
    await page.getByRole("button", { name: /^Book 1:00\sAM \(GMT-5\) on/ }).click();
    await page.getByTestId("confirmation").waitFor();
    const bookingId = (await page.getByTestId("booking-id").textContent())!;
    // The second 01:00: 06:00 UTC, not 05:00 UTC.
    expect((await owls.bookings.get.query({ id: bookingId })).data.dateTime).toBe("2027-11-07T06:00:00.000Z");
    const day = (await owls.staff.schedule.query({ id: barber, from: "2027-11-07", to: "2027-11-07" })).data.schedule[0]!;
    expect(day.slots.filter((s) => s.time === "01:00").map((s) => [s.dateTime, s.bookingId ?? null])).toEqual([
      ["2027-11-07T05:00:00.000Z", null],
      ["2027-11-07T06:00:00.000Z", bookingId],
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("connects with a key typed into the form, and explains keys it cannot use", async () => {
    const { page } = await openPage();
    await page.goto(`${t.url}/console`); // redirected to /console/
    expect(page.url()).toBe(`${t.url}/console/`);
    expect(await page.title()).toBe("Console");
    // Staff sign in with their email and password (console.test.ts); a provider key still connects.
    await page.getByText("Connect with an API key instead").click();
    const input = page.getByLabel("API key");
    await input.fill("not a key");
    expect(await page.getByRole("button", { name: "Connect" }).isDisabled()).toBe(true);
    await input.fill(apiKey);
    await page.getByRole("button", { name: "Connect" }).click();
    await expect.poll(() => page.getByTestId("provider").textContent()).toContain("Brooklyn Cuts");
    expect(await page.title()).toBe("Front desk");
    await page.getByRole("button", { name: "Forget key" }).click();
    expect(await page.evaluate(() => sessionStorage.getItem("booking.apiKey"))).toBeNull();
    await page.getByLabel("API key").waitFor();

    await page.goto(`${t.url}/console/#key=${customerKey}`);
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("needs a provider key");

    await page.goto(`${t.url}/console/#key=sk_${"Z".repeat(40)}`);
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Missing or invalid API key");
    await page.context().close();
  });

  it("opens a front-desk link of before the move (/book/#key=sk_…) at /console/, the key never in a request", async () => {
    const { page, errors } = await openPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto(`${t.url}/book/#key=${apiKey}`);
    await expect.poll(() => page.getByTestId("provider").textContent()).toContain("Brooklyn Cuts");
    expect(page.url()).toBe(`${t.url}/console/`);
    expect(requested.filter((url) => url.includes(apiKey))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
