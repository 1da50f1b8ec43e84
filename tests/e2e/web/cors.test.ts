// A salon's own web page calling the API with its public key, in headless Chromium: the page is
// served from a second origin (http://localhost:<port>, the API being on http://127.0.0.1:<port>),
// so every call is cross-origin and the browser enforces CORS for real. From the origin listed on
// the key the page reads the answers (JSON and RateLimit-Remaining) of a GET and of a booking
// POST with Content-Type: application/json and Idempotency-Key; from an origin no key lists the
// browser blocks the answers after the API's preflight; a provider (sk_) key is blocked even
// from the listed origin. Any call carrying the key is preflighted, the GET too (Authorization is
// not CORS-safelisted). Preflights and blocked loads are observed through the DevTools protocol.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createPublicKey } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { launchBrowser } from "./browser";

/** What the page's script answers for one call: the status, a header and the JSON it could read, or the error fetch threw. */
interface CallResult {
  status?: number;
  remaining?: string | null;
  body?: { data?: Record<string, unknown>; success?: boolean };
  error?: string;
}

// The salon's page: a script that calls the API and reports what it could read.
const PAGE = `<!doctype html>
<meta charset="utf-8">
<title>Salon Nord</title>
<script>
  window.callApi = async (url, init) => {
    try {
      const res = await fetch(url, init);
      return { status: res.status, remaining: res.headers.get("RateLimit-Remaining"), body: await res.json() };
    } catch (error) {
      return { error: error.name };
    }
  };
</script>`;

let t: TestApi;
let browser: Browser;
let provider: Awaited<ReturnType<TestApi["newProvider"]>>;
let publicKey: string;
let serviceId: string;
const pageServers: Server[] = [];
/** The origin listed on the public key, and one no key lists. */
let shop = "";
let elsewhere = "";

async function servePage(): Promise<string> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(PAGE);
  });
  pageServers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://localhost:${(server.address() as { port: number }).port}`;
}

const WORKDAY = { start: "09:00", end: "17:00" };

beforeAll(async () => {
  [t, browser, shop, elsewhere] = await Promise.all([startTestApi(), launchBrowser(), servePage(), servePage()]);
  t.clock.set("2026-11-20T08:00:00Z");
  provider = await t.newProvider({ name: "Salon Nord", timezone: "Europe/Berlin" });
  const service = await provider.api.post("/v1/services", { name: "Cut", duration: 60, price: 40 });
  serviceId = service.body.data.id as string;
  const staff = await provider.api.post("/v1/staff", {
    name: "Ann",
    email: "ann.cors@example.com",
    role: "staff",
    services: [serviceId],
    schedule: { monday: WORKDAY, tuesday: WORKDAY },
  });
  expect(staff.status, staff.text).toBe(201);
  publicKey = (await createPublicKey(t.db, provider.providerId, [shop])).apiKey;
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
  for (const server of pageServers) server.close();
});

interface Network {
  /** Preflights the browser sent, with the API's status and Access-Control-Allow-Origin. */
  preflights: { url: string; status: number; allowOrigin: string | undefined }[];
  /** Loads the browser blocked for CORS, with its reason. */
  blocked: { url: string; corsError: string }[];
}

/** A fresh page at `origin`, with the network as the browser sees it (preflights are not page requests). */
async function openPage(origin: string): Promise<{ page: Page; network: Network }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const network: Network = { preflights: [], blocked: [] };
  const urls = new Map<string, string>();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url));
  cdp.on("Network.responseReceived", (event) => {
    if (event.type !== "Preflight") return;
    const allowOrigin = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === "access-control-allow-origin");
    network.preflights.push({ url: event.response.url, status: event.response.status, allowOrigin: allowOrigin?.[1] });
  });
  cdp.on("Network.loadingFailed", (event) => {
    if (event.corsErrorStatus) network.blocked.push({ url: urls.get(event.requestId) ?? "", corsError: event.corsErrorStatus.corsError });
  });
  await page.goto(origin);
  return { page, network };
}

