import { describe, expect, it } from "vitest";
import {
  DEFAULT_REMINDER_OFFSETS_MINUTES,
  dueReminders,
  isReminderType,
  parseReminderClaimKey,
  reminderClaimKey,
  reminderOffsetsProblem,
  reminderStillDue,
  reminderTypeOf,
} from "./reminders";

const H = 3_600_000;
const start = new Date("2026-12-01T10:00:00Z");
const created = new Date("2026-11-20T10:00:00Z");
const at = (msBefore: number) => new Date(start.getTime() - msBefore);
const booking = { startsAt: start, createdAt: created };
const defaults = DEFAULT_REMINDER_OFFSETS_MINUTES;
const types = (due: { type: string }[]) => due.map((d) => d.type);

describe("reminder due times (defaults: 24 h and 1 h)", () => {
  it("nothing before 24 h", () => {
    expect(dueReminders(booking, defaults, at(24 * H + 1))).toEqual([]);
  });
  it("24 h reminder from 24 h until 1 h before", () => {
    expect(dueReminders(booking, defaults, at(24 * H))).toEqual([{ offsetMinutes: 1440, type: "reminder24h" }]);
    expect(types(dueReminders(booking, defaults, at(H + 1)))).toEqual(["reminder24h"]);
  });
  it("1 h reminder from 1 h until the start", () => {
    expect(dueReminders(booking, defaults, at(H))).toEqual([{ offsetMinutes: 60, type: "reminder1h" }]);
    expect(types(dueReminders(booking, defaults, at(1)))).toEqual(["reminder1h"]);
    expect(dueReminders(booking, defaults, at(0))).toEqual([]);
  });
  it("skips a reminder that was already due when the booking was made", () => {
    const late = { startsAt: start, createdAt: at(5 * H) };
    expect(dueReminders(late, defaults, at(4 * H))).toEqual([]);
    expect(types(dueReminders(late, defaults, at(30 * 60_000)))).toEqual(["reminder1h"]);
  });
  it("keys change when a booking moves", () => {
    expect(reminderClaimKey(60, "bk_1", start)).not.toBe(reminderClaimKey(60, "bk_1", at(-H)));
  });
  it("the default offsets keep the keys they always had", () => {
    expect(reminderClaimKey(1440, "bk_1", start)).toBe(`reminder24h/bk_1/${start.getTime()}`);
    expect(reminderClaimKey(60, "bk_1", start)).toBe(`reminder1h/bk_1/${start.getTime()}`);
    expect(reminderClaimKey(2880, "bk_1", start)).toBe(`reminder2880m/bk_1/${start.getTime()}`);
  });
  it("a claim key tells its offset and start", () => {
    for (const offset of [1440, 60, 2880, 120, 15]) {
      expect(parseReminderClaimKey(reminderClaimKey(offset, "bk_1", start))).toEqual({ offsetMinutes: offset, startMs: start.getTime() });
    }
    expect(parseReminderClaimKey("evt_1/reviewRequest")).toBeNull();
  });
  it("a claimed reminder is still due only while its booking happens at the claimed time", () => {
    const key = reminderClaimKey(1440, "bk_1", start);
    expect(reminderStillDue(key, { status: "confirmed", startsAt: start })).toBe(true);
    expect(reminderStillDue(key, { status: "pending", startsAt: start })).toBe(true);
    expect(reminderStillDue(key, { status: "cancelled", startsAt: start })).toBe(false);
    expect(reminderStillDue(key, { status: "completed", startsAt: start })).toBe(false);
    expect(reminderStillDue(key, { status: "confirmed", startsAt: at(-H) })).toBe(false);
    expect(reminderStillDue(key, null)).toBe(false);
  });
  it("tells reminders from other notices", () => {
    expect(isReminderType("reminder24h")).toBe(true);
    expect(isReminderType("reminder1h")).toBe(true);
    expect(isReminderType("booking.confirmed")).toBe(false);
    expect(isReminderType("reviewRequest")).toBe(false);
  });
});

describe("reminders at the provider's offsets", () => {
  const chosen = [120, 2880]; // any order: 48 h and 2 h
  it("each from its offset until the next one's", () => {
    expect(dueReminders(booking, chosen, at(48 * H + 1))).toEqual([]);
    expect(dueReminders(booking, chosen, at(48 * H))).toEqual([{ offsetMinutes: 2880, type: "reminder24h" }]);
    expect(dueReminders(booking, chosen, at(2 * H + 1))).toEqual([{ offsetMinutes: 2880, type: "reminder24h" }]);
    expect(dueReminders(booking, chosen, at(2 * H))).toEqual([{ offsetMinutes: 120, type: "reminder24h" }]);
    expect(dueReminders(booking, chosen, at(0))).toEqual([]);
  });
  it("none at all when the provider wants none", () => {
    expect(dueReminders(booking, [], at(H))).toEqual([]);
  });
  it("an hour or so before is the starting-soon reminder", () => {
    expect(reminderTypeOf(90)).toBe("reminder1h");
    expect(reminderTypeOf(15)).toBe("reminder1h");
    expect(reminderTypeOf(91)).toBe("reminder24h");
  });
  it("nothing twice: not at an offset already sent, nor at a longer one after a shorter one went", () => {
    expect(dueReminders(booking, chosen, at(10 * H), [2880])).toEqual([]);
    // The 24 h reminder went; the offsets became 48 h and 2 h: the 48 h one is not sent 20 h before.
    expect(dueReminders(booking, chosen, at(20 * H), [1440])).toEqual([]);
    // The 2 h one still goes: it is later than anything sent.
    expect(dueReminders(booking, chosen, at(2 * H), [1440])).toEqual([{ offsetMinutes: 120, type: "reminder24h" }]);
  });
  it("checks the offsets a provider may choose", () => {
    expect(reminderOffsetsProblem([2880, 1440, 120])).toBeNull();
    expect(reminderOffsetsProblem([])).toBeNull();
    expect(reminderOffsetsProblem([2880, 1440, 120, 60])).toMatch(/at most 3/);
    expect(reminderOffsetsProblem([14])).toMatch(/between 15 minutes and 14 days/);
    expect(reminderOffsetsProblem([20_161])).toMatch(/between 15 minutes and 14 days/);
    expect(reminderOffsetsProblem([60.5])).toMatch(/whole number/);
    expect(reminderOffsetsProblem([60, 60])).toMatch(/once/);
  });
});
