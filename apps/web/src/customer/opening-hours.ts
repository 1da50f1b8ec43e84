// The salon's opening hours as the booking page lists them: every weekday from Monday with its
// hours in the visitor's language ("9:00 AM – 1:00 PM, 2:00 – 6:00 PM", "09:00–13:00, 14:00–18:00")
// or "closed". The hours are the salon's own wall-clock times, as a shop door shows them.
import { weekdayNames } from "../common/dates";
import type { Lang } from "../i18n/languages";

export interface OpeningDay {
  start: string;
  end: string;
  breaks?: { start: string; end: string }[];
}

export type OpeningHours = Record<"monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday", OpeningDay | null>;

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A day's open stretches: its hours cut by its breaks, in order. */
export function openStretches(day: OpeningDay): [string, string][] {
  const stretches: [string, string][] = [];
  let from = day.start;
  for (const b of [...(day.breaks ?? [])].sort((x, y) => minutesOf(x.start) - minutesOf(y.start))) {
    if (minutesOf(b.start) > minutesOf(from)) stretches.push([from, b.start]);
    if (minutesOf(b.end) > minutesOf(from)) from = b.end;
  }
  if (minutesOf(day.end) > minutesOf(from)) stretches.push([from, day.end]);
  return stretches;
}

/** Each weekday from Monday, named in `lang`, with its open stretches as the language writes times (none: closed). */
export function openingHoursInWords(hours: OpeningHours, lang: Lang, locale: string): { day: string; stretches: string[] }[] {
  const names = weekdayNames(lang, 1);
  const range = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  const at = (time: string) => new Date(Date.UTC(2026, 0, 5, 0, minutesOf(time)));
  return WEEKDAYS.map((weekday, i) => {
    const day = hours[weekday];
    return {
      day: names[i]?.long ?? weekday,
      stretches: day === null ? [] : openStretches(day).map(([from, to]) => range.formatRange(at(from), at(to))),
    };
  });
}
