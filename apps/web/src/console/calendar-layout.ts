// The salon calendar's geometry, plain so that it is tested without a browser: where a booking
// sits in the time grid (minutes since the local midnight of its column's date, in the salon's
// zone), side-by-side lanes for bookings that overlap in one column, the hours the grid spans, the
// member's working spans read from their schedule, and where a dragged booking lands (its column
// and its start, snapped to 5 minutes) or where a keyboard nudge takes it.

/** Drags and keyboard moves land on multiples of this many minutes. */
export const SNAP_MINUTES = 5;
const DAY_MINUTES = 24 * 60;

const parts = new Map<string, Intl.DateTimeFormat>();
function partsIn(zone: string): Intl.DateTimeFormat {
  let format = parts.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    parts.set(zone, format);
  }
  return format;
}

/**
 * Minutes from the local midnight of `date` (YYYY-MM-DD) to `instant`, on the clock of `zone`:
 * negative before that day, 1440 or more after it.
 */
export function minutesInto(date: string, instant: string, zone: string): number {
  const found = partsIn(zone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => found.find((p) => p.type === type)?.value ?? "00";
  const local = `${part("year")}-${part("month")}-${part("day")}`;
  const days = Math.round((Date.parse(`${local}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);
  return days * DAY_MINUTES + Number(part("hour")) * 60 + Number(part("minute"));
}

/** "09:05" for 545 minutes: a local time to send with a date (localTimeToInstant). */
export function clockOf(minutes: number): string {
  const m = Math.max(0, Math.min(DAY_MINUTES - 1, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** A stretch of one column's day, in minutes since its local midnight. */
export interface MinuteSpan {
  start: number;
  end: number;
}

/**
 * The hours the grid shows: whole hours around every span given (working hours and bookings),
 * within the day; `fallback` (08:00–18:00) when there is nothing to show.
 */
export function gridHours(spans: readonly MinuteSpan[], fallback: MinuteSpan = { start: 8 * 60, end: 18 * 60 }): MinuteSpan {
  if (spans.length === 0) return fallback;
  const start = Math.min(...spans.map((s) => s.start));
  const end = Math.max(...spans.map((s) => s.end));
  return {
    start: Math.max(0, Math.floor(start / 60) * 60),
    end: Math.min(DAY_MINUTES, Math.max(Math.ceil(end / 60) * 60, Math.floor(start / 60) * 60 + 60)),
  };
}

/** A slot of a member's schedule, as the working spans read it. */
export interface ScheduleSlot {
  dateTime: string;
  break: boolean;
  closed: boolean;
  timeOff: boolean;
}

/**
 * When the member works on `date`: their schedule's slots that are neither a break, nor time off,
 * nor on a closure, consecutive ones joined.
 */
export function workingSpans(date: string, slots: readonly ScheduleSlot[], slotMinutes: number, zone: string): MinuteSpan[] {
  const spans: MinuteSpan[] = [];
  let joining = false;
  for (const slot of slots) {
    if (slot.break || slot.closed || slot.timeOff) {
      joining = false;
      continue;
    }
    const start = minutesInto(date, slot.dateTime, zone);
    const last = spans[spans.length - 1];
    if (joining && last && last.end === start) last.end = start + slotMinutes;
    else spans.push({ start, end: start + slotMinutes });
    joining = true;
  }
  return spans;
}

/** Where a span sits in the grid: its top and height as fractions (0–1) of the hours shown. */
export function placement(span: MinuteSpan, hours: MinuteSpan): { top: number; height: number } {
  const length = hours.end - hours.start;
  const start = Math.max(span.start, hours.start);
  const end = Math.min(span.end, hours.end);
  return { top: (start - hours.start) / length, height: Math.max(0, end - start) / length };
}

/** A booking's lane among those it overlaps in its column: `lane` of `lanes` side by side. */
export interface Lane {
  lane: number;
  lanes: number;
}

/**
 * Lanes for the items of one column: overlapping items side by side, each in the first lane free
 * at its start; every item of a group that overlaps (directly or through others) shares its lane count.
 */
export function lanesOf<T extends MinuteSpan & { id: string }>(items: readonly T[]): Map<string, Lane> {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end || (a.id < b.id ? -1 : 1));
  const result = new Map<string, Lane>();
  let group: string[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -Infinity;
  const close = () => {
    for (const id of group) result.set(id, { lane: result.get(id)?.lane ?? 0, lanes: laneEnds.length });
    group = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (item.start >= groupEnd) close();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(item.end);
    } else laneEnds[lane] = item.end;
    result.set(item.id, { lane, lanes: 0 });
    group.push(item.id);
    groupEnd = Math.max(groupEnd, item.end);
  }
  close();
  return result;
}

/** `minutes` to the nearest multiple of SNAP_MINUTES. */
export const snap = (minutes: number) => Math.round(minutes / SNAP_MINUTES) * SNAP_MINUTES;

/** A column of the grid on the screen: its left and right edges (px). */
export interface ColumnEdges {
  left: number;
  right: number;
}

/** The grid as a drag measures it: its columns' edges, the top of its hours and its pixels per minute. */
export interface GridGeometry {
  columns: readonly ColumnEdges[];
  top: number;
  pixelsPerMinute: number;
  hours: MinuteSpan;
}

/** Where a dragged booking lands: the index of its column and its new start (minutes into the day). */
export interface Drop {
  column: number;
  start: number;
}

/** The column under `x`, else the nearest one. */
export function columnAt(x: number, columns: readonly ColumnEdges[]): number {
  let best = 0;
  let distance = Infinity;
  columns.forEach((c, index) => {
    const d = x < c.left ? c.left - x : x >= c.right ? x - c.right + 1 : 0;
    if (d < distance) {
      best = index;
      distance = d;
    }
  });
  return best;
}

/**
 * The landing of a booking of `length` minutes dragged to the pointer at (`x`, `y`), held
 * `grabbed` minutes below its start: the column under the pointer, and the start snapped to 5
 * minutes and kept inside the hours shown.
 */
export function dropAt(grid: GridGeometry, x: number, y: number, grabbed: number, length: number): Drop {
  const raw = grid.hours.start + (y - grid.top) / grid.pixelsPerMinute - grabbed;
  const latest = Math.max(grid.hours.start, Math.floor((grid.hours.end - length) / SNAP_MINUTES) * SNAP_MINUTES);
  return { column: columnAt(x, grid.columns), start: Math.min(Math.max(snap(raw), grid.hours.start), latest) };
}

/** The keys that move a booking from the keyboard, and what each does to its landing. */
export type NudgeKey = "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" | "PageUp" | "PageDown";

/**
 * A keyboard move: up and down by 5 minutes (PageUp/PageDown by an hour), left and right to the
 * neighbouring column; kept inside the day and the columns.
 */
export function nudge(drop: Drop, key: NudgeKey, columns: number, length: number): Drop {
  const step = { ArrowUp: -SNAP_MINUTES, ArrowDown: SNAP_MINUTES, PageUp: -60, PageDown: 60 } as Partial<Record<NudgeKey, number>>;
  const column = Math.min(columns - 1, Math.max(0, drop.column + (key === "ArrowLeft" ? -1 : key === "ArrowRight" ? 1 : 0)));
  const start = Math.min(DAY_MINUTES - length, Math.max(0, drop.start + (step[key] ?? 0)));
  return { column, start };
}

/** A part of a booking's time in its block: the member at work, or (later) a gap they may fill. */
export interface Segment extends MinuteSpan {
  kind: "active" | "processing";
}

/**
 * The parts of a booking's block. Today one `active` segment from start to end; services with
 * processing time (colour developing while the member takes someone else) will give several, and
 * the block draws each: this is where they come in.
 */
export function segmentsOf(span: MinuteSpan): Segment[] {
  return [{ kind: "active", start: span.start, end: span.end }];
}
