// The owner's reports on a small salon whose every figure is known by hand: one week in Berlin,
// the one the clocks go forward (Sunday 29 March 2026 has 23 hours), two stylists, six customers,
// payments and a refund. Ann has Wednesday off; Bob works a Sunday night shift across the change.
// Another salon's bookings in the same week are never counted; bad ranges answer 400; a member of
// another salon 404; staff members and customer keys 403.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingStatus } from "@booking/db";
import { newId } from "@booking/core";
import { expectError, startTestApi, unique, type TestApi } from "../helpers";
import { createCustomerKey, type ApiClient } from "@booking/testing";

let t: TestApi;
let api: ApiClient;
let providerId: string;
let otherStaffId: string;
let customerKey: string;
const ids: Record<string, string> = {};
const PASSWORD = "a long enough passphrase";

const WEEKDAY = { start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "13:00" }] };
const WORKWEEK = { monday: WEEKDAY, tuesday: WEEKDAY, wednesday: WEEKDAY, thursday: WEEKDAY, friday: WEEKDAY };

const ok = <T extends { status: number; text: string }>(res: T, status = 201): T => {
  if (res.status !== status) throw new Error(`setup failed: ${res.status} ${res.text}`);
  return res;
};

/** A booking written as it would stand after its day (past bookings cannot be made through the API). */
async function insert(
  provider: string,
  b: {
    staff: string;
    customer: string;
    service: string;
    start: string;
    minutes: number;
    status: BookingStatus;
    paid?: [string, number];
    refunded?: string;
  },
) {
  const startsAt = new Date(b.start);
  const endsAt = new Date(startsAt.getTime() + b.minutes * 60_000);
  await t.db
    .insertInto("bookings")
    .values({
      provider_id: provider,
      id: newId("bk"),
      customer_id: b.customer,
      service_id: b.service,
      staff_id: b.staff,
      starts_at: startsAt,
      ends_at: endsAt,
      occupied_from: startsAt,
      occupied_until: endsAt,
      status: b.status,
      payment_status: b.refunded ? "refunded" : b.paid ? "paid" : "unpaid",
      payment_method: b.paid ? "card" : null,
      payment_amount_cents: b.paid ? Math.round(b.paid[1] * 100) : 5000,
      paid_at: b.paid ? new Date(b.paid[0]) : null,
      refunded_at: b.refunded ? new Date(b.refunded) : null,
      cancelled_at: b.status === "cancelled" ? startsAt : null,
      hold_expires_at: b.status === "held" ? endsAt : null,
    })
    .execute();
}

