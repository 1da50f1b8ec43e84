// Schedules are local dates and HH:MM times in the provider's time zone (its `timezone`, from
// `user.me`); a booking's `dateTime` is an instant. Converts one to the other with Intl only. A
// schedule slot already carries its instant (`dateTime`): book with that, since a local time the
// clocks repeat when they go back has two instants and a conversion can only pick one.

const formats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms). */
function offsetAt(timeZone: string, instant: number): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes): number => {
    const found = parts.find((p) => p.type === type);
    if (!found) throw new Error(`Intl.DateTimeFormat gave no ${type} for ${timeZone}`);
    return Number(found.value);
  };
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which clocks in `timeZone` show `date` (YYYY-MM-DD) `time` (HH:MM). For a time
 * the clocks repeat this is one of its two instants; for a time they skip, a nearby instant. For
 * a schedule slot use its `dateTime` instead.
 */
export function localTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let instant = wall - offsetAt(timeZone, wall);
  const corrected = wall - offsetAt(timeZone, instant);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
