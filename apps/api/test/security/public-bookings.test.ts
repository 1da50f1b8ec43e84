// What an anonymous visitor with a salon's public key can do with its calendar, tried as an attacker
// would: hold a week by booking from many addresses (limits per address a minute and an hour, an
// IPv6 /64 as one address, per email, per provider), book between the offered times, learn what
// the salon knows about an email, replay another visitor's Idempotency-Key, inject lines into a
// calendar file. And holds: with email verification a visitor's booking is held, invisible to
// everyone, until verified; a lapsed hold leaves no trace and frees its time at once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { createApiKey, verificationLink } from "@booking/core";
import { startTestApi, expectError, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
/** The same database behind an API with a looser per-minute limit, for the hourly one. */
let hourly: TestApi;
let s: Salon;
let publicKey: string;

beforeAll(async () => {
  // One trusted proxy: X-Forwarded-For names the visitor. The production limits per address.
  t = await startTestApi({ trustProxy: 1, addressLimits: { perAddress: 1_000 } });
  hourly = await startTestApi({ database: t.database, trustProxy: 1, addressLimits: { perAddress: 1_000, bookingsPerAddress: 1_000 } });
});
afterAll(async () => {
  await hourly?.close();
  await t?.close();
});
beforeEach(async () => {
  // Friday 2026-11-20, 09:00 in Berlin; Ann and Bob work Monday to Friday 09:00-17:00, lunch 12-13.
  for (const api of [t, hourly]) api.clock.set("2026-11-20T08:00:00Z");
  s = await createSalon(t);
  publicKey = (await createApiKey(t.db, { providerId: s.providerId, audience: "public", plan: "default" })).apiKey;
});

let addresses = 0;
/** A new client address each call (one visitor each), unless one is given. */
const nextAddress = () => `198.51.${Math.floor(++addresses / 250)}.${addresses % 250}`;
let emails = 0;
const nextEmail = () => `visitor${++emails}@example.com`;

/** Monday 2026-11-23 at `hour`:`minute` Berlin (UTC+1), as UTC. */
const monday = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 23, hour - 1, minute)).toISOString();
/** The n-th offered hour of the work week from Monday 09:00 Berlin, skipping lunch (for many distinct times). */
const slot = (n: number) => {
  const hours = [9, 10, 11, 13, 14, 15];
  const day = Math.floor(n / hours.length);
  return new Date(Date.UTC(2026, 10, 23 + day, hours[n % hours.length]! - 1)).toISOString();
};

interface Visit {
  dateTime: string;
  address?: string;
  email?: string;
  name?: string;
  phone?: string;
  staffId?: string | null;
  idempotencyKey?: string;
  api?: TestApi;
}

/** A visitor's booking through the public key, as the booking page sends it. */
function visit(v: Visit) {
  const api = v.api ?? t;
  const body: Record<string, unknown> = {
    serviceId: s.serviceId,
    dateTime: v.dateTime,
    customer: { name: v.name ?? "Vera Visitor", email: v.email ?? nextEmail(), ...(v.phone ? { phone: v.phone } : {}) },
  };
  if (v.staffId !== null) body.staffId = v.staffId ?? s.bobId;
  const headers: Record<string, string> = { "x-forwarded-for": v.address ?? nextAddress() };
  if (v.idempotencyKey) headers["idempotency-key"] = v.idempotencyKey;
  return api.anonymous.post("/v1/bookings", body, { key: publicKey, headers });
}

const settings = async (change: Record<string, unknown>) => {
  const res = await s.api.patch("/v1/settings", change);
  expect(res.status, res.text).toBe(200);
};

