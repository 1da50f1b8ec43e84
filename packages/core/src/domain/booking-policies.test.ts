// The availability engine over the cases a user notices: what the calendar offers and what a
// booking write then says about the same time. Every offered time must be accepted, and a time a
// booking is refused at must not be offered.
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import type { DaySchedule, WeeklySchedule } from "@booking/db";
import { computeAvailability, computeServiceAvailability, regroupByLocalDate, type BusyInterval, type ServiceDay } from "./availability";
import {
  bookingProblem,
  findOverlaps,
  selfServiceDeadline,
  selfServiceRefusal,
  type BookableStaff,
  type BookingContext,
  type BookingLimits,
} from "./booking-rules";
import { normalizeSchedule, WEEKDAYS } from "./weekly-schedule";
import type { ClosureSpan, DateOverrides, TimeSpan } from "./working-calendar";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const longAgo = 0;

const at = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toMillis();
const iso = (instant: number) => new Date(instant).toISOString();
const localTime = (instant: number, zone: string) => DateTime.fromMillis(instant, { zone }).toFormat("HH:mm");
const everyDay = (day: DaySchedule): WeeklySchedule => normalizeSchedule(Object.fromEntries(WEEKDAYS.map((d) => [d, day])));

interface Member {
  schedule: WeeklySchedule;
  overrides?: DateOverrides;
  timeOff?: TimeSpan[];
  busyTime?: TimeSpan[];
}

const staffOf = (member: Member, id = "st_1"): BookableStaff => ({
  id,
  is_active: true,
  offers_service: true,
  schedule: member.schedule,
  overrides: member.overrides ?? new Map(),
  timeOff: member.timeOff ?? [],
  busyTime: member.busyTime ?? [],
});

const contextOf = (
  zone: string,
  options: { closures?: ClosureSpan[]; now?: number | null; limits?: BookingLimits | null } = {},
): BookingContext => ({
  zone,
  closures: options.closures ?? [],
  now: options.now === undefined ? longAgo : options.now,
  limits: options.limits ?? null,
});

interface ServiceShape {
  durationMinutes: number;
  bufferBeforeMinutes?: number;
  bufferAfterMinutes?: number;
  slotMinutes: number;
}

/** Start instants offered for one member of a service over [from, to]. */
const serviceDays = (
  zone: string,
  member: Member & { busy?: BusyInterval[] },
  service: ServiceShape,
  from: string,
  to: string,
  options: { closures?: ClosureSpan[]; now?: number; limits?: BookingLimits | null } = {},
): ServiceDay[] =>
  computeServiceAvailability({
    timezone: zone,
    slotMinutes: service.slotMinutes,
    durationMinutes: service.durationMinutes,
    bufferBeforeMinutes: service.bufferBeforeMinutes ?? 0,
    bufferAfterMinutes: service.bufferAfterMinutes ?? 0,
    from,
    to,
    members: [
      {
        id: "st_1",
        schedule: member.schedule,
        overrides: member.overrides,
        timeOff: member.timeOff,
        busyTime: member.busyTime,
        busy: member.busy ?? [],
      },
    ],
    closures: options.closures ?? [],
    now: options.now ?? longAgo,
    limits: options.limits ?? null,
  });

const startsOf = (days: ServiceDay[], date?: string) =>
  days.filter((d) => date === undefined || d.date === date).flatMap((d) => d.slots.map((s) => s.start));

