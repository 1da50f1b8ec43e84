// Recurring series against the real server: the same time every week booked in one go, every
// occurrence an ordinary booking naming its series; across a clock change each keeps its local
// wall-clock time; all or nothing (409 naming each occurrence that does not fit, nothing written),
// or skipping what does not fit; a dry run writing nothing; one member for every occurrence where
// one fits them all; bad rules refused naming the field; public keys refused and customers kept to
// their own; a room held on each date (a date whose room is taken does not fit); a class's seats
// taken in each date's session; a two-person service's two members held for every date; and
// series racing single bookings for the same hours leave no overlap and no half-written series
// (plain-SQL audit).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, issueManageLink } from "@booking/core";
import { expireUnconfirmedBookings } from "@booking/core/worker";
import { sql } from "@booking/db";
import { apiClient, type ApiClient } from "@booking/testing";
import { expectError, expectValidationError, startTestApi, type TestApi } from "./helpers";
import { createSalon, offerService, type Salon } from "./salon";
import { expandedStarts } from "./messaging";

let t: TestApi;
let salon: Salon;
let customerKey: ApiClient;
let otherCustomerKey: ApiClient;
let publicKey: ApiClient;

// Berlin: clocks go forward on Sunday 28 March 2027 (UTC+1 → UTC+2). Tuesdays from 2 March.
const berlin = (date: string, time: string) => {
  const offset = date < "2027-03-28" || date >= "2027-10-31" ? "+01:00" : "+02:00";
  return new Date(`${date}T${time}:00${offset}`).toISOString();
};

