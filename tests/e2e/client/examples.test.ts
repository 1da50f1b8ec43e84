// The docs' client examples (packages/client/examples) run as written against the service.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { createBookingClient } from "@booking/client";

/** The typed client package, whose examples/ run against a live API here. */
const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "packages", "client");
let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
  await t?.close();
});

/** `tsx examples/<file>` as the docs run it; `onLine` sees each line of stdout. */
function run(file: string, env: Record<string, string>, onLine: (line: string) => void = () => {}) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join("examples", file)], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
    for (const line of chunk.split("\n")) if (line) onLine(line);
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}

const DAY = { start: "00:00", end: "24:00" };
const WEEK = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, DAY]));

describe("documented examples", () => {
  it("the docs show the example programs exactly as they are", () => {
    const docs = ["api.md", "webhooks.md"].map((file) => readFileSync(path.join(PACKAGE_DIR, "..", "..", "docs", file), "utf8")).join("\n");
    for (const file of ["first-calls.ts", "webhook-receiver.ts"]) {
      expect(docs, `docs/api.md or docs/webhooks.md must contain examples/${file} verbatim`).toContain(
        readFileSync(path.join(PACKAGE_DIR, "examples", file), "utf8").trim(),
      );
    }
  });

  it("examples/first-calls.ts", async () => {
    const { apiKey } = await t.newProvider({ name: "First Salon", timezone: "Europe/Paris" });
    const client = createBookingClient({ url: t.url, apiKey });
    await client.services.create.mutate({ name: "Lash lift", duration: 45, price: 60 });
    await client.staff.create.mutate({ name: "Inès", email: "ines@example.com", role: "staff" });
    const { code, stdout, stderr } = await run("first-calls.ts", { BOOKING_URL: t.url, BOOKING_KEY: apiKey }).done;
    expect(code, stderr).toBe(0);
    expect(stdout).toContain("First Salon (Europe/Paris): Inès");
    expect(stdout).toContain("code: 'NOT_FOUND'");
    expect(stdout).toContain("status: 404");
    expect(stdout).toContain("200 [ 'Lash lift: 60 EUR' ]");
  });

  it("examples/quickstart.ts books, confirms and cancels, also late in the member's day", async () => {
    // 23:05 in Tokyo on a day worked until midnight: the rest of the day holds grid cells but no
    // room for a 45-minute service, so the example must book a time where the service fits.
    t.clock.set("2027-03-05T14:05:00Z");
    onTestFinished(() => t.clock.reset());
    const { apiKey } = await t.newProvider({ name: "Quick Salon", timezone: "Asia/Tokyo" });
    const client = createBookingClient({ url: t.url, apiKey });
    const service = await client.services.create.mutate({ name: "Head spa", duration: 45, price: 7200 });
    await client.staff.create.mutate({ name: "Yui", email: "yui@example.com", role: "staff", services: [service.data.id], schedule: WEEK });
    const { code, stdout, stderr } = await run("quickstart.ts", { BOOKING_URL: t.url, BOOKING_KEY: apiKey }).done;
    expect(code, stderr).toBe(0);
    expect(stdout).toContain("Quick Salon (Asia/Tokyo): Head spa with Yui");
    expect(stdout).toMatch(/booked bk_\w+ at 2027-03-05T15:00:00.000Z \(pending\)/); // Saturday 00:00 in Tokyo
    expect(stdout).toMatch(/cancelled bk_\w+ at /);
    const bookings = await client.bookings.list.query({});
    expect(bookings.data.map((b) => b.status)).toEqual(["cancelled"]);

    const wrongKey = await run("quickstart.ts", { BOOKING_URL: t.url, BOOKING_KEY: "sk_nope" }).done;
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toContain("failed: UNAUTHORIZED 401");
  });

  it("examples/webhook-receiver.ts accepts a signed delivery and rejects a forged one", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    const { apiKey } = await t.newProvider();
    const client = createBookingClient({ url: t.url, apiKey });
    const secret = "whsec_readme-example";
    const lines: string[] = [];
    let port: number | undefined;
    const receiver = run("webhook-receiver.ts", { WEBHOOK_SECRET: secret, PORT: "0" }, (line) => {
      lines.push(line);
      const match = /"port":(\d+)/.exec(line);
      if (match) port = Number(match[1]);
    });
    try {
      await expect.poll(() => port, { timeout: 20_000 }).toBeDefined();
      const webhook = await client.user.webhooks.create.mutate({
        url: `http://127.0.0.1:${port}/webhooks`,
        events: ["booking.created"],
        secret,
      });
      const result = await client.user.webhooks.test.mutate({ id: webhook.id });
      expect(result).toMatchObject({ delivered: true, statusCode: 204 });
      await expect.poll(() => lines.find((l) => l.startsWith("verified webhook.test"))).toBeDefined();

      const forged = await fetch(`http://127.0.0.1:${port}/webhooks`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-webhook-signature": `sha256=${"ab".repeat(32)}` },
        body: JSON.stringify({ event: "booking.created", timestamp: new Date().toISOString(), data: { bookingId: "bk_forged" } }),
      });
      expect(forged.status).toBe(401);
      await expect.poll(() => lines.includes("rejected: bad signature")).toBe(true);
    } finally {
      receiver.child.kill("SIGTERM");
      await receiver.done;
    }
  });
});
