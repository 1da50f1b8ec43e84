import { describe, expect, it } from "vitest";
import { dayMarks, type MarkedSlot } from "./day-marks";

const slot = (time: string, flags: Partial<MarkedSlot> = {}): MarkedSlot => ({
  dateTime: `2026-12-01T${time}:00.000Z`,
  break: false,
  busy: false,
  closed: false,
  ...flags,
});

describe("a day's marks", () => {
  it("joins consecutive busy slots into one span, and splits spans at a gap", () => {
    const slots = [
      slot("08:00"),
      slot("08:30", { busy: true }),
      slot("09:00", { busy: true }),
      slot("09:30"),
      // 10:00-10:30 is a break: no slot.
      slot("10:30", { busy: true }),
      slot("12:00", { busy: true }),
    ];
    expect(dayMarks(slots, 30).busy).toEqual([
      { start: "2026-12-01T08:30:00.000Z", end: "2026-12-01T09:30:00.000Z" },
      { start: "2026-12-01T10:30:00.000Z", end: "2026-12-01T11:00:00.000Z" },
      { start: "2026-12-01T12:00:00.000Z", end: "2026-12-01T12:30:00.000Z" },
    ]);
  });

  it("joins a break's slots into one span", () => {
    const slots = [
      slot("08:00"),
      slot("08:30", { break: true }),
      slot("09:00", { break: true }),
      slot("09:30"),
      slot("12:00", { break: true }),
    ];
    expect(dayMarks(slots, 30).breaks).toEqual([
      { start: "2026-12-01T08:30:00.000Z", end: "2026-12-01T09:30:00.000Z" },
      { start: "2026-12-01T12:00:00.000Z", end: "2026-12-01T12:30:00.000Z" },
    ]);
    expect(dayMarks([slot("08:00"), slot("08:30")], 30).breaks).toEqual([]);
  });

  it("says closed only when a closure covers every slot of a working day", () => {
    expect(dayMarks([slot("08:00", { closed: true }), slot("08:30", { closed: true })], 30).closed).toBe(true);
    expect(dayMarks([slot("08:00", { closed: true }), slot("08:30")], 30).closed).toBe(false);
    // A day not worked has no slots: not worked, rather than closed.
    expect(dayMarks([], 30)).toEqual({ closed: false, breaks: [], busy: [] });
  });
});
