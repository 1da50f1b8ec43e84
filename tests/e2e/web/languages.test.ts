// The booking page in English, German, French and Spanish, in headless Chromium against the real
// API: the language follows the browser (its locale), the address (?lang=) and the switcher, else
// the salon's default; headings, buttons, month and weekday names, the calendar's first weekday
// (Sunday in en-US, Monday elsewhere), 12- or 24-hour times, the salon's name as heading and title,
// and the line naming the salon's zone for a visitor in New York booking a salon in Berlin (none
// for a visitor in Berlin). A booking made from the German page, and moved from the French manage
// page, carries the visitor's zone and the page's language. A bad key and an unknown manage link
// are told in German; /book/ without a key says what it is and leads staff to /console/, which is
// the front desk. axe finds no violation at all in German at 360 px, and nothing scrolls sideways.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient } from "@booking/client";
import { createPublicKey } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { ARTIFACTS_DIR, atStep, expectNoViolations, launchBrowser, openPage, plain, textOf } from "./browser";

let t: TestApi;
let browser: Browser;
let salon: Awaited<ReturnType<TestApi["newProvider"]>>;
let publicKey: string;
/** A salon whose default language is German (for visitors whose browser speaks none of the four). */
let germanSalonKey: string;
let fadeId: string;

/** "Now" for the service and the browser: Tuesday 1 December 2026, 08:00 in Berlin, 02:00 in New York. */
const NOW = "2026-12-01T07:00:00Z";
const NEW_YORK = "America/New_York";
const BERLIN = "Europe/Berlin";
// An unknown key and an unknown manage link are answered 401 and 404, which the browser logs.
const EXPECTED_ERRORS = /40[14]/;
const DAY = { start: "09:00", end: "18:00" };
/** A flow through several steps, with axe scans. */
const FLOW_TIMEOUT_MS = 120_000;
const WEEKDAYS = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, DAY]));

async function salonWithStaff(name: string, locale?: "de") {
  const provider = await t.newProvider({ name, location: "Berlin", timezone: BERLIN });
  if (locale) {
    const settings = await provider.api.patch("/v1/settings", { locale });
    expect(settings.status, settings.text).toBe(200);
  }
  const client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  const service = (await client.services.create.mutate({ name: "Skin fade", duration: 45, price: 35 })).data.id;
  await client.staff.create.mutate({
    name: "Ana Lima",
    email: `ana.${provider.providerId}@salon.example`,
    role: "staff",
    services: [service],
    schedule: WEEKDAYS,
  });
  return { provider, service, key: (await createPublicKey(t.db, provider.providerId)).apiKey };
}

