// /docs in headless Chromium: both OpenAPI documents render in Swagger UI with every operation
// listed under the page's strict Content-Security-Policy, "Try it out" runs a documented GET with a key, and every documented example request is
// accepted by the service (the example ids replaced by real records of a small salon).
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createBookingClient } from "@booking/client";
import { createCustomerKey, withRealRecords } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { ARTIFACTS_DIR, launchBrowser } from "./browser";

/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI documents are walked as plain JSON */
type Doc = {
  info: { title: string };
  paths: Record<string, Record<string, any>>;
  webhooks?: Record<string, Record<string, any>>;
  tags?: { name: string }[];
};

let t: TestApi;
let browser: Browser;
let providerKey: string;
let customerKey: string;
/** Real ids by id prefix (and the provider's UUID), substituted for the examples' ids. */
const real: Record<string, string> = {};
const docs: Record<"rest" | "rpc", Doc> = {} as never;

const WEEK = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, { start: "00:00", end: "24:00" }]),
);

beforeAll(async () => {
  [t, browser] = await Promise.all([startTestApi(), launchBrowser()]);
  const provider = await t.newProvider({ name: "Docs Salon", timezone: "Europe/Berlin" });
  providerKey = provider.apiKey;
  real.provider = provider.providerId;
  const client = createBookingClient({ url: t.url, apiKey: providerKey });
  const service = (await client.services.create.mutate({ name: "Cut", duration: 30, price: 30 })).data;
  const staff = (
    await client.staff.create.mutate({ name: "Ana", email: "ana.docs@example.com", role: "staff", services: [service.id], schedule: WEEK })
  ).data;
  const spare = (
    await client.staff.create.mutate({ name: "Bo", email: "bo.docs@example.com", role: "staff", services: [service.id], schedule: WEEK })
  ).data;
  const customer = (await client.customers.create.mutate({ name: "Chris", email: "chris.docs@example.com" })).data;
  // A booking that happened (completed, reviewed, answered) and one still to come.
  t.clock.set(new Date(Date.now() - 3 * 86_400_000));
  const past = (
    await client.bookings.create.mutate({
      customerId: customer.id,
      serviceId: service.id,
      staffId: staff.id,
      dateTime: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 14) + "00:00.000Z",
    })
  ).data;
  t.clock.reset();
  await client.bookings.update.mutate({ id: past.id, status: "confirmed" });
  await client.bookings.update.mutate({ id: past.id, status: "completed" });
  customerKey = (await createCustomerKey(t.db, provider.providerId, customer.id)).apiKey;
  const asCustomer = createBookingClient({ url: t.url, apiKey: customerKey });
  const review = await asCustomer.provider.reviews.create.mutate({ bookingId: past.id, rating: 5, comment: "Great" });
  const upcoming = (
    await client.bookings.create.mutate({
      customerId: customer.id,
      serviceId: service.id,
      staffId: staff.id,
      dateTime: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 14) + "00:00.000Z",
    })
  ).data;
  // A booking the customer made themselves, whose manage link stands in for the examples' token.
  const own = await asCustomer.bookings.create.mutate({
    serviceId: service.id,
    dateTime: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 14) + "00:00.000Z",
  });
  const template = await client.provider.reviewResponseTemplates.create.mutate({ name: "Thanks", body: "Thank you {{customerName}}!" });
  const webhook = await client.user.webhooks.create.mutate({ url: "https://hooks.example.com/booking", events: ["booking.created"] });
  const timeOff = (
    await client.staff.timeOff.create.mutate({ id: staff.id, start: "2027-03-01T00:00:00+01:00", end: "2027-03-02T00:00:00+01:00" })
  ).data;
  const closure = (await client.closures.create.mutate({ date: "2027-04-01" })).data;
  const calendar = (
    await client.staff.calendars.create.mutate({
      id: staff.id,
      url: "https://caldav.example.com/ana/",
      username: "ana",
      password: "app-password",
    })
  ).data;
  const resource = (await client.resources.create.mutate({ name: "Room 1", kind: "room" })).data;
  const yoga = (await client.services.create.mutate({ name: "Yoga", duration: 60, price: 15, capacity: 10 })).data;
  for (const member of [staff, spare]) await client.staff.update.mutate({ id: member.id, services: [service.id, yoga.id] });
  const basins = (await client.resources.create.mutate({ name: "Basins", quantity: 2 })).data;
  const session = (
    await client.sessions.create.mutate({
      serviceId: yoga.id,
      staffId: spare.id,
      start: new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 11) + "16:00:00.000Z",
    })
  ).data;
  // The visit the visits' examples read, move and cancel (the create example books one of its own).
  const visit = (
    await client.visits.create.mutate({
      customerId: customer.id,
      start: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 11) + "10:00:00.000Z",
      items: [{ serviceId: service.id, staffId: spare.id }],
    })
  ).data;
  // The series the series' examples read and cancel (at the cancel example's key; the create example books one of its own).
  const series = (
    await client.series.create.mutate({
      customerId: customer.id,
      serviceId: service.id,
      staffId: spare.id,
      start: "2027-05-18T16:00:00+02:00",
      rule: { frequency: "weekly", interval: 1, count: 2 },
    })
  ).data;
  // The waitlist entry the waitlist's delete example takes out of the line (waiting for Bo: the
  // create example waits for any member).
  const entry = (
    await client.waitlist.create.mutate({
      customerId: customer.id,
      serviceId: service.id,
      staffId: spare.id,
      windows: [
        {
          from: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
          to: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        },
      ],
    })
  ).data;
  // The customer's own entry (in the yoga line: the create example waits for the cut), whose link
  // stands in for the examples' entry token.
  const ownEntry = (
    await asCustomer.waitlist.create.mutate({
      serviceId: yoga.id,
      windows: [
        {
          from: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
          to: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        },
      ],
    })
  ).data;
  // A public key of its own for the key examples (changed, then revoked).
  const exampleKey = (await client.keys.create.mutate({ audience: "public" })).data;
  Object.assign(real, {
    wl: entry.id,
    entryToken: ownEntry.manage?.token,
    ser: series.id,
    key: exampleKey.id,
    ses: session.id,
    vis: visit.id,
    // The examples' class service and required resource (their own example ids).
    svc_4yOgAcLaSs8mN2pL5vRx: yoga.id,
    staff_8TeAcHeR2kQ9mW4xT1vZ: spare.id,
    res_2bAsInS7kQ9mW4xT1vZc: basins.id,
    res: resource.id,
    off: timeOff.id,
    cal: calendar.id,
    cls: closure.id,
    staff: staff.id,
    svc: service.id,
    cus: customer.id,
    bk: upcoming.id,
    rev: review.id,
    tpl: template.id,
    wh: webhook.id,
    spare: spare.id,
    token: own.data.manage!.token,
    dateTime: new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 11) + "10:00:00.000Z",
  });

  for (const [family, url] of [
    ["rest", "/v1/openapi.json"],
    ["rpc", "/api/rpc/openapi.json"],
  ] as const) {
    docs[family] = (await (await fetch(`${t.url}${url}`)).json()) as Doc;
  }
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

