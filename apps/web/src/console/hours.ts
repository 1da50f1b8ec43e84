// Weekly hours as the console's form holds them (a day off, or opening and closing times with at
// most one break), and as the service takes them: a member's working hours, and the salon's own
// opening hours.
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface DayHours {
  works: boolean;
  start: string;
  end: string;
  /** A break, when both are set. */
  breakStart: string;
  breakEnd: string;
}

export type WeekHours = Record<Weekday, DayHours>;

type ServiceDay = { start: string; end: string; breaks?: { start: string; end: string }[] } | null;
export type ServiceWeek = Record<Weekday, ServiceDay>;

/** Monday to Friday 09:00-17:00 with a 12:00-13:00 break: where a new member starts. */
export const DEFAULT_HOURS: WeekHours = Object.fromEntries(
  WEEKDAYS.map((day, index) => [day, { works: index < 5, start: "09:00", end: "17:00", breakStart: "12:00", breakEnd: "13:00" }]),
) as WeekHours;

/** Monday to Saturday 09:00-18:00: the opening hours offered when a salon first says it has its own. */
export const DEFAULT_OPENING_HOURS: WeekHours = Object.fromEntries(
  WEEKDAYS.map((day, index) => [day, { works: index < 6, start: "09:00", end: "18:00", breakStart: "", breakEnd: "" }]),
) as WeekHours;

export function toServiceWeek(hours: WeekHours): ServiceWeek {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const h = hours[day];
      if (!h.works) return [day, null];
      const breaks = h.breakStart && h.breakEnd ? [{ start: h.breakStart, end: h.breakEnd }] : [];
      return [day, { start: h.start, end: h.end, breaks }];
    }),
  ) as ServiceWeek;
}

export function fromServiceWeek(week: ServiceWeek): WeekHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const d = week[day];
      // A day off shows the usual times, ready for when it is switched on.
      if (!d) return [day, { ...DEFAULT_HOURS[day], works: false }];
      const pause = d.breaks?.[0];
      return [day, { works: true, start: d.start, end: d.end, breakStart: pause?.start ?? "", breakEnd: pause?.end ?? "" }];
    }),
  ) as WeekHours;
}
