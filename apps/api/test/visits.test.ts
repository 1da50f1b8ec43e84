// Visits against the real server: several services back to back for one customer, written all or
// nothing (409 naming every item that does not fit), the same member preferred for an item naming
// none, later items off the grid, moved and cancelled as one, and customers kept to their own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { sql } from "@booking/db";
import { apiClient, type ApiClient } from "@booking/testing";
import { expectError, expectValidationError, startTestApi, type TestApi } from "./helpers";
import { createSalon, type Salon } from "./salon";

let t: TestApi;
let salon: Salon;
let customerKey: ApiClient;
let otherCustomerKey: ApiClient;
let washId: string;

// Tuesday 2 March 2027, Berlin (UTC+1); Ann and Bob work 09:00-17:00 with a break 12:00-13:00.
const at = (time: string, date = "2027-03-02") => new Date(`${date}T${time}:00+01:00`).toISOString();

beforeAll(async () => {
  t = await startTestApi();
  // The tests' dates are fixed (March and April 2027): the service's clock runs
  // from a week before them (`reset` comes back to it), so that they stay ahead of its "now"
  // whenever the suite runs.
  t.clock.runFrom("2027-02-23T08:00:00Z");
  salon = await createSalon(t);
  const { api } = salon;
  // A wash with a buffer after: the next item starts 10 minutes after it ends.
  const wash = await api.post("/v1/services", { name: "Wash", duration: 20, price: 10, bufferAfterMinutes: 10 });
  washId = wash.body.data.id;
  await api.patch(`/v1/staff/${salon.annId}`, { services: [salon.serviceId, salon.otherServiceId, washId] });
  await api.patch(`/v1/staff/${salon.bobId}`, { services: [salon.serviceId, washId] });
  await api.patch("/v1/settings", { maxAdvanceDays: 365, minNoticeMinutes: 0 });
  const key = await createApiKey(t.db, {
    providerId: salon.providerId,
    audience: "customer",
    customerId: salon.customerId,
    plan: "default",
  });
  customerKey = apiClient(t.url, key.apiKey);
  const other = await api.post("/v1/customers", { name: "Dana", email: `dana${Date.now()}@example.com` });
  const otherKey = await createApiKey(t.db, {
    providerId: salon.providerId,
    audience: "customer",
    customerId: other.body.data.id,
    plan: "default",
  });
  otherCustomerKey = apiClient(t.url, otherKey.apiKey);
});
afterAll(async () => {
  await t?.close();
});