describe("a date override on a clock-change day", () => {
  const zone = "Europe/Berlin";
  // Sundays are 10:00-16:00 every week; the override replaces them with hours across the change.
  const schedule = normalizeSchedule({ sunday: { start: "10:00", end: "16:00" } });

  it("spring forward (2026-03-29, 02:00 CET becomes 03:00 CEST): slots follow real time through the skipped hour", () => {
    const date = "2026-03-29";
    const member: Member = { schedule, overrides: new Map([[date, { start: "01:00", end: "05:00" }]]) };
    const slots = computeAvailability({ ...member, timezone: zone, slotMinutes: 30, from: date, to: date, bookings: [], now: longAgo })[0]!
      .slots;
    // 01:00 to 05:00 on the clocks is three real hours: six half-hour slots, none at the skipped 02:xx.
    expect(slots.map((s) => s.time)).toEqual(["01:00", "01:30", "03:00", "03:30", "04:00", "04:30"]);
    expect(slots.map((s) => s.dateTime.slice(11, 16))).toEqual(["00:00", "00:30", "01:00", "01:30", "02:00", "02:30"]);
    expect(slots.every((s) => s.available)).toBe(true);

    // A one-hour service: every start whose hour lies within the override hours, in real time.
    const starts = startsOf(serviceDays(zone, member, { durationMinutes: 60, slotMinutes: 30 }, date, date));
    expect(starts.map((t) => localTime(t, zone))).toEqual(["01:00", "01:30", "03:00", "03:30", "04:00"]);
    expect(starts.slice(1).map((t, i) => t - starts[i]!)).toEqual([30 * MIN, 30 * MIN, 30 * MIN, 30 * MIN]);
    // 01:30 CET for an hour ends at 03:30 CEST: the clocks showed 01:30-02:00 and 03:00-03:30.
    for (const t of starts) expect(bookingProblem(staffOf(member), contextOf(zone), t, t + HOUR), iso(t)).toBeNull();

    // The weekly Sunday hours do not apply on the overridden date.
    const ten = at(`${date}T10:00`, zone);
    expect(bookingProblem(staffOf(member), contextOf(zone), ten, ten + HOUR)).toMatchObject({
      reason: "outside_hours",
      message: expect.stringContaining(`${date} (date override)`),
    });
    expect(starts).not.toContain(ten);
    // ... and they still apply the next Sunday.
    const nextSunday = at("2026-04-05T10:00", zone);
    expect(bookingProblem(staffOf(member), contextOf(zone), nextSunday, nextSunday + HOUR)).toBeNull();
    expect(bookingProblem(staffOf(member), contextOf(zone), nextSunday - 9 * HOUR, nextSunday - 8 * HOUR)?.reason).toBe("outside_hours");
  });

  it("fall back (2026-10-25, 03:00 CEST becomes 02:00 CET): the repeated hour has slots at both of its instants", () => {
    const date = "2026-10-25";
    const member: Member = { schedule, overrides: new Map([[date, { start: "01:00", end: "04:00" }]]) };
    const slots = computeAvailability({ ...member, timezone: zone, slotMinutes: 30, from: date, to: date, bookings: [], now: longAgo })[0]!
      .slots;
    // 01:00 CEST (23:00 UTC) to 04:00 CET (03:00 UTC) is four real hours: eight slots.
    expect(slots.map((s) => s.time)).toEqual(["01:00", "01:30", "02:00", "02:30", "02:00", "02:30", "03:00", "03:30"]);
    const slotStarts = slots.map((s) => Date.parse(s.dateTime));
    expect(slotStarts[0]).toBe(Date.parse("2026-10-24T23:00:00Z"));
    expect(slotStarts.slice(1).map((t, i) => t - slotStarts[i]!)).toEqual(Array(7).fill(30 * MIN));

    const starts = startsOf(serviceDays(zone, member, { durationMinutes: 60, slotMinutes: 30 }, date, date));
    expect(starts.map(iso)).toEqual([
      "2026-10-24T23:00:00.000Z",
      "2026-10-24T23:30:00.000Z",
      "2026-10-25T00:00:00.000Z",
      "2026-10-25T00:30:00.000Z",
      "2026-10-25T01:00:00.000Z",
      "2026-10-25T01:30:00.000Z",
      "2026-10-25T02:00:00.000Z", // 03:00 CET: ends at 04:00, the end of the override hours
    ]);
    for (const t of starts) expect(bookingProblem(staffOf(member), contextOf(zone), t, t + HOUR), iso(t)).toBeNull();
    // 03:30 CET would end at 04:30: past the override hours, refused and not offered.
    const late = Date.parse("2026-10-25T02:30:00Z");
    expect(bookingProblem(staffOf(member), contextOf(zone), late, late + HOUR)?.reason).toBe("outside_hours");
    const weekly = at(`${date}T12:00`, zone);
    expect(bookingProblem(staffOf(member), contextOf(zone), weekly, weekly + HOUR)?.reason).toBe("outside_hours");
  });
});

