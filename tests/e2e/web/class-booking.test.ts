// A class on the public booking page, in headless Chromium at 360 px: a visitor in New York books
// two seats of a Berlin studio's yoga class. The times show the seats left; the seats are chosen
// up to what the time has and one online booking may take (the service's maxSeatsPerBooking); the booking joins the session the studio's earlier booking opened;
// a visitor waits for two seats together on the waitlist; an
// axe scan finds no serious violation and nothing scrolls sideways.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import AxeBuilder from "@axe-core/playwright";
import { createBookingClient, type BookingClient } from "@booking/client";
import { createPublicKey } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { atStep, launchBrowser, openPage, plain, textOf } from "./browser";

let t: TestApi;
let browser: Browser;
let client: BookingClient;
let publicKey: string;
let yogaId: string;
let teacherId: string;
let sessionId: string;
let providerKey: string;

/** Tuesday 1 December 2026, 08:00 in Berlin. */
const NOW = "2026-12-01T07:00:00Z";
const DAY = { start: "09:00", end: "18:00" };
const WEEKDAYS = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, DAY]));

beforeAll(async () => {
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Studio Mitte", location: "Berlin", timezone: "Europe/Berlin" });
  providerKey = provider.apiKey;
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  const studio = (await client.resources.create.mutate({ name: "Studio", kind: "room" })).data.id;
  yogaId = (
    await client.services.create.mutate({
      name: "Yoga flow",
      duration: 60,
      price: 18,
      capacity: 12,
      requirements: [{ resourceIds: [studio], quantity: 1 }],
    })
  ).data.id;
  teacherId = (
    await client.staff.create.mutate({
      name: "Ines Kraus",
      email: "ines@studio.example",
      role: "staff",
      services: [yogaId],
      schedule: WEEKDAYS,
    })
  ).data.id;
  // The front desk booked three seats of Thursday's 10:00 class for a regular.
  const regular = (await client.customers.create.mutate({ name: "Regular", email: "regular@studio.example" })).data.id;
  const opened = await client.bookings.create.mutate({
    customerId: regular,
    serviceId: yogaId,
    staffId: teacherId,
    dateTime: "2026-12-03T10:00:00+01:00",
    seats: 3,
  });
  sessionId = opened.data.sessionId!;
  publicKey = (await createPublicKey(t.db, provider.providerId)).apiKey;
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help}`),
    where,
  ).toEqual([]);
}

describe("a class on the public booking page", () => {
  it("books two seats of a session at 360 px, showing the seats left", async () => {
    const { page, errors } = await openPage(browser, { width: 360, height: 740, now: NOW, expected: /^$/ });
    await page.goto(`${t.url}/book/?key=${publicKey}`);
    await page.getByTestId(`service-${yogaId}`).click();
    await atStep(page, "step-staff", "class-360-1-service");
    await page.getByTestId("staff-any").click();
    await atStep(page, "step-day", "class-360-2-staff");
    await page.getByTestId("day-2026-12-03").click();
    await atStep(page, "step-time", "class-360-3-day");

    // Berlin's 10:00 is 04:00 in New York: the session there has 9 of its 12 seats left; a time
    // where a new session would open has all 12; nothing overlapping Ines's class is offered.
    const times = (await page.getByTestId("times").locator("button").allTextContents()).map(plain);
    expect(times).toContain("4:00 AM EST · 9 seats left");
    expect(times).toContain("6:00 AM EST · 12 seats left");
    expect(times.some((time) => time.startsWith("3:30") || time.startsWith("4:30"))).toBe(false);
    await expectAccessible(page, "times");

    await page.getByTestId("time-04:00-EST").click();
    await atStep(page, "step-details", "class-360-4-time");
    // 9 seats left, but one online booking takes at most the service's maxSeatsPerBooking (4 by default).
    const seats = page.getByLabel("Seats");
    expect(await seats.locator("option").count()).toBe(4);
    await seats.selectOption("2");
    expect(await textOf(page, "summary")).toContain("· 2 seats");
    await page.getByLabel("Name", { exact: true }).fill("Mia Park");
    await page.getByLabel("Email").fill("mia@example.com");
    await expectAccessible(page, "details");
    await page.getByRole("button", { name: /^Book 4:00 AM/ }).click();

    await page.getByTestId("confirmation").waitFor();
    await atStep(page, "confirmation-heading", "class-360-5-booked");
    expect(await textOf(page, "booking-seats")).toBe("2");
    const bookingId = await textOf(page, "booking-id");
    const booking = (await client.bookings.get.query({ id: bookingId })).data;
    expect(booking).toMatchObject({ sessionId, seats: 2, staff: { id: teacherId }, payment: { amount: 36 } });
    const session = (await client.sessions.get.query({ id: sessionId })).data;
    expect(session).toMatchObject({ seatsTaken: 5, seatsLeft: 7 });
    expect(errors).toEqual([]);
  });

  it("is booked at the front desk with the seats the session has left", async () => {
    const { page, errors } = await openPage(browser, { width: 1180, height: 900, now: NOW, expected: /^$/ });
    await page.goto(`${t.url}/console/#key=${providerKey}`);
    await page.getByLabel("Service").selectOption(yogaId);
    await page.getByLabel("Staff member").selectOption(teacherId);
    await page.getByTestId("week").waitFor();
    // Thursday's 10:00 session (Berlin, the salon's zone) shows its seats left; a new one would have 12.
    const thursday = page.locator('[data-testid^="slot-2026-12-03-"]');
    const times = async () => (await thursday.allTextContents()).map(plain);
    await expect.poll(times).toContain("10:00 AM · 7 seats left");
    expect(await times()).toContain("11:00 AM · 12 seats left");
    await page.getByRole("button", { name: /^10:00\sAM · 7 seats left$/ }).click();
    await page.getByLabel("Seats").fill("3");
    await page.getByLabel("Name").fill("Walk-in group");
    await page.getByLabel("Email").fill("group@example.com");
    await page.getByRole("button", { name: /^Book 10:00\sAM/ }).click();
    await expect.poll(() => page.getByTestId("booking-status").textContent()).toBe("Confirmed");
    expect((await client.sessions.get.query({ id: sessionId })).data).toMatchObject({ seatsTaken: 8, seatsLeft: 4 });
    expect(errors).toEqual([]);
  });

  it("takes a visitor's place on the waitlist for two seats together at 360 px", async () => {
    const { page, errors } = await openPage(browser, { width: 360, height: 740, now: NOW, expected: /^$/ });
    await page.goto(`${t.url}/book/?key=${publicKey}`);
    await page.getByTestId(`service-${yogaId}`).click();
    await page.getByTestId("staff-any").click();
    await atStep(page, "step-day", "class-360-waitlist-day");
    await page.getByTestId("waitlist-offer").getByRole("button", { name: "Join the waitlist" }).click();
    const form = page.getByTestId("waitlist-form");
    await form.getByLabel("From").fill("2026-12-03");
    // Seats together, up to what one online booking may take (the service's maxSeatsPerBooking, 4).
    const seats = form.getByLabel("Seats");
    expect(await seats.locator("option").count()).toBe(4);
    await seats.selectOption("2");
    await form.getByLabel("Name", { exact: true }).fill("Noor Wait");
    await form.getByLabel("Email", { exact: true }).fill("noor@example.com");
    await expectAccessible(page, "waitlist form");
    await form.getByRole("button", { name: "Join the waitlist" }).click();
    await expect.poll(() => textOf(page, "waitlist-what")).toMatch(/^Yoga flow: .+ 2 seats\.$/);
    const [entry] = (await client.waitlist.list.query({ serviceId: yogaId })).data;
    expect(entry).toMatchObject({ seats: 2, status: "waiting" });
    expect(errors).toEqual([]);
  });
});
