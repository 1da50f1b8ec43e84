// A recurring series as one iCalendar event (RFC 5545), for the customer's calendar: DTSTART at
// the series' first start in the salon's zone (TZID, with a VTIMEZONE of that zone's offsets over
// the series, so calendar apps keep every occurrence at the same local time across clock
// changes), an RRULE from the series' rule (FREQ, INTERVAL, BYDAY, COUNT or UNTIL), EXDATE for
// every occurrence the rule gives that is not booked (skipped when the series was made, cancelled
// since, or moved out of it), and an override (RECURRENCE-ID: the occurrence's original start) for
// each occurrence whose time, length, member, service or status is not the series' own. Its UID is
// the series' and never changes; its SEQUENCE is the highest of its bookings'.
import { DateTime } from "luxon";
import type { Language } from "@booking/i18n";
import { ICalEventRepeatingFreq, ICalWeekday } from "ical-generator";
import { calendarStatus, eventDescription, invitationParties, newCalendar, type CalendarBooking } from "./calendar-file";
import { message } from "./messages/format";
import { seriesOccurrences, type SeriesRule } from "./domain/series";
import { MINUTE_MS, zoneOffsetAt } from "./domain/local-time";

/** One booked occurrence of a series, as its calendar event tells it. */
export interface CalendarOccurrence {
  /** Its original local start (`2026-12-03T10:00`): the RECURRENCE-ID of its override. */
  key: string;
  start: Date;
  end: Date;
  status: string;
  serviceName: string;
  staffName: string;
}

export interface CalendarSeries {
  id: string;
  rule: SeriesRule;
  /** The rule's first start (DTSTART): every occurrence at its local time in `timezone`. */
  start: Date;
  /** The salon's IANA zone the series was made in. */
  timezone: string;
  /** The highest calendar sequence of the series' bookings. */
  sequence: number;
  /** Every booking of the series, cancelled ones too, in any order. */
  occurrences: readonly CalendarOccurrence[];
  providerName: string;
  providerLocation: string | null;
  language: Language;
  manageUrl?: string;
  invitation?: CalendarBooking["invitation"];
}

const FREQUENCIES = {
  daily: ICalEventRepeatingFreq.DAILY,
  weekly: ICalEventRepeatingFreq.WEEKLY,
  monthly: ICalEventRepeatingFreq.MONTHLY,
} as const;
const WEEKDAYS: Record<string, ICalWeekday> = {
  MO: ICalWeekday.MO,
  TU: ICalWeekday.TU,
  WE: ICalWeekday.WE,
  TH: ICalWeekday.TH,
  FR: ICalWeekday.FR,
  SA: ICalWeekday.SA,
  SU: ICalWeekday.SU,
};
const DAY_MS = 86_400_000;
/** Statuses of a booking that still stands (or stood: it took place). */
const BOOKED = new Set(["held", "pending", "confirmed", "completed", "no_show"]);

/** `+0200`, `-0330`: an offset as VTIMEZONE writes it. */
function offsetText(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / MINUTE_MS);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${offsetMs < 0 ? "-" : "+"}${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
}

/** The local wall time `instant` reads with `offsetMs`, as `YYYYMMDDTHHMMSS`. */
function wallText(instant: number, offsetMs: number): string {
  return new Date(instant + offsetMs).toISOString().slice(0, 19).replace(/[-:]/g, "");
}

/**
 * The zone's VTIMEZONE over [from, to]: its offset at `from`, then every change of offset in
 * between (found day by day, then to the minute), each with its own DTSTART (no rule to guess).
 */
