// A staff member's busy time from the calendar objects of their own calendar (one .ics resource per
// event series, as CalDAV serves them), read with ical.js: recurrence, overridden instances and
// time zones are the library's; this module decides what blocks and reads every time as an instant.
//
// Choices (the conformance corpus in ./corpus pins each one):
// - Ranges are clipped to the window and merged, touching ones too ([9:00, 10:00) and
//   [10:00, 11:00) give [9:00, 11:00)); the result is sorted.
// - An override (a VEVENT with RECURRENCE-ID) stands on its own: it blocks its own times unless it is
//   cancelled or transparent, and the instance it names is not generated. It is read even when its
//   series is not in the object (an invitation to one instance) or names no generated instance.
// - DTSTART is always an instance, also beside RDATEs without an RRULE, or an RRULE that does not
//   match it (ical.js leaves it out; Apple, Google and libical show it). Beside an RRULE with COUNT
//   that does not match it, that makes COUNT + 1 instances (one more busy instance, rather than one
//   fewer).
// - RANGE=THISANDFUTURE: ical.js moves every later instance by the override's shift and gives it the
//   override's duration; the override's STATUS and TRANSP then apply to those instances too.
// - A timed event's DTEND is an exact length from DTSTART, repeated for every instance; DURATION's
//   days and weeks are calendar days (P1D ends at the same local time the next day, also across a
//   DST change) and its hours exact. No DTEND and no DURATION: an instant, which blocks nothing.
// - All-day events block whole local dates in the provider's zone; DTEND (exclusive) not after
//   DTSTART, or no DTEND, blocks one day.
// - A floating UNTIL, EXDATE, RDATE or RECURRENCE-ID beside a zoned DTSTART is read in DTSTART's
//   zone; an UNTIL that is a date beside a timed DTSTART includes that whole local date; beside
//   an all-day DTSTART, a UTC UNTIL includes the dates whose local midnight is not after it.
// - An RDATE period is an instance with the period's own length.
// - An event that cannot be read (no DTSTART, an invalid date or rule) is skipped and reported to
//   `onSkippedEvent`; the others still count. When no event can be read at all, the object is
//   malformed: CalendarParseError.
// - Bounded work: at most `maxInstances` generated instances per object, and ical.js's search for
//   the next instance at most 20 candidates per allowed instance (an impossible rule such as
//   FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30 would otherwise search forever). Past the bound the object
//   throws CalendarLimitError (a CalendarParseError) rather than answer with busy time missing.
import ICAL from "ical.js";
import { IANAZone } from "luxon";
import { CalendarLimitError, CalendarParseError } from "./errors";
import { parseCalendarText } from "./ical-text";
import { wallOf, Zones } from "./zones";

export { CalendarLimitError, CalendarParseError } from "./errors";

/** Busy from `start` (included) to `end` (excluded). */
export interface BusyRange {
  start: Date;
  end: Date;
}

export interface BusyTimeOptions {
  /** Events whose UID is in here are skipped (the service's own exported bookings). */
  ignoreUids?: ReadonlySet<string>;
  /** Instances generated per calendar object before giving up (default 5000). */
  maxInstances?: number;
  /** Told about each event that could not be read and was skipped (the message quotes no text of it). */
  onSkippedEvent?: (message: string) => void;
  /** Counts the instances this object generated (added to `instances`), for a bound over many objects. */
  stats?: { instances: number };
}

const DEFAULT_MAX_INSTANCES = 5000;
const SEARCH_STEPS_PER_INSTANCE = 20;
const DAY_MS = 86_400_000;
const TIME_PROPERTIES = ["dtstart", "dtend", "recurrence-id", "exdate", "rdate"];
// ical.js's text forms of DATE and DATE-TIME values.
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_TEXT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z?$/;

interface Work {
  from: number;
  to: number;
  maxInstances: number;
  instances: number;
  steps: number;
  ranges: [number, number][];
}

/** Something wrong with one event, said without quoting it. */
class EventProblem extends Error {}