beforeAll(async () => {
  t = await startTestApi({ trustProxy: 1 });
  t.clock.set("2026-03-01T08:00:00Z");
  const salon = await t.newProvider({ timezone: "Europe/Berlin", currency: "EUR" });
  api = salon.api;
  providerId = salon.providerId;
  const service = ok(await api.post("/v1/services", { name: "Cut", duration: 60, price: 50 })).body.data.id as string;
  ids.service = service;
  const member = async (name: string, schedule: Record<string, unknown>, role = "staff") =>
    ok(
      await api.post("/v1/staff", {
        name,
        email: `${unique(name.split(" ")[0])}@example.com`,
        role,
        services: [service],
        schedule,
        password: PASSWORD,
      }),
    ).body.data as { id: string; email: string };
  const ann = await member("Ann", WORKWEEK);
  // Bob's Sunday night shift, 00:00 to 06:00, loses an hour to the change: five hours of work.
  const bob = await member("Bob", { ...WORKWEEK, sunday: { start: "00:00", end: "06:00" } });
  const dee = await member("Dee", {});
  const cleo = await member("Cleo", WORKWEEK);
  ok(await api.patch(`/v1/staff/${cleo.id}`, { isActive: false }), 200);
  Object.assign(ids, { ann: ann.id, bob: bob.id, dee: dee.id, cleo: cleo.id, annEmail: ann.email });
  const manager = await member("Mia Manager", {}, "manager");
  ids.managerEmail = manager.email;
  // Ann's Wednesday off, all day.
  ok(await api.post(`/v1/staff/${ann.id}/time-off`, { start: "2026-03-25T00:00:00+01:00", end: "2026-03-26T00:00:00+01:00" }));
  for (const n of [1, 2, 3, 4, 5, 6]) {
    ids[`c${n}`] = ok(await api.post("/v1/customers", { name: `Customer ${n}`, email: `${unique("c")}@example.com` })).body.data
      .id as string;
  }
  customerKey = (await createCustomerKey(t.db, providerId, ids.c1!)).apiKey;
  const at = { service, customer: "" };
  const row = (staff: string, customer: string, start: string, minutes: number, status: BookingStatus, more = {}) =>
    insert(providerId, { ...at, staff, customer: ids[customer]!, start, minutes, status, ...more });
  // Customer 2 first came in February (before the week, paid then).
  await row(ann.id, "c2", "2026-02-10T10:00:00+01:00", 60, "completed", { paid: ["2026-02-10T11:00:00+01:00", 40] });
  // Sunday 22 March, 23:30: the day before the week.
  await row(bob.id, "c2", "2026-03-22T23:30:00+01:00", 30, "completed");
  // Monday 23 March.
  await row(bob.id, "c6", "2026-03-23T00:15:00+01:00", 30, "completed");
  await row(ann.id, "c1", "2026-03-23T10:00:00+01:00", 60, "completed", { paid: ["2026-03-23T11:05:00+01:00", 50] });
  await row(bob.id, "c2", "2026-03-23T09:00:00+01:00", 60, "completed", { paid: ["2026-03-23T10:00:00+01:00", 30] });
  // Tuesday: a payment refunded on Friday, and a no-show.
  await row(ann.id, "c2", "2026-03-24T10:00:00+01:00", 60, "completed", {
    paid: ["2026-03-24T11:00:00+01:00", 50],
    refunded: "2026-03-27T09:00:00+01:00",
  });
  await row(ann.id, "c3", "2026-03-24T14:00:00+01:00", 30, "no_show");
  // Thursday: a cancellation, and a hold that never became a booking.
  await row(ann.id, "c1", "2026-03-26T09:00:00+01:00", 60, "cancelled");
  await row(ann.id, "c4", "2026-03-26T11:00:00+01:00", 60, "held");
  // Friday and Saturday.
  await row(ann.id, "c1", "2026-03-27T15:00:00+01:00", 60, "confirmed");
  await row(bob.id, "c5", "2026-03-28T10:00:00+01:00", 30, "pending");
  // Sunday 29 March, 01:00 to 04:00 on the clocks: two hours, across the change.
  await row(bob.id, "c4", "2026-03-29T01:00:00+01:00", 120, "completed", { paid: ["2026-03-29T04:30:00+02:00", 35.5] });
  // Monday 30 March, 00:30 (Sunday 22:30 UTC): the week after, paid ahead on Sunday evening.
  await row(bob.id, "c1", "2026-03-30T00:30:00+02:00", 30, "confirmed", { paid: ["2026-03-29T20:00:00+02:00", 20] });

  // Another salon, same week, same kinds of records: none of it may show.
  const other = await t.newProvider({ timezone: "Europe/Berlin" });
  const otherService = ok(await other.api.post("/v1/services", { name: "Cut", duration: 60, price: 80 })).body.data.id as string;
  otherStaffId = ok(
    await other.api.post("/v1/staff", { name: "Ola", email: `${unique("ola")}@example.com`, role: "staff", services: [otherService] }),
  ).body.data.id as string;
  const otherCustomer = ok(await other.api.post("/v1/customers", { name: "Otto", email: `${unique("o")}@example.com` })).body.data
    .id as string;
  for (const [i, status] of (["completed", "no_show", "cancelled", "confirmed"] as const).entries()) {
    await insert(other.providerId, {
      staff: otherStaffId,
      customer: otherCustomer,
      service: otherService,
      start: `2026-03-2${3 + i}T10:00:00+01:00`,
      minutes: 60,
      status,
      paid: [`2026-03-2${3 + i}T11:00:00+01:00`, 80],
      ...(i === 0 ? { refunded: "2026-03-27T12:00:00+01:00" } : {}),
    });
  }
  t.clock.set("2026-04-10T08:00:00Z");
});
afterAll(async () => {
  await t?.close();
});

