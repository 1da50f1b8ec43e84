// The zones a calendar object's times are read in, and local wall-clock time → instant in each.
//
// Every non-UTC time of an event gets one of these zones before ical.js compares or expands
// anything, so that UNTIL and EXDATE written in UTC, RECURRENCE-IDs and THISANDFUTURE ranges are
// compared as instants whatever form the producer chose:
// - a TZID with a VTIMEZONE in the text: that definition, whatever its name ("W. Europe Standard
//   Time", "Customized Time Zone");
// - a TZID without one (Google's habit) that names an IANA zone, also behind a path prefix such as
//   "/mozilla.org/20050126_1/Europe/Berlin": the IANA rules, through Luxon;
// - an unknown TZID, or a floating time: the provider's zone.
// One rule for all of them (RFC 5545, 3.3.5): a local time skipped by a spring-forward change is
// read with the offset before the change, so it moves forward by the gap as Luxon moves it; a local
// time repeated by a fall-back change means its first occurrence. (ical.js's own reading of a
// VTIMEZONE moves a skipped time back by the gap and takes the later of a repeated time's two
// occurrences, and Luxon's DateTime.fromObject picks a repeated time's occurrence by the offset in
// force today; so offsets come from them, and the choice is made here.)
import ICAL from "ical.js";
import { IANAZone } from "luxon";
import { clockOf, localTimeInstants, type ZoneClock } from "../domain/local-time";

const DAY_MS = 86_400_000;

/** A zone as ical.js carries it on times, and the instant of a wall-clock reading in it. */
export interface ReadingZone {
  readonly ical: ICAL.Timezone;
  /** The instant (ms) of wall-clock time `wall` (its fields read as UTC milliseconds). */
  instant(wall: number): number;
  /** How far clocks are ahead of UTC at an instant (ms). */
  offsetAt(instant: number): number;
}

/** Wall-clock fields as UTC milliseconds (out-of-range fields roll over, as ical.js lets them mid-expansion). */
export function wallOf(time: ICAL.Time): number {
  const date = new Date(0);
  date.setUTCFullYear(time.year, time.month - 1, time.day);
  date.setUTCHours(time.isDate ? 0 : time.hour, time.isDate ? 0 : time.minute, time.isDate ? 0 : time.second);
  return date.getTime();
}

function readingZone(clock: ZoneClock): ReadingZone {
  const memo = new Map<number, number>();
  const instant = (wall: number): number => {
    const known = memo.get(wall);
    if (known !== undefined) return known;
    const minuteWall = wall - (((wall % 60_000) + 60_000) % 60_000);
    const reading = new Date(minuteWall);
    const date = reading.toISOString().slice(0, 10);
    const minutes = reading.getUTCHours() * 60 + reading.getUTCMinutes();
    // The first of the instants showing this reading; none in a gap: the offset before it.
    const first = localTimeInstants(date, minutes, clock)[0] ?? minuteWall - clock.offsetAt(minuteWall - DAY_MS);
    const result = first + (wall - minuteWall);
    memo.set(wall, result);
    return result;
  };
  const ical = new ICAL.Timezone({ tzid: clock.zone });
  // ical.js asks a zone for its offset at a local time (seconds ahead of UTC).
  ical.utcOffset = (time: ICAL.Time) => {
    const wall = wallOf(time);
    return (wall - instant(wall)) / 1000;
  };
  return { ical, instant, offsetAt: (at) => clock.offsetAt(at) };
}

/**
 * A VTIMEZONE's offsets by instant, from the transitions ical.js expands out of its STANDARD and
 * DAYLIGHT rules (held as UTC instants).
 */
class VtimezoneClock implements ZoneClock {
  private transitions: { at: number; offset: number }[] = [];
  private offsetBefore = 0;
  private coveredYear = Number.NEGATIVE_INFINITY;

  constructor(
    readonly zone: string,
    private readonly timezone: ICAL.Timezone,
  ) {}

