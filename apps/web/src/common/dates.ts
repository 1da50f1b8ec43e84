// Dates and times as every page of the app reads them, with Intl only: the booking page in the
// time zone the visitor chose (their own by default) and in the page's language; the console and
// the front desk in the salon's zone and the member's language (month and weekday names, a 12- or
// 24-hour clock, the week's first day, the zones' names). Availability arrives grouped by the
// visitor's local dates, each slot carrying its start instant; a booking is made at that instant,
// so a time the clocks show twice (when they go back) is never ambiguous, and the zone's
// abbreviation beside each time tells the two apart.
import { LOCALE_TAGS, type Lang } from "../i18n/languages";

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

/**
 * The month's dates in weeks starting on `firstDay` (1 Monday … 7 Sunday, as Intl's weekInfo
 * numbers them); null pads the first and last week.
 */
export function monthGrid(month: string, firstDay = 1): (string | null)[][] {
  const first = `${month}-01`;
  const last = lastDayOf(month);
  // getUTCDay: 0 is Sunday … 6 Saturday; the columns start on firstDay.
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() - (firstDay % 7) + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let date = first; date <= last; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Where a week starts when the browser cannot say (Intl.Locale's week info is recent). */
const FIRST_DAY_FALLBACK: Record<Lang, number> = { en: 7, de: 1, fr: 1, es: 1 };

/** The first day of the week in the page's locale: 1 Monday … 7 Sunday (en-US: Sunday; de, fr, es: Monday). */
export function firstDayOfWeek(lang: Lang): number {
  try {
    const locale = new Intl.Locale(LOCALE_TAGS[lang]) as Intl.Locale & {
      getWeekInfo?: () => { firstDay?: number };
      weekInfo?: { firstDay?: number };
    };
    const firstDay = (typeof locale.getWeekInfo === "function" ? locale.getWeekInfo() : locale.weekInfo)?.firstDay;
    if (typeof firstDay === "number" && firstDay >= 1 && firstDay <= 7) return firstDay;
  } catch {
    // An engine without Intl.Locale: the table below.
  }
  return FIRST_DAY_FALLBACK[lang];
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per language and options (building them is not free; the calendar asks often). */
function format(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${lang}:${JSON.stringify(options)}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_TAGS[lang], options);
    formatters.set(id, formatter);
  }
  return formatter;
}
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The weekday names of the calendar's columns from `firstDay`: short ("Mon", "Mo") and long ("Monday"). */
export function weekdayNames(lang: Lang, firstDay: number): { short: string; long: string }[] {
  // 2026-11-30 is a Monday (weekInfo's day 1).
  return Array.from({ length: 7 }, (_, column) => {
    const day = atNoon(addDays("2026-11-30", (firstDay - 1 + column) % 7));
    return {
      short: format(lang, { timeZone: "UTC", weekday: "short" }).format(day),
      long: format(lang, { timeZone: "UTC", weekday: "long" }).format(day),
    };
  });
}

/** "December 2026", "Dezember 2026", "Décembre 2026" (a title: capitalised). */
export const monthTitle = (month: string, lang: Lang) =>
  capitalised(format(lang, { timeZone: "UTC", month: "long", year: "numeric" }).format(atNoon(`${month}-01`)));

/** "Tuesday, December 1, 2026", "Dienstag, 1. Dezember 2026". */
export const longDate = (date: string, lang: Lang) =>
  format(lang, { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(atNoon(date));

/** Whether the language's clock has 12 hours (en-US) rather than 24. */
const twelveHours = (lang: Lang) => /^h1[12]$/.test(format(lang, { hour: "numeric" }).resolvedOptions().hourCycle ?? "");

/** "Tue, Dec 1", "Di., 1. Dez.": a date in a list or a heading of the console. */
export const shortDate = (date: string, lang: Lang) =>
  format(lang, { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }).format(atNoon(date));

/** "Tue, Dec 1, 3:00 PM", "Di., 1. Dez., 15:00": an instant on the clock of `zone`, as the console lists it. */
export const shortDateTime = (instant: string, zone: string, lang: Lang) =>
  format(lang, {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: twelveHours(lang) ? "numeric" : "2-digit",
    minute: "2-digit",
  }).format(new Date(instant));

/**
 * "9:00 AM" (en) or "09:00" on the clock of `zone`, 12 or 24 hours as the language has it (a
 * 24-hour time always with two digits, as lists of times and timetables write it).
 */
export const clockTime = (instant: string, zone: string, lang: Lang) =>
  format(lang, { timeZone: zone, hour: twelveHours(lang) ? "numeric" : "2-digit", minute: "2-digit" }).format(new Date(instant));

/** "10:00" on a 24-hour clock whatever the language: a time's name in test ids and keys. */
export const clock24 = (instant: string, zone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(instant));

/**
 * The zone's short name at that instant, in the page's language: "EST" or "MEZ" where the language
 * has an abbreviation for it, else the offset ("GMT+1", "UTC−5").
 */
export function zoneAbbreviation(instant: string, zone: string, lang: Lang): string {
  const parts = format(lang, { timeZone: zone, timeZoneName: "short" }).formatToParts(new Date(instant));
  return parts.find((p) => p.type === "timeZoneName")?.value ?? zone;
}

/** "10:00 AM GMT+1", "10:00 MEZ": a time as a list of times shows it. */
export const timeWithZone = (instant: string, zone: string, lang: Lang) =>
  `${clockTime(instant, zone, lang)} ${zoneAbbreviation(instant, zone, lang)}`;

/**
 * The zone's name in words, in the page's language ("Central European Time", "Mitteleuropäische
 * Zeit"); where the browser has no generic names, its long name, else the zone's city.
 */
export function zoneName(zone: string, lang: Lang, at: Date = new Date()): string {
  for (const timeZoneName of ["longGeneric", "long"] as const) {
    try {
      const name = format(lang, { timeZone: zone, timeZoneName })
        .formatToParts(at)
        .find((p) => p.type === "timeZoneName")?.value;
      if (name) return name;
    } catch {
      // Not supported by this browser: the next, plainer name.
    }
  }
  return (zone.split("/").at(-1) ?? zone).replaceAll("_", " ");
}

/** Whether two IANA names are the same zone (a browser may answer an alias, Asia/Calcutta for Asia/Kolkata). */
export function sameZone(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    const canonical = (zone: string) => new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
    return canonical(a) === canonical(b);
  } catch {
    return false;
  }
}

/** The local date (YYYY-MM-DD) of an instant in `zone`. */
export const localDate = (instant: string, zone: string) => todayIn(zone, new Date(instant));

/** A date with its time and zone, in one phrase of the page's language. */
const dateTimeWithZone = (instant: string, zone: string, lang: Lang) =>
  format(lang, {
    timeZone: zone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: twelveHours(lang) ? "numeric" : "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(instant));

/**
 * "Tuesday, December 1, 2026 at 10:00 AM GMT+1 (Europe/Berlin)", "Dienstag, 1. Dezember 2026 um
 * 10:00 MEZ (Europe/Berlin)": what a confirmation says, in one phrase of the page's language.
 */
export const fullWhen = (instant: string, zone: string, lang: Lang) => `${dateTimeWithZone(instant, zone, lang)} (${zone})`;

/**
 * A deadline as the visitor reads it: "2:15 AM EST" when it falls on their today, else with its
 * date, "Wednesday, December 2, 2026 at 12:05 AM EST".
 */
export function deadlineWords(instant: string, zone: string, lang: Lang, now: Date = new Date()): string {
  return localDate(instant, zone) === todayIn(zone, now) ? timeWithZone(instant, zone, lang) : dateTimeWithZone(instant, zone, lang);
}
