import { describe, expect, it } from "vitest";
import type { WeeklySchedule } from "@booking/db";
import { explainMemberDay, type ExplainInput } from "./availability-explain";

const day = { start: "09:00", end: "13:00", breaks: [{ start: "10:00", end: "11:00" }] };
const schedule: WeeklySchedule = { monday: day, tuesday: day, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null };
const at = (time: string) => Date.parse(`2026-11-30T${time}:00Z`); // a Monday, in UTC

const input = (over: Partial<ExplainInput> = {}): ExplainInput => ({
  timezone: "UTC",
  slotMinutes: 30,
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  date: "2026-11-30",
  member: { schedule, bookings: [] },
  closures: [],
  now: at("00:00"),
  limits: null,
  ...over,
});
const startAt = (result: ReturnType<typeof explainMemberDay>, time: string) => result.starts.find((s) => s.time === time);

describe("explainMemberDay", () => {
  it("walks the member's grid and marks free starts available", () => {
    const result = explainMemberDay(input());
    expect(result.rules).toEqual([]);
    expect(result.starts.map((s) => s.time)).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30"]);
    expect(startAt(result, "09:00")).toEqual({
      start: at("09:00"),
      time: "09:00",
      available: true,
      rules: [],
      bookingIds: [],
      sessionIds: [],
    });
    expect(startAt(result, "10:30")?.rules).toEqual(["in_break"]);
  });

  it("names a break and a booking at the same start, with the booking's id", () => {
    const result = explainMemberDay(input({ member: { schedule, bookings: [{ id: "bk_1", start: at("10:00"), end: at("11:30") }] } }));
    expect(startAt(result, "10:00")).toMatchObject({ available: false, rules: ["in_break", "booked"], bookingIds: ["bk_1"] });
    expect(startAt(result, "11:00")).toMatchObject({ available: false, rules: ["booked"], bookingIds: ["bk_1"] });
    expect(startAt(result, "11:30")?.available).toBe(true);
  });

  it("names the buffers' reach: a booking just before blocks a start whose buffer meets it", () => {
    const result = explainMemberDay(
      input({ bufferBeforeMinutes: 15, member: { schedule, bookings: [{ id: "bk_1", start: at("11:00"), end: at("11:30") }] } }),
    );
    expect(startAt(result, "11:30")).toMatchObject({ rules: ["booked"], bookingIds: ["bk_1"] });
  });

  it("names notice, the past, time off and busy time together", () => {
    const result = explainMemberDay(
      input({
        now: at("09:10"),
        limits: { minNoticeMinutes: 120, maxAdvanceDays: 30 },
        member: {
          schedule,
          bookings: [],
          timeOff: [{ id: "to_1", start: at("11:00"), end: at("12:00") }],
          busyTime: [{ id: "cal", start: at("11:30"), end: at("12:30") }],
        },
      }),
    );
    expect(startAt(result, "09:00")?.rules).toEqual(["in_past"]);
    expect(startAt(result, "09:30")?.rules).toEqual(["notice"]);
    expect(startAt(result, "10:00")?.rules).toEqual(["in_break", "notice"]);
    expect(startAt(result, "11:00")?.rules).toEqual(["notice", "time_off"]);
    expect(startAt(result, "11:30")?.rules).toEqual(["time_off", "busy"]);
    expect(startAt(result, "12:00")?.rules).toEqual(["busy"]);
    expect(startAt(result, "12:30")?.available).toBe(true);
  });

  it("names the salon's break as outside its business hours", () => {
    const salon = { start: "08:00", end: "18:00", breaks: [{ start: "12:00", end: "12:30" }] };
    const result = explainMemberDay(input({ businessHours: { ...schedule, monday: salon } }));
    expect(startAt(result, "12:00")?.rules).toEqual(["outside_business_hours"]);
    expect(startAt(result, "10:00")?.rules).toEqual(["in_break"]);
  });

  it("gives a whole date's reason and no starts: a closure, a day off, the salon closed", () => {
    expect(explainMemberDay(input({ closures: [{ id: "cl_1", date: "2026-11-29", endDate: "2026-11-30" }] }))).toEqual({
      rules: ["closed"],
      starts: [],
    });
    expect(explainMemberDay(input({ date: "2026-12-02" }))).toEqual({ rules: ["day_off"], starts: [] });
    expect(explainMemberDay(input({ member: { schedule, bookings: [], overrides: new Map([["2026-11-30", null]]) } }))).toEqual({
      rules: ["day_off"],
      starts: [],
    });
    expect(explainMemberDay(input({ businessHours: { ...schedule, monday: null } }))).toEqual({
      rules: ["outside_business_hours"],
      starts: [],
    });
  });
});
