// What a member's day holds besides bookings, read from their schedule's slots: whether the salon
// is closed (a closure covers the date), their breaks, and when their own calendars show them busy
// (calendar sync), as spans of consecutive slots. Plain, so the day and week views share one reading.

/** The part of a schedule slot these marks read. */
export interface MarkedSlot {
  dateTime: string;
  break: boolean;
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
  /** The breaks of the working day. */
  breaks: Span[];
  /** When the member's own calendars show them busy. */
  busy: Span[];
}

/** The slots that `marked` picks, consecutive ones joined into one span (a slot not picked, or a gap, splits). */
function spansOf(slots: readonly MarkedSlot[], marked: (slot: MarkedSlot) => boolean, slotMinutes: number): Span[] {
  const slotMs = slotMinutes * 60_000;
  const spans: { start: number; end: number }[] = [];
  let joining = false;
  for (const slot of slots) {
    if (!marked(slot)) {
      joining = false;
      continue;
    }
    const start = new Date(slot.dateTime).getTime();
    const last = spans[spans.length - 1];
    if (joining && last && last.end === start) last.end = start + slotMs;
    else spans.push({ start, end: start + slotMs });
    joining = true;
  }
  return spans.map((span) => ({ start: new Date(span.start).toISOString(), end: new Date(span.end).toISOString() }));
}

export function dayMarks(slots: readonly MarkedSlot[], slotMinutes: number): DayMarks {
  return {
    closed: slots.length > 0 && slots.every((slot) => slot.closed),
    breaks: spansOf(slots, (slot) => slot.break, slotMinutes),
    busy: spansOf(slots, (slot) => slot.busy, slotMinutes),
  };
}
