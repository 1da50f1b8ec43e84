// A visit through the booking page, in headless Chromium, at 360 px in German by a visitor in
// Berlin: the first service, "Weitere Leistung hinzufügen" and a second, only the member who does
// both offered, a day and a time where both fit back to back, the details listing each service with
// its time. The second service's time taken meanwhile (by the salon, with its own key): the page
// goes back to the times and says which service no longer fits and why; another time books the
// visit, and the confirmation lists both services and the visit's manage link. The server holds
// two bookings of one visit (GET /v1/visits/{id}, the salon's key). The focus is on each new
// heading, nothing scrolls sideways, and axe finds no violation on the services, the refusal and
// the confirmation. A salon that verifies online bookings by email refuses a visit: the page says
// to book the services one at a time and no longer offers to add one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { createBookingClient, type BookingClient } from "@booking/client";
import { createPublicKey } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { atStep, expectNoViolations, launchBrowser, openPage, textOf } from "./browser";

let t: TestApi;
let browser: Browser;
let salon: Awaited<ReturnType<TestApi["newProvider"]>>;
let client: BookingClient;
let publicKey: string;
let cutId: string;
let colourId: string;
let anaId: string;
let boId: string;

/** "Now" for the service and the visitor's browser: Tuesday 1 December 2026, 08:00 in Berlin. */
const NOW = "2026-12-01T07:00:00Z";
// The visit refused at a time taken meanwhile (409), and by a salon verifying by email (400), are expected.
const EXPECTED_ERRORS = /\b(?:400|409)\b/;
const FLOW_TIMEOUT_MS = 90_000;
const DAY = { start: "09:00", end: "18:00" };
const WEEKDAYS = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, DAY]));

