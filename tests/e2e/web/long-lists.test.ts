// Lists longer than a page, in headless Chromium: a salon with 103 staff members, 102 services, 101
// resources, 101 customers, 52 class sessions and 101 bookings of one class waiting for
// confirmation. Wherever the console, its Book view and the public booking page show one of these
// lists (or offer it in a picker), and at the front desk a key opens, the first page is shown with "Showing N of M." and a Show more
// button, which brings the rest; no list stops silently at its first page. The views with the
// line are scanned with axe and nothing scrolls sideways, on a desktop and at 360 px.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { createBookingClient, type BookingClient } from "@booking/client";
import { createPublicKey } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { expectNoViolations, launchBrowser, openPage, plain } from "./browser";

let t: TestApi;
let browser: Browser;
let client: BookingClient;
let publicKey: string;
let providerKey: string;
let yogaId: string;

/** Tuesday 1 December 2026, 08:00 in Berlin. */
const NOW = "2026-12-01T07:00:00Z";
const EVERY_DAY = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, { start: "06:00", end: "22:00" }]),
);
const OWNER = { email: "olga@lang.example", password: "owner's long passphrase" };
const numbered = (n: number) => String(n).padStart(3, "0");

/** `count` calls of `make`, ten at a time. */
async function each(count: number, make: (n: number) => Promise<unknown>) {
  for (let start = 1; start <= count; start += 10) {
    await Promise.all(Array.from({ length: Math.min(10, count - start + 1) }, (_, i) => make(start + i)));
  }
}