describe("POST /v1/visits", () => {
  it("books the services back to back, the buffer between them kept, with the same member preferred", async () => {
    const res = await salon.api.post("/v1/visits", {
      customerId: salon.customerId,
      start: at("09:00"),
      items: [{ serviceId: washId, staffId: salon.annId }, { serviceId: salon.serviceId }],
    });
    expect(res.status, res.text).toBe(201);
    const visit = res.body.data;
    expect(visit.id).toMatch(/^vis_/);
    expect(visit.start).toBe(new Date(at("09:00")).toISOString());
    // Wash 09:00-09:20, its buffer to 09:30, then the 60-minute service 09:30-10:30.
    expect(visit.end).toBe(new Date(at("10:30")).toISOString());
    expect(visit.items.map((i: { dateTime: string }) => i.dateTime)).toEqual(
      [at("09:00"), at("09:30")].map((d) => new Date(d).toISOString()),
    );
    expect(visit.items.map((i: { staff: { id: string } }) => i.staff.id)).toEqual([salon.annId, salon.annId]);
    const got = await salon.api.get(`/v1/visits/${visit.id}`);
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(visit);
    // Each item is an ordinary booking.
    const item = await salon.api.get(`/v1/bookings/${visit.items[1].id}`);
    expect(item.status).toBe(200);
  });

  it("writes nothing when an item does not fit, naming every such item with its rule", async () => {
    const before = await salon.api.get("/v1/bookings", { query: { staffId: salon.bobId, limit: "100" } });
    // Bob is booked 14:30-15:30; a visit for him from 14:00: the wash (14:00-14:20) fits, the service (14:30) does not,
    // and a third item at 15:30 runs into... nothing; a fourth item lands in nothing either. Then one more item ends after hours.
    const blocker = await salon.api.post("/v1/bookings", {
      customerId: salon.customerId,
      serviceId: salon.serviceId,
      staffId: salon.bobId,
      dateTime: at("14:30"),
    });
    expect(blocker.status, blocker.text).toBe(201);
    const res = await salon.api.post("/v1/visits", {
      customerId: salon.customerId,
      start: at("14:00"),
      items: [
        { serviceId: washId, staffId: salon.bobId },
        { serviceId: salon.serviceId, staffId: salon.bobId },
        { serviceId: salon.serviceId, staffId: salon.bobId },
        { serviceId: salon.serviceId, staffId: salon.bobId },
      ],
    });
    expect(res.status, res.text).toBe(409);
    const details = res.body.error.details as { path: string; rule: string }[];
    // 14:30 is taken; 15:30-16:30 fits; 16:30-17:30 runs past Bob's hours.
    expect(details.map((d) => [d.path, d.rule])).toEqual([
      ["items.1", "booked"],
      ["items.3", "outside_hours"],
    ]);
    const after = await salon.api.get("/v1/bookings", { query: { staffId: salon.bobId, limit: "100" } });
    expect(after.body.data.length).toBe(before.body.data.length + 1); // only the blocker
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const six = Array.from({ length: 6 }, () => ({ serviceId: washId }));
    expectValidationError(await salon.api.post("/v1/visits", { customerId: salon.customerId, start: at("09:00"), items: six }), ["items"]);
    expectValidationError(await salon.api.post("/v1/visits", { customerId: salon.customerId, start: at("09:00"), items: [] }), ["items"]);
    expectValidationError(await salon.api.post("/v1/visits", { start: at("09:00"), items: [{ serviceId: washId }] }), ["customerId"]);
    const unknown = await salon.api.post("/v1/visits", {
      customerId: salon.customerId,
      start: at("09:00"),
      items: [{ serviceId: "svc_nothing00000000" }],
    });
    expect(unknown.status).toBe(404);
    // The same with one member named for every item (the way that books them in one go).
    const named = (items: { serviceId: string }[]) =>
      salon.api.post("/v1/visits", {
        customerId: salon.customerId,
        start: at("09:00", "2027-03-09"),
        items: items.map((item) => ({ ...item, staffId: salon.annId })),
      });
    const unknownNamed = await named([{ serviceId: washId }, { serviceId: "svc_nothing00000000" }]);
    expect(unknownNamed.status, unknownNamed.text).toBe(404);
    expect(unknownNamed.body.error.message).toMatch(/svc_nothing00000000/);
    const yoga = await salon.api.post("/v1/services", { name: "Yoga", duration: 60, price: 15, capacity: 6 });
    expect(yoga.status, yoga.text).toBe(201);
    expectValidationError(await named([{ serviceId: washId }, { serviceId: yoga.body.data.id as string }]), ["items.1.serviceId"]);
    // And with a member each (one read of both members): an unknown member, a member who does not
    // offer the item's service.
    const eachNamed = (items: { serviceId: string; staffId: string }[]) =>
      salon.api.post("/v1/visits", { customerId: salon.customerId, start: at("09:00", "2027-03-09"), items });
    const unknownMember = await eachNamed([
      { serviceId: washId, staffId: salon.annId },
      { serviceId: washId, staffId: "staff_nothing0000000" },
    ]);
    expect(unknownMember.status, unknownMember.text).toBe(404);
    expect(unknownMember.body.error.message).toMatch(/staff_nothing0000000/);
    const notOffered = await eachNamed([
      { serviceId: washId, staffId: salon.annId },
      { serviceId: salon.otherServiceId, staffId: salon.bobId },
    ]);
    expect(notOffered.status, notOffered.text).toBe(409);
    expect(notOffered.body.error.details.map((d: { path: string; rule: string }) => [d.path, d.rule])).toEqual([
      ["items.1", "service_not_offered"],
    ]);
    expect(
      (await salon.api.get("/v1/bookings", { query: { from: at("00:00", "2027-03-09"), to: at("23:00", "2027-03-09") } })).body.data,
    ).toEqual([]);
  });

  it("gives a visit naming no member to one free member who can take every item, the salon told once", async () => {
    const made = await salon.api.post("/v1/visits", {
      customerId: salon.customerId,
      start: at("09:00", "2027-03-23"),
      items: [{ serviceId: washId }, { serviceId: salon.serviceId }],
    });
    expect(made.status, made.text).toBe(201);
    const items = made.body.data.items as { id: string; staff: { id: string } }[];
    expect(new Set(items.map((item) => item.staff.id)).size).toBe(1);
    const notices = await sql<{ booking_id: string }>`
      SELECT data->>'bookingId' AS booking_id FROM smart_notifications
       WHERE provider_id = ${salon.providerId} AND data->>'bookingId' = ANY(${items.map((item) => item.id)}) AND recipient = 'provider'`.execute(
      t.db,
    );
    expect(notices.rows.map((n) => n.booking_id)).toEqual([items[0]!.id]);
  });

  it("gives a visit naming no member to the first member whose rules allow its first item, as one booking would", async () => {
    const day = "2027-03-30";
    // Ann is off that day (time off, which the provider's rule does not look at) and has no
    // bookings; Bob has one in the afternoon: the rule (least busy that day) comes to Ann first.
    const off = await salon.api.post(`/v1/staff/${salon.annId}/time-off`, { start: at("07:00", day), end: at("20:00", day) });
    expect(off.status, off.text).toBe(201);
    const blocker = await salon.api.post("/v1/bookings", {
      customerId: salon.customerId,
      serviceId: salon.serviceId,
      staffId: salon.bobId,
      dateTime: at("15:00", day),
    });
    expect(blocker.status, blocker.text).toBe(201);
    const made = await salon.api.post("/v1/visits", {
      customerId: salon.customerId,
      start: at("09:00", day),
      items: [{ serviceId: washId }, { serviceId: salon.serviceId }],
    });
    expect(made.status, made.text).toBe(201);
    const items = made.body.data.items as { id: string; staff: { id: string } }[];
    expect(items.map((item) => item.staff.id)).toEqual([salon.bobId, salon.bobId]);
    // Booked as one: the salon hears of it once.
    const notices = await sql<{ booking_id: string }>`
      SELECT data->>'bookingId' AS booking_id FROM smart_notifications
       WHERE provider_id = ${salon.providerId} AND data->>'bookingId' = ANY(${items.map((item) => item.id)}) AND recipient = 'provider'`.execute(
      t.db,
    );
    expect(notices.rows.map((n) => n.booking_id)).toEqual([items[0]!.id]);
  });

  it("gives a later item of a visit naming no member to another member when the first item's cannot take it, leaving nothing of the try", async () => {
    const day = "2027-03-16";
    const book = (staffId: string, time: string) =>
      salon.api.post("/v1/bookings", { customerId: salon.customerId, serviceId: salon.serviceId, staffId, dateTime: at(time, day) });
    // Ann has one booking that day (09:30-10:30), Bob two in the afternoon: the provider's rule
    // (least busy that day) gives the wash at 09:00 to Ann, who is not free for the cut at 09:30.
    for (const [staffId, time] of [
      [salon.annId, "09:30"],
      [salon.bobId, "13:00"],
      [salon.bobId, "14:30"],
    ] as const) {
      const blocker = await book(staffId, time);
      expect(blocker.status, blocker.text).toBe(201);
    }
    const made = await salon.api.post("/v1/visits", {
      customerId: salon.customerId,
      start: at("09:00", day),
      items: [{ serviceId: washId }, { serviceId: salon.serviceId }],
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.data.items.map((item: { staff: { id: string } }) => item.staff.id)).toEqual([salon.annId, salon.bobId]);
    const ofDay = async (staffId: string) =>
      (await salon.api.get("/v1/bookings", { query: { staffId, from: at("00:00", day), to: at("23:00", day) } })).body.data.map(
        (b: { dateTime: string }) => b.dateTime,
      );
    const iso = (time: string) => new Date(at(time, day)).toISOString();
    expect(await ofDay(salon.annId)).toEqual([iso("09:00"), iso("09:30")]);
    expect(await ofDay(salon.bobId)).toEqual([iso("09:30"), iso("13:00"), iso("14:30")]);
    // Booked item by item, and still told to the salon once, by its first item, naming both members.
    const ids = made.body.data.items.map((item: { id: string }) => item.id) as string[];
    const notices = await sql<{ booking_id: string; body: string }>`
      SELECT data->>'bookingId' AS booking_id, body FROM smart_notifications
       WHERE provider_id = ${salon.providerId} AND data->>'bookingId' = ANY(${ids}) AND recipient = 'provider'`.execute(t.db);
    expect(notices.rows.map((n) => n.booking_id)).toEqual([ids[0]]);
    expect(notices.rows[0]!.body).toMatch(/booked Wash and Cut & colour with Ann and Bob on/);
  });

  it("books a visit whose items name different members in one go: each item an ordinary booking with its event, the salon told once", async () => {
    const day = "2027-03-10";
    const washByBobThenCutByAnn = () =>
      salon.api.post("/v1/visits", {
        customerId: salon.customerId,
        start: at("09:00", day),
        items: [
          { serviceId: washId, staffId: salon.bobId },
          { serviceId: salon.serviceId, staffId: salon.annId },
        ],
      });
    const made = await washByBobThenCutByAnn();
    expect(made.status, made.text).toBe(201);
    const items = made.body.data.items as { id: string; dateTime: string; staff: { id: string } }[];
    expect(items.map((item) => [item.staff.id, item.dateTime])).toEqual([
      [salon.bobId, new Date(at("09:00", day)).toISOString()],
      [salon.annId, new Date(at("09:30", day)).toISOString()],
    ]);
    const ids = items.map((item) => item.id);
    const { rows: written } = await sql<{ id: string; staff_id: string; visit_id: string; events: string[] }>`
      SELECT b.id, b.staff_id, b.visit_id,
             ARRAY(SELECT e.event FROM outbox_events e WHERE e.data->>'bookingId' = b.id) AS events
        FROM bookings b WHERE b.id = ANY(${ids}) ORDER BY b.starts_at`.execute(t.db);
    expect(written).toEqual([
      { id: ids[0], staff_id: salon.bobId, visit_id: made.body.data.id, events: ["booking.created"] },
      { id: ids[1], staff_id: salon.annId, visit_id: made.body.data.id, events: ["booking.created"] },
    ]);
    const { rows } = await sql<{ booking_id: string; created: string; body: string }>`
      SELECT n.data->>'bookingId' AS booking_id, n.body,
             (SELECT e.data->>'bookingId' FROM outbox_events e WHERE e.event_id = n.data->>'eventId') AS created
        FROM smart_notifications n
       WHERE n.provider_id = ${salon.providerId} AND n.data->>'bookingId' = ANY(${ids}) AND n.recipient = 'provider'`.execute(t.db);
    // One notification, naming the first item's booking.created event and both members.
    expect(rows.map((n) => [n.booking_id, n.created])).toEqual([[ids[0], ids[0]]]);
    expect(rows[0]!.body).toMatch(/booked Wash and Cut & colour with Bob and Ann on/);

    // The same again: both members are taken then, each item named, nothing more written.
    const again = await washByBobThenCutByAnn();
    expect(again.status, again.text).toBe(409);
    expect(again.body.error.details.map((d: { path: string; rule: string }) => [d.path, d.rule])).toEqual([
      ["items.0", "booked"],
      ["items.1", "booked"],
    ]);
    // Only Ann taken at 14:30 (a cut booked at 14:00 runs to 15:00): only the second item is named,
    // and Bob's wash at 14:00 is not left behind.
    const blocker = await salon.api.post("/v1/bookings", {
      customerId: salon.customerId,
      serviceId: salon.serviceId,
      staffId: salon.annId,
      dateTime: at("14:00", day),
    });
    expect(blocker.status, blocker.text).toBe(201);
    const partly = await salon.api.post("/v1/visits", {
      customerId: salon.customerId,
      start: at("14:00", day),
      items: [
        { serviceId: washId, staffId: salon.bobId },
        { serviceId: salon.serviceId, staffId: salon.annId },
      ],
    });
    expect(partly.status, partly.text).toBe(409);
    expect(partly.body.error.details.map((d: { path: string; rule: string }) => [d.path, d.rule])).toEqual([["items.1", "booked"]]);
    const bobsDay = await salon.api.get("/v1/bookings", { query: { staffId: salon.bobId, from: at("00:00", day), to: at("23:00", day) } });
    expect(bobsDay.body.data.map((b: { dateTime: string }) => b.dateTime)).toEqual([new Date(at("09:00", day)).toISOString()]);
  });

  it("books a customer's visit naming a member for each item in one go, held to a customer's rules for each member", async () => {
    const washByAnnThenCutByBob = () =>
      customerKey.post("/v1/visits", {
        start: at("09:00", "2027-03-12"),
        items: [
          { serviceId: washId, staffId: salon.annId },
          { serviceId: salon.serviceId, staffId: salon.bobId },
        ],
      });
    const made = await washByAnnThenCutByBob();
    expect(made.status, made.text).toBe(201);
    expect(made.body.data.items.map((item: { staff: { id: string } }) => item.staff.id)).toEqual([salon.annId, salon.bobId]);
    expect(made.body.data.manage.token).toEqual(expect.any(String));
    // Again: each member's time is taken (for a customer, the processing-time check of each item's
    // own member finds it), each item named.
    const again = await washByAnnThenCutByBob();
    expect(again.status, again.text).toBe(409);
    expect(again.body.error.details.map((d: { path: string; rule: string }) => [d.path, d.rule])).toEqual([
      ["items.0", "processing"],
      ["items.1", "processing"],
    ]);
  });

  it("gives an item naming no member after one that does to that member, or when they cannot take it, to another", async () => {
    const day = "2027-03-15";
    // Ann is free all morning: the cut after her wash is hers.
    const hers = await salon.api.post("/v1/visits", {
      customerId: salon.customerId,
      start: at("09:00", day),
      items: [{ serviceId: washId, staffId: salon.annId }, { serviceId: salon.serviceId }, { serviceId: washId }],
    });
    expect(hers.status, hers.text).toBe(201);
    expect(hers.body.data.items.map((item: { staff: { id: string } }) => item.staff.id)).toEqual([salon.annId, salon.annId, salon.annId]);
    // Ann is booked 14:30-15:30: the cut after her 14:00 wash goes to Bob, and the wash after it stays with him.
    const blocker = await salon.api.post("/v1/bookings", {
      customerId: salon.customerId,
      serviceId: salon.serviceId,
      staffId: salon.annId,
      dateTime: at("14:30", day),
    });
    expect(blocker.status, blocker.text).toBe(201);
    const moved = await salon.api.post("/v1/visits", {
      customerId: salon.customerId,
      start: at("14:00", day),
      items: [{ serviceId: washId, staffId: salon.annId }, { serviceId: salon.serviceId }, { serviceId: washId }],
    });
    expect(moved.status, moved.text).toBe(201);
    expect(moved.body.data.items.map((item: { staff: { id: string } }) => item.staff.id)).toEqual([salon.annId, salon.bobId, salon.bobId]);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM bookings WHERE provider_id = ${salon.providerId} AND visit_id = ${moved.body.data.id}`.execute(t.db);
    expect(rows[0]!.n).toBe(3);
  });

  it("refuses a customer's visit holding a service that takes a payment, whichever way it is booked, and lets the salon book it", async () => {
    const paid = await salon.api.post("/v1/services", {
      name: "Balayage",
      duration: 30,
      price: 120,
      payment: { mode: "deposit", percent: 30 },
    });
    expect(paid.status, paid.text).toBe(201);
    await salon.api.patch(`/v1/staff/${salon.annId}`, { services: [salon.serviceId, salon.otherServiceId, washId, paid.body.data.id] });
    const day = "2027-03-24";
    const itemsOf = (second: string) => [
      { serviceId: washId, staffId: salon.bobId },
      { serviceId: paid.body.data.id as string, staffId: second },
    ];
    // One member each, the paid item naming none after one that does, and no member named at all.
    for (const items of [
      itemsOf(salon.annId),
      [{ serviceId: washId, staffId: salon.annId }, { serviceId: paid.body.data.id }],
      [{ serviceId: washId }, { serviceId: paid.body.data.id }],
    ]) {
      const refused = await customerKey.post("/v1/visits", { start: at("09:00", day), items });
      expect(refused.status, refused.text).toBe(409);
      expect(refused.body.error.details.map((d: { path: string; rule: string }) => [d.path, d.rule])).toEqual([
        ["items.1", "payment_required"],
      ]);
    }
    const booked = await salon.api.post("/v1/visits", {
      customerId: salon.customerId,
      start: at("09:00", day),
      items: itemsOf(salon.annId),
    });
    expect(booked.status, booked.text).toBe(201);
  });

  it("books visits crossing the same two members in opposite orders at once without a failure: each time goes to one visit", async () => {
    // A wash by Ann then one by Bob (Ann 0-30 with the wash's buffer, Bob 30-60), and a cut by Bob
    // then a wash by Ann (Bob 0-60, Ann 60-90), at once: both need Bob's half past, so one of each
    // pair gets it; each locks both members, in one order whichever item names which. The pairs
    // (09:00 and 14:00 on five days) meet no other pair.
    const days = ["2027-03-11", "2027-03-17", "2027-03-18", "2027-03-19", "2027-03-22"];
    const starts = days.flatMap((day) => [at("09:00", day), at("14:00", day)]);
    const visit = (start: string, items: { serviceId: string; staffId: string }[]) =>
      salon.api.post("/v1/visits", { customerId: salon.customerId, start, items });
    const answers = await Promise.all(
      starts.flatMap((start) => [
        visit(start, [
          { serviceId: washId, staffId: salon.annId },
          { serviceId: washId, staffId: salon.bobId },
        ]),
        visit(start, [
          { serviceId: salon.serviceId, staffId: salon.bobId },
          { serviceId: washId, staffId: salon.annId },
        ]),
      ]),
    );
    for (const answer of answers) expect([201, 409], answer.text).toContain(answer.status);
    // Each pair, exactly one of the two.
    for (const [n] of starts.entries()) {
      expect([answers[2 * n]!.status, answers[2 * n + 1]!.status].sort()).toEqual([201, 409]);
    }
    const { rows } = await sql<{ overlaps: number; items: number; visits: number }>`
      SELECT (SELECT count(*)::int FROM bookings a JOIN bookings b
                ON a.provider_id = b.provider_id AND a.staff_id = b.staff_id AND a.id < b.id
               AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
               AND a.status NOT IN ('cancelled') AND b.status NOT IN ('cancelled')
             WHERE a.provider_id = ${salon.providerId}) AS overlaps,
             (SELECT count(*)::int FROM bookings WHERE provider_id = ${salon.providerId} AND visit_id IS NOT NULL
                 AND EXISTS (SELECT 1 FROM unnest(${starts}::timestamptz[]) s WHERE starts_at >= s AND starts_at < s + interval '2 hours')) AS items,
             (SELECT count(DISTINCT visit_id)::int FROM bookings WHERE provider_id = ${salon.providerId} AND visit_id IS NOT NULL
                 AND EXISTS (SELECT 1 FROM unnest(${starts}::timestamptz[]) s WHERE starts_at >= s AND starts_at < s + interval '2 hours')) AS visits`.execute(
      t.db,
    );
    expect(rows[0]).toEqual({ overlaps: 0, items: 2 * starts.length, visits: starts.length });
  });
});

describe("POST /v1/visits/{id}/confirm", () => {
  it("confirms every pending item in one go, the customer told once, and is for provider keys", async () => {
    // Booked by the customer with the salon confirming by hand: both items wait.
    const made = await customerKey.post("/v1/visits", {
      start: at("09:00", "2027-04-13"),
      items: [
        { serviceId: washId, staffId: salon.bobId },
        { serviceId: salon.serviceId, staffId: salon.annId },
      ],
    });
    expect(made.status, made.text).toBe(201);
    const id = made.body.data.id as string;
    const ids = (made.body.data.items as { id: string; status: string }[]).map((item) => item.id);
    expect(made.body.data.items.map((item: { status: string }) => item.status)).toEqual(["pending", "pending"]);

    expectError(await customerKey.post(`/v1/visits/${id}/confirm`, {}), 403, "FORBIDDEN");
    expectError(await salon.api.post("/v1/visits/vis_unknown00000000000/confirm", {}), 404, "NOT_FOUND");
    const confirmed = await salon.api.post(`/v1/visits/${id}/confirm`, {});
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.data.items.map((item: { status: string }) => item.status)).toEqual(["confirmed", "confirmed"]);
    // Again: nothing pending, nothing changes.
    expect((await salon.api.post(`/v1/visits/${id}/confirm`, {})).status).toBe(200);

    const events = await sql<{ booking_id: string }>`
      SELECT data->>'bookingId' AS booking_id FROM outbox_events
       WHERE provider_id = ${salon.providerId} AND event = 'booking.confirmed' AND data->>'bookingId' = ANY(${ids})
       ORDER BY data->>'dateTime'`.execute(t.db);
    expect(events.rows.map((e) => e.booking_id)).toEqual(ids);
    const told = await sql<{ booking_id: string; body: string }>`
      SELECT data->>'bookingId' AS booking_id, body FROM smart_notifications
       WHERE provider_id = ${salon.providerId} AND type = 'booking.confirmed' AND data->>'bookingId' = ANY(${ids})`.execute(t.db);
    expect(told.rows.map((n) => n.booking_id)).toEqual([ids[0]]);
    expect(told.rows[0]!.body).toMatch(/Wash and Cut & colour/);
  });
});

describe("moving and cancelling a visit", () => {
  it("moves every item by the same shift, all or nothing, and cancels them together", async () => {
    const made = await salon.api.post("/v1/visits", {
      customerId: salon.customerId,
      start: at("09:00", "2027-03-03"),
      items: [
        { serviceId: washId, staffId: salon.annId },
        { serviceId: salon.serviceId, staffId: salon.annId },
      ],
    });
    expect(made.status, made.text).toBe(201);
    const id = made.body.data.id;
    // Thirty minutes later: each item overlaps its own old place on the way, and still moves.
    const moved = await salon.api.patch(`/v1/visits/${id}`, { start: at("09:30", "2027-03-03") });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.items.map((i: { dateTime: string }) => i.dateTime)).toEqual(
      [at("09:30", "2027-03-03"), at("10:00", "2027-03-03")].map((d) => new Date(d).toISOString()),
    );
    // Into Ann's break: the second item (12:00) does not fit; nothing moves.
    const refused = await salon.api.patch(`/v1/visits/${id}`, { start: at("11:30", "2027-03-03") });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.error.details.map((d: { path: string; rule: string }) => [d.path, d.rule])).toEqual([["items.1", "in_break"]]);
    const still = await salon.api.get(`/v1/visits/${id}`);
    expect(still.body.data.start).toBe(new Date(at("09:30", "2027-03-03")).toISOString());

    const cancelled = await salon.api.delete(`/v1/visits/${id}`, { query: { reason: "Moved away" } });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data.items.map((i: { status: string }) => i.status)).toEqual(["cancelled", "cancelled"]);
    // The customer's in-app word of it is one, for the whole visit, by its first item.
    const itemIds = made.body.data.items.map((item: { id: string }) => item.id) as string[];
    const told = await sql<{ booking_id: string; body: string }>`
      SELECT data->>'bookingId' AS booking_id, body FROM smart_notifications
       WHERE provider_id = ${salon.providerId} AND type = 'booking.cancelled' AND data->>'bookingId' = ANY(${itemIds})`.execute(t.db);
    expect(told.rows.map((n) => n.booking_id)).toEqual([itemIds[0]]);
    // Both times are free again.
    const again = await salon.api.post("/v1/bookings", {
      customerId: salon.customerId,
      serviceId: salon.serviceId,
      staffId: salon.annId,
      dateTime: at("10:00", "2027-03-03"),
    });
    expect(again.status, again.text).toBe(201);
  });

  it("lets a customer key book, move and cancel its own visits only, with one manage link", async () => {
    const made = await customerKey.post("/v1/visits", {
      start: at("09:00", "2027-03-04"),
      items: [{ serviceId: washId }, { serviceId: salon.serviceId }],
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.data.manage.url).toMatch(/#manage=/);
    const id = made.body.data.id;
    expect((await otherCustomerKey.get(`/v1/visits/${id}`)).status).toBe(404);
    expect((await otherCustomerKey.delete(`/v1/visits/${id}`)).status).toBe(404);
    const moved = await customerKey.patch(`/v1/visits/${id}`, { start: at("10:00", "2027-03-04") });
    expect(moved.status, moved.text).toBe(200);
    const cancelled = await customerKey.delete(`/v1/visits/${id}`);
    expect(cancelled.status, cancelled.text).toBe(200);
  });

  it("books a customer's visit of one named member in one go: each item an ordinary booking with its event, the link naming the first", async () => {
    const washThenCutWithAnn = () =>
      customerKey.post("/v1/visits", {
        start: at("09:00", "2027-03-08"),
        items: [
          { serviceId: washId, staffId: salon.annId },
          { serviceId: salon.serviceId, staffId: salon.annId },
        ],
      });
    const made = await washThenCutWithAnn();
    expect(made.status, made.text).toBe(201);
    const ids = (made.body.data.items as { id: string }[]).map((item) => item.id);
    const { rows } = await sql<{ id: string; visit_id: string; events: string[]; history: string[] }>`
      SELECT b.id, b.visit_id,
             ARRAY(SELECT e.event FROM outbox_events e WHERE e.data->>'bookingId' = b.id) AS events,
             ARRAY(SELECT h.event FROM booking_history h WHERE h.provider_id = b.provider_id AND h.booking_id = b.id) AS history
        FROM bookings b WHERE b.id = ANY(${ids}) ORDER BY b.starts_at`.execute(t.db);
    expect(rows).toEqual(ids.map((id) => ({ id, visit_id: made.body.data.id, events: ["booking.created"], history: ["booking.created"] })));
    // The salon hears of the visit once, by its first item, naming both services (not once per item).
    const notices = await sql<{ booking_id: string; title: string; body: string }>`
      SELECT data->>'bookingId' AS booking_id, title, body FROM smart_notifications
       WHERE provider_id = ${salon.providerId} AND data->>'bookingId' = ANY(${ids}) AND recipient = 'provider'`.execute(t.db);
    expect(notices.rows.map((n) => [n.booking_id, n.title])).toEqual([[ids[0], "New booking"]]);
    expect(notices.rows[0]!.body).toBe("Chris booked Wash and Cut & colour with Ann on Mon 8 Mar 2027, 09:00.");
    const shown = await t.anonymous.get(`/v1/manage/${made.body.data.manage.token as string}`);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.data.id).toBe(ids[0]);
    expect(shown.body.data.visit.items).toHaveLength(2);
    // The same two again: Ann's time is taken, each item named (a customer's booking meeting
    // another is refused by the processing-time check, which compares whole ranges).
    const again = await washThenCutWithAnn();
    expect(again.status, again.text).toBe(409);
    expect(again.body.error.details.map((d: { path: string; rule: string }) => [d.path, d.rule])).toEqual([
      ["items.0", "processing"],
      ["items.1", "processing"],
    ]);
  });

  it("moves and cancels the whole visit through its manage link", async () => {
    const made = await customerKey.post("/v1/visits", {
      start: at("09:00", "2027-03-05"),
      items: [{ serviceId: washId }, { serviceId: salon.serviceId }],
    });
    expect(made.status, made.text).toBe(201);
    const token = made.body.data.manage.token as string;
    const shown = await t.anonymous.get(`/v1/manage/${token}`);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.data.visit.id).toBe(made.body.data.id);
    expect(shown.body.data.visit.items).toHaveLength(2);

    const moved = await t.anonymous.post(`/v1/manage/${token}/reschedule`, { dateTime: at("13:00", "2027-03-05") });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.visit.items.map((i: { dateTime: string }) => i.dateTime)).toEqual(
      [at("13:00", "2027-03-05"), at("13:30", "2027-03-05")].map((d) => new Date(d).toISOString()),
    );
    const refused = await t.anonymous.post(`/v1/manage/${token}/reschedule`, { dateTime: at("14:00", "2027-03-05"), staffId: salon.bobId });
    expect(refused.status).toBe(400);

    const cancelled = await t.anonymous.post(`/v1/manage/${token}/cancel`, {});
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data.visit.items.map((i: { status: string }) => i.status)).toEqual(["cancelled", "cancelled"]);
  });
});
