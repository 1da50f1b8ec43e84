// A visit: several services booked back to back for one customer (a cut, then a colour). Each
// item starts where the one before it ends, the buffers between them kept: the previous
// service's buffer after, then this one's buffer before, so their occupied ranges touch.
import { MINUTE_MS } from "./local-time";

/** A visit holds 1 to this many services. */
export const MAX_VISIT_ITEMS = 5;

/** What placing a visit's items needs of each service. */
export interface VisitService {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
}

/** Each item's start after the visit's start (ms), in order: 0 for the first. */
export function visitItemOffsets(services: readonly VisitService[]): number[] {
  const offsets: number[] = [];
  let at = 0;
  services.forEach((service, i) => {
    const previous = services[i - 1];
    if (previous) at += (previous.durationMinutes + previous.bufferAfterMinutes + service.bufferBeforeMinutes) * MINUTE_MS;
    offsets.push(at);
  });
  return offsets;
}

/** When a visit starting at `start` (epoch ms) ends: its last item's end (buffers after it aside). */
export function visitEnd(services: readonly VisitService[], start: number): number {
  const offsets = visitItemOffsets(services);
  const last = services.length - 1;
  return start + (offsets[last] ?? 0) + (services[last]?.durationMinutes ?? 0) * MINUTE_MS;
}
