// Booking a series at the desk: the "Repeat" form made into the rule the service takes (frequency,
// interval, the weekdays of a weekly rule, and a count or an end date), or the first field that
// keeps it from being one; and a preview's dates, each with whether it fits and, when it does not,
// the service's rules for it in the member's words (refusals.ts). The console's series section says
// a refusal naming dates the same way (seriesRefusalWords).
import type { ErrorInfo } from "@booking/client";
import { addDays } from "./dates";
import { ruleSentence, type RefusalPlace } from "./refusals";
import type { Translate } from "./words";

export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type Frequency = "daily" | "weekly" | "monthly";

/** As the service bounds a series: 2 to 52 dates, every 1 to 52 days, weeks or months, ending within 12 months. */
export const SERIES_BOUNDS = { minCount: 2, maxCount: 52, maxInterval: 52, maxMonthsAhead: 12 } as const;

export interface SeriesRule {
  frequency: Frequency;
  interval: number;
  byWeekday?: Weekday[];
  count?: number;
  until?: string;
}

/** The form as typed: numbers as their fields hold them. */
export interface RepeatForm {
  frequency: Frequency;
  interval: string;
  /** Weekly: the days besides the first date's own, which is always one of them. */
  weekdays: Weekday[];
  ends: "count" | "until";
  count: string;
  until: string;
}

/** The field that keeps the form from making a rule. */
export type RepeatProblem = "interval" | "count" | "until" | "untilTooFar";

/** The weekday of a date (YYYY-MM-DD) as the service names it. */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7] ?? "MO";
}

/** A new form for a first date: weekly on its weekday, four dates, or until four weeks on. */
export function newRepeatForm(firstDate: string): RepeatForm {
  return { frequency: "weekly", interval: "1", weekdays: [weekdayOf(firstDate)], ends: "count", count: "4", until: addDays(firstDate, 21) };
}

/** The latest end date the service takes: twelve months from today. */
export function latestUntil(today: string): string {
  const latest = new Date(`${today}T00:00:00Z`);
  latest.setUTCMonth(latest.getUTCMonth() + SERIES_BOUNDS.maxMonthsAhead);
  return latest.toISOString().slice(0, 10);
}

const wholeIn = (text: string, min: number, max: number): number | null => {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};

/**
 * The rule of the form for a series whose first date is `firstDate` (`today` on the salon's
 * clock), or the first field at fault. A weekly rule lists its weekdays in the week's order, the
 * first date's always among them; the others send none.
 */
export function ruleOfForm(form: RepeatForm, firstDate: string, today: string): { rule: SeriesRule } | { problem: RepeatProblem } {
  const interval = wholeIn(form.interval, 1, SERIES_BOUNDS.maxInterval);
  if (interval === null) return { problem: "interval" };
  const rule: SeriesRule = { frequency: form.frequency, interval };
  if (form.frequency === "weekly") {
    const days = new Set<Weekday>([...form.weekdays, weekdayOf(firstDate)]);
    rule.byWeekday = WEEKDAYS.filter((day) => days.has(day));
  }
  if (form.ends === "count") {
    const count = wholeIn(form.count, SERIES_BOUNDS.minCount, SERIES_BOUNDS.maxCount);
    if (count === null) return { problem: "count" };
    rule.count = count;
  } else {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(form.until) || form.until <= firstDate) return { problem: "until" };
    if (form.until > latestUntil(today)) return { problem: "untilTooFar" };
    rule.until = form.until;
  }
  return { rule };
}

/** An occurrence as the service answers it. */
export interface Occurrence {
  key: string;
  start: string;
  end: string;
  status: "booked" | "cancelled" | "skipped";
  rules: string[];
}

/** A date of the preview: whether it fits and, when not, why (each sentence once). */
export interface PreviewDate {
  key: string;
  start: string;
  fits: boolean;
  reasons: string[];
}

/** The occurrence a refusal's detail names ("occurrences.<n>"), or null. */
export function occurrenceIndex(path: string): number | null {
  const match = /^occurrences\.(\d+)/.exec(path);
  return match ? Number(match[1]) : null;
}

/**
 * The preview's dates from a dry run that skips what does not fit (`occurrences`), with the
 * reasons a refusal of the same series (a dry run booking all, or booking all itself) gives for
 * each occurrence it names (`refusal`, its details carrying the rules' times); an occurrence
 * skipped but not named there is said by its rules alone. A date the refusal names does not fit.
 */
export function previewDates(
  occurrences: readonly Occurrence[],
  refusal: ErrorInfo | null,
  t: Translate,
  place: RefusalPlace,
): PreviewDate[] {
  const named = new Map<number, string[]>();
  for (const detail of refusal?.details ?? []) {
    const index = occurrenceIndex(detail.path);
    if (index === null) continue;
    const sentence = ruleSentence(detail, t, place) ?? t("console.refusal.unknown");
    const sentences = named.get(index) ?? [];
    if (!sentences.includes(sentence)) sentences.push(sentence);
    named.set(index, sentences);
  }
  return occurrences.map((occurrence, index) => {
    const reasons = named.get(index);
    if (reasons) return { key: occurrence.key, start: occurrence.start, fits: false, reasons };
    if (occurrence.status !== "skipped") return { key: occurrence.key, start: occurrence.start, fits: true, reasons: [] };
    const sentences = occurrence.rules.map((rule) => ruleSentence({ path: "", message: "", rule }, t, place) ?? "");
    const unique = [...new Set(sentences.filter((s) => s !== ""))];
    return {
      key: occurrence.key,
      start: occurrence.start,
      fits: false,
      reasons: unique.length > 0 ? unique : [t("console.refusal.unknown")],
    };
  });
}

/**
 * A refusal naming occurrences, each by its date (`dateOf` the occurrence's index, or its number
 * when unknown) with its rules' sentences; null when it names none.
 */
export function seriesRefusalWords(
  info: ErrorInfo,
  dateOf: (index: number) => string | undefined,
  t: Translate,
  place: RefusalPlace,
): string | null {
  const byIndex = new Map<number, string[]>();
  for (const detail of info.details) {
    const index = occurrenceIndex(detail.path);
    if (index === null) continue;
    const sentence = ruleSentence(detail, t, place) ?? t("console.refusal.unknown");
    const sentences = byIndex.get(index) ?? [];
    if (!sentences.includes(sentence)) sentences.push(sentence);
    byIndex.set(index, sentences);
  }
  if (byIndex.size === 0) return null;
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, sentences]) => t("console.series.dateRefused", { date: dateOf(index) ?? String(index + 1), reason: sentences.join(" ") }))
    .join(" ");
}
