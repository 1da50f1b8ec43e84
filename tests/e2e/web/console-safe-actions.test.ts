// The console's safe actions in German, in headless Chromium against the real API: the owner
// cancels a booking, which asks first in a dialog (axe-clean), writes a message to the customer and
// confirms; the customer's cancellation carries the message; Undo puts the booking back as it was.
// Then a move into the stylist's time off is refused in German words with the times on the salon's
// clock (never the service's English or a UTC instant). Once another booking has begun, marking it
// a no-show asks alike: a message and the box to tell the customer, unticked until the owner ticks it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import path from "node:path";
import { createBookingClient, type BookingClient } from "@booking/client";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { ARTIFACTS_DIR, expectNoViolations, launchBrowser, openPage, plain } from "./browser";

let t: TestApi;
let browser: Browser;
let client: BookingClient;
let booking: string;
/** Max's booking at 09:00, begun by the time the owner marks it a no-show. */
let started: string;

/** Tuesday 1 December 2026, 08:00 in Berlin. */
const NOW = "2026-12-01T07:00:00Z";
const DAY = { start: "09:00", end: "18:00" };
const WEEKDAYS = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, DAY]));
const OWNER = { email: "odile@salon-ost.example", password: "owner's long passphrase" };
const MESSAGE = "Ann ist heute leider krank";
const NO_SHOW_MESSAGE = "Schade, dass Sie heute nicht kommen konnten. Bitte buchen Sie neu.";
/** 09:05 in Berlin: Max's 09:00 booking has begun. */
const AFTER_START = "2026-12-01T08:05:00Z";

