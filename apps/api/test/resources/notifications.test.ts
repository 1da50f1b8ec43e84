// Notification preferences, smart notifications (the caller's own) and provider announcements,
// plus the smart notifications booking events create.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { sql } from "@booking/db";
import { recordEvent, type AppRouter, type EventName, type EventPayloads } from "@booking/core";
import { apiClient, createCustomerKey, insertBookingScene, insertCustomerWithKey } from "@booking/testing";
import { berlinWeekdayAt, expectError, expectValidationError, ISO_UTC, startTestApi, type TestApi } from "../helpers";
import { createSalon } from "../salon";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

const ALL_ON = {
  email: { bookingConfirmed: true, bookingCancelled: true, reminder24h: true, reminder1h: true, reviewRequest: true },
  sms: { bookingConfirmed: true, reminder1h: true },
  push: { newBooking: true, newMessage: true },
};
const PREFS = "/api/rpc/user/notificationPreferences";
const LIST = "/api/rpc/user/smartNotifications/list";
const MARK = "/api/rpc/user/smartNotifications/markRead";

async function record<E extends EventName>(providerId: string, event: E, data: Omit<EventPayloads[E], "providerId">) {
  // The spread loses the tie between `event` and `data` that the signature keeps.
  const payload = { providerId, ...data } as unknown as EventPayloads[EventName];
  await t.db.transaction().execute((trx) => recordEvent<EventName>(trx, event, payload));
}

async function notify(providerId: string, recipient: string, count: number, title = "Note") {
  await sql`
    INSERT INTO smart_notifications (provider_id, id, recipient, type, title, body, created_at)
    SELECT ${providerId}::uuid, booking_random_id('ntf'), ${recipient}, 'reminder24h', ${title} || ' ' || i, 'Body',
           now() - make_interval(secs => ${count} - i)
    FROM generate_series(1, ${count}) AS i`.execute(t.db);
}

describe("notification preferences", () => {
  it("start all on, merge a subset per caller, and answer the whole object", async () => {
    const provider = await t.newProvider();
    const { apiKey } = await insertCustomerWithKey(t.db, provider.providerId);
    const customer = apiClient(t.url, apiKey);

    for (const client of [provider.api, customer]) {
      const res = await client.get(PREFS);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual(ALL_ON);
    }
    const patched = await customer.patch(PREFS, { sms: { reminder1h: false }, email: { reviewRequest: false } });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toEqual({
      ...ALL_ON,
      email: { ...ALL_ON.email, reviewRequest: false },
      sms: { ...ALL_ON.sms, reminder1h: false },
    });
    const again = await customer.patch(PREFS, { sms: { bookingConfirmed: false }, email: { reviewRequest: true } });
    expect(again.body.sms).toEqual({ bookingConfirmed: false, reminder1h: false });
    expect(again.body.email.reviewRequest).toBe(true);
    expect((await customer.get(PREFS)).body).toEqual(again.body);
    // The provider's own preferences are separate.
    expect((await provider.api.get(PREFS)).body).toEqual(ALL_ON);
    const providerPatched = await provider.api.patch(PREFS, { push: { newBooking: false } });
    expect(providerPatched.body.push).toEqual({ newBooking: false, newMessage: true });
    expect((await customer.get(PREFS)).body.push).toEqual({ newBooking: true, newMessage: true });
    // An empty patch changes nothing.
    expect((await customer.patch(PREFS, {})).body).toEqual(again.body);
    expect((await customer.patch(PREFS, { email: {} })).body).toEqual(again.body);
  });

  it("keeps concurrent patches of different flags", async () => {
    const provider = await t.newProvider();
    const flags = ["bookingConfirmed", "bookingCancelled", "reminder24h", "reminder1h", "reviewRequest"];
    await Promise.all(flags.map((flag) => provider.api.patch(PREFS, { email: { [flag]: false } })));
    expect((await provider.api.get(PREFS)).body.email).toEqual(Object.fromEntries(flags.map((f) => [f, false])));
  });

  it("rejects unknown groups and flags and non-boolean values with 400", async () => {
    const provider = await t.newProvider();
    expectValidationError(await provider.api.patch(PREFS, { whatsapp: { bookingConfirmed: true } }), ["whatsapp"], "rpc");
    expectValidationError(await provider.api.patch(PREFS, { sms: { reminder24h: true } }), ["sms.reminder24h"], "rpc");
    expectValidationError(await provider.api.patch(PREFS, { email: { reminder1h: "false" } }), ["email.reminder1h"], "rpc");
    expectValidationError(await provider.api.patch(PREFS, { push: true }), ["push"], "rpc");
    expectError(await provider.api.patch(PREFS, "[]"), 400, "BAD_REQUEST", "rpc");
    expect((await provider.api.get(PREFS)).body).toEqual(ALL_ON);
    expectError(await t.anonymous.get(PREFS), 401, "UNAUTHORIZED", "rpc");
    expectError(await t.anonymous.patch(PREFS, {}), 401, "UNAUTHORIZED", "rpc");
  });
});

