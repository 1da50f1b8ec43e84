// Processing time against the real server: a service cut into active and processing segments
// (validated on create and update, answered on every read), the setting processingGapsOnline, and
// what the gaps mean for availability, bookings, moves, cancellations, the staff schedule and
// assignment. Provider keys (the front desk) may always book into a booking's processing time;
// customer and public keys only when the setting is on, else such a booking is refused 409
// `processing`. A booking keeps the segments it was made with.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { apiClient, type ApiClient, type ApiResponse } from "@booking/testing";
import { expectValidationError, startTestApi, unique, type TestApi } from "./helpers";

let t: TestApi;
let api: ApiClient;
let customer: ApiClient;
let visitor: ApiClient;
let colourId: string;
let cutId: string;
let longCutId: string;
let annId: string;
let bobId: string;
let customerId: string;

const ZONE = "Europe/Berlin";
const DAY = { start: "08:00", end: "20:00" };
const WEEK = { monday: DAY, tuesday: DAY, wednesday: DAY, thursday: DAY, friday: DAY };
// 30 minutes of work, 30 while the colour develops, 30 of work again.
const COLOUR_SEGMENTS = [
  { kind: "active", minutes: 30 },
  { kind: "processing", minutes: 30 },
  { kind: "active", minutes: 30 },
];

// Monday 1 March 2027 (UTC+1 in Berlin).
const MONDAY = "2027-03-01";
const local = (time: string, date = MONDAY) => new Date(`${date}T${time}:00+01:00`).toISOString();

const ok = <T extends { status: number; text: string }>(res: T, status = 201): T => {
  if (res.status !== status) throw new Error(`setup failed: ${res.status} ${res.text}`);
  return res;
};

/** The local start times availability offers for `serviceId` on MONDAY (one member, or any). */
async function offered(client: ApiClient, serviceId: string, staffId?: string): Promise<string[]> {
  const query: Record<string, string> = { serviceId, from: MONDAY, to: MONDAY };
  if (staffId) query.staffId = staffId;
  const res = await client.get("/v1/availability", { query });
  expect(res.status, res.text).toBe(200);
  const slots = (res.body.data.days as { slots: { start: string }[] }[]).flatMap((d) => d.slots);
  return slots.map((s) => new Date(s.start).toLocaleTimeString("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" }));
}

/** Every half hour from `from` up to (not including) `until`, as HH:MM. */
function halfHours(from: string, until: string): string[] {
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  const times: string[] = [];
  for (let m = toMinutes(from); m < toMinutes(until); m += 30)
    times.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  return times;
}

const book = (serviceId: string, time: string, staffId: string | undefined = annId) =>
  api.post("/v1/bookings", { customerId, serviceId, dateTime: local(time), ...(staffId ? { staffId } : {}) });
const bookAsCustomer = (serviceId: string, time: string, staffId: string = annId) =>
  customer.post("/v1/bookings", { serviceId, staffId, dateTime: local(time) });
const bookAsVisitor = (serviceId: string, time: string, staffId: string = annId) =>
  visitor.post("/v1/bookings", {
    serviceId,
    staffId,
    dateTime: local(time),
    customer: { name: "Vera", email: `${unique("vera")}@example.com` },
  });

function expectProcessingRefusal(res: ApiResponse) {
  expect(res.status, res.text).toBe(409);
  expect(res.body.error.code).toBe("CONFLICT");
  expect(res.body.error.details[0]).toMatchObject({ path: "dateTime", rule: "processing" });
}

function expectTaken(res: ApiResponse) {
  expect(res.status, res.text).toBe(409);
  expect(res.body.error.code).toBe("CONFLICT");
  expect(res.body.error.details[0].rule).not.toBe("processing");
}

const gapsOnline = async (on: boolean) => ok(await api.patch("/v1/settings", { processingGapsOnline: on }), 200);