/**
 * The busy time of one calendar object within [window.from, window.to), clipped to the window,
 * merged and sorted. `floatingZone` is the provider's IANA zone: floating times, all-day dates and
 * unknown TZIDs are read in it. Throws CalendarParseError for a malformed object and
 * CalendarLimitError past the bounded work.
 */
export function busyRangesOf(
  ics: string,
  window: { from: Date; to: Date },
  floatingZone: string,
  options: BusyTimeOptions = {},
): BusyRange[] {
  const from = window.from.getTime();
  const to = window.to.getTime();
  if (Number.isNaN(from) || Number.isNaN(to)) throw new RangeError("The window's from and to must be valid dates.");
  if (!IANAZone.isValidZone(floatingZone)) throw new RangeError("floatingZone must be an IANA time zone.");
  const maxInstances = options.maxInstances ?? DEFAULT_MAX_INSTANCES;
  if (!Number.isInteger(maxInstances) || maxInstances < 1) throw new RangeError("maxInstances must be a positive integer.");
  const { calendars, dropped, eventPositions } = parseCalendarText(ics);
  const work: Work = { from, to, maxInstances, instances: 0, steps: 0, ranges: [] };
  const skipped = [...dropped];
  let readable = 0;
  for (const calendar of calendars) {
    const zones = new Zones(floatingZone, calendar);
    const series = new Map<string, { masters: Prepared[]; overrides: Prepared[] }>();
    calendar.getAllSubcomponents("vevent").forEach((event, position) => {
      const index = eventPositions?.[position] ?? position;
      const uid = event.getFirstPropertyValue("uid");
      if (typeof uid === "string" && options.ignoreUids?.has(uid)) return;
      let periods = new Map<string, number>();
      if (!attempt(() => (periods = prepareTimes(event, zones)), { event, index }, skipped)) return;
      const key = typeof uid === "string" ? `uid ${uid}` : `index ${index}`;
      const entry = series.get(key) ?? { masters: [], overrides: [] };
      series.set(key, entry);
      (event.hasProperty("recurrence-id") ? entry.overrides : entry.masters).push({ event, index, periods });
    });
    for (const { masters, overrides } of series.values()) {
      const latest = latestOverrides(overrides, zones);
      for (const override of latest) {
        if (attempt(() => addInstance(override.event, startOf(override.event), zones, work), override, skipped)) readable++;
      }
      const overrideEvents = latest.map((override) => override.event);
      for (const master of masters) {
        if (attempt(() => expandSeries(master, overrideEvents, zones, work), master, skipped)) readable++;
      }
    }
  }
  if (skipped.length > 0 && readable === 0) {
    throw new CalendarParseError(`The calendar object has no event that can be read: ${skipped[0] ?? ""}`);
  }
  for (const message of skipped) options.onSkippedEvent?.(message);
  if (options.stats) options.stats.instances += work.instances;
  return mergeBusyRanges(work.ranges.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })));
}

/** Merges overlapping and touching ranges (from any number of objects) and sorts them; empty ranges are dropped. */
export function mergeBusyRanges(ranges: readonly BusyRange[]): BusyRange[] {
  const sorted = ranges
    .map((range) => [range.start.getTime(), range.end.getTime()] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));
}

/** A VEVENT and its position in the object, to name it in messages. */
interface Numbered {
  event: ICAL.Component;
  index: number;
}

/** A readable VEVENT, with the lengths of its RDATE periods. */
interface Prepared extends Numbered {
  periods: Map<string, number>;
}

/** Runs one event's step; a failure skips that event (reported), except running out of the work allowed. */
function attempt(run: () => void, { event, index }: Numbered, skipped: string[]): boolean {
  try {
    run();
    return true;
  } catch (error) {
    if (error instanceof CalendarLimitError) throw error;
    const uid = event.getFirstPropertyValue("uid");
    const which = typeof uid === "string" ? `VEVENT #${index + 1} (UID ${uid.slice(0, 200)})` : `VEVENT #${index + 1}`;
    const what = error instanceof EventProblem ? error.message : "a value or rule of it is invalid";
    skipped.push(`${which} was skipped: ${what}.`);
    return false;
  }
}

function timeValue(component: ICAL.Component, name: string): ICAL.Time | null {
  const value = component.getFirstPropertyValue(name);
  return value instanceof ICAL.Time ? value : null;
}

