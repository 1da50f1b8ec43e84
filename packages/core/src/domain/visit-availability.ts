// The start times of a visit (several services back to back): the first item's starts on the
// grid, kept where every later item, at its offset after the start (visits.ts), has a member free
// for it. Each item is answered alone by the availability engine (the first on the provider's
// grid, later ones on a grid of every minute, since they start where the one before ends, tried
// only at the starts the first item's put them at); this only lines them up. Members may differ from item to item, so no member is bound across items.
import { addDays, MINUTE_MS } from "./local-time";
import type { ServiceDay, ServiceSlot } from "./availability";

/** The grid later items are asked on: they start where the item before ends, so every whole minute is tried. */
export const LATER_ITEM_SLOT_MINUTES = 1;

/**
 * The last date to ask later items for, when the visit's starts are asked up to `to`: an item can
 * start days after the visit does (five long services back to back).
 */
export function laterItemsTo(to: string, offsets: readonly number[]): string {
  return addDays(to, Math.ceil(Math.max(0, ...offsets) / (1440 * MINUTE_MS)) + 1);
}

/** One item of a visit with its availability asked alone. */
export interface VisitItemDays {
  serviceId: string;
  /** The item's start after the visit's start (ms): 0 for the first. */
  offset: number;
  durationMinutes: number;
  /**
   * The item's starts alone: the first item's over the dates asked, on the grid; a later item's on
   * a grid of every minute over dates reaching every start the visit can put it at.
   */
  days: readonly ServiceDay[];
}

/** One item of a visit at one start. */
export interface VisitItemSlot {
  serviceId: string;
  start: number;
  end: number;
  /** Members free for this item at its start. */
  staffIds: string[];
}

/** A visit's start: `end` is the last item's, `staffIds` the members free for the first item. */
export interface VisitSlot extends ServiceSlot {
  items: VisitItemSlot[];
}

export interface VisitDay {
  date: string;
  slots: VisitSlot[];
}

/**
 * Every start of the first item (per its dates) at which each later item has a free member at
 * start + its offset, with each item's start, end and free members.
 */
export function visitAvailability(items: readonly VisitItemDays[]): VisitDay[] {
  const [first, ...later] = items;
  if (!first) return [];
  // Each later item's starts by instant: a visit's start asks each of them once.
  const laterStarts = later.map((item) => {
    const byStart = new Map<number, string[]>();
    for (const day of item.days) for (const slot of day.slots) byStart.set(slot.start, slot.staffIds);
    return byStart;
  });
  return first.days.map((day) => {
    const slots: VisitSlot[] = [];
    for (const slot of day.slots) {
      const visitItems: VisitItemSlot[] = [{ serviceId: first.serviceId, start: slot.start, end: slot.end, staffIds: slot.staffIds }];
      for (const [i, item] of later.entries()) {
        const start = slot.start + item.offset;
        const staffIds = laterStarts[i]?.get(start);
        if (!staffIds) break;
        visitItems.push({ serviceId: item.serviceId, start, end: start + item.durationMinutes * MINUTE_MS, staffIds });
      }
      if (visitItems.length < items.length) continue;
      const end = visitItems[visitItems.length - 1]?.end ?? slot.end;
      slots.push({ start: slot.start, end, staffIds: slot.staffIds, items: visitItems });
    }
    return { date: day.date, slots };
  });
}
