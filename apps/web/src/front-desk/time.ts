// The start times a service fits in a member's schedule, in the provider's time zone, with Intl
// only. Slots arrive with a local HH:MM in the provider's zone and their start instant
// (`dateTime`); a booking is created at that instant, which stays unambiguous on a day the clocks
// go back and 02:00 happens twice. Times are named as the member's language writes them
// (common/dates.ts), and by a 24-hour name that is the same in every language (test ids and keys).
import { LOCALE_TAGS, type Lang } from "../i18n/languages";
import { clockTime } from "../common/dates";

interface ScheduleSlot {
  time: string;
  dateTime: string;
  available: boolean;
}

export interface BookableTime {
  /** The slot's start instant: the booking's dateTime. */
  dateTime: string;
  /** Local HH:MM, with the UTC offset ("01:00-GMT-5") when the day shows that time twice: the same in every language. */
  id: string;
  /** The time as the language writes it ("9:00 AM", "09:00"), with the UTC offset when the day shows that time twice (clocks going back). */
  label: string;
}

/** "GMT-4" (or "UTC−4", as French writes it) for an instant in `timeZone`. */
function offsetName(instant: string, timeZone: string, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "shortOffset" }).formatToParts(new Date(instant));
  return parts.find((p) => p.type === "timeZoneName")?.value ?? "";
}

/**
 * Start times at which a service of `duration` minutes fits: every slot it covers (one per
 * `slotMinutes` of real time from its start) exists and is available. Works on instants, so a
 * clock change inside the service's time is counted in real minutes.
 */
export function bookableTimes(slots: ScheduleSlot[], slotMinutes: number, duration: number, timeZone: string, lang: Lang): BookableTime[] {
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
    .map((slot) => {
      const time = clockTime(slot.dateTime, timeZone, lang);
      if ((seen.get(slot.time) ?? 0) < 2) return { dateTime: slot.dateTime, id: slot.time, label: time };
      return {
        dateTime: slot.dateTime,
        id: `${slot.time}-${offsetName(slot.dateTime, timeZone, "en-US")}`,
        label: `${time} (${offsetName(slot.dateTime, timeZone, LOCALE_TAGS[lang])})`,
      };
    });
}