describe("time off across a clock change and midnight", () => {
  const zone = "Europe/Berlin";
  // Saturday 2026-10-24 evenings and Sunday 2026-10-25 mornings; the clocks go back in between.
  const schedule = normalizeSchedule({ saturday: { start: "18:00", end: "24:00" }, sunday: { start: "08:00", end: "14:00" } });
  const away: TimeSpan = { id: "to_1", start: at("2026-10-24T22:00", zone), end: at("2026-10-25T10:00", zone) };
  const member: Member = { schedule, timeOff: [away] };

  it("lasts the real thirteen hours from 22:00 CEST to 10:00 CET", () => {
    expect(away.end - away.start).toBe(13 * HOUR);
  });

  it("marks the member's slots during it as time off and frees the first slot after it", () => {
    const days = computeAvailability({
      ...member,
      timezone: zone,
      slotMinutes: 60,
      from: "2026-10-24",
      to: "2026-10-25",
      bookings: [],
      now: longAgo,
    });
    expect(days.map((d) => d.slots.map((s) => `${s.time}${s.timeOff ? " off" : ""}${s.available ? "" : " x"}`))).toEqual([
      ["18:00", "19:00", "20:00", "21:00", "22:00 off x", "23:00 off x"],
      ["08:00 off x", "09:00 off x", "10:00", "11:00", "12:00", "13:00"],
    ]);
  });

  it("offers no service start overlapping it, and the first start at its end", () => {
    const starts = startsOf(serviceDays(zone, member, { durationMinutes: 30, slotMinutes: 30 }, "2026-10-24", "2026-10-25"));
    expect(starts.filter((t) => t + 30 * MIN > away.start && t < away.end)).toEqual([]);
    // The last start before it ends just as it begins; the first after it is at its end.
    expect(starts.filter((t) => t < away.start).at(-1)).toBe(at("2026-10-24T21:30", zone));
    expect(starts.find((t) => t >= away.start)).toBe(away.end);
    expect(startsOf(serviceDays(zone, member, { durationMinutes: 30, slotMinutes: 30 }, "2026-10-25", "2026-10-25"))[0]).toBe(away.end);
  });

  it("refuses bookings during it with reason time_off, on both sides of midnight and of the change", () => {
    const staff = staffOf(member);
    const refused = [
      [at("2026-10-24T23:00", zone), 60], // Saturday night
      [at("2026-10-24T21:30", zone), 60], // starts before it, runs into it
      [at("2026-10-25T08:00", zone), 60], // Sunday morning, after the change
      [at("2026-10-25T09:30", zone), 30], // ends exactly at its end
    ] as const;
    for (const [start, minutes] of refused) {
      expect(bookingProblem(staff, contextOf(zone), start, start + minutes * MIN), iso(start)).toMatchObject({
        reason: "time_off",
        path: "dateTime",
        message: expect.stringContaining("to_1"),
      });
    }
    expect(bookingProblem(staff, contextOf(zone), away.start - 30 * MIN, away.start)).toBeNull();
    expect(bookingProblem(staff, contextOf(zone), away.end, away.end + 30 * MIN)).toBeNull();
  });
});

