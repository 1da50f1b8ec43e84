// Two-person services against the real server: a couples massage holds two members at once. The
// service's staffCount (validated, answered), bookings naming both members (staffIds), one or
// neither (the assignment rule picks the rest), answers and events carrying staffIds, availability
// listing a time only where two members who offer it are free, why not naming no_member_free,
// moves and cancellations of both, and the database keeping every member's time single under a
// race of couples and single bookings.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { createApiKey } from "@booking/core";
import { sql } from "@booking/db";
import { apiClient, type ApiClient, type ApiResponse } from "@booking/testing";
import { expectValidationError, startTestApi, unique, type TestApi } from "./helpers";

let t: TestApi;
let api: ApiClient;
let customer: ApiClient;
let visitor: ApiClient;
let providerId: string;
let couplesId: string;
let cutId: string;
let annId: string;
let bobId: string;
let cleoId: string;
let customerId: string;

const ZONE = "Europe/Berlin";
const DAY = { start: "09:00", end: "17:00" };
const WEEK = { monday: DAY, tuesday: DAY, wednesday: DAY, thursday: DAY, friday: DAY };
// Monday 1 March 2027 (UTC+1 in Berlin).
const MONDAY = "2027-03-01";
const local = (time: string, date = MONDAY) => new Date(`${date}T${time}:00+01:00`).toISOString();
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" });

const ok = <T extends { status: number; text: string }>(res: T, status = 201): T => {
  if (res.status !== status) throw new Error(`setup failed: ${res.status} ${res.text}`);
  return res;
};

const bookCouple = (time: string, body: Record<string, unknown> = {}) =>
  api.post("/v1/bookings", { customerId, serviceId: couplesId, dateTime: local(time), ...body });
const bookCut = (time: string, staffId: string) =>
  api.post("/v1/bookings", { customerId, serviceId: cutId, staffId, dateTime: local(time) });

/** The local start times availability offers for `serviceId` on MONDAY, with the members listed at each. */
async function offered(client: ApiClient, serviceId: string, staffId?: string): Promise<Map<string, string[]>> {
  const query: Record<string, string> = { serviceId, from: MONDAY, to: MONDAY };
  if (staffId) query.staffId = staffId;
  const res = await client.get("/v1/availability", { query });
  expect(res.status, res.text).toBe(200);
  const slots = (res.body.data.days as { slots: { start: string; staffIds?: string[] }[] }[]).flatMap((d) => d.slots);
  return new Map(slots.map((s) => [timeOf(s.start), s.staffIds ?? []]));
}

function expectTaken(res: ApiResponse) {
  expect(res.status, res.text).toBe(409);
  expect(res.body.error.code).toBe("CONFLICT");
}