beforeAll(async () => {
  t = await startTestApi({ addressLimits: { perAddress: 100_000, bookingsPerAddress: 100_000, bookingsPerAddressHour: 100_000 } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // Friday 26 February 2027, 09:00 in Berlin: Monday is within notice and horizon.
  t.clock.set("2027-02-26T08:00:00Z");
  const salon = await t.newProvider({ timezone: ZONE });
  api = salon.api;
  ok(await api.patch("/v1/settings", { slotMinutes: 30, publicVerification: "none" }), 200);
  colourId = ok(await api.post("/v1/services", { name: "Colour", duration: 90, price: 80, segments: COLOUR_SEGMENTS })).body.data
    .id as string;
  cutId = ok(await api.post("/v1/services", { name: "Cut", duration: 30, price: 30 })).body.data.id as string;
  longCutId = ok(await api.post("/v1/services", { name: "Long cut", duration: 45, price: 40 })).body.data.id as string;
  const member = async (name: string, services: string[]) =>
    ok(await api.post("/v1/staff", { name, email: `${unique(name)}@example.com`, role: "staff", services, schedule: WEEK })).body.data
      .id as string;
  annId = await member("Ann", [colourId, cutId, longCutId]);
  bobId = await member("Bob", [cutId]);
  customerId = ok(await api.post("/v1/customers", { name: "Chris", email: `${unique("chris")}@example.com` })).body.data.id as string;
  const ck = await createApiKey(t.db, { providerId: salon.providerId, audience: "customer", customerId, plan: "default" });
  customer = apiClient(t.url, ck.apiKey);
  const pk = await createApiKey(t.db, { providerId: salon.providerId, audience: "public", plan: "default" });
  visitor = apiClient(t.url, pk.apiKey);
});

describe("a service's segments", () => {
  it("are answered on every read, one active segment of the duration for a service without processing time", async () => {
    const colour = await api.get(`/v1/services/${colourId}`);
    expect(colour.status, colour.text).toBe(200);
    expect(colour.body.data.segments).toEqual(COLOUR_SEGMENTS);
    expect((await api.get(`/v1/services/${cutId}`)).body.data.segments).toEqual([{ kind: "active", minutes: 30 }]);
    const list = await api.get("/v1/services");
    expect(list.status, list.text).toBe(200);
    const byId = new Map((list.body.data as { id: string; segments: unknown }[]).map((s) => [s.id, s.segments]));
    expect(byId.get(colourId)).toEqual(COLOUR_SEGMENTS);
    expect(byId.get(longCutId)).toEqual([{ kind: "active", minutes: 45 }]);
    // Customers read them too.
    const seen = await customer.get("/v1/services");
    expect(seen.status, seen.text).toBe(200);
    expect((seen.body.data as { id: string; segments: unknown }[]).find((s) => s.id === colourId)?.segments).toEqual(COLOUR_SEGMENTS);
  });

  it("are refused 400 naming what is wrong: the sum, the first and last kinds, the count", async () => {
    const create = (segments: unknown, duration = 90) => api.post("/v1/services", { name: "Toner", duration, price: 20, segments });
    expectValidationError(
      await create([
        { kind: "active", minutes: 30 },
        { kind: "processing", minutes: 30 },
        { kind: "active", minutes: 20 },
      ]),
      ["segments"],
    );
    expectValidationError(
      await create([
        { kind: "processing", minutes: 30 },
        { kind: "active", minutes: 60 },
      ]),
      ["segments.0.kind"],
    );
    expectValidationError(
      await create([
        { kind: "active", minutes: 60 },
        { kind: "processing", minutes: 30 },
      ]),
      ["segments.1.kind"],
    );
    expectValidationError(
      await create([
        { kind: "active", minutes: 30 },
        { kind: "active", minutes: 30 },
        { kind: "processing", minutes: 30 },
      ]),
      ["segments.2.kind"],
    );
    expectValidationError(await create([]), ["segments"]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ kind: i % 2 === 0 ? "active" : "processing", minutes: 10 }));
    expectValidationError(await create(eleven, 110), ["segments"]);
    expectValidationError(await create([{ kind: "resting", minutes: 90 }]), ["segments.0.kind"]);
    expectValidationError(await create([{ kind: "active", minutes: 0 }], 90), ["segments.0.minutes"]);
    // Ten are fine.
    const ten = Array.from({ length: 9 }, (_, i) => ({ kind: i % 2 === 0 ? "active" : "processing", minutes: 10 }));
    ten.push({ kind: "active", minutes: 10 });
    const tenOk = await create(ten, 100);
    expect(tenOk.status, tenOk.text).toBe(201);
    expect(tenOk.body.data.segments).toHaveLength(10);
  });

  it("on PATCH: a new duration alone resets them to one active segment; segments alone are checked against the current duration", async () => {
    // Segments alone against the duration the service has (90).
    expectValidationError(
      await api.patch(`/v1/services/${cutId}`, {
        segments: [
          { kind: "active", minutes: 10 },
          { kind: "processing", minutes: 10 },
          { kind: "active", minutes: 20 },
        ],
      }),
      ["segments"],
    );
    const toner = [
      { kind: "active", minutes: 10 },
      { kind: "processing", minutes: 10 },
      { kind: "active", minutes: 10 },
    ];
    const set = await api.patch(`/v1/services/${cutId}`, { segments: toner });
    expect(set.status, set.text).toBe(200);
    expect(set.body.data.segments).toEqual(toner);
    expectValidationError(
      await api.patch(`/v1/services/${cutId}`, {
        segments: [
          { kind: "processing", minutes: 10 },
          { kind: "active", minutes: 20 },
        ],
      }),
      ["segments.0.kind"],
    );
    // The refused change left them as they were.
    expect((await api.get(`/v1/services/${cutId}`)).body.data.segments).toEqual(toner);

    // A new duration with segments that add up to it.
    const both = await api.patch(`/v1/services/${colourId}`, {
      duration: 120,
      segments: [
        { kind: "active", minutes: 30 },
        { kind: "processing", minutes: 45 },
        { kind: "active", minutes: 45 },
      ],
    });
    expect(both.status, both.text).toBe(200);
    expect(both.body.data.segments[1]).toEqual({ kind: "processing", minutes: 45 });
    expectValidationError(await api.patch(`/v1/services/${colourId}`, { duration: 60, segments: COLOUR_SEGMENTS }), ["segments"]);

    // A new duration alone: one active segment of it.
    const reset = await api.patch(`/v1/services/${colourId}`, { duration: 75 });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.body.data.segments).toEqual([{ kind: "active", minutes: 75 }]);
    expect((await api.get(`/v1/services/${colourId}`)).body.data.segments).toEqual([{ kind: "active", minutes: 75 }]);
    // The same duration again is no change: the segments stay.
    ok(await api.patch(`/v1/services/${colourId}`, { duration: 120, segments: COLOUR_SEGMENTS.map((x) => ({ ...x, minutes: 40 })) }), 200);
    expect((await api.patch(`/v1/services/${colourId}`, { duration: 120 })).body.data.segments).toHaveLength(3);
    // Another change leaves them alone.
    const renamed = await api.patch(`/v1/services/${cutId}`, { name: "Toner" });
    expect(renamed.body.data.segments).toEqual(toner);
  });
});

