// Debian's Chromium (/usr/bin/chromium, installed by .ci/run) driven by playwright-core: no browser
// is downloaded. Each test file launches one headless browser with a fresh profile.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "playwright-core";
import { expect } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Screenshots and other artifacts (gitignored): <repo>/test-artifacts. */
export const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "test-artifacts");

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: install Debian's chromium package (apt-get install chromium; .ci/run does) or set CHROMIUM_PATH`,
    );
  }
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  // Playwright gives the browser a new, empty --user-data-dir of its own.
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * A page in a new context of `width` × `height`, in New York speaking en-US (or the `timezoneId`
 * and `locale` given), its clock fixed at `now`; `errors` collects page errors and console errors
 * but those `expected` (answers the test provokes).
 */
export async function openPage(
  browser: Browser,
  options: { width: number; height: number; now: string; expected: RegExp; timezoneId?: string; locale?: string },
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height },
    timezoneId: options.timezoneId ?? "America/New_York",
    locale: options.locale ?? "en-US",
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(options.now));
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !options.expected.test(message.text())) errors.push(message.text());
  });
  return { page, errors };
}

/** The focused element's id, or its name attribute. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute("name") || "");

/** Waits for the focus to reach `id`, then: nothing scrolls sideways, and a screenshot `<shot>.png` in ARTIFACTS_DIR. */
export async function atStep(page: Page, id: string, shot: string) {
  await expect.poll(() => focused(page), { message: `focus after ${shot}` }).toBe(id);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `horizontal overflow at ${shot}`).toBeLessThanOrEqual(clientWidth);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${shot}.png`), fullPage: true });
}

/**
 * Text with every kind of space as a plain one: Intl puts a narrow no-break space between "10:00"
 * and "AM" (and other languages other spaces), which reads the same.
 */
export const plain = (text: string) => text.replace(/\s/gu, " ");

/** A test id's text (spaces plain). */
export const textOf = async (page: Page, testId: string) => plain((await page.getByTestId(testId).textContent()) ?? "");

/** An accessibility scan (axe) of the page as it is: no violation at all, of any impact. */
export async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    where,
  ).toEqual([]);
}

/** The screen fits its width (nothing scrolls sideways), axe finds nothing, and a screenshot `<file>-<name>.png`. */
export async function checkScreen(page: Page, file: string, name: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `horizontal overflow at ${name}`).toBeLessThanOrEqual(clientWidth);
  await expectNoViolations(page, name);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${file}-${name}.png`), fullPage: true });
}
