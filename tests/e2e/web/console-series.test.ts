// Recurring series in the console and on the manage page, in headless Chromium against the real
// API. At 360 px the owner books a weekly series for a customer at the front desk: the preview
// shows every date, the one falling in the stylist's time off marked with the reason; "Book all"
// is refused naming that date and books nothing; "Book the free ones" books the other three, and
// the confirmation lists the series' dates. On a desktop the owner opens one occurrence, moves it
// and the following ones to the afternoon (the service splits them into a series of their own) and
// cancels one date alone after asking. At 360 px the desk repeats a couples massage weekly with
// the same two members, the date the second is away skipped. At 360 px a customer keeps two seats
// of a weekly class, the week whose session is too full skipped. In Spanish at 360 px every date of
// a series waiting for the salon is confirmed at once. In German at 360 px a customer's manage link cancels its
// booking and the following ones of the series. Each step is read back from the service; axe
// finds nothing and nothing scrolls sideways.
import { createHash, randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient, type BookingClient } from "@booking/client";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { launchBrowser, openPage, plain, textOf, checkScreen as checkScreenOf } from "./browser";

let t: TestApi;
let browser: Browser;
let client: BookingClient;
let providerId: string;
let cut: string;
let lena: string;

/** Friday 20 November 2026, 09:00 in Berlin. */
const NOW = "2026-11-20T08:00:00Z";
const LONG_DAY = { start: "08:00", end: "20:00" };
const EVERY_DAY = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, LONG_DAY]),
);
const OWNER = { email: "greta@salon-nord.example", password: "greta's long passphrase" };