describe("a closure on the day a booking is moved to", () => {
  const zone = "Europe/Berlin";
  const member: Member = { schedule: everyDay({ start: "09:00", end: "17:00" }) };
  const closure: ClosureSpan = { id: "cl_1", date: "2026-11-24", endDate: "2026-11-24" };
  const context = contextOf(zone, { closures: [closure] });

  it("refuses the move with reason closed, naming the date; the original day is still fine", () => {
    const monday = at("2026-11-23T10:00", zone);
    expect(bookingProblem(staffOf(member), context, monday, monday + HOUR)).toBeNull();
    const moved = monday + DAY;
    expect(bookingProblem(staffOf(member), context, moved, moved + HOUR)).toEqual({
      reason: "closed",
      path: "dateTime",
      message: "The provider is closed on 2026-11-24 (closure cl_1)",
    });
  });

  it("marks every slot of the closed day closed and unavailable, and only that day", () => {
    const days = computeAvailability({
      ...member,
      timezone: zone,
      slotMinutes: 60,
      from: "2026-11-23",
      to: "2026-11-25",
      bookings: [],
      closures: [closure],
      now: longAgo,
    });
    const [before, closed, after] = days;
    expect(closed!.date).toBe("2026-11-24");
    expect(closed!.slots).toHaveLength(8);
    expect(closed!.slots.every((s) => s.closed && !s.available)).toBe(true);
    for (const day of [before!, after!]) expect(day.slots.every((s) => !s.closed && s.available)).toBe(true);
  });

  it("offers no service start that day", () => {
    const days = serviceDays(zone, member, { durationMinutes: 30, slotMinutes: 30 }, "2026-11-23", "2026-11-25", { closures: [closure] });
    expect(startsOf(days, "2026-11-24")).toEqual([]);
    expect(startsOf(days, "2026-11-23")).toHaveLength(16);
    expect(startsOf(days, "2026-11-25")).toHaveLength(16);
  });

  it("goes by the provider's local date, not the UTC one", () => {
    const newYork = "America/New_York";
    const evenings: Member = { schedule: everyDay({ start: "18:00", end: "22:00" }) };
    // 20:00 in New York on 2026-11-24 is 01:00 UTC on 2026-11-25.
    const start = at("2026-11-24T20:00", newYork);
    expect(iso(start).slice(0, 10)).toBe("2026-11-25");
    const closedOn = (date: string) => contextOf(newYork, { closures: [{ id: "cl_2", date, endDate: date }] });
    expect(bookingProblem(staffOf(evenings), closedOn("2026-11-24"), start, start + HOUR)?.reason).toBe("closed");
    expect(bookingProblem(staffOf(evenings), closedOn("2026-11-25"), start, start + HOUR)).toBeNull();
    const offered = serviceDays(newYork, evenings, { durationMinutes: 60, slotMinutes: 60 }, "2026-11-24", "2026-11-25", {
      closures: [{ id: "cl_2", date: "2026-11-24", endDate: "2026-11-24" }],
    });
    expect(startsOf(offered)).not.toContain(start);
    expect(startsOf(offered, "2026-11-25")).toContain(start + DAY);
  });
});

describe("buffers that stack", () => {
  const zone = "Europe/Berlin";
  const date = "2026-11-24";
  const member = { schedule: everyDay({ start: "09:00", end: "17:00" }) };
  // An existing 10:00-11:00 booking of a service with a 15-minute after-buffer occupies 10:00-11:15.
  const busy: BusyInterval = { id: "bk_1", start: at(`${date}T10:00`, zone), end: at(`${date}T11:15`, zone) };
  const service = { durationMinutes: 30, bufferBeforeMinutes: 10, bufferAfterMinutes: 5 };
  const occupied = (t: number) => ({ id: "new", start: t - 10 * MIN, end: t + 35 * MIN });
  const offered = (slotMinutes: number) =>
    startsOf(serviceDays(zone, { ...member, busy: [busy] }, { ...service, slotMinutes }, date, date));

  it("offers the first start after the booking at its occupied end plus the before-buffer, rounded up to the grid", () => {
    // 11:15 + 10 minutes = 11:25.
    expect(offered(5).find((t) => t > busy.start)).toBe(at(`${date}T11:25`, zone));
    expect(offered(15).find((t) => t > busy.start)).toBe(at(`${date}T11:30`, zone));
    expect(offered(20).find((t) => t > busy.start)).toBe(at(`${date}T11:40`, zone));
    expect(offered(60).find((t) => t > busy.start)).toBe(at(`${date}T12:00`, zone));
  });

  it("does not offer a start that collides only through the buffers, though the rules alone accept it", () => {
    const starts = offered(5);
    // 11:15: the appointment itself starts after the booking's after-buffer, but its own before-buffer reaches back into it.
    // 09:30: it ends at 10:00 when the booking starts, but its after-buffer runs to 10:05.
    for (const hhmm of ["11:15", "11:20", "09:30", "09:45"]) {
      const t = at(`${date}T${hhmm}`, zone);
      expect(starts, hhmm).not.toContain(t);
      expect(bookingProblem(staffOf(member), contextOf(zone), t, t + 30 * MIN), hhmm).toBeNull();
      // What the booking write checks: the occupied range against the member's other bookings.
      expect(findOverlaps([occupied(t)], [busy]).get("new"), hhmm).toBe("bk_1");
    }
    // 09:25 ends at 09:55, its after-buffer at 10:00: touching, allowed.
    const fits = at(`${date}T09:25`, zone);
    expect(starts).toContain(fits);
    expect(findOverlaps([occupied(fits)], [busy]).size).toBe(0);
    expect(starts.filter((t) => t > at(`${date}T09:25`, zone) && t < at(`${date}T11:25`, zone))).toEqual([]);
  });
});

