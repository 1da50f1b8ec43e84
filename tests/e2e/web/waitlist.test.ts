// The waitlist in headless Chromium against the real API. At 360 px the owner opens the console's
// Waitlist view: the haircut's line in order, each entry's place, customer, days and times in
// words, member or any and seats; filtered by status; one entry removed after asking (read back:
// left, the next one moves up). A line longer than a page (51 waiting) shows its first 50 entries
// with their customers' names, "Showing 50 of 51." and Show more, which brings the last. A visitor
// on the booking page finds a Monday with no free time, joins the waitlist for it in the morning
// and is told their place in line; joining again is said to be already done; at a salon that
// verifies visitors by email they are asked to open the emailed link by its deadline, and the link
// puts them in line (the page says so, and drops the code from its address). A time freed for the line (a booking cancelled,
// then the worker's step that offers it) is shown on the held booking's manage link: the first in
// line says "No thanks" (passed on, still in line), the next claims it (a confirmed booking). The
// owner offers a waiting entry a time by hand: one outside the member's hours is refused in words,
// one inside is held (the entry reads offered). A visitor who joined keeps the entry's own link
// (/book/#waitlist=…): it shows their place, and they leave the line there; a link the service
// does not know says so. Each screen: axe finds nothing, nothing scrolls sideways.
import { createHash, randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient, type BookingClient } from "@booking/client";
import { createPublicKey } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
// The worker's step that offers a freed time to the line, as the worker's relay runs it.
// The link of the email that asks a visitor to confirm their place, minted as the worker mints it when it sends the email.
import { entryVerificationLink, offerReleasedTimes } from "../../../packages/core/src/worker";
import { launchBrowser, openPage, plain, textOf, checkScreen as checkScreenOf } from "./browser";

let t: TestApi;
let browser: Browser;
let client: BookingClient;
let providerId: string;
let publicKey: string;
let cut: string;
let colour: string;
let lena: string;

/** Friday 20 November 2026, 09:00 in Berlin. */
const NOW = "2026-11-20T08:00:00Z";
const MORNINGS = { start: "09:00", end: "10:00" };
const WEEKDAYS = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, MORNINGS]));
const OWNER = { email: "greta@salon-nord.example", password: "greta's long passphrase" };
const EXPECTED = /401|403|409|Unauthorized|Forbidden|Conflict/;
/** Also the refusals a test provokes on purpose: a time refused (400), an unknown link (404). */
const REFUSED = /400|401|403|404|409|Bad Request|Unauthorized|Forbidden|Not Found|Conflict/;