function startOf(event: ICAL.Component): ICAL.Time {
  const start = timeValue(event, "dtstart");
  if (!start) throw new EventProblem("it has no DTSTART");
  return start;
}

function tzidOf(property: ICAL.Property): string | null {
  const tzid = property.getParameter("tzid");
  const name: unknown = Array.isArray(tzid) ? tzid[0] : tzid;
  return typeof name === "string" ? name : null;
}

function validTimeText(text: unknown): boolean {
  const match = typeof text === "string" ? (DATE_TIME_TEXT.exec(text) ?? DATE_TEXT.exec(text)) : null;
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= lastDay && hour <= 23 && minute <= 59 && second <= 60;
}

/** ical.js rolls an impossible date over (13th month, 30 February): refuse it instead. */
function checkTimeText(property: ICAL.Property) {
  if (property.type !== "date" && property.type !== "date-time") return;
  if (!property.jCal.slice(3).every(validTimeText)) {
    throw new EventProblem(`its ${property.name.toUpperCase()} is not a valid date or time`);
  }
}

/**
 * Gives every time of an event its zone (see ./zones) and settles the forms the producers mix, so
 * that everything ical.js compares is compared as instants. Answers the lengths of RDATE periods,
 * by the instance they start (ical.js expands their starts only).
 */
function prepareTimes(event: ICAL.Component, zones: Zones): Map<string, number> {
  for (const name of TIME_PROPERTIES) for (const property of event.getAllProperties(name)) checkTimeText(property);
  const startProperty = event.getFirstProperty("dtstart");
  const start = startOf(event);
  if (startProperty && !start.isDate && start.zone !== ICAL.Timezone.utcTimezone) {
    setZone(start, zones.resolve(tzidOf(startProperty)).ical);
  }
  const besideStart = start.isDate ? zones.floating.ical : start.zone;
  const periods = new Map<string, number>();
  for (const name of TIME_PROPERTIES) {
    for (const property of event.getAllProperties(name)) {
      if (property === startProperty) continue;
      const tzid = tzidOf(property);
      const zone = tzid === null ? besideStart : zones.resolve(tzid).ical;
      const values = property.getValues() as unknown[];
      const times = values.flatMap((value) => (value instanceof ICAL.Period ? [value.start, value.end] : [value]));
      for (const time of times) {
        if (time instanceof ICAL.Time && !time.isDate && time.zone !== ICAL.Timezone.utcTimezone) setZone(time, zone);
      }
      const starts = values.map((value) => {
        if (!(value instanceof ICAL.Period)) return value;
        const length = instantOf(value.getEnd(), zones) - instantOf(value.start, zones);
        periods.set(instanceKey(value.start, zones), length);
        return value.start;
      });
      if (values.some((value) => value instanceof ICAL.Period)) property.setValues(starts);
    }
  }
  for (const property of event.getAllProperties("rrule")) {
    const rule = property.getFirstValue();
    if (rule instanceof ICAL.Recur && rule.until) rule.until = settledUntil(rule.until, start, zones);
  }
  const duration = event.getFirstPropertyValue("duration");
  if (event.hasProperty("duration") && !(duration instanceof ICAL.Duration)) {
    throw new EventProblem("its DURATION is not a valid duration");
  }
  return periods;
}

function setZone(time: ICAL.Time, zone: ICAL.Timezone) {
  time.zone = zone;
  time._cachedUnixTime = null;
}

function settledUntil(until: ICAL.Time, start: ICAL.Time, zones: Zones): ICAL.Time {
  if (!start.isDate && until.isDate) {
    const endOfDay = { year: until.year, month: until.month, day: until.day, hour: 23, minute: 59, second: 59 };
    return ICAL.Time.fromData(endOfDay, start.zone);
  }
  if (start.isDate && !until.isDate) {
    if (until.zone !== ICAL.Timezone.utcTimezone) return dateOf(new Date(wallOf(until)));
    const instant = wallOf(until);
    return dateOf(new Date(instant + zones.floating.offsetAt(instant)));
  }
  if (!until.isDate && until.zone !== ICAL.Timezone.utcTimezone) setZone(until, start.zone);
  return until;
}