describe("a lone processing segment", () => {
  it("is refused once, naming segments.0.kind (it is both the first and the last)", async () => {
    const res = await api.patch(`/v1/services/${cutId}`, { segments: [{ kind: "processing", minutes: 30 }] });
    expect(res.body.error.details, res.text).toHaveLength(1);
    expectValidationError(res, ["segments.0.kind"]);
  });
});

describe("the processingGapsOnline setting", () => {
  it("is false at first, is set by PATCH and refused 400 when not a boolean", async () => {
    expect((await api.get("/v1/settings")).body.data.processingGapsOnline).toBe(false);
    const set = await gapsOnline(true);
    expect(set.body.data.processingGapsOnline).toBe(true);
    expect((await api.get("/v1/settings")).body.data.processingGapsOnline).toBe(true);
    expect((await api.patch("/v1/settings", { holdMinutes: 20 })).body.data.processingGapsOnline).toBe(true);
    expectValidationError(await api.patch("/v1/settings", { processingGapsOnline: "yes" }), ["processingGapsOnline"]);
    expect((await gapsOnline(false)).body.data.processingGapsOnline).toBe(false);
  });
});

describe("the front desk books into processing time", () => {
  it("offers the gap for a service that fits wholly inside it, and books it", async () => {
    ok(await book(colourId, "10:00"));
    expect(await offered(api, cutId, annId)).toEqual([...halfHours("08:00", "10:00"), "10:30", ...halfHours("11:30", "20:00")]);
    // The colour itself again only where both its active parts miss the first's.
    // 09:30 and 10:30 interleave: their active parts fall in each other's gaps.
    expect(await offered(api, colourId, annId)).toEqual(
      halfHours("08:00", "20:00").filter((time) => !["09:00", "10:00", "11:00"].includes(time) && time <= "18:30"),
    );
    const cut = await book(cutId, "10:30");
    expect(cut.status, cut.text).toBe(201);
    expect(cut.body.data.staff.id).toBe(annId);
    // The gap is full now.
    expect(await offered(api, cutId, annId)).toEqual([...halfHours("08:00", "10:00"), ...halfHours("11:30", "20:00")]);
  });

  it("refuses 409 a service that would reach into an active segment, buffers included", async () => {
    ok(await book(colourId, "10:00"));
    expect(await offered(api, longCutId, annId)).not.toContain("10:30");
    expectTaken(await book(longCutId, "10:30"));
    expectTaken(await book(cutId, "10:15"));
    // A cut whose buffer after reaches the second active segment.
    ok(await api.patch(`/v1/services/${cutId}`, { bufferAfterMinutes: 5 }), 200);
    expect(await offered(api, cutId, annId)).not.toContain("10:30");
    expectTaken(await book(cutId, "10:30"));
  });

  it("refuses a second colour whose active parts meet the first's, and takes one whose active parts fall in its gaps", async () => {
    ok(await book(colourId, "10:00"));
    // 30 active, 15 processing, 30 active at 10:30: the first part in the gap, the last over 11:15-11:45.
    const shortGap = ok(
      await api.post("/v1/services", {
        name: "Gloss",
        duration: 75,
        price: 40,
        segments: [
          { kind: "active", minutes: 30 },
          { kind: "processing", minutes: 15 },
          { kind: "active", minutes: 30 },
        ],
      }),
    ).body.data.id as string;
    ok(await api.patch(`/v1/staff/${annId}`, { services: [colourId, cutId, longCutId, shortGap] }), 200);
    expect(await offered(api, shortGap, annId)).not.toContain("10:30");
    expectTaken(await book(shortGap, "10:30"));
    // A second colour at 10:30 works 10:30-11:00 (the first's gap) and 11:30-12:00, while the
    // first's second part (11:00-11:30) falls in its own gap: they interleave.
    expect(await offered(api, colourId, annId)).toContain("10:30");
    const second = await book(colourId, "10:30");
    expect(second.status, second.text).toBe(201);
  });

  it("books a colour around a booking already in its gap", async () => {
    ok(await book(cutId, "10:30"));
    expect(await offered(api, colourId, annId)).toContain("10:00");
    const colour = await book(colourId, "10:00");
    expect(colour.status, colour.text).toBe(201);
  });

  it("shows the gap as an available slot of the member's schedule", async () => {
    const colour = ok(await book(colourId, "10:00")).body.data.id as string;
    const res = await api.get(`/v1/staff/${annId}/schedule`, { query: { from: MONDAY, to: MONDAY } });
    expect(res.status, res.text).toBe(200);
    const slots = (res.body.data.schedule as { date: string; slots: { time: string; available: boolean; bookingId?: string }[] }[]).find(
      (d) => d.date === MONDAY,
    )!.slots;
    const at = (time: string) => slots.find((s) => s.time === time);
    expect(at("10:00")).toMatchObject({ available: false, bookingId: colour });
    expect(at("10:30")?.available).toBe(true);
    expect(at("10:30")?.bookingId).toBeUndefined();
    expect(at("11:00")).toMatchObject({ available: false, bookingId: colour });
    expect(at("11:30")?.available).toBe(true);
  });

  it("assigns a booking without a member to the one whose gap is free then", async () => {
    ok(await book(colourId, "10:00", annId));
    ok(await book(cutId, "10:30", bobId));
    const cut = await book(cutId, "10:30", undefined);
    expect(cut.status, cut.text).toBe(201);
    expect(cut.body.data.staff.id).toBe(annId);
  });
});

