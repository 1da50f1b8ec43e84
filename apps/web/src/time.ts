// Dates and wall-clock times in the provider's time zone, with Intl only. Slots arrive as a local
// date and HH:MM in the provider's zone; a booking is created at the matching instant.

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms). */
function offsetAt(timeZone: string, instant: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant at which `timeZone`'s clocks show `date` `time` (HH:MM). */
export function localToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let instant = wall - offsetAt(timeZone, wall);
  const corrected = wall - offsetAt(timeZone, instant);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
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