describe("smart notifications", () => {
  it("lists the caller's own notifications with paging, unread filter and unreadCount, and marks them read", async () => {
    const provider = await t.newProvider();
    const a = await insertCustomerWithKey(t.db, provider.providerId);
    const b = await insertCustomerWithKey(t.db, provider.providerId);
    const customerA = apiClient(t.url, a.apiKey);
    const customerB = apiClient(t.url, b.apiKey);
    await notify(provider.providerId, a.customerId, 5, "A");
    await notify(provider.providerId, b.customerId, 2, "B");
    await notify(provider.providerId, "provider", 3, "P");

    const first = await customerA.get(LIST, { query: { limit: 2 } });
    expect(first.status, first.text).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(["limit", "notifications", "page", "total", "unreadCount"]);
    expect(first.body).toMatchObject({ total: 5, unreadCount: 5, page: 1, limit: 2 });
    expect(first.body.notifications.map((n: { title: string }) => n.title)).toEqual(["A 5", "A 4"]);
    expect(first.body.notifications[0]).toEqual({
      id: expect.stringMatching(/^ntf_[0-9A-Za-z]{20}$/),
      type: "reminder24h",
      title: "A 5",
      body: "Body",
      data: {},
      read: false,
      readAt: null,
      createdAt: expect.stringMatching(ISO_UTC),
    });
    const third = await customerA.get(LIST, { query: { limit: 2, page: 3 } });
    expect(third.body.notifications.map((n: { title: string }) => n.title)).toEqual(["A 1"]);

    const ids = first.body.notifications.map((n: { id: string }) => n.id);
    const bIds = (await customerB.get(LIST)).body.notifications.map((n: { id: string }) => n.id);
    const providerIds = (await provider.api.get(LIST)).body.notifications.map((n: { id: string }) => n.id);
    expect(providerIds).toHaveLength(3);

    // Others' ids are ignored; already-read ones do not count again.
    const marked = await customerA.post(MARK, { notificationIds: [...ids, bIds[0], providerIds[0], "ntf_unknown"] });
    expect(marked.status, marked.text).toBe(200);
    expect(marked.body).toEqual({ updated: 2 });
    expect((await customerA.post(MARK, { notificationIds: ids })).body).toEqual({ updated: 0 });

    const unread = await customerA.get(LIST, { query: { unread: "true" } });
    expect(unread.body).toMatchObject({ total: 3, unreadCount: 3 });
    expect(unread.body.notifications.every((n: { read: boolean }) => !n.read)).toBe(true);
    const all = await customerA.get(LIST, { query: { unread: "false" } });
    expect(all.body).toMatchObject({ total: 5, unreadCount: 3 });
    const read = all.body.notifications.filter((n: { read: boolean }) => n.read);
    expect(read.map((n: { id: string }) => n.id).sort()).toEqual([...ids].sort());
    expect(read[0].readAt).toMatch(ISO_UTC);

    // Nobody else's notifications changed.
    expect((await customerB.get(LIST)).body.unreadCount).toBe(2);
    expect((await provider.api.get(LIST)).body.unreadCount).toBe(3);
    // Another provider sees none of these.
    const other = await t.newProvider();
    expect((await other.api.get(LIST)).body).toMatchObject({ notifications: [], total: 0, unreadCount: 0 });
    expect((await other.api.post(MARK, { notificationIds: providerIds })).body).toEqual({ updated: 0 });
  });

  it("validates list and markRead input", async () => {
    const provider = await t.newProvider();
    expectValidationError(await provider.api.get(LIST, { query: { unread: "maybe" } }), ["unread"], "rpc");
    expectValidationError(await provider.api.get(LIST, { query: { page: "0", limit: "500" } }), ["page", "limit"], "rpc");
    expectValidationError(await provider.api.post(MARK, { notificationIds: [] }), ["notificationIds"], "rpc");
    expectValidationError(await provider.api.post(MARK, { notificationIds: "ntf_1" }), ["notificationIds"], "rpc");
    expectValidationError(await provider.api.post(MARK, { notificationIds: [""] }), ["notificationIds.0"], "rpc");
    expectValidationError(await provider.api.post(MARK, {}), ["notificationIds"], "rpc");
    expectValidationError(await provider.api.post(MARK, { notificationIds: ["ntf_1"], all: true }), ["all"], "rpc");
    expectError(await t.anonymous.get(LIST), 401, "UNAUTHORIZED", "rpc");
    expectError(await t.anonymous.post(MARK, { notificationIds: ["ntf_1"] }), 401, "UNAUTHORIZED", "rpc");
  });

  it("parses booleans and numbers the same way from the native tRPC client", async () => {
    const provider = await t.newProvider();
    await notify(provider.providerId, "provider", 3);
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${t.url}/trpc`, headers: { authorization: `Bearer ${provider.apiKey}` } })],
    });
    const [all, unread, suggestions] = await Promise.all([
      client.user.smartNotifications.list.query({ unread: false, limit: 2 }),
      client.user.smartNotifications.list.query({ unread: true }),
      client.search.suggestions.query({ q: "test" }),
    ]);
    // Inputs whose fields are all optional may be left out.
    const [everything, prefs] = await Promise.all([
      client.user.smartNotifications.list.query(),
      client.user.notificationPreferences.get.query(),
    ]);
    const providers = await client.search.providers.query();
    expect(everything).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(prefs).toEqual(ALL_ON);
    expect(providers.total).toBeGreaterThan(0);
    expect(all).toMatchObject({ total: 3, unreadCount: 3, limit: 2 });
    expect(all.notifications).toHaveLength(2);
    expect(unread.total).toBe(3);
    expect(Array.isArray(suggestions)).toBe(true);
    const marked = await client.user.smartNotifications.markRead.mutate({ notificationIds: all.notifications.map((n) => n.id) });
    expect(marked).toEqual({ updated: 2 });
    expect((await client.user.smartNotifications.list.query({ unread: true })).total).toBe(1);
  });
});

describe("notifications from booking events", () => {
  it("tells the provider of a new booking, following push.newBooking", async () => {
    const provider = await t.newProvider({ timezone: "Europe/Berlin" });
    const scene = await insertBookingScene(t.db, provider.providerId, {
      status: "pending",
      customerName: "Chris",
      serviceName: "Haircut",
      staffName: "Ana",
      startsAt: new Date("2026-12-01T09:00:00Z"),
    });
    const data = {
      bookingId: scene.booking.id,
      customerId: scene.customer.customerId,
      serviceId: scene.service.id,
      staffId: scene.staff.id,
      dateTime: "2026-12-01T09:00:00.000Z",
      status: "pending" as const,
      resources: [],
      sessionId: null,
      visitId: null,
      seriesId: null,
      occurrenceKey: null,
      seats: 1,
    };
    await record(provider.providerId, "booking.created", data);
    const list = await provider.api.get(LIST);
    expect(list.body.total).toBe(1);
    expect(list.body.notifications[0]).toMatchObject({
      type: "booking.created",
      title: "New booking",
      body: "Chris booked Haircut with Ana on Tue 1 Dec 2026, 10:00.",
      data: {
        bookingId: scene.booking.id,
        customerId: scene.customer.customerId,
        staffId: scene.staff.id,
        dateTime: "2026-12-01T09:00:00.000Z",
      },
    });
    // The customer is not told of its own booking.
    expect((await apiClient(t.url, scene.customer.apiKey).get(LIST)).body.total).toBe(0);

    await provider.api.patch(PREFS, { push: { newBooking: false } });
    await record(provider.providerId, "booking.created", data);
    expect((await provider.api.get(LIST)).body.total).toBe(1);
  });

  it("tells the customer of confirmation and cancellation, following preferences and notifyCustomer", async () => {
    const provider = await t.newProvider({ timezone: "UTC" });
    const scene = await insertBookingScene(t.db, provider.providerId, {
      status: "confirmed",
      serviceName: "Massage",
      staffName: "Bo",
      startsAt: new Date("2026-12-02T15:30:00Z"),
    });
    const customer = apiClient(t.url, scene.customer.apiKey);
    const base = {
      bookingId: scene.booking.id,
      customerId: scene.customer.customerId,
      serviceId: scene.service.id,
      staffId: scene.staff.id,
      dateTime: "2026-12-02T15:30:00.000Z",
      resources: [],
      sessionId: null,
      visitId: null,
      seriesId: null,
      occurrenceKey: null,
      seats: 1,
    };
    const cancellation = { status: "cancelled" as const, cancelledAt: "2026-12-01T08:00:00.000Z", reason: null, notifyCustomer: true };

    await record(provider.providerId, "booking.confirmed", { ...base, status: "confirmed" });
    let list = await customer.get(LIST);
    expect(list.body.notifications[0]).toMatchObject({
      type: "booking.confirmed",
      title: "Booking confirmed",
      body: "Your Massage with Bo on Wed 2 Dec 2026, 15:30 is confirmed.",
      data: { bookingId: scene.booking.id, channels: ["email", "sms"] },
    });
    expect((await provider.api.get(LIST)).body.total).toBe(0);

    await customer.patch(PREFS, { email: { bookingConfirmed: false } });
    await record(provider.providerId, "booking.confirmed", { ...base, status: "confirmed" });
    list = await customer.get(LIST);
    expect(list.body.total).toBe(2);
    expect(list.body.notifications[0].data.channels).toEqual(["sms"]);
    await customer.patch(PREFS, { sms: { bookingConfirmed: false } });
    await record(provider.providerId, "booking.confirmed", { ...base, status: "confirmed" });
    expect((await customer.get(LIST)).body.total).toBe(2);

    await record(provider.providerId, "booking.cancelled", { ...base, ...cancellation, reason: "Staff ill" });
    list = await customer.get(LIST);
    expect(list.body.total).toBe(3);
    expect(list.body.notifications[0]).toMatchObject({
      type: "booking.cancelled",
      title: "Booking cancelled",
      body: "Your Massage with Bo on Wed 2 Dec 2026, 15:30 was cancelled. Reason: Staff ill",
      data: { reason: "Staff ill" },
    });
    await record(provider.providerId, "booking.cancelled", { ...base, ...cancellation, notifyCustomer: false });
    expect((await customer.get(LIST)).body.total).toBe(3);
    await customer.patch(PREFS, { email: { bookingCancelled: false } });
    await record(provider.providerId, "booking.cancelled", { ...base, ...cancellation });
    expect((await customer.get(LIST)).body.total).toBe(3);
  });

  it("speaks the provider's language setting to the provider, and the booking's language (else the provider's) to its customer", async () => {
    const salon = await createSalon(t, "Europe/Berlin");
    expect((await salon.api.patch("/v1/settings", { locale: "de" })).status).toBe(200);
    const customer = apiClient(t.url, (await createCustomerKey(t.db, salon.providerId, salon.customerId)).apiKey);
    const confirm = async (id: string) => expect((await salon.api.patch(`/v1/bookings/${id}`, { status: "confirmed" })).status).toBe(200);

    // Booked from a French page: the provider hears of it in German, the customer in French.
    const french = await salon.book({ dateTime: berlinWeekdayAt(7, 1, "10:00"), locale: "fr-CA" });
    expect(french.status, french.text).toBe(201);
    const [created] = (await salon.api.get(LIST)).body.notifications;
    expect(created).toMatchObject({ type: "booking.created", title: "Neue Buchung" });
    expect(created.body).toMatch(/^Chris hat Cut & colour bei Ann am Mo\., \d+\. \S+ \d{4}, 10:00 gebucht\.$/);
    await confirm(french.body.data.id);
    const [confirmed] = (await customer.get(LIST)).body.notifications;
    expect(confirmed).toMatchObject({ type: "booking.confirmed", title: "Réservation confirmée" });
    expect(confirmed.body).toMatch(/^Votre rendez-vous pour Cut & colour avec Ann le lun\. \d+ \S+ \d{4}, 10:00 est confirmé\.$/);

    // A booking that did not say its language: the customer hears the provider's.
    const unsaid = await salon.book({ dateTime: berlinWeekdayAt(14, 1, "10:00") });
    await confirm(unsaid.body.data.id);
    expect((await customer.get(LIST)).body.notifications[0]).toMatchObject({ type: "booking.confirmed", title: "Buchung bestätigt" });
  });

  it("creates nothing for other events, and an event about a booking that does not exist is refused with nothing written", async () => {
    const provider = await t.newProvider();
    // The booking's history line refers to the booking: the whole write is refused, notification included.
    const unknown = record(provider.providerId, "booking.created", {
      bookingId: "bk_unknown",
      customerId: "cus_unknown",
      serviceId: "svc_unknown",
      staffId: "staff_unknown",
      dateTime: "2026-12-01T09:00:00.000Z",
      status: "pending",
      resources: [],
      sessionId: null,
      visitId: null,
      seriesId: null,
      occurrenceKey: null,
      seats: 1,
    });
    await expect(unknown).rejects.toThrow(/booking_history/);
    await record(provider.providerId, "staff.created", { staffId: "staff_x", role: "staff" });
    expect((await provider.api.get(LIST)).body.total).toBe(0);
  });
});

describe("provider notifications", () => {
  const SEND = "/api/rpc/provider/notifications/send";
  const SENT = "/api/rpc/provider/notifications/list";

  it("sends to every customer, or to the ones named, skipping those who turned push.newMessage off", async () => {
    const provider = await t.newProvider();
    const customers = await Promise.all([1, 2, 3].map(() => insertCustomerWithKey(t.db, provider.providerId)));
    const withApi = (c: { customerId: string; apiKey: string }) => ({ customerId: c.customerId, api: apiClient(t.url, c.apiKey) });
    const [c1, c2, c3] = [withApi(customers[0]!), withApi(customers[1]!), withApi(customers[2]!)];
    const other = await t.newProvider();
    const outsider = await insertCustomerWithKey(t.db, other.providerId);

    const all = await provider.api.post(SEND, { title: "Closed Monday", body: "We are closed on Monday." });
    expect(all.status, all.text).toBe(200);
    expect(all.body).toEqual({ id: expect.stringMatching(/^ann_[0-9A-Za-z]{20}$/), recipients: 3 });
    for (const c of [c1, c2, c3]) {
      const list = await c.api.get(LIST);
      expect(list.body.notifications).toEqual([
        expect.objectContaining({
          type: "announcement",
          title: "Closed Monday",
          body: "We are closed on Monday.",
          data: { announcementId: all.body.id },
        }),
      ]);
    }
    expect((await apiClient(t.url, outsider.apiKey).get(LIST)).body.total).toBe(0);
    expect((await provider.api.get(LIST)).body.total).toBe(0);

    await c2.api.patch(PREFS, { push: { newMessage: false } });
    const some = await provider.api.post(SEND, {
      title: "Offer",
      body: "20% off",
      customerIds: [c1.customerId, c2.customerId, c1.customerId],
    });
    expect(some.body.recipients).toBe(1);
    expect((await c1.api.get(LIST)).body.total).toBe(2);
    expect((await c2.api.get(LIST)).body.total).toBe(1);
    expect((await c3.api.get(LIST)).body.total).toBe(1);

    // Unknown ids and other providers' customers: 404, nothing sent.
    for (const id of ["cus_unknown", outsider.customerId]) {
      const res = await provider.api.post(SEND, { title: "X", body: "Y", customerIds: [c1.customerId, id] });
      expectError(res, 404, "NOT_FOUND", "rpc");
      expect(res.body.error.message).toContain(id);
    }
    expect((await c1.api.get(LIST)).body.total).toBe(2);

    const sent = await provider.api.get(SENT);
    expect(sent.status, sent.text).toBe(200);
    expect(Object.keys(sent.body).sort()).toEqual(["limit", "notifications", "page", "total"]);
    expect(sent.body).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(sent.body.notifications).toEqual([
      { id: some.body.id, title: "Offer", body: "20% off", audience: "selected", recipients: 1, createdAt: expect.stringMatching(ISO_UTC) },
      {
        id: all.body.id,
        title: "Closed Monday",
        body: "We are closed on Monday.",
        audience: "all",
        recipients: 3,
        createdAt: expect.stringMatching(ISO_UTC),
      },
    ]);
    const page2 = await provider.api.get(SENT, { query: { limit: 1, page: 2 } });
    expect(page2.body).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(page2.body.notifications.map((n: { id: string }) => n.id)).toEqual([all.body.id]);
    expect((await other.api.get(SENT)).body).toMatchObject({ notifications: [], total: 0 });
  });

  it("reaches thousands of customers in one request", async () => {
    const provider = await t.newProvider();
    await sql`
      INSERT INTO customers (provider_id, id, name, email)
      SELECT ${provider.providerId}::uuid, 'cus_bulk' || i, 'Bulk ' || i, 'bulk' || i || '@example.com'
      FROM generate_series(1, 3000) AS i`.execute(t.db);
    const started = Date.now();
    const res = await provider.api.post(SEND, { title: "Big news", body: "New opening hours" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.recipients).toBe(3000);
    expect(Date.now() - started).toBeLessThan(5000);
    const { count } = await t.db
      .selectFrom("smart_notifications")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("provider_id", "=", provider.providerId)
      .where("type", "=", "announcement")
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(3000);
    const listed = await apiClient(t.url, (await insertCustomerWithKey(t.db, provider.providerId)).apiKey).get(LIST);
    expect(listed.body.total).toBe(0);
  });

  it("validates input and is provider-only", async () => {
    const provider = await t.newProvider();
    const customer = apiClient(t.url, (await insertCustomerWithKey(t.db, provider.providerId)).apiKey);
    expectValidationError(await provider.api.post(SEND, { body: "x" }), ["title"], "rpc");
    expectValidationError(await provider.api.post(SEND, { title: " ", body: "" }), ["title", "body"], "rpc");
    expectValidationError(await provider.api.post(SEND, { title: "x".repeat(201), body: "y" }), ["title"], "rpc");
    expectValidationError(await provider.api.post(SEND, { title: "x", body: "y", customerIds: [] }), ["customerIds"], "rpc");
    expectValidationError(await provider.api.post(SEND, { title: "x", body: "y", customerIds: "cus_1" }), ["customerIds"], "rpc");
    expectValidationError(await provider.api.post(SEND, { title: "x", body: "y", urgent: true }), ["urgent"], "rpc");
    expectValidationError(await provider.api.get(SENT, { query: { limit: "0" } }), ["limit"], "rpc");
    expectError(await customer.post(SEND, { title: "x", body: "y" }), 403, "FORBIDDEN", "rpc");
    expectError(await customer.get(SENT), 403, "FORBIDDEN", "rpc");
    expectError(await t.anonymous.post(SEND, { title: "x", body: "y" }), 401, "UNAUTHORIZED", "rpc");
    expect((await provider.api.get(SENT)).body.total).toBe(0);
  });
});