describe("a service longer than the rest of the day", () => {
  const zone = "America/New_York";
  const date = "2026-11-24";
  const member = { schedule: everyDay({ start: "09:00", end: "17:00" }) };

  it("offers no start whose end passes the day's end: a 45-minute service offers 16:00, not 16:30", () => {
    const starts = startsOf(serviceDays(zone, member, { durationMinutes: 45, slotMinutes: 30 }, date, date));
    expect(starts.map((t) => localTime(t, zone)).slice(-2)).toEqual(["15:30", "16:00"]);
    expect(starts).toHaveLength(15);
    const last = at(`${date}T16:00`, zone);
    const tooLate = at(`${date}T16:30`, zone);
    expect(bookingProblem(staffOf(member), contextOf(zone), last, last + 45 * MIN)).toBeNull();
    expect(bookingProblem(staffOf(member), contextOf(zone), tooLate, tooLate + 45 * MIN)).toMatchObject({
      reason: "outside_hours",
      message: expect.stringContaining("09:00-17:00"),
    });
    // The member's day in half-hour slots still shows 16:30 free: a half-hour booking fits there.
    const slots = computeAvailability({ ...member, timezone: zone, slotMinutes: 30, from: date, to: date, bookings: [], now: longAgo })[0]!
      .slots;
    expect(slots.at(-1)).toMatchObject({ time: "16:30", available: true });
  });

  it("offers nothing on a day shorter than the service", () => {
    const short: Member = { schedule: member.schedule, overrides: new Map([[date, { start: "09:00", end: "09:30" }]]) };
    expect(startsOf(serviceDays(zone, short, { durationMinutes: 45, slotMinutes: 15 }, date, date))).toEqual([]);
    const nine = at(`${date}T09:00`, zone);
    expect(bookingProblem(staffOf(short), contextOf(zone), nine, nine + 45 * MIN)?.reason).toBe("outside_hours");
  });
});

describe("a break shorter than the buffers", () => {
  const zone = "Europe/Berlin";
  const date = "2026-11-24";
  const member = { schedule: everyDay({ start: "09:00", end: "17:00", breaks: [{ start: "12:00", end: "12:10" }] }) };
  const service = { durationMinutes: 30, bufferBeforeMinutes: 15, bufferAfterMinutes: 15, slotMinutes: 10 };
  const hhmm = (t: number) => localTime(t, zone);

  it("keeps the appointment out of the break, but lets its buffers reach into it", () => {
    const starts = startsOf(serviceDays(zone, member, service, date, date));
    // 11:30 ends at 12:00 (after-buffer to 12:15), 12:10 starts as the break ends (before-buffer from 11:55).
    expect(starts.map(hhmm).filter((t) => t >= "11:00" && t <= "12:30")).toEqual([
      "11:00",
      "11:10",
      "11:20",
      "11:30",
      "12:10",
      "12:20",
      "12:30",
    ]);
    for (const [time, reason] of [
      ["11:30", null],
      ["11:40", "in_break"],
      ["11:50", "in_break"],
      ["12:00", "in_break"],
      ["12:10", null],
    ] as const) {
      const t = at(`${date}T${time}`, zone);
      expect(bookingProblem(staffOf(member), contextOf(zone), t, t + 30 * MIN)?.reason ?? null, time).toBe(reason);
    }
  });

  it("lets buffers reach outside the working hours too", () => {
    const starts = startsOf(serviceDays(zone, member, service, date, date));
    expect(hhmm(starts[0]!)).toBe("09:00"); // before-buffer from 08:45
    expect(hhmm(starts.at(-1)!)).toBe("16:30"); // after-buffer to 17:15
  });

  it("still keeps another booking's occupied range out of the buffers", () => {
    // A booking occupying 12:10-13:00 (say, a 12:25 appointment with a 15-minute before-buffer).
    const busy = [{ id: "bk_1", start: at(`${date}T12:10`, zone), end: at(`${date}T13:00`, zone) }];
    const starts = startsOf(serviceDays(zone, { ...member, busy }, service, date, date));
    // 11:30 would end at 12:00 but its after-buffer would reach 12:15, and 13:10's before-buffer would start at 12:55.
    expect(starts.map(hhmm).filter((t) => t >= "11:00" && t <= "13:30")).toEqual(["11:00", "11:10", "11:20", "13:20", "13:30"]);
  });
});

