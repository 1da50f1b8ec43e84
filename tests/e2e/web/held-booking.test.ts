// A salon that has visitors confirm their email before a booking counts (publicVerification:
// "email"), in headless Chromium by a visitor in New York booking a salon in Berlin. The booking
// page holds the time and says to confirm by the emailed link before the hold lapses; the real
// worker, running in this process on the API's clock, emails that link to an SMTP server started
// here; the link, opened in the browser, verifies the booking once, which the salon then finds
// pending. A held booking opened without the code says that it waits for the email; a link with a
// wrong code, and one opened after the hold lapsed (offering the salon's page again), say so in
// plain words, as does the limit of upcoming bookings per email. After every step the focus is on
// the new heading and nothing scrolls sideways at 360 px; axe finds no violation at all on the
// held step, the verified booking and the lapsed link. (The page calls native tRPC, which answers
// 200; the REST answer to a held booking, 202, is checked with the public key directly.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient } from "@booking/client";
import { createPublicKey, createRedisPrefix, startSmtpServer, type TestRedisPrefix, type TestSmtpServer } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
// The worker is an app without a package entry for tests: its own test helpers configure it.
import { startWorker, type WorkerHandle } from "../../../apps/worker/src/worker";
import { testLogger, testWorkerConfig } from "../../../apps/worker/test/helpers";
import { atStep, expectNoViolations, launchBrowser, openPage, textOf } from "./browser";

let t: TestApi;
let browser: Browser;
let smtp: TestSmtpServer;
let redis: TestRedisPrefix;
let worker: WorkerHandle;
let salon: Awaited<ReturnType<TestApi["newProvider"]>>;
let publicKey: string;
let fadeId: string;

/** "Now" for the service, the worker and the visitor's browser: Tuesday 1 December 2026, 08:00 in Berlin. */
const NOW = "2026-12-01T07:00:00Z";
// A refused verification or booking is an expected 4xx answer; anything else logged as an error is not.
const EXPECTED_ERRORS = /\b(?:400|409|429) \(/;
const HOLD_MINUTES = 15;
/** A visitor's flow in the browser with the worker's email: more than the preset's 30 s on a busy machine. */
const FLOW_TIMEOUT_MS = 90_000;
const DAY = { start: "09:00", end: "18:00", breaks: [{ start: "12:00", end: "13:00" }] };
const WEEKDAYS = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, DAY]));

beforeAll(async () => {
  // Visitors' budgets per address are the production defaults' business; here every visitor is 127.0.0.1.
  [t, browser, smtp] = await Promise.all([
    startTestApi({ addressLimits: { perAddress: 10_000, bookingsPerAddress: 1_000, bookingsPerAddressHour: 1_000 } }),
    launchBrowser(),
    startSmtpServer(),
  ]);
  t.clock.set(NOW);
  redis = createRedisPrefix();
  // PUBLIC_URL is the API under test, so the emailed link opens the page served by it. The worker's
  // sweep, which deletes lapsed holds, runs at start and then hourly: a hold lapsed by advancing the
  // clock is still there to answer 409 when its link is opened a moment later.
  worker = await startWorker({
    db: t.db,
    config: testWorkerConfig(redis, { SMTP_URL: smtp.url, PUBLIC_URL: t.url, EMAIL_FROM: "Salon Nord <salon@example.com>" }),
    log: testLogger,
    now: t.clock.now,
  });

  salon = await t.newProvider({ name: "Salon Nord", location: "Berlin", timezone: "Europe/Berlin" });
  const client = createBookingClient({ url: t.url, apiKey: salon.apiKey });
  fadeId = (await client.services.create.mutate({ name: "Skin fade", duration: 45, price: 35 })).data.id;
  for (const name of ["Ana Lima", "Bo Berg"]) {
    const email = `${name.split(" ")[0]!.toLowerCase()}@salon.example`;
    await client.staff.create.mutate({ name, email, role: "staff", services: [fadeId], schedule: WEEKDAYS });
  }
  const settings = await salon.api.patch("/v1/settings", { publicVerification: "email", holdMinutes: HOLD_MINUTES });
  expect(settings.status, settings.text).toBe(200);
  publicKey = (await createPublicKey(t.db, salon.providerId)).apiKey;
});

afterAll(async () => {
  await browser?.close();
  await worker?.close();
  await smtp?.close();
  await redis?.cleanup();
  await t?.close();
});

/** Every axe violation, whatever its impact. */

const text = textOf;