beforeAll(async () => {
  t = await startTestApi();
  // Monday 1 February 2027, 09:00 in Berlin.
  t.clock.set("2027-02-01T08:00:00Z");
  salon = await createSalon(t);
  await salon.api.patch("/v1/settings", { maxAdvanceDays: 365, minNoticeMinutes: 0, confirmation: "auto" });
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

const weekly = (date: string, time: string, count: number, extra: Record<string, unknown> = {}) =>
  salon.api.post("/v1/series", {
    customerId: salon.customerId,
    serviceId: salon.serviceId,
    staffId: salon.annId,
    start: berlin(date, time),
    rule: { frequency: "weekly", count },
    ...extra,
  });

async function bookingsOfSeries(seriesId: string) {
  const { rows } = await sql<{ id: string; starts_at: Date; staff_id: string; occurrence_key: string }>`
    SELECT id, starts_at, staff_id, occurrence_key FROM bookings WHERE series_id = ${seriesId} ORDER BY starts_at`.execute(t.db);
  return rows;
}

describe("POST /v1/series", () => {
  it("books every occurrence as a booking naming its series, each at 10:00 Berlin time across the clock change", async () => {
    const res = await weekly("2027-03-16", "10:00", 4);
    expect(res.status, res.text).toBe(201);
    const series = res.body.data;
    expect(series.id).toMatch(/^ser_/);
    expect(series.rule).toEqual({ frequency: "weekly", interval: 1, count: 4 });
    expect(
      series.occurrences.map((o: { key: string; start: string; status: string; staffId: string }) => [o.key, o.start, o.status]),
    ).toEqual([
      ["2027-03-16T10:00", "2027-03-16T09:00:00.000Z", "booked"],
      ["2027-03-23T10:00", "2027-03-23T09:00:00.000Z", "booked"],
      // After the change: still 10:00 on the salon's clock.
      ["2027-03-30T10:00", "2027-03-30T08:00:00.000Z", "booked"],
      ["2027-04-06T10:00", "2027-04-06T08:00:00.000Z", "booked"],
    ]);
    const rows = await bookingsOfSeries(series.id);
    expect(rows.map((r) => r.id)).toEqual(series.occurrences.map((o: { bookingId: string }) => o.bookingId));
    // Ordinary bookings: read, listed, and told in their events, with their series.
    const booking = await salon.api.get(`/v1/bookings/${rows[2]!.id}`);
    expect(booking.body.data).toMatchObject({ seriesId: series.id, occurrenceKey: "2027-03-30T10:00", status: "pending" });
    const events = await sql<{ data: { seriesId: string; occurrenceKey: string } }>`
      SELECT data FROM outbox_events WHERE event = 'booking.created' AND data->>'seriesId' = ${series.id as string}`.execute(t.db);
    expect(events.rows.map((e) => e.data.occurrenceKey).sort()).toEqual(rows.map((r) => r.occurrence_key).sort());
    const got = await salon.api.get(`/v1/series/${series.id}`);
    expect(got.status, got.text).toBe(200);
    expect(got.body.data).toEqual(series);
    const listed = await salon.api.get("/v1/series", { query: { customerId: salon.customerId } });
    expect(listed.body.data.find((s: { id: string }) => s.id === series.id)).toEqual(series);
  });

  it("with mode all writes nothing when an occurrence does not fit, naming each such occurrence with its rule", async () => {
    // Ann is booked on the third Tuesday at 11:00; the fourth is a public holiday for the salon.
    const blocker = await salon.book({ dateTime: berlin("2027-05-18", "11:00") });
    expect(blocker.status, blocker.text).toBe(201);
    const closure = await salon.api.post("/v1/closures", { date: "2027-05-25", reason: "Holiday" });
    expect(closure.status, closure.text).toBe(201);
    const before = await sql<{ n: string }>`SELECT count(*) AS n FROM series`.execute(t.db);
    const refused = await weekly("2027-05-04", "11:00", 5);
    expectError(refused, 409, "CONFLICT");
    expect(refused.body.error.details).toEqual([
      expect.objectContaining({ path: "occurrences.2", rule: "booked", message: expect.stringMatching(/^2027-05-18T11:00: /) }),
      expect.objectContaining({ path: "occurrences.3", rule: "closed", message: expect.stringMatching(/^2027-05-25T11:00: /) }),
    ]);
    const after = await sql<{ n: string }>`SELECT count(*) AS n FROM series`.execute(t.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM bookings WHERE staff_id = ${salon.annId} AND starts_at >= ${new Date(berlin("2027-05-04", "00:00"))}
         AND starts_at < ${new Date(berlin("2027-06-05", "00:00"))}`.execute(t.db);
    expect(Number(rows[0]!.n)).toBe(1);

    // A dry run answers what skip would book and writes nothing; skip books the rest.
    const dry = await weekly("2027-05-04", "11:00", 5, { mode: "skip", dryRun: true });
    expect(dry.status, dry.text).toBe(201);
    expect(dry.body.data.occurrences.map((o: { status: string; rules: string[] }) => [o.status, o.rules])).toEqual([
      ["booked", []],
      ["booked", []],
      ["skipped", ["booked"]],
      ["skipped", ["closed"]],
      ["booked", []],
    ]);
    expectError(await salon.api.get(`/v1/series/${dry.body.data.id}`), 404, "NOT_FOUND");
    const skipped = await weekly("2027-05-04", "11:00", 5, { mode: "skip" });
    expect(skipped.status, skipped.text).toBe(201);
    expect(skipped.body.data.occurrences.map((o: { status: string }) => o.status)).toEqual([
      "booked",
      "booked",
      "skipped",
      "skipped",
      "booked",
    ]);
    expect(await bookingsOfSeries(skipped.body.data.id)).toHaveLength(3);
    const got = await salon.api.get(`/v1/series/${skipped.body.data.id}`);
    expect(got.body.data).toEqual(skipped.body.data);
  });

  it("gives every occurrence to one member who fits them all when none is named", async () => {
    // Ann (first in the assignment order) is taken on the second Wednesday; Bob is free on all four.
    expect((await salon.book({ dateTime: berlin("2027-06-09", "14:00") })).status).toBe(201);
    const res = await salon.api.post("/v1/series", {
      customerId: salon.customerId,
      serviceId: salon.serviceId,
      start: berlin("2027-06-02", "14:00"),
      rule: { frequency: "weekly", count: 4 },
    });
    expect(res.status, res.text).toBe(201);
    expect(new Set(res.body.data.occurrences.map((o: { staffId: string }) => o.staffId))).toEqual(new Set([salon.bobId]));
  });

  it("repeats daily, weekly on weekdays and monthly on the start's day (a month without it has none), by count or until", async () => {
    const dry = (start: string, rule: Record<string, unknown>) =>
      salon.api.post("/v1/series", {
        customerId: salon.customerId,
        serviceId: salon.serviceId,
        staffId: salon.bobId,
        start,
        rule,
        dryRun: true,
        mode: "skip",
      });
    const keys = (res: Awaited<ReturnType<typeof dry>>) => {
      expect(res.status, res.text).toBe(201);
      return res.body.data.occurrences.map((o: { key: string }) => o.key);
    };
    expect(keys(await dry(berlin("2027-07-05", "09:00"), { frequency: "daily", interval: 2, count: 3 }))).toEqual([
      "2027-07-05T09:00",
      "2027-07-07T09:00",
      "2027-07-09T09:00",
    ]);
    expect(keys(await dry(berlin("2027-07-06", "09:00"), { frequency: "weekly", byWeekday: ["TU", "TH"], until: "2027-07-15" }))).toEqual([
      "2027-07-06T09:00",
      "2027-07-08T09:00",
      "2027-07-13T09:00",
      "2027-07-15T09:00",
    ]);
    // The 31st: March, May, July (April, June have none).
    expect(keys(await dry(berlin("2027-03-31", "09:00"), { frequency: "monthly", count: 3 }))).toEqual([
      "2027-03-31T09:00",
      "2027-05-31T09:00",
      "2027-07-31T09:00",
    ]);
  });

  it("refuses bad rules with 400 naming the field", async () => {
    const post = (rule: Record<string, unknown>, start = berlin("2027-08-03", "10:00")) =>
      salon.api.post("/v1/series", { customerId: salon.customerId, serviceId: salon.serviceId, staffId: salon.annId, start, rule });
    expectValidationError(await post({ frequency: "weekly", interval: 0, count: 4 }), ["rule.interval"]);
    expectValidationError(await post({ frequency: "weekly", count: 53 }), ["rule.count"]);
    expectValidationError(await post({ frequency: "weekly", count: 1 }), ["rule.count"]);
    expectValidationError(await post({ frequency: "hourly", count: 4 }), ["rule.frequency"]);
    expectValidationError(await post({ frequency: "weekly" }), ["rule"]);
    expectValidationError(await post({ frequency: "weekly", count: 4, until: "2027-09-01" }), ["rule"]);
    expectValidationError(await post({ frequency: "weekly", until: "2028-03-01" }), ["rule.until"]);
    expectValidationError(await post({ frequency: "daily", until: "2027-12-31" }), ["rule.until"]);
    expectValidationError(await post({ frequency: "monthly", byWeekday: ["TU"], count: 3 }), ["rule.byWeekday"]);
    expectValidationError(await post({ frequency: "weekly", byWeekday: ["MO", "WE"], count: 3 }), ["start"]);
    expectValidationError(await post({ frequency: "weekly", byWeekday: ["XX"], count: 3 }), ["rule.byWeekday.0"]);
    expectError(
      await salon.api.post("/v1/series", {
        customerId: "cus_nobody",
        serviceId: salon.serviceId,
        start: berlin("2027-08-03", "10:00"),
        rule: { frequency: "weekly", count: 2 },
      }),
      404,
      "NOT_FOUND",
    );
    // Naming its member, as a dry run and for real: the one unknown thing named, the service before the customer, nothing written.
    const named = { staffId: salon.annId, start: berlin("2027-08-03", "10:00"), rule: { frequency: "weekly", count: 3 } };
    const seriesOfCustomer = async () => (await salon.api.get("/v1/series", { query: { customerId: salon.customerId } })).body.data.length;
    const before = await seriesOfCustomer();
    for (const dryRun of [true, false]) {
      const cases = [
        [{ customerId: "cus_nobody", serviceId: salon.serviceId }, "Customer cus_nobody not found"],
        [{ customerId: salon.customerId, serviceId: "svc_nothing" }, "Service svc_nothing not found"],
        [{ customerId: "cus_nobody", serviceId: "svc_nothing" }, "Service svc_nothing not found"],
        [{ customerId: salon.customerId, serviceId: salon.serviceId, staffId: "stf_nobody" }, "Staff member stf_nobody not found"],
      ] as const;
      for (const [ids, message] of cases) {
        const res = await salon.api.post("/v1/series", { ...named, ...ids, dryRun });
        expectError(res, 404, "NOT_FOUND");
        expect(res.body.error.message).toBe(message);
      }
    }
    expect(await seriesOfCustomer()).toBe(before);
  });

  it("is for provider and customer keys: public keys are refused, customers book and see only their own", async () => {
    const body = { serviceId: salon.serviceId, start: berlin("2027-08-10", "15:00"), rule: { frequency: "weekly", count: 2 } };
    expectError(await publicKey.post("/v1/series", { ...body, customer: { name: "Vera", email: "vera@example.com" } }), 403, "FORBIDDEN");
    const own = await customerKey.post("/v1/series", body);
    expect(own.status, own.text).toBe(201);
    expect(own.body.data.customerId).toBe(salon.customerId);
    expect((await customerKey.get(`/v1/series/${own.body.data.id}`)).status).toBe(200);
    expectError(await otherCustomerKey.get(`/v1/series/${own.body.data.id}`), 404, "NOT_FOUND");
    expect((await otherCustomerKey.get("/v1/series")).body.data).toEqual([]);
    // Another customer of the salon does not exist for a customer key.
    expectError(await otherCustomerKey.post("/v1/series", { ...body, customerId: salon.customerId }), 404, "NOT_FOUND");
  });
});

describe("a series of a service that needs a room", () => {
  it("holds the room on every date; a date whose room another member holds does not fit, named, and skip books the rest", async () => {
    const room = await salon.api.post("/v1/resources", { name: "Quiet room", kind: "room" });
    expect(room.status, room.text).toBe(201);
    const roomId = room.body.data.id as string;
    const massage = await salon.api.post("/v1/services", {
      name: "Massage",
      duration: 60,
      price: 70,
      requirements: [{ resourceIds: [roomId] }],
    });
    expect(massage.status, massage.text).toBe(201);
    const massageId = massage.body.data.id as string;
    await offerService(salon.api, salon.annId, massageId);
    await offerService(salon.api, salon.bobId, massageId);
    // Bob has the room on the second Thursday.
    const bob = await salon.api.post("/v1/bookings", {
      customerId: salon.customerId,
      serviceId: massageId,
      staffId: salon.bobId,
      dateTime: berlin("2028-01-13", "13:00"),
    });
    expect(bob.status, bob.text).toBe(201);
    const body = {
      customerId: salon.customerId,
      serviceId: massageId,
      staffId: salon.annId,
      start: berlin("2028-01-06", "13:00"),
      rule: { frequency: "weekly", count: 3 },
    };
    const refused = await salon.api.post("/v1/series", body);
    expectError(refused, 409, "CONFLICT");
    expect(refused.body.error.details).toEqual([expect.objectContaining({ path: "occurrences.1", rule: "resources" })]);

    const skipped = await salon.api.post("/v1/series", { ...body, mode: "skip" });
    expect(skipped.status, skipped.text).toBe(201);
    const occurrences = skipped.body.data.occurrences as { status: string; bookingId: string | null; rules: string[] }[];
    expect(occurrences.map((o) => [o.status, o.rules])).toEqual([
      ["booked", []],
      ["skipped", ["resources"]],
      ["booked", []],
    ]);
    for (const occurrence of occurrences.filter((o) => o.bookingId !== null)) {
      const read = await salon.api.get(`/v1/bookings/${occurrence.bookingId}`);
      expect(read.body.data.resources).toEqual([{ resourceId: roomId, units: 1 }]);
    }
  });
});

describe("a series of a class", () => {
  it("takes the seats asked for in each date's session, and a session with too few left is a date that does not fit", async () => {
    const yoga = await salon.api.post("/v1/services", { name: "Yoga", duration: 60, price: 15, capacity: 3, maxSeatsPerBooking: 2 });
    expect(yoga.status, yoga.text).toBe(201);
    const yogaId = yoga.body.data.id as string;
    await offerService(salon.api, salon.bobId, yogaId);
    // The third Friday's session has two of its three seats taken.
    const taken = await salon.book({ serviceId: yogaId, staffId: salon.bobId, dateTime: berlin("2027-06-18", "15:00"), seats: 2 });
    expect(taken.status, taken.text).toBe(201);
    const fridays = (extra: Record<string, unknown>, api = salon.api) =>
      api.post("/v1/series", {
        ...(api === salon.api ? { customerId: salon.customerId } : {}),
        serviceId: yogaId,
        staffId: salon.bobId,
        start: berlin("2027-06-04", "15:00"),
        rule: { frequency: "weekly", count: 4 },
        seats: 2,
        ...extra,
      });

    const all = await fridays({ mode: "all" });
    expectError(all, 409, "CONFLICT");
    expect(all.body.error.details).toEqual([expect.objectContaining({ path: "occurrences.2", rule: "seats" })]);

    const free = await fridays({ mode: "skip" });
    expect(free.status, free.text).toBe(201);
    expect(free.body.data.occurrences.map((o: { status: string; rules: string[] }) => [o.status, o.rules])).toEqual([
      ["booked", []],
      ["booked", []],
      ["skipped", ["seats"]],
      ["booked", []],
    ]);
    const booked = await bookingsOfSeries(free.body.data.id as string);
    expect(booked).toHaveLength(3);
    for (const booking of booked) {
      const read = await salon.api.get(`/v1/bookings/${booking.id}`);
      expect(read.body.data).toMatchObject({ seats: 2, service: { id: yogaId }, sessionId: expect.any(String) });
    }

    // A customer key takes at most the service's maxSeatsPerBooking; other services take one seat.
    expectValidationError(await fridays({ seats: 3, start: berlin("2027-07-02", "15:00") }, customerKey), ["seats"]);
    const plain = await weekly("2027-09-07", "10:00", 2, { seats: 2 });
    expectError(plain, 400, "BAD_REQUEST");
    expect(plain.body.error.message).toBe("Only class services take seats");
  });
});

describe("a series of a two-person service", () => {
  it("holds the same two members for every occurrence, refuses a date either is not free, and names staffIds for a one-person service", async () => {
    const couples = await salon.api.post("/v1/services", { name: "Couples massage", duration: 60, price: 120, staffCount: 2 });
    expect(couples.status, couples.text).toBe(201);
    const couplesId = couples.body.data.id as string;
    await offerService(salon.api, salon.annId, couplesId);
    await offerService(salon.api, salon.bobId, couplesId);
    // Bob is booked on the third Wednesday at that time.
    const busy = await salon.book({ staffId: salon.bobId, dateTime: berlin("2027-08-18", "11:00") });
    expect(busy.status, busy.text).toBe(201);
    const wednesdays = (extra: Record<string, unknown>) =>
      salon.api.post("/v1/series", {
        customerId: salon.customerId,
        serviceId: couplesId,
        staffIds: [salon.annId, salon.bobId],
        start: berlin("2027-08-04", "11:00"),
        rule: { frequency: "weekly", count: 4 },
        ...extra,
      });

    const all = await wednesdays({ mode: "all" });
    expectError(all, 409, "CONFLICT");
    expect(all.body.error.details).toEqual([expect.objectContaining({ path: "occurrences.2" })]);
    expect(all.body.error.details[0].message).toMatch(/^2027-08-18T11:00: /);

    const free = await wednesdays({ mode: "skip" });
    expect(free.status, free.text).toBe(201);
    expect(free.body.data.occurrences.map((o: { status: string; staffIds: string[] }) => [o.status, o.staffIds])).toEqual([
      ["booked", [salon.annId, salon.bobId]],
      ["booked", [salon.annId, salon.bobId]],
      ["skipped", []],
      ["booked", [salon.annId, salon.bobId]],
    ]);
    // Each occurrence is one booking holding both: in both members' lists, and read back alike.
    for (const booking of await bookingsOfSeries(free.body.data.id as string)) {
      const read = await salon.api.get(`/v1/bookings/${booking.id}`);
      expect(read.body.data).toMatchObject({ staff: { id: salon.annId }, staffIds: [salon.annId, salon.bobId] });
    }
    const got = await salon.api.get(`/v1/series/${free.body.data.id as string}`);
    expect(got.body.data.occurrences.map((o: { staffIds: string[] }) => o.staffIds.length)).toEqual([2, 2, 0, 2]);
    // Booked date by date (two members each), the salon still hears of the series once, by its first date.
    const bookedIds = (free.body.data.occurrences as { bookingId: string | null }[]).flatMap((o) => (o.bookingId ? [o.bookingId] : []));
    const notices = await sql<{ booking_id: string; body: string }>`
      SELECT data->>'bookingId' AS booking_id, body FROM smart_notifications
       WHERE provider_id = ${salon.providerId} AND recipient = 'provider' AND data->>'bookingId' = ANY(${bookedIds})`.execute(t.db);
    expect(notices.rows.map((n) => n.booking_id)).toEqual([bookedIds[0]]);
    expect(notices.rows[0]!.body).toMatch(/ 3 times, the first on /);
    // Only one date left of three (Bob busy on the first, the second taken above): it is told of alone.
    const one = await wednesdays({ mode: "skip", start: berlin("2027-08-18", "11:00"), rule: { frequency: "weekly", count: 3 } });
    expect(one.status, one.text).toBe(201);
    const left = (one.body.data.occurrences as { bookingId: string | null }[]).flatMap((o) => (o.bookingId ? [o.bookingId] : []));
    expect(left).toHaveLength(1);
    const toldOfOne = await sql<{ booking_id: string }>`
      SELECT data->>'bookingId' AS booking_id FROM smart_notifications
       WHERE provider_id = ${salon.providerId} AND recipient = 'provider' AND data->>'bookingId' = ANY(${left})`.execute(t.db);
    expect(toldOfOne.rows.map((n) => n.booking_id)).toEqual(left);

    // Two members for a one-person service, or the same one twice: 400 naming staffIds.
    expectValidationError(await weekly("2027-09-01", "10:00", 2, { staffId: undefined, staffIds: [salon.annId, salon.bobId] }), [
      "staffIds",
    ]);
    expectValidationError(await wednesdays({ staffIds: [salon.annId, salon.annId], start: berlin("2027-09-01", "11:00") }), ["staffIds.1"]);
  });
});

describe("series racing single bookings", () => {
  it("leave no member held twice and no series half-written", async () => {
    // Eight series of six Thursdays and 24 single bookings, all for Ann around the same hours, at once.
    const thursdays = ["2027-09-02", "2027-09-09", "2027-09-16", "2027-09-23", "2027-09-30", "2027-10-07"];
    const times = ["09:00", "10:00", "11:00"];
    const series = Array.from({ length: 8 }, (_, i) =>
      weekly(thursdays[0]!, times[i % times.length]!, 6, { mode: i % 2 === 0 ? "all" : "skip" }),
    );
    const singles = Array.from({ length: 24 }, (_, i) =>
      salon.book({ dateTime: berlin(thursdays[i % thursdays.length]!, times[i % times.length]!) }),
    );
    const answers = await Promise.all([...series, ...singles]);
    for (const res of answers) expect([201, 409], res.text).toContain(res.status);
    expect(answers.filter((r) => r.status === 201).length).toBeGreaterThan(0);
    const overlaps = await sql<{ n: string }>`
      SELECT count(*) AS n FROM bookings a JOIN bookings b ON a.provider_id = b.provider_id AND a.staff_id = b.staff_id AND a.id < b.id
       WHERE a.provider_id = ${salon.providerId} AND a.status IN ('pending', 'confirmed') AND b.status IN ('pending', 'confirmed')
         AND tstzrange(a.occupied_from, a.occupied_until) && tstzrange(b.occupied_from, b.occupied_until)`.execute(t.db);
    expect(Number(overlaps.rows[0]!.n)).toBe(0);
    // Every series written holds exactly its booked occurrences: 6 less those it skipped.
    const halves = await sql<{ id: string; booked: string; skipped: number }>`
      SELECT s.id, (SELECT count(*) FROM bookings b WHERE b.provider_id = s.provider_id AND b.series_id = s.id) AS booked,
             jsonb_array_length(s.skipped) AS skipped
        FROM series s WHERE s.provider_id = ${salon.providerId}
         AND s.starts_at >= ${new Date(berlin(thursdays[0]!, "00:00"))} AND s.starts_at < ${new Date(berlin(thursdays[1]!, "00:00"))}`.execute(
      t.db,
    );
    expect(halves.rows.length).toBeGreaterThan(0);
    for (const row of halves.rows) expect(Number(row.booked) + row.skipped, row.id).toBe(6);
    // And every series answered 201 is there, booked as answered.
    for (const res of answers.slice(0, series.length)) {
      if (res.status !== 201) continue;
      const booked = res.body.data.occurrences.filter((o: { status: string }) => o.status === "booked").length;
      expect((await bookingsOfSeries(res.body.data.id)).length).toBe(booked);
    }
  });
});

describe("POST /v1/series/{id}/confirm", () => {
  it("confirms every pending occurrence in one go, the customer told once, and is for provider keys", async () => {
    const made = await weekly("2027-12-07", "10:00", 4);
    expect(made.status, made.text).toBe(201);
    const id = made.body.data.id as string;
    const bookingIds = (made.body.data.occurrences as { bookingId: string }[]).map((o) => o.bookingId);
    // The salon's own bookings wait for its confirmation; one of them it confirmed already.
    const one = await salon.api.patch(`/v1/bookings/${bookingIds[2]!}`, { status: "confirmed" });
    expect(one.status, one.text).toBe(200);
    t.clock.set("2027-02-01T08:01:00Z");
    try {
      expectError(await customerKey.post(`/v1/series/${id}/confirm`, {}), 403, "FORBIDDEN");
      expectError(await salon.api.post("/v1/series/ser_unknown00000000000/confirm", {}), 404, "NOT_FOUND");
      const confirmed = await salon.api.post(`/v1/series/${id}/confirm`, {});
      expect(confirmed.status, confirmed.text).toBe(200);
    } finally {
      t.clock.set("2027-02-01T08:00:00Z");
    }
    const { rows } = await sql<{ id: string; status: string; confirmations: number }>`
      SELECT b.id, b.status,
             (SELECT count(*)::int FROM outbox_events e WHERE e.event = 'booking.confirmed' AND e.data->>'bookingId' = b.id) AS confirmations
        FROM bookings b WHERE b.series_id = ${id} ORDER BY b.starts_at`.execute(t.db);
    expect(rows.map((r) => [r.status, r.confirmations])).toEqual([
      ["confirmed", 1],
      ["confirmed", 1],
      ["confirmed", 1],
      ["confirmed", 1],
    ]);
    // One in-app word of the series' confirmation (by its earliest date), beside the one of the date confirmed before.
    const told = await sql<{ booking_id: string }>`
      SELECT data->>'bookingId' AS booking_id FROM smart_notifications
       WHERE provider_id = ${salon.providerId} AND type = 'booking.confirmed' AND data->>'bookingId' = ANY(${bookingIds})`.execute(t.db);
    expect(told.rows.map((n) => n.booking_id).sort()).toEqual([bookingIds[0], bookingIds[2]].sort());
  });
});

describe("a series left unconfirmed", () => {
  it("lapses whole past the salon's pendingExpiresAfterHours, the customer told once", async () => {
    const other = await createSalon(t);
    expect((await other.api.patch("/v1/settings", { maxAdvanceDays: 365, pendingExpiresAfterHours: 1 })).status).toBe(200);
    const made = await other.api.post("/v1/series", {
      customerId: other.customerId,
      serviceId: other.serviceId,
      staffId: other.annId,
      start: berlin("2027-03-02", "10:00"),
      rule: { frequency: "weekly", count: 3 },
    });
    expect(made.status, made.text).toBe(201);
    const bookingIds = (made.body.data.occurrences as { bookingId: string }[]).map((o) => o.bookingId);
    // Half an hour after they were made nothing lapses; two hours after, all three.
    const madeAt = await sql<{
      created_at: Date;
    }>`SELECT max(created_at) AS created_at FROM bookings WHERE id = ANY(${bookingIds})`.execute(t.db);
    const after = (minutes: number) => new Date(madeAt.rows[0]!.created_at.getTime() + minutes * 60_000);
    expect(await expireUnconfirmedBookings(t.db, after(30))).toBe(0);
    expect(await expireUnconfirmedBookings(t.db, after(120))).toBe(3);
    const { rows } = await sql<{ status: string; cancel_reason: string }>`
      SELECT status, cancel_reason FROM bookings WHERE id = ANY(${bookingIds}) ORDER BY starts_at`.execute(t.db);
    expect(rows).toEqual(bookingIds.map(() => ({ status: "cancelled", cancel_reason: "not confirmed in time" })));
    const told = await sql<{ booking_id: string }>`
      SELECT data->>'bookingId' AS booking_id FROM smart_notifications
       WHERE provider_id = ${other.providerId} AND type = 'booking.cancelled'`.execute(t.db);
    expect(told.rows.map((n) => n.booking_id)).toEqual([bookingIds[0]]);
  });
});

describe("POST /v1/series/{id}/cancel", () => {
  it("cancels this occurrence, this and the following, or all, never one that has started, and 404s a key of none", async () => {
    const made = await weekly("2027-11-02", "15:00", 5);
    expect(made.status, made.text).toBe(201);
    const id = made.body.data.id as string;
    const cancel = (body: Record<string, unknown>) => salon.api.post(`/v1/series/${id}/cancel`, body);
    const statuses = async () =>
      ((await salon.api.get(`/v1/series/${id}`)).body.data.occurrences as { status: string }[]).map((o) => o.status);

    const one = await cancel({ scope: "this", key: "2027-11-09T15:00", reason: "Away" });
    expect(one.status, one.text).toBe(200);
    expect(await statuses()).toEqual(["booked", "cancelled", "booked", "booked", "booked"]);
    expect((await salon.api.get(`/v1/bookings/${made.body.data.occurrences[1].bookingId as string}`)).body.data).toMatchObject({
      status: "cancelled",
      cancelReason: "Away",
    });
    // A minute later (cancellations at one instant are told as one change).
    t.clock.set("2027-02-01T08:01:00Z");
    expect((await cancel({ scope: "following", key: "2027-11-23T15:00" })).status).toBe(200);
    expect(await statuses()).toEqual(["booked", "cancelled", "booked", "cancelled", "cancelled"]);
    // The customer's in-app word of each cancellation is one, by its earliest occurrence.
    t.clock.set("2027-02-01T08:00:00Z");
    const bookingIds = (made.body.data.occurrences as { bookingId: string }[]).map((o) => o.bookingId);
    const told = await sql<{ booking_id: string }>`
      SELECT data->>'bookingId' AS booking_id FROM smart_notifications
       WHERE provider_id = ${salon.providerId} AND type = 'booking.cancelled' AND data->>'bookingId' = ANY(${bookingIds})
       ORDER BY created_at, id`.execute(t.db);
    expect(told.rows.map((n) => n.booking_id).sort()).toEqual([bookingIds[1], bookingIds[3]].sort());

    // Once the first has started it stays: `this` on it is refused, `all` leaves it.
    t.clock.set("2027-11-02T14:30:00Z");
    try {
      expectError(await cancel({ scope: "this", key: "2027-11-02T15:00" }), 409, "CONFLICT");
      expect((await cancel({ scope: "all", key: "2027-11-02T15:00" })).status).toBe(200);
      expect(await statuses()).toEqual(["booked", "cancelled", "cancelled", "cancelled", "cancelled"]);
    } finally {
      t.clock.set("2027-02-01T08:00:00Z");
    }
    expectError(await cancel({ scope: "all", key: "2027-11-03T15:00" }), 404, "NOT_FOUND");
    expectValidationError(await cancel({ scope: "some", key: "tomorrow" }), ["scope", "key"]);
    // Another customer's key finds no such series.
    expectError(await otherCustomerKey.post(`/v1/series/${id}/cancel`, { scope: "all", key: "2027-11-02T15:00" }), 404, "NOT_FOUND");
  });
});

describe("PATCH /v1/series/{id}", () => {
  type Answered = {
    id: string;
    rule: Record<string, unknown>;
    occurrences: { key: string; start: string; staffId: string; status: string }[];
  };
  const shown = (series: Answered) => series.occurrences.map((o) => [o.key, o.start]);

  it("moves this occurrence under its key; following splits the series and moves the rest alike across the clock change", async () => {
    // Tuesdays at 16:00 from 12 October 2027, five times; Berlin's clocks go back on Sunday 31 October.
    const made = await weekly("2027-10-12", "16:00", 5);
    expect(made.status, made.text).toBe(201);
    const id = made.body.data.id as string;
    const [, second] = made.body.data.occurrences as { bookingId: string }[];

    const one = await salon.api.patch(`/v1/series/${id}`, { scope: "this", key: "2027-10-19T16:00", start: berlin("2027-10-21", "09:00") });
    expect(one.status, one.text).toBe(200);
    expect(one.body.data.id).toBe(id);
    expect(shown(one.body.data)[1]).toEqual(["2027-10-19T16:00", "2027-10-21T07:00:00.000Z"]);
    expect((await salon.api.get(`/v1/bookings/${second!.bookingId}`)).body.data).toMatchObject({
      dateTime: "2027-10-21T07:00:00.000Z",
      occurrenceKey: "2027-10-19T16:00",
      seriesId: id,
    });

    // The third on to Wednesday at 14:00: the later ones follow to Wednesdays at 14:00, in a new series.
    const split = await salon.api.patch(`/v1/series/${id}`, {
      scope: "following",
      key: "2027-10-26T16:00",
      start: berlin("2027-10-27", "14:00"),
    });
    expect(split.status, split.text).toBe(200);
    const next = split.body.data as Answered;
    expect(next.id).not.toBe(id);
    expect(next.rule).toEqual({ frequency: "weekly", interval: 1, count: 3 });
    expect(shown(next)).toEqual([
      ["2027-10-27T14:00", "2027-10-27T12:00:00.000Z"],
      // Winter time after the 31st: still 14:00 on the salon's clock.
      ["2027-11-03T14:00", "2027-11-03T13:00:00.000Z"],
      ["2027-11-10T14:00", "2027-11-10T13:00:00.000Z"],
    ]);
    const earlier = (await salon.api.get(`/v1/series/${id}`)).body.data as Answered;
    expect(earlier.rule).toEqual({ frequency: "weekly", interval: 1, count: 2 });
    expect(shown(earlier)).toEqual([
      ["2027-10-12T16:00", "2027-10-12T14:00:00.000Z"],
      ["2027-10-19T16:00", "2027-10-21T07:00:00.000Z"],
    ]);
    expect((await bookingsOfSeries(next.id)).map((r) => r.occurrence_key)).toEqual(next.occurrences.map((o) => o.key));
    // Each move was told as a booking moved, naming the series it now belongs to.
    const events = await sql<{ n: string }>`
      SELECT count(*) AS n FROM outbox_events WHERE event = 'booking.rescheduled' AND data->>'seriesId' = ${next.id}`.execute(t.db);
    expect(Number(events.rows[0]!.n)).toBe(3);

    // A change that does not fit one occurrence changes none: 409 naming it.
    const blocker = await salon.book({ dateTime: berlin("2027-11-10", "10:00") });
    expect(blocker.status, blocker.text).toBe(201);
    const refused = await salon.api.patch(`/v1/series/${next.id}`, {
      scope: "all",
      key: "2027-10-27T14:00",
      start: berlin("2027-10-27", "10:00"),
    });
    expectError(refused, 409, "CONFLICT");
    expect(refused.body.error.details).toEqual([
      expect.objectContaining({ path: "occurrences.2", rule: "booked", message: expect.stringMatching(/^2027-11-10T14:00: /) }),
    ]);
    expect((await salon.api.get(`/v1/series/${next.id}`)).body.data).toEqual(next);

    // Another member for all of them, from the first: the series keeps its id.
    const bob = await salon.api.patch(`/v1/series/${next.id}`, { scope: "all", key: "2027-11-03T14:00", staffId: salon.bobId });
    expect(bob.status, bob.text).toBe(200);
    expect(bob.body.data.id).toBe(next.id);
    expect((bob.body.data as Answered).occurrences.map((o) => o.staffId)).toEqual([salon.bobId, salon.bobId, salon.bobId]);
    expect(shown(bob.body.data)).toEqual(shown(next));

    // Once the first has started it never changes.
    t.clock.set("2027-10-12T14:30:00Z");
    try {
      expectError(
        await salon.api.patch(`/v1/series/${id}`, { scope: "this", key: "2027-10-12T16:00", start: berlin("2027-10-14", "10:00") }),
        409,
        "CONFLICT",
      );
    } finally {
      t.clock.set("2027-02-01T08:00:00Z");
    }
  });

  it("shifts a daily series onto its own later days, and refuses what it cannot do with 400, 403 or 404", async () => {
    const made = await salon.api.post("/v1/series", {
      customerId: salon.customerId,
      serviceId: salon.serviceId,
      staffId: salon.annId,
      start: berlin("2027-08-16", "09:00"),
      rule: { frequency: "daily", count: 3 },
    });
    expect(made.status, made.text).toBe(201);
    const id = made.body.data.id as string;
    // Each occurrence moves onto the next one's day (and key): Tuesday to Thursday at 10:00.
    const moved = await salon.api.patch(`/v1/series/${id}`, {
      scope: "all",
      key: "2027-08-16T09:00",
      start: berlin("2027-08-17", "10:00"),
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.id).toBe(id);
    expect(shown(moved.body.data)).toEqual([
      ["2027-08-17T10:00", "2027-08-17T08:00:00.000Z"],
      ["2027-08-18T10:00", "2027-08-18T08:00:00.000Z"],
      ["2027-08-19T10:00", "2027-08-19T08:00:00.000Z"],
    ]);

    const patch = (body: Record<string, unknown>) => salon.api.patch(`/v1/series/${id}`, body);
    expectValidationError(await patch({ scope: "this", key: "2027-08-17T10:00" }), ["start"]);
    expectValidationError(await patch({ scope: "every", key: "soon", start: "later" }), ["scope", "key", "start"]);
    expectError(await patch({ scope: "this", key: "2027-08-16T09:00", start: berlin("2027-08-20", "10:00") }), 404, "NOT_FOUND");
    expectError(
      await salon.api.patch("/v1/series/ser_none", { scope: "this", key: "2027-08-17T10:00", staffId: salon.bobId }),
      404,
      "NOT_FOUND",
    );
    // Customers move their own series' times, not its members; another customer finds none.
    expectError(
      await customerKey.patch(`/v1/series/${id}`, { scope: "this", key: "2027-08-17T10:00", staffId: salon.bobId }),
      403,
      "FORBIDDEN",
    );
    expectError(
      await otherCustomerKey.patch(`/v1/series/${id}`, { scope: "this", key: "2027-08-17T10:00", start: berlin("2027-08-20", "10:00") }),
      404,
      "NOT_FOUND",
    );
    const own = await customerKey.patch(`/v1/series/${id}`, {
      scope: "this",
      key: "2027-08-19T10:00",
      start: berlin("2027-08-20", "11:00"),
    });
    expect(own.status, own.text).toBe(200);
    expect(shown(own.body.data)[2]).toEqual(["2027-08-19T10:00", "2027-08-20T09:00:00.000Z"]);
  });
});

describe("an occurrence's manage link", () => {
  it("cancels this occurrence, or this and the following; following is refused for a booking of no series", async () => {
    const made = await weekly("2027-12-07", "09:00", 3);
    expect(made.status, made.text).toBe(201);
    const [first, second] = made.body.data.occurrences as { bookingId: string }[];
    const link = async (bookingId: string) => (await issueManageLink(t.db, t.url, salon.providerId, bookingId)).token;
    const firstToken = await link(first!.bookingId);
    const secondToken = await link(second!.bookingId);
    const statuses = async () =>
      ((await salon.api.get(`/v1/series/${made.body.data.id as string}`)).body.data.occurrences as { status: string }[]).map(
        (o) => o.status,
      );

    const following = await t.anonymous.post(`/v1/manage/${secondToken}/cancel`, { scope: "following" });
    expect(following.status, following.text).toBe(200);
    expect(await statuses()).toEqual(["booked", "cancelled", "cancelled"]);
    const one = await t.anonymous.post(`/v1/manage/${firstToken}/cancel`, {});
    expect(one.status, one.text).toBe(200);
    expect(await statuses()).toEqual(["cancelled", "cancelled", "cancelled"]);

    const single = await salon.book({ dateTime: berlin("2027-12-08", "09:00") });
    expectValidationError(
      await t.anonymous.post(`/v1/manage/${await link(single.body.data.id as string)}/cancel`, { scope: "following" }),
      ["scope"],
    );
  });
});

describe("an occurrence's calendar file", () => {
  it("is the whole series as it stands (a recurrence parsed by ical.js), named for the series", async () => {
    const made = await weekly("2027-12-14", "11:00", 4);
    expect(made.status, made.text).toBe(201);
    const occurrences = made.body.data.occurrences as { bookingId: string; key: string; start: string }[];
    // The third is cancelled: the file leaves it out.
    const third = occurrences[2]!;
    expect((await salon.api.post(`/v1/series/${made.body.data.id as string}/cancel`, { scope: "this", key: third.key })).status).toBe(200);
    const token = (await issueManageLink(t.db, t.url, salon.providerId, occurrences[0]!.bookingId)).token;
    const res = await fetch(`${t.url}/v1/manage/${token}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`series-${made.body.data.id as string}.ics`);
    const ics = await res.text();
    expect(expandedStarts(ics)).toEqual(occurrences.filter((o) => o !== third).map((o) => new Date(o.start).toISOString()));
  });
});

describe("a series of one member booked in one statement", () => {
  it("writes each occurrence's event and history line as a single booking writes its own, and one notification for the salon", async () => {
    const single = await salon.book({ dateTime: berlin("2027-09-14", "09:00") });
    expect(single.status, single.text).toBe(201);
    const res = await weekly("2027-09-14", "14:00", 3);
    expect(res.status, res.text).toBe(201);
    const ids = [single.body.data.id as string, ...res.body.data.occurrences.map((o: { bookingId: string }) => o.bookingId)];
    const { rows } = await sql<{ id: string; history: string[]; notices: string[]; events: string[] }>`
      SELECT b.id,
             ARRAY(SELECT h.event FROM booking_history h WHERE h.provider_id = b.provider_id AND h.booking_id = b.id) AS history,
             ARRAY(SELECT n.title FROM smart_notifications n WHERE n.provider_id = b.provider_id AND n.data->>'bookingId' = b.id) AS notices,
             ARRAY(SELECT e.event FROM outbox_events e WHERE e.data->>'bookingId' = b.id) AS events
        FROM bookings b WHERE b.id = ANY(${ids}) ORDER BY b.starts_at`.execute(t.db);
    expect(rows.map((r) => r.id)).toEqual(ids);
    const [alone, ...occurrences] = rows;
    expect(alone!.history).toEqual(["booking.created"]);
    expect(alone!.events).toEqual(["booking.created"]);
    expect(alone!.notices).toEqual(["New booking"]);
    for (const occurrence of occurrences) {
      expect({ history: occurrence.history, events: occurrence.events }).toEqual({ history: alone!.history, events: alone!.events });
    }
    // The salon's notice tells of the series once, by its first occurrence (not once per occurrence).
    expect(occurrences.map((o) => o.notices)).toEqual([["New series of bookings"], [], []]);
    const { rows: bodies } = await sql<{ body: string }>`
      SELECT body FROM smart_notifications WHERE data->>'bookingId' = ${occurrences[0]!.id}`.execute(t.db);
    expect(bodies.map((b) => b.body)).toEqual(["Chris booked Cut & colour with Ann 3 times, the first on Tue 14 Sept 2027, 14:00."]);
  });

  it("names an occurrence over a class the member teaches (session_overlap) and one in another booking's processing time (processing)", async () => {
    const spin = await salon.api.post("/v1/services", { name: "Spin", duration: 60, price: 12, capacity: 8 });
    expect(spin.status, spin.text).toBe(201);
    await offerService(salon.api, salon.annId, spin.body.data.id as string);
    // Ann teaches a class on the second Monday at 10:30.
    const taught = await salon.book({ serviceId: spin.body.data.id, dateTime: berlin("2027-10-11", "10:30") });
    expect(taught.status, taught.text).toBe(201);
    for (const dryRun of [true, false]) {
      const mondays = await weekly("2027-10-04", "10:00", 3, { dryRun });
      expectError(mondays, 409, "CONFLICT");
      expect(mondays.body.error.details).toEqual([
        expect.objectContaining({ path: "occurrences.1", rule: "session_overlap", message: expect.stringMatching(/^2027-10-11T10:00: /) }),
      ]);
    }

    // A colour develops from 10:30 to 11:00 on the third Friday: the salon may book a trim into it,
    // a customer may not while the salon keeps processing time to itself.
    const colour = await salon.api.post("/v1/services", {
      name: "Colour",
      duration: 90,
      price: 80,
      segments: [
        { kind: "active", minutes: 30 },
        { kind: "processing", minutes: 30 },
        { kind: "active", minutes: 30 },
      ],
    });
    expect(colour.status, colour.text).toBe(201);
    await offerService(salon.api, salon.annId, colour.body.data.id as string);
    const developing = await salon.book({ serviceId: colour.body.data.id, dateTime: berlin("2027-12-17", "10:00") });
    expect(developing.status, developing.text).toBe(201);
    const fridays = (api: ApiClient, dryRun: boolean) =>
      api.post("/v1/series", {
        ...(api === salon.api ? { customerId: salon.customerId } : {}),
        serviceId: salon.otherServiceId,
        staffId: salon.annId,
        start: berlin("2027-12-03", "10:30"),
        rule: { frequency: "weekly", count: 3 },
        dryRun,
      });
    for (const dryRun of [true, false]) {
      const byCustomer = await fridays(customerKey, dryRun);
      expectError(byCustomer, 409, "CONFLICT");
      expect(byCustomer.body.error.details).toEqual([
        expect.objectContaining({ path: "occurrences.2", rule: "processing", message: expect.stringMatching(/^2027-12-17T10:30: /) }),
      ]);
    }
    // A dry run writes nothing, and the salon's series then fits as it said.
    const checked = await fridays(salon.api, true);
    expect(checked.status, checked.text).toBe(201);
    expect(checked.body.data.occurrences.map((o: { status: string }) => o.status)).toEqual(["booked", "booked", "booked"]);
    expectError(await salon.api.get(`/v1/series/${checked.body.data.id}`), 404, "NOT_FOUND");
    const bySalon = await fridays(salon.api, false);
    expect(bySalon.status, bySalon.text).toBe(201);
    expect(bySalon.body.data.occurrences.map((o: { status: string }) => o.status)).toEqual(["booked", "booked", "booked"]);
    expect(await bookingsOfSeries(bySalon.body.data.id)).toHaveLength(3);
  });
});