describe("limits per client address", () => {
  beforeEach(() => settings({ publicBookingsPerHour: 1_000, publicMaxUpcomingPerEmail: 100 }));

  it("lets one address book 3 times a minute, then answers 429 naming the limit", async () => {
    const address = "203.0.113.9";
    for (let n = 0; n < 3; n++) expect((await visit({ dateTime: slot(n), address })).status).toBe(201);
    const refused = await visit({ dateTime: slot(3), address });
    expectError(refused, 429, "RATE_LIMITED");
    expect(refused.body.error.message).toMatch(/^At most 3 bookings per minute from one address/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another visitor is not held up.
    expect((await visit({ dateTime: slot(3) })).status).toBe(201);
  });

  it("counts every address of one IPv6 /64 as one visitor", async () => {
    const sameNetwork64 = ["2001:db8:7:1::1", "2001:db8:7:1::2", "2001:db8:7:1:aaaa:bbbb:cccc:dddd"];
    for (const [n, address] of sameNetwork64.entries()) expect((await visit({ dateTime: slot(n), address })).status, address).toBe(201);
    const sameNetwork = await visit({ dateTime: slot(20), address: "2001:db8:7:1:ffff:ffff:ffff:ffff" });
    expectError(sameNetwork, 429, "RATE_LIMITED");
    expect((await visit({ dateTime: slot(21), address: "2001:db8:7:2::1" })).status).toBe(201);
  });

  it("lets one address book 10 times an hour", async () => {
    const address = "203.0.113.77";
    for (let n = 0; n < 10; n++) expect((await visit({ dateTime: slot(n), address, api: hourly })).status, `booking ${n}`).toBe(201);
    const refused = await visit({ dateTime: slot(10), address, api: hourly });
    expectError(refused, 429, "RATE_LIMITED");
    expect(refused.body.error.message).toMatch(/^At most 10 bookings per hour from one address/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
  });
});

describe("limits per email and per provider", () => {
  it("lets one email hold at most publicMaxUpcomingPerEmail upcoming bookings, exactly, even when all arrive at once", async () => {
    await settings({ publicBookingsPerHour: 1_000 });
    const email = "hoarder@example.com";
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => visit({ dateTime: slot(n), email: n % 2 ? email : "HOARDER@example.com" })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(9);
    for (const answer of refused) {
      expect(answer.body.error.message).toMatch(/^At most 3 upcoming online bookings per email address/);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Cancelling one through its manage link makes room for one more.
    const token = answers.find((a) => a.status === 201)!.body.data.manage.token as string;
    expect((await t.anonymous.post(`/v1/manage/${token}/cancel`, {}, { headers: { "x-forwarded-for": nextAddress() } })).status).toBe(200);
    expect((await visit({ dateTime: slot(20), email })).status).toBe(201);
    expectError(await visit({ dateTime: slot(21), email }), 429, "RATE_LIMITED");
  });

  it("takes at most publicBookingsPerHour bookings an hour from all visitors together, and tells the provider once, in its language", async () => {
    await settings({ publicBookingsPerHour: 6, locale: "es" });
    const answers = await Promise.all(Array.from({ length: 15 }, (_, n) => visit({ dateTime: slot(n) })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(6);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expectError(answer, 429, "RATE_LIMITED");
      expect(answer.body.error.message).toMatch(/takes at most 6 online bookings an hour/);
      // The window frees when the oldest of the hour's bookings is an hour old.
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(3_000);
    }
    const notices = await s.api.get("/api/rpc/user/smartNotifications/list?limit=100");
    const paused = notices.body.notifications.filter((n: { type: string }) => n.type === "publicBookingLimit");
    expect(paused).toHaveLength(1);
    expect(paused[0].title).toBe("Reservas en línea en pausa durante esta hora");
    expect(paused[0].body).toMatch(/^Su página de reservas ha alcanzado su límite/);
    await settings({ locale: "en" });
    // Provider keys and other salons go on.
    expect((await s.book({ dateTime: slot(16) })).status).toBe(201);
  });
});

describe("the offered grid", () => {
  it("refuses a visitor's start between the offered times (it would block two), which a provider key may book", async () => {
    for (const staffId of [s.bobId, null]) {
      const between = await visit({ dateTime: monday(10, 10), staffId });
      expectError(between, 400, "BAD_REQUEST");
      expect(between.body.error.details[0]).toMatchObject({
        path: "dateTime",
        message: "is not one of the offered start times",
        rule: "off_grid",
      });
    }
    expect((await visit({ dateTime: monday(10, 30) })).status).toBe(201);
    expect((await s.book({ dateTime: monday(14, 10) })).status).toBe(201);
  });
});

describe("names and bodies", () => {
  it("refuses a name made only of invisible characters, and a body that is not UTF-8", async () => {
    for (const name of ["\u200b\u200b", " \u2060\ufeff ", "\u3164", "\u0301"]) {
      expectError(await visit({ dateTime: monday(10), name }), 400, "BAD_REQUEST");
    }
    const body = Buffer.concat([
      Buffer.from(`{"serviceId":"${s.serviceId}","staffId":"${s.bobId}","dateTime":"${monday(11)}","customer":{"name":"Bad `),
      Buffer.from([0xc3, 0x28]),
      Buffer.from(`","email":"${nextEmail()}"}}`),
    ]);
    const res = await fetch(`${t.url}/v1/bookings`, {
      method: "POST",
      headers: { authorization: `Bearer ${publicKey}`, "content-type": "application/json", "x-forwarded-for": nextAddress() },
      body,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("The request body is not valid UTF-8");
    const stored = await t.db.selectFrom("customers").select("name").where("provider_id", "=", s.providerId).execute();
    expect(stored.map((c) => c.name).join()).not.toContain("\ufffd");
  });
});

describe("no oracle", () => {
  it("shows a visitor only what they typed: no customer id, no stored name or phone, in the answer, the link and the calendar file", async () => {
    const chris = (await s.api.get(`/v1/customers/${s.customerId}`)).body.data as { email: string; name: string; phone: string };
    const booked = await visit({ dateTime: monday(10), email: chris.email.toUpperCase(), name: "Mallory", phone: "+1 555 0100" });
    expect(booked.status, booked.text).toBe(201);
    const token = booked.body.data.manage.token as string;
    const manage = await t.anonymous.get(`/v1/manage/${token}`, { headers: { "x-forwarded-for": nextAddress() } });
    const calendar = await (await fetch(`${t.url}/v1/manage/${token}/calendar.ics`)).text();
    for (const shown of [booked.text, manage.text, calendar]) {
      expect(shown).not.toContain(s.customerId);
      expect(shown).not.toContain(chris.name);
      expect(shown).not.toContain(chris.phone);
    }
    expect(booked.body.data.customer).toEqual({ name: "Mallory", email: chris.email.toUpperCase(), phone: "+1 555 0100" });
    expect(manage.body.data.customer).toEqual({ name: "Mallory", phone: "+1 555 0100" });
    // The provider sees the booking under the customer it already knows, whose record is untouched.
    const detail = await s.api.get(`/v1/bookings/${booked.body.data.id as string}`);
    expect(detail.body.data.customer).toMatchObject({ id: s.customerId, name: chris.name });
  });
});

describe("Idempotency-Key of a public key", () => {
  it("belongs to one visitor: another visitor's same key and body is another request, never a replay of the first", async () => {
    await settings({ publicBookingsPerHour: 1_000 });
    const same = { dateTime: monday(10), email: "shared@example.com", idempotencyKey: "booking-form-1" };
    const first = await visit({ ...same, address: "203.0.113.20" });
    expect(first.status, first.text).toBe(201);
    const replay = await visit({ ...same, address: "203.0.113.20" });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.data.manage.token).toBe(first.body.data.manage.token);
    const stranger = await visit({ ...same, address: "203.0.113.21" });
    expect(stranger.headers.get("idempotent-replayed")).toBeNull();
    expect(stranger.text).not.toContain(first.body.data.manage.token as string);
    expectError(stranger, 409, "CONFLICT"); // Bob is taken at that time: it was tried as a booking of its own
  });
});

describe("calendar files", () => {
  it("escape every text, the calendar's name included: a name cannot add lines or events", async () => {
    // Names are one line now (the API refuses line breaks in them); texts stored before that are
    // escaped all the same.
    await t.db
      .updateTable("providers")
      .set({ name: "Evil\r\nBEGIN:VEVENT\r\nSUMMARY:Injected;X=1,2\\\rEND:VEVENT" })
      .where("id", "=", s.providerId)
      .execute();
    const booked = await visit({ dateTime: monday(10), name: "Semi;colon, back\\slash" });
    await t.db.updateTable("bookings").set({ visitor_name: "Line\nBreak" }).where("id", "=", booked.body.data.id).execute();
    const text = await (await fetch(`${t.url}/v1/manage/${booked.body.data.manage.token as string}/calendar.ics`)).text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    expect(text.split(/\r\n/).filter((line) => line.startsWith("BEGIN:VEVENT"))).toHaveLength(1);
    // An X- property is read back as written: RFC 5545's escapes of line breaks, ; , and \.
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Evil\\nBEGIN:VEVENT\\nSUMMARY:Injected\\;X=1\\,2\\\\\\nEND:VEVENT");
  });

  it("say TENTATIVE while pending, CONFIRMED, CANCELLED, with one UID and a SEQUENCE that grows with each change", async () => {
    const booked = await visit({ dateTime: monday(10) });
    const id = booked.body.data.id as string;
    const token = booked.body.data.manage.token as string;
    const read = async () => {
      const text = await (await fetch(`${t.url}/v1/manage/${token}/calendar.ics`)).text();
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
      return { uid: event.uid, status: event.component.getFirstPropertyValue("status"), sequence: event.sequence };
    };
    expect(await read()).toEqual({ uid: `${id}@booking-service`, status: "TENTATIVE", sequence: 0 });
    expect((await s.api.patch(`/v1/bookings/${id}`, { status: "confirmed" })).status).toBe(200);
    expect(await read()).toEqual({ uid: `${id}@booking-service`, status: "CONFIRMED", sequence: 1 });
    const moved = await t.anonymous.post(`/v1/manage/${token}/reschedule`, { dateTime: monday(14) });
    expect(moved.status, moved.text).toBe(200);
    expect(await read()).toEqual({ uid: `${id}@booking-service`, status: "CONFIRMED", sequence: 2 });
    expect((await s.api.patch(`/v1/bookings/${id}`, { notes: "window seat" })).status).toBe(200);
    expect((await read()).sequence).toBe(2);
    expect((await t.anonymous.post(`/v1/manage/${token}/cancel`, {})).status).toBe(200);
    expect(await read()).toEqual({ uid: `${id}@booking-service`, status: "CANCELLED", sequence: 3 });
  });
});

describe("holds (publicVerification: email)", () => {
  beforeEach(() => settings({ publicVerification: "email", holdMinutes: 15 }));

  const bobsStarts = async () => {
    const res = await t.anonymous.get(`/v1/availability?serviceId=${s.serviceId}&staffId=${s.bobId}&from=2026-11-23&to=2026-11-23`, {
      key: publicKey,
      headers: { "x-forwarded-for": nextAddress() },
    });
    return (res.body.data.days[0].slots as { start: string }[]).map((x) => x.start);
  };
  const eventsOf = async (bookingId: string) => {
    const res = await s.api.get("/api/rpc/user/events?limit=100");
    return (res.body.events as { event: string; data: { bookingId?: string; customerId?: string } }[]).filter(
      (e) => e.data.bookingId === bookingId,
    );
  };
  /** The code the verification email carries, minted as the worker does when it sends the email. */
  const emailedCode = async (bookingId: string) => {
    const link = await verificationLink(t.db, t.url, s.providerId, bookingId, t.clock.now());
    return new URL(link!).hash.match(/verify=(\w+)/)![1]!;
  };

  it("holds the time, answering 202, and tells no one until the visitor verifies by the emailed code", async () => {
    const email = nextEmail();
    const held = await visit({ dateTime: monday(10), email });
    expect(held.status, held.text).toBe(202);
    expect(held.body.data).toMatchObject({ status: "held", holdExpiresAt: "2026-11-20T08:15:00.000Z" });
    const id = held.body.data.id as string;
    const token = held.body.data.manage.token as string;

    expect(await bobsStarts()).not.toContain(monday(10));
    expectError(await visit({ dateTime: monday(10) }), 409, "CONFLICT");
    // Invisible to the provider's lists, events and notifications; listed when asked for by status.
    expect((await s.api.get("/v1/bookings?limit=100")).body.data.map((b: { id: string }) => b.id)).not.toContain(id);
    expect((await s.api.get("/v1/bookings?status=held")).body.data.map((b: { id: string }) => b.id)).toEqual([id]);
    expect(await eventsOf(id)).toEqual([]);
    expect((await s.api.get(`/v1/customers?q=${email}`)).body.data[0].totalBookings).toBe(0);
    const manage = await t.anonymous.get(`/v1/manage/${token}`);
    expect(manage.body.data).toMatchObject({ status: "held", holdExpiresAt: "2026-11-20T08:15:00.000Z" });
    expectError(await s.api.patch(`/v1/bookings/${id}`, { status: "confirmed" }), 409, "CONFLICT");

    const wrong = await t.anonymous.post(`/v1/manage/${token}/verify`, { code: "x".repeat(32) });
    expectError(wrong, 400, "BAD_REQUEST");
    expect(wrong.body.error.details[0].path).toBe("code");
    const verified = await t.anonymous.post(`/v1/manage/${token}/verify`, { code: await emailedCode(id) });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body.data).toMatchObject({ status: "pending", holdExpiresAt: null });
    expect((await eventsOf(id)).map((e) => e.event)).toEqual(["booking.created"]);
    const customerId = (await s.api.get(`/v1/bookings/${id}`)).body.data.customer.id as string;
    const all = (await s.api.get("/api/rpc/user/events?event=customer.created&limit=100")).body.events as {
      data: { customerId: string };
    }[];
    expect(all.filter((e) => e.data.customerId === customerId)).toHaveLength(1);
    expect((await s.api.get("/v1/bookings?limit=100")).body.data.map((b: { id: string }) => b.id)).toContain(id);
    // Verifying again changes nothing.
    expect((await t.anonymous.post(`/v1/manage/${token}/verify`, { code: "x".repeat(32) })).status).toBe(200);
  });

  it("frees the time the moment the hold lapses, and leaves no trace of it", async () => {
    const email = nextEmail();
    const held = await visit({ dateTime: monday(11), email });
    expect(held.status).toBe(202);
    const id = held.body.data.id as string;
    const code = await emailedCode(id);
    for (const api of [t, hourly]) api.clock.advance(16 * 60_000);

    expect(await bobsStarts()).toContain(monday(11));
    // Another visitor takes the time at once (the lapsed hold is released in the way).
    const next = await visit({ dateTime: monday(11) });
    expect(next.status, next.text).toBe(202);
    expect(await t.db.selectFrom("bookings").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
    expect((await s.api.get(`/v1/customers?q=${email}`)).body.data).toEqual([]);
    expect(await eventsOf(id)).toEqual([]);
    expect((await s.api.get("/v1/bookings?status=held")).body.data.map((b: { id: string }) => b.id)).toEqual([next.body.data.id]);
    expectError(await t.anonymous.post(`/v1/manage/${held.body.data.manage.token as string}/verify`, { code }), 404, "NOT_FOUND");
  });

  it("answers 409 to a verification after the hold lapsed, before anyone took the time", async () => {
    const held = await visit({ dateTime: monday(13) });
    const code = await emailedCode(held.body.data.id as string);
    t.clock.advance(15 * 60_000 + 1);
    const late = await t.anonymous.post(`/v1/manage/${held.body.data.manage.token as string}/verify`, { code });
    expectError(late, 409, "CONFLICT");
    expect(late.body.error.message).toMatch(/not verified in time/);
  });

  it("is released without a trace when the provider or the visitor cancels it", async () => {
    const byProvider = await visit({ dateTime: monday(14) });
    const deleted = await s.api.delete(`/v1/bookings/${byProvider.body.data.id as string}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.data.status).toBe("cancelled");
    const byVisitor = await visit({ dateTime: monday(15) });
    const cancelled = await t.anonymous.post(`/v1/manage/${byVisitor.body.data.manage.token as string}/cancel`, {});
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data.status).toBe("cancelled");
    for (const booked of [byProvider, byVisitor]) {
      const id = booked.body.data.id as string;
      expect(await t.db.selectFrom("bookings").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
      expect(await eventsOf(id)).toEqual([]);
    }
    expect(await bobsStarts()).toEqual(expect.arrayContaining([monday(14), monday(15)]));
  });
});
