// The provider's console at /console/, in headless Chromium as a salon's people use it. On a
// desktop the owner (an admin) mistypes the password, signs in, confirms a visitor's booking, moves
// another, and takes a free afternoon off a stylist's day; on a 360 px phone the stylist (role
// `staff`) signs in and sees only her own day, confirms her own booking and finds no way to move or
// cancel it. Each screen is scanned with axe and nothing scrolls sideways. Screenshots go to
// test-artifacts/ (docs/console.md shows them).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createBookingClient, type BookingClient } from "@booking/client";
import { createPublicKey } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { ARTIFACTS_DIR, expectNoViolations, launchBrowser, openPage, plain } from "./browser";

let t: TestApi;
let browser: Browser;
let client: BookingClient;
let serviceId: string;
let annId: string;
let visitorBooking: string;
let regularBooking: string;
/** The salon's own system: a server on this machine that receives webhooks (headers of each request). */
const received: Record<string, string>[] = [];
let receiver: { url: string; close: () => Promise<void> };

/** Tuesday 1 December 2026, 08:00 in Berlin. */
const NOW = "2026-12-01T07:00:00Z";
const DAY = { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "13:30" }] };
const WEEKDAYS = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, DAY]));
const OWNER = { email: "olga@salon-nord.example", password: "owner's long passphrase" };
const STYLIST = { email: "ann@salon-nord.example", password: "stylist's passphrase" };

