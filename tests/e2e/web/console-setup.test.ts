// A salon set up from empty in the console, on a 360 px phone, as its owner would: a new provider
// has nothing but its admin. She adds a service with a buffer and a class, a stylist with weekly
// hours and a password, a day off and the stylist's calendar, a studio and a class session (the
// class needing the studio, set in Services), creates the booking page's public key (shown once,
// with the page's address), and the page offers the stylist's times; a visitor's booking then
// waits in "To confirm". Each screen is scanned with axe and nothing scrolls sideways.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient, type BookingClient } from "@booking/client";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { launchBrowser, openPage, checkScreen as checkScreenOf } from "./browser";

let t: TestApi;
let browser: Browser;
let client: BookingClient;

/** Monday 7 December 2026, 08:00 in Lisbon. */
const NOW = "2026-12-07T08:00:00Z";
const OWNER = { email: "rosa@salao-azul.example", password: "rosa's own passphrase" };

beforeAll(async () => {
  // Calendars on this machine's own addresses are refused outside tests.
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Salão Azul", location: "Lisbon", timezone: "Europe/Lisbon" });
  client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  // Nothing but the owner: no service, no stylist, no public key.
  await client.staff.create.mutate({
    name: "Rosa Owner",
    email: OWNER.email,
    password: OWNER.password,
    role: "admin",
    services: [],
    schedule: {},
  });
  for (const key of (await client.keys.list.query({})).data) expect(key.audience).toBe("provider");
});
afterAll(async () => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
  await browser?.close();
  await t?.close();
});

