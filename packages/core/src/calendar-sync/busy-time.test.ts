// What the corpus does not show: merging ranges of many objects, the bounds on work (a series that
// never ends, a rule ical.js would search forever), and what skipped events and errors say.
import { describe, expect, it } from "vitest";
import { busyRangesOf, CalendarLimitError, CalendarParseError, mergeBusyRanges } from "./busy-time";

const at = (iso: string) => new Date(iso);
const range = (start: string, end: string) => ({ start: at(start), end: at(end) });
const iso = (ranges: { start: Date; end: Date }[]) => ranges.map((r) => [r.start.toISOString(), r.end.toISOString()]);
const calendar = (...events: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...events, "END:VCALENDAR", ""].join("\r\n");
const event = (uid: string, ...lines: string[]) =>
  ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20240101T000000Z", ...lines, "END:VEVENT"].join("\r\n");
const window2024 = { from: at("2024-01-01T00:00:00Z"), to: at("2025-01-01T00:00:00Z") };

describe("mergeBusyRanges", () => {
  it("sorts, merges overlapping and touching ranges, and keeps separate ones apart", () => {
    const merged = mergeBusyRanges([
      range("2024-01-01T13:00:00Z", "2024-01-01T14:00:00Z"),
      range("2024-01-01T09:00:00Z", "2024-01-01T10:00:00Z"),
      range("2024-01-01T09:30:00Z", "2024-01-01T09:45:00Z"),
      range("2024-01-01T10:00:00Z", "2024-01-01T11:00:00Z"),
      range("2024-01-01T10:30:00Z", "2024-01-01T12:00:00Z"),
    ]);
    expect(iso(merged)).toEqual([
      ["2024-01-01T09:00:00.000Z", "2024-01-01T12:00:00.000Z"],
      ["2024-01-01T13:00:00.000Z", "2024-01-01T14:00:00.000Z"],
    ]);
  });

  it("drops empty, inverted and invalid ranges and answers nothing for nothing", () => {
    expect(mergeBusyRanges([])).toEqual([]);
    const merged = mergeBusyRanges([
      range("2024-01-01T09:00:00Z", "2024-01-01T09:00:00Z"),
      range("2024-01-01T10:00:00Z", "2024-01-01T09:00:00Z"),
      { start: new Date(Number.NaN), end: at("2024-01-01T09:00:00Z") },
      range("2024-01-02T09:00:00Z", "2024-01-02T10:00:00Z"),
    ]);
    expect(iso(merged)).toEqual([["2024-01-02T09:00:00.000Z", "2024-01-02T10:00:00.000Z"]]);
  });

  it("does not change the ranges it is given", () => {
    const input = [range("2024-01-01T09:00:00Z", "2024-01-01T10:00:00Z"), range("2024-01-01T09:30:00Z", "2024-01-01T11:00:00Z")];
    const before = iso(input);
    mergeBusyRanges(input);
    expect(iso(input)).toEqual(before);
  });

  it("merges the busy time of several objects", () => {
    const window = { from: at("2024-03-01T00:00:00Z"), to: at("2024-04-01T00:00:00Z") };
    const a = busyRangesOf(calendar(event("a", "DTSTART:20240305T090000Z", "DTEND:20240305T100000Z")), window, "UTC");
    const b = busyRangesOf(calendar(event("b", "DTSTART:20240305T093000Z", "DTEND:20240305T110000Z")), window, "UTC");
    expect(iso(mergeBusyRanges([...b, ...a]))).toEqual([["2024-03-05T09:00:00.000Z", "2024-03-05T11:00:00.000Z"]]);
  });
});

