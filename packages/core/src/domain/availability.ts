// Daily availability of one staff member: slots every `slotMinutes` of each working day in the
// provider's time zone. Computed in one pass: days and their slots in time order against the
// range's bookings in time order, with one moving pointer.
//
// Clock changes: a slot is a stretch of real time, named by its local time and its instant. On a
// day whose working hours contain a clock change, a local time repeated by a fall-back change has
// a slot at each of its two instants, a local time skipped by a spring-forward change has none,
// and slots never overlap in real time, so a day never holds more slots than its working hours
// last. Each slot is checked with the same working-hours rule a booking is.
import type { WeeklySchedule } from "@booking/db";
import { checkWithinWorkingHours } from "./booking-rules";
import {
  addDays,
  daysBetween,
  localDateOf,
  localTimeInstants,
  localTimeToInstantNear,
  MINUTE_MS,
  offsetOf,
  weekdayOf,
  zoneOffsetAt,
} from "./local-time";
import { formatMinutes, minutesOf, WEEKDAYS } from "./weekly-schedule";

export interface BusyInterval {
  id: string;
  start: number;
  end: number;
}

export interface Slot {
  /** Local HH:MM; on a fall-back day two slots may share it. */
  time: string;
  /** The slot's start instant (UTC ISO 8601): what a booking at this slot sends as its dateTime. */
  dateTime: string;
  available: boolean;
  bookingId?: string;
  break: boolean;
}

export interface DayAvailability {
  date: string;
  slots: Slot[];
}

export interface AvailabilityInput {
  schedule: WeeklySchedule;
  timezone: string;
  slotMinutes: number;
  /** Inclusive local dates, `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** Pending and confirmed bookings overlapping the range, sorted by start; they never overlap each other. */
  bookings: BusyInterval[];
  now: number;
}

/** More than any clock change moves the clocks (they move by an hour, at most two). */
const CLOCK_CHANGE_MARGIN_MS = 3 * 60 * MINUTE_MS;

/** A slot before bookings and the clock are looked at. */
interface Candidate {
  start: number;
  minutes: number;
  inBreak: boolean;
}

export function computeAvailability(input: AvailabilityInput): DayAvailability[] {
  const { schedule, timezone, slotMinutes, bookings, now } = input;
  const slotMs = slotMinutes * MINUTE_MS;
  const days: DayAvailability[] = [];
  let next = 0; // first booking that may still overlap the current or a later slot
  let offsetHint: number | undefined; // the UTC offset of the previous working day
  const dayCount = daysBetween(input.from, input.to) + 1;

  for (let i = 0; i < dayCount; i++) {
    const date = addDays(input.from, i);
    const day = schedule[WEEKDAYS[weekdayOf(date) - 1]!];
    const slots: Slot[] = [];
    days.push({ date, slots });
    if (!day) continue;

    const startMin = minutesOf(day.start);
    const endMin = minutesOf(day.end);
    const breaks = (day.breaks ?? []).map((b) => [minutesOf(b.start), minutesOf(b.end)] as const);
    // Within one working day the offset rarely changes; when it does not, slots are plain
    // arithmetic from the first one. A day with a clock change takes the careful path, and so
    // does one with a change just before or after its hours: then a time at either end may occur
    // twice, and the conversion may have picked only one of its instants.
    const first = localTimeToInstantNear(date, startMin, timezone, offsetHint);
    const last = first === null ? null : localTimeToInstantNear(date, endMin, timezone, offsetOf(date, startMin, first));
    const uniformOffset =
      first !== null &&
      last !== null &&
      last - first === (endMin - startMin) * MINUTE_MS &&
      zoneOffsetAt(first - CLOCK_CHANGE_MARGIN_MS, timezone) === zoneOffsetAt(last + CLOCK_CHANGE_MARGIN_MS, timezone);
    if (first !== null) offsetHint = offsetOf(date, startMin, first);

    const emit = (start: number, minutes: number, inBreak: boolean) => {
      const end = start + slotMs;
      while (next < bookings.length && bookings[next]!.end <= start) next++;
      const taken = next < bookings.length && bookings[next]!.start < end ? bookings[next]! : undefined;
      const slot: Slot = {
        time: formatMinutes(minutes),
        dateTime: new Date(start).toISOString(),
        available: !taken && !inBreak && start >= now,
        break: inBreak,
      };
      if (taken) slot.bookingId = taken.id;
      slots.push(slot);
    };
    if (uniformOffset) {
      for (let m = startMin; m + slotMinutes <= endMin; m += slotMinutes) {
        emit(
          first + (m - startMin) * MINUTE_MS,
          m,
          breaks.some(([bs, be]) => m < be && m + slotMinutes > bs),
        );
      }
    } else {
      for (const c of clockChangeDay(schedule, timezone, date, startMin, endMin, slotMinutes)) emit(c.start, c.minutes, c.inBreak);
    }
  }
  return days;
}

/**
 * The slots of a working day that contains a clock change: each local time of the day's grid
 * (start, start + slotMinutes, …) at every instant it occurs, in time order, kept when a booking
 * of slotMinutes there meets the working-hours rule (a slot in a break is kept, marked) and does
 * not overlap the slot before it (slot lengths that do not divide the change would otherwise
 * overlap; the earlier slot wins).
 */
function clockChangeDay(
  schedule: WeeklySchedule,
  zone: string,
  date: string,
  startMin: number,
  endMin: number,
  slotMinutes: number,
): Candidate[] {
  const slotMs = slotMinutes * MINUTE_MS;
  const starts: number[] = [];
  for (let m = startMin; m < endMin; m += slotMinutes) starts.push(...localTimeInstants(date, m, zone));
  starts.sort((a, b) => a - b);
  const kept: Candidate[] = [];
  let free = Number.NEGATIVE_INFINITY; // end of the last slot kept
  for (const start of starts) {
    if (start < free) continue;
    const problem = checkWithinWorkingHours(schedule, zone, start, start + slotMs);
    if (problem && problem.reason !== "in_break") continue;
    kept.push({ start, minutes: localDateOf(start, zone).minutes, inBreak: problem?.reason === "in_break" });
    free = start + slotMs;
  }
  return kept;
}
