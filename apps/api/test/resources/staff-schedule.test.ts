// GET /v1/staff/:id/schedule: daily availability in the provider's time zone, across DST.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, startTestApi, type TestApi } from "../helpers";
import { createSalon } from "../salon";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

type Day = { date: string; slots: { time: string; dateTime: string; available: boolean; bookingId?: string; break: boolean }[] };

const everyDay = (start: string, end: string) =>
  Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, { start, end }]));

describe("staff schedule", () => {
  it("defaults to today through 7 days later, marks breaks, bookings and the past", async () => {
    t.clock.set("2026-11-23T09:10:00Z"); // Monday 10:10 in Berlin
    const s = await createSalon(t);
    const booking = await s.book({ dateTime: "2026-11-23T14:00:00+01:00" });
    expect(booking.status).toBe(201);

    const res = await s.api.get(`/v1/staff/${s.annId}/schedule`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.staffId).toBe(s.annId);
    const days = res.body.data.schedule as Day[];
    expect(days.map((d) => d.date)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
    ]);
    expect(days[5]!.slots).toEqual([]); // Saturday off
    const monday = Object.fromEntries(days[0]!.slots.map((slot) => [slot.time, slot]));
    expect(days[0]!.slots).toHaveLength(16);
    expect(monday["10:00"]).toEqual({
      time: "10:00",
      dateTime: "2026-11-23T09:00:00.000Z",
      available: false,
      break: false,
      timeOff: false,
      busy: false,
      closed: false,
    }); // already begun
    expect(monday["10:30"]).toEqual({
      time: "10:30",
      dateTime: "2026-11-23T09:30:00.000Z",
      available: true,
      break: false,
      timeOff: false,
      busy: false,
      closed: false,
    });
    expect(monday["12:00"]).toEqual({
      time: "12:00",
      dateTime: "2026-11-23T11:00:00.000Z",
      available: false,
      break: true,
      timeOff: false,
      busy: false,
      closed: false,
    });
    expect(monday["14:00"]).toEqual({
      time: "14:00",
      dateTime: "2026-11-23T13:00:00.000Z",
      available: false,
      bookingId: booking.body.data.id,
      break: false,
      timeOff: false,
      busy: false,
      closed: false,
    });
    expect(monday["14:30"]!.bookingId).toBe(booking.body.data.id);
    expect(monday["15:00"]!.available).toBe(true);
  });

  it("frees the slots of a cancelled booking", async () => {
    t.clock.set("2026-11-20T08:00:00Z");
    const s = await createSalon(t);
    const id = (await s.book({ dateTime: "2026-11-24T10:00:00+01:00" })).body.data.id;
    await s.api.delete(`/v1/bookings/${id}`);
    const res = await s.api.get(`/v1/staff/${s.annId}/schedule`, { query: { from: "2026-11-24", to: "2026-11-24" } });
    expect(res.body.data.schedule[0].slots.find((slot: { time: string }) => slot.time === "10:00")).toEqual({
      time: "10:00",
      dateTime: "2026-11-24T09:00:00.000Z",
      available: true,
      break: false,
      timeOff: false,
      busy: false,
      closed: false,
    });
  });

  it("validates the range: at most 31 days, to not before from, real dates", async () => {
    t.clock.set("2026-11-20T08:00:00Z");
    const s = await createSalon(t);
    const ok = await s.api.get(`/v1/staff/${s.annId}/schedule`, { query: { from: "2026-12-01", to: "2026-12-31" } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.schedule).toHaveLength(31);
    expectError(await s.api.get(`/v1/staff/${s.annId}/schedule`, { query: { from: "2026-12-01", to: "2027-01-01" } }), 400, "BAD_REQUEST");
    expectError(await s.api.get(`/v1/staff/${s.annId}/schedule`, { query: { from: "2026-12-05", to: "2026-12-01" } }), 400, "BAD_REQUEST");
    expectError(await s.api.get(`/v1/staff/${s.annId}/schedule`, { query: { from: "2026-02-30" } }), 400, "BAD_REQUEST");
    expectError(await s.api.get(`/v1/staff/${s.annId}/schedule`, { query: { from: "tomorrow" } }), 400, "BAD_REQUEST");
    expectError(await s.api.get(`/v1/staff/staff_missing/schedule`), 404, "NOT_FOUND");
  });

  it("shows nothing available for an inactive member", async () => {
    t.clock.set("2026-11-20T08:00:00Z");
    const s = await createSalon(t);
    await s.api.patch(`/v1/staff/${s.bobId}`, { isActive: false });
    const res = await s.api.get(`/v1/staff/${s.bobId}/schedule`, { query: { from: "2026-11-23", to: "2026-11-27" } });
    const slots = (res.body.data.schedule as Day[]).flatMap((d) => d.slots);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => !slot.available)).toBe(true);
  });

  it.each([
    ["Europe/Berlin", "2026-03-29", "+02:00"], // spring forward
    ["Europe/Berlin", "2026-10-25", "+01:00"], // fall back
    ["America/New_York", "2026-03-08", "-04:00"],
    ["America/New_York", "2026-11-01", "-05:00"],
  ])("keeps local working hours on the DST day in %s (%s)", async (zone, date, offsetAfter) => {
    t.clock.set("2026-01-01T00:00:00Z");
    const s = await createSalon(t, zone, everyDay("09:00", "17:00"));
    // 10:00 local, in the offset that applies after the change: a booking exactly on the 10:00 slot.
    const booking = await s.book({ dateTime: `${date}T10:00:00${offsetAfter}` });
    expect(booking.status, booking.text).toBe(201);
    // A booking at 08:30 local would be outside the working day.
    expect((await s.book({ dateTime: `${date}T08:30:00${offsetAfter}` })).status).toBe(400);
    // 16:00 local is the last hour: fits; 16:30 does not.
    expect((await s.book({ staffId: s.bobId, dateTime: `${date}T16:00:00${offsetAfter}` })).status).toBe(201);
    expect((await s.book({ staffId: s.bobId, dateTime: `${date}T16:30:00${offsetAfter}` })).status).toBe(400);

    const res = await s.api.get(`/v1/staff/${s.annId}/schedule`, { query: { from: date, to: date } });
    const slots = res.body.data.schedule[0].slots as Day["slots"];
    expect(slots.map((slot) => slot.time)).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
      "16:30",
    ]);
    expect(slots.filter((slot) => slot.bookingId).map((slot) => slot.time)).toEqual(["10:00", "10:30"]);
  });

  it("shows both instants of a local time the clocks repeat, each with its own booking (Berlin, 2027-10-31)", async () => {
    t.clock.set("2027-10-01T00:00:00Z");
    const s = await createSalon(t, "Europe/Berlin", everyDay("00:00", "05:00"));
    const trim = (dateTime: string) => s.book({ serviceId: s.otherServiceId, dateTime }); // 30 minutes
    // 03:00 CEST becomes 02:00 CET: 02:00 happens at 00:00 UTC and again at 01:00 UTC.
    const first = await trim("2027-10-31T02:00:00+02:00");
    const second = await trim("2027-10-31T02:00:00+01:00");
    expect(first.status, first.text).toBe(201);
    expect(second.status, second.text).toBe(201);

    const read = async () => {
      const res = await s.api.get(`/v1/staff/${s.annId}/schedule`, { query: { from: "2027-10-31", to: "2027-10-31" } });
      expect(res.status, res.text).toBe(200);
      return (res.body.data.schedule as Day[])[0]!.slots;
    };
    const slots = await read();
    // Six real hours (00:00 CEST to 05:00 CET) hold twelve half-hour slots, each its own instant.
    expect(slots.map((slot) => slot.time)).toEqual([
      "00:00",
      "00:30",
      "01:00",
      "01:30",
      "02:00",
      "02:30",
      "02:00",
      "02:30",
      "03:00",
      "03:30",
      "04:00",
      "04:30",
    ]);
    expect(slots[0]!.dateTime).toBe("2027-10-30T22:00:00.000Z");
    expect(slots.at(-1)!.dateTime).toBe("2027-10-31T03:30:00.000Z");
    expect(new Set(slots.map((slot) => slot.dateTime)).size).toBe(12);
    const byInstant = Object.fromEntries(slots.map((slot) => [slot.dateTime, slot]));
    expect(byInstant["2027-10-31T00:00:00.000Z"]).toEqual({
      time: "02:00",
      dateTime: "2027-10-31T00:00:00.000Z",
      available: false,
      bookingId: first.body.data.id,
      break: false,
      timeOff: false,
      busy: false,
      closed: false,
    });
    expect(byInstant["2027-10-31T01:00:00.000Z"]).toEqual({
      time: "02:00",
      dateTime: "2027-10-31T01:00:00.000Z",
      available: false,
      bookingId: second.body.data.id,
      break: false,
      timeOff: false,
      busy: false,
      closed: false,
    });
    expect(slots.filter((slot) => slot.bookingId)).toHaveLength(2);
    expect(slots.filter((slot) => slot.time === "02:30").map((slot) => slot.available)).toEqual([true, true]);

    // A slot's dateTime books exactly that slot: the first 02:30 (CEST), not the second.
    const firstHalfPast = slots.find((slot) => slot.time === "02:30")!;
    const third = await trim(firstHalfPast.dateTime);
    expect(third.status, third.text).toBe(201);
    expect(third.body.data.dateTime).toBe("2027-10-31T00:30:00.000Z");
    const after = await read();
    expect(after.filter((slot) => slot.time === "02:30").map((slot) => slot.bookingId ?? null)).toEqual([third.body.data.id, null]);
  });

  it("shows no slot at local times the clocks skip (Berlin, 2027-03-28)", async () => {
    t.clock.set("2027-03-01T00:00:00Z");
    const s = await createSalon(t, "Europe/Berlin", everyDay("00:00", "05:00"));
    const res = await s.api.get(`/v1/staff/${s.annId}/schedule`, { query: { from: "2027-03-28", to: "2027-03-28" } });
    const slots = (res.body.data.schedule as Day[])[0]!.slots;
    // 02:00 CET becomes 03:00 CEST: four real hours, eight half-hour slots.
    expect(slots.map((slot) => slot.time)).toEqual(["00:00", "00:30", "01:00", "01:30", "03:00", "03:30", "04:00", "04:30"]);
    expect(slots.map((slot) => slot.dateTime.slice(11, 16))).toEqual([
      "23:00",
      "23:30",
      "00:00",
      "00:30",
      "01:00",
      "01:30",
      "02:00",
      "02:30",
    ]);
    const booked = await s.book({ serviceId: s.otherServiceId, dateTime: slots[4]!.dateTime });
    expect(booked.status, booked.text).toBe(201);
  });

  it("finds bookings in the first hour of a day whose midnight the clocks repeat (Havana, 2027-11-07)", async () => {
    // Cuba goes back from 01:00 to 00:00: the day's first 00:00 is 04:00 UTC, its second 05:00 UTC.
    t.clock.set("2027-11-01T00:00:00Z");
    const s = await createSalon(t, "America/Havana", everyDay("00:00", "03:00"));
    const early = await s.book({ serviceId: s.otherServiceId, dateTime: "2027-11-07T00:00:00-04:00" });
    expect(early.status, early.text).toBe(201);
    const res = await s.api.get(`/v1/staff/${s.annId}/schedule`, { query: { from: "2027-11-07", to: "2027-11-07" } });
    const slots = (res.body.data.schedule as Day[])[0]!.slots;
    expect(slots.map((slot) => slot.time)).toEqual(["00:00", "00:30", "00:00", "00:30", "01:00", "01:30", "02:00", "02:30"]);
    expect(slots.filter((slot) => slot.bookingId).map((slot) => [slot.dateTime, slot.bookingId])).toEqual([
      ["2027-11-07T04:00:00.000Z", early.body.data.id],
    ]);
  });
});