describe("notice and horizon", () => {
  const zone = "Europe/Berlin";
  const member = { schedule: everyDay({ start: "00:00", end: "24:00" }) };
  const now = at("2026-11-24T10:07", zone);
  const limits = { minNoticeMinutes: 60, maxAdvanceDays: 90 };
  const customer = contextOf(zone, { now, limits });
  const provider = contextOf(zone, { now, limits: null });
  const problem = (context: BookingContext, start: number) => bookingProblem(staffOf(member), context, start, start + 30 * MIN);

  it("refuses a customer's start inside the notice or beyond the horizon; a provider key (walk-in) may take both", () => {
    const soon = now + 30 * MIN;
    const far = now + 91 * DAY;
    expect(problem(customer, soon)).toMatchObject({ reason: "notice", message: expect.stringContaining("60 minutes") });
    expect(problem(customer, far)).toMatchObject({ reason: "horizon", message: expect.stringContaining("90 days") });
    expect(problem(provider, soon)).toBeNull();
    expect(problem(provider, far)).toBeNull();
    // The edges are bookable.
    expect(problem(customer, now + 60 * MIN)).toBeNull();
    expect(problem(customer, now + 90 * DAY)).toBeNull();
    expect(problem(customer, now + 90 * DAY + 1)?.reason).toBe("horizon");
  });

  it("refuses a past start to everyone", () => {
    for (const context of [customer, provider]) expect(problem(context, now - 30 * MIN)?.reason).toBe("in_past");
    expect(problem(provider, now)).toBeNull();
  });

  it("offers customers starts from the end of the notice to the horizon, provider keys from now on", () => {
    const from = "2026-11-24";
    const to = "2027-02-23"; // 91 days on
    const service = { durationMinutes: 30, slotMinutes: 30 };
    const forCustomers = startsOf(serviceDays(zone, member, service, from, to, { now, limits }));
    expect(forCustomers[0]).toBe(at("2026-11-24T11:30", zone)); // 10:07 + 60 min = 11:07, rounded up
    expect(forCustomers.at(-1)).toBe(at("2027-02-22T10:00", zone)); // the last half hour before 90 days from now
    for (const t of [forCustomers[0]!, forCustomers.at(-1)!]) expect(problem(customer, t)).toBeNull();
    const forProvider = startsOf(serviceDays(zone, member, service, from, to, { now, limits: null }));
    expect(forProvider[0]).toBe(at("2026-11-24T10:30", zone));
    expect(forProvider.at(-1)).toBe(at("2027-02-23T23:30", zone));
  });
});

describe("a date override off on a working day", () => {
  const zone = "Europe/Berlin";
  const member: Member = {
    schedule: normalizeSchedule({ monday: { start: "09:00", end: "17:00" } }),
    overrides: new Map([["2026-11-23", null]]),
  };

  it("refuses bookings that day as day_off, naming the date", () => {
    const start = at("2026-11-23T10:00", zone);
    expect(bookingProblem(staffOf(member), contextOf(zone), start, start + HOUR)).toEqual({
      reason: "day_off",
      path: "dateTime",
      message: "The staff member does not work on 2026-11-23 (date override)",
    });
    // The next Monday is a working day again.
    expect(bookingProblem(staffOf(member), contextOf(zone), start + 7 * DAY, start + 7 * DAY + HOUR)).toBeNull();
  });

  it("shows the day empty and offers nothing on it", () => {
    const days = computeAvailability({
      ...member,
      timezone: zone,
      slotMinutes: 60,
      from: "2026-11-23",
      to: "2026-11-30",
      bookings: [],
      now: longAgo,
    });
    expect(days.map((d) => d.slots.length)).toEqual([0, 0, 0, 0, 0, 0, 0, 8]);
    const offered = serviceDays(zone, member, { durationMinutes: 60, slotMinutes: 60 }, "2026-11-23", "2026-11-30");
    expect(startsOf(offered, "2026-11-23")).toEqual([]);
    expect(startsOf(offered, "2026-11-30")).toHaveLength(8);
  });
});