describe("processing time with buffers", () => {
  it("puts the gap after the buffer before, for named members and assignment alike", async () => {
    ok(await api.patch(`/v1/services/${colourId}`, { bufferBeforeMinutes: 10, bufferAfterMinutes: 10 }), 200);
    ok(await book(colourId, "10:00"));
    // The colour holds Ann 09:50-10:30 and 11:00-11:40: 10:30 fits a cut, 11:30 no longer does.
    expect(await offered(api, cutId, annId)).toEqual([...halfHours("08:00", "09:30"), "10:30", ...halfHours("12:00", "20:00")]);
    ok(await book(cutId, "10:30", bobId));
    const assigned = await book(cutId, "10:30", undefined);
    expect(assigned.status, assigned.text).toBe(201);
    expect(assigned.body.data.staff.id).toBe(annId);
    expectTaken(await book(cutId, "11:30"));
  });
});

describe("customers and visitors with processing time offline (the default)", () => {
  it("are not assigned to a member whose only free time is a gap, until the setting is on", async () => {
    ok(await book(colourId, "10:00", annId));
    ok(await book(cutId, "10:30", bobId));
    expect(await offered(customer, cutId)).not.toContain("10:30");
    const refused = await customer.post("/v1/bookings", { serviceId: cutId, dateTime: local("10:30") });
    expect(refused.status, refused.text).toBe(409);
    await gapsOnline(true);
    expect(await offered(customer, cutId)).toContain("10:30");
    const assigned = await customer.post("/v1/bookings", { serviceId: cutId, dateTime: local("10:30") });
    expect(assigned.status, assigned.text).toBe(201);
    expect(assigned.body.data.staff.id).toBe(annId);
  });

  it("are refused a reschedule through the manage link into a gap", async () => {
    ok(await book(colourId, "10:00"));
    const own = ok(await bookAsCustomer(cutId, "14:00")).body.data;
    const token = own.manage.token as string;
    const into = await t.anonymous.post(`/v1/manage/${token}/reschedule`, { dateTime: local("10:30") });
    expect(into.status, into.text).toBe(409);
    expect(into.body.error.details?.[0]?.rule).toBe("processing");
    const elsewhere = await t.anonymous.post(`/v1/manage/${token}/reschedule`, { dateTime: local("12:00") });
    expect(elsewhere.status, elsewhere.text).toBe(200);
  });

  it("are offered no time inside another booking's gap, and refused 409 processing there", async () => {
    ok(await book(colourId, "10:00"));
    const outside = [...halfHours("08:00", "10:00"), ...halfHours("11:30", "20:00")];
    expect(await offered(customer, cutId, annId)).toEqual(outside);
    expect(await offered(visitor, cutId, annId)).toEqual(outside);
    // Any member: Bob is free at 10:30, Ann's gap is not offered but Bob's time is.
    expect(await offered(visitor, cutId)).toContain("10:30");
    expectProcessingRefusal(await bookAsCustomer(cutId, "10:30"));
    expectProcessingRefusal(await bookAsVisitor(cutId, "10:30"));
    // The provider still may.
    expect((await book(cutId, "10:30")).status).toBe(201);
  });

  it("are refused a colour whose gap would hold an existing booking", async () => {
    ok(await book(cutId, "10:30"));
    expect(await offered(customer, colourId, annId)).not.toContain("10:00");
    expect(await offered(visitor, colourId, annId)).not.toContain("10:00");
    expectProcessingRefusal(await bookAsCustomer(colourId, "10:00"));
    expectProcessingRefusal(await bookAsVisitor(colourId, "10:00"));
    expect((await book(colourId, "10:00")).status).toBe(201);
  });

  it("are refused a move of their own booking into a gap", async () => {
    ok(await book(colourId, "10:00"));
    const own = ok(await bookAsCustomer(cutId, "14:00")).body.data.id as string;
    expectProcessingRefusal(await customer.patch(`/v1/bookings/${own}`, { dateTime: local("10:30") }));
    const moved = await customer.patch(`/v1/bookings/${own}`, { dateTime: local("12:00") });
    expect(moved.status, moved.text).toBe(200);
  });

  it("are offered the gap and book it once processingGapsOnline is on", async () => {
    ok(await book(colourId, "10:00"));
    ok(await book(colourId, "14:00"));
    await gapsOnline(true);
    expect(await offered(customer, cutId, annId)).toContain("10:30");
    expect(await offered(visitor, cutId, annId)).toContain("14:30");
    const mine = await bookAsCustomer(cutId, "10:30");
    expect(mine.status, mine.text).toBe(201);
    const theirs = await bookAsVisitor(cutId, "14:30");
    expect(theirs.status, theirs.text).toBe(201);
    expect(await offered(customer, cutId, annId)).not.toContain("10:30");
    // A colour around a booking in its gap too.
    ok(await book(cutId, "16:30"));
    expect(await offered(customer, colourId, annId)).toContain("16:00");
    expect((await bookAsCustomer(colourId, "16:00")).status).toBe(201);
  });
});

