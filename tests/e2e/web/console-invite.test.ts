// A staff invite in Chromium at 360 px: the owner makes an invite link for a stylist in the Staff
// view; the stylist opens it on her phone, sets a password and lands in the console, signed in as
// herself; opened again (here in German) the link says, in the page's language, that it was used.
// A manager is offered invite links for everyone but the admin (whose link the service refuses them).
// Each screen is scanned with axe and nothing scrolls sideways.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient } from "@booking/client";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { launchBrowser, openPage, checkScreen as checkScreenOf } from "./browser";

let t: TestApi;
let browser: Browser;
let inesEmail: string;

const NOW = "2026-12-07T08:00:00Z";
const OWNER = { email: "rosa@salao-verde.example", password: "rosa's own passphrase" };
const MANAGER = { email: "joao@salao-verde.example", password: "joao's own passphrase" };
const PHONE = { width: 360, height: 780, now: NOW, timezoneId: "Europe/Lisbon" };

beforeAll(async () => {
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  t.clock.set(NOW);
  const provider = await t.newProvider({ name: "Salão Verde", location: "Lisbon", timezone: "Europe/Lisbon" });
  const client = createBookingClient({ url: t.url, apiKey: provider.apiKey });
  await client.staff.create.mutate({ name: "Rosa Owner", email: OWNER.email, password: OWNER.password, role: "admin", services: [] });
  inesEmail = "ines@salao-verde.example";
  // No password: she has never signed in.
  await client.staff.create.mutate({ name: "Inês Stylist", email: inesEmail, role: "staff", services: [] });
  await client.staff.create.mutate({
    name: "João Manager",
    email: MANAGER.email,
    password: MANAGER.password,
    role: "manager",
    services: [],
  });
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** Nothing scrolls sideways, axe finds nothing, and a screenshot. */
const checkScreen = (page: Page, name: string) => checkScreenOf(page, "console-invite", name);

describe("a staff invite link", () => {
  it("is made in the Staff view, sets the stylist's password and signs her in, once", { timeout: 120_000 }, async () => {
    // The owner makes the link.
    const owner = await openPage(browser, { ...PHONE, expected: /401/, locale: "en-GB" });
    await owner.page.goto(`${t.url}/console/`);
    await owner.page.getByLabel("Email").fill(OWNER.email);
    await owner.page.getByLabel("Password").fill(OWNER.password);
    await owner.page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => owner.page.getByTestId("signed-in").textContent()).toContain("Rosa Owner");
    await owner.page.getByRole("button", { name: "Staff", exact: true }).click();
    await owner.page.getByRole("button", { name: "Invite link for Inês Stylist" }).click();
    await owner.page.getByRole("button", { name: "Make a link for Inês Stylist" }).click();
    await owner.page.getByTestId("invite-link").waitFor();
    expect(await owner.page.getByRole("status").filter({ hasText: "Link made" }).textContent()).toBe("Link made for Inês Stylist.");
    const link = await owner.page.getByTestId("invite-link").inputValue();
    expect(link).toMatch(new RegExp(`^${t.url}/console/#/invite/iv_[0-9A-Za-z]{40}$`));
    await checkScreen(owner.page, "made");
    expect(owner.errors).toEqual([]);
    await owner.page.context().close();

    // Inês opens it on her phone.
    const ines = await openPage(browser, { ...PHONE, expected: /401|409/, locale: "en-GB" });
    await ines.page.goto(link);
    await ines.page.getByRole("heading", { name: "Set your password" }).waitFor();
    await expect.poll(() => ines.page.getByText("Welcome, Inês Stylist.").count()).toBe(1);
    await checkScreen(ines.page, "page");
    // Two different passwords are caught before anything is sent.
    await ines.page.getByLabel("New password (at least 8 characters)").fill("ines's passphrase");
    await ines.page.getByLabel("The same password again").fill("ines's passphrasf");
    await ines.page.getByRole("button", { name: "Set password and sign in" }).click();
    await expect.poll(() => ines.page.getByRole("alert").textContent()).toContain("The two passwords differ");
    await ines.page.getByLabel("The same password again").fill("ines's passphrase");
    await ines.page.keyboard.press("Enter");
    await expect.poll(() => ines.page.getByTestId("signed-in").textContent(), { timeout: 20_000 }).toContain("Inês Stylist (Staff)");
    // The link left the address bar.
    expect(new URL(ines.page.url()).hash).toBe("");
    await checkScreen(ines.page, "signed-in");
    expect(ines.errors).toEqual([]);
    await ines.page.context().close();

    // Her password works at the sign-in from now on.
    const signIn = await fetch(`${t.url}/console/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: inesEmail, password: "ines's passphrase" }),
    });
    expect(signIn.status).toBe(200);

    // Opened again, in German: used already, said in German, with the way to the sign-in.
    const again = await openPage(browser, { ...PHONE, expected: /409/, locale: "de-DE" });
    await again.page.goto(link);
    await expect.poll(() => again.page.getByRole("alert").textContent()).toContain("Dieser Link wurde schon benutzt");
    await checkScreen(again.page, "used-de");
    await again.page.getByRole("button", { name: "Zur Anmeldung" }).click();
    await again.page.getByRole("heading", { name: "Anmelden" }).first().waitFor();
    await again.page.context().close();
  });

  it("is offered to a manager for members other than the admin", { timeout: 120_000 }, async () => {
    const manager = await openPage(browser, { ...PHONE, expected: /401/, locale: "en-GB" });
    await manager.page.goto(`${t.url}/console/`);
    await manager.page.getByLabel("Email").fill(MANAGER.email);
    await manager.page.getByLabel("Password").fill(MANAGER.password);
    await manager.page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => manager.page.getByTestId("signed-in").textContent()).toContain("João Manager");
    await manager.page.getByRole("button", { name: "Staff", exact: true }).click();
    await manager.page.getByRole("button", { name: "Invite link for Inês Stylist" }).waitFor();
    expect(await manager.page.getByRole("button", { name: "Invite link for João Manager" }).count()).toBe(1);
    expect(await manager.page.getByRole("button", { name: "Invite link for Rosa Owner" }).count()).toBe(0);
    expect(manager.errors).toEqual([]);
    await manager.page.context().close();
  });
});
