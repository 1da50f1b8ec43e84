// How much of an availability answer is sent. A month of a large salon on a fine grid is thousands
// of start times, and listing every free member at each would run to tens of megabytes: one such
// request must not cost the service (and the other tenants waiting behind it) that much. So an
// answer is held to AVAILABILITY_MAX_BYTES of JSON: the free members are listed only while they fit
// (else left out, and the answer says so), and days are listed only while they fit (else the answer
// stops early and names the date to ask again from). The sizes are counted from the shapes, not by
// serialising: every instant is written as 24 characters (2026-11-23T08:00:00.000Z).

/** The most JSON an availability answer may hold. */
export const AVAILABILITY_MAX_BYTES = 512 * 1024;

/** What the sizes are counted from: each day's date and its slots' member ids. */
interface DayOfSlots {
  slots: readonly {
    staffIds: readonly string[];
    seatsLeft?: number;
    /** A visit's items, each with its service and members. */
    items?: readonly { serviceId: string; staffIds: readonly string[] }[];
  }[];
}

/** Envelope, service id, zone and the two optional notes, with room to spare. */
const ENVELOPE_BYTES = 400;
/** `{"date":"2026-11-23","slots":[]},` */
const DAY_BYTES = 33;
/** `{"start":"…24…","end":"…24…"},` */
const SLOT_BYTES = 69;
/** `,"staffIds":[]` */
const STAFF_LIST_BYTES = 14;
/** `,"seatsLeft":500` (class services) */
const SEATS_BYTES = 16;
/** `,"items":[]` (visits) */
const ITEMS_BYTES = 11;
/** `{"serviceId":"","start":"…24…","end":"…24…"},` and the service id */
const ITEM_BYTES = 85;

/** `,"staffIds":["…","…"]` */
function staffListBytes(staffIds: readonly string[]): number {
  let size = STAFF_LIST_BYTES;
  for (const id of staffIds) size += id.length + 3;
  return size;
}

/** The number of days to list and whether to list the free members, so the answer fits `maxBytes`. */
export function boundAvailability(
  days: readonly DayOfSlots[],
  options: { showStaff: boolean; maxBytes: number },
): { days: number; staffIds: boolean } {
  let plain = ENVELOPE_BYTES;
  let staff = 0;
  const plainByDay: number[] = [];
  for (const day of days) {
    let size = DAY_BYTES + day.slots.length * SLOT_BYTES;
    for (const slot of day.slots) {
      if (slot.seatsLeft !== undefined) size += SEATS_BYTES;
      if (slot.items) {
        size += ITEMS_BYTES;
        for (const item of slot.items) size += ITEM_BYTES + item.serviceId.length;
      }
    }
    plainByDay.push(size);
    plain += size;
    if (options.showStaff) {
      for (const slot of day.slots) {
        staff += staffListBytes(slot.staffIds);
        for (const item of slot.items ?? []) staff += staffListBytes(item.staffIds);
      }
    }
  }
  if (options.showStaff && plain + staff <= options.maxBytes) return { days: days.length, staffIds: true };
  if (plain <= options.maxBytes) return { days: days.length, staffIds: false };
  // Even without members the days do not fit: as many whole days as do (always the first).
  let total = ENVELOPE_BYTES;
  let count = 0;
  for (const size of plainByDay) {
    if (count > 0 && total + size > options.maxBytes) break;
    total += size;
    count++;
  }
  return { days: count, staffIds: false };
}
