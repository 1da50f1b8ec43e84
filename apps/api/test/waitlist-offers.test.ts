// Waitlist offers against the real server and database: a booking cancelled, moved away or a hold
// that lapsed gives its time back, and the worker's step (offerReleasedTimes, run here as the
// worker's relay runs it) holds it for the first entry in line it suits: not for one whose windows
// or member it does not suit, never twice for the same entry. While held nobody else can book it;
// the entry claims it through the hold's manage link (a booking) or declines it (the next in line
// gets it); an offer that lapsed is released by the next booking over it and passed on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, issueManageLink } from "@booking/core";
import { offerReleasedTimes, releaseLapsedHolds } from "@booking/core/worker";
import { sql } from "@booking/db";
import { apiClient } from "@booking/testing";
import { expectError, lockWaits, startTestApi, type TestApi } from "./helpers";
import { createSalon, offerService, type Salon } from "./salon";

let t: TestApi;
let salon: Salon;

// Monday 1 March 2027, 09:00 in Berlin; the appointments are on Tuesday 9 March (winter time, UTC+1).
const NOW = "2027-03-01T08:00:00Z";
const tuesday = (time: string) => new Date(`2027-03-09T${time}:00+01:00`).toISOString();

beforeAll(async () => {
  t = await startTestApi();
  t.clock.set(NOW);
  salon = await createSalon(t);
  await salon.api.patch("/v1/settings", { confirmation: "auto" });
});
afterAll(async () => {
  await t?.close();
});

async function customer(name: string) {
  const res = await salon.api.post("/v1/customers", { name, email: `${name.toLowerCase()}${Date.now()}@example.com` });
  return res.body.data.id as string;
}

