// A series' calendar file read back by ical.js, an independent parser: its recurrence expanded
// (RRULE, EXDATE, overrides, the file's own VTIMEZONE) yields exactly the booked, not cancelled
// occurrences at their real instants, across clock changes.
import { describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { seriesCalendarFile, zoneDefinition, type CalendarOccurrence, type CalendarSeries } from "./series-calendar-file";
import { seriesOccurrences, type SeriesRule } from "./domain/series";

interface Instance {
  start: string;
  end: string;
  summary: string;
  description: string;
}

/** Every instance the file's events give, in time order, read with the file's own time zone definitions only. */
function expand(ics: string): Instance[] {
  const root = new ICAL.Component(ICAL.parse(ics));
  const zones = root.getAllSubcomponents("vtimezone").map((component) => new ICAL.Timezone(component));
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  try {
    const events = root.getAllSubcomponents("vevent");
    const master = events.find((event) => !event.hasProperty("recurrence-id"));
    if (!master) throw new Error("no master event");
    const event = new ICAL.Event(master, { exceptions: events.filter((e) => e.hasProperty("recurrence-id")) });
    const iterator = event.iterator();
    const instances: Instance[] = [];
    for (let next = iterator.next(); next && instances.length < 100; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      instances.push({
        start: details.startDate.toJSDate().toISOString(),
        end: details.endDate.toJSDate().toISOString(),
        summary: details.item.summary,
        description: details.item.description,
      });
    }
    return instances;
  } finally {
    for (const zone of zones) ICAL.TimezoneService.remove(zone.tzid);
  }
}

const MINUTE = 60_000;

/** A series as booked: every occurrence of the rule, 45 minutes with Ana, confirmed. */
function booked(rule: SeriesRule, start: string, zone: string): CalendarSeries {
  const occurrences: CalendarOccurrence[] = seriesOccurrences(rule, Date.parse(start), zone).map((o) => ({
    key: o.key,
    start: new Date(o.start),
    end: new Date(o.start + 45 * MINUTE),
    status: "confirmed",
    serviceName: "Physio",
    staffName: "Ana",
  }));
  return {
    id: "ser_1",
    rule,
    start: new Date(start),
    timezone: zone,
    sequence: 0,
    occurrences,
    providerName: "Praxis",
    providerLocation: "Hauptstr. 1",
    language: "en",
    manageUrl: "https://example.test/book/#manage=abc",
  };
}

const startsOf = (series: CalendarSeries) =>
  series.occurrences
    .filter((o) => o.status !== "cancelled")
    .map((o) => o.start.toISOString())
    .sort();

describe("a series' calendar file", () => {
  it("is one event at 10:00 Berlin time every Monday across the October clock change, with TZID, VTIMEZONE and RRULE", () => {
    const series = booked({ frequency: "weekly", interval: 1, count: 6 }, "2026-10-12T08:00:00Z", "Europe/Berlin");
    const ics = seriesCalendarFile(series);
    expect(ics).toContain("DTSTART;TZID=Europe/Berlin:20261012T100000");
    expect(ics).toContain("RRULE:FREQ=WEEKLY;COUNT=6;INTERVAL=1");
    expect(ics).toContain("BEGIN:VTIMEZONE");
    expect(ics).toContain("TZOFFSETFROM:+0200");
    expect(ics).toContain("TZOFFSETTO:+0100");
    expect(ics).toContain("UID:ser_1@booking-service");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    const instances = expand(ics);
    expect(instances.map((i) => i.start)).toEqual([
      "2026-10-12T08:00:00.000Z",
      "2026-10-19T08:00:00.000Z",
      "2026-10-26T09:00:00.000Z",
      "2026-11-02T09:00:00.000Z",
      "2026-11-09T09:00:00.000Z",
      "2026-11-16T09:00:00.000Z",
    ]);
    expect(instances.every((i) => Date.parse(i.end) - Date.parse(i.start) === 45 * MINUTE)).toBe(true);
    expect(instances[0]?.summary).toBe("Physio at Praxis");
    expect(instances[0]?.description).toContain("Physio with Ana");
  });

  it("leaves out skipped and cancelled occurrences (EXDATE) and tells moved ones and another member's as overrides", () => {
    const series = booked({ frequency: "weekly", interval: 1, count: 6 }, "2026-10-12T08:00:00Z", "Europe/Berlin");
    const [first, skipped, cancelled, moved, otherMember, last] = series.occurrences as CalendarOccurrence[] & { length: 6 };
    void skipped;
    const occurrences = [
      first,
      // The 19 October was skipped when the series was made: no booking.
      { ...cancelled, status: "cancelled" },
      // 2 November moved to 14:30 the next day, for an hour; it keeps its key.
      { ...moved, start: new Date("2026-11-03T13:30:00Z"), end: new Date("2026-11-03T14:30:00Z") },
      { ...otherMember, staffName: "Ben" },
      last,
    ] as CalendarOccurrence[];
    const ics = seriesCalendarFile({ ...series, occurrences, sequence: 3 });
    expect(ics).toMatch(/EXDATE;TZID=Europe\/Berlin:20261019T100000,20261026T100000/);
    expect(ics).toContain("RECURRENCE-ID;TZID=Europe/Berlin:20261102T100000");
    expect(ics).toContain("RECURRENCE-ID;TZID=Europe/Berlin:20261109T100000");
    expect(ics).toContain("SEQUENCE:3");
    const instances = expand(ics);
    expect(instances.map((i) => [i.start, i.end])).toEqual([
      ["2026-10-12T08:00:00.000Z", "2026-10-12T08:45:00.000Z"],
      ["2026-11-03T13:30:00.000Z", "2026-11-03T14:30:00.000Z"],
      ["2026-11-09T09:00:00.000Z", "2026-11-09T09:45:00.000Z"],
      ["2026-11-16T09:00:00.000Z", "2026-11-16T09:45:00.000Z"],
    ]);
    expect(instances[2]?.description).toContain("Physio with Ben");
  });

  it("leaves out a cancelled first occurrence too", () => {
    const series = booked({ frequency: "daily", interval: 2, count: 3 }, "2026-03-27T09:00:00Z", "Europe/Berlin");
    const [first, ...rest] = series.occurrences as CalendarOccurrence[];
    const occurrences = [{ ...(first as CalendarOccurrence), status: "cancelled" }, ...rest];
    const instances = expand(seriesCalendarFile({ ...series, occurrences }));
    expect(instances.map((i) => i.start)).toEqual(startsOf({ ...series, occurrences }));
    // 29 March is after the spring change: still 10:00 in Berlin.
    expect(instances[0]?.start).toBe("2026-03-29T08:00:00.000Z");
  });

  const rules: [string, SeriesRule, string, string][] = [
    [
      "weekly on Monday and Thursday every other week until a date",
      { frequency: "weekly", interval: 2, byWeekday: ["MO", "TH"], until: "2027-01-31" },
      "2026-10-05T14:00:00Z",
      "Europe/Berlin",
    ],
    ["daily across New York's November change", { frequency: "daily", interval: 1, count: 10 }, "2026-10-28T13:30:00Z", "America/New_York"],
    [
      "monthly on the 31st (months without one have none)",
      { frequency: "monthly", interval: 1, count: 5 },
      "2026-08-31T07:00:00Z",
      "Australia/Sydney",
    ],
    [
      "every three weeks on Friday until a date",
      { frequency: "weekly", interval: 3, until: "2027-04-30" },
      "2026-10-23T16:15:00Z",
      "Europe/London",
    ],
  ];
  for (const [name, rule, start, zone] of rules) {
    it(`expands ${name} to exactly the series' occurrences`, () => {
      const series = booked(rule, start, zone);
      const ics = seriesCalendarFile(series);
      expect(ics).toContain(`DTSTART;TZID=${zone}:`);
      if (rule.until !== undefined) expect(ics).toMatch(/;UNTIL=\d{8}T\d{6}Z/);
      if (rule.byWeekday) expect(ics).toContain("BYDAY=MO,TH");
      const instances = expand(ics);
      expect(instances.map((i) => i.start)).toEqual(startsOf(series));
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    });
  }

  it("cancels the whole series with METHOD:CANCEL and STATUS:CANCELLED", () => {
    const series = booked({ frequency: "weekly", interval: 1, count: 3 }, "2026-10-12T08:00:00Z", "Europe/Berlin");
    const ics = seriesCalendarFile({
      ...series,
      occurrences: series.occurrences.map((o) => ({ ...o, status: "cancelled" })),
      invitation: { method: "CANCEL", organizer: { name: "Praxis", email: "praxis@example.test" }, attendee: null },
    });
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it("defines a zone by its offset at the start and each change in between", () => {
    const definition = zoneDefinition("Europe/Berlin", Date.parse("2026-10-01T00:00:00Z"), Date.parse("2027-04-01T00:00:00Z"));
    expect(definition).toContain("BEGIN:DAYLIGHT\r\nDTSTART:20261001T020000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0200");
    expect(definition).toContain("BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100");
    expect(definition).toContain("BEGIN:DAYLIGHT\r\nDTSTART:20270328T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200");
  });
});
