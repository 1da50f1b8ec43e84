// Recurring series (a weekly physio session, a cut every four weeks): the dates a rule gives, each
// at the first occurrence's local wall-clock time in the provider's zone, whatever the clocks do in
// between. A local time the clocks skip that day moves forward by the gap; one they show twice takes
// its first instant (as calendar apps read a recurrence, RFC 5545).
import { addDays, daysBetween, localDateOf, localTimeInstants, MINUTE_MS, weekdayOf, zoneOffsetAt } from "./local-time";
import { formatMinutes } from "./weekly-schedule";

export const WEEKDAY_CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** Occurrences a series may have, and how far ahead its last may lie. */
export const SERIES_LIMITS = { minOccurrences: 2, maxOccurrences: 52, maxMonthsAhead: 12, maxInterval: 52 } as const;

export interface SeriesRule {
  frequency: "daily" | "weekly" | "monthly";
  /** Every `interval` days, weeks or months (1 = every one). */
  interval: number;
  /** Weekly only: the weekdays of each week it falls on (the start's among them). */
  byWeekday?: readonly WeekdayCode[];
  /** How many occurrences, the first included; or */
  count?: number;
  /** the last local date an occurrence may fall on (inclusive). */
  until?: string;
}

export interface Occurrence {
  /** The occurrence's original local start, `YYYY-MM-DDTHH:MM`: its name in the series for good (a calendar's RECURRENCE-ID). */
  key: string;
  /** Its start instant, epoch ms. */
  start: number;
}

/** Why a rule cannot make a series, said of the field at fault. */
export interface SeriesRuleProblem {
  path: string;
  message: string;
}

const DAY_MS = 86_400_000;

/** The weekday code of a local date (weekdayOf counts 1 = Monday … 7 = Sunday). */
const weekdayCodeOf = (date: string): WeekdayCode => WEEKDAY_CODES[(weekdayOf(date) - 1) % 7] ?? "MO";

/**
 * The instant the clocks of `zone` show `minutes` after midnight of `date`: the first of two when
 * the time is shown twice, and for a time the clocks skip, the instant that is that far past the
 * skip (02:30 in a gap from 02:00 to 03:00 is 03:30).
 */
export function occurrenceInstant(date: string, minutes: number, zone: string): number {
  const [first] = localTimeInstants(date, minutes, zone);
  if (first !== undefined) return first;
  const wall = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) + minutes * MINUTE_MS;
  // Read with the offset before the skip, the wall time lands after it by the skip's length.
  return wall - zoneOffsetAt(wall - DAY_MS, zone);
}

/** The local dates the rule gives from `first` on (the first included), up to `maxCount` or `until`. */
function ruleDates(first: string, rule: SeriesRule, maxCount: number): string[] {
  const dates: string[] = [];
  const fits = (date: string) => rule.until === undefined || date <= rule.until;
  if (rule.frequency === "daily") {
    for (let date = first; dates.length < maxCount && fits(date); date = addDays(date, rule.interval)) dates.push(date);
  } else if (rule.frequency === "weekly") {
    const days = (rule.byWeekday?.length ? rule.byWeekday : [weekdayCodeOf(first)])
      .map((code) => WEEKDAY_CODES.indexOf(code))
      .sort((a, b) => a - b);
    const monday = addDays(first, 1 - weekdayOf(first));
    for (let week = monday; dates.length < maxCount; week = addDays(week, 7 * rule.interval)) {
      let past = false;
      for (const day of days) {
        const date = addDays(week, day);
        if (date < first) continue;
        if (!fits(date) || dates.length >= maxCount) {
          past = true;
          break;
        }
        dates.push(date);
      }
      if (past) break;
    }
  } else {
    // Monthly on the start's day of the month; a month without that day (the 31st) has none.
    const year = Number(first.slice(0, 4));
    const month = Number(first.slice(5, 7)) - 1;
    const day = Number(first.slice(8, 10));
    for (let step = 0; dates.length < maxCount; step += rule.interval) {
      const at = new Date(Date.UTC(year, month + step, day));
      if (at.getUTCDate() !== day) continue;
      const date = at.toISOString().slice(0, 10);
      if (!fits(date)) break;
      dates.push(date);
    }
  }
  return dates;
}

/**
 * What is wrong with the rule for a series starting at `start` (epoch ms) in `zone`, asked for at
 * `now`; empty when it makes a series. Checked: weekdays only with a weekly rule and the start on
 * one of them, count or until (one of them), until no further than 12 months ahead, and 2 to 52
 * occurrences in all.
 */
