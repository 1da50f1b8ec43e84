import { describe, expect, it } from "vitest";
import { dueReminders, isReminderType, reminderClaimKey, reminderStillDue } from "./reminders";

const H = 3_600_000;
const start = new Date("2026-12-01T10:00:00Z");
const created = new Date("2026-11-20T10:00:00Z");
const at = (msBefore: number) => new Date(start.getTime() - msBefore);

describe("reminder due times", () => {
  it("nothing before 24 h", () => {
    expect(dueReminders({ startsAt: start, createdAt: created }, at(24 * H + 1))).toEqual([]);
  });
  it("24 h reminder from 24 h until 1 h before", () => {
    expect(dueReminders({ startsAt: start, createdAt: created }, at(24 * H))).toEqual(["reminder24h"]);
    expect(dueReminders({ startsAt: start, createdAt: created }, at(H + 1))).toEqual(["reminder24h"]);
  });
  it("1 h reminder from 1 h until the start", () => {
    expect(dueReminders({ startsAt: start, createdAt: created }, at(H))).toEqual(["reminder1h"]);
    expect(dueReminders({ startsAt: start, createdAt: created }, at(1))).toEqual(["reminder1h"]);
    expect(dueReminders({ startsAt: start, createdAt: created }, at(0))).toEqual([]);
  });
  it("skips a reminder that was already due when the booking was made", () => {
    const late = at(5 * H);
    expect(dueReminders({ startsAt: start, createdAt: late }, at(4 * H))).toEqual([]);
    expect(dueReminders({ startsAt: start, createdAt: late }, at(30 * 60_000))).toEqual(["reminder1h"]);
  });
  it("keys change when a booking moves", () => {
    expect(reminderClaimKey("reminder1h", "bk_1", start)).not.toBe(reminderClaimKey("reminder1h", "bk_1", at(-H)));
  });
  it("a claimed reminder is still due only while its booking happens at the claimed time", () => {
    const key = reminderClaimKey("reminder24h", "bk_1", start);
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
