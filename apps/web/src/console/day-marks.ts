// What a member's day holds besides bookings, read from their schedule's slots: whether the salon
// is closed (a closure covers the date), and when their own calendars show them busy (calendar
// sync), as spans of consecutive slots. Plain, so the day and week views share one reading.

/** The part of a schedule slot these marks read. */
export interface MarkedSlot {
  dateTime: string;
  busy: boolean;
  closed: boolean;
}

export interface Span {
  start: string;
  end: string;
}

export interface DayMarks {
  /** Every slot of the day falls on a closure. */
  closed: boolean;
  /** When the member's own calendars show them busy: consecutive busy slots joined, a break between them splits. */
  busy: Span[];
}

export function dayMarks(slots: readonly MarkedSlot[], slotMinutes: number): DayMarks {
  const busy: Span[] = [];
  const slotMs = slotMinutes * 60_000;
  for (const slot of slots) {
    if (!slot.busy) continue;
    const start = new Date(slot.dateTime).getTime();
    const last = busy[busy.length - 1];
    const end = new Date(start + slotMs).toISOString();
    if (last && new Date(last.end).getTime() === start) last.end = end;
    else busy.push({ start: new Date(start).toISOString(), end });
  }
  return { closed: slots.length > 0 && slots.every((slot) => slot.closed), busy };
}
