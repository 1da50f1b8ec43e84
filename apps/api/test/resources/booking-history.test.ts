// A booking's history (GET /v1/bookings/{id}/history): every change in order with what it set and
// who made it, a console member named; kept after the outbox has let its events go; and, for a
// staff member signed in to the console, their own bookings' history only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backfillBookingHistory, sql, type Kysely } from "@booking/db";
import { expectError, ISO_UTC, startTestApi, unique, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let s: Salon;
const NOW = "2026-11-20T08:00:00Z";
const PASSWORD = "correct horse battery staple";

beforeAll(async () => {
  t = await startTestApi({ trustProxy: 1 });
  t.clock.set(NOW);
  s = await createSalon(t);
});
afterAll(async () => {
  await t?.close();
});

const historyOf = async (id: string) => {
  const res = await s.api.get(`/v1/bookings/${id}/history`);
  expect(res.status, res.text).toBe(200);
  return res.body.data as Record<string, unknown>[];
};

let address = 0;
/** Signs a member in to the console; answers the cookie to send back. */
async function consoleCookie(email: string): Promise<string> {
  const res = await fetch(`${t.url}/console/session`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${++address}` },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

const trpc = async (path: string, input: unknown, cookie: string, mutation = false) => {
  const res = await fetch(
    mutation ? `${t.url}/trpc/${path}` : `${t.url}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
    mutation
      ? { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(input) }
      : { headers: { cookie } },
  );
  return { status: res.status, body: (await res.json()) as { result?: { data: { data: Record<string, unknown>[] } } } };
};

describe("GET /v1/bookings/{id}/history", () => {
  it("tells each change in order: made, confirmed, moved, paid, refunded, completed", async () => {
    const id = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id as string;
    expect((await s.api.patch(`/v1/bookings/${id}`, { status: "confirmed" })).status).toBe(200);
    expect((await s.api.patch(`/v1/bookings/${id}`, { dateTime: "2026-11-23T14:00:00+01:00" })).status).toBe(200);
    expect((await s.api.post(`/v1/bookings/${id}/payment`, { method: "card" })).status).toBe(200);
    expect((await s.api.post(`/v1/bookings/${id}/refund`, { reason: "too short" })).status).toBe(200);
    expect((await s.api.patch(`/v1/bookings/${id}`, { status: "completed" })).status).toBe(200);

    const history = await historyOf(id);
    expect(history.map((entry) => entry.change)).toEqual(["created", "confirmed", "moved", "paid", "refunded", "completed"]);
    expect(history[0]).toEqual({
      change: "created",
      occurredAt: expect.stringMatching(ISO_UTC),
      status: "pending",
      dateTime: "2026-11-23T09:00:00.000Z",
      previousDateTime: null,
      staffId: s.annId,
      reason: null,
      amount: null,
      currency: null,
      method: null,
      rating: null,
      changedBy: "provider",
      byStaffMember: null,
    });
    expect(history[2]).toMatchObject({
      change: "moved",
      status: "confirmed",
      previousDateTime: "2026-11-23T09:00:00.000Z",
      dateTime: "2026-11-23T13:00:00.000Z",
      changedBy: "provider",
    });
    expect(history[3]).toMatchObject({ change: "paid", status: null, amount: 50, currency: "EUR", method: "card" });
    expect(history[4]).toMatchObject({ change: "refunded", amount: 50, reason: "too short" });
    expect(history[5]).toMatchObject({ change: "completed", status: "completed" });
  });

  it("tells a no-show and a cancellation with its reason, which send no event or one", async () => {
    const booked = await s.book({ dateTime: "2026-11-24T10:00:00+01:00" });
    expect(booked.status, booked.text).toBe(201);
    const shown = booked.body.data.id as string;
    await s.api.patch(`/v1/bookings/${shown}`, { status: "confirmed" });
    // A no-show is recorded once the booking has started.
    t.clock.set("2026-11-24T09:15:00Z");
    try {
      expect((await s.api.patch(`/v1/bookings/${shown}`, { status: "no_show" })).status).toBe(200);
    } finally {
      t.clock.set(NOW);
    }
    expect((await historyOf(shown)).map((entry) => [entry.change, entry.status])).toEqual([
      ["created", "pending"],
      ["confirmed", "confirmed"],
      ["no_show", "no_show"],
    ]);

    const cancelled = (await s.book({ dateTime: "2026-11-24T14:00:00+01:00", staffId: s.bobId })).body.data.id as string;
    const res = await s.api.delete(`/v1/bookings/${cancelled}`, { query: { reason: "salon closed" } });
    expect(res.status, res.text).toBe(200);
    expect((await historyOf(cancelled)).at(-1)).toMatchObject({
      change: "cancelled",
      status: "cancelled",
      reason: "salon closed",
      changedBy: "provider",
    });
  });

  it("keeps the history after the outbox has let the events go", async () => {
    const id = (await s.book({ dateTime: "2026-11-25T10:00:00+01:00" })).body.data.id as string;
    await s.api.patch(`/v1/bookings/${id}`, { status: "confirmed" });
    await sql`DELETE FROM outbox_events WHERE provider_id = ${s.providerId}`.execute(t.db);
    expect((await historyOf(id)).map((entry) => entry.change)).toEqual(["created", "confirmed"]);
  });

  it("gives a booking made before history was kept a made line, then what the outbox still held of it", async () => {
    const old = (await s.book({ dateTime: "2026-11-25T14:00:00+01:00" })).body.data.id as string;
    await s.api.patch(`/v1/bookings/${old}`, { status: "confirmed" });
    // As before the history existed: no lines, and the outbox has let the creation go.
    await sql`DELETE FROM booking_history WHERE provider_id = ${s.providerId}`.execute(t.db);
    await sql`DELETE FROM outbox_events WHERE provider_id = ${s.providerId} AND event = 'booking.created'`.execute(t.db);
    await backfillBookingHistory(t.db as unknown as Kysely<unknown>);
    const history = await historyOf(old);
    expect(history.map((entry) => [entry.change, entry.status])).toEqual([
      ["created", null],
      ["confirmed", "confirmed"],
    ]);
    expect(history[0]).toMatchObject({ dateTime: "2026-11-25T13:00:00.000Z", staffId: s.annId, changedBy: "provider" });
  });

  it("answers 404 for an unknown booking and for another salon's", async () => {
    expectError(await s.api.get("/v1/bookings/bk_doesnotexist0000000000/history"), 404, "NOT_FOUND");
    const other = await createSalon(t);
    const theirs = (await other.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id as string;
    expectError(await s.api.get(`/v1/bookings/${theirs}/history`), 404, "NOT_FOUND");
    expect((await other.api.get(`/v1/bookings/${theirs}/history`)).status).toBe(200);
  });

  it("names the console member who made a change, and shows a staff member only their own bookings' history", async () => {
    const ownerEmail = `${unique("olga")}@example.com`;
    expect((await s.api.post("/v1/staff", { name: "Olga", email: ownerEmail, role: "admin", password: PASSWORD })).status).toBe(201);
    const annEmail = `${unique("ann")}@example.com`;
    expect((await s.api.patch(`/v1/staff/${s.annId}`, { email: annEmail, password: PASSWORD })).status).toBe(200);
    const owner = await consoleCookie(ownerEmail);
    const ann = await consoleCookie(annEmail);

    const annBooking = (await s.book({ dateTime: "2026-11-26T10:00:00+01:00" })).body.data.id as string;
    const bobBooking = (await s.book({ dateTime: "2026-11-26T10:00:00+01:00", staffId: s.bobId })).body.data.id as string;
    expect((await trpc("bookings.update", { id: annBooking, status: "confirmed" }, owner, true)).status).toBe(200);
    const confirmed = (await historyOf(annBooking)).find((entry) => entry.change === "confirmed");
    expect(confirmed).toMatchObject({ changedBy: "provider", byStaffMember: { name: "Olga" } });
    expect((await historyOf(annBooking))[0]).toMatchObject({ change: "created", byStaffMember: null });

    const own = await trpc("bookings.history", { id: annBooking }, ann);
    expect(own.status).toBe(200);
    expect(own.body.result?.data.data.map((entry) => entry.change)).toEqual(["created", "confirmed"]);
    expect((await trpc("bookings.history", { id: bobBooking }, ann)).status).toBe(403);
  });
});