  /** False when the definition yields no transition at all (no usable STANDARD or DAYLIGHT). */
  usable(): boolean {
    this.cover(new Date().getUTCFullYear());
    return this.transitions.length > 0;
  }

  offsetAt(instant: number): number {
    this.cover(new Date(instant).getUTCFullYear() + 1);
    const list = this.transitions;
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const transition = list[middle];
      if (transition !== undefined && transition.at <= instant) low = middle + 1;
      else high = middle;
    }
    return low === 0 ? this.offsetBefore : (list[low - 1]?.offset ?? this.offsetBefore);
  }

  private cover(year: number) {
    if (year <= this.coveredYear) return;
    this.timezone._ensureCoverage(year);
    this.coveredYear = year;
    const changes = this.timezone.changes as {
      year: number;
      month: number;
      day: number;
      hour: number;
      minute: number;
      second: number;
      utcOffset: number;
      prevUtcOffset: number;
    }[];
    this.transitions = changes
      .map((change) => ({
        at: Date.UTC(change.year, change.month - 1, change.day, change.hour, change.minute, change.second),
        offset: change.utcOffset * 1000,
      }))
      .sort((a, b) => a.at - b.at);
    this.offsetBefore = (changes[0]?.prevUtcOffset ?? 0) * 1000;
  }
}

/** The IANA name a TZID stands for, if any: itself, or the tail of a path-like TZID. */
function ianaName(tzid: string): string | null {
  if (IANAZone.isValidZone(tzid)) return tzid;
  const parts = tzid.split("/");
  for (let i = 1; i < parts.length - 1; i++) {
    const tail = parts.slice(i).join("/");
    if (IANAZone.isValidZone(tail)) return tail;
  }
  return null;
}

/** The zones of one VCALENDAR, resolved once per TZID. */
export class Zones {
  readonly floating: ReadingZone;
  private readonly byTzid = new Map<string, ReadingZone>();
  private readonly byIcal = new Map<ICAL.Timezone, ReadingZone>();
  private readonly definitions = new Map<string, ICAL.Component>();

  constructor(floatingZone: string, calendar: ICAL.Component) {
    this.floating = this.remember(readingZone(clockOf(floatingZone)));
    for (const definition of calendar.getAllSubcomponents("vtimezone")) {
      const tzid = definition.getFirstPropertyValue("tzid");
      if (typeof tzid === "string" && !this.definitions.has(tzid)) this.definitions.set(tzid, definition);
    }
  }

  /** The zone a TZID parameter names (no TZID: the floating zone). */
  resolve(tzid: string | null): ReadingZone {
    if (tzid === null || tzid === "") return this.floating;
    const known = this.byTzid.get(tzid);
    if (known) return known;
    const zone = this.fromDefinition(tzid) ?? this.fromIana(tzid) ?? this.floating;
    this.byTzid.set(tzid, zone);
    return zone;
  }

  /** The reading zone behind a zone this class handed to ical.js (others, e.g. floating: the floating zone). */
  of(zone: ICAL.Timezone): ReadingZone {
    return this.byIcal.get(zone) ?? this.floating;
  }

  private fromDefinition(tzid: string): ReadingZone | null {
    const definition = this.definitions.get(tzid);
    if (!definition) return null;
    try {
      const clock = new VtimezoneClock(tzid, new ICAL.Timezone({ component: definition, tzid }));
      return clock.usable() ? this.remember(readingZone(clock)) : null;
    } catch {
      // A definition ical.js cannot expand is as good as none: the TZID is read by its name.
      return null;
    }
  }

  private fromIana(tzid: string): ReadingZone | null {
    const name = ianaName(tzid);
    return name === null ? null : this.remember(readingZone(clockOf(name)));
  }

  private remember(zone: ReadingZone): ReadingZone {
    this.byIcal.set(zone.ical, zone);
    return zone;
  }
}