const signInStatus = async (email: string, password: string) =>
  (
    await fetch(`${t.url}/console/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    })
  ).status;

/** Nothing scrolls sideways, axe finds nothing, and a screenshot. */
const checkScreen = (page: Page, name: string) => checkScreenOf(page, "console-setup", name);

describe("setting a salon up in the console", () => {
  it(
    "takes an empty salon to bookable at 360 px: a service, a stylist with hours, the booking page's key",
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await openPage(browser, {
        width: 360,
        height: 780,
        now: NOW,
        expected: /401/,
        timezoneId: "Europe/Lisbon",
        locale: "en-GB",
      });
      await page.goto(`${t.url}/console/`);
      await page.getByLabel("Email").fill(OWNER.email);
      await page.getByLabel("Password").fill(OWNER.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect.poll(() => page.getByTestId("signed-in").textContent()).toContain("Rosa Owner (Admin)");

      // A service, with fifteen minutes kept free after each.
      await page.getByRole("button", { name: "Services" }).click();
      await page.getByText("No services yet").waitFor();
      await page.getByLabel("Name").fill("Corte");
      await page.getByLabel("Duration (minutes)").fill("45");
      await page.getByLabel("Price (EUR)").fill("30");
      await page.getByLabel("Buffer after (minutes)").fill("15");
      await page.getByRole("button", { name: "Add service" }).click();
      await expect.poll(() => page.getByRole("status").textContent()).toBe("Service “Corte” added.");
      // And a yoga class of eight seats.
      await page.getByLabel("Name").fill("Yoga");
      await page.getByLabel("Duration (minutes)").fill("60");
      await page.getByLabel("Price (EUR)").fill("12");
      await page.getByLabel("Buffer after (minutes)").fill("0");
      await page.getByLabel("Seats (1 unless a class)").fill("8");
      await page.getByRole("button", { name: "Add service" }).click();
      await expect.poll(() => page.getByRole("status").textContent()).toBe("Service “Yoga” added.");
      await checkScreen(page, "services");
      const service = (await client.services.list.query({})).data.find((s) => s.name === "Corte");
      expect(service).toMatchObject({ name: "Corte", duration: 45, price: 30, bufferAfterMinutes: 15 });

      // A stylist who offers it, Monday to Friday with a lunch break, and Saturday mornings.
      await page.getByRole("button", { name: "Staff", exact: true }).click();
      await page.getByLabel("Name").fill("Inês Stylist");
      await page.getByLabel("Email").fill("ines@salao-azul.example");
      await page.getByLabel("Console password (optional)").fill("ines's passphrase");
      await page.getByRole("checkbox", { name: "Corte" }).check();
      await page.getByRole("checkbox", { name: "Yoga" }).check();
      await page.getByRole("checkbox", { name: "Saturday" }).check();
      await page.getByLabel("Saturday from").fill("10:00");
      await page.getByLabel("Saturday to").fill("13:00");
      await page.getByLabel("Saturday break from").fill("");
      await page.getByLabel("Saturday break to").fill("");
      await page.getByRole("button", { name: "Add member" }).click();
      await expect.poll(() => page.getByRole("status").textContent()).toBe("Inês Stylist added.");
      await checkScreen(page, "staff");
      const ines = (await client.staff.list.query({})).data.find((m) => m.name === "Inês Stylist")!;
      expect(ines).toMatchObject({ role: "staff" });
      expect(ines.services).toContain(service!.id);
      const detail = (await client.staff.get.query({ id: ines.id })).data;
      expect(detail.schedule.monday).toEqual({ start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "13:00" }] });
      expect(detail.schedule.saturday).toEqual({ start: "10:00", end: "13:00" });
      expect(detail.schedule.sunday).toBeNull();

      // Corte's buffer shortened to ten minutes; Inês given a new password (her old one stops working).
      await page.getByRole("button", { name: "Services" }).click();
      await page.getByRole("button", { name: "Change Corte" }).click();
      await page.getByRole("form", { name: "Change Corte" }).getByLabel("Buffer after (minutes)").fill("10");
      await page.getByRole("button", { name: "Save service" }).click();
      await expect.poll(async () => (await client.services.get.query({ id: service!.id })).data.bufferAfterMinutes).toBe(10);
      await page.getByRole("button", { name: "Staff", exact: true }).click();
      await page.getByRole("button", { name: "Change Inês Stylist" }).click();
      await page.getByLabel("New console password (optional: signs Inês Stylist out everywhere)").fill("ines's new passphrase");
      await page.getByRole("button", { name: "Save Inês Stylist" }).click();
      await expect.poll(() => signInStatus("ines@salao-azul.example", "ines's new passphrase")).toBe(200);
      expect(await signInStatus("ines@salao-azul.example", "ines's passphrase")).toBe(401);

      // Inês is off on Friday the 11th, and her own calendar is connected (read by the worker).
      await page.getByRole("button", { name: "Dates and calendars of Inês Stylist" }).click();
      await page.getByLabel("Date", { exact: true }).fill("2026-12-11");
      await page.getByRole("button", { name: "Save date" }).click();
      await expect.poll(() => page.getByRole("list", { name: "Dates of Inês Stylist" }).textContent()).toContain("Not working");
      expect((await client.staff.overrides.list.query({ id: ines.id })).data).toMatchObject([{ date: "2026-12-11", off: true }]);
      await page.getByLabel("Calendar address (CalDAV)").fill(`http://127.0.0.1:9/dav/ines/`);
      await page.getByLabel("User name").fill("ines");
      await page.getByLabel("App password").fill("calendar app password");
      await page.getByRole("button", { name: "Connect calendar" }).click();
      await expect.poll(() => page.getByRole("list", { name: "Calendars of Inês Stylist" }).textContent()).toContain("Being read");
      expect((await client.staff.calendars.list.query({ id: ines.id })).data).toHaveLength(1);
      expect(await page.content()).not.toContain("calendar app password");
      await checkScreen(page, "dates-and-calendars");

      // A studio, and Thursday's yoga session with Inês.
      await page.getByRole("button", { name: "Resources and classes" }).click();
      await page.getByLabel("Name").fill("Studio");
      await page.getByRole("button", { name: "Add resource" }).click();
      await expect.poll(() => page.getByRole("list", { name: "Resources" }).textContent()).toContain("Studio");
      await page.getByRole("combobox", { name: "Class" }).selectOption({ label: "Yoga" });
      await page.getByRole("combobox", { name: "Teacher" }).selectOption({ label: "Inês Stylist" });
      await page.getByLabel("Date").fill("2026-12-10");
      await page.getByLabel("Time (Europe/Lisbon)").fill("15:00");
      await page.getByRole("button", { name: "Publish session" }).click();
      await expect.poll(() => page.getByRole("list", { name: "Sessions" }).textContent()).toContain("8 of 8 seats left");
      await checkScreen(page, "resources");

      // Yoga needs the studio: a requirement added to the service and saved with it, then said in words.
      await page.getByRole("button", { name: "Services" }).click();
      await page.getByRole("button", { name: "Change Yoga" }).click();
      const yogaForm = page.getByRole("form", { name: "Change Yoga" });
      await expect.poll(() => yogaForm.textContent()).toContain("Nothing but the staff member.");
      await yogaForm.getByRole("checkbox", { name: "Studio" }).check();
      await yogaForm.getByLabel("Units each booking holds").fill("1");
      await yogaForm.getByRole("button", { name: "Add requirement" }).click();
      await yogaForm.getByRole("button", { name: "Remove: 1 unit of Studio" }).waitFor();
      await checkScreen(page, "requirements");
      await yogaForm.getByRole("button", { name: "Save service" }).click();
      const studio = (await client.resources.list.query({})).data.find((r) => r.name === "Studio")!;
      const yoga = (await client.services.list.query({})).data.find((s) => s.name === "Yoga")!;
      await expect
        .poll(async () => (await client.services.get.query({ id: yoga.id })).data.requirements)
        .toEqual([{ resourceIds: [studio.id], quantity: 1 }]);
      await expect.poll(() => page.getByTestId(`service-${yoga.id}`).textContent()).toContain("needs 1 unit of Studio");

      // The booking page's key: shown once, with the page's address.
      await page.getByRole("button", { name: "Keys" }).click();
      await page.getByRole("button", { name: "Create key" }).click();
      await expect.poll(() => page.getByTestId("new-key").textContent()).toMatch(/pk_[0-9A-Za-z]{40}/);
      await checkScreen(page, "keys");
      const link = await page.getByTestId("booking-page-link").getAttribute("href");
      expect(link).toMatch(/^\/book\/\?key=pk_[0-9A-Za-z]{40}$/);
      // Listed afterwards by its first characters only.
      await page.getByRole("button", { name: "Day" }).click();
      await page.getByRole("button", { name: "Keys" }).click();
      await expect.poll(() => page.getByRole("button", { name: /^Revoke: pk_/ }).count()).toBe(1);
      expect(await page.getByTestId("new-key").count()).toBe(0);
      expect(await page.content()).not.toContain(link!.slice("/book/?key=".length));

      // The page the key opens offers Inês's times; a visitor books Tuesday 10:00.
      const publicKey = link!.slice("/book/?key=".length);
      const times = await fetch(`${t.url}/v1/availability?serviceId=${service!.id}&from=2026-12-08&to=2026-12-08`, {
        headers: { authorization: `Bearer ${publicKey}` },
      });
      const offered = ((await times.json()) as { data: { days: { slots: { start: string }[] }[] } }).data.days[0]!.slots.map(
        (s) => s.start,
      );
      expect(offered).toContain("2026-12-08T10:00:00.000Z");
      // 45 minutes and the 10-minute buffer after them must end by the 12:00 break: 11:30 is not offered.
      expect(offered).not.toContain("2026-12-08T11:30:00.000Z");
      const booked = await fetch(`${t.url}/v1/bookings`, {
        method: "POST",
        headers: { authorization: `Bearer ${publicKey}`, "content-type": "application/json" },
        body: JSON.stringify({
          serviceId: service!.id,
          dateTime: "2026-12-08T10:00:00Z",
          customer: { name: "Vasco Visitor", email: "vasco@example.com" },
        }),
      });
      expect(booked.status, await booked.clone().text()).toBe(201);
      await page.getByRole("button", { name: "To confirm" }).click();
      await page.getByRole("button", { name: "Confirm Corte for Vasco Visitor" }).waitFor();
      await checkScreen(page, "to-confirm");

      // Settings: the salon now confirms online bookings at once.
      await page.getByRole("button", { name: "Settings" }).click();
      await page.getByLabel("Online bookings").selectOption("auto");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect.poll(() => page.getByRole("status").textContent()).toBe("Settings saved.");
      expect((await client.settings.get.query({})).data.confirmation).toBe("auto");
      await checkScreen(page, "settings");

      // And the customer is found by name.
      await page.getByRole("button", { name: "Customers" }).click();
      await page.getByLabel("Search by name, email or phone").fill("vasco");
      await expect.poll(() => page.getByRole("list", { name: "Customers found" }).textContent()).toContain("vasco@example.com");
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
