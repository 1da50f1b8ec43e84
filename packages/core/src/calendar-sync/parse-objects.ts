// The busy time of a batch of calendar objects, under one bound on the instances a whole read may
// generate. Pure and synchronous: the worker runs it on a thread of its own (parse-thread.ts),
// never on the event loop that serves jobs and requests.
import { busyRangesOf, CalendarLimitError, CalendarParseError } from "./busy-time";

/** Instances one object may generate (a dense series, or one started long ago, stops there). */
export const MAX_INSTANCES_PER_OBJECT = 5_000;

export interface ParseRequest {
  objects: { href: string; data: string }[];
  /** The window busy time is read over (epoch ms). */
  window: { from: number; to: number };
  /** The provider's zone: floating times, all-day dates, unknown TZIDs. */
  zone: string;
  /** UIDs of the service's own exported bookings: never busy. */
  ignoreUids: string[];
  /** Instances the objects may still generate, all together. */
  instanceBudget: number;
}

export interface ParsedObject {
  href: string;
  /** Busy ranges (epoch ms, merged and sorted); null when the object cannot be read (it blocks nothing). */
  busy: [number, number][] | null;
}

export interface ParseResult {
  objects: ParsedObject[];
  /** Instances generated. */
  instances: number;
  /** The budget ran out before every object was read: the read must fail (busy time would be missing). */
  overBudget: boolean;
}

export function parseObjects(request: ParseRequest): ParseResult {
  const window = { from: new Date(request.window.from), to: new Date(request.window.to) };
  const ignoreUids = new Set(request.ignoreUids);
  const objects: ParsedObject[] = [];
  let instances = 0;
  for (const object of request.objects) {
    const remaining = request.instanceBudget - instances;
    const maxInstances = Math.min(MAX_INSTANCES_PER_OBJECT, remaining);
    if (maxInstances < 1) return { objects, instances, overBudget: true };
    const stats = { instances: 0 };
    try {
      const busy = busyRangesOf(object.data, window, request.zone, { ignoreUids, maxInstances, stats });
      instances += stats.instances;
      objects.push({ href: object.href, busy: busy.map((range) => [range.start.getTime(), range.end.getTime()]) });
    } catch (error) {
      // The object stopped at the read's budget, not its own bound: the read cannot be complete.
      if (error instanceof CalendarLimitError && maxInstances < MAX_INSTANCES_PER_OBJECT) return { objects, instances, overBudget: true };
      if (!(error instanceof CalendarParseError)) throw error;
      // One object that cannot be read (or generates more than its own bound) blocks nothing; the others count.
      instances += error instanceof CalendarLimitError ? maxInstances : stats.instances;
      objects.push({ href: object.href, busy: null });
    }
  }
  return { objects, instances, overBudget: false };
}