describe("self-service changes (the cancellation notice)", () => {
  const start = Date.UTC(2026, 10, 30, 10, 0);
  it("allows changes until the notice before the start, then refuses naming the deadline", () => {
    expect(selfServiceDeadline(start, 120)).toBe(Date.UTC(2026, 10, 30, 8, 0));
    expect(selfServiceRefusal(start, Date.UTC(2026, 10, 30, 8, 0), 120)).toBeNull();
    expect(selfServiceRefusal(start, Date.UTC(2026, 10, 30, 8, 0, 1), 120)).toContain("2026-11-30T08:00:00.000Z");
  });
  it("with no notice, allows changes until the start", () => {
    expect(selfServiceRefusal(start, start, 0)).toBeNull();
    expect(selfServiceRefusal(start, start + 1, 0)).toMatch(/has started/);
  });
});

describe("availability told in the visitor's time zone", () => {
  const slot = (iso: string) => ({ start: Date.parse(iso), end: Date.parse(iso) + 30 * 60_000, staffIds: ["staff_a"] });
  it("files each slot under its local date there and lists every date asked for", () => {
    // Provider in Berlin: 09:00 on the 24th is 03:00 in New York, 23:30 Berlin on the 24th is 17:30 in New York.
    const days: ServiceDay[] = [
      { date: "2026-11-24", slots: [slot("2026-11-24T08:00:00Z"), slot("2026-11-24T22:30:00Z")] },
      { date: "2026-11-25", slots: [slot("2026-11-25T04:30:00Z")] },
    ];
    const regrouped = regroupByLocalDate(days, "America/New_York", "2026-11-23", "2026-11-25");
    expect(regrouped.map((d) => [d.date, d.slots.map((s) => new Date(s.start).toISOString())])).toEqual([
      ["2026-11-23", []],
      // 04:30Z on the 25th is 23:30 on the 24th in New York.
      ["2026-11-24", ["2026-11-24T08:00:00.000Z", "2026-11-24T22:30:00.000Z", "2026-11-25T04:30:00.000Z"]],
      ["2026-11-25", []],
    ]);
    // In Tokyo the first slot is already the 24th's evening, the others the 25th.
    expect(regroupByLocalDate(days, "Asia/Tokyo", "2026-11-25", "2026-11-25")[0]!.slots).toHaveLength(2);
  });
});

describe("busy time of the member's own calendar", () => {
  const zone = "America/New_York";
  // Mondays 09:00-17:00; a dentist appointment 11:00-12:30 in the member's own calendar.
  const schedule = normalizeSchedule({ monday: { start: "09:00", end: "17:00" } });
  const dentist: TimeSpan = { id: "cal_1", start: at("2026-11-30T11:00", zone), end: at("2026-11-30T12:30", zone) };
  const member: Member = { schedule, busyTime: [dentist] };

  it("refuses a booking over it, naming the rule busy; a booking beside it is fine", () => {
    const context = contextOf(zone);
    expect(bookingProblem(staffOf(member), context, at("2026-11-30T10:30", zone), at("2026-11-30T11:30", zone))?.reason).toBe("busy");
    expect(bookingProblem(staffOf(member), context, at("2026-11-30T12:00", zone), at("2026-11-30T13:00", zone))?.reason).toBe("busy");
    expect(bookingProblem(staffOf(member), context, at("2026-11-30T10:00", zone), at("2026-11-30T11:00", zone))).toBeNull();
    expect(bookingProblem(staffOf(member), context, at("2026-11-30T12:30", zone), at("2026-11-30T13:30", zone))).toBeNull();
  });

  it("marks the slots it covers busy and unavailable, and offers no service start overlapping it", () => {
    const days = computeAvailability({
      ...member,
      timezone: zone,
      slotMinutes: 60,
      from: "2026-11-30",
      to: "2026-11-30",
      bookings: [],
      now: longAgo,
    });
    expect(days[0]!.slots.filter((s) => s.busy).map((s) => s.time)).toEqual(["11:00", "12:00"]);
    expect(days[0]!.slots.filter((s) => s.busy).every((s) => !s.available && !s.timeOff)).toBe(true);
    const starts = startsOf(serviceDays(zone, member, { durationMinutes: 60, slotMinutes: 30 }, "2026-11-30", "2026-11-30"));
    expect(starts.filter((t) => t + 60 * MIN > dentist.start && t < dentist.end)).toEqual([]);
    expect(starts).toContain(at("2026-11-30T10:00", zone));
    expect(starts).toContain(at("2026-11-30T12:30", zone));
  });
});