beforeAll(async () => {
  [t, browser] = await Promise.all([
    startTestApi({ addressLimits: { perAddress: 10_000, bookingsPerAddress: 1_000, bookingsPerAddressHour: 1_000 } }),
    launchBrowser(),
  ]);
  t.clock.set(NOW);
  salon = await t.newProvider({ name: "Salon Nord", location: "Berlin", timezone: "Europe/Berlin" });
  client = createBookingClient({ url: t.url, apiKey: salon.apiKey });
  await client.settings.update.mutate({ currency: "EUR" });
  cutId = (await client.services.create.mutate({ name: "Haarschnitt", duration: 45, price: 40 })).data.id;
  colourId = (await client.services.create.mutate({ name: "Färben", duration: 60, price: 70 })).data.id;
  anaId = (
    await client.staff.create.mutate({
      name: "Ana Lima",
      email: "ana@salon.example",
      role: "staff",
      services: [cutId, colourId],
      schedule: WEEKDAYS,
    })
  ).data.id;
  boId = (
    await client.staff.create.mutate({ name: "Bo Berg", email: "bo@salon.example", role: "staff", services: [cutId], schedule: WEEKDAYS })
  ).data.id;
  publicKey = (await createPublicKey(t.db, salon.providerId)).apiKey;
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe("a visit on the booking page", () => {
  it(
    "in German at 360 px: two services back to back, a refused time said by service, then booked with one manage link",
    async () => {
      const { page, errors } = await openPage(browser, {
        width: 360,
        height: 740,
        now: NOW,
        expected: EXPECTED_ERRORS,
        timezoneId: "Europe/Berlin",
        locale: "de-DE",
      });
      await page.goto(`${t.url}/book/?key=${publicKey}&lang=de`);
      await page.getByTestId(`service-${cutId}`).click();
      await atStep(page, "step-staff", "visit-de-service");
      // One service: both members do it.
      expect(await page.getByTestId(`staff-${boId}`).count()).toBe(1);

      await page.getByTestId("visit-add").click();
      await atStep(page, "visit-choose", "visit-de-adding");
      expect(await page.getByRole("button", { name: "Weitere Leistung hinzufügen" }).count()).toBe(0);
      await expectNoViolations(page, "adding a service");
      await page.getByTestId(`add-service-${colourId}`).click();
      await atStep(page, "visit-heading", "visit-de-services");
      expect(await textOf(page, "visit-service-0")).toContain("Haarschnitt");
      expect(await textOf(page, "visit-service-1")).toContain("Färben");
      expect(await page.getByRole("button", { name: "Färben entfernen" }).count()).toBe(1);
      // Only the member who does both services is offered, and "any".
      expect(await page.getByTestId(`staff-${boId}`).count()).toBe(0);
      expect(await page.getByTestId(`staff-${anaId}`).count()).toBe(1);
      await expectNoViolations(page, "the visit's services");

      await page.getByTestId("staff-any").click();
      await expect.poll(() => page.getByTestId("day-2026-12-02").isEnabled()).toBe(true);
      await page.getByTestId("day-2026-12-02").click();
      // 09:00–18:00, starts every half hour and 105 minutes in all: the last start is 16:00.
      const times = await page
        .locator('[data-testid^="time-"]')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-testid")));
      expect(times.at(-1)).toMatch(/^time-16:00-/);
      await page.locator('[data-testid^="time-10:00-"]').click();
      await atStep(page, "step-details", "visit-de-details");
      expect(await textOf(page, "summary-item-0")).toBe("Haarschnitt, 10:00–10:45");
      expect(await textOf(page, "summary-item-1")).toBe("Färben, 10:45–11:45");
      await page.getByLabel("Name", { exact: true }).fill("Jonas Weber");
      await page.getByLabel("E-Mail", { exact: true }).fill("jonas@example.com");

      // Meanwhile the salon gives Ana's 11:00 to someone else: the colouring no longer fits at 10:45.
      const walkIn = (await client.customers.create.mutate({ name: "Walk In", email: "walkin@example.com" })).data.id;
      await client.bookings.create.mutate({ serviceId: cutId, staffId: anaId, customerId: walkIn, dateTime: "2026-12-02T10:00:00Z" });
      await page.getByRole("button", { name: /^2 Leistungen um 10:00 .* buchen$/ }).click();
      await atStep(page, "step-time", "visit-de-refused");
      const refused = await textOf(page, "visit-refused");
      expect(refused).toContain("Leider passt Ihr Besuch nicht mehr um 10:00");
      expect(refused).toContain("Färben (Leistung 2 von 2, 10:45):");
      expect(refused).not.toContain("Haarschnitt (Leistung 1");
      // The times are asked again: neither 10:00 nor 10:30 leaves room for the colouring now.
      await expect.poll(() => page.locator('[data-testid^="time-10:00-"]').count()).toBe(0);
      expect(await page.locator('[data-testid^="time-10:30-"]').count()).toBe(0);
      expect(await page.locator('[data-testid^="time-11:00-"]').count()).toBe(1);
      await expectNoViolations(page, "the refused visit");

      // Another time: what the visitor typed is still there.
      await page.locator('[data-testid^="time-14:00-"]').click();
      await atStep(page, "step-details", "visit-de-details-again");
      expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Jonas Weber");
      await page.getByRole("button", { name: /^2 Leistungen um 14:00 .* buchen$/ }).click();
      await atStep(page, "confirmation-heading", "visit-de-booked");
      expect(await page.locator("#confirmation-heading").textContent()).toBe("Besuch angefragt");
      const items = page.getByTestId("visit-items").locator("li");
      expect(await items.count()).toBe(2);
      expect(await items.nth(0).textContent()).toMatch(/Haarschnitt \(45 Min\.?\).*14:00–14:45 bei (?:Ana Lima|Bo Berg)/);
      expect(await items.nth(1).textContent()).toMatch(/Färben \(60 Min\.?\).*14:45–15:45 bei Ana Lima/);
      const manage = page.getByTestId("manage-link");
      expect(await manage.textContent()).toBe("Diesen Besuch ansehen, verschieben oder absagen");
      expect(await manage.getAttribute("href")).toMatch(new RegExp(`^${t.url}/book/#manage=[0-9A-Za-z]+`));
      await expectNoViolations(page, "the visit booked");

      // The server: two bookings of one visit, in order, for the visitor.
      const visitId = await textOf(page, "visit-id");
      const visit = await salon.api.get(`/v1/visits/${visitId}`);
      expect(visit.status, visit.text).toBe(200);
      const held = visit.body.data as {
        customer: { email: string };
        items: { id: string; service: { id: string }; staff: { id: string }; dateTime: string }[];
      };
      expect(held.customer.email).toBe("jonas@example.com");
      // "Any": the haircut goes to whoever the salon's rule picks; the colouring only Ana does.
      expect(held.items.map((item) => [item.service.id, item.dateTime])).toEqual([
        [cutId, "2026-12-02T13:00:00.000Z"],
        [colourId, "2026-12-02T13:45:00.000Z"],
      ]);
      expect(held.items[1]!.staff.id).toBe(anaId);
      for (const item of held.items) {
        const booking = await salon.api.get(`/v1/bookings/${item.id}`);
        expect(booking.status, booking.text).toBe(200);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "at a salon verifying online bookings by email: one service at a time, said in German",
    async () => {
      const verifying = await t.newProvider({ name: "Salon Süd", location: "Berlin", timezone: "Europe/Berlin" });
      const its = createBookingClient({ url: t.url, apiKey: verifying.apiKey });
      const cut = (await its.services.create.mutate({ name: "Haarschnitt", duration: 45, price: 40 })).data.id;
      const colour = (await its.services.create.mutate({ name: "Färben", duration: 60, price: 70 })).data.id;
      await its.staff.create.mutate({
        name: "Cem Kaya",
        email: "cem@sued.example",
        role: "staff",
        services: [cut, colour],
        schedule: WEEKDAYS,
      });
      const settings = await verifying.api.patch("/v1/settings", { publicVerification: "email" });
      expect(settings.status, settings.text).toBe(200);
      const key = (await createPublicKey(t.db, verifying.providerId)).apiKey;

      const { page, errors } = await openPage(browser, {
        width: 360,
        height: 740,
        now: NOW,
        expected: EXPECTED_ERRORS,
        timezoneId: "Europe/Berlin",
        locale: "de-DE",
      });
      await page.goto(`${t.url}/book/?key=${key}&lang=de`);
      await page.getByTestId(`service-${cut}`).click();
      await page.getByTestId("visit-add").click();
      await page.getByTestId(`add-service-${colour}`).click();
      await page.getByTestId("staff-any").click();
      await expect.poll(() => page.getByTestId("day-2026-12-02").isEnabled()).toBe(true);
      await page.getByTestId("day-2026-12-02").click();
      await page.locator('[data-testid^="time-10:00-"]').click();
      await page.getByLabel("Name", { exact: true }).fill("Jonas Weber");
      await page.getByLabel("E-Mail", { exact: true }).fill("jonas@example.com");
      await page.getByRole("button", { name: /^2 Leistungen um 10:00 .* buchen$/ }).click();

      await atStep(page, "step-service", "visit-de-one-at-a-time");
      expect(await textOf(page, "one-at-a-time")).toBe(
        "Dieser Salon nimmt online eine Leistung pro Buchung an. Bitte buchen Sie die Leistungen einzeln.",
      );
      expect(await page.getByTestId("visit-services").count()).toBe(0);
      expect(await page.getByTestId("visit-add").count()).toBe(0);
      // Nothing was booked.
      const listed = await verifying.api.get("/v1/bookings", {});
      expect(listed.status, listed.text).toBe(200);
      expect(listed.body.data).toEqual([]);
      await expectNoViolations(page, "one service at a time");
      expect(errors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT_MS,
  );
});