export function zoneDefinition(zone: string, from: number, to: number): string {
  const changes: { at: number; before: number; after: number }[] = [];
  let before = zoneOffsetAt(from, zone);
  for (let day = from + DAY_MS; day < to + DAY_MS; day += DAY_MS) {
    const after = zoneOffsetAt(day, zone);
    if (after === before) continue;
    let [low, high] = [day - DAY_MS, day];
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (zoneOffsetAt(middle, zone) === before) low = middle;
      else high = middle;
    }
    changes.push({ at: high, before, after });
    before = after;
  }
  const first = zoneOffsetAt(from, zone);
  const standardFirst = changes[0] === undefined || changes[0].after > changes[0].before;
  const part = (daylight: boolean, at: number, offsetFrom: number, offsetTo: number) => [
    `BEGIN:${daylight ? "DAYLIGHT" : "STANDARD"}`,
    `DTSTART:${wallText(at, offsetFrom)}`,
    `TZOFFSETFROM:${offsetText(offsetFrom)}`,
    `TZOFFSETTO:${offsetText(offsetTo)}`,
    `END:${daylight ? "DAYLIGHT" : "STANDARD"}`,
  ];
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${zone}`,
    ...part(!standardFirst, from, first, first),
    ...changes.flatMap((change) => part(change.after > change.before, change.at, change.before, change.after)),
    "END:VTIMEZONE",
  ].join("\r\n");
}

export function seriesCalendarFile(series: CalendarSeries): string {
  const { language, timezone: zone } = series;
  const inZone = (at: Date | number) => DateTime.fromMillis(typeof at === "number" ? at : at.getTime(), { zone });
  const ruled = seriesOccurrences(series.rule, series.start.getTime(), zone);
  const booked = new Map(series.occurrences.filter((o) => BOOKED.has(o.status)).map((o) => [o.key, o]));
  const kept = ruled.filter((o) => booked.has(o.key));
  // The series' own time, length, member and service: its first booked occurrence's.
  const model = booked.get(kept[0]?.key ?? "") ?? series.occurrences[0];
  const cancelling = series.invitation?.method === "CANCEL";
  const status = cancelling
    ? calendarStatus("cancelled")
    : calendarStatus([...booked.values()].every((o) => o.status !== "held" && o.status !== "pending") ? "confirmed" : "pending");
  const durationMs = model ? model.end.getTime() - model.start.getTime() : 0;
  const serviceName = model?.serviceName ?? "";
  const staffName = model?.staffName ?? "";
  const lastRuled = ruled[ruled.length - 1]?.start ?? series.start.getTime();
  const instants = series.occurrences.flatMap((o) => [o.start.getTime(), o.end.getTime()]);
  const from = Math.min(series.start.getTime(), ...instants) - 7 * DAY_MS;
  const to = Math.max(lastRuled + durationMs, ...instants) + 7 * DAY_MS;
  const calendar = newCalendar(series.providerName, language, series.invitation);
  calendar.timezone({ name: null, generator: (tz) => (tz === zone ? zoneDefinition(zone, from, to) : null) });
  const uid = `${series.id}@booking-service`;
  const common = {
    id: uid,
    timezone: zone,
    location: series.providerLocation ?? undefined,
    url: series.manageUrl,
    sequence: series.sequence,
    ...invitationParties(series.invitation),
  };
  const eventOf = (of: { serviceName: string; staffName: string }) => ({
    summary: message(language, "calendar.summary", { serviceName: of.serviceName, providerName: series.providerName }),
    description: eventDescription(language, { ...of, reference: series.id, manageUrl: series.manageUrl }),
  });
  const { rule } = series;
  calendar.createEvent({
    ...common,
    ...eventOf({ serviceName, staffName }),
    start: inZone(series.start),
    end: inZone(series.start.getTime() + durationMs),
    status,
    repeating: {
      freq: FREQUENCIES[rule.frequency],
      interval: rule.interval,
      ...(rule.count !== undefined ? { count: rule.count } : { until: new Date(lastRuled) }),
      ...(rule.frequency === "weekly" && rule.byWeekday?.length
        ? { byDay: rule.byWeekday.map((code) => WEEKDAYS[code] ?? ICalWeekday.MO), startOfWeek: ICalWeekday.MO }
        : {}),
      ...(ruled.length > kept.length ? { exclude: ruled.filter((o) => !booked.has(o.key)).map((o) => inZone(o.start)) } : {}),
    },
  });
  // Occurrences that differ from the series' own: an override each, named by their original start.
  if (!cancelling) {
    for (const occurrence of kept) {
      const own = booked.get(occurrence.key);
      if (!own) continue;
      const moved = own.start.getTime() !== occurrence.start || own.end.getTime() - own.start.getTime() !== durationMs;
      const changed = own.staffName !== staffName || own.serviceName !== serviceName || calendarStatus(own.status) !== status || moved;
      if (!changed) continue;
      calendar.createEvent({
        ...common,
        ...eventOf(own),
        recurrenceId: inZone(occurrence.start),
        start: inZone(own.start),
        end: inZone(own.end),
        status: calendarStatus(own.status),
      });
    }
  }
  return calendar.toString();
}
