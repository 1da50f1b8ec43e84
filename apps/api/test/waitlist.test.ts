// The waitlist against the real server: joining a service's line from provider, customer and
// public keys, each entry with its place in line (oldest first); bad windows, expiries and seats
// refused naming the field; one live entry per customer, service and member; leaving moves the
// others up; an entry past its expiry reads expired and leaves the line; customers see and remove
// only their own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { apiClient, type ApiClient } from "@booking/testing";
import { expectError, expectValidationError, startTestApi, type TestApi } from "./helpers";
import { createSalon, type Salon } from "./salon";

let t: TestApi;
let salon: Salon;
let customerKey: ApiClient;
let otherCustomerKey: ApiClient;
let publicKey: ApiClient;

// Monday 1 March 2027, 09:00 in Berlin.
const NOW = "2027-03-01T08:00:00Z";
const march = [{ from: "2027-03-02", to: "2027-03-31", weekdays: ["TU", "TH"], startTime: "09:00", endTime: "12:00" }];

beforeAll(async () => {
  // Visitors stand at several addresses (each address has its own budget of bookings a minute).
  t = await startTestApi({ trustProxy: 1 });
  t.clock.set(NOW);
  salon = await createSalon(t);
  const key = (customerId: string) =>
    createApiKey(t.db, { providerId: salon.providerId, audience: "customer", customerId, plan: "default" });
  customerKey = apiClient(t.url, (await key(salon.customerId)).apiKey);
  const other = await salon.api.post("/v1/customers", { name: "Dana", email: `dana${Date.now()}@example.com` });
  otherCustomerKey = apiClient(t.url, (await key(other.body.data.id as string)).apiKey);
  publicKey = apiClient(t.url, (await createApiKey(t.db, { providerId: salon.providerId, audience: "public", plan: "default" })).apiKey);
});
afterAll(async () => {
  await t?.close();
});

