// Debian's Chromium (/usr/bin/chromium, installed by .ci/run) driven by playwright-core: no browser
// is downloaded. Each test file launches one headless browser with a fresh profile.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "playwright-core";

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
