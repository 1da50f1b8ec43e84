// Customers booking for themselves: public keys (pk_) on a salon's page and customer keys read the
// catalog and availability (public fields only), book with and without a staff member (the
// provider's assignment rule picks), and manage their booking with its manage link.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { bookingOfToken, createApiKey } from "@booking/core";
import { apiClient, type ApiClient } from "@booking/testing";
import { expectError, expectValidationError, startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let s: Salon;
let visitor: ApiClient;
let customer: ApiClient;

beforeAll(async () => {
  // Every visitor here calls from one address: its own limits are tested in public-keys-browser.test.ts.
  t = await startTestApi({ addressLimits: { perAddress: 100_000, bookingsPerAddress: 100_000, bookingsPerAddressHour: 100_000 } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // Friday 2026-11-20, 09:00 in Berlin; Ann and Bob work Monday to Friday 09:00-17:00, lunch 12-13.
  t.clock.set("2026-11-20T08:00:00Z");
  s = await createSalon(t);
  const pk = await createApiKey(t.db, { providerId: s.providerId, audience: "public", plan: "default", origins: ["https://shop.example"] });
  const ck = await createApiKey(t.db, { providerId: s.providerId, audience: "customer", customerId: s.customerId, plan: "default" });
  visitor = apiClient(t.url, pk.apiKey);
  customer = apiClient(t.url, ck.apiKey);
});

const MONDAY_10 = "2026-11-23T09:00:00.000Z"; // 10:00 in Berlin
const visitorDetails = { name: "Vera Visitor", email: "vera@example.com", phone: "+49 40 555" };

describe("what a public key may read", () => {
  it("lists active services and active staff without their email or phone", async () => {
    await s.api.patch(`/v1/services/${s.otherServiceId}`, { isActive: false });
    const services = await visitor.get("/v1/services?active=false");
    expect(services.status, services.text).toBe(200);
    expect(services.body.data.map((x: { id: string }) => x.id)).toEqual([s.serviceId]);
    expectError(await visitor.get(`/v1/services/${s.otherServiceId}`), 404, "NOT_FOUND");

    const staff = await visitor.get("/v1/staff");
    expect(staff.status, staff.text).toBe(200);
    expect(staff.body.data).toHaveLength(2);
    for (const member of staff.body.data) {
      expect(Object.keys(member).sort()).toEqual(["avatar", "bio", "id", "name", "rating", "role", "services"]);
    }
    expect(JSON.stringify(staff.body)).not.toContain("@example.com");
    // Provider keys still see everything.
    expect((await s.api.get("/v1/staff")).body.data[0]).toHaveProperty("email");
  });

  it("is refused everything else with 403", async () => {
    for (const path of ["/v1/bookings", "/v1/customers", "/v1/settings", `/v1/staff/${s.annId}/schedule`]) {
      expectError(await visitor.get(path), 403, "FORBIDDEN");
    }
    expectError(await visitor.get("/api/rpc/user/me"), 403, "FORBIDDEN", "rpc");
    expectError(await visitor.get("/api/rpc/search/providers?q=salon"), 403, "FORBIDDEN", "rpc");
    expectError(await visitor.post("/v1/services", { name: "x", duration: 30, price: 1 }), 403, "FORBIDDEN");
  });
});

describe("GET /v1/availability for customers and visitors", () => {
  it("holds them to the minimum notice and the horizon, unlike provider keys", async () => {
    await s.api.patch("/v1/settings", { minNoticeMinutes: 120, maxAdvanceDays: 3 });
    const asVisitor = await visitor.get(`/v1/availability?serviceId=${s.serviceId}&from=2026-11-20&to=2026-11-24`);
    expect(asVisitor.status, asVisitor.text).toBe(200);
    const starts = (res: typeof asVisitor) =>
      res.body.data.days.flatMap((d: { slots: { start: string }[] }) => d.slots.map((x) => x.start)) as string[];
    // Now is 09:00 Berlin: with two hours' notice the first start is 11:00; the horizon ends Monday 09:00 Berlin + 3 days.
    expect(starts(asVisitor)[0]).toBe("2026-11-20T10:00:00.000Z");
    expect(starts(asVisitor).every((x) => x <= "2026-11-23T08:00:00.000Z")).toBe(true);
    const asProvider = await s.api.get(`/v1/availability?serviceId=${s.serviceId}&from=2026-11-20&to=2026-11-24`);
    expect(starts(asProvider)[0]).toBe("2026-11-20T08:00:00.000Z");
    expect(starts(asProvider).some((x) => x > "2026-11-23T08:00:00.000Z")).toBe(true);
  });

  it("tells dates and days in the visitor's time zone", async () => {
    const res = await visitor.get(`/v1/availability?serviceId=${s.serviceId}&from=2026-11-23&to=2026-11-23&timezone=America/New_York`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.timezone).toBe("America/New_York");
    expect(res.body.data.days.map((d: { date: string }) => d.date)).toEqual(["2026-11-23"]);
    // Berlin 09:00-17:00 is New York 03:00-11:00 on the same date.
    const slots = res.body.data.days[0].slots as { start: string }[];
    expect(slots[0]!.start).toBe("2026-11-23T08:00:00.000Z");
    expectValidationError(await visitor.get(`/v1/availability?serviceId=${s.serviceId}&timezone=Mars/Base`), ["timezone"]);
  });
});

describe("POST /v1/bookings with a public key", () => {
  it("books the visitor as a pending booking with a manage link, creating the customer once per email", async () => {
    const res = await visitor.post("/v1/bookings", {
      serviceId: s.serviceId,
      staffId: s.bobId,
      dateTime: MONDAY_10,
      customer: visitorDetails,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({
      status: "pending",
      staff: { id: s.bobId },
      customer: { name: "Vera Visitor", email: "vera@example.com" },
      manage: { token: expect.stringMatching(/^[\da-z]{32}$/i), url: expect.stringContaining("/book/#manage=") },
    });
    const again = await visitor.post("/v1/bookings", {
      serviceId: s.serviceId,
      staffId: s.bobId,
      dateTime: "2026-11-23T10:00:00.000Z",
      customer: { ...visitorDetails, name: "Someone Else", email: "VERA@example.com" },
    });
    expect(again.status, again.text).toBe(201);
    // The answer echoes what was typed, never the name on file, and no customer id.
    expect(again.body.data.customer).toEqual({ name: "Someone Else", email: "VERA@example.com", phone: visitorDetails.phone });
    // The provider sees one customer for the email, with the name first given.
    const both = await s.api.get(`/v1/bookings/${again.body.data.id as string}`);
    const first = await s.api.get(`/v1/bookings/${res.body.data.id as string}`);
    expect(both.body.data.customer.id).toBe(first.body.data.customer.id);
    const onFile = await s.api.get(`/v1/customers/${first.body.data.customer.id as string}`);
    expect(onFile.body.data.name).toBe("Vera Visitor");
  });

  it("answers an existing customer's email exactly like a new one (nothing leaks)", async () => {
    const chris = (await s.api.get(`/v1/customers/${s.customerId}`)).body.data as { email: string };
    const known = await visitor.post("/v1/bookings", {
      serviceId: s.serviceId,
      staffId: s.annId,
      dateTime: MONDAY_10,
      customer: { name: "Typed Name", email: chris.email },
    });
    const fresh = await visitor.post("/v1/bookings", {
      serviceId: s.serviceId,
      staffId: s.bobId,
      dateTime: MONDAY_10,
      customer: { name: "Typed Name", email: "nobody-yet@example.com" },
    });
    expect(known.status).toBe(201);
    expect(fresh.status).toBe(201);
    const shape = (body: { data: Record<string, unknown> }) => Object.keys(body.data).sort();
    expect(shape(known.body)).toEqual(shape(fresh.body));
    expect(known.body.data.customer).toEqual({ name: "Typed Name", email: chris.email, phone: null });
    expect(JSON.stringify(known.body)).not.toContain(s.customerId);
  });

  it("picks a free member without staffId, and answers 409 once everyone is taken", async () => {
    const first = await visitor.post("/v1/bookings", { serviceId: s.serviceId, dateTime: MONDAY_10, customer: visitorDetails });
    const second = await visitor.post("/v1/bookings", { serviceId: s.serviceId, dateTime: MONDAY_10, customer: visitorDetails });
    expect(first.status, first.text).toBe(201);
    expect(second.status, second.text).toBe(201);
    expect(new Set([first.body.data.staff.id, second.body.data.staff.id])).toEqual(new Set([s.annId, s.bobId]));
    const third = await visitor.post("/v1/bookings", { serviceId: s.serviceId, dateTime: MONDAY_10, customer: visitorDetails });
    expectError(third, 409, "CONFLICT");
  });

  it("gives a time offered on one member's grid to that member, never to one it would put between two of their slots", async () => {
    // Cy's day starts at 09:15: 10:15 is on Cy's half-hour grid, between Ann's and Bob's 10:00 and 10:30.
    const week = Object.fromEntries(
      ["monday", "tuesday", "wednesday", "thursday", "friday"].map((d) => [d, { start: "09:15", end: "17:15" }]),
    );
    const cy = await s.api.post("/v1/staff", {
      name: "Cy",
      email: `cy.${s.providerId}@example.com`,
      role: "staff",
      services: [s.serviceId],
      schedule: week,
    });
    const at1015 = "2026-11-23T09:15:00.000Z";
    const offered = await s.api.get(`/v1/availability?serviceId=${s.serviceId}&from=2026-11-23&to=2026-11-23`);
    const slot = (offered.body.data.days[0].slots as { start: string; staffIds: string[] }[]).find((x) => x.start === at1015);
    expect(slot?.staffIds).toEqual([cy.body.data.id]);
    const someone = (n: number) => ({ ...visitorDetails, email: `someone${n}@example.com` });
    const booked = await visitor.post("/v1/bookings", { serviceId: s.serviceId, dateTime: at1015, customer: someone(1) });
    expect(booked.status, booked.text).toBe(201);
    expect(booked.body.data.staff.id).toBe(cy.body.data.id);
    // Once Cy is taken, 10:15 is refused as a time no one is offered at, not given to Ann or Bob...
    const again = await visitor.post("/v1/bookings", { serviceId: s.serviceId, dateTime: at1015, customer: someone(2) });
    expectError(again, 400, "BAD_REQUEST");
    expect(again.body.error.details[0].message).toBe("is not one of the offered start times");
    // ...who keep their 10:00 and 10:30.
    const after = await s.api.get(`/v1/availability?serviceId=${s.serviceId}&from=2026-11-23&to=2026-11-23`);
    const slots = after.body.data.days[0].slots as { start: string; staffIds: string[] }[];
    for (const time of ["2026-11-23T09:00:00.000Z", "2026-11-23T09:30:00.000Z"]) {
      expect(slots.find((x) => x.start === time)?.staffIds, time).toEqual([s.annId, s.bobId].sort());
    }
  });

  it("skips a member whose hours or time off refuse the time, and says which rule holds for everyone", async () => {
    await s.api.post(`/v1/staff/${s.annId}/time-off`, { start: "2026-11-23T08:00:00Z", end: "2026-11-23T12:00:00Z" });
    const res = await visitor.post("/v1/bookings", { serviceId: s.serviceId, dateTime: MONDAY_10, customer: visitorDetails });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.staff.id).toBe(s.bobId);
    // Saturday: nobody works; too soon: the notice holds for every member.
    expectError(
      await visitor.post("/v1/bookings", { serviceId: s.serviceId, dateTime: "2026-11-21T09:00:00Z", customer: visitorDetails }),
      409,
      "CONFLICT",
    );
    const soon = await visitor.post("/v1/bookings", { serviceId: s.serviceId, dateTime: "2026-11-20T08:30:00Z", customer: visitorDetails });
    expectError(soon, 400, "BAD_REQUEST");
    expect(soon.body.error.details[0].message).toBe("is inside the minimum notice");
  });

  it("least_busy gives the booking to the member with fewer bookings that day; round_robin to the one booked longest ago", async () => {
    await s.book({ staffId: s.annId, dateTime: "2026-11-23T13:00:00Z" });
    const least = await visitor.post("/v1/bookings", { serviceId: s.serviceId, dateTime: MONDAY_10, customer: visitorDetails });
    expect(least.body.data.staff.id).toBe(s.bobId);

    await s.api.patch("/v1/settings", { assignment: "round_robin" });
    // Bob was given the last booking: Ann has waited longest.
    const robin = await visitor.post("/v1/bookings", {
      serviceId: s.serviceId,
      dateTime: "2026-11-24T09:00:00Z",
      customer: visitorDetails,
    });
    expect(robin.body.data.staff.id).toBe(s.annId);
    const next = await visitor.post("/v1/bookings", { serviceId: s.serviceId, dateTime: "2026-11-25T09:00:00Z", customer: visitorDetails });
    expect(next.body.data.staff.id).toBe(s.bobId);
  });

  it("of visitors racing for the last free member, one wins and the others get 409", async () => {
    await s.book({ staffId: s.annId, dateTime: MONDAY_10 });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        visitor.post("/v1/bookings", {
          serviceId: s.serviceId,
          dateTime: MONDAY_10,
          customer: { ...visitorDetails, email: `racer${i}@example.com` },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const { rows } = await t.db
      .selectFrom("bookings")
      .select(["staff_id"])
      .where("provider_id", "=", s.providerId)
      .where("starts_at", "=", new Date(MONDAY_10))
      .execute()
      .then((r) => ({ rows: r }));
    expect(rows.map((r) => r.staff_id).sort()).toEqual([s.annId, s.bobId].sort());
    // The losers left no customer behind: each booking's customer came with it.
    const racers = await t.db
      .selectFrom("customers")
      .select("email")
      .where("provider_id", "=", s.providerId)
      .where("email", "like", "racer%")
      .execute();
    expect(racers).toHaveLength(1);
  });

  it("says what each audience must send", async () => {
    expectValidationError(await visitor.post("/v1/bookings", { serviceId: s.serviceId, dateTime: MONDAY_10 }), ["customer"]);
    expectValidationError(
      await visitor.post("/v1/bookings", {
        serviceId: s.serviceId,
        dateTime: MONDAY_10,
        customerId: s.customerId,
        customer: visitorDetails,
      }),
      ["customerId"],
    );
    expectValidationError(
      await visitor.post("/v1/bookings", { serviceId: s.serviceId, dateTime: MONDAY_10, customer: { name: "", email: "not-an-email" } }),
      ["customer.name", "customer.email"],
    );
    expectValidationError(await s.api.post("/v1/bookings", { serviceId: s.serviceId, dateTime: MONDAY_10, customerId: s.customerId }), [
      "staffId",
    ]);
    expectValidationError(await customer.post("/v1/bookings", { serviceId: s.serviceId, dateTime: MONDAY_10, customer: visitorDetails }), [
      "customer",
    ]);
  });
});

describe("customer keys", () => {
  it("book for their own customer with a manage link", async () => {
    const res = await customer.post("/v1/bookings", { serviceId: s.serviceId, dateTime: MONDAY_10 });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.customer.id).toBe(s.customerId);
    expect(res.body.data.manage.url).toContain(res.body.data.manage.token);
    const provider = await s.book({ dateTime: "2026-11-24T09:00:00Z" });
    expect(provider.body.data).not.toHaveProperty("manage");
  });
});

describe("customer keys and their own bookings", () => {
  it("list only their own, move them (dateTime alone) and cancel them, never another customer's", async () => {
    const own = await customer.post("/v1/bookings", { serviceId: s.serviceId, dateTime: MONDAY_10 });
    expect(own.status, own.text).toBe(201);
    const other = await visitor.post("/v1/bookings", { serviceId: s.serviceId, dateTime: MONDAY_10, customer: visitorDetails });
    expect(other.status, other.text).toBe(201);

    const listed = await customer.get(`/v1/bookings?customerId=${other.body.data.customer.id}`);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data.map((b: { id: string }) => b.id)).toEqual([own.body.data.id]);

    const moved = await customer.patch(`/v1/bookings/${own.body.data.id}`, { dateTime: "2026-11-24T09:00:00Z" });
    expect(moved.status, moved.text).toBe(200);
    expect((await s.api.get(`/v1/bookings/${own.body.data.id}`)).body.data.dateTime).toBe("2026-11-24T09:00:00.000Z");
    expectError(await customer.patch(`/v1/bookings/${own.body.data.id}`, { status: "confirmed" }), 403, "FORBIDDEN");
    expectError(
      await customer.patch(`/v1/bookings/${own.body.data.id}`, { dateTime: "2026-11-24T10:00:00Z", notes: "x" }),
      403,
      "FORBIDDEN",
    );
    expectError(await customer.patch(`/v1/bookings/${other.body.data.id}`, { dateTime: "2026-11-24T10:00:00Z" }), 404, "NOT_FOUND");
    expectError(await customer.delete(`/v1/bookings/${other.body.data.id}`), 404, "NOT_FOUND");
    // Moving inside the minimum notice is refused to customers.
    const soon = await customer.patch(`/v1/bookings/${own.body.data.id}`, { dateTime: "2026-11-20T08:30:00Z" });
    expectError(soon, 400, "BAD_REQUEST");

    const cancelled = await customer.delete(`/v1/bookings/${own.body.data.id}`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data.status).toBe("cancelled");
    expectError(await customer.get(`/v1/bookings/${own.body.data.id}`), 403, "FORBIDDEN");
  });

  it("may not cancel or move later than the cancellation notice", async () => {
    await s.api.patch("/v1/settings", { cancellationNoticeMinutes: 60 });
    const own = await customer.post("/v1/bookings", { serviceId: s.serviceId, dateTime: MONDAY_10 });
    t.clock.set("2026-11-23T08:30:00Z");
    expectError(await customer.delete(`/v1/bookings/${own.body.data.id}`), 409, "CONFLICT");
    expectError(await customer.patch(`/v1/bookings/${own.body.data.id}`, { dateTime: "2026-11-24T09:00:00Z" }), 409, "CONFLICT");
    // The provider still can.
    expect((await s.api.delete(`/v1/bookings/${own.body.data.id}`)).status).toBe(200);
  });
});

describe("manage links", () => {
  const book = async () => {
    const res = await visitor.post("/v1/bookings", {
      serviceId: s.serviceId,
      staffId: s.annId,
      dateTime: MONDAY_10,
      customer: visitorDetails,
    });
    expect(res.status, res.text).toBe(201);
    return res.body.data as { id: string; manage: { token: string } };
  };

  it("show the booking without an API key, move it and cancel it", async () => {
    const { id, manage } = await book();
    const view = await t.anonymous.get(`/v1/manage/${manage.token}`);
    expect(view.status, view.text).toBe(200);
    expect(view.body.data).toMatchObject({
      id,
      status: "pending",
      dateTime: MONDAY_10,
      staff: { id: s.annId, name: "Ann" },
      customer: { name: "Vera Visitor" },
      provider: { timezone: "Europe/Berlin", currency: "EUR" },
      changeableUntil: MONDAY_10,
    });
    expect(JSON.stringify(view.body)).not.toContain("@example.com");

    const times = await t.anonymous.get(`/v1/manage/${manage.token}/availability?from=2026-11-24&to=2026-11-24`);
    expect(times.status, times.text).toBe(200);
    const to = times.body.data.days[0].slots[2].start as string;
    const moved = await t.anonymous.post(`/v1/manage/${manage.token}/reschedule`, { dateTime: to, staffId: s.bobId });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data).toMatchObject({ dateTime: to, staff: { id: s.bobId } });
    const events = await t.db
      .selectFrom("outbox_events")
      .select(["event", "data"])
      .where("provider_id", "=", s.providerId)
      .where("event", "=", "booking.rescheduled")
      .execute();
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({ bookingId: id, staffId: s.bobId, previousDateTime: MONDAY_10, dateTime: to }),
    ]);

    const cancelled = await t.anonymous.post(`/v1/manage/${manage.token}/cancel`, { reason: "Plans changed" });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data.status).toBe("cancelled");
    expect((await s.api.get(`/v1/bookings/${id}`)).body.data).toMatchObject({ status: "cancelled", cancelReason: "Plans changed" });
    // Cancelling again changes nothing; moving a cancelled booking is refused.
    expect((await t.anonymous.post(`/v1/manage/${manage.token}/cancel`, {})).status).toBe(200);
    expectError(await t.anonymous.post(`/v1/manage/${manage.token}/reschedule`, { dateTime: to }), 409, "CONFLICT");
  });

  it("refuse changes later than the cancellation notice, with the deadline in the message", async () => {
    await s.api.patch("/v1/settings", { cancellationNoticeMinutes: 1440 });
    const { manage } = await book();
    expect((await t.anonymous.get(`/v1/manage/${manage.token}`)).body.data.changeableUntil).toBe("2026-11-22T09:00:00.000Z");
    t.clock.set("2026-11-22T09:00:01Z");
    const late = await t.anonymous.post(`/v1/manage/${manage.token}/cancel`, {});
    expectError(late, 409, "CONFLICT");
    expect(late.body.error.message).toContain("2026-11-22T09:00:00.000Z");
    expectError(await t.anonymous.post(`/v1/manage/${manage.token}/reschedule`, { dateTime: "2026-11-24T09:00:00Z" }), 409, "CONFLICT");
  });

  it("answer 404 alike for unknown, malformed and expired tokens, and the moved time must pass the customer's rules", async () => {
    const { manage } = await book();
    expectError(await t.anonymous.get(`/v1/manage/${"x".repeat(32)}`), 404, "NOT_FOUND");
    expectError(await t.anonymous.get("/v1/manage/short"), 404, "NOT_FOUND");
    expectValidationError(await t.anonymous.post(`/v1/manage/${manage.token}/reschedule`, { dateTime: "tomorrow" }), ["dateTime"]);
    const saturday = await t.anonymous.post(`/v1/manage/${manage.token}/reschedule`, { dateTime: "2026-11-21T09:00:00Z" });
    expectError(saturday, 400, "BAD_REQUEST");
    // Valid until 7 days after the booking's end.
    t.clock.set("2026-11-30T10:00:01Z");
    expectError(await t.anonymous.get(`/v1/manage/${manage.token}`), 404, "NOT_FOUND");
  });

  it("answer malformed, unknown and expired tokens byte for byte alike, after the same single lookup", async () => {
    const { manage } = await book();
    // The booking (Monday 10:00-11:00) ended more than 7 days ago: its link has expired.
    t.clock.set("2026-11-30T10:00:01Z");
    const kinds = {
      malformed: ["short", "x".repeat(201), "é".repeat(32), `${manage.token}Z`],
      unknown: ["Z".repeat(32), manage.token.replace(/^./, (c) => (c === "a" ? "b" : "a"))],
      expired: [manage.token],
    };
    const requests: [string, string, unknown?][] = [
      ["GET", ""],
      ["GET", "/availability?from=2026-12-01&to=2026-12-02"],
      ["POST", "/reschedule", { dateTime: "2026-12-01T09:00:00Z" }],
      ["POST", "/cancel", { reason: "x" }],
      ["GET", "/calendar.ics"],
    ];
    for (const [method, suffix, body] of requests) {
      const answers = new Map<string, string>();
      for (const [kind, tokens] of Object.entries(kinds)) {
        for (const token of tokens) {
          // The same request id for every answer: only the Date header may tell them apart.
          const res = await fetch(`${t.url}/v1/manage/${encodeURIComponent(token)}${suffix}`, {
            method,
            headers: { "x-request-id": "same-request", ...(body ? { "content-type": "application/json" } : {}) },
            body: body ? JSON.stringify(body) : undefined,
          });
          const headers = [...res.headers].filter(([name]) => name !== "date");
          answers.set(`${kind} ${token.slice(0, 8)}`, `${res.status}\n${JSON.stringify(headers)}\n${await res.text()}`);
        }
      }
      expect(answers.size).toBe(Object.values(kinds).flat().length);
      const first = [...answers.values()][0];
      expect(first, `${method} ${suffix}`).toMatch(/^404\n.*"x-request-id","same-request".*\n\{"success":false,"error":\{"message":/s);
      for (const [kind, answer] of answers) expect(answer, `${method} ${suffix}: ${kind}`).toBe(first);
    }

    // Underneath: each kind costs one statement, the same one, looking up a token digest.
    const statements: { sql: string; parameters: readonly unknown[] }[] = [];
    const recording = t.db.withPlugin({
      transformQuery: ({ node, queryId }) => {
        const compiled = t.db.getExecutor().compileQuery(node, queryId);
        statements.push({ sql: compiled.sql, parameters: compiled.parameters });
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const now = new Date("2026-11-30T10:00:01Z");
    const texts = new Set<string>();
    for (const token of Object.values(kinds).flat()) {
      statements.length = 0;
      expect(await bookingOfToken(recording, token, now), token).toBeNull();
      expect(statements, token).toHaveLength(1);
      expect(statements[0]!.sql).toMatch(/WHERE mt\.token_hash = \$1/);
      expect(statements[0]!.parameters[0], token).toMatch(/^[\da-f]{64}$/);
      texts.add(statements[0]!.sql);
    }
    expect(texts.size).toBe(1);
    statements.length = 0;
    expect(await bookingOfToken(recording, manage.token, new Date("2026-11-23T12:00:00Z"))).not.toBeNull();
    expect(statements).toHaveLength(1);
  });

  it("give the booking as an iCalendar file a calendar parser reads back, cancelled once cancelled", async () => {
    const { id, manage } = await book();
    const res = await fetch(`${t.url}/v1/manage/${manage.token}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="booking-${id}.ics"`);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await res.text())).getFirstSubcomponent("vevent")!);
    expect(event.uid).toBe(`${id}@booking-service`);
    expect(event.startDate.toJSDate().toISOString()).toBe(MONDAY_10);
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-11-23T10:00:00.000Z");
    expect(event.summary).toContain("Cut & colour");
    expect(event.description).toContain(manage.token);
    // Pending: tentative until the provider confirms it.
    expect(event.component.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(event.sequence).toBe(0);

    await t.anonymous.post(`/v1/manage/${manage.token}/cancel`, {});
    const after = await (await fetch(`${t.url}/v1/manage/${manage.token}/calendar.ics`)).text();
    const cancelled = new ICAL.Event(new ICAL.Component(ICAL.parse(after)).getFirstSubcomponent("vevent")!);
    expect(cancelled.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.uid).toBe(`${id}@booking-service`);
    expect(cancelled.sequence).toBe(1);

    const unknown = await t.anonymous.get(`/v1/manage/${"b".repeat(32)}/calendar.ics`);
    expectError(unknown, 404, "NOT_FOUND");
  });

  it("are stored only as hashes", async () => {
    const { manage } = await book();
    const stored = await t.db.selectFrom("manage_tokens").select("token_hash").execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(manage.token);
  });
});