function operationsOf(doc: Doc): { method: string; path: string; operation: any }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );
}

/** The operations Swagger UI shows: [METHOD path, summary]. */
async function listedOperations(page: Page): Promise<string[]> {
  return page.$$eval(".opblock", (blocks) =>
    blocks.map((b) => {
      const method = b.querySelector(".opblock-summary-method")?.textContent ?? "";
      const path = b.querySelector(".opblock-summary-path")?.getAttribute("data-path") ?? "";
      const summary = b.querySelector(".opblock-summary-description")?.textContent ?? "";
      return `${method} ${path} — ${summary}`;
    }),
  );
}

/** The operations and the webhooks Swagger UI lists. */
const expected = (doc: Doc) =>
  [...operationsOf(doc), ...operationsOf({ ...doc, paths: doc.webhooks ?? {} })].map(
    ({ method, path, operation }) => `${method.toUpperCase()} ${path} — ${operation.summary}`,
  );

describe("/docs", () => {
  it("renders both documents with every operation, and runs a GET with Try it out", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    const failed: string[] = [];
    page.on("pageerror", (error) => failed.push(error.message));
    page.on("requestfailed", (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
    // The page's Content-Security-Policy (its own assets only, framed by no one) refuses nothing it needs.
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) failed.push(message.text());
    });
    const opened = await page.goto(`${t.url}/docs`);
    expect(opened?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");

    // REST (/v1), the first definition.
    await page.waitForSelector(".opblock");
    expect(await page.textContent(".info .title")).toContain(docs.rest.info.title);
    expect((await listedOperations(page)).sort()).toEqual(expected(docs.rest).sort());
    const tags = await page.$$eval(".opblock-tag-section h3", (h) => h.map((e) => e.getAttribute("data-tag")));
    expect(tags).toEqual(docs.rest.tags!.map((tag) => tag.name));
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, "docs-rest.png") });

    // RPC-style (/api/rpc), chosen in the top bar.
    await page.selectOption("#select", "/api/rpc/openapi.json");
    await page.waitForFunction((title) => document.querySelector(".info .title")?.textContent?.includes(title), docs.rpc.info.title);
    await page.waitForSelector(".opblock");
    expect((await listedOperations(page)).sort()).toEqual(expected(docs.rpc).sort());
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, "docs-rpc.png") });

    // Back to REST: authorize with a key, then Try it out on GET /v1/staff with its example parameters.
    await page.selectOption("#select", "/v1/openapi.json");
    await page.waitForFunction((title) => document.querySelector(".info .title")?.textContent?.includes(title), docs.rest.info.title);
    await page.click(".btn.authorize");
    const dialog = page.locator(".modal-ux");
    await dialog.locator("input").first().fill(providerKey);
    await dialog.locator("button.authorize").click();
    await dialog.locator("button.btn-done").click();

    const block = page.locator("#operations-Staff-staff-list");
    await block.locator(".opblock-summary-control").click();
    await block.locator("button.try-out__btn").click();
    // The documented examples fill the form.
    expect(await block.locator('tr[data-param-name="page"] input').inputValue()).toBe("1");
    expect(await block.locator('tr[data-param-name="role"] select').inputValue()).toBe("staff");
    await block.locator("button.execute").click();
    const status = block.locator(".live-responses-table tbody .response-col_status").first();
    await status.waitFor();
    expect((await status.textContent())?.trim()).toBe("200");
    const body = await block.locator(".live-responses-table tbody .response-col_description pre").first().textContent();
    const answer = JSON.parse(body!) as { success: boolean; data: { name: string }[] };
    expect(answer.success).toBe(true);
    expect(answer.data.map((member) => member.name).sort()).toEqual(["Ana", "Bo"]);
    expect(await block.locator(".curl-command").textContent()).toContain(`Bearer ${providerKey}`);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, "docs-try-it-out.png"), fullPage: false });
    expect(failed).toEqual([]);
    await context.close();
  });

  it("accepts every documented example request", async () => {
    // The examples' times are fixed dates; a free future time makes booking and moving testable.
    const byField = { transferBookings: "spare", token: "token", entryToken: "entryToken", dateTime: "dateTime" };
    const substitute = (value: unknown, name = "") => withRealRecords(value, real, byField, name);

    // Reads first, then writes, deletes last (a deleted record would fail the reads after it), and
    // the staff member itself after the deletes of what belongs to them.
    const order = { get: 0, post: 1, patch: 2, put: 2, delete: 3 } as Record<string, number>;
    // A manage link's cancel runs after its reschedule (a cancelled booking cannot move), and a
    // restore after the booking's cancellation (only a cancelled booking can be restored). The
    // settings' example gives the salon business hours (closed some days): sent last, after the
    // bookings whose times rely on the member's whole days.
    const rank = (op: { method: string; path: string }) =>
      order[op.method]! +
      (op.method === "delete" && op.path === "/v1/staff/{id}" ? 0.5 : 0) +
      (op.path.endsWith("/cancel") ? 1.5 : 0) +
      (op.path.endsWith("/restore") ? 2.25 : 0) +
      (op.method === "patch" && op.path === "/v1/settings" ? 10 : 0);
    const all = [...operationsOf(docs.rest), ...operationsOf(docs.rpc)].sort((a, b) => rank(a) - rank(b));
    expect(all.length).toBeGreaterThan(40);
    const results: string[] = [];
    for (const { method, path: template, operation } of all) {
      let url = template;
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      for (const parameter of operation.parameters ?? []) {
        // A parameter with named examples only is sent instead of another one, which the example sends.
        if (parameter.example === undefined && parameter.examples) continue;
        expect(parameter.example, `${method} ${template} ${parameter.name}`).toBeDefined();
        const value = substitute(parameter.example, parameter.name);
        // A list is one comma-separated value (style form, explode false), as documented.
        const text = Array.isArray(value) && parameter.explode === false ? value.join(",") : String(value);
        if (parameter.in === "path") url = url.replace(`{${parameter.name}}`, encodeURIComponent(text));
        // Each request its own Idempotency-Key: the example's is one value for every operation.
        else if (parameter.in === "header") headers[parameter.name] = parameter.name === "Idempotency-Key" ? crypto.randomUUID() : text;
        else query.append(parameter.name, text);
      }
      // A body documented per audience lists named examples; the first is a provider key's.
      const media = operation.requestBody?.content?.["application/json"];
      const body = media?.example ?? (Object.values(media?.examples ?? {})[0] as { value: unknown } | undefined)?.value;
      const send = (key: string) =>
        fetch(`${t.url}${url}${query.size ? `?${query}` : ""}`, {
          method: method.toUpperCase(),
          headers: { ...headers, authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
          // The booking moves to the other member: the create example takes the first one at that time.
          body:
            body === undefined
              ? undefined
              : JSON.stringify({ ...(substitute(body) as object), ...(template.endsWith("/reschedule") ? { staffId: real.spare } : {}) }),
        });
      // Customer operations (reviews/create) answer 403 to a provider key: the example is for a customer key.
      let response = await send(providerKey);
      if (response.status === 403) response = await send(customerKey);
      const text = await response.text();
      const where = `${method.toUpperCase()} ${template} → ${response.status} ${text.slice(0, 300)}`;
      results.push(`${method.toUpperCase()} ${template} ${response.status}`);
      expect(Object.keys(operation.responses), where).toContain(String(response.status));
      if (method === "get") expect(response.status, where).toBeLessThan(300);
      // A 400 may come from a business rule on the state of these records, never from validation.
      if (response.status === 400) expect(JSON.parse(text).error.message, where).not.toMatch(/^Invalid input/);
      expect(response.status, where).toBeLessThan(500);
    }
    const ok = results.filter((r) => / 2\d\d$/.test(r));
    // The rest are 409s the order explains (an example email or time already taken by the create
    // example), the claim and decline of a waitlist offer and a payment resumed, sent with the
    // examples' manage link: a booking that is no offer and owes no payment (409), and Stripe's
    // webhook, which a service taking no payments does not serve (404).
    expect(ok.length, results.join("\n")).toBeGreaterThanOrEqual(all.length - 9);
  });
});
