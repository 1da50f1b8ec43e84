import { describe, expect, it } from "vitest";
import {
  clockOf,
  columnAt,
  dropAt,
  gridHours,
  lanesOf,
  minutesInto,
  nudge,
  placement,
  segmentsOf,
  snap,
  workingSpans,
  type GridGeometry,
  type ScheduleSlot,
} from "./calendar-layout";

describe("minutes into a column's day", () => {
  it("reads an instant on the salon's clock, relative to the column's date", () => {
    // 09:30 UTC is 10:30 in Berlin in winter.
    expect(minutesInto("2026-12-01", "2026-12-01T09:30:00.000Z", "Europe/Berlin")).toBe(10 * 60 + 30);
    // 23:30 UTC on the 1st is 00:30 on the 2nd in Berlin: past the end of the 1st's day.
    expect(minutesInto("2026-12-01", "2026-12-01T23:30:00.000Z", "Europe/Berlin")).toBe(24 * 60 + 30);
    expect(minutesInto("2026-12-02", "2026-12-01T22:30:00.000Z", "Europe/Berlin")).toBe(-30);
    // New York, the day the clocks go back: 10:00 local is 15:00 UTC.
    expect(minutesInto("2026-11-01", "2026-11-01T15:00:00.000Z", "America/New_York")).toBe(600);
  });

  it("writes minutes as a local clock time", () => {
    expect(clockOf(545)).toBe("09:05");
    expect(clockOf(0)).toBe("00:00");
    expect(clockOf(24 * 60 + 10)).toBe("23:59");
  });
});

describe("the hours the grid shows", () => {
  it("spans whole hours around working hours and bookings", () => {
    expect(
      gridHours([
        { start: 9 * 60, end: 18 * 60 },
        { start: 8 * 60 + 30, end: 9 * 60 + 15 },
      ]),
    ).toEqual({ start: 8 * 60, end: 18 * 60 });
    expect(gridHours([{ start: 10 * 60 + 10, end: 10 * 60 + 20 }])).toEqual({ start: 600, end: 660 });
    expect(gridHours([{ start: 22 * 60, end: 25 * 60 }])).toEqual({ start: 22 * 60, end: 24 * 60 });
  });

  it("falls back to 08:00–18:00 when there is nothing to show", () => {
    expect(gridHours([])).toEqual({ start: 480, end: 1080 });
  });

  it("places a span as fractions of the hours shown, cut at their edges", () => {
    expect(placement({ start: 600, end: 660 }, { start: 480, end: 1080 })).toEqual({ top: 0.2, height: 0.1 });
    expect(placement({ start: 420, end: 540 }, { start: 480, end: 1080 })).toEqual({ top: 0, height: 0.1 });
  });
});

describe("working spans", () => {
  const slot = (time: string, flags: Partial<ScheduleSlot> = {}): ScheduleSlot => ({
    dateTime: `2026-12-01T${time}:00.000Z`,
    break: false,
    closed: false,
    timeOff: false,
    ...flags,
  });

  it("joins working slots and leaves out breaks and time off, on the salon's clock", () => {
    const slots = [
      slot("08:00"),
      slot("08:30"),
      slot("09:00", { break: true }),
      slot("09:30"),
      slot("10:00", { timeOff: true }),
      slot("10:30"),
    ];
    expect(workingSpans("2026-12-01", slots, 30, "Europe/Berlin")).toEqual([
      { start: 540, end: 600 },
      { start: 630, end: 660 },
      { start: 690, end: 720 },
    ]);
  });

  it("has none on a closure", () => {
    expect(workingSpans("2026-12-01", [slot("08:00", { closed: true })], 30, "UTC")).toEqual([]);
  });
});

