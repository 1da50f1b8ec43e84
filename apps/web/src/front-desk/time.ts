// Dates and wall-clock times in the provider's time zone, with Intl only. Slots arrive with a local
// HH:MM in the provider's zone and their start instant (`dateTime`); a booking is created at that
// instant, which stays unambiguous on a day the clocks go back and 02:00 happens twice.
export { todayIn } from "@booking/client";

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "Mon 23 Nov" for a YYYY-MM-DD date. */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** "Mon 23 Nov, 10:00" for an instant, on the provider's clock. */
export function formatInstant(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

interface ScheduleSlot {
  time: string;
  dateTime: string;
  available: boolean;
}

export interface BookableTime {
  /** The slot's start instant: the booking's dateTime. */
  dateTime: string;
  /** Local HH:MM, with the UTC offset when the day shows that time twice (clocks going back). */
  label: string;
}

/** "GMT-4" for an instant in `timeZone`. */
function offsetName(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "shortOffset" }).formatToParts(new Date(instant));
  return parts.find((p) => p.type === "timeZoneName")?.value ?? "";
}

/**
 * Start times at which a service of `duration` minutes fits: every slot it covers (one per
 * `slotMinutes` of real time from its start) exists and is available. Works on instants, so a
 * clock change inside the service's time is counted in real minutes.
 */
export function bookableTimes(slots: ScheduleSlot[], slotMinutes: number, duration: number, timeZone: string): BookableTime[] {
  const slotMs = slotMinutes * 60_000;
  const available = new Set(slots.filter((s) => s.available).map((s) => Date.parse(s.dateTime)));
  const needed = Math.max(1, Math.ceil(duration / slotMinutes));
  const seen = new Map<string, number>();
  for (const slot of slots) seen.set(slot.time, (seen.get(slot.time) ?? 0) + 1);
  return slots
    .filter((slot) => {
      const start = Date.parse(slot.dateTime);
      for (let i = 0; i < needed; i++) if (!available.has(start + i * slotMs)) return false;
      return true;
    })
    .map((slot) => ({
      dateTime: slot.dateTime,
      label: (seen.get(slot.time) ?? 0) > 1 ? `${slot.time} (${offsetName(slot.dateTime, timeZone)})` : slot.time,
    }));
}
