// @booking/client against the running service: the real API on an ephemeral port, a fresh
// PostgreSQL database, and real HTTP (native tRPC, the documented REST and RPC-style paths, a
// signed webhook delivery to a local receiver).
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { createCustomerKey, startHttpReceiver, type HttpReceiver } from "@booking/testing";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { buildOpenApiDocuments } from "@booking/openapi";
import {
  createBookingClient,
  createRestClient,
  errorInfo,
  isBookingClientError,
  readWebhook,
  verifyWebhook,
  type RouterInputs,
  type RouterOutputs,
} from "@booking/client";

let t: TestApi;
let receiver: HttpReceiver;

beforeAll(async () => {
  [t, receiver] = await Promise.all([startTestApi(), startHttpReceiver()]);
  // A Monday morning in Berlin, so bookings this week are in the future and inside working hours.
  t.clock.set("2030-01-07T07:00:00Z");
});
afterAll(async () => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
  await Promise.all([t?.close(), receiver?.close()]);
});

const WEEKDAY = { start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "13:00" }] };
const SCHEDULE = { monday: WEEKDAY, tuesday: WEEKDAY, wednesday: WEEKDAY, thursday: WEEKDAY, friday: WEEKDAY };

/** A provider with a service, a staff member offering it and a customer, made through the client. */
async function salon() {
  const { apiKey } = await t.newProvider({ timezone: "Europe/Berlin" });
  const requests: string[] = [];
  const client = createBookingClient({
    url: t.url,
    apiKey,
    fetch: (input, init) => {
      requests.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    },
  });
  const service = (await client.services.create.mutate({ name: "Cut & colour", duration: 60, price: 49.5 })).data;
  const staff = (
    await client.staff.create.mutate({ name: "Ana", email: "ana@example.com", role: "staff", services: [service.id], schedule: SCHEDULE })
  ).data;
  const customer = (await client.customers.create.mutate({ name: "Chris", email: "chris@example.com" })).data;
  return { apiKey, client, requests, service, staff, customer };
}

