import { describe, expect, it } from "vitest";
import { freeOver, memberHeldOffsets, processingGaps, segmentProblems, storedGaps } from "./processing-time";

const active = (minutes: number) => ({ kind: "active" as const, minutes });
const processing = (minutes: number) => ({ kind: "processing" as const, minutes });
const MIN = 60_000;

describe("segments of a service", () => {
  it("accepts work, processing and work adding up to the duration", () => {
    expect(segmentProblems([active(30), processing(30), active(30)], 90)).toEqual([]);
    expect(segmentProblems([active(45)], 45)).toEqual([]);
  });

  it("names segments that do not add up, or start or end with processing", () => {
    expect(segmentProblems([active(30), processing(30), active(20)], 90)).toEqual([
      { path: "segments", message: "must add up to the duration (90 minutes), not 80" },
    ]);
    expect(segmentProblems([processing(30), active(60)], 90).map((p) => p.path)).toEqual(["segments.0.kind"]);
    expect(segmentProblems([active(60), processing(30)], 90).map((p) => p.path)).toEqual(["segments.1.kind"]);
    expect(segmentProblems([], 90).map((p) => p.path)).toEqual(["segments"]);
    expect(
      segmentProblems(
        Array.from({ length: 11 }, () => active(1)),
        11,
      ).map((p) => p.message),
    ).toEqual(["must list at most 10 segments"]);
  });
});

describe("processing gaps", () => {
  it("lists the processing stretches after the start, adjacent ones merged", () => {
    expect(processingGaps(null)).toEqual([]);
    expect(processingGaps([active(30), processing(20), processing(10), active(15), processing(5), active(10)])).toEqual([
      [30, 60],
      [75, 80],
    ]);
  });

  it("keeps them on the booking from its occupied start (the buffer before added)", () => {
    expect(storedGaps([[30, 60]], 10)).toEqual([40, 70]);
    expect(storedGaps([], 10)).toEqual([]);
  });

  it("holds the member from the buffer before to the first gap, between gaps, and from the last gap through the buffer after", () => {
    expect(memberHeldOffsets(90, 10, 5, [])).toEqual([[-10 * MIN, 95 * MIN]]);
    expect(memberHeldOffsets(90, 10, 5, [[30, 60]])).toEqual([
      [-10 * MIN, 30 * MIN],
      [60 * MIN, 95 * MIN],
    ]);
  });
});

describe("free over held stretches", () => {
  const busy = [
    { start: 40 * MIN, end: 50 * MIN }, // inside the gap of a colour at 0
    { start: 200 * MIN, end: 210 * MIN },
  ];
  const colourAt = (start: number) => memberHeldOffsets(90, 0, 0, [[30, 60]]).map(([a, b]) => [start + a, start + b] as const);

  it("lets a booking sit inside a gap, and not across the work around it", () => {
    expect(freeOver(busy, 0, colourAt(0))).toBe(true);
    expect(freeOver(busy, 0, colourAt(15 * MIN))).toBe(false); // its first work (15-45) meets 40-50
    expect(freeOver(busy, 0, colourAt(-15 * MIN))).toBe(false); // its last work (45-75) meets 40-50
    expect(freeOver(busy, 0, colourAt(150 * MIN))).toBe(true); // 200-210 lies in its gap (180-210)
    expect(freeOver(busy, 0, colourAt(175 * MIN))).toBe(false); // its first work (175-205) meets 200-210
  });
});