const WEEK = { from: "2026-03-23", to: "2026-03-29" };
const report = async (name: string, query: Record<string, string>) => {
  const res = await api.get(`/v1/reports/${name}`, { query });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
const DAYS = ["2026-03-23", "2026-03-24", "2026-03-25", "2026-03-26", "2026-03-27", "2026-03-28", "2026-03-29"];
/** A period's figures without its dates. */
const figuresOf = (period: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(period).filter(([key]) => !["period", "from", "to"].includes(key)));
const byDay = (periods: { period: string; from: string; to: string }[]) => {
  for (const p of periods) expect(p.from === p.period && p.to === p.period, p.period).toBe(true);
  expect(periods.map((p) => p.period)).toEqual(DAYS);
  return periods;
};

describe("bookings by status", () => {
  it("counts each booking on its local day, with the rates, per day, per member and for the week", async () => {
    const data = await report("bookings", { ...WEEK, groupBy: "day" });
    expect(data).toMatchObject({ ...WEEK, groupBy: "day", timezone: "Europe/Berlin", staffId: null });
    const zero = { pending: 0, confirmed: 0, completed: 0, cancelled: 0, noShow: 0 };
    expect(byDay(data.periods).map(figuresOf)).toEqual([
      { ...zero, total: 3, completed: 3, cancellationRate: 0, noShowRate: 0 },
      { ...zero, total: 2, completed: 1, noShow: 1, cancellationRate: 0, noShowRate: 0.5 },
      { ...zero, total: 0, cancellationRate: null, noShowRate: null },
      { ...zero, total: 1, cancelled: 1, cancellationRate: 1, noShowRate: null },
      { ...zero, total: 1, confirmed: 1, cancellationRate: 0, noShowRate: null },
      { ...zero, total: 1, pending: 1, cancellationRate: 0, noShowRate: null },
      { ...zero, total: 1, completed: 1, cancellationRate: 0, noShowRate: 0 },
    ]);
    expect(data.members).toEqual([
      {
        staffId: ids.ann,
        name: "Ann",
        total: 5,
        pending: 0,
        confirmed: 1,
        completed: 2,
        cancelled: 1,
        noShow: 1,
        cancellationRate: 0.2,
        noShowRate: 0.3333,
      },
      {
        staffId: ids.bob,
        name: "Bob",
        total: 4,
        pending: 1,
        confirmed: 0,
        completed: 3,
        cancelled: 0,
        noShow: 0,
        cancellationRate: 0,
        noShowRate: 0,
      },
    ]);
    expect(data.totals).toEqual({
      total: 9,
      pending: 1,
      confirmed: 1,
      completed: 5,
      cancelled: 1,
      noShow: 1,
      cancellationRate: 0.1111,
      noShowRate: 0.1667,
    });
  });

  it("groups by weeks from Monday and by months, the edges cut to the range", async () => {
    const weeks = await report("bookings", { from: "2026-03-18", to: "2026-03-31", groupBy: "week" });
    expect(weeks.periods.map((p: Record<string, unknown>) => [p.period, p.from, p.to, p.total])).toEqual([
      ["2026-03-16", "2026-03-18", "2026-03-22", 1],
      ["2026-03-23", "2026-03-23", "2026-03-29", 9],
      ["2026-03-30", "2026-03-30", "2026-03-31", 1],
    ]);
    const months = await report("bookings", { from: "2026-02-01", to: "2026-03-31", groupBy: "month" });
    expect(months.periods.map((p: Record<string, unknown>) => [p.period, p.total])).toEqual([
      ["2026-02-01", 1],
      ["2026-03-01", 11],
    ]);
  });

  it("limits itself to one member", async () => {
    const data = await report("bookings", { ...WEEK, groupBy: "week", staffId: ids.bob! });
    expect(data.staffId).toBe(ids.bob);
    expect(data.members.map((m: { name: string }) => m.name)).toEqual(["Bob"]);
    expect(data.totals).toMatchObject({ total: 4, completed: 3, pending: 1 });
    expect(data.periods).toEqual([expect.objectContaining({ period: "2026-03-23", total: 4 })]);
  });
});

describe("revenue", () => {
  it("counts payments on the day they were recorded and refunds on the day they were made", async () => {
    const data = await report("revenue", { ...WEEK, groupBy: "day" });
    expect(data.currency).toBe("EUR");
    const none = { paid: 0, refunded: 0, net: 0, payments: 0, refunds: 0 };
    expect(byDay(data.periods).map(figuresOf)).toEqual([
      { paid: 80, refunded: 0, net: 80, payments: 2, refunds: 0 },
      { paid: 50, refunded: 0, net: 50, payments: 1, refunds: 0 },
      none,
      none,
      { paid: 0, refunded: 50, net: -50, payments: 0, refunds: 1 },
      none,
      // Sunday: the night booking's payment, and the next Monday's paid ahead.
      { paid: 55.5, refunded: 0, net: 55.5, payments: 2, refunds: 0 },
    ]);
    expect(data.members).toEqual([
      { staffId: ids.ann, name: "Ann", paid: 100, refunded: 50, net: 50, payments: 2, refunds: 1 },
      { staffId: ids.bob, name: "Bob", paid: 85.5, refunded: 0, net: 85.5, payments: 3, refunds: 0 },
    ]);
    expect(data.totals).toEqual({ paid: 185.5, refunded: 50, net: 135.5, payments: 5, refunds: 1 });
  });
});

describe("utilisation", () => {
  it("sets booked minutes against working hours less breaks and time off, in real time across the change", async () => {
    const data = await report("utilisation", { ...WEEK, groupBy: "day" });
    expect(byDay(data.periods).map((p: Record<string, unknown>) => [p.bookedMinutes, p.workingMinutes, p.utilisation])).toEqual([
      [150, 840, 0.1786],
      [90, 840, 0.1071],
      // Ann's day off: only Bob works.
      [0, 420, 0],
      [0, 840, 0],
      [60, 840, 0.0714],
      // Nobody works on Saturday; Bob's pending booking still takes his time.
      [30, 0, null],
      // Bob's night: 00:00 to 06:00 on the clocks is five hours.
      [120, 300, 0.4],
    ]);
    expect(data.members).toEqual([
      { staffId: ids.ann, name: "Ann", bookedMinutes: 210, workingMinutes: 1680, utilisation: 0.125 },
      { staffId: ids.bob, name: "Bob", bookedMinutes: 240, workingMinutes: 2400, utilisation: 0.1 },
      // Dee works no hours; Cleo, switched off, is not listed.
      { staffId: ids.dee, name: "Dee", bookedMinutes: 0, workingMinutes: 0, utilisation: null },
      expect.objectContaining({ name: "Mia Manager", workingMinutes: 0 }),
    ]);
    expect(data.totals).toEqual({ bookedMinutes: 450, workingMinutes: 4080, utilisation: 0.1103 });
  });

  it("is one member's alone when asked", async () => {
    const data = await report("utilisation", { ...WEEK, groupBy: "week", staffId: ids.ann! });
    expect(data.members).toEqual([{ staffId: ids.ann, name: "Ann", bookedMinutes: 210, workingMinutes: 1680, utilisation: 0.125 }]);
    expect(data.periods).toEqual([expect.objectContaining({ period: "2026-03-23", bookedMinutes: 210, workingMinutes: 1680 })]);
  });
});

describe("new and returning customers", () => {
  it("calls a customer new where their first booking with the salon is, and returning after", async () => {
    const data = await report("customers", { ...WEEK, groupBy: "day" });
    expect(byDay(data.periods).map((p: Record<string, unknown>) => [p.customers, p.new, p.returning])).toEqual([
      [3, 2, 1], // customers 6 and 1 new, 2 came in February
      [2, 1, 1], // customer 3 new; customer 2 again
      [0, 0, 0],
      [0, 0, 0], // customer 1's cancellation and customer 4's hold do not count
      [1, 0, 1], // customer 1 back
      [1, 1, 0],
      [1, 1, 0],
    ]);
    expect(data.members).toEqual([
      { staffId: ids.ann, name: "Ann", customers: 3, new: 2, returning: 1 },
      { staffId: ids.bob, name: "Bob", customers: 4, new: 3, returning: 1 },
    ]);
    expect(data.totals).toEqual({ customers: 6, new: 5, returning: 1 });
    // By week, customer 1 is new in the week once, though seen twice.
    const week = await report("customers", { ...WEEK, groupBy: "week" });
    expect(week.periods).toEqual([{ period: "2026-03-23", from: WEEK.from, to: WEEK.to, customers: 6, new: 5, returning: 1 }]);
    // The next week, customer 1 returns.
    const next = await report("customers", { from: "2026-03-30", to: "2026-04-05", groupBy: "week" });
    expect(next.totals).toEqual({ customers: 1, new: 0, returning: 1 });
  });
});

describe("what a report refuses", () => {
  it("answers 400 for a range backwards, over 366 days, or not made of dates, and an unknown grouping", async () => {
    for (const name of ["bookings", "revenue", "utilisation", "customers"]) {
      const backwards = await api.get(`/v1/reports/${name}`, { query: { from: "2026-03-29", to: "2026-03-23" } });
      expectError(backwards, 400, "BAD_REQUEST");
      expect(backwards.body.error.message).toBe("to must not be before from");
      const long = await api.get(`/v1/reports/${name}`, { query: { from: "2026-01-01", to: "2027-01-02" } });
      expectError(long, 400, "BAD_REQUEST");
      expect(long.body.error.message).toBe("The range covers 367 days; a report covers at most 366");
      expect((await api.get(`/v1/reports/${name}`, { query: { from: "2026-01-01", to: "2026-12-31" } })).status).toBe(200);
      expectError(await api.get(`/v1/reports/${name}`, { query: { from: "23.03.2026", to: "2026-03-29" } }), 400, "BAD_REQUEST");
      expectError(await api.get(`/v1/reports/${name}`, { query: { to: "2026-03-29" } }), 400, "BAD_REQUEST");
      expectError(await api.get(`/v1/reports/${name}`, { query: { ...WEEK, groupBy: "year" } }), 400, "BAD_REQUEST");
      // Another salon's member is no member here.
      expectError(await api.get(`/v1/reports/${name}`, { query: { ...WEEK, staffId: otherStaffId } }), 404, "NOT_FOUND");
    }
  });

  it("is for provider keys, admins and managers: customer keys and staff members get 403", async () => {
    expectError(await api.get("/v1/reports/bookings", { query: WEEK, key: customerKey }), 403, "FORBIDDEN");
    const cookieOf = async (email: string) => {
      const res = await fetch(`${t.url}/console/session`, {
        method: "POST",
        body: JSON.stringify({ email, password: PASSWORD }),
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${email.length}` },
      });
      expect(res.status, await res.text()).toBe(200);
      return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    };
    const ask = async (email: string) =>
      fetch(`${t.url}/trpc/reports.bookings?input=${encodeURIComponent(JSON.stringify({ ...WEEK, groupBy: "week" }))}`, {
        headers: { cookie: await cookieOf(email) },
      });
    const staff = await ask(ids.annEmail!);
    expect(staff.status).toBe(403);
    const manager = await ask(ids.managerEmail!);
    expect(manager.status).toBe(200);
    const body = (await manager.json()) as { result: { data: { data: { totals: { total: number } } } } };
    expect(body.result.data.data.totals.total).toBe(9);
  });
});