describe("why a time is not offered, with processing time", () => {
  type Start = { time: string; available: boolean; rules?: string[]; bookingIds?: string[] };
  const explainAnn = async (serviceId: string, as?: "provider" | "online") => {
    const res = await api.get("/v1/availability/explain", { query: { serviceId, date: MONDAY, staffId: annId, ...(as ? { as } : {}) } });
    expect(res.status, res.text).toBe(200);
    const starts = (res.body.data.members as { starts: Start[] }[])[0]!.starts;
    return new Map(starts.map((x) => [x.time, x]));
  };

  it("names `processing` where the booking page is kept out of a gap, and agrees with what customers are offered", async () => {
    const colour = ok(await book(colourId, "10:00")).body.data.id as string;
    // The front desk's view (the default): the gap is free.
    expect((await explainAnn(cutId)).get("10:30")).toMatchObject({ available: true });
    expect((await explainAnn(cutId, "provider")).get("10:30")).toMatchObject({ available: true });
    // The booking page's: the cut would sit in the colour's gap, which is not offered online.
    const online = await explainAnn(cutId, "online");
    expect(online.get("10:30")).toMatchObject({ available: false, rules: ["processing"], bookingIds: [colour] });
    expect(online.get("10:00")).toMatchObject({ available: false, rules: ["booked"], bookingIds: [colour] });
    // A colour whose own gap would hold a booking: `processing` too.
    const cut = ok(await book(cutId, "13:30")).body.data.id as string;
    expect((await explainAnn(colourId, "online")).get("13:00")).toMatchObject({ rules: ["processing"], bookingIds: [cut] });
    expect((await explainAnn(colourId)).get("13:00")).toMatchObject({ available: true });
    // Exactly the starts customers are offered.
    const availableOnline = (explained: Map<string, Start>) => [...explained.values()].filter((x) => x.available).map((x) => x.time);
    expect(availableOnline(await explainAnn(cutId, "online"))).toEqual(await offered(customer, cutId, annId));
    // Offered online, the gap is free in that view too.
    await gapsOnline(true);
    expect((await explainAnn(cutId, "online")).get("10:30")).toMatchObject({ available: true });
    expect(availableOnline(await explainAnn(cutId, "online"))).toEqual(await offered(customer, cutId, annId));
  });

  it("names notice and horizon in the booking page's view only, and refuses an unknown view", async () => {
    ok(await api.patch("/v1/settings", { minNoticeMinutes: 4 * 24 * 60 }), 200);
    expect((await explainAnn(cutId, "online")).get("09:00")).toMatchObject({ available: false, rules: ["notice"] });
    expect((await explainAnn(cutId)).get("09:00")).toMatchObject({ available: true });
    const bad = await api.get("/v1/availability/explain", { query: { serviceId: cutId, date: MONDAY, as: "customer" } });
    expectValidationError(bad, ["as"]);
  });
});