describe("lanes of overlapping bookings", () => {
  it("puts overlapping bookings side by side and lone ones full width", () => {
    const lanes = lanesOf([
      { id: "a", start: 540, end: 600 },
      { id: "b", start: 570, end: 630 },
      { id: "c", start: 600, end: 660 },
      { id: "d", start: 700, end: 760 },
    ]);
    expect(Object.fromEntries(lanes)).toEqual({
      a: { lane: 0, lanes: 2 },
      b: { lane: 1, lanes: 2 },
      // c starts where a ends: a's lane is free again.
      c: { lane: 0, lanes: 2 },
      d: { lane: 0, lanes: 1 },
    });
  });

  it("gives three at once three lanes", () => {
    const lanes = lanesOf([
      { id: "x", start: 600, end: 660 },
      { id: "y", start: 600, end: 660 },
      { id: "z", start: 610, end: 620 },
    ]);
    expect([...lanes.values()].map((l) => l.lanes)).toEqual([3, 3, 3]);
    expect(new Set([...lanes.values()].map((l) => l.lane))).toEqual(new Set([0, 1, 2]));
  });
});

describe("dropping a dragged booking", () => {
  // Two columns of 200 px after a 60 px gutter; 08:00–18:00 over 600 px (1 px a minute), from y = 100.
  const grid: GridGeometry = {
    columns: [
      { left: 60, right: 260 },
      { left: 260, right: 460 },
    ],
    top: 100,
    pixelsPerMinute: 1,
    hours: { start: 480, end: 1080 },
  };

  it("lands in the column under the pointer, snapped to 5 minutes, keeping where it was held", () => {
    // Pointer at 11:02 in the second column, held 10 minutes below the booking's start: 10:52 → 10:50.
    expect(dropAt(grid, 300, 100 + 182, 10, 60)).toEqual({ column: 1, start: 650 });
    // 11:03 → 11:05.
    expect(dropAt(grid, 100, 100 + 183, 0, 60)).toEqual({ column: 0, start: 665 });
  });

  it("stays within the columns and the hours shown", () => {
    expect(dropAt(grid, 10, 50, 0, 60).column).toBe(0);
    expect(dropAt(grid, 900, 100, 0, 60).column).toBe(1);
    expect(dropAt(grid, 100, 0, 0, 60).start).toBe(480);
    // A 60-minute booking dropped at the bottom starts at 17:00, ending at 18:00.
    expect(dropAt(grid, 100, 2000, 0, 60).start).toBe(1020);
  });

  it("finds the column under a point, else the nearest", () => {
    expect(columnAt(259, grid.columns)).toBe(0);
    expect(columnAt(260, grid.columns)).toBe(1);
    expect(columnAt(-5, grid.columns)).toBe(0);
    expect(snap(12)).toBe(10);
    expect(snap(13)).toBe(15);
  });
});

describe("moving by keyboard", () => {
  it("moves 5 minutes up and down, an hour by page, and a column left and right, within bounds", () => {
    const at = { column: 0, start: 600 };
    expect(nudge(at, "ArrowDown", 2, 60)).toEqual({ column: 0, start: 605 });
    expect(nudge(at, "ArrowUp", 2, 60)).toEqual({ column: 0, start: 595 });
    expect(nudge(at, "PageDown", 2, 60)).toEqual({ column: 0, start: 660 });
    expect(nudge(at, "ArrowRight", 2, 60)).toEqual({ column: 1, start: 600 });
    expect(nudge({ column: 1, start: 600 }, "ArrowRight", 2, 60)).toEqual({ column: 1, start: 600 });
    expect(nudge(at, "ArrowLeft", 2, 60)).toEqual({ column: 0, start: 600 });
    expect(nudge({ column: 0, start: 0 }, "ArrowUp", 2, 60).start).toBe(0);
    expect(nudge({ column: 0, start: 1380 }, "ArrowDown", 2, 60).start).toBe(1380);
  });
});

describe("a booking's segments", () => {
  it("is one active segment from start to end", () => {
    expect(segmentsOf({ start: 600, end: 660 })).toEqual([{ kind: "active", start: 600, end: 660 }]);
  });
});
