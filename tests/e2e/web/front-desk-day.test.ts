// The front desk's day in Spanish on a 360 px phone, in headless Chromium against the real API: the
// owner books a customer who rang and gave only a phone (the Book button first saying what is still
// missing, in Spanish), finds her in Customers and opens her profile (her contact and the booking
// just made), then opens a class session's roster and checks in a customer who came. Each step is
// read back from the service; axe finds nothing and nothing scrolls sideways.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient, type BookingClient } from "@booking/client";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { launchBrowser, openPage, plain, textOf, checkScreen as checkScreenOf } from "./browser";

let t: TestApi;
let browser: Browser;
let client: BookingClient;
let sessionId: string;
let haircut: string;
let classBooking: string;

/** Tuesday 1 December 2026, 08:00 in Madrid. */
const NOW = "2026-12-01T07:00:00Z";
const DAY = { start: "09:00", end: "20:00" };
const WEEKDAYS = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, DAY]));
const OWNER = { email: "olga@salon-sol.example", password: "owner's long passphrase" };
const PHONE = "+34 600 111 222";

beforeAll(async () => {
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Salón Sol", location: "Madrid", timezone: "Europe/Madrid" });
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  haircut = (await client.services.create.mutate({ name: "Corte", duration: 60, price: 30 })).data.id;
  const yoga = (await client.services.create.mutate({ name: "Yoga", duration: 60, price: 12, capacity: 8 })).data.id;
  await client.staff.create.mutate({ name: "Olga Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
  const ann = (
    await client.staff.create.mutate({
      name: "Ana Estilista",
      email: "ana@salon-sol.example",
      role: "staff",
      services: [haircut, yoga],
      schedule: WEEKDAYS,
    })
  ).data.id;
  // Tonight's yoga class, with one customer booked for it.
  sessionId = (await client.sessions.create.mutate({ serviceId: yoga, staffId: ann, start: "2026-12-01T18:00:00+01:00" })).data.id;
  const marta = (await client.customers.create.mutate({ name: "Marta Clase", email: "marta@example.com" })).data.id;
  classBooking = (
    await client.bookings.create.mutate({ customerId: marta, serviceId: yoga, staffId: ann, dateTime: "2026-12-01T18:00:00+01:00" })
  ).data.id;
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** Nothing scrolls sideways, axe finds nothing, and a screenshot. */
const checkScreen = (page: Page, name: string) => checkScreenOf(page, "front-desk-day", name);

describe("the front desk's day, in Spanish at 360 px", () => {
  it("books a phone customer, opens her profile from the search and checks in a class attendee", { timeout: 120_000 }, async () => {
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

    // The booking: Corte with Ana tomorrow at 11:00, for someone who rang and gave a phone only.
    await page.getByRole("button", { name: "Reservar", exact: true }).click();
    await page.getByLabel("Servicio").selectOption(haircut);
    await page.getByLabel("Miembro del equipo").selectOption({ label: "Ana Estilista" });
    const eleven = page.getByTestId("slot-2026-12-02-11:00");
    await expect.poll(() => eleven.textContent()).toBe("11:00");
    await eleven.click();
    const book = page.getByRole("button", { name: /^Reservar 11:00 el / });
    expect(await book.isDisabled()).toBe(true);
    expect(await textOf(page, "book-missing")).toBe("Añada un nombre");
    await page.getByLabel("Nombre", { exact: true }).fill("Lucía Teléfono");
    expect(await book.isDisabled()).toBe(true);
    expect(await textOf(page, "book-missing")).toBe("Añada un teléfono o un correo electrónico");
    expect(await page.getByLabel("Por teléfono").isChecked()).toBe(true);
    await page.getByLabel("Teléfono", { exact: true }).fill(PHONE);
    expect(await book.isDisabled()).toBe(false);
    expect(await page.getByTestId("book-missing").count()).toBe(0);
    await checkScreen(page, "book");
    await book.click();

    const confirmation = page.getByTestId("confirmation");
    await confirmation.waitFor();
    await expect.poll(() => textOf(page, "booking-status")).toBe("Confirmada");
    expect(plain((await confirmation.textContent()) ?? "")).toContain(`Lucía Teléfono (${PHONE})`);
    await checkScreen(page, "booked");
    const bookingId = await textOf(page, "booking-id");
    const booked = (await client.bookings.get.query({ id: bookingId })).data;
    expect(booked).toMatchObject({
      status: "confirmed",
      dateTime: "2026-12-02T10:00:00.000Z",
      customer: { name: "Lucía Teléfono", email: null, phone: PHONE },
    });

    // Customers: found by part of her phone; her profile shows how to reach her and the booking.
    await page.getByRole("button", { name: "Clientes", exact: true }).click();
    await page.getByLabel("Buscar por nombre, correo electrónico o teléfono").fill("600 111");
    const open = page.getByRole("button", { name: "Abrir el perfil: Lucía Teléfono" });
    await open.click();
    const profile = page.getByTestId("customer-profile");
    await profile.getByRole("heading", { name: "Perfil: Lucía Teléfono" }).waitFor();
    await profile.getByRole("link", { name: PHONE }).waitFor();
    await expect.poll(async () => plain((await profile.getByTestId("profile-figures").textContent()) ?? "")).toContain("Próximas1");
    expect(await textOf(page, "total-spent")).toBe("0,00 €");
    expect(plain((await profile.getByRole("list", { name: "Próximas reservas" }).textContent()) ?? "")).toContain("Corte · Ana Estilista");
    await checkScreen(page, "profile");

    // The class: tonight's yoga roster, and Marta checked in as she arrives.
    await page.getByRole("button", { name: "Recursos y clases", exact: true }).click();
    await page.getByRole("button", { name: /^Asistentes: .*Yoga$/ }).click();
    const roster = page.getByTestId("roster");
    await roster.getByText("Marta Clase").waitFor();
    await roster.getByRole("button", { name: "Registrar llegada: Marta Clase" }).click();
    await expect.poll(async () => plain((await roster.getByTestId("arrived").textContent()) ?? "")).toBe("Llegada: 08:00");
    await roster.getByRole("button", { name: "Deshacer llegada: Marta Clase" }).waitFor();
    await checkScreen(page, "roster");
    const read = (await client.sessions.roster.query({ id: sessionId })).data;
    expect(read.bookings).toEqual([expect.objectContaining({ id: classBooking, checkedInAt: NOW.replace("Z", ".000Z") })]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