beforeAll(async () => {
  // Webhooks to this machine's own addresses are refused outside tests.
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
  const server = createServer((request, response) => {
    received.push(request.headers as Record<string, string>);
    request.resume();
    request.on("end", () => response.writeHead(200).end("ok"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Salon Nord", location: "Berlin", timezone: "Europe/Berlin" });
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  serviceId = (await client.services.create.mutate({ name: "Haircut", duration: 60, price: 38 })).data.id;
  await client.staff.create.mutate({ name: "Olga Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
  annId = (
    await client.staff.create.mutate({
      name: "Ann Stylist",
      email: STYLIST.email,
      password: STYLIST.password,
      role: "staff",
      services: [serviceId],
      schedule: WEEKDAYS,
    })
  ).data.id;
  await client.staff.create.mutate({
    name: "Bob Barber",
    email: "bob@salon-nord.example",
    role: "staff",
    services: [serviceId],
    schedule: WEEKDAYS,
  });
  // A visitor books on the salon's page (waits for confirmation), and the front desk booked a regular.
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
  visitorBooking = ((await visitor.json()) as { data: { id: string } }).data.id;
  const regular = (await client.customers.create.mutate({ name: "Rita Regular", email: "rita@example.com" })).data.id;
  regularBooking = (
    await client.bookings.create.mutate({ customerId: regular, serviceId, staffId: annId, dateTime: "2026-12-01T11:00:00+01:00" })
  ).data.id;
  // Ann's own calendar is connected; what the worker's sync would have read of it, written here:
  // an appointment of hers on Wednesday 2 December, 09:00-10:30 in Berlin.
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
      starts_at: new Date("2026-12-02T08:00:00Z"),
      ends_at: new Date("2026-12-02T09:30:00Z"),
    })
    .execute();
});
afterAll(async () => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
  await browser?.close();
  await t?.close();
  await receiver?.close();
});

const open = (width: number, height: number) => openPage(browser, { width, height, now: NOW, expected: /401|403|Unauthorized/ });

async function expectFits(page: Page, shot: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `horizontal overflow at ${shot}`).toBeLessThanOrEqual(clientWidth);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${shot}.png`), fullPage: true });
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const statusOf = (page: Page, bookingId: string) => page.getByTestId(`booking-${bookingId}`).getByTestId("status").textContent();

describe("the console on a desktop, as the salon's owner", () => {
  it("refuses a wrong password, then signs in and runs the day: confirm, move, time off", async () => {
    const { page, errors } = await open(1280, 900);
    await page.goto(`${t.url}/console/`);
    await page.getByRole("heading", { name: "Sign in to the console" }).waitFor();
    expect(await page.title()).toBe("Console");
    await expectNoViolations(page, "sign-in");
    await expectFits(page, "console-desktop-sign-in");

    await signIn(page, { email: OWNER.email, password: "not it" });
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Wrong email or password");
    // Nothing signed in: the service still answers 401 to this browser.
    expect(await page.evaluate(async () => (await fetch("/trpc/user.me?input=%7B%7D")).status)).toBe(401);

    await signIn(page, OWNER);
    await expect.poll(() => page.getByTestId("signed-in").textContent()).toContain("Olga Owner (Admin)");
    expect(await page.title()).toBe("Console · Salon Nord");
    // The session cookie is not for scripts.
    expect(await page.evaluate(() => document.cookie)).toBe("");

    // The visitor's booking waits for confirmation: confirmed from the list of what to confirm.
    await page.getByRole("button", { name: "To confirm" }).click();
    await page.getByRole("button", { name: "Confirm Haircut for Vera Visitor" }).click();
    await expect.poll(() => statusOf(page, visitorBooking)).toBe("Confirmed");
    // It stays in the list, confirmed and with nothing left to confirm, until Olga leaves the view.
    expect(await page.getByRole("button", { name: "Confirm Haircut for Vera Visitor" }).count()).toBe(0);
    // Shown at once (optimistic), then saved.
    await expect.poll(async () => (await client.bookings.get.query({ id: visitorBooking })).data.status).toBe("confirmed");

    // Ann's day: both bookings; the regular's moves to 15:00.
    await page.getByRole("button", { name: "Day" }).click();
    await page.getByLabel("Staff member").selectOption({ label: "Ann Stylist" });
    await expect.poll(() => page.getByTestId(`booking-${regularBooking}`).count()).toBe(1);
    expect(plain((await page.getByTestId("hours").textContent()) ?? "")).toContain("Working 9:00 AM–6:00 PM (Europe/Berlin)");
    expect(plain((await page.getByTestId("breaks").textContent()) ?? "")).toBe("Breaks: 1:00 PM–1:30 PM");

    // The visitor's booking in full; she pays by card at the desk.
    await page.getByRole("button", { name: "Details of Haircut for Vera Visitor" }).click();
    await expect.poll(() => page.getByTestId("payment").textContent()).toContain("Not paid");
    await page.getByLabel("Paid by").selectOption("card");
    await page.getByRole("button", { name: "Record payment" }).click();
    await expect.poll(() => page.getByTestId("payment").textContent()).toContain("Paid by card · €38.00");
    expect((await client.bookings.get.query({ id: visitorBooking })).data.payment).toMatchObject({ status: "paid", method: "card" });
    // Its history: made by the visitor, then confirmed and paid by Olga at the console.
    const historyText = async () => plain((await page.getByTestId("booking-history").textContent()) ?? "");
    await expect.poll(historyText).toContain("Paid €38.00 (Card) by Olga Owner");
    expect(await page.getByTestId("booking-history").getByRole("listitem").count()).toBe(3);
    expect(await historyText()).toMatch(/Booked for .+ with Ann Stylist by the customer.*Confirmed by Olga Owner.*Paid €38\.00/);
    await expectNoViolations(page, "booking details");

    await expectNoViolations(page, "day view");
    await expectFits(page, "console-desktop-day");
    await page.getByRole("button", { name: "Move Haircut for Rita Regular" }).click();
    await page.getByLabel("New time (Europe/Berlin)").fill("15:00");
    await page.getByRole("button", { name: "Move booking" }).click();
    await expect.poll(async () => (await client.bookings.get.query({ id: regularBooking })).data.dateTime).toBe("2026-12-01T14:00:00.000Z");
    await expect
      .poll(async () => plain((await page.getByTestId(`booking-${regularBooking}`).textContent()) ?? ""))
      .toContain("Tue, Dec 1, 3:00 PM");

    // Wednesday afternoon was free: Ann takes it off, and the booking page no longer offers it.
    await page.getByRole("button", { name: "Next day →" }).click();
    await expect.poll(() => page.getByRole("heading", { name: /^Day/ }).textContent()).toContain("2");
    // Her own calendar's appointment that morning shows as busy time.
    await expect
      .poll(async () => plain((await page.getByTestId("busy").textContent()) ?? ""))
      .toBe("Busy in their own calendar 9:00 AM–10:30 AM");
    const before = (await client.availability.get.query({ serviceId, staffId: annId, from: "2026-12-02", to: "2026-12-02" })).data.days[0]!;
    expect(before.slots.some((s) => s.start === "2026-12-02T14:00:00.000Z")).toBe(true);
    await page.getByLabel("From").fill("13:00");
    await page.getByLabel("To", { exact: true }).fill("18:00");
    await page.getByLabel("Reason (optional)").fill("Dentist");
    await page.getByRole("button", { name: "Add time off" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toContain("Time off added");
    await expect.poll(() => page.getByRole("list", { name: "Time off" }).textContent()).toContain("Dentist");
    const after = (await client.availability.get.query({ serviceId, staffId: annId, from: "2026-12-02", to: "2026-12-02" })).data.days[0];
    expect((after?.slots ?? []).filter((s) => s.start >= "2026-12-02T12:00:00.000Z")).toEqual([]);
    expect((after?.slots ?? []).length).toBeGreaterThan(0);
    await expectNoViolations(page, "day view with time off");
    await expectFits(page, "console-desktop-time-off");

    // Her week: Tuesday's two bookings, Wednesday's free slots fewer.
    await page.getByRole("button", { name: "Week" }).click();
    await page.getByLabel("Staff member").selectOption({ label: "Ann Stylist" });
    await expect.poll(async () => plain((await page.getByTestId("week").textContent()) ?? "")).toContain("3:00 PM Haircut, Rita Regular");
    expect(plain((await page.getByTestId("week").textContent()) ?? "")).toContain("10:00 AM Haircut, Vera Visitor");
    await expectNoViolations(page, "week view");
    await expectFits(page, "console-desktop-week");

    // The salon closes for Christmas.
    await page.getByRole("button", { name: "Closures" }).click();
    await page.getByLabel("From").fill("2026-12-25");
    await page.getByLabel("To (optional)").fill("2026-12-26");
    await page.getByLabel("Reason (optional)").fill("Christmas");
    await page.getByRole("button", { name: "Add closure" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Closure added.");
    expect((await client.closures.list.query({})).data).toMatchObject([{ date: "2026-12-25", endDate: "2026-12-26", reason: "Christmas" }]);
    await expectNoViolations(page, "closures");
    // Christmas Day in Ann's day and week: closed, nothing free.
    await page.getByRole("button", { name: "Day" }).click();
    await page.getByLabel("Staff member").selectOption({ label: "Ann Stylist" });
    await page.getByLabel("Date").fill("2026-12-25");
    await expect.poll(() => page.getByTestId("closed").textContent()).toBe("The salon is closed this day.");
    await page.getByRole("button", { name: "Week" }).click();
    await page.getByRole("button", { name: "Next week →" }).click();
    await page.getByRole("button", { name: "Next week →" }).click();
    await page.getByRole("button", { name: "Next week →" }).click();
    await expect.poll(async () => plain((await page.getByTestId("week").textContent()) ?? "")).toContain("Fri, Dec 25Closed");

    // A webhook for the salon's own system: its secret shown once, a signed test received.
    await page.getByRole("button", { name: "Webhooks" }).click();
    await page.getByLabel("Address (https://…)").fill(`${receiver.url}/hook`);
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect.poll(() => page.getByTestId("webhook-secret").textContent()).toMatch(/whsec_/);
    await page.getByRole("button", { name: `Send a test: ${receiver.url}/hook` }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Test sent.");
    expect(received.length).toBe(1);
    expect(received[0]).toHaveProperty("x-webhook-signature");
    await page.getByRole("button", { name: `Deliveries to ${receiver.url}/hook` }).click();
    // The test's delivery is listed, and may be sent again (the worker sends it).
    await page.getByRole("button", { name: "Send again: webhook.test" }).click();
    await page.getByRole("status").filter({ hasText: "Sent again." }).waitFor();
    await expectNoViolations(page, "webhooks");
    await expectFits(page, "console-desktop-webhooks");

    // The front desk books for a customer from the console too.
    await page.getByRole("button", { name: "Book" }).click();
    await page.getByLabel("Service").waitFor();

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.getByRole("heading", { name: "Sign in to the console" }).waitFor();
    expect(await page.evaluate(async () => (await fetch("/trpc/user.me?input=%7B%7D")).status)).toBe(401);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe("the console on a 360 px phone, as a stylist", () => {
  it("shows her own day only, lets her confirm her own booking, and offers nothing her role may not do", async () => {
    const { page, errors } = await open(360, 740);
    await page.goto(`${t.url}/console/`);
    await page.getByLabel("Email").waitFor();
    await expectNoViolations(page, "sign-in at 360 px");
    // By keyboard: email, password, Enter.
    await page.getByLabel("Email").focus();
    await page.keyboard.type(STYLIST.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(STYLIST.password);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("signed-in").textContent()).toContain("Ann Stylist (Staff)");

    // Her own day, no member to pick, no booking for others.
    await page.getByRole("button", { name: "Day", exact: true }).click();
    expect(await page.getByLabel("Staff member").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Book" }).count()).toBe(0);
    await expect.poll(() => page.getByTestId(`booking-${regularBooking}`).count()).toBe(1);
    expect(await page.getByRole("button", { name: /^Move / }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^(Cancel|Decline) / }).count()).toBe(0);
    await expectNoViolations(page, "stylist's day at 360 px");
    await expectFits(page, "console-360-day");

    // Her week too.
    await page.getByRole("button", { name: "Week" }).click();
    await expect.poll(async () => plain((await page.getByTestId("week").textContent()) ?? "")).toContain("3:00 PM Haircut, Rita Regular");
    await expectFits(page, "console-360-week");

    await page.getByRole("button", { name: "To confirm" }).click();
    await page.getByRole("button", { name: "Confirm Haircut for Rita Regular" }).click();
    await expect.poll(() => statusOf(page, regularBooking)).toBe("Confirmed");
    await expect.poll(async () => (await client.bookings.get.query({ id: regularBooking })).data.status).toBe("confirmed");

    // What her role may not do, the service refuses even when asked directly.
    const refused = await page.evaluate(async () => {
      const res = await fetch("/trpc/bookings.list?input=%7B%7D");
      return { status: res.status, body: await res.text() };
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain("own");
    await expectFits(page, "console-360-confirmed");

    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.getByLabel("Email").waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