/** Runs the page's own script: a fetch from the page's origin. */
function callFromPage(page: Page, path: string, init: { method?: string; headers: Record<string, string>; body?: string }) {
  return page.evaluate(
    ([url, requestInit]) => (window as unknown as { callApi: (u: string, i: object) => Promise<CallResult> }).callApi(url, requestInit),
    [`${t.url}${path}`, init] as const,
  );
}

const visitorBooking = (dateTime: string) =>
  JSON.stringify({ serviceId, dateTime, customer: { name: "Vera Visitor", email: "vera.cors@example.com" } });

const bookingsOnFile = async () =>
  (await t.db.selectFrom("bookings").select("id").where("provider_id", "=", provider.providerId).execute()).length;

describe("a salon's page calling the API with its public key", () => {
  it("reads the services and books from the origin listed on the key, after a real preflight", async () => {
    const { page, network } = await openPage(shop);
    const auth = { authorization: `Bearer ${publicKey}` };

    const services = await callFromPage(page, "/v1/services", { headers: auth });
    expect(services.error).toBeUndefined();
    expect(services.status).toBe(200);
    expect(services.body?.success).toBe(true);
    expect(JSON.stringify(services.body)).toContain(serviceId);
    const before = Number(services.remaining);
    expect(before).toBeGreaterThan(0);

    const booked = await callFromPage(page, "/v1/bookings", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json", "idempotency-key": "cors-booking-1" },
      body: visitorBooking("2026-11-23T09:00:00Z"),
    });
    expect(booked.error).toBeUndefined();
    expect(booked.status).toBe(201);
    expect(booked.body?.data).toMatchObject({ status: "pending", manage: { token: expect.any(String) } });
    expect(Number(booked.remaining)).toBeLessThan(before);
    expect(await bookingsOnFile()).toBe(1);

    // Authorization, JSON and Idempotency-Key are not CORS-safelisted: the browser asked first for
    // each call (the GET too), and the API said yes to this origin.
    await expect.poll(() => network.preflights).toContainEqual({ url: `${t.url}/v1/services`, status: 204, allowOrigin: shop });
    await expect.poll(() => network.preflights).toContainEqual({ url: `${t.url}/v1/bookings`, status: 204, allowOrigin: shop });
    expect(network.blocked).toEqual([]);
  });

  it("is blocked by the browser from an origin no key lists: the preflight answers without CORS headers", async () => {
    const { page, network } = await openPage(elsewhere);
    const auth = { authorization: `Bearer ${publicKey}` };
    const before = await bookingsOnFile();

    expect(await callFromPage(page, "/v1/services", { headers: auth })).toEqual({ error: "TypeError" });
    const booked = await callFromPage(page, "/v1/bookings", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json", "idempotency-key": "cors-booking-2" },
      body: visitorBooking("2026-11-23T10:00:00Z"),
    });
    expect(booked).toEqual({ error: "TypeError" });

    // The API saw the preflight and answered 204 without allowing the origin, so the POST itself was never sent.
    await expect.poll(() => network.preflights).toContainEqual({ url: `${t.url}/v1/bookings`, status: 204, allowOrigin: undefined });
    await expect
      .poll(() => network.blocked)
      .toContainEqual({ url: `${t.url}/v1/bookings`, corsError: "PreflightMissingAllowOriginHeader" });
    expect(await bookingsOnFile()).toBe(before);
  });

  it("is blocked by the browser with a provider (sk_) key, even from the origin listed on the public key", async () => {
    const { page, network } = await openPage(shop);
    const services = await callFromPage(page, "/v1/services", { headers: { authorization: `Bearer ${provider.apiKey}` } });
    expect(services).toEqual({ error: "TypeError" });
    // The preflight passed (the origin is a public key's); the answer itself carried no CORS headers.
    await expect.poll(() => network.preflights).toContainEqual({ url: `${t.url}/v1/services`, status: 204, allowOrigin: shop });
    await expect.poll(() => network.blocked).toContainEqual({ url: `${t.url}/v1/services`, corsError: "MissingAllowOriginHeader" });
  });
});