describe("createBookingClient (native tRPC)", () => {
  it("calls procedures with inputs and outputs inferred from AppRouter", async () => {
    const { client, service, staff, customer } = await salon();

    const week = await client.staff.schedule.query({ id: staff.id, from: "2030-01-07", to: "2030-01-13" });
    expectTypeOf(week.data.schedule[0]!.slots[0]!.available).toEqualTypeOf<boolean>();
    expect(week.data.schedule).toHaveLength(7);
    const monday = week.data.schedule[0]!;
    expect(monday.date).toBe("2030-01-07");
    expect(monday.slots.find((s) => s.time === "10:00")).toMatchObject({ available: true, break: false });
    expect(monday.slots.find((s) => s.time === "12:00")).toMatchObject({ available: false, break: true });

    const input: RouterInputs["bookings"]["create"] = {
      customerId: customer.id,
      serviceId: service.id,
      staffId: staff.id,
      dateTime: "2030-01-07T10:00:00+01:00",
    };
    const booking = await client.bookings.create.mutate(input);
    expectTypeOf(booking).toEqualTypeOf<RouterOutputs["bookings"]["create"]>();
    expectTypeOf(booking.data.status).toEqualTypeOf<"held" | "pending" | "confirmed" | "completed" | "cancelled" | "no_show">();
    expect(booking.data).toMatchObject({ status: "pending", dateTime: "2030-01-07T09:00:00.000Z", service: { price: 49.5 } });

    const after = await client.staff.schedule.query({ id: staff.id, from: "2030-01-07", to: "2030-01-07" });
    expect(after.data.schedule[0]!.slots.find((s) => s.time === "10:00")).toMatchObject({ available: false, bookingId: booking.data.id });

    const cancelled = await client.bookings.delete.mutate({ id: booking.data.id, reason: "changed plans" });
    expect(cancelled.data.status).toBe("cancelled");
    expect((await client.bookings.get.query({ id: booking.data.id })).data.cancelReason).toBe("changed plans");

    // Inputs are checked by the compiler too.
    // @ts-expect-error -- duration is a number of minutes
    await expect(client.services.create.mutate({ name: "x", duration: "60", price: 1 })).rejects.toThrow();
  });

  it("user.me tells what a key acts as and the provider's time zone, currency and slot length", async () => {
    const { client, apiKey, customer } = await salon();
    const me = await client.user.me.query({});
    expect(me).toMatchObject({
      audience: "provider",
      customerId: null,
      provider: { timezone: "Europe/Berlin", currency: "EUR", slotMinutes: 30 },
    });
    const provider = (await createRestClient({ url: t.url, apiKey }).rpc.GET("/api/rpc/user/me")).data!;
    expect(provider).toEqual(me);
    const { apiKey: customerKey } = await createCustomerKey(t.db, me.provider.id, customer.id);
    const asCustomer = await createBookingClient({ url: t.url, apiKey: customerKey }).user.me.query({});
    expect(asCustomer).toMatchObject({ audience: "customer", customerId: customer.id, provider: { id: me.provider.id } });
  });

  it("batches calls made together into one HTTP request", async () => {
    const { client, requests, staff, service } = await salon();
    requests.length = 0;
    const [one, two, three] = await Promise.all([
      client.staff.get.query({ id: staff.id }),
      client.services.get.query({ id: service.id }),
      client.customers.list.query({ page: 1, limit: 5 }),
    ]);
    expect(one.data.name).toBe("Ana");
    expect(two.data.name).toBe("Cut & colour");
    expect(three.pagination.total).toBe(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain("/trpc/staff.get,services.get,customers.list?batch=1");

    const unbatched: string[] = [];
    const single = createBookingClient({
      url: `${t.url}/`,
      apiKey: () => undefined,
      batch: false,
      fetch: (input, init) => {
        unbatched.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      },
    });
    await Promise.all([single.staff.list.query({}).catch(() => null), single.services.list.query({}).catch(() => null)]);
    expect(unbatched).toHaveLength(2);
  });

  it("turns the service's errors into code, status, message and details", async () => {
    const { client, customer, service, staff } = await salon();
    const missing = await client.staff.get.query({ id: "staff_nope" }).catch((e: unknown) => e);
    expect(isBookingClientError(missing)).toBe(true);
    expect(errorInfo(missing)).toMatchObject({ code: "NOT_FOUND", status: 404 });

    const invalid = await client.customers.create.mutate({ name: "", email: "not-an-email" }).catch((e: unknown) => e);
    const info = errorInfo(invalid);
    expect(info).toMatchObject({ code: "BAD_REQUEST", status: 400 });
    expect(info.details.map((d) => d.path).sort()).toEqual(["email", "name"]);

    const book = { customerId: customer.id, serviceId: service.id, staffId: staff.id, dateTime: "2030-01-08T14:00:00+01:00" };
    await client.bookings.create.mutate(book);
    expect(errorInfo(await client.bookings.create.mutate(book).catch((e: unknown) => e))).toMatchObject({ code: "CONFLICT", status: 409 });

    const anonymous = createBookingClient({ url: t.url, apiKey: "sk_wrong" });
    expect(errorInfo(await anonymous.staff.list.query({}).catch((e: unknown) => e))).toMatchObject({ code: "UNAUTHORIZED", status: 401 });
    expect(errorInfo(new TypeError("fetch failed"))).toMatchObject({ code: "NETWORK", message: "fetch failed" });
  });
});

describe("createRestClient (openapi-fetch with the generated types)", () => {
  it("calls the /v1 paths with typed parameters, bodies and answers", async () => {
    const { apiKey, staff, service, customer } = await salon();
    const { v1 } = createRestClient({ url: t.url, apiKey });

    const list = await v1.GET("/v1/staff", { params: { query: { page: 1, limit: 10, active: false } } });
    expect(list.response.status).toBe(200);
    expectTypeOf(list.data!.data[0]!.services).toEqualTypeOf<string[]>();
    expect(list.data!.data.map((s) => s.id)).toEqual([staff.id]);

    const created = await v1.POST("/v1/bookings", {
      body: { customerId: customer.id, serviceId: service.id, staffId: staff.id, dateTime: "2030-01-09T09:00:00+01:00", source: "app" },
    });
    expect(created.response.status).toBe(201);
    expect(created.data!.data.status).toBe("pending");

    const id = created.data!.data.id;
    const patched = await v1.PATCH("/v1/bookings/{id}", { params: { path: { id } }, body: { status: "confirmed" } });
    expect(patched.data!.data.status).toBe("confirmed");
    const detail = await v1.GET("/v1/bookings/{id}", { params: { path: { id } } });
    expect(detail.data!.data.payment).toMatchObject({ status: "unpaid", amount: 49.5 });

    // A list in the query string, as openapi-fetch sends it by default (the parameter repeated).
    const confirmedOrPending = await v1.GET("/v1/bookings", { params: { query: { status: ["pending", "confirmed"] } } });
    expect(confirmedOrPending.response.url).toContain("status=pending&status=confirmed");
    expect(confirmedOrPending.response.status).toBe(200);
    expect(confirmedOrPending.data!.data.map((b) => b.id)).toEqual([id]);

    const notFound = await v1.GET("/v1/bookings/{id}", { params: { path: { id: "bk_missing" } } });
    expect(notFound.response.status).toBe(404);
    expect(notFound.error).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
  });

  it("calls the RPC-style paths", async () => {
    const { apiKey } = await salon();
    const { rpc } = createRestClient({ url: t.url, apiKey });
    const prefs = await rpc.PATCH("/api/rpc/user/notificationPreferences", { body: { sms: { reminder1h: false } } });
    expect(prefs.response.status).toBe(200);
    expect(prefs.data!.sms.reminder1h).toBe(false);
    const suggestions = await rpc.GET("/api/rpc/search/suggestions", { params: { query: { q: "cu" } } });
    expect(suggestions.response.status).toBe(200);
    expect(Array.isArray(suggestions.data)).toBe(true);
  });

  it("describes what the server serves: the served documents equal the ones the types are generated from", async () => {
    const built = buildOpenApiDocuments();
    const served = {
      rest: await (await fetch(`${t.url}/v1/openapi.json`)).json(),
      rpc: await (await fetch(`${t.url}/api/rpc/openapi.json`)).json(),
    };
    expect(served.rest).toEqual(JSON.parse(JSON.stringify(built.rest)));
    expect(served.rpc).toEqual(JSON.parse(JSON.stringify(built.rpc)));
  });
});

describe("verifyWebhook against a real signed delivery", () => {
  it("accepts the delivery as sent and rejects any change", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    const { client } = await salon();
    const secret = "whsec_client-test-secret";
    const webhook = await client.user.webhooks.create.mutate({ url: `${receiver.url}/hook`, events: ["booking.created"], secret });
    const result = await client.user.webhooks.test.mutate({ id: webhook.id });
    expect(result.delivered).toBe(true);
    const [delivery] = await receiver.waitFor(1);
    const body = delivery!.body;
    const header = delivery!.headers["x-webhook-signature"] as string;

    expect(await verifyWebhook(secret, body)).toBe(true);
    expect(await verifyWebhook(secret, body, header)).toBe(true);
    expect(await verifyWebhook(secret, body, delivery!.headers)).toBe(true);
    expect(await verifyWebhook(secret, new TextEncoder().encode(body))).toBe(true);
    expect(await verifyWebhook(secret, body, new Headers({ "X-Webhook-Signature": header }))).toBe(true);
    const event = await readWebhook(secret, body, header);
    expect(event).toMatchObject({ event: "webhook.test", data: { webhookId: webhook.id } });

    // The header form alone: a body without its signature member, checked against the header.
    const { signature: _signature, ...unsigned } = JSON.parse(body) as Record<string, unknown>;
    expect(await verifyWebhook(secret, JSON.stringify(unsigned), header)).toBe(true);
    expect(await verifyWebhook(secret, JSON.stringify(unsigned))).toBe(false);

    expect(await verifyWebhook("whsec_wrong", body)).toBe(false);
    expect(await verifyWebhook(secret, body.replace("This is a test delivery.", "This is a forged delivery."))).toBe(false);
    expect(await verifyWebhook(secret, body, `sha256=${"0".repeat(64)}`)).toBe(false);
    expect(await verifyWebhook(secret, body, header.toUpperCase().replace("SHA256=", "sha256="))).toBe(false);
    expect(await verifyWebhook(secret, "not json")).toBe(false);
    expect(await verifyWebhook("", body)).toBe(false);
  });
});