function dateOf(reading: Date): ICAL.Time {
  const day = { year: reading.getUTCFullYear(), month: reading.getUTCMonth() + 1, day: reading.getUTCDate(), isDate: true };
  return ICAL.Time.fromData(day);
}

/** A time's instant (ms); a date's is its local midnight in the floating zone. */
function instantOf(time: ICAL.Time, zones: Zones): number {
  if (time.isDate) return zones.floating.instant(wallOf(time));
  if (time.zone === ICAL.Timezone.utcTimezone) return wallOf(time);
  return zones.of(time.zone).instant(wallOf(time));
}

/** Which generated instance a time names: dates by their date, times by their instant. */
function instanceKey(time: ICAL.Time, zones: Zones): string {
  return time.isDate ? dateKey(time) : `time ${instantOf(time, zones)}`;
}

/** The key of a time's local date (of the date itself for a DATE). */
function dateKey(time: ICAL.Time): string {
  const day = new Date(0);
  day.setUTCFullYear(time.year, time.month - 1, time.day);
  return `date ${day.getTime()}`;
}

function blocks(event: ICAL.Component): boolean {
  const word = (name: string) => {
    const value = event.getFirstPropertyValue(name);
    return typeof value === "string" ? value.trim().toUpperCase() : "";
  };
  return word("transp") !== "TRANSPARENT" && word("status") !== "CANCELLED";
}

/** Overrides by the instance they name; of two for one instance, the higher SEQUENCE (else the later). */
function latestOverrides(overrides: Prepared[], zones: Zones): Prepared[] {
  const byInstance = new Map<string, Prepared>();
  const sequence = (event: ICAL.Component) => {
    const value = event.getFirstPropertyValue("sequence");
    return typeof value === "number" ? value : 0;
  };
  for (const override of overrides) {
    const id = timeValue(override.event, "recurrence-id");
    const key = id ? instanceKey(id, zones) : `index ${override.index}`;
    const known = byInstance.get(key);
    if (!known || sequence(override.event) >= sequence(known.event)) byInstance.set(key, override);
  }
  return [...byInstance.values()];
}

/** The instance of `event` starting at `start` (its length from the event's own DTEND or DURATION), clipped into the work. */
function addInstance(event: ICAL.Component, start: ICAL.Time, zones: Zones, work: Work, periodLength?: number) {
  if (!blocks(event)) return;
  const dtstart = startOf(event);
  const dtend = timeValue(event, "dtend");
  const duration = event.getFirstPropertyValue("duration");
  const startMs = instantOf(start, zones);
  const days = (count: number) => instantOf(start.clone().adjust(count, 0, 0, 0), zones);
  let endMs = startMs;
  if (periodLength !== undefined) {
    endMs = startMs + periodLength;
  } else if (dtend && dtstart.isDate && start.isDate) {
    endMs = days(Math.max(1, Math.round((wallOf(dtend) - wallOf(dtstart)) / DAY_MS)));
  } else if (dtend) {
    endMs = startMs + instantOf(dtend, zones) - instantOf(dtstart, zones);
  } else if (duration instanceof ICAL.Duration) {
    const sign = duration.isNegative ? -1 : 1;
    const exact = (duration.hours * 3600 + duration.minutes * 60 + duration.seconds) * 1000;
    endMs = days(sign * (duration.weeks * 7 + duration.days)) + sign * exact;
  } else if (start.isDate) {
    endMs = days(1);
  }
  const clippedStart = Math.max(startMs, work.from);
  const clippedEnd = Math.min(endMs, work.to);
  if (clippedEnd > clippedStart) work.ranges.push([clippedStart, clippedEnd]);
}

/**
 * The instances of a series (or the one instance of a single event) up to the window's end, less
 * those its overrides replace. The search of every rule is bounded (see the header).
 */
