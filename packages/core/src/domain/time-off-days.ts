// Time off given as whole days (a holiday week): from the start of the first local day to the start
// of the day after the last, in the salon's time zone, so that clock changes inside it are kept.
import { addDays, daysBetween, localTimeToInstantLenient } from "./local-time";

/** The most days one entry of time off given by days may span (a year and a day, a leap year's). */
const MAX_TIME_OFF_DAYS = 366;

/** Why `startDate`..`endDate` (both inclusive, `YYYY-MM-DD`) is not a range of days; null when it is. */
export function timeOffDaysProblem(startDate: string, endDate: string): string | null {
  const days = daysBetween(startDate, endDate) + 1;
  if (days < 1) return "must be on or after startDate";
  if (days > MAX_TIME_OFF_DAYS) return `may be at most ${MAX_TIME_OFF_DAYS} days after startDate`;
  return null;
}

/** The instants the local days `startDate`..`endDate` (inclusive) cover in `zone`: [start, end). */
export function timeOffDays(startDate: string, endDate: string, zone: string): { start: Date; end: Date } {
  return {
    start: new Date(localTimeToInstantLenient(startDate, 0, zone)),
    end: new Date(localTimeToInstantLenient(addDays(endDate, 1), 0, zone)),
  };
}