beforeAll(async () => {
  t = await startTestApi({ addressLimits: { perAddress: 100_000, bookingsPerAddress: 100_000, bookingsPerAddressHour: 100_000 } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // Friday 26 February 2027, 09:00 in Berlin.
  t.clock.set("2027-02-26T08:00:00Z");
  const salon = await t.newProvider({ timezone: ZONE });
  api = salon.api;
  providerId = salon.providerId;
  ok(await api.patch("/v1/settings", { slotMinutes: 60, publicVerification: "none", confirmation: "auto" }), 200);
  couplesId = ok(await api.post("/v1/services", { name: "Couples massage", duration: 60, price: 160, staffCount: 2 })).body.data
    .id as string;
  cutId = ok(await api.post("/v1/services", { name: "Cut", duration: 60, price: 30 })).body.data.id as string;
  const member = async (name: string, services: string[]) =>
    ok(await api.post("/v1/staff", { name, email: `${unique(name)}@example.com`, role: "staff", services, schedule: WEEK })).body.data
      .id as string;
  annId = await member("Ann", [couplesId, cutId]);
  bobId = await member("Bob", [couplesId, cutId]);
  cleoId = await member("Cleo", [couplesId, cutId]);
  customerId = ok(await api.post("/v1/customers", { name: "Chris", email: `${unique("chris")}@example.com` })).body.data.id as string;
  customer = apiClient(t.url, (await createApiKey(t.db, { providerId, audience: "customer", customerId, plan: "default" })).apiKey);
  visitor = apiClient(t.url, (await createApiKey(t.db, { providerId, audience: "public", plan: "default" })).apiKey);
});

describe("a service's staffCount", () => {
  it("is answered (1 by default), set on create and update, and refused 400 beyond 2 or on a class", async () => {
    expect((await api.get(`/v1/services/${couplesId}`)).body.data.staffCount).toBe(2);
    expect((await api.get(`/v1/services/${cutId}`)).body.data.staffCount).toBe(1);
    expectValidationError(await api.post("/v1/services", { name: "Trio", duration: 60, price: 1, staffCount: 3 }), ["staffCount"]);
    expectValidationError(await api.post("/v1/services", { name: "Yoga", duration: 60, price: 1, capacity: 8, staffCount: 2 }), [
      "staffCount",
    ]);
    expectValidationError(await api.patch(`/v1/services/${couplesId}`, { capacity: 6 }), ["staffCount"]);
    const patched = await api.patch(`/v1/services/${cutId}`, { staffCount: 2 });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data.staffCount).toBe(2);
  });
});

describe("booking a two-person service", () => {
  it("holds both members named in staffIds: answers, reads, lists and events name them", async () => {
    const res = await bookCouple("10:00", { staffIds: [annId, bobId] });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.staff.id).toBe(annId);
    expect(res.body.data.staffIds).toEqual([annId, bobId]);
    const id = res.body.data.id as string;
    expect((await api.get(`/v1/bookings/${id}`)).body.data.staffIds).toEqual([annId, bobId]);
    // Bob's list holds the booking he is second on.
    const bobs = await api.get("/v1/bookings", { query: { staffId: bobId } });
    expect((bobs.body.data as { id: string }[]).map((b) => b.id)).toEqual([id]);
    // A single booking has one.
    const cut = ok(await bookCut("14:00", cleoId));
    expect(cut.body.data.staffIds).toEqual([cleoId]);
    const events = await sql<{ data: { staffIds?: string[] } }>`
      SELECT data FROM outbox_events WHERE event = 'booking.created' AND data->>'bookingId' = ${id}`.execute(t.db);
    expect(events.rows[0]?.data.staffIds).toEqual([annId, bobId]);
  });

  it("names both members in the visitor's calendar file", async () => {
    const booked = await visitor.post("/v1/bookings", {
      serviceId: couplesId,
      dateTime: local("11:00"),
      customer: { name: "Vera Visitor", email: `${unique("vera")}@example.com` },
    });
    expect(booked.status, booked.text).toBe(201);
    const [first, second] = (await api.get(`/v1/bookings/${booked.body.data.id as string}`)).body.data.staffIds as string[];
    const names = new Map([
      [annId, "Ann"],
      [bobId, "Bob"],
      [cleoId, "Cleo"],
    ]);
    const both = `${names.get(first!)} & ${names.get(second!)}`;
    const file = await fetch(`${t.url}/v1/manage/${booked.body.data.manage.token as string}/calendar.ics`);
    expect(file.status).toBe(200);
    const event = new ICAL.Component(ICAL.parse(await file.text())).getFirstSubcomponent("vevent");
    expect(String(event?.getFirstPropertyValue("description")).split("\n")[0]).toBe(`Couples massage with ${both}`);
  });

  it("keeps the second member's time: their own booking, another couple and availability all see it", async () => {
    ok(await bookCouple("10:00", { staffIds: [annId, bobId] }));
    expectTaken(await bookCut("10:00", bobId));
    expectTaken(await bookCouple("10:00", { staffIds: [cleoId, bobId] }));
    expect((await offered(api, cutId, bobId)).has("10:00")).toBe(false);
    expect((await offered(api, cutId, cleoId)).has("10:00")).toBe(true);
    // A couple whose second member has a cut then: refused, naming the time taken.
    ok(await bookCut("12:00", cleoId));
    expectTaken(await bookCouple("12:00", { staffIds: [annId, cleoId] }));
  });

  it("refuses 400 naming staffIds: the same member twice, two on a one-person service, a mismatch with staffId, a member who does not offer it", async () => {
    expectValidationError(await bookCouple("10:00", { staffIds: [annId, annId] }), ["staffIds.1"]);
    expectValidationError(
      await api.post("/v1/bookings", { customerId, serviceId: cutId, staffIds: [annId, bobId], dateTime: local("10:00") }),
      ["staffIds"],
    );
    expectValidationError(await bookCouple("10:00", { staffId: cleoId, staffIds: [annId, bobId] }), ["staffIds.0"]);
    expectValidationError(await bookCouple("10:00", { staffIds: [annId, bobId, cleoId] }), ["staffIds"]);
    const dana = ok(
      await api.post("/v1/staff", {
        name: "Dana",
        email: `${unique("dana")}@example.com`,
        role: "staff",
        services: [cutId],
        schedule: WEEK,
      }),
    ).body.data.id as string;
    const notOffering = await bookCouple("10:00", { staffIds: [annId, dana] });
    expect(notOffering.status, notOffering.text).toBe(400);
    expect(notOffering.body.error.details[0].path).toBe("staffIds.1");
    // Another salon's member is no member here: 404, as for staffId.
    const other = await t.newProvider({ timezone: ZONE });
    const theirs = ok(
      await other.api.post("/v1/staff", { name: "Theo", email: `${unique("theo")}@example.com`, role: "staff", services: [] }),
    ).body.data.id as string;
    const foreign = await bookCouple("10:00", { staffIds: [annId, theirs] });
    expect(foreign.status, foreign.text).toBe(404);
    expect(foreign.body.error.message).not.toContain("Theo");
    // Nothing was written by any of them.
    expect((await offered(api, couplesId)).has("10:00")).toBe(true);
  });

  it("picks the second member when one is named, and both for a customer who names none", async () => {
    ok(await bookCut("10:00", bobId));
    const one = ok(await bookCouple("10:00", { staffId: annId }));
    expect(one.body.data.staffIds).toEqual([annId, cleoId]);
    const mine = await customer.post("/v1/bookings", { serviceId: couplesId, dateTime: local("14:00") });
    expect(mine.status, mine.text).toBe(201);
    expect(new Set(mine.body.data.staffIds)).toHaveLength(2);
    // Nobody left to pair with at 10:00: 409.
    const none = await customer.post("/v1/bookings", { serviceId: couplesId, dateTime: local("10:00") });
    expectTaken(none);
  });

  it("is offered only where two members are free, with or without a member asked for, to every key", async () => {
    ok(await bookCut("10:00", annId));
    ok(await bookCut("10:00", bobId));
    ok(await bookCut("11:00", annId));
    const all = await offered(api, couplesId);
    expect(all.has("10:00")).toBe(false);
    expect(all.get("11:00")).toEqual([bobId, cleoId].sort());
    expect(all.get("09:00")).toHaveLength(3);
    expect((await offered(api, couplesId, annId)).has("11:00")).toBe(false);
    expect((await offered(api, couplesId, cleoId)).has("11:00")).toBe(true);
    const public_ = await offered(visitor, couplesId);
    expect(public_.has("10:00")).toBe(false);
    expect(public_.get("11:00")).toEqual([]);
    // Offered to a visitor: they book it.
    const booked = await visitor.post("/v1/bookings", {
      serviceId: couplesId,
      dateTime: local("11:00"),
      customer: { name: "Vera", email: `${unique("vera")}@example.com` },
    });
    expect(booked.status, booked.text).toBe(201);
  });

  it("names no_member_free in why not where a member is free but no partner is", async () => {
    ok(await bookCut("10:00", bobId));
    ok(await bookCut("10:00", cleoId));
    const res = await api.get("/v1/availability/explain", { query: { serviceId: couplesId, date: MONDAY, staffId: annId } });
    expect(res.status, res.text).toBe(200);
    const starts = (res.body.data.members as { staffId: string; starts: { time: string; available: boolean; rules?: string[] }[] }[])[0]!;
    expect(starts.staffId).toBe(annId);
    expect(starts.starts.find((s) => s.time === "10:00")).toMatchObject({ available: false, rules: ["no_member_free"] });
    expect(starts.starts.find((s) => s.time === "11:00")).toMatchObject({ available: true });
  });

  it("moves both members and frees both when cancelled", async () => {
    const id = ok(await bookCouple("10:00", { staffIds: [annId, bobId] })).body.data.id as string;
    // Bob is busy at 13:00: the move is refused whole.
    ok(await bookCut("13:00", bobId));
    expect((await api.patch(`/v1/bookings/${id}`, { dateTime: local("13:00") })).status).toBe(409);
    const moved = await api.patch(`/v1/bookings/${id}`, { dateTime: local("14:00") });
    expect(moved.status, moved.text).toBe(200);
    expect((await api.get(`/v1/bookings/${id}`)).body.data.staffIds).toEqual([annId, bobId]);
    expect((await bookCut("10:00", bobId)).status).toBe(201);
    expectTaken(await bookCut("14:00", bobId));
    // Giving it to its second member is refused; to Cleo, allowed.
    expectValidationError(await api.patch(`/v1/bookings/${id}`, { staffId: bobId }), ["staffId"]);
    const given = await api.patch(`/v1/bookings/${id}`, { staffId: cleoId });
    expect(given.status, given.text).toBe(200);
    expect((await api.get(`/v1/bookings/${id}`)).body.data.staffIds).toEqual([cleoId, bobId]);
    expect((await api.patch(`/v1/bookings/${id}`, { status: "cancelled" })).status).toBe(200);
    expect((await bookCut("14:00", bobId)).status).toBe(201);
    expect((await bookCut("14:00", cleoId)).status).toBe(201);
  });

  it("never holds a member twice when couples and single bookings race for the same hours", async () => {
    const members = [annId, bobId, cleoId];
    const attempts: Promise<ApiResponse>[] = [];
    for (const time of ["09:00", "10:00", "11:00", "13:00"]) {
      attempts.push(bookCouple(time, { staffIds: [annId, bobId] }));
      attempts.push(bookCouple(time, { staffIds: [bobId, cleoId] }));
      attempts.push(bookCouple(time, { staffIds: [cleoId, annId] }));
      attempts.push(customer.post("/v1/bookings", { serviceId: couplesId, dateTime: local(time) }));
      for (const m of members) attempts.push(bookCut(time, m));
    }
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      statuses.join(","),
    ).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(4);
    // Plain SQL: each member's held time, first or second member alike, never overlaps.
    const overlaps = await sql<{ n: number }>`
      WITH held AS (
        SELECT b.id, m.staff_id, tstzrange(b.occupied_from, b.occupied_until) AS r FROM bookings b
         CROSS JOIN LATERAL (VALUES (b.staff_id), (b.second_staff_id)) AS m(staff_id)
         WHERE b.provider_id = ${providerId} AND m.staff_id IS NOT NULL AND b.status IN ('pending', 'confirmed'))
      SELECT count(*)::int AS n FROM held a JOIN held b ON a.staff_id = b.staff_id AND a.id < b.id AND a.r && b.r`.execute(t.db);
    expect(overlaps.rows[0]?.n).toBe(0);
  });
});