async function join(customerId: string, extra: Record<string, unknown> = {}) {
  const res = await salon.api.post("/v1/waitlist", {
    customerId,
    serviceId: salon.serviceId,
    windows: [{ from: "2027-03-08", to: "2027-03-12", weekdays: ["TU"], startTime: "09:00", endTime: "12:00" }],
    ...extra,
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data.id as string;
}

const offerOf = async (entryId: string) =>
  (
    await sql<{ id: string; booking_id: string; status: string; starts_at: Date; staff_id: string }>`
      SELECT id, booking_id, status, starts_at, staff_id FROM waitlist_offers WHERE entry_id = ${entryId} ORDER BY created_at`.execute(t.db)
  ).rows;
const statusOf = async (entryId: string) =>
  (await salon.api.get("/v1/waitlist", { query: { limit: 100 } })).body.data.find((e: { id: string }) => e.id === entryId);
const events = async (name: string) =>
  (await sql<{ data: Record<string, unknown> }>`SELECT data FROM outbox_events WHERE event = ${name} ORDER BY id`.execute(t.db)).rows.map(
    (r) => r.data,
  );
const offer = async () => (await offerReleasedTimes(t.db, t.clock.now())).length;

describe("a freed time offered to the line", () => {
  it("goes to the first entry it suits, is held from everyone else, and is claimed through its link", async () => {
    const taken = await salon.book({ dateTime: tuesday("10:00") });
    expect(taken.status, taken.text).toBe(201);
    // In line, oldest first: afternoons only (not suited), Bob only (not suited: Ann's time), then two who would come.
    const afternoons = await join(await customer("Afton"), { windows: [{ from: "2027-03-09", to: "2027-03-09", startTime: "13:00" }] });
    const bobOnly = await join(await customer("Bobby"), { staffId: salon.bobId });
    const first = await join(await customer("Fiona"));
    const second = await join(await customer("Sam"), { staffId: salon.annId });

    // Nothing freed yet: nothing offered.
    expect(await offer()).toBe(0);
    const cancelled = await salon.api.delete(`/v1/bookings/${taken.body.data.id as string}`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await offer()).toBe(1);
    const [held] = await offerOf(first);
    expect(held).toMatchObject({ status: "live", staff_id: salon.annId });
    expect(held!.starts_at.toISOString()).toBe(tuesday("10:00"));
    expect((await offerOf(afternoons)).length + (await offerOf(bobOnly)).length + (await offerOf(second)).length).toBe(0);
    expect(await statusOf(first)).toMatchObject({ status: "offered", position: null });
    expect(await statusOf(second)).toMatchObject({ status: "waiting" });
    expect((await events("waitlist.offered")).at(-1)).toMatchObject({ entryId: first, bookingId: held!.booking_id, staffId: salon.annId });

    // Held: nobody else books Ann at 10:00 meanwhile.
    expectError(await salon.book({ dateTime: tuesday("10:00") }), 409, "CONFLICT");

    // Declined: the next in line it suits gets it; the one who declined waits on, never offered it again.
    const declineToken = (await issueManageLink(t.db, t.url, salon.providerId, held!.booking_id)).token;
    const declined = await t.anonymous.post(`/v1/manage/${declineToken}/decline`, {});
    expect(declined.status, declined.text).toBe(200);
    expect(await statusOf(first)).toMatchObject({ status: "waiting" });
    expect(await offer()).toBe(1);
    const [next] = await offerOf(second);
    expect(next).toMatchObject({ status: "live" });
    expect((await offerOf(first)).map((o) => o.status)).toEqual(["declined"]);
    expect((await events("waitlist.lapsed")).at(-1)).toMatchObject({ entryId: first, declined: true });

    // Claimed: a booking, confirmed as the salon confirms customers' bookings; the entry booked.
    const claimToken = (await issueManageLink(t.db, t.url, salon.providerId, next!.booking_id)).token;
    const claimed = await t.anonymous.post(`/v1/manage/${claimToken}/claim`, {});
    expect(claimed.status, claimed.text).toBe(200);
    expect((await salon.api.get(`/v1/bookings/${next!.booking_id}`)).body.data).toMatchObject({
      status: "confirmed",
      dateTime: tuesday("10:00"),
    });
    expect(await statusOf(second)).toMatchObject({ status: "booked" });
    expect((await events("waitlist.claimed")).at(-1)).toMatchObject({ entryId: second, status: "confirmed" });
    expect((await events("booking.created")).at(-1)).toMatchObject({ bookingId: next!.booking_id, status: "confirmed" });
    // Claiming again answers as it is; declining a claimed offer is refused.
    expect((await t.anonymous.post(`/v1/manage/${claimToken}/claim`, {})).status).toBe(200);
    expectError(await t.anonymous.post(`/v1/manage/${claimToken}/decline`, {}), 409, "CONFLICT");
  });

  it("passes a lapsed offer on when a booking over it releases it, and offers a time a booking moved away from", async () => {
    // Offers held for 30 minutes here.
    expect((await salon.api.patch("/v1/settings", { waitlistOfferMinutes: 30 })).status).toBe(200);
    // A line of its own: the beard trim, which Ann alone offers.
    const trim = (time: string) => ({ dateTime: tuesday(time), serviceId: salon.otherServiceId });
    const taken = await salon.book(trim("11:00"));
    expect(taken.status, taken.text).toBe(201);
    const waiting = await join(await customer("Lara"), {
      serviceId: salon.otherServiceId,
      windows: [{ from: "2027-03-09", to: "2027-03-09", startTime: "11:00" }],
    });
    // Moved to Wednesday: Tuesday 11:00 with Ann is free again, and offered.
    const moved = await salon.api.patch(`/v1/bookings/${taken.body.data.id as string}`, { dateTime: "2027-03-10T11:00:00+01:00" });
    expect(moved.status, moved.text).toBe(200);
    expect(await offer()).toBe(1);
    const [held] = await offerOf(waiting);
    expect(held).toMatchObject({ status: "live", staff_id: salon.annId });
    expect((await events("waitlist.offered")).at(-1)).toMatchObject({ entryId: waiting, expiresAt: "2027-03-01T08:30:00.000Z" });

    // Half an hour later the hold has lapsed: a booking over it goes through and releases it.
    t.clock.set("2027-03-01T08:30:01Z");
    try {
      const over = await salon.book(trim("11:00"));
      expect(over.status, over.text).toBe(201);
      expect((await offerOf(waiting)).map((o) => o.status)).toEqual(["lapsed"]);
      expect(await statusOf(waiting)).toMatchObject({ status: "waiting" });
      expect((await events("waitlist.lapsed")).at(-1)).toMatchObject({ entryId: waiting, declined: false });
      // The lapsed hold's time goes back to the line, where it is not offered to Lara again.
      await offer();
      const { rows } = await sql<{ outcome: string; skipped: { entryId: string; reason: string }[] }>`
        SELECT outcome, skipped FROM waitlist_releases WHERE reason = 'lapsed' AND booking_id = ${held!.booking_id}`.execute(t.db);
      expect(rows).toEqual([{ outcome: "none", skipped: [{ entryId: waiting, reason: "offered this time before" }] }]);
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe("a claim meeting a write that holds its booking", () => {
  it("waits for it rather than deadlocking: the booking is locked before its offer, as a lapsing hold or a payment locks them", async () => {
    // Thursday 10:00 with Bob: none of the older entries above would come then.
    const taken = await salon.book({ dateTime: "2027-03-11T10:00:00+01:00", staffId: salon.bobId });
    expect(taken.status, taken.text).toBe(201);
    const entry = await join(await customer("Dora"), {
      staffId: salon.bobId,
      windows: [{ from: "2027-03-11", to: "2027-03-11", startTime: "10:00", endTime: "11:00" }],
    });
    expect((await salon.api.delete(`/v1/bookings/${taken.body.data.id as string}`)).status).toBe(200);
    expect(await offer()).toBe(1);
    const [held] = await offerOf(entry);
    const token = (await issueManageLink(t.db, t.url, salon.providerId, held!.booking_id)).token;

    // A writer locks the hold's booking and then its offer (what the lapse sweep and a payment's
    // confirmation do); the claim comes between the two.
    const writer = await t.db.startTransaction().execute();
    try {
      await sql`SELECT id FROM bookings WHERE id = ${held!.booking_id} FOR UPDATE`.execute(writer);
      const claiming = t.anonymous.post(`/v1/manage/${token}/claim`, {});
      await expect.poll(() => lockWaits(t.db)).toBe(1);
      // Before, the claim held the offer here while waiting for the booking: one of the two was
      // aborted as a deadlock (the claim answered 409 "retry it").
      await sql`SELECT id FROM waitlist_offers WHERE booking_id = ${held!.booking_id} FOR UPDATE`.execute(writer);
      await writer.rollback().execute();
      const claimed = await claiming;
      expect(claimed.status, claimed.text).toBe(200);
      expect(claimed.body.data).toMatchObject({ status: "confirmed" });
      expect(await statusOf(entry)).toMatchObject({ status: "booked" });
    } finally {
      if (!writer.isCommitted && !writer.isRolledBack) await writer.rollback().execute();
    }
  });
});

describe("leaving the line while offered a time", () => {
  it("lets the time go at once to the next in line", async () => {
    // Thursday: none of the older entries above would come then.
    const taken = await salon.book({ dateTime: "2027-03-11T09:00:00+01:00", staffId: salon.bobId });
    expect(taken.status, taken.text).toBe(201);
    const windows = [{ from: "2027-03-11", to: "2027-03-11", endTime: "10:00" }];
    const first = await join(await customer("Fay"), { staffId: salon.bobId, windows });
    const next = await join(await customer("Ned"), { staffId: salon.bobId, windows });
    expect((await salon.api.delete(`/v1/bookings/${taken.body.data.id as string}`)).status).toBe(200);
    expect(await offer()).toBe(1);
    const [held] = await offerOf(first);
    expect(held).toMatchObject({ status: "live" });

    const left = await salon.api.delete(`/v1/waitlist/${first}`);
    expect(left.status, left.text).toBe(200);
    expect(left.body.data).toMatchObject({ status: "left" });
    expect((await offerOf(first)).map((o) => o.status)).toEqual(["declined"]);
    expect((await salon.api.get(`/v1/bookings/${held!.booking_id}`)).status).toBe(404);
    expect(await offer()).toBe(1);
    expect(await offerOf(next)).toEqual([expect.objectContaining({ status: "live" })]);
  });
});

describe("a class's freed seats", () => {
  it("go to the line before the public: a seat too few is passed over, enough are held, and only the seat left is sold", async () => {
    const yoga = await salon.api.post("/v1/services", { name: "Yoga", duration: 60, price: 15, capacity: 3, maxSeatsPerBooking: 3 });
    expect(yoga.status, yoga.text).toBe(201);
    const yogaId = yoga.body.data.id as string;
    await offerService(salon.api, salon.annId, yogaId);
    const wednesday = "2027-03-10T16:00:00+01:00";
    const one = await salon.book({ serviceId: yogaId, dateTime: wednesday, customerId: await customer("Una") });
    const two = await salon.book({ serviceId: yogaId, dateTime: wednesday, customerId: await customer("Tom"), seats: 2 });
    expect([one.status, two.status], two.text).toEqual([201, 201]);
    // Two friends wait for two seats together.
    const pair = await join(await customer("Pia"), {
      serviceId: yogaId,
      seats: 2,
      windows: [{ from: "2027-03-10", to: "2027-03-10" }],
    });

    // One seat freed: too few for them, passed over on record, and nobody offered it.
    expect((await salon.api.delete(`/v1/bookings/${one.body.data.id as string}`)).status).toBe(200);
    expect(await offer()).toBe(1);
    expect(await offerOf(pair)).toEqual([]);
    const { rows } = await sql<{ outcome: string; skipped: { entryId: string; reason: string }[] }>`
      SELECT outcome, skipped FROM waitlist_releases WHERE booking_id = ${one.body.data.id as string}`.execute(t.db);
    expect(rows).toEqual([{ outcome: "none", skipped: [{ entryId: pair, reason: "wants more seats than were freed" }] }]);

    // Two more seats freed: held for them; of the three free, only the one left over can be booked.
    expect((await salon.api.delete(`/v1/bookings/${two.body.data.id as string}`)).status).toBe(200);
    expect(await offer()).toBe(1);
    const [held] = await offerOf(pair);
    expect(held).toMatchObject({ status: "live" });
    expect((await salon.api.get(`/v1/bookings/${held!.booking_id}`)).body.data).toMatchObject({ status: "held", seats: 2 });
    expectError(await salon.book({ serviceId: yogaId, dateTime: wednesday, customerId: await customer("Lou"), seats: 2 }), 409, "CONFLICT");
    expect((await salon.book({ serviceId: yogaId, dateTime: wednesday, customerId: await customer("Lea") })).status).toBe(201);
    expectError(await salon.book({ serviceId: yogaId, dateTime: wednesday, customerId: await customer("Max") }), 409, "CONFLICT");
  });
});

describe("a visitor's lapsed hold", () => {
  it("keeps the customer it created while they wait in a line (the sweep releases the hold and goes on)", async () => {
    const page = apiClient(t.url, (await createApiKey(t.db, { providerId: salon.providerId, audience: "public", plan: "default" })).apiKey);
    expect((await salon.api.patch("/v1/settings", { publicVerification: "email", holdMinutes: 5 })).status).toBe(200);
    try {
      const email = `vic${Date.now()}@example.com`;
      const held = await page.post("/v1/bookings", {
        serviceId: salon.serviceId,
        staffId: salon.annId,
        dateTime: tuesday("16:00"),
        customer: { name: "Vic", email },
      });
      expect(held.status, held.text).toBe(202);
      // The salon puts the same person (found by email) in a line.
      const found = await salon.api.get("/v1/customers", { query: { q: email } });
      const entry = await join(found.body.data[0].id as string, { windows: [{ from: "2027-03-11", to: "2027-03-12" }] });
      t.clock.set("2027-03-01T08:06:00Z");
      expect(await releaseLapsedHolds(t.db, t.clock.now())).toBe(1);
      expect(await statusOf(entry)).toMatchObject({ status: "waiting", customerId: found.body.data[0].id });
    } finally {
      t.clock.set(NOW);
      await salon.api.patch("/v1/settings", { publicVerification: "none" });
    }
  });
});

describe("a time offered by hand", () => {
  it("holds the time for the entry the salon names, whatever its place in line, under every rule of a booking", async () => {
    const window = [{ from: "2027-03-16", to: "2027-03-16" }];
    const older = await join(await customer("Olga"), { windows: window });
    const chosen = await join(await customer("Chloe"), { windows: window });
    const at = "2027-03-16T10:00:00+01:00";
    const offerTo = (id: string, body: Record<string, unknown>) => salon.api.post(`/v1/waitlist/${id}/offer`, body);

    // Waiting for any member: the member must be named; one outside their hours is refused naming the rule.
    expectError(await offerTo(chosen, { start: at }), 400, "BAD_REQUEST");
    const night = await offerTo(chosen, { start: "2027-03-16T22:00:00+01:00", staffId: salon.bobId });
    expectError(night, 400, "BAD_REQUEST");
    expect(night.body.error.details[0]).toMatchObject({ path: "start", rule: expect.any(String) });

    const offered = await offerTo(chosen, { start: at, staffId: salon.bobId });
    expect(offered.status, offered.text).toBe(201);
    expect(offered.body.data).toMatchObject({ id: chosen, status: "offered" });
    expect(await offerOf(older)).toEqual([]);
    const [held] = await offerOf(chosen);
    expect(held).toMatchObject({ status: "live", staff_id: salon.bobId });
    expect(held!.starts_at.toISOString()).toBe(new Date(at).toISOString());
    expect((await events("waitlist.offered")).at(-1)).toMatchObject({ entryId: chosen, bookingId: held!.booking_id });
    // Held from everyone else; an entry already offered a time is not offered another.
    expectError(await salon.book({ dateTime: at, staffId: salon.bobId }), 409, "CONFLICT");
    expectError(await offerTo(chosen, { start: "2027-03-16T14:00:00+01:00", staffId: salon.bobId }), 409, "CONFLICT");
    // The time taken is a 409 for the next one.
    expectError(await offerTo(older, { start: at, staffId: salon.bobId }), 409, "CONFLICT");
    expectError(await offerTo("wl_unknown000000000000", { start: at, staffId: salon.bobId }), 404, "NOT_FOUND");
  });
});