describe("bounded work", () => {
  it("a FREQ=MINUTELY series without end stops at the window's end", () => {
    const ics = calendar(event("m", "DTSTART:20240301T090000Z", "DURATION:PT30S", "RRULE:FREQ=MINUTELY"));
    const busy = busyRangesOf(ics, { from: at("2024-03-01T09:00:00Z"), to: at("2024-03-01T09:05:00Z") }, "UTC");
    expect(busy).toHaveLength(5);
  });

  it("a FREQ=MINUTELY series without end started long before the window throws CalendarLimitError, quickly", () => {
    const ics = calendar(event("m", "DTSTART:20200101T000000Z", "DURATION:PT1M", "RRULE:FREQ=MINUTELY"));
    const started = Date.now();
    expect(() => busyRangesOf(ics, window2024, "UTC")).toThrow(CalendarLimitError);
    expect(() => busyRangesOf(ics, window2024, "UTC", { maxInstances: 100 })).toThrow(/more than 100 instances/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("the limit is an error of the calendar object (a CalendarParseError too)", () => {
    const ics = calendar(event("d", "DTSTART:20240101T090000Z", "DTEND:20240101T100000Z", "RRULE:FREQ=DAILY"));
    expect(() => busyRangesOf(ics, window2024, "UTC", { maxInstances: 10 })).toThrow(CalendarParseError);
    expect(
      busyRangesOf(ics, { from: at("2024-01-01T00:00:00Z"), to: at("2024-01-05T00:00:00Z") }, "UTC", { maxInstances: 10 }),
    ).toHaveLength(4);
  });

  // ical.js searches for the next match of these without end (DAILY and finer) or until the year 20000 (YEARLY).
  it.each([
    "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
    "FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=31",
    "FREQ=MINUTELY;BYMONTH=4;BYMONTHDAY=31",
    "FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30",
    "FREQ=DAILY;BYHOUR=8;BYMONTH=2;BYMONTHDAY=30",
    "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;BYDAY=MO",
    "FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=31",
  ])("a rule that can never match (%s) ends quickly: DTSTART (and an odd instance ical.js makes up), or CalendarLimitError", (rule) => {
    const ics = calendar(event("x", "DTSTART:20240105T090000Z", "DTEND:20240105T100000Z", `RRULE:${rule}`));
    const started = Date.now();
    try {
      const busy = busyRangesOf(ics, window2024, "UTC");
      expect(busy.length).toBeLessThanOrEqual(2);
    } catch (error) {
      expect(error).toBeInstanceOf(CalendarParseError);
    }
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("5000 instances of a zoned daily series are read within seconds", () => {
    const ics = calendar(
      event("n", "DTSTART;TZID=America/New_York:20110601T090000", "DTEND;TZID=America/New_York:20110601T100000", "RRULE:FREQ=DAILY"),
    );
    const started = Date.now();
    const busy = busyRangesOf(ics, { from: at("2024-12-01T00:00:00Z"), to: at("2025-01-01T00:00:00Z") }, "UTC");
    expect(busy).toHaveLength(31);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a cancelled series is not expanded at all", () => {
    const ics = calendar(event("c", "DTSTART:20000101T000000Z", "DURATION:PT1M", "RRULE:FREQ=MINUTELY", "STATUS:CANCELLED"));
    expect(busyRangesOf(ics, window2024, "UTC")).toEqual([]);
  });
});

describe("broken input", () => {
  it("reports each skipped event without quoting its text", () => {
    const skipped: string[] = [];
    const ics = calendar(
      event("good", "DTSTART:20240502T090000Z", "DTEND:20240502T100000Z"),
      event("no-start", "DTEND:20240502T100000Z", "DESCRIPTION:passcode 123456"),
      event("bad-line", "DTSTART:20240502T090000Z", "passcode 654321 without a colon"),
      event("bad-duration", "DTSTART:20240502T090000Z", "DURATION:soon"),
    );
    const busy = busyRangesOf(ics, window2024, "UTC", { onSkippedEvent: (message) => skipped.push(message) });
    expect(iso(busy)).toEqual([["2024-05-02T09:00:00.000Z", "2024-05-02T10:00:00.000Z"]]);
    expect(skipped).toHaveLength(3);
    expect(skipped.join("\n")).toContain("no DTSTART");
    expect(skipped.join("\n")).not.toMatch(/passcode|123456|654321|soon/);
  });

  it("throws CalendarParseError when no event can be read, and for text that is not a calendar", () => {
    const broken = calendar(event("x", "DTSTART:20241301T090000Z", "DTEND:20241301T100000Z"));
    expect(() => busyRangesOf(broken, window2024, "UTC")).toThrow(/no event that can be read.*DTSTART is not a valid date/);
    expect(() => busyRangesOf("", window2024, "UTC")).toThrow(CalendarParseError);
    expect(() => busyRangesOf("BEGIN:VEVENT\r\nDTSTART:20240101T090000Z\r\nEND:VEVENT\r\n", window2024, "UTC")).toThrow(/not a VCALENDAR/);
    expect(() => busyRangesOf("secret token 42\r\n", window2024, "UTC")).toThrow(/not iCalendar text/);
    expect(() => busyRangesOf("secret token 42\r\n", window2024, "UTC")).not.toThrow(/secret/);
  });

  it("an object without events (tasks only) is no busy time, not an error", () => {
    const ics = calendar(["BEGIN:VTODO", "UID:t", "DTSTAMP:20240101T000000Z", "DUE:20240301T090000Z", "END:VTODO"].join("\r\n"));
    expect(busyRangesOf(ics, window2024, "UTC")).toEqual([]);
  });

  it("refuses a floating zone that is not an IANA zone and a window that is not dates (the caller's mistakes)", () => {
    const ics = calendar(event("a", "DTSTART:20240305T090000Z", "DTEND:20240305T100000Z"));
    expect(() => busyRangesOf(ics, window2024, "Mars/Olympus_Mons")).toThrow(RangeError);
    expect(() => busyRangesOf(ics, { from: new Date(Number.NaN), to: window2024.to }, "UTC")).toThrow(RangeError);
  });

  it("an empty or inverted window has no busy time", () => {
    const ics = calendar(event("a", "DTSTART:20240305T090000Z", "DTEND:20240305T100000Z"));
    expect(busyRangesOf(ics, { from: window2024.to, to: window2024.from }, "UTC")).toEqual([]);
  });
});

describe("naming skipped events", () => {
  it("numbers events as the text does, also when ical.js could not parse the text whole", () => {
    const skipped: string[] = [];
    const ics = calendar(
      event("first", "DTSTART:20240502T090000Z", "DTEND:20240502T100000Z"),
      event("second", "DTSTART:20240502T090000Z", "RRULE:FREQ=SOMETIMES"),
      event("third", "DTSTART:20240230T090000Z", "DTEND:20240230T100000Z"),
      event("fourth", "DTSTART:20240502T110000Z", "DTEND:20240502T120000Z"),
    );
    const busy = busyRangesOf(ics, window2024, "UTC", { onSkippedEvent: (message) => skipped.push(message) });
    expect(busy).toHaveLength(2);
    expect(skipped).toEqual([
      "VEVENT #2 (UID second) was skipped: it is not valid iCalendar.",
      "VEVENT #3 (UID third) was skipped: its DTSTART is not a valid date or time.",
    ]);
  });
});