describe("POST /v1/waitlist", () => {
  it("puts provider, customer and public keys' customers in line, oldest first, and leaving moves the others up", async () => {
    const first = await customerKey.post("/v1/waitlist", { serviceId: salon.serviceId, windows: march, locale: "de" });
    expect(first.status, first.text).toBe(201);
    expect(first.body.data).toMatchObject({
      id: expect.stringMatching(/^wl_/),
      serviceId: salon.serviceId,
      staffId: null,
      customerId: salon.customerId,
      seats: 1,
      windows: march,
      status: "waiting",
      position: 1,
      // The midnight after the last window's day, on the salon's clock (summer time by then).
      expiresAt: "2027-03-31T22:00:00.000Z",
    });
    const visitor = { name: "Vera Visitor", email: `vera${Date.now()}@example.com` };
    const second = await publicKey.post("/v1/waitlist", {
      serviceId: salon.serviceId,
      staffId: salon.annId,
      windows: march,
      customer: visitor,
    });
    expect(second.status, second.text).toBe(201);
    expect(second.body.data).toMatchObject({ staffId: salon.annId, position: 2 });
    // The same email again from the page (another address): refused, without handing whoever typed it the entry's id.
    const again = await publicKey.post(
      "/v1/waitlist",
      { serviceId: salon.serviceId, staffId: salon.annId, windows: march, customer: visitor },
      { headers: { "x-forwarded-for": "198.51.100.200" } },
    );
    expectError(again, 409, "CONFLICT");
    expect(again.body.error.message).toBe("The customer is already in this line");
    expect(again.text).not.toContain(second.body.data.id as string);
    const dana = await salon.api.post("/v1/customers", { name: "Dora", email: `dora${Date.now()}@example.com` });
    const third = await salon.api.post("/v1/waitlist", {
      serviceId: salon.serviceId,
      customerId: dana.body.data.id,
      windows: [{ from: "2027-03-15", to: "2027-03-20" }],
      expiresAt: "2027-04-01T00:00:00Z",
    });
    expect(third.status, third.text).toBe(201);
    expect(third.body.data).toMatchObject({ position: 3, expiresAt: "2027-04-01T00:00:00.000Z" });
    // The visitor became one of the salon's customers, found by email next time.
    const customers = await salon.api.get("/v1/customers", { query: { q: visitor.email } });
    expect(customers.body.data.map((c: { id: string }) => c.id)).toEqual([second.body.data.customerId]);

    const line = async () =>
      (
        (await salon.api.get("/v1/waitlist", { query: { serviceId: salon.serviceId, status: "waiting" } })).body.data as {
          id: string;
          position: number;
        }[]
      ).map((e) => [e.id, e.position]);
    expect(await line()).toEqual([
      [first.body.data.id, 1],
      [second.body.data.id, 2],
      [third.body.data.id, 3],
    ]);
    const left = await salon.api.delete(`/v1/waitlist/${second.body.data.id as string}`);
    expect(left.status, left.text).toBe(200);
    expect(left.body.data).toMatchObject({ status: "left", position: null });
    expect(await line()).toEqual([
      [first.body.data.id, 1],
      [third.body.data.id, 2],
    ]);
    // Leaving twice changes nothing.
    expect((await salon.api.delete(`/v1/waitlist/${second.body.data.id as string}`)).body.data.status).toBe("left");
    const leftOnes = await salon.api.get("/v1/waitlist", { query: { status: "left" } });
    expect(leftOnes.body.data.map((e: { id: string }) => e.id)).toEqual([second.body.data.id]);

    // Joining the same line twice is refused; another member's line is another entry.
    expectError(await customerKey.post("/v1/waitlist", { serviceId: salon.serviceId, windows: march }), 409, "CONFLICT");

    // Past its expiry an entry reads expired and leaves the line.
    t.clock.set("2027-03-31T23:00:00Z");
    try {
      const read = async (status: string) =>
        ((await salon.api.get("/v1/waitlist", { query: { status } })).body.data as { id: string; position: number | null }[]).map((e) => [
          e.id,
          e.position,
        ]);
      expect(await read("expired")).toEqual([[first.body.data.id, null]]);
      expect(await read("waiting")).toEqual([[third.body.data.id, 1]]);
    } finally {
      t.clock.set(NOW);
    }
  });

  it("refuses bad windows, expiries and seats with 400 naming each, and unknown services or members with 404", async () => {
    const join = (body: Record<string, unknown>) =>
      salon.api.post("/v1/waitlist", { serviceId: salon.serviceId, customerId: salon.customerId, ...body });
    const window = { from: "2027-03-10", to: "2027-03-12" };
    expectValidationError(await join({ windows: Array.from({ length: 6 }, () => window) }), ["windows"]);
    expectValidationError(await join({ windows: [] }), ["windows"]);
    expectValidationError(await join({ windows: [{ from: "2027-02-01", to: "2027-02-28" }] }), ["windows.0.to"]);
    expectValidationError(await join({ windows: [{ ...window, startTime: "14:00", endTime: "09:00" }] }), ["windows.0.endTime"]);
    expectValidationError(await join({ windows: [{ ...window, weekdays: ["XX"], startTime: "9am" }] }), [
      "windows.0.weekdays.0",
      "windows.0.startTime",
    ]);
    expectValidationError(await join({ windows: [window], expiresAt: "2027-06-01T00:00:00Z" }), ["expiresAt"]);
    expectValidationError(await join({ windows: [window], seats: 2 }), ["seats"]);
    expectValidationError(await join({ windows: [window], customer: { name: "X", email: "x@example.com" } }), ["customer"]);
    expectError(await join({ windows: [window], serviceId: "svc_none" }), 404, "NOT_FOUND");
    expectError(await join({ windows: [window], serviceId: salon.otherServiceId, staffId: salon.bobId }), 404, "NOT_FOUND");
    expectValidationError(await publicKey.post("/v1/waitlist", { serviceId: salon.serviceId, windows: [window] }), ["customer"]);
  });

  it("keeps customers to their own entries, and visitors out of the line until verified when the salon verifies emails", async () => {
    const mine = await customerKey.post("/v1/waitlist", {
      serviceId: salon.otherServiceId,
      windows: [{ from: "2027-03-10", to: "2027-03-12" }],
    });
    expect(mine.status, mine.text).toBe(201);
    const id = mine.body.data.id as string;
    expect((await otherCustomerKey.get("/v1/waitlist")).body.data.map((e: { id: string }) => e.id)).not.toContain(id);
    expectError(await otherCustomerKey.delete(`/v1/waitlist/${id}`), 404, "NOT_FOUND");
    expectError(
      await otherCustomerKey.post("/v1/waitlist", {
        serviceId: salon.serviceId,
        customerId: salon.customerId,
        windows: [{ from: "2027-03-10", to: "2027-03-12" }],
      }),
      404,
      "NOT_FOUND",
    );
    expect((await customerKey.delete(`/v1/waitlist/${id}`)).body.data.status).toBe("left");

    await salon.api.patch("/v1/settings", { publicVerification: "email" });
    try {
      const ida = await publicKey.post("/v1/waitlist", {
        serviceId: salon.serviceId,
        windows: [{ from: "2027-03-10", to: "2027-03-12" }],
        customer: { name: "Ida", email: `ida${Date.now()}@example.com` },
      });
      expect(ida.status, ida.text).toBe(202);
      expect(ida.body.data).toMatchObject({ status: "unverified", position: null });
      const line = await salon.api.get(`/v1/waitlist?serviceId=${salon.serviceId}&status=waiting`);
      expect(line.body.data.map((e: { id: string }) => e.id)).not.toContain(ida.body.data.id);
    } finally {
      await salon.api.patch("/v1/settings", { publicVerification: "none" });
    }
  });

  it("holds visitors joining from the page to the page's limits: the salon's hour, and lines per email", async () => {
    // A salon of its own: its hour starts empty.
    const shop = await createSalon(t);
    const page = apiClient(t.url, (await createApiKey(t.db, { providerId: shop.providerId, audience: "public", plan: "default" })).apiKey);
    const window = { from: "2027-03-10", to: "2027-03-12" };
    const visitor = (email: string) => ({ name: "Vera", email });
    let address = 0;
    const from = () => ({ headers: { "x-forwarded-for": `198.51.100.${++address}` } });
    const join = (serviceId: string, email: string, staffId?: string) =>
      page.post("/v1/waitlist", { serviceId, staffId, windows: [window], customer: visitor(email) }, from());
    await shop.api.patch("/v1/settings", { publicMaxUpcomingPerEmail: 2, publicBookingsPerHour: 4 });
    try {
      // One email in two lines at most (the same service with another member is another line).
      const email = `vera${Date.now()}@example.com`;
      expect((await join(shop.serviceId, email, shop.annId)).status).toBe(201);
      expect((await join(shop.otherServiceId, email)).status).toBe(201);
      const third = await join(shop.serviceId, email, shop.bobId);
      expectError(third, 429, "RATE_LIMITED");
      expect(third.body.error.message).toMatch(/At most 2 waitlist entries per email address/);
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
      // Joins count in the salon's hour with its online bookings: two more, then the hour is full for everyone.
      const wes = await join(shop.serviceId, `wes${Date.now()}@example.com`);
      expect(wes.status, wes.text).toBe(201);
      expect(
        (
          await page.post("/v1/bookings", {
            serviceId: shop.serviceId,
            dateTime: "2027-03-11T10:00:00+01:00",
            customer: visitor(`xia${Date.now()}@example.com`),
          })
        ).status,
      ).toBe(201);
      const full = await join(shop.otherServiceId, `yan${Date.now()}@example.com`);
      expectError(full, 429, "RATE_LIMITED");
      expect(full.body.error.message).toMatch(/at most 4 online bookings an hour/);
      // The salon's own key is not held to them.
      expect(
        (
          await shop.api.post("/v1/waitlist", {
            serviceId: shop.serviceId,
            customerId: shop.customerId,
            staffId: shop.bobId,
            windows: [window],
          })
        ).status,
      ).toBe(201);
    } finally {
      await shop.api.patch("/v1/settings", { publicMaxUpcomingPerEmail: 3, publicBookingsPerHour: 30 });
    }
  });
});