function expandSeries(prepared: Prepared, overrides: ICAL.Component[], zones: Zones, work: Work) {
  const master = prepared.event;
  const event = new ICAL.Event(master, { exceptions: overrides });
  const replaced = new Set<string>();
  let ranges = 0;
  // A THISANDFUTURE override moving instances earlier brings later ones into the window.
  let earlier = 0;
  for (const override of overrides) {
    const id = timeValue(override, "recurrence-id");
    if (!id) continue;
    replaced.add(instanceKey(id, zones));
    if (new ICAL.Event(override).modifiesFuture()) {
      ranges++;
      earlier = Math.max(earlier, instantOf(id, zones) - instantOf(startOf(override), zones));
    }
  }
  // A cancelled or transparent series blocks nothing (unless a THISANDFUTURE override revives a part).
  if (!blocks(master) && ranges === 0) return;
  const stop = work.to + earlier;
  guardRules(master, stop + DAY_MS, work);
  const instance = (occurrence: ICAL.Time) => {
    if (++work.instances > work.maxInstances) {
      throw new CalendarLimitError(
        `The calendar object generates more than ${work.maxInstances} instances before the window's end (a dense series, or one started long ago).`,
      );
    }
    const key = instanceKey(occurrence, zones);
    if (replaced.has(key)) return;
    const details = event.getOccurrenceDetails(occurrence);
    // An override ical.js matched by its text form is read on its own, like the others.
    if (details.item !== event && !details.item.modifiesFuture()) return;
    const periodLength = details.item === event ? prepared.periods.get(key) : undefined;
    addInstance(details.item.component, details.startDate, zones, work, periodLength);
  };
  const start = startOf(master);
  const startKey = instanceKey(start, zones);
  let sawStart = false;
  const expansion = event.iterator();
  // ical.js answers null after the last instance (its types leave that out).
  const next = (): ICAL.Time | null => expansion.next();
  for (let occurrence = next(); occurrence; occurrence = next()) {
    if (instantOf(occurrence, zones) >= stop) break;
    sawStart ||= instanceKey(occurrence, zones) === startKey;
    instance(occurrence);
  }
  // DTSTART is the first instance (as Apple, Google and libical read it) even when ical.js leaves it
  // out: with RDATE and no RRULE, or an RRULE that does not match it.
  if (!sawStart && instantOf(start, zones) < stop && !excluded(master, start, zones)) instance(start);
}

/** Whether an EXDATE names this instance (a DATE names every instance on that local date). */
function excluded(event: ICAL.Component, time: ICAL.Time, zones: Zones): boolean {
  const key = instanceKey(time, zones);
  const date = dateKey(time);
  return event
    .getAllProperties("exdate")
    .flatMap((property) => property.getValues() as unknown[])
    .some((value) => value instanceof ICAL.Time && instanceKey(value, zones) === (value.isDate ? date : key));
}

/**
 * Bounds ical.js's search for instances: each rule ends a day after the point where expansion stops
 * anyway (so a yearly rule that can never match gives up there, not in the year 20000), and every
 * candidate it weighs counts against the object's budget; a candidate past that end is accepted so
 * that ical.js sees the end and stops, instead of searching forever for an impossible match.
 */
function guardRules(master: ICAL.Component, end: number, work: Work) {
  const last = ICAL.Time.fromData({ year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 }, ICAL.Timezone.utcTimezone);
  last.fromUnixTime(Math.floor(end / 1000));
  const maxSteps = work.maxInstances * SEARCH_STEPS_PER_INSTANCE;
  for (const property of master.getAllProperties("rrule")) {
    const rule = property.getFirstValue();
    if (!(rule instanceof ICAL.Recur)) throw new EventProblem("its RRULE is not a valid rule");
    if (!rule.until || rule.until.compare(last) > 0) rule.until = last.clone();
    const iterate = rule.iterator.bind(rule);
    rule.iterator = (start: ICAL.Time) => {
      const iterator = iterate(start);
      const matches = iterator.check_contracting_rules.bind(iterator);
      iterator.check_contracting_rules = () => {
        if (++work.steps > maxSteps) {
          throw new CalendarLimitError(
            `The calendar object's recurrence rules need more than ${maxSteps} search steps before the window's end (a rule that never or rarely matches).`,
          );
        }
        return iterator.last.compare(last) > 0 || matches();
      };
      return iterator;
    };
  }
}
