// A visit at the front desk and in the booking's details, in German on a 360 px phone, in headless
// Chromium against the real API: the owner books a cut and a colour back to back for a customer who
// rang; the time taken meanwhile for the colour is refused naming that service, another time is
// booked as one visit. Opened from its link, the booking shows the visit's services; the whole
// visit is moved (a time the colour does not fit is refused naming it first), then cancelled after
// asking. In English on a desktop, a colour then a cut for a walk-in is cancelled whole from the
// front desk's confirmation. In French on a phone, a visit waiting for the salon is confirmed whole
// from the booking's details; in English, a waiting visit and a waiting series each confirmed whole
// from To confirm. Each step is read back from the service; axe finds nothing and
// nothing scrolls sideways.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient, type BookingClient } from "@booking/client";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { launchBrowser, openPage, plain, textOf, checkScreen as checkScreenOf } from "./browser";

let t: TestApi;
let browser: Browser;
let client: BookingClient;
let cut: string;
let colour: string;
let lena: string;
let other: string;

/** Friday 20 November 2026, 09:00 in Berlin. */
const NOW = "2026-11-20T08:00:00Z";
const LONG_DAY = { start: "08:00", end: "20:00" };
const EVERY_DAY = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, LONG_DAY]),
);
const OWNER = { email: "greta@salon-nord.example", password: "greta's long passphrase" };
const PHONE = "+49 170 1234567";

