// The salon's own opening hours (settings' businessHours) against the real server: they narrow
// every member's hours alike in availability (provider and public keys, the staff schedule),
// booking creation and moves (refused 400 `outside_business_hours`, as the members' own hours are, provider keys too), and the
// utilisation report's working minutes; a member with narrower hours keeps theirs, a weekday the
// salon is closed offers nothing, existing bookings keep their times, and null restores the old
// behaviour.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiKey } from "@booking/core";
import { apiClient, type ApiClient, type ApiResponse } from "@booking/testing";
import { expectValidationError, startTestApi, unique, type TestApi } from "./helpers";

let t: TestApi;
let api: ApiClient;
let visitor: ApiClient;
let serviceId: string;
let annId: string;
let bobId: string;
let customerId: string;

const ZONE = "Europe/Berlin";
// Ann works long days, Saturdays too; Bob only late mornings on weekdays.
const ANN_DAY = { start: "08:00", end: "20:00" };
const ANN = { monday: ANN_DAY, tuesday: ANN_DAY, wednesday: ANN_DAY, thursday: ANN_DAY, friday: ANN_DAY, saturday: ANN_DAY };
const BOB_DAY = { start: "10:00", end: "14:00" };
const BOB = { monday: BOB_DAY, tuesday: BOB_DAY, wednesday: BOB_DAY, thursday: BOB_DAY, friday: BOB_DAY };
// The salon: weekdays 09:00-18:00, closed for lunch 13:00-14:00 on Mondays, closed at weekends.
const OPEN = { start: "09:00", end: "18:00" };
const BUSINESS_HOURS = {
  monday: { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] },
  tuesday: OPEN,
  wednesday: OPEN,
  thursday: OPEN,
  friday: OPEN,
};

