// Processing time: a service cut into segments, `active` (the member works) and `processing` (a
// colour develops, the member is free for another booking that fits wholly inside). The member is
// held over the active segments and the buffers at the ends; the customer, the resources and any
// class session are held for the whole occupied range.
import type { ServiceSegment } from "@booking/db";
import { MINUTE_MS } from "./local-time";

/** At most this many segments per service (a colour, a toner and a gloss: six at most in practice). */
export const MAX_SEGMENTS = 10;

/** What is wrong with `segments` for a service of `duration` minutes (empty: nothing). */
export function segmentProblems(segments: readonly ServiceSegment[], duration: number): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (segments.length === 0) return [{ path: "segments", message: "must list at least one segment" }];
  if (segments.length > MAX_SEGMENTS) problems.push({ path: "segments", message: `must list at most ${MAX_SEGMENTS} segments` });
  if (segments[0]?.kind !== "active") problems.push({ path: "segments.0.kind", message: "must be active: a service starts with work" });
  const last = segments.length - 1;
  if (last > 0 && segments[last]?.kind !== "active") {
    problems.push({ path: `segments.${last}.kind`, message: "must be active: a service ends with work" });
  }
  const total = segments.reduce((sum, s) => sum + s.minutes, 0);
  if (total !== duration) {
    problems.push({ path: "segments", message: `must add up to the duration (${duration} minutes), not ${total}` });
  }
  return problems;
}

/**
 * The processing stretches of `segments`, as minutes after the start [from, until), adjacent ones
 * merged; [] for null (one active stretch) or a service without processing time.
 */
export function processingGaps(segments: readonly ServiceSegment[] | null): [number, number][] {
  const gaps: [number, number][] = [];
  let at = 0;
  for (const segment of segments ?? []) {
    if (segment.kind === "processing") {
      const previous = gaps.at(-1);
      if (previous && previous[1] === at) previous[1] = at + segment.minutes;
      else gaps.push([at, at + segment.minutes]);
    }
    at += segment.minutes;
  }
  return gaps;
}

/**
 * A booking's gaps as the database keeps them: minutes after its occupied_from (the start less the
 * buffer before), flat in pairs [from, until, from, until, …].
 */
export function storedGaps(gaps: readonly (readonly [number, number])[], bufferBeforeMinutes: number): number[] {
  return gaps.flatMap(([from, until]) => [from + bufferBeforeMinutes, until + bufferBeforeMinutes]);
}

/**
 * The stretches [from, until) in ms after a booking's start during which its member is held: from
 * the buffer before to the first gap, between gaps, and from the last gap to the end of the
 * buffer after. One stretch for a service without processing time.
 */
export function memberHeldOffsets(
  durationMinutes: number,
  bufferBeforeMinutes: number,
  bufferAfterMinutes: number,
  gaps: readonly (readonly [number, number])[],
): [number, number][] {
  const held: [number, number][] = [];
  let from = -bufferBeforeMinutes;
  for (const [gapFrom, gapUntil] of gaps) {
    held.push([from * MINUTE_MS, gapFrom * MINUTE_MS]);
    from = gapUntil;
  }
  held.push([from * MINUTE_MS, (durationMinutes + bufferAfterMinutes) * MINUTE_MS]);
  return held;
}

/**
 * Whether a member whose busy stretches are `busy` (sorted by start, never overlapping) is free
 * over every one of `held` (absolute [from, until) in ms, in time order), starting the scan at
 * `first` (the index of the first busy stretch that may reach the first held one). A busy stretch
 * inside a gap between two held ones is no obstacle.
 */
export function freeOver(
  busy: readonly { start: number; end: number }[],
  first: number,
  held: readonly (readonly [number, number])[],
): boolean {
  let next = first;
  for (const [from, until] of held) {
    let stretch = busy[next];
    while (stretch !== undefined && stretch.end <= from) stretch = busy[++next];
    if (stretch !== undefined && stretch.start < until) return false;
  }
  return true;
}