beforeAll(async () => {
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Salon Lang", location: "Berlin", timezone: "Europe/Berlin" });
  providerKey = provider.apiKey;
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  // Lists answer newest first: what the test picks is made last, so that it is on the first page.
  await each(101, (n) => client.resources.create.mutate({ name: `Resource ${numbered(n)}` }));
  await each(101, (n) => client.services.create.mutate({ name: `Service ${numbered(n)}`, duration: 30, price: 10 }));
  yogaId = (await client.services.create.mutate({ name: "Yoga", duration: 60, price: 18, capacity: 200 })).data.id;
  await each(101, (n) =>
    client.staff.create.mutate({ name: `Member ${numbered(n)}`, email: `m${numbered(n)}@lang.example`, role: "staff" }),
  );
  await client.staff.create.mutate({ name: "Olga Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
  const teacher = (
    await client.staff.create.mutate({
      name: "Ines Teacher",
      email: "ines@lang.example",
      role: "staff",
      services: [yogaId],
      schedule: EVERY_DAY,
    })
  ).data.id;
  const customers: string[] = [];
  await each(101, async (n) => {
    customers[n - 1] = (
      await client.customers.create.mutate({ name: `Customer ${numbered(n)}`, email: `c${numbered(n)}@example.com` })
    ).data.id;
  });
  // 101 bookings of Thursday's 10:00 class, each waiting for confirmation: one day, one member.
  await each(101, (n) =>
    client.bookings.create.mutate({
      customerId: customers[n - 1]!,
      serviceId: yogaId,
      staffId: teacher,
      dateTime: "2026-12-03T10:00:00+01:00",
      seats: 1,
    }),
  );
  // 51 more sessions of the class, from Friday on (15 a day, 07:00 to 21:00): 52 in all.
  await each(51, (n) => {
    const day = 4 + Math.floor((n - 1) / 15);
    const hour = 7 + ((n - 1) % 15);
    return client.sessions.create.mutate({
      serviceId: yogaId,
      staffId: teacher,
      start: `2026-12-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00+01:00`,
    });
  });
  publicKey = (await createPublicKey(t.db, provider.providerId)).apiKey;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const open = (width: number, height: number) => openPage(browser, { width, height, now: NOW, expected: /401|Unauthorized/ });

async function expectFits(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `horizontal overflow at ${where}`).toBeLessThanOrEqual(clientWidth);
}

/**
 * The list shows `first` items and says "Showing first of total."; each Show more brings the next
 * page (`pages` are the counts after each), and the line goes once all are shown. `offset` counts
 * what `items` finds besides the list's items (a picker's "Choose …" option).
 */
async function showsAll(page: Page, testId: string, items: Locator, first: number, total: number, pages: number[], offset = 0) {
  const line = page.getByTestId(testId);
  await expect.poll(() => items.count(), { message: `${testId}: the first page` }).toBe(first + offset);
  await expect
    .poll(async () => plain((await line.textContent()) ?? ""), { message: testId })
    .toBe(`Showing ${first} of ${total}. Show more`);
  for (const count of pages) {
    await line.getByRole("button", { name: "Show more" }).click();
    await expect.poll(() => items.count(), { message: `${testId}: after Show more` }).toBe(count + offset);
  }
  expect(await line.count(), `${testId}: no line once all are shown`).toBe(0);
}

/** The list shows `first` items and the line says that more exist, without showing them yet. */
async function saysMore(page: Page, testId: string, items: Locator, first: number, total: number, text?: string) {
  await expect.poll(() => items.count(), { message: `${testId}: the first page` }).toBe(first);
  await expect
    .poll(async () => plain((await page.getByTestId(testId).textContent()) ?? ""), { message: testId })
    .toBe(text ?? `Showing ${first} of ${total}. Show more`);
}

async function signIn(page: Page) {
  await page.goto(`${t.url}/console/`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect.poll(() => page.getByTestId("signed-in").textContent()).toContain("Olga Owner (Admin)");
}

const view = (page: Page, name: string) => page.getByRole("navigation").getByRole("button", { name, exact: true }).click();
const rows = (page: Page, listName?: string) =>
  (listName ? page.getByRole("list", { name: listName, exact: true }) : page.locator("ul.bookings").first()).locator(":scope > li");

describe("lists longer than a page in the console", () => {
  it("say how many exist and show the rest: bookings to confirm, a day's and a week's, customers, staff, services, resources, sessions and the pickers", async () => {
    const { page, errors } = await open(1280, 900);
    await signIn(page);

    await view(page, "To confirm");
    await showsAll(page, "more-pending", rows(page), 100, 101, [101]);

    await view(page, "Day");
    // The member picker: 100 of 103 members, the rest a click away (Ines, the newest, on the first page).
    await saysMore(page, "more-members", page.getByLabel("Staff member").locator("option"), 100, 103);
    await page.getByLabel("Staff member").selectOption({ label: "Ines Teacher" });
    await page.getByLabel("Date").fill("2026-12-03");
    await showsAll(page, "more-bookings", rows(page), 100, 101, [101]);

    await view(page, "Week");
    await page.getByLabel("Staff member").selectOption({ label: "Ines Teacher" });
    await showsAll(page, "more-bookings", page.getByTestId("week").locator(".week-booking"), 100, 101, [101]);

    await view(page, "Customers");
    await showsAll(page, "more-customers", rows(page, "Customers found"), 50, 101, [100, 101]);

    await view(page, "Resources and classes");
    await showsAll(page, "more-resources", rows(page, "Resources"), 100, 101, [101]);
    await showsAll(page, "more-sessions", rows(page, "Sessions"), 50, 52, [52]);
    // A new session's class and teacher are picked from the services and the staff, a page at a
    // time (the one class, the newest service, is on the first).
    const classes = page.getByRole("combobox", { name: /^Class\b/ }).locator("option");
    await saysMore(page, "more-classes", classes, 2, 102, "Showing 100 of 102. Show more");
    await expectNoViolations(page, "resources and sessions with more to show");
    await expectFits(page, "resources and sessions with more to show");
    await page.getByTestId("more-classes").getByRole("button", { name: "Show more" }).click();
    await expect.poll(() => page.getByTestId("more-classes").count()).toBe(0);
    expect(await classes.allTextContents()).toEqual(["Choose a class", "Yoga"]);
    await page.getByTestId("more-teachers").getByRole("button", { name: "Show more" }).click();
    await expect.poll(() => page.getByTestId("more-teachers").count()).toBe(0);

    await view(page, "Staff");
    // The services a new member may offer were all read for the classes: every one, no line.
    await expect.poll(() => page.getByRole("group", { name: "Offers" }).getByRole("checkbox").count()).toBe(102);
    expect(await page.getByTestId("more-services").count()).toBe(0);
    await showsAll(page, "more-staff", rows(page), 100, 103, [103]);

    await view(page, "Services");
    await showsAll(page, "more-services", page.locator('[data-testid^="service-"]'), 100, 102, [102]);
    // The new service's requirements offer the salon's resources, retired ones too, a page at a time.
    const resourceChoices = page.getByRole("group", { name: "A new requirement: any one of" }).getByRole("checkbox");
    await showsAll(page, "more-requirement-resources", resourceChoices, 100, 101, [101]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it("keeps the line and its button usable at 360 px", async () => {
    const { page, errors } = await open(360, 740);
    await signIn(page);
    await view(page, "Customers");
    await expect
      .poll(async () => plain((await page.getByTestId("more-customers").textContent()) ?? ""))
      .toBe("Showing 50 of 101. Show more");
    await expectNoViolations(page, "customers at 360 px");
    await expectFits(page, "customers at 360 px");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("lists longer than a page at the front desk a provider key opens", () => {
  it("offers every service, a page at a time, and says that more members exist", async () => {
    const { page, errors } = await open(1280, 900);
    await page.goto(`${t.url}/console/#key=${providerKey}`);
    await expect.poll(() => page.getByTestId("provider").textContent()).toContain("Salon Lang");
    await showsAll(page, "more-services", page.getByLabel("Service").locator("option"), 100, 102, [102], 1);
    await page.getByLabel("Service").selectOption(yogaId);
    await expect.poll(() => page.getByLabel("Staff member").locator("option").allTextContents()).toContain("Ines Teacher");
    expect(plain((await page.getByTestId("more-staff").textContent()) ?? "")).toBe("Showing 100 of 103. Show more");
    await expectNoViolations(page, "front desk with more to show");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("lists longer than a page on the booking page", () => {
  it("offers every service and every member, a page at a time", async () => {
    const { page, errors } = await open(360, 740);
    await page.goto(`${t.url}/book/?key=${publicKey}`);
    const services = page.locator('[data-testid^="service-"]');
    await showsAll(page, "more-services", services, 100, 102, [102]);
    await expectFits(page, "booking page services");
    await page.getByTestId(`service-${yogaId}`).click();
    await expect.poll(() => page.getByTestId("more-staff").count()).toBe(1);
    expect(plain((await page.getByTestId("more-staff").textContent()) ?? "")).toBe("Showing 100 of 103. Show more");
    await expectNoViolations(page, "booking page with more to show");
    await page.getByTestId("more-staff").getByRole("button", { name: "Show more" }).click();
    await expect.poll(() => page.getByTestId("more-staff").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