// Monday 23 and Saturday 28 November 2026 (UTC+1 in Berlin).
const MONDAY = "2026-11-23";
const SATURDAY = "2026-11-28";
const local = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`).toISOString();

const ok = <T extends { status: number; text: string }>(res: T, status = 201): T => {
  if (res.status !== status) throw new Error(`setup failed: ${res.status} ${res.text}`);
  return res;
};

/** The local start times availability offers on `date` (one member, or any). */
async function offered(client: ApiClient, date: string, staffId?: string): Promise<string[]> {
  const query: Record<string, string> = { serviceId, from: date, to: date };
  if (staffId) query.staffId = staffId;
  const res = await client.get("/v1/availability", { query });
  expect(res.status, res.text).toBe(200);
  const slots = (res.body.data.days as { slots: { start: string }[] }[]).flatMap((d) => d.slots);
  return slots.map((s) => new Date(s.start).toLocaleTimeString("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" }));
}

function expectBusinessHoursRefusal(res: ApiResponse, hours: RegExp) {
  expect(res.status, res.text).toBe(400);
  expect(res.body.error.code).toBe("BAD_REQUEST");
  expect(res.body.error.details[0]).toMatchObject({ path: "dateTime", rule: "outside_business_hours" });
  expect(res.body.error.message).toMatch(hours);
  expect(res.body.error.message).toContain(ZONE);
}

const setHours = async (businessHours: unknown) => ok(await api.patch("/v1/settings", { businessHours }), 200);

beforeAll(async () => {
  t = await startTestApi({ addressLimits: { perAddress: 100_000, bookingsPerAddress: 100_000, bookingsPerAddressHour: 100_000 } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // Friday 20 November 2026, 09:00 in Berlin.
  t.clock.set("2026-11-20T08:00:00Z");
  const salon = await t.newProvider({ timezone: ZONE });
  api = salon.api;
  ok(await api.patch("/v1/settings", { slotMinutes: 60, publicVerification: "none" }), 200);
  serviceId = ok(await api.post("/v1/services", { name: "Cut", duration: 60, price: 50 })).body.data.id as string;
  const member = async (name: string, schedule: unknown) =>
    ok(await api.post("/v1/staff", { name, email: `${unique(name)}@example.com`, role: "staff", services: [serviceId], schedule })).body
      .data.id as string;
  annId = await member("Ann", ANN);
  bobId = await member("Bob", BOB);
  customerId = ok(await api.post("/v1/customers", { name: "Chris", email: `${unique("chris")}@example.com` })).body.data.id as string;
  const pk = await createApiKey(t.db, { providerId: salon.providerId, audience: "public", plan: "default" });
  visitor = apiClient(t.url, pk.apiKey);
});

const book = (body: Record<string, unknown>) => api.post("/v1/bookings", { customerId, serviceId, ...body });
const bookAsVisitor = (body: Record<string, unknown>) =>
  visitor.post("/v1/bookings", { serviceId, customer: { name: "Vera", email: `${unique("vera")}@example.com` }, ...body });

describe("the businessHours setting", () => {
  it("is null at first, takes a weekly schedule like a member's, and is refused in words when it is not one", async () => {
    expect((await api.get("/v1/settings")).body.data.businessHours).toBeNull();
    const set = await setHours(BUSINESS_HOURS);
    // Days left out are closed.
    expect(set.body.data.businessHours).toEqual({ ...BUSINESS_HOURS, saturday: null, sunday: null });
    expect((await api.get("/v1/settings")).body.data.businessHours).toEqual({ ...BUSINESS_HOURS, saturday: null, sunday: null });
    // Another setting leaves them as they are.
    expect((await api.patch("/v1/settings", { holdMinutes: 20 })).body.data.businessHours).toMatchObject({ monday: BUSINESS_HOURS.monday });

    expectValidationError(await api.patch("/v1/settings", { businessHours: { monday: { start: "18:00", end: "09:00" } } }), [
      "businessHours.monday.end",
    ]);
    expectValidationError(
      await api.patch("/v1/settings", {
        businessHours: { monday: { start: "09:00", end: "12:00", breaks: [{ start: "11:00", end: "13:00" }] } },
      }),
      ["businessHours.monday.breaks.0"],
    );
    expectValidationError(await api.patch("/v1/settings", { businessHours: { someday: OPEN } }), ["businessHours.someday"]);
    expectValidationError(await api.patch("/v1/settings", { businessHours: { monday: { start: "9am", end: "18:00" } } }), [
      "businessHours.monday.start",
    ]);
    expect((await api.get("/v1/settings")).body.data.businessHours).toMatchObject({ monday: BUSINESS_HOURS.monday });
  });
});

describe("availability and bookings with business hours", () => {
  it("offers only times within both the member's and the salon's hours, to provider and public keys alike", async () => {
    expect(await offered(api, MONDAY, annId)).toEqual([
      "08:00",
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
      "19:00",
    ]);
    await setHours(BUSINESS_HOURS);
    const within = ["09:00", "10:00", "11:00", "12:00", "14:00", "15:00", "16:00", "17:00"];
    expect(await offered(api, MONDAY, annId)).toEqual(within);
    expect(await offered(api, MONDAY)).toEqual(within);
    expect(await offered(visitor, MONDAY)).toEqual(within);
    // Bob's own hours are narrower: he keeps them (less the salon's lunch).
    expect(await offered(api, MONDAY, bobId)).toEqual(["10:00", "11:00", "12:00"]);
    expect(await offered(api, "2026-11-24", bobId)).toEqual(["10:00", "11:00", "12:00", "13:00"]);
  });

  it("refuses a booking outside them with 400 outside_business_hours, for provider and public keys, naming the salon's hours", async () => {
    await setHours(BUSINESS_HOURS);
    expectBusinessHoursRefusal(await book({ staffId: annId, dateTime: local(MONDAY, "08:00") }), /09:00-18:00/);
    expectBusinessHoursRefusal(await book({ staffId: annId, dateTime: local(MONDAY, "17:30") }), /09:00-18:00/);
    expectBusinessHoursRefusal(await book({ staffId: annId, dateTime: local(MONDAY, "13:00") }), /13:00-14:00/);
    expectBusinessHoursRefusal(await bookAsVisitor({ staffId: annId, dateTime: local(MONDAY, "08:00") }), /09:00-18:00/);
    // Without a member named, every member is refused alike.
    expectBusinessHoursRefusal(await bookAsVisitor({ dateTime: local(MONDAY, "08:00") }), /09:00-18:00/);
    // The member's own hours are named first when they refuse too.
    const bobEarly = await book({ staffId: bobId, dateTime: local(MONDAY, "09:00") });
    expect(bobEarly.status, bobEarly.text).toBe(400);
    expect(bobEarly.body.error.details[0].rule).toBe("outside_hours");
    // Within both: booked.
    expect((await book({ staffId: annId, dateTime: local(MONDAY, "09:00") })).status).toBe(201);
    expect((await bookAsVisitor({ staffId: bobId, dateTime: local(MONDAY, "10:00") })).status).toBe(201);
  });

  it("offers nothing on a weekday the salon is closed, and refuses bookings there", async () => {
    expect(await offered(api, SATURDAY, annId)).toHaveLength(12);
    await setHours(BUSINESS_HOURS);
    expect(await offered(api, SATURDAY, annId)).toEqual([]);
    expect(await offered(visitor, SATURDAY)).toEqual([]);
    expectBusinessHoursRefusal(await book({ staffId: annId, dateTime: local(SATURDAY, "10:00") }), /closed on saturdays/);
    expectBusinessHoursRefusal(await bookAsVisitor({ dateTime: local(SATURDAY, "10:00") }), /closed on saturdays/);
  });

  it("refuses a move outside them, and leaves bookings made before alone", async () => {
    const early = ok(await book({ staffId: annId, dateTime: local(MONDAY, "08:00") })).body.data.id as string;
    const later = ok(await book({ staffId: annId, dateTime: local(MONDAY, "10:00") })).body.data.id as string;
    await setHours(BUSINESS_HOURS);
    const kept = await api.get(`/v1/bookings/${early}`);
    expect(kept.body.data).toMatchObject({ status: expect.stringMatching(/pending|confirmed/), dateTime: local(MONDAY, "08:00") });
    expectBusinessHoursRefusal(await api.patch(`/v1/bookings/${later}`, { dateTime: local(MONDAY, "18:00") }), /09:00-18:00/);
    expectBusinessHoursRefusal(await api.patch(`/v1/bookings/${later}`, { dateTime: local(SATURDAY, "10:00") }), /closed/);
    const moved = await api.patch(`/v1/bookings/${later}`, { dateTime: local(MONDAY, "15:00") });
    expect(moved.status, moved.text).toBe(200);
    // A note on the booking made before is still taken.
    expect((await api.patch(`/v1/bookings/${early}`, { notes: "came early" })).status).toBe(200);
  });

  it("refuses a class session the salon publishes outside them, and a booking of a class opening one there", async () => {
    const yoga = ok(await api.post("/v1/services", { name: "Yoga", duration: 60, price: 20, capacity: 6 })).body.data.id as string;
    ok(await api.patch(`/v1/staff/${annId}`, { services: [serviceId, yoga] }), 200);
    await setHours(BUSINESS_HOURS);
    expectBusinessHoursRefusal(
      await api.post("/v1/sessions", { serviceId: yoga, staffId: annId, start: local(MONDAY, "18:00") }),
      /09:00-18:00/,
    );
    expectBusinessHoursRefusal(await book({ serviceId: yoga, staffId: annId, dateTime: local(MONDAY, "08:00") }), /09:00-18:00/);
    const session = await api.post("/v1/sessions", { serviceId: yoga, staffId: annId, start: local(MONDAY, "16:00") });
    expect(session.status, session.text).toBe(201);
  });

  it("lays the staff schedule on the narrowed day, the salon's lunch a break", async () => {
    await setHours(BUSINESS_HOURS);
    const res = await api.get(`/v1/staff/${annId}/schedule`, { query: { from: MONDAY, to: SATURDAY } });
    expect(res.status, res.text).toBe(200);
    const days = res.body.data.schedule as { date: string; slots: { time: string; break: boolean; available: boolean }[] }[];
    const monday = days.find((d) => d.date === MONDAY)?.slots ?? [];
    expect(monday.map((s) => s.time)).toEqual(["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"]);
    expect(monday.filter((s) => s.break).map((s) => s.time)).toEqual(["13:00"]);
    expect(days.find((d) => d.date === SATURDAY)?.slots).toEqual([]);
  });

  it("is undone by null: the members' own hours alone decide again", async () => {
    await setHours(BUSINESS_HOURS);
    expect(await offered(api, MONDAY, annId)).not.toContain("08:00");
    const cleared = await setHours(null);
    expect(cleared.body.data.businessHours).toBeNull();
    expect(await offered(api, MONDAY, annId)).toContain("08:00");
    expect(await offered(visitor, SATURDAY)).toHaveLength(12);
    expect((await book({ staffId: annId, dateTime: local(MONDAY, "08:00") })).status).toBe(201);
    expect((await bookAsVisitor({ dateTime: local(SATURDAY, "19:00") })).status).toBe(201);
  });
});

describe("the utilisation report with business hours", () => {
  it("counts the members' working minutes within the salon's hours only", async () => {
    const working = async () => {
      const res = await api.get("/v1/reports/utilisation", { query: { from: MONDAY, to: SATURDAY } });
      expect(res.status, res.text).toBe(200);
      const members = res.body.data.members as { staffId: string; workingMinutes: number }[];
      return {
        ann: members.find((m) => m.staffId === annId)?.workingMinutes,
        bob: members.find((m) => m.staffId === bobId)?.workingMinutes,
        total: res.body.data.totals.workingMinutes as number,
      };
    };
    // Ann: six days of 12 hours; Bob: five of 4 hours.
    expect(await working()).toEqual({ ann: 6 * 720, bob: 5 * 240, total: 6 * 720 + 5 * 240 });
    await setHours(BUSINESS_HOURS);
    // Ann: Monday 09:00-18:00 less lunch (8 h), Tuesday to Friday 9 h, Saturday closed.
    // Bob: Monday 10:00-14:00 less lunch (3 h), Tuesday to Friday his own 4 h.
    expect(await working()).toEqual({ ann: 480 + 4 * 540, bob: 180 + 4 * 240, total: 480 + 4 * 540 + 180 + 4 * 240 });
    await setHours(null);
    expect((await working()).ann).toBe(6 * 720);
  });
});