/** Through the page: the service, anyone, `day`, `time` (New York) and the details, up to the Book button. */
async function chooseAndFill(page: Page, day: string, time: string, email: string) {
  await page.goto(`${t.url}/book/?key=${publicKey}`);
  await page.getByTestId(`service-${fadeId}`).click();
  await page.getByTestId("staff-any").click();
  await expect.poll(() => page.getByTestId(`day-${day}`).isEnabled()).toBe(true);
  await page.getByTestId(`day-${day}`).click();
  await page.getByTestId(`time-${time}-EST`).click();
  await page.getByLabel("Name", { exact: true }).fill("Dana Brooks");
  await page.getByLabel("Email", { exact: true }).fill(email);
}

/** "04:00" as the English page shows it: "4:00 AM". */
function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/** Books through the page, as `email`, up to the held step; answers what the service answered the page. */
async function bookOnPage(page: Page, day: string, time: string, email: string, shot: string) {
  await chooseAndFill(page, day, time, email);
  const answered = page.waitForResponse((response) => response.url().includes("bookings.create"));
  await page.getByRole("button", { name: `Book ${twelveHour(time)} EST` }).click();
  const answer = await answered;
  await atStep(page, "held-heading", `held-${shot}-held`);
  return answer;
}

/** Books the first time offered on `day` as the page books (REST, the public key, no member named). */
async function bookWithPublicKey(day: string, email: string) {
  const offered = await t.anonymous.get("/v1/availability", {
    key: publicKey,
    query: { serviceId: fadeId, from: day, to: day, timezone: "Europe/Berlin" },
  });
  const start = (offered.body.data.days[0].slots[0] as { start: string }).start;
  return t.anonymous.post(
    "/v1/bookings",
    { serviceId: fadeId, dateTime: start, customer: { name: "Wes Brooks", email } },
    { key: publicKey },
  );
}

/** The verification email the worker sent `email`, if it did. */
const verificationEmailTo = (email: string) =>
  smtp.messages.find((message) => message.to.includes(email) && /^(?:Please )?confirm your booking\b/i.test(message.subject));

/** The link in the verification email the worker sends `email`. */
async function emailedLink(email: string): Promise<string> {
  await expect.poll(() => verificationEmailTo(email), { message: `the verification email to ${email}`, timeout: 15_000 }).toBeDefined();
  const { text: body } = verificationEmailTo(email)!;
  const link = /^Confirm your booking: (\S+)$/m.exec(body)?.[1];
  expect(link, body).toMatch(new RegExp(`^${t.url}/book/#manage=[0-9A-Za-z]{32}&verify=[0-9A-Za-z]{32}$`));
  return link!;
}

const pendingIds = async () => {
  const listed = await salon.api.get("/v1/bookings", { query: { status: "pending" } });
  expect(listed.status, listed.text).toBe(200);
  return (listed.body.data as { id: string }[]).map((booking) => booking.id);
};

