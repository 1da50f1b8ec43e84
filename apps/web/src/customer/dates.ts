// Dates and times as the visitor reads them: in the time zone they chose (their own by default),
// with Intl only. Availability arrives grouped by the visitor's local dates, each slot carrying its
// start instant; a booking is made at that instant, so a time the clocks show twice (when they go
// back) is never ambiguous, and the zone's abbreviation beside each time tells the two apart.

/** The browser's time zone, or UTC when it does not say. */
export function detectZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** Every IANA zone the browser knows (the detected one first if it is missing from the list). */
export function knownZones(detected: string): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return zones.includes(detected) ? zones : [detected, ...zones];
}

/** Today's date (YYYY-MM-DD) in `zone`. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "2026-12" for a date. */
export const monthOf = (date: string) => date.slice(0, 7);

export function addMonths(month: string, months: number): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(year, index - 1 + months, 1));
  return d.toISOString().slice(0, 7);
}

function lastDayOf(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1);
}

/**
 * The dates of a month to ask availability for: from its first day (or today, within the current
 * month) to its last; null for a month that is over.
 */
export function monthRange(month: string, today: string): { from: string; to: string } | null {
  const to = lastDayOf(month);
  if (to < today) return null;
  const first = `${month}-01`;
  return { from: first < today ? today : first, to };
}

/** The month's dates in weeks from Monday to Sunday; null pads the first and last week. */
export function monthGrid(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const last = lastDayOf(month);
  // getUTCDay: 0 is Sunday; Monday-first columns.
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let date = first; date <= last; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", options);
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "December 2026". */
export const monthTitle = (month: string) => format({ timeZone: "UTC", month: "long", year: "numeric" }).format(atNoon(`${month}-01`));

/** "Tuesday 1 December 2026" (assembled from parts: browsers differ on the comma after the weekday). */
export function longDate(date: string): string {
  const parts = format({ timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).formatToParts(atNoon(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
}

/** "10:00" on the clock of `zone`. */
export const clockTime = (instant: string, zone: string) =>
  format({ timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(instant));

/**
 * The zone's short name at that instant in the visitor's own language: "EST" or "CET" where their
 * language has an abbreviation for it, else the offset ("GMT+1").
 */
export function zoneAbbreviation(instant: string, zone: string): string {
  const parts = new Intl.DateTimeFormat(undefined, { timeZone: zone, timeZoneName: "short" }).formatToParts(new Date(instant));
  return parts.find((p) => p.type === "timeZoneName")?.value ?? zone;
}

/** The local date (YYYY-MM-DD) of an instant in `zone`. */
export const localDate = (instant: string, zone: string) => todayIn(zone, new Date(instant));

/** "Tuesday 1 December 2026, 10:00 CET (Europe/Berlin)": what a confirmation says. */
export const fullWhen = (instant: string, zone: string) =>
  `${longDate(localDate(instant, zone))}, ${clockTime(instant, zone)} ${zoneAbbreviation(instant, zone)} (${zone})`;

/**
 * A deadline as the visitor reads it: "02:15 EST" when it falls on their today, else with its
 * date, "Wednesday 2 December 2026, 00:05 EST".
 */
export function deadlineWords(instant: string, zone: string, now: Date = new Date()): string {
  const time = `${clockTime(instant, zone)} ${zoneAbbreviation(instant, zone)}`;
  const date = localDate(instant, zone);
  return date === todayIn(zone, now) ? time : `${longDate(date)}, ${time}`;
}