describe("a booking with processing time over its life", () => {
  it("keeps its gap when moved: the new gap takes a cut, the old one is free again", async () => {
    const colour = ok(await book(colourId, "10:00")).body.data.id as string;
    const moved = await api.patch(`/v1/bookings/${colour}`, { dateTime: local("13:00") });
    expect(moved.status, moved.text).toBe(200);
    expect(await offered(api, cutId, annId)).toEqual([...halfHours("08:00", "13:00"), "13:30", ...halfHours("14:30", "20:00")]);
    expectTaken(await book(cutId, "13:00"));
    expectTaken(await book(cutId, "14:00"));
    expect((await book(cutId, "13:30")).status).toBe(201);
    expect((await book(cutId, "10:30")).status).toBe(201);
    expect((await book(cutId, "10:00")).status).toBe(201);
    expect((await book(cutId, "11:00")).status).toBe(201);
  });

  it("frees everything when cancelled", async () => {
    const colour = ok(await book(colourId, "10:00")).body.data.id as string;
    ok(await book(cutId, "10:30"));
    const cancelled = await api.delete(`/v1/bookings/${colour}`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await offered(customer, cutId, annId)).toEqual([...halfHours("08:00", "10:30"), ...halfHours("11:00", "20:00")]);
    expect((await bookAsCustomer(cutId, "10:00")).status).toBe(201);
    expect((await bookAsVisitor(cutId, "11:00")).status).toBe(201);
  });

  it("made before the service had segments, holds its whole range; made with them, keeps them after the service changes", async () => {
    const plain = ok(await api.post("/v1/services", { name: "Old colour", duration: 90, price: 80 })).body.data.id as string;
    ok(await api.patch(`/v1/staff/${annId}`, { services: [colourId, cutId, longCutId, plain] }), 200);
    ok(await book(plain, "10:00"));
    ok(await api.patch(`/v1/services/${plain}`, { segments: COLOUR_SEGMENTS }), 200);
    expect(await offered(api, cutId, annId)).not.toContain("10:30");
    expectTaken(await book(cutId, "10:30"));

    // Booked with its gap, then the service loses its processing time: the booking keeps it.
    ok(await book(colourId, "14:00"));
    ok(await api.patch(`/v1/services/${colourId}`, { segments: [{ kind: "active", minutes: 90 }] }), 200);
    expect(await offered(api, cutId, annId)).toContain("14:30");
    expect((await book(cutId, "14:30")).status).toBe(201);
    // And the service's new bookings have none.
    ok(await book(colourId, "16:00"));
    expectTaken(await book(cutId, "16:30"));
  });
});
