// The booking-policy endpoints as a client calls them: provider settings, service buffers, time
// off, closures and date overrides — each path, its answers and its errors — and the 400 that
// names the rule a booking or a move breaks.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectError, expectValidationError, startTestApi, type TestApi } from "../helpers";
import { createSalon, type Salon } from "../salon";

let t: TestApi;
let s: Salon;
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // Friday 2026-11-20, 09:00 in Berlin; the salon works Monday to Friday 09:00-17:00, lunch 12-13.
  t.clock.set("2026-11-20T08:00:00Z");
  s = await createSalon(t);
});

const schedule = async (staffId: string, date: string) => {
  const res = await s.api.get(`/v1/staff/${staffId}/schedule?from=${date}&to=${date}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data.schedule[0].slots as { time: string; available: boolean; timeOff: boolean; closed: boolean; break: boolean }[];
};
const slotAt = async (staffId: string, date: string, time: string) => (await schedule(staffId, date)).find((x) => x.time === time);
const ruleOf = (res: { body: { error: { details: { message: string }[] } } }) => res.body.error.details[0]!.message;

describe("GET/PATCH /v1/settings", () => {
  it("answers the provider's settings with the policy defaults, and changes any of them", async () => {
    const res = await s.api.get("/v1/settings");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      name: expect.any(String),
      category: expect.any(String),
      location: expect.any(String),
      timezone: "Europe/Berlin",
      currency: "EUR",
      slotMinutes: 30,
      minNoticeMinutes: 60,
      maxAdvanceDays: 90,
      cancellationNoticeMinutes: 0,
      assignment: "least_busy",
      publicVerification: "none",
      holdMinutes: 15,
      waitlistOfferMinutes: 60,
      paymentHoldMinutes: 30,
      publicMaxUpcomingPerEmail: 3,
      publicBookingsPerHour: 30,
      confirmation: "manual",
      pendingExpiresAfterHours: null,
      notifyEmail: null,
      notifyOn: ["booking.created", "booking.rescheduled", "booking.cancelled"],
      replyTo: null,
      locale: "en",
      reminderOffsetsMinutes: [1440, 60],
      reminderTexts: { en: null, de: null, fr: null, es: null },
      address: null,
      phone: null,
      // No opening hours of the salon's own: the members' hours alone decide.
      businessHours: null,
      processingGapsOnline: false,
    });
    const change = {
      name: "Salon Süd",
      minNoticeMinutes: 120,
      maxAdvanceDays: 30,
      cancellationNoticeMinutes: 1440,
      assignment: "round_robin",
      publicVerification: "email",
      holdMinutes: 10,
      waitlistOfferMinutes: 120,
      publicMaxUpcomingPerEmail: 5,
      publicBookingsPerHour: 100,
      confirmation: "auto",
      pendingExpiresAfterHours: 48,
      notifyEmail: "owner@salon-sued.example",
      notifyOn: ["booking.created"],
      replyTo: "hallo@salon-sued.example",
      locale: "de",
    };
    const patched = await s.api.patch("/v1/settings", change);
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data).toMatchObject(change);
    expect((await s.api.get("/v1/settings")).body.data).toMatchObject(change);
  });

  it("refuses bad values with a 400 naming the field", async () => {
    for (const [body, path] of [
      [{ timezone: "Mars/Olympus" }, "timezone"],
      [{ currency: "eur" }, "currency"],
      [{ slotMinutes: 3 }, "slotMinutes"],
      [{ minNoticeMinutes: -1 }, "minNoticeMinutes"],
      [{ maxAdvanceDays: 0 }, "maxAdvanceDays"],
      [{ cancellationNoticeMinutes: 1.5 }, "cancellationNoticeMinutes"],
      [{ assignment: "random" }, "assignment"],
      [{ name: "" }, "name"],
      [{ name: "\u200b\u200d\u2060 " }, "name"],
      [{ publicVerification: "sms" }, "publicVerification"],
      [{ holdMinutes: 0 }, "holdMinutes"],
      [{ holdMinutes: 61 }, "holdMinutes"],
      [{ waitlistOfferMinutes: 4 }, "waitlistOfferMinutes"],
      [{ waitlistOfferMinutes: 2881 }, "waitlistOfferMinutes"],
      [{ publicMaxUpcomingPerEmail: 0 }, "publicMaxUpcomingPerEmail"],
      [{ publicBookingsPerHour: 10_001 }, "publicBookingsPerHour"],
    ] as const) {
      expectValidationError(await s.api.patch("/v1/settings", body), [path]);
    }
    expectError(await s.api.patch("/v1/settings", { plan: "enterprise" }), 400, "BAD_REQUEST");
    const noTime = await s.api.patch("/v1/settings", { minNoticeMinutes: 1440, maxAdvanceDays: 1 });
    expectError(noTime, 400, "BAD_REQUEST");
    expect(noTime.body.error.message).toMatch(/minNoticeMinutes .* must be shorter than the horizon/);
  });

  it("a new time zone applies to schedules at once: the weekly hours stay local", async () => {
    expect((await s.api.patch("/v1/settings", { timezone: "America/New_York" })).status).toBe(200);
    const slots = await s.api.get(`/v1/staff/${s.annId}/schedule?from=2026-11-23&to=2026-11-23`);
    expect(slots.body.data.schedule[0].slots[0]).toMatchObject({ time: "09:00", dateTime: "2026-11-23T14:00:00.000Z" });
  });
});

describe("service buffers", () => {
  it("are read, written and validated", async () => {
    const created = await s.api.post("/v1/services", { name: "Colour", duration: 90, price: 80, bufferAfterMinutes: 15 });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ bufferBeforeMinutes: 0, bufferAfterMinutes: 15 });
    const patched = await s.api.patch(`/v1/services/${created.body.data.id as string}`, { bufferBeforeMinutes: 10 });
    expect(patched.body.data).toMatchObject({ bufferBeforeMinutes: 10, bufferAfterMinutes: 15 });
    for (const value of [241, -1, 1.5, "10"]) {
      expectValidationError(await s.api.patch(`/v1/services/${created.body.data.id as string}`, { bufferAfterMinutes: value }), [
        "bufferAfterMinutes",
      ]);
    }
  });

  it("keep the member free around a booking; a moved booking keeps its buffers", async () => {
    expect((await s.api.patch(`/v1/services/${s.serviceId}`, { bufferAfterMinutes: 15 })).status).toBe(200);
    const first = await s.book({ dateTime: "2026-11-23T09:00:00+01:00" }); // 09:00-10:00, free again at 10:15
    expect(first.status).toBe(201);
    expectError(await s.book({ dateTime: "2026-11-23T10:00:00+01:00" }), 409, "CONFLICT");
    expect((await s.book({ dateTime: "2026-11-23T10:15:00+01:00" })).status).toBe(201);
    // The first booking moved to 14:00 still holds 15:00-15:15.
    expect((await s.api.patch(`/v1/bookings/${first.body.data.id as string}`, { dateTime: "2026-11-23T14:00:00+01:00" })).status).toBe(200);
    expectError(await s.book({ dateTime: "2026-11-23T15:00:00+01:00" }), 409, "CONFLICT");
    expect((await s.book({ dateTime: "2026-11-23T15:15:00+01:00" })).status).toBe(201);
  });
});

describe("time off", () => {
  it("is created (201), listed, keeps bookings out and the schedule marks it, and is removed", async () => {
    const created = await s.api.post(`/v1/staff/${s.annId}/time-off`, {
      start: "2026-11-24T09:00:00+01:00",
      end: "2026-11-24T12:00:00+01:00",
      reason: "Dentist",
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.stringMatching(/^off_/),
      staffId: s.annId,
      start: "2026-11-24T08:00:00.000Z",
      end: "2026-11-24T11:00:00.000Z",
      reason: "Dentist",
      createdAt: expect.stringMatching(ISO_UTC),
    });
    const id = created.body.data.id as string;
    const listed = await s.api.get(`/v1/staff/${s.annId}/time-off?from=2026-11-24&to=2026-11-24`);
    expect(listed.body.data.map((x: { id: string }) => x.id)).toEqual([id]);
    expect((await s.api.get(`/v1/staff/${s.annId}/time-off?from=2026-11-25`)).body.data).toEqual([]);

    const inside = await s.book({ dateTime: "2026-11-24T10:00:00+01:00" });
    expectError(inside, 400, "BAD_REQUEST");
    expect(ruleOf(inside)).toBe("is during the staff member's time off");
    expect(await slotAt(s.annId, "2026-11-24", "10:00")).toMatchObject({ available: false, timeOff: true, closed: false });
    expect(await slotAt(s.annId, "2026-11-24", "13:00")).toMatchObject({ available: true, timeOff: false });

    expect((await s.api.delete(`/v1/staff/${s.annId}/time-off/${id}`)).status).toBe(200);
    expectError(await s.api.delete(`/v1/staff/${s.annId}/time-off/${id}`), 404, "NOT_FOUND");
    expect((await s.book({ dateTime: "2026-11-24T10:00:00+01:00" })).status).toBe(201);
  });

  it("over a pending booking answers 409 naming it and stores nothing; bad bodies answer 400, unknown members 404", async () => {
    const booking = await s.book({ dateTime: "2026-11-24T10:00:00+01:00" });
    const refused = await s.api.post(`/v1/staff/${s.annId}/time-off`, {
      start: "2026-11-24T00:00:00+01:00",
      end: "2026-11-25T00:00:00+01:00",
    });
    expectError(refused, 409, "CONFLICT");
    expect(refused.body.error.details).toEqual([{ path: `bookings.${booking.body.data.id as string}`, message: expect.any(String) }]);
    expect((await s.api.get(`/v1/staff/${s.annId}/time-off?from=2026-11-01`)).body.data).toEqual([]);

    expectValidationError(
      await s.api.post(`/v1/staff/${s.annId}/time-off`, { start: "2026-11-24T12:00:00Z", end: "2026-11-24T12:00:00Z" }),
      ["end"],
    );
    expectValidationError(await s.api.post(`/v1/staff/${s.annId}/time-off`, { start: "2026-11-24", end: "2026-11-25T00:00:00Z" }), [
      "start",
    ]);
    expectError(
      await s.api.post("/v1/staff/staff_00000000000000000000/time-off", { start: "2026-11-24T00:00:00Z", end: "2026-11-25T00:00:00Z" }),
      404,
      "NOT_FOUND",
    );
  });
});

describe("closures", () => {
  it("close every member on their dates, answer 409 over bookings, and are removed", async () => {
    const created = await s.api.post("/v1/closures", { date: "2026-12-24", endDate: "2026-12-26", reason: "Christmas" });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.stringMatching(/^cls_/),
      date: "2026-12-24",
      endDate: "2026-12-26",
      reason: "Christmas",
      createdAt: expect.stringMatching(ISO_UTC),
    });
    const single = await s.api.post("/v1/closures", { date: "2026-12-31" });
    expect(single.body.data).toMatchObject({ date: "2026-12-31", endDate: "2026-12-31", reason: null });
    expect((await s.api.get("/v1/closures?from=2026-12-25&to=2026-12-31")).body.data.map((c: { id: string }) => c.id)).toEqual([
      created.body.data.id,
      single.body.data.id,
    ]);

    for (const staffId of [s.annId, s.bobId]) {
      const closed = await s.book({ staffId, dateTime: "2026-12-24T10:00:00+01:00" });
      expectError(closed, 400, "BAD_REQUEST");
      expect(ruleOf(closed)).toBe("is on a closure day");
    }
    expect(await slotAt(s.annId, "2026-12-24", "10:00")).toMatchObject({ available: false, closed: true });

    const booking = await s.book({ dateTime: "2026-12-28T10:00:00+01:00" });
    const over = await s.api.post("/v1/closures", { date: "2026-12-28" });
    expectError(over, 409, "CONFLICT");
    expect(over.body.error.details[0].path).toBe(`bookings.${booking.body.data.id as string}`);

    expectValidationError(await s.api.post("/v1/closures", { date: "2026-12-24", endDate: "2026-12-23" }), ["endDate"]);
    expectValidationError(await s.api.post("/v1/closures", { date: "24.12.2026" }), ["date"]);
    expect((await s.api.delete(`/v1/closures/${created.body.data.id as string}`)).status).toBe(200);
    expectError(await s.api.delete(`/v1/closures/${created.body.data.id as string}`), 404, "NOT_FOUND");
    expect((await s.book({ dateTime: "2026-12-24T10:00:00+01:00" })).status).toBe(201);
  });
});

describe("date overrides", () => {
  it("give other hours on one date, or none, and are removed", async () => {
    // Saturday 2026-11-28 is no working day; an override opens it 10:00-14:00.
    const put = await s.api.put(`/v1/staff/${s.annId}/overrides/2026-11-28`, {
      start: "10:00",
      end: "14:00",
      breaks: [{ start: "12:00", end: "12:30" }],
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body.data).toEqual({
      staffId: s.annId,
      date: "2026-11-28",
      off: false,
      start: "10:00",
      end: "14:00",
      breaks: [{ start: "12:00", end: "12:30" }],
      updatedAt: expect.stringMatching(ISO_UTC),
    });
    const saturday = await schedule(s.annId, "2026-11-28");
    expect(saturday.map((x) => x.time)).toEqual(["10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00", "13:30"]);
    expect((await s.book({ dateTime: "2026-11-28T10:00:00+01:00" })).status).toBe(201);

    // Off on a Monday: no slots, bookings refused naming the day off.
    expect((await s.api.put(`/v1/staff/${s.annId}/overrides/2026-11-30`, { off: true })).body.data).toMatchObject({
      off: true,
      start: null,
      end: null,
      breaks: [],
    });
    expect(await schedule(s.annId, "2026-11-30")).toEqual([]);
    const off = await s.book({ dateTime: "2026-11-30T10:00:00+01:00" });
    expectError(off, 400, "BAD_REQUEST");
    expect(ruleOf(off)).toBe("is on the staff member's day off");

    const listed = await s.api.get(`/v1/staff/${s.annId}/overrides?from=2026-11-01&to=2026-12-31`);
    expect(listed.body.data.map((o: { date: string }) => o.date)).toEqual(["2026-11-28", "2026-11-30"]);
    expect((await s.api.delete(`/v1/staff/${s.annId}/overrides/2026-11-30`)).status).toBe(200);
    expectError(await s.api.delete(`/v1/staff/${s.annId}/overrides/2026-11-30`), 404, "NOT_FOUND");
    expect((await s.book({ dateTime: "2026-11-30T10:00:00+01:00" })).status).toBe(201);
  });

  it("refuse to leave a booking outside the hours (409), and bad bodies (400)", async () => {
    const booking = await s.book({ dateTime: "2026-11-24T15:00:00+01:00" });
    const shorter = await s.api.put(`/v1/staff/${s.annId}/overrides/2026-11-24`, { start: "09:00", end: "13:00" });
    expectError(shorter, 409, "CONFLICT");
    expect(shorter.body.error.details).toEqual([{ path: `bookings.${booking.body.data.id as string}`, message: expect.any(String) }]);
    expect((await s.api.get(`/v1/staff/${s.annId}/overrides?from=2026-11-24&to=2026-11-24`)).body.data).toEqual([]);
    // Removing an override that holds a booking outside the weekly hours is refused too.
    expect((await s.api.put(`/v1/staff/${s.annId}/overrides/2026-11-25`, { start: "09:00", end: "20:00" })).status).toBe(200);
    expect((await s.book({ dateTime: "2026-11-25T18:00:00+01:00" })).status).toBe(201);
    expectError(await s.api.delete(`/v1/staff/${s.annId}/overrides/2026-11-25`), 409, "CONFLICT");

    const url = `/v1/staff/${s.annId}/overrides/2026-11-26`;
    expectValidationError(await s.api.put(url, { off: true, start: "09:00" }), ["start"]);
    expectValidationError(await s.api.put(url, { start: "09:00" }), ["end"]);
    expectValidationError(await s.api.put(url, { start: "12:00", end: "09:00" }), ["end"]);
    expectValidationError(await s.api.put(url, { start: "09:00", end: "12:00", breaks: [{ start: "13:00", end: "14:00" }] }), ["breaks.0"]);
    expectValidationError(await s.api.put(`/v1/staff/${s.annId}/overrides/2026-13-01`, { off: true }), ["date"]);
  });
});

describe("GET /v1/availability", () => {
  it("lists every date with its start times and free members; refuses what it cannot answer", async () => {
    const res = await s.api.get(`/v1/availability?serviceId=${s.serviceId}&from=2026-11-22&to=2026-11-23`);
    expect(res.status).toBe(200);
    expect(res.body.data.serviceId).toBe(s.serviceId);
    expect(res.body.data.timezone).toBe("Europe/Berlin");
    const [sunday, monday] = res.body.data.days as { date: string; slots: { start: string; end: string; staffIds: string[] }[] }[];
    expect(sunday).toEqual({ date: "2026-11-22", slots: [] });
    // The 60-minute service: 09:00 to 11:00 and 13:00 to 16:00 (lunch 12-13, closing 17:00), both members.
    expect(monday!.slots[0]).toEqual({
      start: "2026-11-23T08:00:00.000Z",
      end: "2026-11-23T09:00:00.000Z",
      staffIds: [s.annId, s.bobId].sort(),
    });
    expect(monday!.slots.map((x) => x.start.slice(11, 16))).toEqual([
      "08:00",
      "08:30",
      "09:00",
      "09:30",
      "10:00",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
    ]);
    const onlyAnn = await s.api.get(`/v1/availability?serviceId=${s.serviceId}&staffId=${s.annId}&from=2026-11-23&to=2026-11-23`);
    expect(onlyAnn.body.data.days[0].slots.every((x: { staffIds: string[] }) => x.staffIds.join() === s.annId)).toBe(true);

    expectError(await s.api.get(`/v1/availability?serviceId=svc_00000000000000000000`), 404, "NOT_FOUND");
    expectError(await s.api.get(`/v1/availability?serviceId=${s.serviceId}&staffId=staff_00000000000000000000`), 404, "NOT_FOUND");
    const beard = await s.api.get(`/v1/availability?serviceId=${s.otherServiceId}&staffId=${s.bobId}`);
    expectError(beard, 400, "BAD_REQUEST"); // Bob does not offer it
    expectValidationError(await s.api.get(`/v1/availability?serviceId=${s.serviceId}&from=2026-11-01&to=2026-12-15`), ["to"]);
    expectValidationError(await s.api.get("/v1/availability"), ["serviceId"]);
  });
});

describe("the rule a refused booking or move breaks is named", () => {
  it("outside hours, in a break, in the past", async () => {
    const early = await s.book({ dateTime: "2026-11-23T08:00:00+01:00" });
    expect(ruleOf(early)).toBe("is outside the staff member's working hours");
    const lunch = await s.book({ dateTime: "2026-11-23T12:00:00+01:00" });
    expect(ruleOf(lunch)).toBe("is in the staff member's break");
    const past = await s.book({ dateTime: "2026-11-19T10:00:00+01:00" });
    expect(ruleOf(past)).toBe("is in the past");
    // Provider keys may book inside the minimum notice (a walk-in in 10 minutes).
    expect((await s.book({ dateTime: "2026-11-20T09:10:00+01:00" })).status).toBe(201);
  });

  it("a move into time off, a closure or outside an override's hours", async () => {
    const id = (await s.book({ dateTime: "2026-11-23T10:00:00+01:00" })).body.data.id as string;
    await s.api.post(`/v1/staff/${s.annId}/time-off`, { start: "2026-11-24T00:00:00+01:00", end: "2026-11-25T00:00:00+01:00" });
    await s.api.post("/v1/closures", { date: "2026-11-25" });
    await s.api.put(`/v1/staff/${s.annId}/overrides/2026-11-26`, { start: "13:00", end: "17:00" });
    const move = (dateTime: string) => s.api.patch(`/v1/bookings/${id}`, { dateTime });
    expect(ruleOf(await move("2026-11-24T10:00:00+01:00"))).toBe("is during the staff member's time off");
    expect(ruleOf(await move("2026-11-25T10:00:00+01:00"))).toBe("is on a closure day");
    expect(ruleOf(await move("2026-11-26T10:00:00+01:00"))).toBe("is outside the staff member's working hours");
    expect((await move("2026-11-26T14:00:00+01:00")).status).toBe(200);
  });
});