describe("a booking held until the visitor confirms their email", () => {
  it.each([
    ["desktop", 1280, 900, "2026-12-02", "Wednesday, December 2, 2026"],
    ["phone", 360, 740, "2026-12-03", "Thursday, December 3, 2026"],
  ])(
    "at %s width: the page says to confirm by the emailed link in time; the link verifies it",
    async (size, width, height, day, words) => {
      const { page, errors } = await openPage(browser, { width, height, now: NOW, expected: EXPECTED_ERRORS });
      const email = `dana.${size}@example.com`;
      const answer = await bookOnPage(page, day, "04:00", email, size); // 10:00 in Berlin

      // The page's call is native tRPC (200, as every answer there); the booking in it is held.
      expect(answer.status()).toBe(200);
      expect(JSON.stringify(await answer.json())).toContain('"status":"held"');
      expect(await page.locator("#held-heading").textContent()).toBe("Check your email to confirm");
      // Held for 15 minutes from 08:00 in Berlin: until 02:15 in New York.
      expect(await text(page, "held-message")).toBe(
        `We have sent a link to ${email}. Please open it by 2:15 AM EST to confirm your booking. ` +
          "Until then the time is held for you; without your confirmation it is released.",
      );
      expect(await text(page, "booking-when")).toBe(`${words} at 4:00 AM EST (America/New_York)`);
      // Nothing is booked yet: no calendar file, no manage link, and the salon has nothing pending.
      expect(await page.getByTestId("manage-link").count()).toBe(0);
      const bookingId = await text(page, "booking-id");
      expect(await pendingIds()).not.toContain(bookingId);
      await expectNoViolations(page, "held step");

      // The visitor opens the emailed link: the page verifies it, once.
      const link = await emailedLink(email);
      const verifications: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("manage.verify")) verifications.push(request.url());
      });
      await page.goto(link);
      await atStep(page, "manage-heading", `held-${size}-verified`);
      expect(await text(page, "manage-done")).toBe("Thank you, your email is verified. Salon Nord will confirm your booking.");
      expect(await text(page, "managed-status")).toBe("Requested (the salon will confirm it)");
      expect(await text(page, "managed-when")).toBe(`${words} at 4:00 AM EST (America/New_York)`);
      expect(await pendingIds()).toContain(bookingId);
      await expectNoViolations(page, "verified booking");

      // The code left the address: a reload shows the booking without sending it again.
      expect(page.url()).toBe(link.replace(/&verify=\w+$/, ""));
      await page.reload();
      await page.getByTestId("managed-booking").waitFor();
      expect(await text(page, "managed-status")).toBe("Requested (the salon will confirm it)");
      expect(await page.getByTestId("manage-done").count()).toBe(0);
      expect(verifications).toHaveLength(1);

      expect(errors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "says a held booking waits for the email, and that a link with another code is not valid",
    async () => {
      const { page, errors } = await openPage(browser, { width: 360, height: 740, now: NOW, expected: EXPECTED_ERRORS });
      const held = await bookWithPublicKey("2026-12-04", "wes@example.com");
      expect(held.status, held.text).toBe(202);
      expect(held.body.data).toMatchObject({ status: "held", holdExpiresAt: "2026-12-01T07:15:00.000Z" });
      const { token, url: manageUrl } = held.body.data.manage as { token: string; url: string };

      // Opened without a code (the link in the booking's answer): it waits for the email, until when.
      await page.goto(manageUrl);
      await page.getByTestId("managed-booking").waitFor();
      expect(await text(page, "managed-status")).toBe("Waiting for you to confirm your email");
      expect(await text(page, "held-notice")).toBe(
        "To confirm this booking, open the link in the email we sent you by 2:15 AM EST. " +
          "Until then the time is held for you; without your confirmation it is released.",
      );

      // A code that is not the one emailed: the link is not valid, and the booking stays held.
      await page.goto(`${manageUrl}&verify=${"x".repeat(32)}`);
      await atStep(page, "verify-heading", "held-wrong-code");
      expect(await page.locator("#verify-heading").textContent()).toBe("This link is not valid");
      expect(await text(page, "verify-problem-text")).toBe(
        "This confirmation link is not valid. Please open the link in the latest email we sent you about this booking, exactly as it is.",
      );
      expect(page.url()).toBe(manageUrl);
      expect((await t.anonymous.get(`/v1/manage/${token}`)).body.data.status).toBe("held");
      expect(errors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "tells a visitor over the salon's limit of upcoming bookings per email which limit, in sentences",
    async () => {
      const { page, errors } = await openPage(browser, { width: 360, height: 740, now: NOW, expected: EXPECTED_ERRORS });
      expect((await salon.api.patch("/v1/settings", { publicMaxUpcomingPerEmail: 1 })).status).toBe(200);
      try {
        // A held booking counts as upcoming: the visitor's second one with the same email is refused.
        expect((await bookWithPublicKey("2026-12-08", "max@example.com")).status).toBe(202);
        await chooseAndFill(page, "2026-12-09", "04:00", "max@example.com");
        await page.getByRole("button", { name: "Book 4:00 AM EST" }).click();
        const problem = page.locator('section[aria-labelledby="step-details"] [role="alert"]');
        await expect
          .poll(() => problem.textContent())
          .toBe("At most 1 upcoming online booking per email address with this provider. Cancel one or contact the provider.");
        expect(await page.getByTestId("held").count()).toBe(0);
      } finally {
        await salon.api.patch("/v1/settings", { publicMaxUpcomingPerEmail: 3 });
      }
      expect(errors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT_MS,
  );

  // Last: the service's clock moves on past the hold.
  it(
    "says when the link was opened after the hold lapsed, and offers this salon's page to book again",
    async () => {
      const { page, errors } = await openPage(browser, { width: 360, height: 740, now: NOW, expected: EXPECTED_ERRORS });
      const email = "lee.late@example.com";
      await bookOnPage(page, "2026-12-07", "04:00", email, "late");
      const link = await emailedLink(email);

      t.clock.advance((HOLD_MINUTES + 1) * 60_000);
      await page.goto(link);
      await atStep(page, "verify-heading", "held-lapsed");
      expect(await page.locator("#verify-heading").textContent()).toBe("The time is no longer held");
      expect(await text(page, "verify-problem-text")).toBe(
        "Your booking was not confirmed in time, so the time held for you was released. Please book again.",
      );
      await expectNoViolations(page, "lapsed hold");
      // This browser booked on the salon's page: the visitor is taken back there.
      await page.getByTestId("book-again").click();
      await page.getByTestId(`service-${fadeId}`).waitFor();
      expect(page.url()).toBe(`${t.url}/book/?key=${publicKey}`);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT_MS,
  );
});