beforeAll(async () => {
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Salon Nord", location: "Hamburg", timezone: "Europe/Berlin" });
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  await client.settings.update.mutate({ slotMinutes: 30 });
  cut = (await client.services.create.mutate({ name: "Haarschnitt", duration: 30, price: 35 })).data.id;
  colour = (await client.services.create.mutate({ name: "Färben", duration: 60, price: 70 })).data.id;
  await client.staff.create.mutate({ name: "Greta Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
  lena = (
    await client.staff.create.mutate({
      name: "Lena Schere",
      email: "lena@salon-nord.example",
      role: "staff",
      services: [cut, colour],
      schedule: EVERY_DAY,
    })
  ).data.id;
  other = (await client.customers.create.mutate({ name: "Otto Anders", email: "otto@example.com" })).data.id;
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** Nothing scrolls sideways, axe finds nothing, and a screenshot. */
const checkScreen = (page: Page, name: string) => checkScreenOf(page, "console-visit", name);

describe("a visit at the front desk and in the booking's details", () => {
  it(
    "in German at 360 px: books a cut and a colour as one visit, shows it with the booking, moves it and cancels it",
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await openPage(browser, {
        width: 360,
        height: 780,
        now: NOW,
        expected: /401|409|Unauthorized|Conflict/,
        timezoneId: "Europe/Berlin",
        locale: "de-DE",
      });
      await page.goto(`${t.url}/console/`);
      await page.getByRole("heading", { name: "Bei der Konsole anmelden" }).waitFor();
      await page.getByLabel("E-Mail").fill(OWNER.email);
      await page.getByLabel("Passwort").fill(OWNER.password);
      await page.getByRole("button", { name: "Anmelden", exact: true }).click();

      // The services: a cut, then a colour after it, by Lena, who does both.
      await page.getByRole("button", { name: "Buchen", exact: true }).click();
      await page.getByLabel(/^Leistung(?! 2)/).selectOption(cut);
      await page.getByRole("button", { name: "Weitere Leistung hinzufügen" }).click();
      await page.getByLabel(/^Leistung 2/).selectOption(colour);
      await page.getByText("Bei mehreren Leistungen übernimmt das Teammitglied alle nacheinander.").waitFor();
      await page.getByLabel("Teammitglied").selectOption({ label: "Lena Schere" });
      const ten = page.getByTestId("slot-2026-11-23-10:00");
      await expect.poll(() => ten.textContent()).toBe("10:00");
      await checkScreen(page, "services");
      await ten.click();
      expect(await textOf(page, "summary")).toContain("Haarschnitt + Färben bei Lena Schere");
      await page.getByLabel("Name", { exact: true }).fill("Frieda Farbe");
      await page.getByLabel("Telefon", { exact: true }).fill(PHONE);

      // Meanwhile Lena is booked from 10:30, where the colour would start: the refusal names it.
      await client.bookings.create.mutate({ customerId: other, serviceId: cut, staffId: lena, dateTime: "2026-11-23T10:30:00+01:00" });
      await page.getByRole("button", { name: /^Am .* um 10:00 buchen$/ }).click();
      const refusal = page.getByRole("alert").filter({ hasText: "Leistung 2 (Färben):" });
      await refusal.waitFor();
      expect(plain((await refusal.textContent()) ?? "")).not.toContain("Leistung 1");
      await checkScreen(page, "refused");

      // 11:00 fits both: booked as one visit, each service confirmed.
      const eleven = page.getByTestId("slot-2026-11-23-11:00");
      await expect.poll(() => eleven.textContent()).toBe("11:00");
      await eleven.click();
      // The customer step starts afresh with the new time.
      await page.getByLabel("Name", { exact: true }).fill("Frieda Farbe");
      await page.getByLabel("Telefon", { exact: true }).fill(PHONE);
      await page.getByRole("button", { name: /^Am .* um 11:00 buchen$/ }).click();
      const confirmation = page.getByTestId("confirmation");
      await confirmation.waitFor();
      await expect
        .poll(async () => plain((await confirmation.getByTestId("visit-items").textContent()) ?? ""))
        .toContain("Färben bei Lena Schere");
      await checkScreen(page, "booked");
      const bookingId = await textOf(page, "booking-id");
      const booking = (await client.bookings.get.query({ id: bookingId })).data;
      expect(booking.visitId).toEqual(expect.any(String));
      const visitId = booking.visitId ?? "";
      const booked = (await client.visits.get.query({ id: visitId })).data;
      expect(booked).toMatchObject({
        start: "2026-11-23T10:00:00.000Z",
        end: "2026-11-23T11:30:00.000Z",
        customer: { name: "Frieda Farbe" },
      });
      expect(booked.items.map((i) => [i.service.name, i.staff.id, i.dateTime, i.status])).toEqual([
        ["Haarschnitt", lena, "2026-11-23T10:00:00.000Z", "confirmed"],
        ["Färben", lena, "2026-11-23T10:30:00.000Z", "confirmed"],
      ]);

      // The booking opened from its link: its visit with both services.
      await page.goto(`${t.url}/console/#/booking/${bookingId}`);
      const details = page.getByTestId("linked-booking");
      const visit = details.getByTestId("visit");
      await visit.getByRole("heading", { name: /^Besuch/ }).waitFor();
      const items = plain((await visit.getByTestId("visit-items").textContent()) ?? "");
      expect(items).toContain("11:00–11:30: Haarschnitt bei Lena Schere Bestätigt");
      expect(items).toContain("11:30–12:30: Färben bei Lena Schere Bestätigt");
      await checkScreen(page, "details");

      // Moved to 10:00 the colour meets Otto's booking: refused naming it, nothing moved.
      await visit.getByLabel("Neuer Beginn des Besuchs (Europe/Berlin)").fill("10:00");
      await visit.getByRole("button", { name: "Ganzen Besuch verschieben" }).click();
      await visit.getByRole("alert").filter({ hasText: "Leistung 2 (Färben):" }).waitFor();
      expect((await client.visits.get.query({ id: visitId })).data.start).toBe("2026-11-23T10:00:00.000Z");
      await checkScreen(page, "move-refused");

      // To 14:00 the whole visit moves.
      await visit.getByLabel("Neuer Beginn des Besuchs (Europe/Berlin)").fill("14:00");
      await visit.getByRole("button", { name: "Ganzen Besuch verschieben" }).click();
      await visit.getByRole("status").filter({ hasText: "Der ganze Besuch wurde verschoben." }).waitFor();
      await expect
        .poll(async () => plain((await visit.getByTestId("visit-items").textContent()) ?? ""))
        .toContain("14:30–15:30: Färben bei Lena Schere");
      const moved = (await client.visits.get.query({ id: visitId })).data;
      expect(moved.items.map((i) => i.dateTime)).toEqual(["2026-11-23T13:00:00.000Z", "2026-11-23T13:30:00.000Z"]);

      // Cancelled whole, after asking.
      await visit.getByRole("button", { name: "Ganzen Besuch stornieren" }).click();
      const dialog = page.getByRole("dialog", { name: "Den ganzen Besuch von Frieda Farbe stornieren?" });
      await dialog.waitFor();
      await dialog.getByText("Jede noch offene Leistung des Besuchs wird storniert (2 Leistungen).").waitFor();
      await checkScreen(page, "cancel-dialog");
      await dialog.getByRole("button", { name: "Besuch stornieren" }).click();
      await visit.getByRole("status").filter({ hasText: "Der ganze Besuch wurde storniert." }).waitFor();
      await expect.poll(async () => plain((await visit.getByTestId("visit-items").textContent()) ?? "")).not.toContain("Bestätigt");
      expect(await visit.getByRole("button", { name: "Ganzen Besuch stornieren" }).count()).toBe(0);
      await checkScreen(page, "cancelled");
      const cancelled = (await client.visits.get.query({ id: visitId })).data;
      expect(cancelled.items.map((i) => i.status)).toEqual(["cancelled", "cancelled"]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it("in French at 360 px: a visit waiting for the salon is confirmed whole from the booking's details", { timeout: 120_000 }, async () => {
    // Booked through the API (a provider's own bookings wait for its confirmation): both services pending.
    const made = (
      await client.visits.create.mutate({
        customerId: other,
        start: "2026-11-25T13:00:00.000Z",
        items: [
          { serviceId: cut, staffId: lena },
          { serviceId: colour, staffId: lena },
        ],
      })
    ).data;
    expect(made.items.map((i) => i.status)).toEqual(["pending", "pending"]);
    const { page, errors } = await openPage(browser, {
      width: 360,
      height: 780,
      now: NOW,
      expected: /401|Unauthorized/,
      timezoneId: "Europe/Paris",
      locale: "fr-FR",
    });
    await page.goto(`${t.url}/console/`);
    await page.getByRole("heading", { name: "Connexion à la console" }).waitFor();
    await page.getByLabel("E-mail").fill(OWNER.email);
    await page.getByLabel("Mot de passe").fill(OWNER.password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    // To confirm lists the visit once, above its services.
    await page.getByRole("navigation").getByRole("button", { name: "À confirmer", exact: true }).click();
    const line = page.getByTestId("pending-groups").getByRole("listitem").filter({ hasText: "une visite de 2 prestations en attente" });
    await line.getByRole("button", { name: "Confirmer toute la visite" }).waitFor();
    await checkScreen(page, "fr-phone-pending-view");
    await page.goto(`${t.url}/console/#/booking/${made.items[1]?.id ?? ""}`);
    const visit = page.getByTestId("linked-booking").getByTestId("visit");
    const confirm = visit.getByRole("button", { name: "Confirmer toute la visite" });
    await confirm.waitFor();
    await checkScreen(page, "fr-phone-pending");
    await confirm.click();
    await visit.getByRole("status").filter({ hasText: "Toute la visite a été confirmée" }).waitFor();
    await expect.poll(() => confirm.count()).toBe(0);
    await checkScreen(page, "fr-phone-confirmed");
    expect((await client.visits.get.query({ id: made.id })).data.items.map((i) => i.status)).toEqual(["confirmed", "confirmed"]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("in English on a desktop: confirms a waiting visit and a waiting series whole from To confirm", { timeout: 120_000 }, async () => {
    const customer = (await client.customers.create.mutate({ name: "Wanda Waiting", email: "wanda@example.com" })).data.id;
    const visit = (
      await client.visits.create.mutate({
        customerId: customer,
        start: "2026-11-27T14:00:00+01:00",
        items: [
          { serviceId: cut, staffId: lena },
          { serviceId: colour, staffId: lena },
        ],
      })
    ).data;
    const series = (
      await client.series.create.mutate({
        serviceId: cut,
        staffId: lena,
        customerId: customer,
        start: "2026-11-28T17:00:00+01:00",
        rule: { frequency: "weekly", interval: 1, count: 3 },
        mode: "all",
      })
    ).data;
    const { page, errors } = await openPage(browser, {
      width: 1280,
      height: 900,
      now: NOW,
      expected: /401|Unauthorized/,
      timezoneId: "Europe/Berlin",
      locale: "en-GB",
    });
    await page.goto(`${t.url}/console/`);
    await page.getByRole("heading", { name: "Sign in to the console" }).waitFor();
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("navigation").getByRole("button", { name: "To confirm", exact: true }).click();
    const groups = page.getByTestId("pending-groups");
    const visitLine = groups.getByRole("listitem").filter({ hasText: "Wanda Waiting: a visit of 2 services waiting" });
    const seriesLine = groups.getByRole("listitem").filter({ hasText: "Wanda Waiting: 3 dates of a series waiting" });
    await visitLine.waitFor();
    await seriesLine.waitFor();
    await checkScreen(page, "en-desktop-pending-groups");
    await visitLine.getByRole("button", { name: "Confirm the whole visit" }).click();
    await page.getByRole("status").filter({ hasText: "The whole visit was confirmed" }).waitFor();
    await expect.poll(() => visitLine.count()).toBe(0);
    expect((await client.visits.get.query({ id: visit.id })).data.items.map((i) => i.status)).toEqual(["confirmed", "confirmed"]);
    await seriesLine.getByRole("button", { name: "Confirm every date waiting" }).click();
    await page.getByRole("status").filter({ hasText: "Every date waiting was confirmed" }).waitFor();
    await expect.poll(() => groups.count()).toBe(0);
    // The rows stay in the list with their new status until the view is left.
    for (const occurrence of series.occurrences) {
      const row = page.getByTestId(`booking-${occurrence.bookingId ?? ""}`);
      await expect.poll(async () => row.getByTestId("status").textContent()).toBe("Confirmed");
      expect((await client.bookings.get.query({ id: occurrence.bookingId ?? "" })).data.status).toBe("confirmed");
    }
    await checkScreen(page, "en-desktop-pending-confirmed");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("in English on a desktop: books a visit and cancels it whole from the confirmation", { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser, {
      width: 1280,
      height: 900,
      now: NOW,
      expected: /401|Unauthorized/,
      timezoneId: "Europe/Berlin",
      locale: "en-GB",
    });
    await page.goto(`${t.url}/console/`);
    await page.getByRole("heading", { name: "Sign in to the console" }).waitFor();
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("button", { name: "Book", exact: true }).click();
    await page.getByLabel(/^Service(?! 2)/).selectOption(colour);
    await page.getByRole("button", { name: "Add another service" }).click();
    await page.getByLabel(/^Service 2/).selectOption(cut);
    await page.getByLabel("Staff member").selectOption({ label: "Lena Schere" });
    const nine = page.getByTestId("slot-2026-11-24-09:00");
    await expect.poll(() => nine.textContent()).toBe("9:00 AM");
    await nine.click();
    await page.getByLabel("Walk-in").check();
    await page.getByLabel("Name", { exact: true }).fill("Walter Walkin");
    await checkScreen(page, "en-desktop-book");
    await page.getByRole("button", { name: /^Book 9:00 AM on / }).click();
    const confirmation = page.getByTestId("confirmation");
    await confirmation.waitFor();
    const items = confirmation.getByTestId("visit-items");
    await expect
      .poll(async () => plain((await items.textContent()) ?? ""))
      .toContain("9:00 AM–10:00 AM: Färben with Lena Schere Confirmed");
    expect(plain((await items.textContent()) ?? "")).toContain("10:00 AM–10:30 AM: Haarschnitt with Lena Schere Confirmed");
    await checkScreen(page, "en-desktop-booked");
    const visitId = (await client.bookings.get.query({ id: await textOf(page, "booking-id") })).data.visitId ?? "";
    await confirmation.getByRole("button", { name: "Cancel the whole visit" }).click();
    await expect.poll(() => textOf(page, "booking-status")).toBe("Cancelled");
    expect((await client.visits.get.query({ id: visitId })).data.items.map((i) => i.status)).toEqual(["cancelled", "cancelled"]);
    await checkScreen(page, "en-desktop-cancelled");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
