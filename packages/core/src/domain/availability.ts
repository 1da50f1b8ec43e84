// Daily availability of one staff member: slots every `slotMinutes`
// of each working day in the provider's time zone. Computed in one pass: days and their slots
// in time order against the range's bookings in time order, with one moving pointer.
import type { WeeklySchedule } from "@booking/db";
import { addDays, daysBetween, localTimeToInstant, localTimeToInstantNear, MINUTE_MS, offsetOf, weekdayOf } from "./local-time";
import { formatMinutes, minutesOf, WEEKDAYS } from "./weekly-schedule";

export interface BusyInterval {
  id: string;
  start: number;
  end: number;
}

export interface Slot {
  time: string;
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
    // arithmetic from the first one. On a DST day every slot is converted on its own.
    const first = localTimeToInstantNear(date, startMin, timezone, offsetHint);
    const last = first === null ? null : localTimeToInstantNear(date, endMin, timezone, offsetOf(date, startMin, first));
    const uniformOffset = first !== null && last !== null && last - first === (endMin - startMin) * MINUTE_MS;
    if (first !== null) offsetHint = offsetOf(date, startMin, first);

    for (let m = startMin; m + slotMinutes <= endMin; m += slotMinutes) {
      const start = uniformOffset ? first + (m - startMin) * MINUTE_MS : localTimeToInstant(date, m, timezone);
      if (start === null) continue; // this local time does not exist today (spring forward)
      const end = start + slotMs;

      while (next < bookings.length && bookings[next]!.end <= start) next++;
      const taken = next < bookings.length && bookings[next]!.start < end ? bookings[next]! : undefined;
      const inBreak = breaks.some(([bs, be]) => m < be && m + slotMinutes > bs);

      const slot: Slot = { time: formatMinutes(m), available: !taken && !inBreak && start >= now, break: inBreak };
      if (taken) slot.bookingId = taken.id;
      slots.push(slot);
    }
  }
  return days;
}
