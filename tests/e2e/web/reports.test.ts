// The owner's Reports in the console, in headless Chromium: on a desktop she opens Reports, sees the
// four reports drawn as charts (and said in words beside them), switches the grouping to weeks,
// and downloads the bookings report as a CSV file whose lines are checked; on a 360 px phone the
// same view fits the screen. Every screen is scanned with axe.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient } from "@booking/client";
import { insertBooking } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { ARTIFACTS_DIR, expectNoViolations, launchBrowser, openPage, plain } from "./browser";

let t: TestApi;
let browser: Browser;

/** Friday 10 April 2026, 10:00 in Berlin: the default range (the last 30 days) holds the week of 23 March. */
const NOW = "2026-04-10T08:00:00Z";
const OWNER = { email: "greta@salon-mitte.example", password: "the owner's passphrase" };

beforeAll(async () => {
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set("2026-03-01T08:00:00Z");
  const provider = await t.newProvider({ name: "Salon Mitte", location: "Berlin", timezone: "Europe/Berlin" });
  const client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  const serviceId = (await client.services.create.mutate({ name: "Haircut", duration: 60, price: 38 })).data.id;
  await client.staff.create.mutate({ name: "Greta Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
  const day = { start: "09:00", end: "17:00" };
  const week = { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day };
  const member = async (name: string, email: string) =>
    (await client.staff.create.mutate({ name, email, role: "staff", services: [serviceId], schedule: week })).data.id;
  const ann = await member("Ann Stylist", "ann@salon-mitte.example");
  const bob = await member("Bob Barber", "bob@salon-mitte.example");
  const customer = async (name: string) =>
    (await client.customers.create.mutate({ name, email: `${name.split(" ")[0]}@example.com` })).data.id;
  const vera = await customer("Vera Visitor");
  const rita = await customer("Rita Regular");
  // The week of 23 March: two appointments kept (paid), a no-show and a cancellation.
  const book = (staffId: string, customerId: string, start: string, status: "completed" | "no_show" | "cancelled") =>
    insertBooking(t.db, provider.providerId, {
      customerId,
      serviceId,
      staffId,
      status,
      startsAt: new Date(start),
      durationMinutes: 60,
      amountCents: 3800,
    });
  const paid = [
    await book(ann, vera, "2026-03-23T10:00:00+01:00", "completed"),
    await book(bob, rita, "2026-03-25T14:00:00+01:00", "completed"),
  ];
  await book(ann, rita, "2026-03-24T11:00:00+01:00", "no_show");
  await book(bob, vera, "2026-03-26T09:00:00+01:00", "cancelled");
  for (const booking of paid) {
    await t.db
      .updateTable("bookings")
      .set({ payment_status: "paid", payment_method: "card", paid_at: new Date(booking.starts_at.getTime() + 3_600_000) })
      .where("id", "=", booking.id)
      .execute();
  }
  t.clock.set(NOW);
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function openReports(width: number, height: number): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, {
    width,
    height,
    now: NOW,
    expected: /401|Unauthorized/,
    timezoneId: "Europe/Berlin",
    locale: "en-GB",
  });
  const { page } = opened;
  await page.goto(`${t.url}/console/`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect.poll(() => page.getByTestId("signed-in").textContent()).toContain("Greta Owner (Admin)");
  await page.getByRole("button", { name: "Reports", exact: true }).click();
  await page.getByRole("heading", { name: "Reports", exact: true }).waitFor();
  return opened;
}

/** Whether a chart's canvas has been drawn on (some pixel not transparent). */
const drawn = (page: Page, index: number) =>
  page.evaluate((i) => {
    const canvas = document.querySelectorAll<HTMLCanvasElement>(".report-chart canvas")[i];
    const context = canvas?.getContext("2d");
    if (!canvas || !context || canvas.width === 0) return false;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    return data.some((value, at) => at % 4 === 3 && value > 0);
  }, index);

async function expectFits(page: Page, shot: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `horizontal overflow at ${shot}`).toBeLessThanOrEqual(clientWidth);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${shot}.png`), fullPage: true });
}

describe("Reports in the console", () => {
  it("draws the four reports on a desktop, groups them by week, and downloads a report as CSV", { timeout: 90_000 }, async () => {
    const { page, errors } = await openReports(1280, 900);
    // The last 30 days by default, by day: the week's figures in words beside the charts.
    expect(await page.getByLabel("From", { exact: true }).inputValue()).toBe("2026-03-12");
    expect(await page.getByLabel("To", { exact: true }).inputValue()).toBe("2026-04-10");
    await expect.poll(async () => plain((await page.getByTestId("totals-bookings").textContent()) ?? "")).toContain("Bookings4");
    expect(plain((await page.getByTestId("totals-revenue").textContent()) ?? "")).toContain("Paid€76.00");
    expect(plain((await page.getByTestId("totals-customers").textContent()) ?? "")).toContain("Customers2");
    // Four charts by period and utilisation by member, each drawn and named with its figures.
    await expect.poll(() => page.locator(".report-chart canvas").count()).toBe(5);
    for (let i = 0; i < 5; i++) await expect.poll(() => drawn(page, i), { message: `chart ${i} drawn` }).toBe(true);
    const bookingsChart = page.getByTestId("report-bookings").getByRole("img");
    expect(await bookingsChart.getAttribute("aria-label")).toMatch(/^Chart of Bookings by period\. Totals: Bookings: 4; Completed: 2;/);
    await expectNoViolations(page, "reports by day");
    await expectFits(page, "console-desktop-reports");

    // By week, over the week of 23 March alone.
    await page.getByLabel("From", { exact: true }).fill("2026-03-23");
    await page.getByLabel("To", { exact: true }).fill("2026-03-29");
    await page.getByLabel("Group by").selectOption({ label: "Week" });
    const table = page.getByTestId("report-bookings").getByRole("table", { name: "Bookings by period" });
    await page.getByTestId("report-bookings").getByText("Figures by period").click();
    await expect.poll(async () => table.getByRole("row").count()).toBe(3); // the header, one week, the total
    expect(plain((await table.getByRole("row").nth(1).textContent()) ?? "")).toMatch(/^Mon, Mar 23 – Sun, Mar 29/);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV: Bookings" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("booking-report-bookings-2026-03-23-2026-03-29-week.csv");
    const file = await readFile(await download.path(), "utf8");
    expect(file.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "Period,From,To,Staff member,Bookings,Completed,Confirmed,Pending,Cancelled,No-show,Cancellation rate,No-show rate",
      "2026-03-23,2026-03-23,2026-03-29,All members,4,2,0,0,1,1,0.25,0.3333",
      ",2026-03-23,2026-03-29,Ann Stylist,2,1,0,0,0,1,0,0.5",
      ",2026-03-23,2026-03-29,Bob Barber,2,1,0,0,1,0,0.5,0",
      "Total,2026-03-23,2026-03-29,All members,4,2,0,0,1,1,0.25,0.3333",
      "",
    ]);
    await expectNoViolations(page, "reports by week");
    expect(errors).toEqual([]);
  });

  it("fits a 360 px phone, charts and tables included", { timeout: 120_000 }, async () => {
    const { page, errors } = await openReports(360, 780);
    await expect.poll(() => page.locator(".report-chart canvas").count()).toBe(5);
    for (let i = 0; i < 5; i++) await expect.poll(() => drawn(page, i), { message: `chart ${i} drawn` }).toBe(true);
    const width = await page
      .locator(".report-chart")
      .first()
      .evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(360);
    for (const details of await page.locator(".report details summary").all()) await details.click();
    await expectFits(page, "console-phone-reports");
    await expectNoViolations(page, "reports on a phone");
    expect(errors).toEqual([]);
  });
});
