// A service's processing time in the form: the sum as typed, the work – processing – work split, and
// the service's refusal of the segments in the member's words.
import type { ErrorInfo } from "@booking/client";
import { describe, expect, it } from "vitest";
import { translator } from "../i18n/translate";
import {
  isClass,
  isPlain,
  linesOfSegments,
  processingMinutes,
  segmentProblemWords,
  segmentsOfLines,
  segmentSum,
  workProcessingWork,
  type Segment,
} from "./segments";

const refusal = (details: ErrorInfo["details"]): ErrorInfo => ({ code: "BAD_REQUEST", message: "Invalid input", status: 400, details });
const SENT: { duration: number; segments: Segment[] } = {
  duration: 90,
  segments: [
    { kind: "active", minutes: 30 },
    { kind: "processing", minutes: 30 },
    { kind: "active", minutes: 20 },
  ],
};

describe("the segments' sum", () => {
  it("adds the minutes typed, a line not yet a number counting nothing", () => {
    expect(segmentSum(linesOfSegments(SENT.segments))).toBe(80);
    expect(
      segmentSum([
        { kind: "active", minutes: "30" },
        { kind: "processing", minutes: "" },
        { kind: "active", minutes: "x" },
      ]),
    ).toBe(30);
  });

  it("counts the processing minutes of a service (none for one of work)", () => {
    expect(processingMinutes(SENT.segments)).toBe(30);
    expect(processingMinutes([{ kind: "active", minutes: 60 }])).toBe(0);
  });

  it("sends the lines as numbers, and reads a service's segments back", () => {
    expect(segmentsOfLines(linesOfSegments(SENT.segments))).toEqual(SENT.segments);
  });

  it("knows a service without processing time (one line of work) and a class", () => {
    expect(isPlain([{ kind: "active", minutes: "45" }])).toBe(true);
    expect(isPlain([{ kind: "processing", minutes: "45" }])).toBe(false);
    expect(isPlain(linesOfSegments(SENT.segments))).toBe(false);
    expect(isClass("1", "open")).toBe(false);
    expect(isClass("8", "open")).toBe(true);
    expect(isClass("1", "published")).toBe(true);
  });
});

describe("work – processing – work", () => {
  it("cuts the duration in thirds rounded to 5 minutes, the last work taking the rest", () => {
    const minutes = (d: number) => workProcessingWork(d)?.map((line) => `${line.kind}:${line.minutes}`);
    expect(minutes(90)).toEqual(["active:30", "processing:30", "active:30"]);
    expect(minutes(60)).toEqual(["active:20", "processing:20", "active:20"]);
    expect(minutes(100)).toEqual(["active:35", "processing:35", "active:30"]);
    expect(minutes(50)).toEqual(["active:15", "processing:15", "active:20"]);
    expect(minutes(15)).toEqual(["active:5", "processing:5", "active:5"]);
  });

  it("adds up to the duration every time", () => {
    for (let duration = 15; duration <= 1440; duration += 5) {
      const lines = workProcessingWork(duration);
      expect(lines && segmentSum(lines), `${duration}`).toBe(duration);
      expect(lines?.every((line) => Number(line.minutes) >= 1)).toBe(true);
    }
  });

  it("offers nothing for a duration too short to cut, or not a number", () => {
    expect(workProcessingWork(10)).toBeNull();
    expect(workProcessingWork(Number.NaN)).toBeNull();
  });
});

describe("the service's refusal of the segments in words", () => {
  const en = translator("en").t;
  const de = translator("de").t;

  it("says the sum against the duration as the service counts them", () => {
    const info = refusal([{ path: "segments", message: "must add up to the duration (90 minutes), not 80" }]);
    expect(segmentProblemWords(info, SENT, en)).toEqual(["The segments add up to 80 minutes, but the service lasts 90."]);
    expect(segmentProblemWords(info, SENT, de)).toEqual(["Die Abschnitte ergeben 80 Minuten, die Leistung dauert aber 90."]);
  });

  it("takes the numbers sent when the service's words carry none", () => {
    expect(segmentProblemWords(refusal([{ path: "segments", message: "must add up" }]), SENT, en)).toEqual([
      "The segments add up to 80 minutes, but the service lasts 90.",
    ]);
  });

  it("names a first or last segment that is not work, each problem once", () => {
    const info = refusal([
      { path: "segments.0.kind", message: "must be active: a service starts with work" },
      { path: "segments.2.kind", message: "must be active: a service ends with work" },
      { path: "segments.2.kind", message: "must be active: a service ends with work" },
    ]);
    expect(segmentProblemWords(info, SENT, en)).toEqual([
      "The first segment must be work (Active): a service starts with work.",
      "The last segment must be work (Active): a service ends with work.",
    ]);
  });

  it("names a segment's minutes or kind by its number, too many and none", () => {
    const info = refusal([
      { path: "segments.1.minutes", message: "must be at least 1 minute" },
      { path: "segments.3.kind", message: "must be one of active, processing" },
      { path: "segments", message: "must list at most 10 segments" },
      { path: "segments", message: "must list at least one segment" },
    ]);
    expect(segmentProblemWords(info, SENT, en)).toEqual([
      "Segment 2: the minutes must be a whole number from 1 to 1440.",
      "Segment 4: choose Active or Processing.",
      "At most 10 segments.",
      "List at least one segment.",
    ]);
  });

  it("leaves any other refusal to the usual words", () => {
    expect(segmentProblemWords(refusal([{ path: "name", message: "must not be empty" }]), SENT, en)).toEqual([]);
    expect(segmentProblemWords({ code: "NETWORK", message: "fetch failed", status: undefined, details: [] }, SENT, en)).toEqual([]);
  });
});