export function seriesRuleProblems(rule: SeriesRule, start: number, zone: string, now: number): SeriesRuleProblem[] {
  const problems: SeriesRuleProblem[] = [];
  const first = localDateOf(start, zone).date;
  if (rule.byWeekday !== undefined && rule.frequency !== "weekly") {
    problems.push({ path: "rule.byWeekday", message: "is only for a weekly rule" });
  } else if (rule.byWeekday?.length && !rule.byWeekday.includes(weekdayCodeOf(first))) {
    problems.push({ path: "start", message: `falls on a ${weekdayCodeOf(first)}, not on one of rule.byWeekday` });
  }
  if ((rule.count === undefined) === (rule.until === undefined)) {
    problems.push({ path: "rule", message: "needs either count or until" });
  }
  if (rule.until !== undefined) {
    const today = localDateOf(now, zone).date;
    const latest = new Date(Date.parse(`${today}T00:00:00Z`));
    latest.setUTCMonth(latest.getUTCMonth() + SERIES_LIMITS.maxMonthsAhead);
    if (rule.until > latest.toISOString().slice(0, 10)) {
      problems.push({ path: "rule.until", message: `must be within ${SERIES_LIMITS.maxMonthsAhead} months from today` });
    } else if (rule.until < first) {
      problems.push({ path: "rule.until", message: "is before the start" });
    }
  }
  if (rule.count !== undefined && (rule.count < SERIES_LIMITS.minOccurrences || rule.count > SERIES_LIMITS.maxOccurrences)) {
    problems.push({ path: "rule.count", message: `must be ${SERIES_LIMITS.minOccurrences} to ${SERIES_LIMITS.maxOccurrences}` });
  }
  if (problems.length > 0 || rule.count !== undefined) return problems;
  const dates = ruleDates(first, rule, SERIES_LIMITS.maxOccurrences + 1);
  if (dates.length > SERIES_LIMITS.maxOccurrences) {
    problems.push({
      path: "rule.until",
      message: `gives more than ${SERIES_LIMITS.maxOccurrences} occurrences: end earlier or raise the interval`,
    });
  } else if (dates.length < SERIES_LIMITS.minOccurrences) {
    problems.push({ path: "rule.until", message: `gives fewer than ${SERIES_LIMITS.minOccurrences} occurrences` });
  }
  return problems;
}

/**
 * The series' occurrences, in time order: the rule's dates from the start's local date, each at
 * the start's local wall-clock time (see occurrenceInstant). The rule must be free of problems
 * (seriesRuleProblems).
 */
export function seriesOccurrences(rule: SeriesRule, start: number, zone: string): Occurrence[] {
  const { date: first, minutes } = localDateOf(start, zone);
  const time = formatMinutes(minutes);
  return ruleDates(first, rule, rule.count ?? SERIES_LIMITS.maxOccurrences).map((date) => ({
    key: `${date}T${time}`,
    start: date === first ? start : occurrenceInstant(date, minutes, zone),
  }));
}

/**
 * A change of a series' occurrences from one of them on (scope "following", or "all" from the
 * first that has not started): the rule the earlier ones keep, and the rule, first start and new
 * key and instant of each occurrence changed. Those form a series of their own (a split), or, when
 * no earlier occurrence is kept, the series itself with its new rule.
 */
export interface SeriesChange {
  /** The rule of the occurrences before `from`; null when there are none (nothing is split off). */
  keptRule: SeriesRule | null;
  rule: SeriesRule;
  start: number;
  /** Every occurrence from `from` on, in order: its old key, its new key, and its new start (null: its time stays). */
  moves: { from: string; key: string; start: number | null }[];
}

const shiftWeekday = (code: WeekdayCode, days: number): WeekdayCode =>
  WEEKDAY_CODES[(((WEEKDAY_CODES.indexOf(code) + days) % 7) + 7) % 7] ?? code;

/**
 * The change of every occurrence from key `from` on, when the occurrence `named` (from on) moves to
 * `newStart` (local date shifted by some days, and a new local time): each later occurrence moves
 * by the same days to the same new local time, so the new rule is the old one shifted (weekdays
 * too). Without newStart the times stay and the keys with them. A problem when the rule cannot
 * follow the move (a monthly rule moved onto a day some months lack, weekdays shifted across a
 * week's end with an interval over 1): such occurrences are moved one at a time.
 */
export function seriesChange(
  rule: SeriesRule,
  seriesStart: number,
  zone: string,
  from: string,
  named: string,
  newStart: number | undefined,
): SeriesChange | SeriesRuleProblem {
  const slots = seriesOccurrences(rule, seriesStart, zone);
  const first = slots.findIndex((slot) => slot.key === from);
  const index = slots.findIndex((slot) => slot.key === named);
  const firstSlot = slots[first];
  if (!firstSlot || index < first) return { path: "key", message: "is none of the occurrences changed" };
  const reached = slots.slice(first);
  const keptRule: SeriesRule | null =
    first === 0 ? null : { frequency: rule.frequency, interval: rule.interval, byWeekday: rule.byWeekday, count: first };
  const sameDays = { frequency: rule.frequency, interval: rule.interval, byWeekday: rule.byWeekday, count: reached.length };
  if (newStart === undefined) {
    return {
      keptRule,
      rule: sameDays,
      start: firstSlot.start,
      moves: reached.map((slot) => ({ from: slot.key, key: slot.key, start: null })),
    };
  }
  const { date: newDate, minutes } = localDateOf(newStart, zone);
  const days = daysBetween(named.slice(0, 10), newDate);
  const newRule: SeriesRule = { ...sameDays, byWeekday: rule.byWeekday?.map((code) => shiftWeekday(code, days)) };
  if (newRule.byWeekday === undefined) delete newRule.byWeekday;
  const firstDate = addDays(from.slice(0, 10), days);
  const start = first === index ? newStart : occurrenceInstant(firstDate, minutes, zone);
  const moved = seriesOccurrences(newRule, start, zone);
  // Each occurrence paired with its place in the new rule: the same date shifted by `days`.
  const moves = reached.flatMap((slot, j) => {
    const to = moved[j];
    return to && to.key.slice(0, 10) === addDays(slot.key.slice(0, 10), days) ? [{ from: slot.key, key: to.key, start: to.start }] : [];
  });
  if (moved.length !== reached.length || moves.length !== reached.length || moved[index - first]?.start !== newStart) {
    return { path: "start", message: "moves the occurrences to days the rule cannot repeat on: move them one at a time (scope this)" };
  }
  return { keptRule, rule: newRule, start, moves };
}