beforeAll(async () => {
  [t, browser] = await Promise.all([
    startTestApi({ addressLimits: { perAddress: 10_000, bookingsPerAddress: 1_000, bookingsPerAddressHour: 1_000 } }),
    launchBrowser(),
  ]);
  t.clock.set(NOW);
  const nord = await salonWithStaff("Salon Nord");
  [salon, fadeId, publicKey] = [nord.provider, nord.service, nord.key];
  germanSalonKey = (await salonWithStaff("Friseur Süd", "de")).key;
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const open = (options: { locale: string; timezoneId?: string; width?: number }) =>
  openPage(browser, { width: options.width ?? 1280, height: 900, now: NOW, expected: EXPECTED_ERRORS, ...options });

const text = textOf;
const heading = (page: Page) => page.locator("h1").textContent();
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const timesShown = async (page: Page) => (await page.getByTestId("times").locator("button").allTextContents()).map(plain);
/** The calendar's column headers by their full weekday names. */
const columns = (page: Page) =>
  page
    .getByTestId("month")
    .locator("thead th")
    .evaluateAll((cells) => cells.map((c) => c.getAttribute("abbr")));
/** The column (0-6) a date sits in. */
const columnOf = (page: Page, date: string) =>
  page.getByTestId(`day-${date}`).evaluate((button) => (button.closest("td") as HTMLTableCellElement).cellIndex);

/** Up to the day's times: the service, anyone, the first Wednesday of December. */
async function toTimes(page: Page) {
  await page.getByTestId(`service-${fadeId}`).click();
  await page.getByTestId("staff-any").click();
  await expect.poll(() => page.getByTestId("day-2026-12-02").isEnabled()).toBe(true);
  await page.getByTestId("day-2026-12-02").click();
  await page.getByTestId("times").waitFor();
}

/** What each language shows a visitor in New York (Ana's 09:00 in Berlin is 03:00 there). */
const LANGUAGES = [
  {
    locale: "en-US",
    lang: "en",
    step: "1. Choose a service",
    staffStep: "2. With whom?",
    any: "Any available",
    month: "December 2026",
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    firstTime: /^3:00 AM EST$/,
    book: /^Book 3:00 AM EST$/,
    zoneLine: "Times are shown in your time zone (Eastern Time). The salon’s time zone is Central European Time.",
    day: "Wednesday, December 2, 2026",
  },
  {
    locale: "de-DE",
    lang: "de",
    step: "1. Leistung wählen",
    staffStep: "2. Bei wem?",
    any: "Beliebig",
    month: "Dezember 2026",
    weekdays: ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
    firstTime: /^03:00 GMT-5$/,
    book: /^03:00 GMT-5 buchen$/,
    zoneLine:
      "Die Zeiten werden in Ihrer Zeitzone angezeigt (Nordamerikanische Ostküstenzeit). Der Salon liegt in der Zeitzone Mitteleuropäische Zeit.",
    day: "Mittwoch, 2. Dezember 2026",
  },
  {
    locale: "fr-FR",
    lang: "fr",
    step: "1. Choisissez une prestation",
    staffStep: "2. Avec qui ?",
    any: "Peu importe",
    month: "Décembre 2026",
    weekdays: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    firstTime: /^03:00 UTC−5$/,
    book: /^Réserver 03:00 UTC−5$/,
    zoneLine:
      "Les heures sont affichées dans votre fuseau horaire (heure de l’Est nord-américain). Le fuseau horaire du salon est : heure d’Europe centrale.",
    day: "mercredi 2 décembre 2026",
  },
  {
    locale: "es-ES",
    lang: "es",
    step: "1. Elija un servicio",
    staffStep: "2. ¿Con quién?",
    any: "Cualquiera disponible",
    month: "Diciembre de 2026",
    weekdays: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    firstTime: /^03:00 GMT-5$/,
    book: /^Reservar 03:00 GMT-5$/,
    zoneLine: "Las horas se muestran en su zona horaria (hora oriental). La zona horaria del salón es hora de Europa central.",
    day: "miércoles, 2 de diciembre de 2026",
  },
] as const;

describe("the booking page in four languages", () => {
  it.each(LANGUAGES)(
    "speaks $lang to a browser asking for $locale: headings, buttons, months, weekdays from the locale's first, its clock, the salon's zone",
    async (language) => {
      const { page, errors } = await open({ locale: language.locale });
      await page.goto(`${t.url}/book/?key=${publicKey}`);
      await page.getByTestId(`service-${fadeId}`).waitFor();
      // The salon's name heads the page and titles it, whatever the language.
      await expect.poll(() => heading(page)).toBe("Salon Nord");
      expect(await page.title()).toBe("Salon Nord");
      expect(await htmlLang(page)).toBe(language.lang);
      expect(await page.getByTestId("language").inputValue()).toBe(language.lang);
      expect(await page.locator("#step-service").textContent()).toBe(language.step);
      expect(await text(page, "salon-zone")).toBe(language.zoneLine);

      await page.getByTestId(`service-${fadeId}`).click();
      expect(await page.locator("#step-staff").textContent()).toBe(language.staffStep);
      expect(await page.getByTestId("staff-any").locator(".choice-title").textContent()).toBe(language.any);
      await page.getByTestId("staff-any").click();
      expect(await text(page, "calendar-month")).toBe(language.month);
      expect(await columns(page)).toEqual(language.weekdays);
      // Tuesday 1 December: after Sunday and Monday in en-US, after Monday elsewhere; Sunday the 6th first or last.
      expect(await columnOf(page, "2026-12-01")).toBe(language.lang === "en" ? 2 : 1);
      expect(await columnOf(page, "2026-12-06")).toBe(language.lang === "en" ? 0 : 6);

      await expect.poll(() => page.getByTestId("day-2026-12-02").isEnabled()).toBe(true);
      expect(await page.getByTestId("day-2026-12-02").getAttribute("aria-label")).toBe(language.day);
      await page.getByTestId("day-2026-12-02").click();
      const times = await timesShown(page);
      expect(times[0]).toMatch(language.firstTime);
      // A 12-hour clock says AM and PM in English only.
      expect(times.every((time) => /\b(?:AM|PM)\b/.test(time))).toBe(language.lang === "en");
      await page.getByTestId("time-03:00-" + times[0]!.split(" ").at(-1)).click();
      expect(plain((await page.locator('form.details button[type="submit"]').textContent()) ?? "")).toMatch(language.book);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `languages-${language.lang}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it("speaks the salon's default language to a browser asking for none of the four, and English when the salon's is English", async () => {
    const { page, errors } = await open({ locale: "it-IT" });
    await page.goto(`${t.url}/book/?key=${germanSalonKey}`);
    await expect.poll(() => heading(page)).toBe("Friseur Süd");
    await expect.poll(() => page.locator("#step-service").textContent()).toBe("1. Leistung wählen");
    expect(await htmlLang(page)).toBe("de");
    await page.goto(`${t.url}/book/?key=${publicKey}`);
    await expect.poll(() => heading(page)).toBe("Salon Nord");
    expect(await page.locator("#step-service").textContent()).toBe("1. Choose a service");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("takes the language from ?lang= over the browser's, and the switcher's choice into the address, keeping what was chosen", async () => {
    const { page, errors } = await open({ locale: "de-DE" });
    await page.goto(`${t.url}/book/?key=${publicKey}&lang=fr`);
    await expect.poll(() => page.locator("#step-service").textContent()).toBe("1. Choisissez une prestation");
    expect(await htmlLang(page)).toBe("fr");

    await toTimes(page);
    expect((await timesShown(page))[0]).toMatch(/^03:00 /);
    // The switcher, a labelled list: Spanish, and the address says so (the key kept).
    await page.getByLabel("Langue").selectOption("es");
    await expect.poll(() => page.locator("#step-service").textContent()).toBe("1. Elija un servicio");
    expect(page.url()).toBe(`${t.url}/book/?key=${publicKey}&lang=es`);
    expect(await htmlLang(page)).toBe("es");
    // What was chosen stays chosen, told anew.
    expect(await page.locator("#step-time").textContent()).toBe("4. Elija una hora miércoles, 2 de diciembre de 2026");
    expect((await timesShown(page))[0]).toMatch(/^03:00 /);
    // Then English: 12-hour times, weeks from Sunday.
    await page.getByLabel("Idioma").selectOption("en");
    await expect.poll(async () => (await timesShown(page))[0]).toBe("3:00 AM EST");
    expect(await columns(page).then((names) => names[0])).toBe("Sunday");
    expect(page.url()).toBe(`${t.url}/book/?key=${publicKey}&lang=en`);

    // A reload keeps the choice (it is in the address).
    await page.goto(`${t.url}/book/?key=${publicKey}&lang=es`);
    await expect.poll(() => page.locator("#step-service").textContent()).toBe("1. Elija un servicio");
    expect(await page.getByLabel("Idioma").inputValue()).toBe("es");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("says nothing of the salon's zone to a visitor in that zone", async () => {
    const { page, errors } = await open({ locale: "en-US", timezoneId: BERLIN });
    await page.goto(`${t.url}/book/?key=${publicKey}`);
    await page.getByTestId(`service-${fadeId}`).waitFor();
    await expect.poll(() => heading(page)).toBe("Salon Nord");
    expect(await page.getByTestId("salon-zone").count()).toBe(0);
    // A visitor who picks another zone is told which the times are in, and the salon's.
    await page.getByLabel("Times shown in").selectOption(NEW_YORK);
    expect(await text(page, "salon-zone")).toBe("Times are shown in Eastern Time. The salon’s time zone is Central European Time.");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("a booking from the German page", () => {
  it(
    "books in German at 360 px with no accessibility violation, sending the visitor's zone and the page's language; the French manage page moves it, sending its own",
    async () => {
      const { page, errors } = await open({ locale: "de-DE", width: 360 });
      await page.goto(`${t.url}/book/?key=${publicKey}`);
      await page.getByTestId(`service-${fadeId}`).waitFor();
      await expect.poll(() => heading(page)).toBe("Salon Nord");
      await expectNoViolations(page, "German start");
      await atStep(page, "", "languages-de-360-1-start");

      await page.getByTestId(`service-${fadeId}`).click();
      await atStep(page, "step-staff", "languages-de-360-2-service");
      await page.getByTestId("staff-any").click();
      await atStep(page, "step-day", "languages-de-360-3-staff");
      await expect.poll(() => page.getByTestId("day-2026-12-02").isEnabled()).toBe(true);
      await expectNoViolations(page, "German calendar");
      await page.getByTestId("day-2026-12-02").click();
      await atStep(page, "step-time", "languages-de-360-4-day");
      await page.getByTestId("time-04:00-GMT-5").click();
      await atStep(page, "step-details", "languages-de-360-5-time");
      expect(await text(page, "summary")).toBe("Skin fade, Mittwoch, 2. Dezember 2026 um 04:00 GMT-5 (America/New_York)");

      // The form's own checks, in German.
      await page.getByRole("button", { name: "04:00 GMT-5 buchen" }).click();
      await atStep(page, "field-name", "languages-de-360-6-errors");
      expect(await page.locator("#name-error").textContent()).toBe("Bitte geben Sie Ihren Namen ein.");
      expect(await page.locator("#email-error").textContent()).toBe(
        "Bitte geben Sie Ihre E-Mail-Adresse ein: Die Bestätigung geht dorthin.",
      );
      await expectNoViolations(page, "German details with errors");
      await page.getByLabel("Name", { exact: true }).fill("Jonas Weber");
      await page.getByLabel("E-Mail", { exact: true }).fill("jonas@example.com");
      await page.getByLabel("Telefon (optional)").fill("+1 212 555 0101");

      const sent = page.waitForRequest((request) => request.url().includes("bookings.create"));
      await page.getByRole("button", { name: "04:00 GMT-5 buchen" }).click();
      // The page sends the zone it shows times in and the language it speaks.
      const body = (await sent).postData() ?? "";
      expect(body).toContain('"timezone":"America/New_York"');
      expect(body).toContain('"locale":"de"');
      await atStep(page, "confirmation-heading", "languages-de-360-7-booked");
      expect(await page.locator("#confirmation-heading").textContent()).toBe("Buchung angefragt");
      expect(await text(page, "booking-when")).toBe("Mittwoch, 2. Dezember 2026 um 04:00 GMT-5 (America/New_York)");
      expect(await page.getByTestId("add-to-calendar").textContent()).toBe("Zum Kalender hinzufügen (.ics)");
      await expectNoViolations(page, "German confirmation");
      const bookingId = await text(page, "booking-id");

      // The salon reads it back (REST, its provider key): the visitor's zone and language are kept.
      const booked = await salon.api.get(`/v1/bookings/${bookingId}`);
      expect(booked.status, booked.text).toBe(200);
      expect(booked.body.data).toMatchObject({ dateTime: "2026-12-02T09:00:00.000Z", customerTimezone: NEW_YORK, locale: "de" });

      // The manage link, in German: the salon's name heads it.
      const manageUrl = (await page.getByTestId("manage-link").getAttribute("href")) ?? "";
      await page.goto(manageUrl);
      await page.getByTestId("managed-booking").waitFor();
      expect(await heading(page)).toBe("Salon Nord");
      expect(await page.title()).toBe("Salon Nord");
      expect(await page.locator("#manage-heading").textContent()).toBe("Ihre Buchung bei Salon Nord");
      expect(await text(page, "managed-status")).toBe("Angefragt (der Salon bestätigt sie noch)");
      expect(await text(page, "salon-zone")).toContain("Mitteleuropäische Zeit");
      await expectNoViolations(page, "German manage page");

      // Switched to French there, the visitor moves it: the booking now speaks French.
      await page.getByLabel("Sprache").selectOption("fr");
      await expect.poll(() => page.locator("#manage-heading").textContent()).toBe("Votre réservation chez Salon Nord");
      expect(page.url()).toBe(`${t.url}/book/?lang=fr${new URL(manageUrl).hash}`);
      await page.getByRole("button", { name: "Déplacer à une autre heure" }).click();
      await atStep(page, "move-heading", "languages-fr-360-8-move");
      await expect.poll(() => page.getByTestId("day-2026-12-03").isEnabled()).toBe(true);
      await page.getByTestId("day-2026-12-03").click();
      await atStep(page, "move-time-heading", "languages-fr-360-9-move-day");
      expect(await page.locator("#move-time-heading").textContent()).toBe("Créneaux libres le jeudi 3 décembre 2026");
      await page.getByTestId("time-05:00-UTC−5").click();
      const moved = page.waitForRequest((request) => request.url().includes("manage.reschedule"));
      await page.getByRole("button", { name: "Déplacer la réservation" }).click();
      const moveBody = (await moved).postData() ?? "";
      expect(moveBody).toContain('"timezone":"America/New_York"');
      expect(moveBody).toContain('"locale":"fr"');
      await atStep(page, "manage-heading", "languages-fr-360-10-moved");
      expect(await text(page, "manage-done")).toBe(
        "Votre réservation est déplacée au jeudi 3 décembre 2026 à 05:00 UTC−5 (America/New_York).",
      );
      const after = await salon.api.get(`/v1/bookings/${bookingId}`);
      expect(after.body.data).toMatchObject({ dateTime: "2026-12-03T10:00:00.000Z", customerTimezone: NEW_YORK, locale: "fr" });
      expect(errors).toEqual([]);
      await page.context().close();
    },
    FLOW_TIMEOUT_MS,
  );
});

describe("links that do not work, and /book/ without a salon", () => {
  it("tells a bad key and an unknown manage link in German, never the service's words", async () => {
    const { page, errors } = await open({ locale: "de-DE", width: 360 });
    await page.goto(`${t.url}/book/?key=pk_${"Q7".repeat(20)}`);
    await expect.poll(() => heading(page)).toBe("Dieser Buchungslink ist nicht gültig");
    expect(await page.title()).toBe("Dieser Buchungslink ist nicht gültig");
    expect(await text(page, "bad-key")).toContain("Bitte fragen Sie den Salon nach einem neuen Link zu seiner Buchungsseite");
    expect(await page.content()).not.toMatch(/API key|Missing/i);
    await expectNoViolations(page, "German bad key");
    await atStep(page, "", "languages-de-360-bad-key");

    await page.goto(`${t.url}/book/#manage=${"Zz9".repeat(11)}`);
    await expect.poll(() => page.locator("#manage-heading").textContent()).toBe("Dieser Link funktioniert nicht");
    expect(await text(page, "manage-problem")).toBe(
      "Dieser Buchungslink ist unbekannt oder abgelaufen (Links gelten bis eine Woche nach dem Termin). Bitte wenden Sie sich an den Salon.",
    );
    expect(await heading(page)).toBe("Ihre Buchung");
    await expectNoViolations(page, "German unknown manage link");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("explains /book/ without a key in the visitor's language, and leads staff to the console at /console/", async () => {
    const { page, errors } = await open({ locale: "de-DE", width: 360 });
    await page.goto(`${t.url}/book/`);
    await expect.poll(() => heading(page)).toBe("Online-Terminbuchung für Salons");
    expect(await text(page, "about")).toContain("öffnen Sie den Link, den Ihr Salon Ihnen gegeben hat");
    expect(await page.getByLabel("API key").count()).toBe(0);
    await expectNoViolations(page, "German /book/ without a key");
    await atStep(page, "", "languages-de-360-about");

    await page.getByLabel("Sprache").selectOption("en");
    await expect.poll(() => heading(page)).toBe("Online booking for salons");
    expect(page.url()).toBe(`${t.url}/book/?lang=en`);
    // The console speaks the language chosen here, not the browser's German.
    await page.getByRole("link", { name: "Open the staff console" }).click();
    await page.waitForURL(`${t.url}/console/?lang=en`);
    await expect.poll(() => heading(page)).toBe("Sign in to the console");
    expect(await page.getByLabel("Password").count()).toBe(1);
    expect(await page.title()).toBe("Console");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