beforeAll(async () => {
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Salon Nord", location: "Hamburg", timezone: "Europe/Berlin" });
  providerId = provider.providerId;
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  await client.settings.update.mutate({ slotMinutes: 30 });
  cut = (await client.services.create.mutate({ name: "Haarschnitt", duration: 30, price: 35 })).data.id;
  await client.staff.create.mutate({ name: "Greta Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
  lena = (
    await client.staff.create.mutate({
      name: "Lena Schere",
      email: "lena@salon-nord.example",
      role: "staff",
      services: [cut],
      schedule: EVERY_DAY,
    })
  ).data.id;
  // Lena is away the morning of Monday 30 November: the series' second date falls in it.
  await client.staff.timeOff.create.mutate({ id: lena, start: "2026-11-30T08:00:00+01:00", end: "2026-11-30T12:00:00+01:00" });
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const checkScreen = (page: Page, name: string) => checkScreenOf(page, "console-series", name);

async function signIn(page: Page) {
  await page.goto(`${t.url}/console/`);
  await page.getByRole("heading", { name: "Sign in to the console" }).waitFor();
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The series booked by the first test (its four dates, the second skipped). */
let seriesId = "";

describe("a recurring series in the console", () => {
  it("at 360 px: previews a weekly series, is refused booking all, and books the free dates", { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser, {
      width: 360,
      height: 780,
      now: NOW,
      expected: /401|409|Unauthorized|Conflict/,
      timezoneId: "Europe/Berlin",
    });
    await signIn(page);
    await page.getByRole("button", { name: "Book", exact: true }).click();
    await page.getByLabel(/^Service(?! 2)/).selectOption(cut);
    await page.getByLabel("Staff member").selectOption({ label: "Lena Schere" });
    const ten = page.getByTestId("slot-2026-11-23-10:00");
    await expect.poll(() => ten.textContent()).toBe("10:00 AM");
    await ten.click();
    await page.getByLabel("Name", { exact: true }).fill("Rita Regular");
    await page.getByLabel("Phone", { exact: true }).fill("+49 170 7654321");

    // Repeat: weekly on Mondays (the first date's weekday, ticked for good), four dates.
    await page.getByRole("checkbox", { name: "Repeat" }).check();
    const repeat = page.getByTestId("repeat");
    expect(await repeat.getByLabel("Repeats").inputValue()).toBe("weekly");
    expect(await repeat.getByRole("checkbox", { name: "Mon" }).isChecked()).toBe(true);
    expect(await repeat.getByRole("checkbox", { name: "Mon" }).isDisabled()).toBe(true);
    expect(await repeat.getByLabel("Number of dates (2–52)").inputValue()).toBe("4");
    // A count the service does not take is said before anything is sent.
    await repeat.getByLabel("Number of dates (2–52)").fill("60");
    await page.getByRole("button", { name: "Preview the dates" }).click();
    await page.getByTestId("repeat-problem").filter({ hasText: "A series has 2 to 52 dates." }).waitFor();
    await repeat.getByLabel("Number of dates (2–52)").fill("4");
    await checkScreen(page, "repeat");

    // The preview: every date, the 30th refused for the time off, in words.
    await page.getByRole("button", { name: "Preview the dates" }).click();
    const preview = page.getByTestId("series-preview");
    await preview.waitFor();
    expect(plain((await preview.textContent()) ?? "")).toContain("3 of 4 dates are free.");
    const refused = preview.getByTestId("preview-2026-11-30T10:00");
    expect(await refused.getAttribute("data-fits")).toBe("false");
    expect(plain((await refused.textContent()) ?? "")).toMatch(
      /Mon, Nov 30, 10:00 AM Does not fit: The member has time off from Mon, Nov 30, 8:00 AM .* to Mon, Nov 30, 12:00 PM/,
    );
    for (const key of ["2026-11-23T10:00", "2026-12-07T10:00", "2026-12-14T10:00"]) {
      expect(plain((await preview.getByTestId(`preview-${key}`).textContent()) ?? "")).toContain("Free");
    }
    await checkScreen(page, "preview");
    // Nothing is booked by a preview.
    expect((await client.bookings.list.query({ staffId: lena })).data).toEqual([]);

    // Book all: refused, naming the date that does not fit; still nothing booked.
    await page.getByRole("button", { name: "Book all 4 dates" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Mon, Nov 30, 10:00 AM: The member has time off" });
    await alert.waitFor();
    expect(plain((await alert.textContent()) ?? "")).not.toContain("Nov 23");
    expect((await client.bookings.list.query({ staffId: lena })).data).toEqual([]);
    await checkScreen(page, "book-all-refused");

    // Book the free ones: three bookings, the 30th not booked.
    await page.getByRole("button", { name: "Book the free ones (3)" }).click();
    const confirmation = page.getByTestId("confirmation");
    await confirmation.waitFor();
    const dates = confirmation.getByTestId("series-dates");
    await dates.waitFor();
    const listed = plain((await dates.textContent()) ?? "");
    expect(listed).toContain("Mon, Nov 23, 10:00 AM Booked (this booking)");
    expect(listed).toContain("Mon, Nov 30, 10:00 AM Not booked");
    expect(listed).toContain("Mon, Dec 14, 10:00 AM Booked");
    await expect.poll(() => textOf(page, "booking-status")).toBe("Confirmed");
    await checkScreen(page, "booked");
    const booking = (await client.bookings.get.query({ id: await textOf(page, "booking-id") })).data;
    seriesId = booking.seriesId ?? "";
    const series = (await client.series.get.query({ id: seriesId })).data;
    expect(series.rule).toMatchObject({ frequency: "weekly", interval: 1, byWeekday: ["MO"], count: 4 });
    expect(series.occurrences.map((o) => [o.key, o.status, o.staffId])).toEqual([
      ["2026-11-23T10:00", "booked", lena],
      ["2026-11-30T10:00", "skipped", null],
      ["2026-12-07T10:00", "booked", lena],
      ["2026-12-14T10:00", "booked", lena],
    ]);
    const statuses = await Promise.all(
      series.occurrences.flatMap((o) => (o.bookingId ? [client.bookings.get.query({ id: o.bookingId })] : [])),
    );
    expect(statuses.map((b) => b.data.status)).toEqual(["confirmed", "confirmed", "confirmed"]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("on a desktop: moves a date and the following ones, then cancels one date alone", { timeout: 120_000 }, async () => {
    expect(seriesId).not.toBe("");
    const before = (await client.series.get.query({ id: seriesId })).data;
    const december7 = before.occurrences.find((o) => o.key === "2026-12-07T10:00")?.bookingId ?? "";
    const { page, errors } = await openPage(browser, {
      width: 1280,
      height: 900,
      now: NOW,
      expected: /401|409|Unauthorized|Conflict/,
      timezoneId: "Europe/Berlin",
    });
    await signIn(page);
    await page.goto(`${t.url}/console/#/booking/${december7}`);
    const section = page.getByTestId("linked-booking").getByTestId("series");
    await section.getByRole("heading", { name: "Series" }).waitFor();
    expect(plain((await section.getByTestId("series-dates").textContent()) ?? "")).toContain("Mon, Dec 7, 10:00 AM Booked (this booking)");
    await checkScreen(page, "details");

    // This and the following, to 2:00 PM.
    await section.getByRole("radio", { name: "This and the following" }).check();
    await section.getByLabel("New time (Europe/Berlin)").fill("14:00");
    await section.getByRole("button", { name: "Move the dates" }).click();
    await section.getByRole("status").filter({ hasText: "The dates were moved." }).waitFor();
    const moved = (await client.bookings.get.query({ id: december7 })).data;
    expect(moved.dateTime).toBe("2026-12-07T13:00:00.000Z");
    expect(moved.seriesId).not.toBe(seriesId);
    const split = (await client.series.get.query({ id: moved.seriesId ?? "" })).data;
    expect(split.occurrences.map((o) => [o.key, o.status])).toEqual([
      ["2026-12-07T14:00", "booked"],
      ["2026-12-14T14:00", "booked"],
    ]);
    // The first series keeps its dates before the 7th, as they were.
    const kept = (await client.series.get.query({ id: seriesId })).data;
    expect(kept.occurrences.map((o) => [o.key, o.status])).toEqual([
      ["2026-11-23T10:00", "booked"],
      ["2026-11-30T10:00", "skipped"],
    ]);
    // The booking now shows the series it belongs to.
    await expect
      .poll(async () => (await section.getByTestId("series-dates").getByRole("listitem").allTextContents()).map(plain))
      .toEqual(["Mon, Dec 7, 2:00 PM Booked (this booking)", "Mon, Dec 14, 2:00 PM Booked"]);
    await checkScreen(page, "moved");

    // This date only, cancelled after asking: the 14th stays.
    await section.getByRole("radio", { name: "This date only" }).check();
    await section.getByRole("button", { name: "Cancel the dates" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this date of the series of Rita Regular?" });
    await dialog.waitFor();
    await checkScreen(page, "cancel-dialog");
    await dialog.getByRole("button", { name: "Cancel the dates" }).click();
    await section.getByRole("status").filter({ hasText: "The dates were cancelled." }).waitFor();
    const after = (await client.series.get.query({ id: split.id })).data;
    expect(after.occurrences.map((o) => o.status)).toEqual(["cancelled", "booked"]);
    await expect
      .poll(async () => plain((await section.getByTestId("series-dates").textContent()) ?? ""))
      .toContain("Mon, Dec 7, 2:00 PM Cancelled (this booking)");
    await checkScreen(page, "cancelled");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** A manage link to a booking, as the salon's messages carry one (only the token's digest is stored). */
describe("a two-person service repeated at the desk", () => {
  it(
    "at 360 px: books a weekly couples massage with the same two members, the date the second is away skipped",
    { timeout: 120_000 },
    async () => {
      const couples = (await client.services.create.mutate({ name: "Couples massage", duration: 60, price: 120, staffCount: 2 })).data.id;
      await client.staff.update.mutate({ id: lena, services: [cut, couples] });
      const mara = (
        await client.staff.create.mutate({
          name: "Mara Massage",
          email: "mara@salon-nord.example",
          role: "staff",
          services: [couples],
          schedule: EVERY_DAY,
        })
      ).data.id;
      // Mara is away the afternoon of Thursday 3 December: the second date.
      await client.staff.timeOff.create.mutate({ id: mara, start: "2026-12-03T12:00:00+01:00", end: "2026-12-03T20:00:00+01:00" });
      const { page, errors } = await openPage(browser, {
        width: 360,
        height: 780,
        now: NOW,
        expected: /401|409|Unauthorized|Conflict/,
        timezoneId: "Europe/Berlin",
      });
      await signIn(page);
      await page.getByRole("button", { name: "Book", exact: true }).click();
      await page.getByLabel(/^Service(?! 2)/).selectOption(couples);
      await page.getByLabel("Staff member").selectOption({ label: "Lena Schere" });
      const two = page.getByTestId("slot-2026-11-26-14:00");
      await expect.poll(() => two.isVisible()).toBe(true);
      await two.click();
      const second = page.getByLabel("Second staff member");
      await expect.poll(async () => (await second.locator("option").allTextContents()).join(" | ")).toContain("Mara Massage");
      await second.selectOption({ label: "Mara Massage" });
      await page.getByLabel("Name", { exact: true }).fill("Paula Paar");
      await page.getByLabel("Phone", { exact: true }).fill("+49 170 4445556");

      // Repeat is offered for a two-person service: three Thursdays with both members.
      await page.getByRole("checkbox", { name: "Repeat" }).check();
      await page.getByTestId("repeat").getByLabel("Number of dates (2–52)").fill("3");
      await page.getByRole("button", { name: "Preview the dates" }).click();
      const preview = page.getByTestId("series-preview");
      await preview.waitFor();
      expect(plain((await preview.textContent()) ?? "")).toContain("2 of 3 dates are free.");
      expect(plain((await preview.getByTestId("preview-2026-12-03T14:00").textContent()) ?? "")).toContain("Does not fit");
      await checkScreen(page, "two-person-preview");
      await page.getByRole("button", { name: "Book the free ones (2)" }).click();
      await page.getByTestId("confirmation").getByTestId("series-dates").waitFor();
      const booking = (await client.bookings.get.query({ id: await textOf(page, "booking-id") })).data;
      const series = (await client.series.get.query({ id: booking.seriesId ?? "" })).data;
      expect(series.occurrences.map((o) => [o.key, o.status, o.staffIds])).toEqual([
        ["2026-11-26T14:00", "booked", [lena, mara]],
        ["2026-12-03T14:00", "skipped", []],
        ["2026-12-10T14:00", "booked", [lena, mara]],
      ]);
      await checkScreen(page, "two-person-booked");
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

async function manageLink(bookingId: string): Promise<string> {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  const token = Array.from({ length: 32 }, () => alphabet[randomInt(alphabet.length)]).join("");
  await t.db
    .insertInto("manage_tokens")
    .values({ token_hash: createHash("sha256").update(token).digest("hex"), provider_id: providerId, booking_id: bookingId })
    .execute();
  return `${t.url}/book/#manage=${token}`;
}

describe("a series' occurrence on the manage page", () => {
  it("at 360 px: keeps two seats of a weekly class for a customer, one week's session too full", { timeout: 120_000 }, async () => {
    const yoga = (await client.services.create.mutate({ name: "Yoga", duration: 60, price: 15, capacity: 3 })).data.id;
    await client.staff.update.mutate({ id: lena, services: [cut, yoga] });
    // The second Tuesday's session already has two of its three seats taken.
    const others = (await client.customers.create.mutate({ name: "Two friends", email: "friends@example.com" })).data.id;
    await client.bookings.create.mutate({
      customerId: others,
      serviceId: yoga,
      staffId: lena,
      dateTime: "2026-12-01T18:00:00+01:00",
      seats: 2,
    });
    const { page, errors } = await openPage(browser, {
      width: 360,
      height: 780,
      now: NOW,
      expected: /401|409|Unauthorized|Conflict/,
      timezoneId: "Europe/Berlin",
    });
    await signIn(page);
    await page.getByRole("button", { name: "Book", exact: true }).click();
    await page.getByLabel(/^Service(?! 2)/).selectOption(yoga);
    await page.getByLabel("Staff member").selectOption({ label: "Lena Schere" });
    const six = page.getByTestId("slot-2026-11-24-18:00");
    await expect.poll(async () => plain((await six.textContent()) ?? "")).toBe("6:00 PM · 3 seats left");
    await six.click();
    await page.getByLabel("Seats").fill("2");
    await page.getByLabel("Name", { exact: true }).fill("Yara Yogi");
    await page.getByLabel("Phone", { exact: true }).fill("+49 170 1112223");

    // Repeat is offered for a class: three Tuesdays, the second's session too full for two.
    await page.getByRole("checkbox", { name: "Repeat" }).check();
    await page.getByTestId("repeat").getByLabel("Number of dates (2–52)").fill("3");
    await page.getByRole("button", { name: "Preview the dates" }).click();
    const preview = page.getByTestId("series-preview");
    await preview.waitFor();
    expect(plain((await preview.textContent()) ?? "")).toContain("2 of 3 dates are free.");
    expect(plain((await preview.getByTestId("preview-2026-12-01T18:00").textContent()) ?? "")).toContain(
      "Does not fit: The class session has too few seats left.",
    );
    await checkScreen(page, "class-preview");
    await page.getByRole("button", { name: "Book the free ones (2)" }).click();
    await page.getByTestId("confirmation").getByTestId("series-dates").waitFor();
    const booking = (await client.bookings.get.query({ id: await textOf(page, "booking-id") })).data;
    const series = (await client.series.get.query({ id: booking.seriesId ?? "" })).data;
    expect(series.occurrences.map((o) => [o.key, o.status])).toEqual([
      ["2026-11-24T18:00", "booked"],
      ["2026-12-01T18:00", "skipped"],
      ["2026-12-08T18:00", "booked"],
    ]);
    const booked = await Promise.all(
      series.occurrences.flatMap((o) => (o.bookingId ? [client.bookings.get.query({ id: o.bookingId })] : [])),
    );
    expect(booked.map((b) => [b.data.service.id, b.data.seats])).toEqual([
      [yoga, 2],
      [yoga, 2],
    ]);
    await checkScreen(page, "class-booked");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("in Spanish at 360 px: confirms every date of a series waiting for the salon at once", { timeout: 120_000 }, async () => {
    const customer = (await client.customers.create.mutate({ name: "Paula Pendiente", email: "paula@example.com" })).data.id;
    const made = (
      await client.series.create.mutate({
        serviceId: cut,
        staffId: lena,
        customerId: customer,
        start: "2026-11-26T15:00:00+01:00",
        rule: { frequency: "weekly", interval: 1, count: 3 },
        mode: "all",
      })
    ).data;
    const bookingIds = made.occurrences.map((o) => o.bookingId ?? "");
    const statuses = async () => Promise.all(bookingIds.map(async (id) => (await client.bookings.get.query({ id })).data.status));
    // A provider's own bookings wait for its confirmation.
    expect(await statuses()).toEqual(["pending", "pending", "pending"]);
    const { page, errors } = await openPage(browser, {
      width: 360,
      height: 780,
      now: NOW,
      expected: /401|Unauthorized/,
      timezoneId: "Europe/Madrid",
      locale: "es-ES",
    });
    await page.goto(`${t.url}/console/`);
    await page.getByRole("heading", { name: "Iniciar sesión en la consola" }).waitFor();
    await page.getByLabel("Correo electrónico").fill(OWNER.email);
    await page.getByLabel("Contraseña").fill(OWNER.password);
    await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await page.goto(`${t.url}/console/#/booking/${bookingIds[1] ?? ""}`);
    const section = page.getByTestId("linked-booking").getByTestId("series");
    const confirm = section.getByRole("button", { name: "Confirmar todas las fechas pendientes" });
    await confirm.waitFor();
    await checkScreen(page, "es-pending");
    await confirm.click();
    await section.getByRole("status").filter({ hasText: "Se han confirmado todas las fechas pendientes" }).waitFor();
    // The booking now confirmed, the button is gone.
    await expect.poll(() => confirm.count()).toBe(0);
    await checkScreen(page, "es-confirmed");
    expect(await statuses()).toEqual(["confirmed", "confirmed", "confirmed"]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("in German at 360 px: cancels this booking and the following ones", { timeout: 120_000 }, async () => {
    const customer = (await client.customers.create.mutate({ name: "Klara Kunde", email: "klara@example.com" })).data.id;
    const made = (
      await client.series.create.mutate({
        serviceId: cut,
        staffId: lena,
        customerId: customer,
        start: "2026-11-24T11:00:00+01:00",
        rule: { frequency: "weekly", interval: 1, count: 3 },
        mode: "all",
      })
    ).data;
    const second = made.occurrences[1]?.bookingId ?? "";
    const { page, errors } = await openPage(browser, {
      width: 360,
      height: 780,
      now: NOW,
      expected: /409|Conflict/,
      timezoneId: "Europe/Berlin",
      locale: "de-DE",
    });
    await page.goto(await manageLink(second));
    await page.getByTestId("managed-booking").waitFor();
    expect(await textOf(page, "managed-series")).toBe("Einer von mehreren Terminen einer Serie.");
    await page.getByRole("button", { name: "Nur diesen stornieren" }).waitFor();
    await checkScreen(page, "manage");
    await page.getByRole("button", { name: "Diesen und die folgenden stornieren" }).click();
    await page.getByRole("heading", { name: "Diese Buchung und die folgenden stornieren?" }).waitFor();
    await checkScreen(page, "manage-following");
    await page.getByRole("button", { name: "Ja, diese Buchungen stornieren" }).click();
    await expect.poll(() => textOf(page, "manage-done")).toBe("Diese Buchung und die folgenden der Serie sind storniert.");
    await expect.poll(() => textOf(page, "managed-status")).toBe("Storniert");
    await checkScreen(page, "manage-cancelled");
    const after = (await client.series.get.query({ id: made.id })).data;
    expect(after.occurrences.map((o) => o.status)).toEqual(["booked", "cancelled", "cancelled"]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