beforeAll(async () => {
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Salon Ost", location: "Berlin", timezone: "Europe/Berlin" });
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  const serviceId = (await client.services.create.mutate({ name: "Haircut", duration: 60, price: 38 })).data.id;
  await client.staff.create.mutate({ name: "Odile Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
  const annId = (
    await client.staff.create.mutate({
      name: "Ann Stylist",
      email: "ann@salon-ost.example",
      role: "staff",
      services: [serviceId],
      schedule: WEEKDAYS,
    })
  ).data.id;
  const rita = (await client.customers.create.mutate({ name: "Rita Regular", email: "rita@example.com" })).data.id;
  booking = (
    await client.bookings.create.mutate({
      customerId: rita,
      serviceId,
      staffId: annId,
      dateTime: "2026-12-01T11:00:00+01:00",
      locale: "de",
    })
  ).data.id;
  await client.bookings.update.mutate({ id: booking, status: "confirmed" });
  const max = (await client.customers.create.mutate({ name: "Max Muster", email: "max@example.com" })).data.id;
  started = (
    await client.bookings.create.mutate({
      customerId: max,
      serviceId,
      staffId: annId,
      dateTime: "2026-12-01T09:00:00+01:00",
      locale: "de",
    })
  ).data.id;
  await client.bookings.update.mutate({ id: started, status: "confirmed" });
  // Ann is off in the late afternoon.
  await client.staff.timeOff.create.mutate({ id: annId, start: "2026-12-01T16:00:00+01:00", end: "2026-12-01T18:00:00+01:00" });
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const statusOf = (page: Page) => page.getByTestId(`booking-${booking}`).getByTestId("status").textContent();
const row = (page: Page) => page.getByTestId(`booking-${booking}`);

describe("safe actions in the console", () => {
  it(
    "asks before cancelling, tells the customer the owner's words, undoes, and refuses a move in German",
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await openPage(browser, {
        width: 1280,
        height: 900,
        now: NOW,
        expected: /401|Unauthorized|409|400|Conflict|Bad Request/,
        timezoneId: "Europe/Berlin",
        locale: "de-DE",
      });
      await page.goto(`${t.url}/console/`);
      await page.getByRole("heading", { name: "Bei der Konsole anmelden" }).waitFor();
      await page.getByLabel("E-Mail").fill(OWNER.email);
      await page.getByLabel("Passwort").fill(OWNER.password);
      await page.getByRole("button", { name: "Anmelden", exact: true }).click();
      await page.getByRole("button", { name: "Tag", exact: true }).click();
      await page.getByLabel("Teammitglied").selectOption({ label: "Ann Stylist" });
      await expect.poll(() => row(page).count()).toBe(1);
      expect(await statusOf(page)).toBe("Bestätigt");

      // Cancel asks first; "Buchung behalten" leaves it be.
      await page.getByRole("button", { name: "Stornieren: Haircut für Rita Regular" }).click();
      const dialog = page.getByRole("dialog", { name: "Haircut für Rita Regular stornieren?" });
      await dialog.waitFor();
      await expectNoViolations(page, "safe-actions-dialog");
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, "console-safe-actions-dialog.png") });
      await dialog.getByRole("button", { name: "Buchung behalten" }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect((await client.bookings.get.query({ id: booking })).data.status).toBe("confirmed");

      // Now with a message, the customer told.
      await page.getByRole("button", { name: "Stornieren: Haircut für Rita Regular" }).click();
      await dialog.getByLabel("Nachricht an die Kundin oder den Kunden (optional)").fill(MESSAGE);
      expect(await dialog.getByLabel("Kundin oder Kunden benachrichtigen").isChecked()).toBe(true);
      await dialog.getByRole("button", { name: "Buchung stornieren" }).click();
      await expect.poll(() => statusOf(page)).toBe("Storniert");
      const cancelled = (await client.bookings.get.query({ id: booking })).data;
      expect(cancelled).toMatchObject({ status: "cancelled", cancelReason: MESSAGE });

      // Undo: the booking is back, confirmed.
      const undo = row(page).getByRole("button", { name: "Stornierung von Haircut für Rita Regular rückgängig machen" });
      expect(plain((await row(page).getByRole("status").first().textContent()) ?? "")).toContain("Haircut für Rita Regular storniert.");
      await expectNoViolations(page, "safe-actions-undo");
      await undo.click();
      await expect.poll(() => statusOf(page)).toBe("Bestätigt");
      await expect.poll(async () => (await client.bookings.get.query({ id: booking })).data.status).toBe("confirmed");
      await row(page).getByText("Die Buchung ist wieder da.").waitFor();

      // A move into Ann's time off: refused in German, the times on the salon's clock.
      await page.getByRole("button", { name: "Verschieben: Haircut für Rita Regular" }).click();
      await row(page).getByLabel("Neue Uhrzeit (Europe/Berlin)").fill("16:30");
      await row(page).getByRole("button", { name: "Buchung verschieben" }).click();
      const alert = row(page).getByRole("alert");
      await expect
        .poll(async () => plain((await alert.textContent()) ?? ""))
        .toBe("Das Teammitglied hat frei von Di., 1. Dez., 16:00 MEZ bis Di., 1. Dez., 18:00 MEZ.");
      const shown = (await alert.textContent()) ?? "";
      // Neither the service's English nor a UTC instant.
      expect(shown).not.toMatch(/time off|:00:00|\d\dZ|UTC/);
      await expectNoViolations(page, "safe-actions-refusal");
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, "console-safe-actions-refusal.png"), fullPage: true });
      expect((await client.bookings.get.query({ id: booking })).data.dateTime).toBe("2026-12-01T10:00:00.000Z");
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it(
    "asks before a no-show like a cancellation: the message, and telling the customer only when ticked",
    { timeout: 120_000 },
    async () => {
      t.clock.set(AFTER_START);
      const { page, errors } = await openPage(browser, {
        width: 1280,
        height: 900,
        now: AFTER_START,
        expected: /401|Unauthorized/,
        timezoneId: "Europe/Berlin",
        locale: "de-DE",
      });
      try {
        await page.goto(`${t.url}/console/`);
        await page.getByRole("heading", { name: "Bei der Konsole anmelden" }).waitFor();
        await page.getByLabel("E-Mail").fill(OWNER.email);
        await page.getByLabel("Passwort").fill(OWNER.password);
        await page.getByRole("button", { name: "Anmelden", exact: true }).click();
        await page.getByRole("button", { name: "Tag", exact: true }).click();
        await page.getByLabel("Teammitglied").selectOption({ label: "Ann Stylist" });
        const maxRow = page.getByTestId(`booking-${started}`);
        await expect.poll(() => maxRow.count()).toBe(1);

        await maxRow.getByRole("button", { name: "Nicht erschienen: Haircut für Max Muster" }).click();
        const dialog = page.getByRole("dialog", { name: "Haircut für Max Muster als nicht erschienen markieren?" });
        await dialog.waitFor();
        // The dialog no longer says the customer hears nothing: only when the box is ticked.
        const said = plain((await dialog.textContent()) ?? "");
        expect(said).toContain("nur verschickt, wenn Sie das Kästchen unten ankreuzen");
        expect(said).not.toContain("Es wird keine Nachricht verschickt");
        const notify = dialog.getByLabel("Kundin oder Kunden benachrichtigen");
        expect(await notify.isChecked()).toBe(false);
        await expectNoViolations(page, "safe-actions-no-show-dialog");
        await page.screenshot({ path: path.join(ARTIFACTS_DIR, "console-safe-actions-no-show.png") });
        await dialog.getByLabel("Nachricht an die Kundin oder den Kunden (optional)").fill(NO_SHOW_MESSAGE);
        await notify.check();
        await dialog.getByRole("button", { name: "Nicht erschienen eintragen" }).click();
        await expect.poll(() => maxRow.getByTestId("status").textContent()).toBe("Nicht erschienen");

        // Sent with the change: the history keeps the words, the event asks to tell the customer.
        await expect.poll(async () => (await client.bookings.get.query({ id: started })).data.status).toBe("no_show");
        const history = (await client.bookings.history.query({ id: started })).data;
        expect(history.find((entry) => entry.change === "no_show")).toMatchObject({ reason: NO_SHOW_MESSAGE });
        const events = await t.db
          .selectFrom("outbox_events")
          .select("data")
          .where("event", "=", "booking.no_show")
          .where((eb) => eb.ref("data", "->>").key("bookingId"), "=", started)
          .execute();
        expect(events.map((e) => e.data)).toEqual([expect.objectContaining({ notifyCustomer: true, reason: NO_SHOW_MESSAGE })]);
        expect(errors).toEqual([]);
      } finally {
        t.clock.set(NOW);
        await page.context().close();
      }
    },
  );
});
