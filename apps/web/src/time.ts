// Dates and wall-clock times in the provider's time zone, with Intl only. Slots arrive as a local
// date and HH:MM in the provider's zone; a booking is created at the matching instant
// (localTimeToInstant from @booking/client).
export { localTimeToInstant, todayIn } from "@booking/client";

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

export const minutesOf = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * Start times at which a service of `duration` minutes fits: every slot it covers (one per
 * `slotMinutes`) exists and is available.
 */
export function bookableTimes(slots: { time: string; available: boolean }[], slotMinutes: number, duration: number): string[] {
  const available = new Set(slots.filter((s) => s.available).map((s) => minutesOf(s.time)));
  const needed = Math.max(1, Math.ceil(duration / slotMinutes));
  return slots
    .filter((slot) => {
      const start = minutesOf(slot.time);
      for (let i = 0; i < needed; i++) if (!available.has(start + i * slotMinutes)) return false;
      return true;
    })
    .map((slot) => slot.time);
}
