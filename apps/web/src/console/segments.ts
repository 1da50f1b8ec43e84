// A service's processing time as the service form holds it: segments of work ("active", the member
// works) and processing (a colour develops, the member is free for someone else), their sum against
// the duration, the "work – processing – work" split, and the service's refusal of them (its 400
// naming `segments` or `segments.N.kind`) in the member's words.
import type { ErrorInfo } from "@booking/client";
import type { Translate } from "../common/words";

export type SegmentKind = "active" | "processing";

/** One segment as the service sends and takes it. */
export interface Segment {
  kind: SegmentKind;
  minutes: number;
}

/** One segment as the form holds it (minutes as typed). */
export interface SegmentLine {
  kind: SegmentKind;
  minutes: string;
}

/** Segments a service may have (the service refuses more). */
export const MAX_SEGMENTS = 10;

/** The preset rounds each part to this many minutes. */
const PRESET_STEP = 5;

export const linesOfSegments = (segments: readonly Segment[]): SegmentLine[] =>
  segments.map((s) => ({ kind: s.kind, minutes: String(s.minutes) }));

/** What the form sends: minutes as numbers (what is not a number goes as it is, for the service to refuse). */
export const segmentsOfLines = (lines: readonly SegmentLine[]): Segment[] =>
  lines.map((line) => ({ kind: line.kind, minutes: Number(line.minutes) }));

/** The minutes the lines add up to (a line not yet a number counts nothing). */
export function segmentSum(lines: readonly SegmentLine[]): number {
  return lines.reduce((sum, line) => {
    const minutes = Number(line.minutes);
    return sum + (line.minutes.trim() !== "" && Number.isFinite(minutes) ? minutes : 0);
  }, 0);
}

/** The minutes of processing a service has (0: none). */
export const processingMinutes = (segments: readonly Segment[]): number =>
  segments.filter((s) => s.kind === "processing").reduce((sum, s) => sum + s.minutes, 0);

/** A service without processing time: one active segment of its duration. */
export const plainSegments = (duration: string): SegmentLine[] => [{ kind: "active", minutes: duration }];

/** Whether the form's lines are a service without processing time (one line of work: it follows the duration). */
export const isPlain = (lines: readonly SegmentLine[]) => lines.length <= 1 && lines.every((line) => line.kind === "active");

/**
 * Work – processing – work: a third each, rounded to 5 minutes, the last work taking what is left.
 * Null when the duration is too short to cut in three (under 15 minutes) or not a number.
 */
export function workProcessingWork(duration: number): SegmentLine[] | null {
  if (!Number.isInteger(duration) || duration < 3 * PRESET_STEP) return null;
  const third = Math.max(PRESET_STEP, Math.round(duration / 3 / PRESET_STEP) * PRESET_STEP);
  const last = duration - 2 * third;
  if (last < 1) return null;
  return [
    { kind: "active", minutes: String(third) },
    { kind: "processing", minutes: String(third) },
    { kind: "active", minutes: String(last) },
  ];
}

/** Class services (more than one seat, or published sessions only) have no processing time. */
export const isClass = (capacity: string, sessions: "open" | "published") => Number(capacity) > 1 || sessions === "published";

/**
 * The service's refusal of the segments in words, one sentence per problem it names (each once):
 * the sum against the duration (its numbers as the service says them, else as sent), a first or
 * last segment that is not work, too many or none, a segment's minutes or kind. Empty when the
 * refusal names no segment.
 */
export function segmentProblemWords(info: ErrorInfo, sent: { duration: number; segments: readonly Segment[] }, t: Translate): string[] {
  const sentences = info.details.flatMap((detail) => {
    const path = detail.path;
    if (path === "segments") {
      const sum = /\((\d+) minutes\), not (\d+)/.exec(detail.message);
      if (sum || /add up/.test(detail.message)) {
        return [
          t("console.segments.problem.sum", {
            duration: sum ? Number(sum[1]) : sent.duration,
            sum: sum ? Number(sum[2]) : sent.segments.reduce((total, s) => total + s.minutes, 0),
          }),
        ];
      }
      if (/at most/.test(detail.message)) return [t("console.segments.problem.tooMany", { max: MAX_SEGMENTS })];
      if (/at least/.test(detail.message)) return [t("console.segments.problem.none")];
      return [t("console.segments.problem.other")];
    }
    const line = /^segments\.(\d+)\.(kind|minutes)$/.exec(path);
    if (line) {
      const index = Number(line[1]);
      if (line[2] === "kind" && /must be active/.test(detail.message)) {
        return [t(index === 0 ? "console.segments.problem.firstActive" : "console.segments.problem.lastActive")];
      }
      return [t(line[2] === "kind" ? "console.segments.problem.kind" : "console.segments.problem.minutes", { n: index + 1 })];
    }
    return path.startsWith("segments") ? [t("console.segments.problem.other")] : [];
  });
  return [...new Set(sentences)];
}