beforeAll(async () => {
  [t, browser] = await Promise.all([
    startTestApi({ addressLimits: { perAddress: 10_000, bookingsPerAddress: 1_000, bookingsPerAddressHour: 1_000 } }),
    launchBrowser(),
  ]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Salon Nord", location: "Hamburg", timezone: "Europe/Berlin" });
  providerId = provider.providerId;
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  await client.settings.update.mutate({ slotMinutes: 30, confirmation: "auto" });
  cut = (await client.services.create.mutate({ name: "Haarschnitt", duration: 30, price: 35 })).data.id;
  colour = (await client.services.create.mutate({ name: "Färben", duration: 30, price: 60 })).data.id;
  await client.staff.create.mutate({ name: "Greta Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
  lena = (
    await client.staff.create.mutate({
      name: "Lena Schere",
      email: "lena@salon-nord.example",
      role: "staff",
      services: [cut, colour],
      schedule: WEEKDAYS,
    })
  ).data.id;
  publicKey = (await createPublicKey(t.db, providerId)).apiKey;
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const checkScreen = (page: Page, name: string) => checkScreenOf(page, "waitlist", name);

async function customer(name: string): Promise<string> {
  const email = `${name.split(" ")[0]?.toLowerCase() ?? "c"}@example.com`;
  return (await client.customers.create.mutate({ name, email })).data.id;
}

async function book(serviceId: string, customerId: string, at: string): Promise<string> {
  return (await client.bookings.create.mutate({ serviceId, staffId: lena, customerId, dateTime: at })).data.id;
}

const line = async (serviceId: string, status?: "unverified" | "waiting" | "left" | "booked" | "offered") =>
  (await client.waitlist.list.query({ serviceId, ...(status ? { status } : {}), limit: 100 })).data;

async function signIn(page: Page) {
  await page.goto(`${t.url}/console/`);
  await page.getByRole("heading", { name: "Sign in to the console" }).waitFor();
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

describe("the waitlist in the console", () => {
  it("at 360 px: lists the haircut's line in order and removes an entry after asking", { timeout: 120_000 }, async () => {
    const rita = await customer("Rita Regular");
    const paul = await customer("Paul Partout");
    const ritaEntry = (
      await client.waitlist.create.mutate({
        serviceId: cut,
        customerId: rita,
        windows: [{ from: "2026-11-23", to: "2026-11-23", startTime: "09:00", endTime: "12:00" }],
      })
    ).data.id;
    const paulEntry = (
      await client.waitlist.create.mutate({
        serviceId: cut,
        staffId: lena,
        customerId: paul,
        windows: [{ from: "2026-11-23", to: "2026-11-27", weekdays: ["TH", "TU"] }],
      })
    ).data.id;

    const { page, errors } = await openPage(browser, {
      width: 360,
      height: 780,
      now: NOW,
      expected: EXPECTED,
      timezoneId: "Europe/Berlin",
    });
    await signIn(page);
    await page.getByRole("button", { name: "Waitlist", exact: true }).click();
    const view = page.getByTestId("waitlist");
    await view.getByRole("heading", { name: "Haarschnitt" }).waitFor();
    const first = view.getByTestId(`entry-${ritaEntry}`);
    await expect.poll(() => textOf(page, `entry-${ritaEntry}`)).toContain("Rita Regular");
    expect(plain((await first.textContent()) ?? "")).toContain("No. 1 · Rita Regular");
    expect(plain((await first.getByTestId("entry-windows").textContent()) ?? "")).toBe("Mon, Nov 23, 9:00 AM–12:00 PM");
    expect(plain((await first.getByTestId("entry-facts").textContent()) ?? "")).toMatch(
      /^Any member · 1 seat · Waits until Tue, Nov 24, 12:00 AM$/,
    );
    const second = view.getByTestId(`entry-${paulEntry}`);
    await expect.poll(async () => plain((await second.getByTestId("entry-facts").textContent()) ?? "")).toContain("With Lena Schere");
    expect(plain((await second.textContent()) ?? "")).toContain("No. 2 · Paul Partout");
    expect(plain((await second.getByTestId("entry-windows").textContent()) ?? "")).toBe("Mon, Nov 23 – Fri, Nov 27, Tue, Thu, any time");
    expect(await textOf(page, `entry-${paulEntry}`)).toContain("Waiting");
    await checkScreen(page, "console-line");

    // Remove asks first; going back changes nothing.
    await first.getByRole("button", { name: "Remove: Rita Regular" }).click();
    const dialog = page.getByRole("dialog", { name: "Take Rita Regular off the waitlist for Haarschnitt?" });
    await dialog.waitFor();
    await checkScreen(page, "console-remove");
    await dialog.getByRole("button", { name: "Remove" }).click();
    await page.getByRole("status").filter({ hasText: "Rita Regular was taken off the waitlist." }).waitFor();
    await expect.poll(() => first.count()).toBe(0);
    await expect.poll(async () => plain((await second.textContent()) ?? "")).toContain("No. 1 · Paul Partout");
    expect((await line(cut, "left")).map((e) => e.id)).toEqual([ritaEntry]);
    expect((await line(cut, "waiting")).map((e) => [e.id, e.position])).toEqual([[paulEntry, 1]]);

    // Filtered by status: the entries that left.
    await view.getByLabel("Status").selectOption("left");
    await expect.poll(() => view.getByTestId(`entry-${ritaEntry}`).count()).toBe(1);
    expect(await textOf(page, `entry-${ritaEntry}`)).toContain("Left");
    expect(await view.getByTestId(`entry-${ritaEntry}`).getByRole("button").count()).toBe(0);
    await checkScreen(page, "console-left");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("at 360 px: a line longer than a page shows how many wait, and Show more brings the rest", { timeout: 120_000 }, async () => {
    // A service no member offers yet: no time frees up for its line while the other tests run.
    const wash = (await client.services.create.mutate({ name: "Waschen", duration: 30, price: 15 })).data.id;
    const windows = [{ from: "2026-11-30", to: "2026-12-04" }];
    const join = async (name: string, email: string) => {
      const customerId = (await client.customers.create.mutate({ name, email })).data.id;
      return (await client.waitlist.create.mutate({ serviceId: wash, customerId, windows })).data.id;
    };
    // Fifty join, ten at a time; the last in line joins after them.
    for (let start = 1; start <= 50; start += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, i) => join(`Kunde ${start + i}`, `kunde${start + i}@example.com`)));
    }
    const last = await join("Letzte Kundin", "letzte@example.com");

    const { page, errors } = await openPage(browser, {
      width: 360,
      height: 780,
      now: NOW,
      expected: EXPECTED,
      timezoneId: "Europe/Berlin",
    });
    await signIn(page);
    await page.getByRole("button", { name: "Waitlist", exact: true }).click();
    const view = page.getByTestId("waitlist");
    await view.getByLabel("Service").selectOption(wash);
    const entries = view.getByTestId(`line-${wash}`).locator("ol > li");
    await expect.poll(() => textOf(page, "more-waitlist")).toBe("Showing 50 of 51. Show more");
    expect(await entries.count()).toBe(50);
    // Every customer of the page named (their names asked for in batches the service takes).
    await expect.poll(() => entries.getByTestId("entry-customer").filter({ hasText: "…" }).count()).toBe(0);
    expect(
      await entries
        .getByTestId("entry-customer")
        .filter({ hasText: /^Kunde \d+$/ })
        .count(),
    ).toBe(50);
    expect(await view.getByTestId(`entry-${last}`).count()).toBe(0);
    await checkScreen(page, "console-long-line");

    await view.getByTestId("more-waitlist").getByRole("button", { name: "Show more" }).click();
    await expect.poll(() => entries.count()).toBe(51);
    await expect.poll(() => textOf(page, `entry-${last}`)).toContain("No. 51 · Letzte Kundin");
    expect(await view.getByTestId("more-waitlist").count()).toBe(0);
    await checkScreen(page, "console-long-line-all");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it(
    "at 360 px: offers a waiting entry a time by hand; a time outside the member's hours is refused in words",
    { timeout: 120_000 },
    async () => {
      // Waiting for any member, on Wednesday.
      const olga = await customer("Olga Offen");
      const entry = (
        await client.waitlist.create.mutate({ serviceId: colour, customerId: olga, windows: [{ from: "2026-11-25", to: "2026-11-25" }] })
      ).data.id;
      const { page, errors } = await openPage(browser, {
        width: 360,
        height: 780,
        now: NOW,
        expected: REFUSED,
        timezoneId: "Europe/Berlin",
      });
      await signIn(page);
      await page.getByRole("button", { name: "Waitlist", exact: true }).click();
      const view = page.getByTestId("waitlist");
      await view.getByLabel("Service").selectOption(colour);
      const row = view.getByTestId(`entry-${entry}`);
      await row.getByRole("button", { name: "Offer a time: Olga Offen" }).click();
      const form = page.getByTestId(`offer-${entry}`);
      await form.getByLabel("Date").fill("2026-11-25");
      await form.getByLabel("Time (Europe/Berlin)").fill("20:00");
      // The service's members: Lena alone does colour.
      expect(await form.getByLabel("Staff member").locator("option").allTextContents()).toEqual(["Choose a staff member", "Lena Schere"]);
      await form.getByLabel("Staff member").selectOption({ label: "Lena Schere" });
      await form.getByRole("button", { name: "Offer this time" }).click();
      await expect
        .poll(() => textOf(page, `offer-${entry}-problem`))
        .toBe("Wed, Nov 25, 8:00 PM GMT+1 is outside the member’s working hours.");
      await checkScreen(page, "console-offer-refused");

      await form.getByLabel("Time (Europe/Berlin)").fill("09:00");
      await form.getByRole("button", { name: "Offer this time" }).click();
      await page.getByRole("status").filter({ hasText: "Wed, Nov 25, 9:00 AM was offered to Olga Offen" }).waitFor();
      // No longer waiting: under "Offered a time".
      await expect.poll(() => row.count()).toBe(0);
      await view.getByLabel("Status").selectOption("offered");
      await expect.poll(() => textOf(page, `entry-${entry}`)).toContain("Offered a time");
      expect(await row.getByRole("button", { name: /^Offer a time/ }).count()).toBe(0);
      await checkScreen(page, "console-offered");
      expect((await line(colour, "offered")).map((e) => e.id)).toContain(entry);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

describe("joining the waitlist on the booking page", () => {
  it(
    "at 360 px: a Monday with no free time, joined for its morning; joining twice and a salon verifying by email",
    { timeout: 120_000 },
    async () => {
      // Monday 23 November is fully booked.
      const booker = await customer("Berta Bucher");
      await book(cut, booker, "2026-11-23T09:00:00+01:00");
      await book(cut, booker, "2026-11-23T09:30:00+01:00");
      const ahead = (await line(cut, "waiting")).length;

      const { page, errors } = await openPage(browser, {
        width: 360,
        height: 780,
        now: NOW,
        expected: EXPECTED,
        timezoneId: "Europe/Berlin",
      });
      const choose = async () => {
        await page.goto(`${t.url}/book/?key=${publicKey}`);
        await page.getByTestId(`service-${cut}`).click();
        await page.getByTestId("staff-any").click();
        await expect.poll(() => page.getByTestId("day-2026-11-24").isEnabled()).toBe(true);
        expect(await page.getByTestId("day-2026-11-23").isDisabled()).toBe(true);
        await page.getByTestId("waitlist-offer").getByRole("button", { name: "Join the waitlist" }).click();
        const form = page.getByTestId("waitlist-form");
        await form.getByRole("heading", { name: "Join the waitlist" }).waitFor();
        await form.getByLabel("From").fill("2026-11-23");
        await form.getByLabel("Not before").fill("09:00");
        await form.getByLabel("Done by").fill("12:00");
        await form.getByLabel("Name", { exact: true }).fill("Wanda Wartend");
        await form.getByLabel("Email", { exact: true }).fill("wanda@example.com");
        return form;
      };
      let form = await choose();
      expect(plain((await form.textContent()) ?? "")).toContain("For Haarschnitt, with whoever is free.");
      await checkScreen(page, "page-form");
      await form.getByRole("button", { name: "Join the waitlist" }).click();
      await expect.poll(() => textOf(page, "waitlist-place")).toBe(`You are number ${ahead + 1} in line.`);
      expect(await textOf(page, "waitlist-what")).toBe("Haarschnitt: Mon, Nov 23, 9:00 AM–12:00 PM.");
      await checkScreen(page, "page-joined");
      const joined = (await line(cut, "waiting")).at(-1);
      expect(joined).toMatchObject({
        staffId: null,
        position: ahead + 1,
        windows: [{ from: "2026-11-23", to: "2026-11-23", startTime: "09:00", endTime: "12:00" }],
      });
      expect((await client.customers.get.query({ id: joined?.customerId ?? "" })).data).toMatchObject({ name: "Wanda Wartend" });

      // Again: already waiting (409), said in words.
      form = await choose();
      await form.getByRole("button", { name: "Join the waitlist" }).click();
      await expect
        .poll(() => textOf(page, "waitlist-problem"))
        .toBe("You are already on the waitlist for this service. We will email you when a time frees up.");
      await checkScreen(page, "page-already");

      // A salon that verifies visitors by email: the visitor is asked to open the emailed link by its
      // deadline (not in line meanwhile); the link puts them at the end of the line.
      await client.settings.update.mutate({ publicVerification: "email", holdMinutes: 30 });
      try {
        form = await choose();
        await form.getByLabel("Name", { exact: true }).fill("Otto Offen");
        await form.getByLabel("Email", { exact: true }).fill("otto@example.com");
        await form.getByRole("button", { name: "Join the waitlist" }).click();
        await page.getByTestId("waitlist-verify").getByRole("heading", { name: "One more step: check your email" }).waitFor();
        expect(plain(await textOf(page, "waitlist-verify-message"))).toBe(
          "We have sent a link to otto@example.com. Open it by 9:30 AM GMT+1 to take your place in line; until then you are not on the waitlist.",
        );
        await checkScreen(page, "page-verify");
        const [otto] = await line(cut, "unverified");
        expect(otto).toMatchObject({ status: "unverified", position: null });
        // The owner's Waitlist view lists it apart, under "Email not verified yet".
        const desk = await openPage(browser, { width: 360, height: 780, now: NOW, expected: EXPECTED, timezoneId: "Europe/Berlin" });
        await signIn(desk.page);
        await desk.page.getByRole("button", { name: "Waitlist", exact: true }).click();
        const view = desk.page.getByTestId("waitlist");
        await view.getByLabel("Status").selectOption("unverified");
        await expect.poll(() => textOf(desk.page, `entry-${otto?.id ?? ""}`)).toContain("Otto Offen");
        expect(
          await view
            .getByTestId(`entry-${otto?.id ?? ""}`)
            .getByTestId("entry-status")
            .textContent(),
        ).toBe("Email not verified yet");
        await checkScreen(desk.page, "console-unverified");
        expect(desk.errors).toEqual([]);
        await desk.page.context().close();
        const waitingBefore = (await line(cut, "waiting")).length;
        const link = await entryVerificationLink(t.db, t.url, providerId, otto?.id ?? "", t.clock.now());
        await page.goto(link ?? "");
        await expect.poll(() => textOf(page, "entry-verified")).toBe("Thank you, your email is verified: you are on the waitlist.");
        expect(await textOf(page, "entry-place")).toBe(`You are number ${waitingBefore + 1} in line.`);
        expect(await textOf(page, "entry-status")).toBe("Waiting for a time");
        expect(new URL(page.url()).hash).not.toContain("verify=");
        await checkScreen(page, "page-verified");
        // The same link again: its code was answered already, and a stale one is said in words.
        await page.goto(`${link ?? ""}x`);
        await expect.poll(() => textOf(page, "entry-status")).toBe("Waiting for a time");
      } finally {
        await client.settings.update.mutate({ publicVerification: "none" });
      }
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it("at 360 px: the entry's own link shows the place in line, and leaves the line after asking", { timeout: 120_000 }, async () => {
    // A service of its own, so that its line is new.
    const blow = (await client.services.create.mutate({ name: "Föhnen", duration: 30, price: 20 })).data.id;
    await client.staff.create.mutate({
      name: "Mia Föhn",
      email: "mia@salon-nord.example",
      role: "staff",
      services: [blow],
      schedule: WEEKDAYS,
    });
    const { page, errors } = await openPage(browser, { width: 360, height: 780, now: NOW, expected: REFUSED, timezoneId: "Europe/Berlin" });
    await page.goto(`${t.url}/book/?key=${publicKey}`);
    await page.getByTestId(`service-${blow}`).click();
    await page.getByTestId("staff-any").click();
    await page.getByTestId("waitlist-offer").getByRole("button", { name: "Join the waitlist" }).click();
    const form = page.getByTestId("waitlist-form");
    await form.getByLabel("From").fill("2026-11-23");
    await form.getByLabel("Name", { exact: true }).fill("Lotte Link");
    await form.getByLabel("Email", { exact: true }).fill("lotte@example.com");
    await form.getByRole("button", { name: "Join the waitlist" }).click();
    await expect.poll(() => textOf(page, "waitlist-place")).toBe("You are number 1 in line.");
    const link = page.getByTestId("waitlist-joined").getByRole("link", { name: "See your place in line" });
    expect(await link.getAttribute("href")).toMatch(new RegExp(`^${t.url}/book/#waitlist=[0-9A-Za-z]{32}$`));
    expect(await textOf(page, "waitlist-joined")).toContain("Keep this link to see your place or leave the line.");
    await checkScreen(page, "page-joined-link");

    await link.click();
    const entry = page.getByTestId("waitlist-entry");
    await entry.getByRole("heading", { name: "Your place on the waitlist at Salon Nord" }).waitFor();
    expect(await textOf(page, "entry-place")).toBe("You are number 1 in line.");
    expect(await textOf(page, "entry-service")).toBe("Föhnen");
    expect(await textOf(page, "entry-windows")).toBe("Mon, Nov 23, any time");
    expect(await textOf(page, "entry-status")).toBe("Waiting for a time");
    expect(await textOf(page, "entry-expires")).toBe("Tuesday, November 24, 2026 at 12:00 AM GMT+1 (Europe/Berlin)");
    await checkScreen(page, "entry");

    await entry.getByRole("button", { name: "Leave the waitlist" }).click();
    const asking = page.getByTestId("leave-confirm");
    await asking.getByRole("heading", { name: "Leave the waitlist for Föhnen?" }).waitFor();
    await checkScreen(page, "entry-leave");
    await asking.getByRole("button", { name: "Leave the waitlist" }).click();
    await expect.poll(() => textOf(page, "entry-done")).toBe("You have left the waitlist for Föhnen.");
    expect(await textOf(page, "entry-status")).toBe("You left the waitlist");
    expect(await entry.getByRole("button").count()).toBe(0);
    await checkScreen(page, "entry-left");
    expect((await line(blow, "left")).map((e) => e.customerId)).toHaveLength(1);

    // A link the service does not know.
    await page.goto(`${t.url}/book/#waitlist=${"Zz9".repeat(11)}`);
    await expect.poll(() => textOf(page, "entry-problem")).toMatch(/^This waitlist link is unknown or has expired/);
    await checkScreen(page, "entry-unknown");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** A manage link to a booking, as the salon's messages carry one (only the token's digest is stored). */
async function manageLink(bookingId: string): Promise<string> {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  const token = Array.from({ length: 32 }, () => alphabet[randomInt(alphabet.length)]).join("");
  await t.db
    .insertInto("manage_tokens")
    .values({ token_hash: createHash("sha256").update(token).digest("hex"), provider_id: providerId, booking_id: bookingId })
    .execute();
  return `${t.url}/book/#manage=${token}`;
}

/** The held booking of the live offer made to `entryId`. */
async function heldFor(entryId: string): Promise<string> {
  const offer = await t.db
    .selectFrom("waitlist_offers")
    .select("booking_id")
    .where("entry_id", "=", entryId)
    .where("status", "=", "live")
    .executeTakeFirst();
  expect(offer, `a live offer for ${entryId}`).toBeDefined();
  return offer?.booking_id ?? "";
}

describe("a waitlist offer on the manage page", () => {
  it("at 360 px: the first in line passes it on, the next claims it", { timeout: 120_000 }, async () => {
    const tuesday = "2026-11-24T09:00:00+01:00";
    const taken = await book(colour, await customer("Tara Taken"), tuesday);
    const window = [{ from: "2026-11-24", to: "2026-11-24" }];
    const klara = (await client.waitlist.create.mutate({ serviceId: colour, customerId: await customer("Klara Kunde"), windows: window }))
      .data.id;
    const max = (await client.waitlist.create.mutate({ serviceId: colour, customerId: await customer("Max Muster"), windows: window })).data
      .id;
    await client.bookings.delete.mutate({ id: taken });
    await offerReleasedTimes(t.db, t.clock.now());
    const klarasHold = await heldFor(klara);

    const { page, errors } = await openPage(browser, {
      width: 360,
      height: 780,
      now: NOW,
      expected: EXPECTED,
      timezoneId: "Europe/Berlin",
    });
    await page.goto(await manageLink(klarasHold));
    const offer = page.getByTestId("offer");
    await offer.getByRole("heading", { name: "A time has freed up for you" }).waitFor();
    expect(await textOf(page, "managed-status")).toBe("Held for you (from the waitlist)");
    expect(await textOf(page, "managed-when")).toContain("Tuesday, November 24, 2026 at 9:00 AM");
    expect(await textOf(page, "managed-staff")).toBe("Lena Schere");
    expect(await textOf(page, "offer-left")).toMatch(/^(\d+ minutes left|About \d+ hours? left)$/);
    expect(await page.getByTestId("held-notice").count()).toBe(0);
    await checkScreen(page, "offer");

    await offer.getByRole("button", { name: "No thanks" }).click();
    await expect
      .poll(() => textOf(page, "offer-declined"))
      .toContain("The time was passed on to the next person in line, and you stay on the waitlist for other times.");
    await checkScreen(page, "offer-declined");
    expect((await line(colour)).find((e) => e.id === klara)).toMatchObject({ status: "waiting" });

    // The worker offers it to the next in line, who claims it.
    await offerReleasedTimes(t.db, t.clock.now());
    const maxsHold = await heldFor(max);
    await page.goto(await manageLink(maxsHold));
    await page.getByTestId("offer").getByRole("button", { name: "Claim this time" }).click();
    await expect.poll(() => textOf(page, "manage-done")).toBe("The time is yours: your booking is made.");
    await expect.poll(() => textOf(page, "managed-status")).toBe("Confirmed");
    expect(await page.getByTestId("offer").count()).toBe(0);
    await checkScreen(page, "offer-claimed");
    expect((await client.bookings.get.query({ id: maxsHold })).data).toMatchObject({
      status: "confirmed",
      dateTime: "2026-11-24T08:00:00.000Z",
    });
    expect((await line(colour)).find((e) => e.id === max)).toMatchObject({ status: "booked" });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
