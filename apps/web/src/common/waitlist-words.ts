// A waitlist entry's windows in words, as the console lists the line and the booking page says
// what a visitor waits for: each window's dates ("Tue, Mar 9" or "Mon, Mar 8 – Fri, Mar 12"), its
// weekdays when it names some, and its part of the day, in the reader's language. Times are local
// to the salon (HH:MM on its clock), so they are formatted as clock readings, never as instants.
// Also what the booking page sends for the choice it offers: one window of dates and times.
import type { RouterOutputs } from "@booking/client";
import { LOCALE_TAGS, type Lang } from "../i18n/languages";
import { shortDate } from "./dates";
import type { Translate } from "./words";

type AnsweredWindow = RouterOutputs["waitlist"]["list"]["data"][number]["windows"][number];
type WeekdayCode = NonNullable<AnsweredWindow["weekdays"]>[number];
/** A window of a waitlist entry, as the service answers it (its weekdays only read). */
type WaitlistWindow = Omit<AnsweredWindow, "weekdays"> & { weekdays?: readonly WeekdayCode[] };

const WEEKDAY_ORDER: readonly WeekdayCode[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

/** "Tue" or "Di." for a weekday code (Monday 1 January 2024 is a Monday). */
function weekdayName(code: WeekdayCode, lang: Lang): string {
  const day = new Date(Date.UTC(2024, 0, 1 + WEEKDAY_ORDER.indexOf(code), 12));
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang], { timeZone: "UTC", weekday: "short" }).format(day);
}

/** A local clock reading "14:30" as the language writes it ("2:30 PM", "14:30"); "24:00" is midnight. */
export function clockReading(time: string, lang: Lang): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const twelve = /^h1[12]$/.test(new Intl.DateTimeFormat(LOCALE_TAGS[lang], { hour: "numeric" }).resolvedOptions().hourCycle ?? "");
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang], { timeZone: "UTC", hour: twelve ? "numeric" : "2-digit", minute: "2-digit" }).format(
    new Date(Date.UTC(2024, 0, 1, hours % 24, minutes)),
  );
}

/** One window in words: its dates, its weekdays (in the week's order), its part of the day. */
export function windowInWords(window: WaitlistWindow, t: Translate, lang: Lang): string {
  const dates =
    window.from === window.to
      ? shortDate(window.from, lang)
      : t("waitlist.window.dates", { from: shortDate(window.from, lang), to: shortDate(window.to, lang) });
  const parts = [dates];
  if (window.weekdays && window.weekdays.length > 0 && window.weekdays.length < 7) {
    const days = WEEKDAY_ORDER.filter((code) => window.weekdays?.includes(code));
    parts.push(days.map((code) => weekdayName(code, lang)).join(", "));
  }
  const { startTime, endTime } = window;
  if (startTime && endTime) {
    parts.push(t("waitlist.window.between", { start: clockReading(startTime, lang), end: clockReading(endTime, lang) }));
  } else if (startTime) {
    parts.push(t("waitlist.window.after", { start: clockReading(startTime, lang) }));
  } else if (endTime) {
    parts.push(t("waitlist.window.before", { end: clockReading(endTime, lang) }));
  } else {
    parts.push(t("waitlist.window.anyTime"));
  }
  return parts.join(", ");
}

/** Every window of an entry, one after another. */
export const windowsInWords = (windows: readonly WaitlistWindow[], t: Translate, lang: Lang) =>
  windows.map((window) => windowInWords(window, t, lang)).join("; ");

/**
 * The window the booking page sends for what the visitor chose: a date or a range of dates (the
 * last left empty or before the first: that one day), and optionally the earliest start and the
 * latest end.
 */
export function windowOfChoice(choice: { from: string; to: string; startTime: string; endTime: string }): {
  from: string;
  to: string;
  startTime?: string;
  endTime?: string;
} {
  const to = choice.to && choice.to >= choice.from ? choice.to : choice.from;
  return {
    from: choice.from,
    to,
    ...(choice.startTime ? { startTime: choice.startTime } : {}),
    ...(choice.endTime ? { endTime: choice.endTime } : {}),
  };
}

/** A part of the day that ends before it starts: the form says so before anything is sent. */
export const timesReversed = (choice: { startTime: string; endTime: string }) =>
  choice.startTime !== "" && choice.endTime !== "" && choice.endTime <= choice.startTime;