describe("an entry's own link", () => {
  it("is answered to customer and public keys, shows the entry without a key, and takes it out of the line", async () => {
    const window = { from: "2027-03-10", to: "2027-03-12" };
    const visitor = await publicKey.post(
      "/v1/waitlist",
      { serviceId: salon.otherServiceId, windows: [window], customer: { name: "Lia", email: `lia${Date.now()}@example.com` } },
      { headers: { "x-forwarded-for": "203.0.113.7" } },
    );
    expect(visitor.status, visitor.text).toBe(201);
    const { token, url } = visitor.body.data.manage as { token: string; url: string };
    expect(url).toBe(`${t.url}/book/#waitlist=${token}`);
    // The salon's own key gets no link (it manages the line itself).
    const bySalon = await salon.api.post("/v1/waitlist", {
      customerId: salon.customerId,
      serviceId: salon.otherServiceId,
      windows: [window],
    });
    expect(bySalon.status, bySalon.text).toBe(201);
    expect(bySalon.body.data.manage).toBeUndefined();

    const seen = await t.anonymous.get(`/v1/waitlist/entries/manage/${token}`);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body.data).toMatchObject({
      id: visitor.body.data.id,
      status: "waiting",
      position: 1,
      service: { id: salon.otherServiceId, name: "Beard trim" },
      salon: { timezone: "Europe/Berlin" },
    });
    // Left through the link: the salon's customer moves up; leaving again changes nothing.
    const left = await t.anonymous.delete(`/v1/waitlist/entries/manage/${token}`);
    expect(left.status, left.text).toBe(200);
    expect(left.body.data).toMatchObject({ status: "left", position: null });
    expect((await t.anonymous.delete(`/v1/waitlist/entries/manage/${token}`)).body.data.status).toBe("left");
    const line = (await salon.api.get("/v1/waitlist", { query: { serviceId: salon.otherServiceId, status: "waiting" } })).body.data;
    expect(line.find((e: { id: string }) => e.id === bySalon.body.data.id)).toMatchObject({ position: 1 });
    // A made-up or mangled token: the same 404, and no token is told back.
    for (const wrong of ["Z".repeat(32), `${token}x`, "short"]) {
      const res = await t.anonymous.get(`/v1/waitlist/entries/manage/${wrong}`);
      expectError(res, 404, "NOT_FOUND");
      expect(res.text).not.toContain(wrong);
    }
  });
});
