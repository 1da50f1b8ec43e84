import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DateTime, IANAZone } from "luxon";
import {
  addDays,
  daysBetween,
  isoOfInstant,
  localDateOf,
  localTimeInstants,
  localTimeToInstant,
  localTimeToInstantLenient,
  todayIn,
  wallClockMs,
  weekdayOf,
  zoneOffsetAt,
  ZoneTimeline,
} from "./local-time";

/** A sweep over years of clock changes: `pnpm test:unit` (UNIT_QUICK) skips it, the package's `vitest run` (`pnpm test`) runs it. */
const sweep = process.env.UNIT_QUICK ? it.skip : it;

describe("isoOfInstant", () => {
  it("writes what toISOString writes, for any instant, in any order", () => {
    const instant = fc.oneof(
      // Nearby instants on whole minutes (an availability answer), anywhere in 1970–9999, and any millisecond at all.
      fc.integer({ min: 0, max: 5_000_000 }).map((minutes) => 1_796_000_000_000 + minutes * 60_000),
      fc.integer({ min: 0, max: 253_402_300_799_999 }),
      fc.integer({ min: -62_198_755_200_000, max: 8_640_000_000_000_000 }),
    );
    fc.assert(
      fc.property(fc.array(instant, { minLength: 1, maxLength: 40 }), (instants) => {
        for (const at of instants) expect(isoOfInstant(at)).toBe(new Date(at).toISOString());
      }),
      { numRuns: 2_000 },
    );
    expect(isoOfInstant(253_402_300_799_999)).toBe("9999-12-31T23:59:59.999Z");
    expect(isoOfInstant(253_402_300_800_000)).toBe("+010000-01-01T00:00:00.000Z");
    expect(isoOfInstant(-1)).toBe("1969-12-31T23:59:59.999Z");
    expect(() => isoOfInstant(Number.NaN)).toThrow(RangeError);
  });
});

describe("calendar arithmetic", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-12-01", "2026-12-31")).toBe(30);
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2); // no DST effect on dates
  });

  it("names weekdays from Monday (1) to Sunday (7)", () => {
    expect(weekdayOf("2026-11-23")).toBe(1);
    expect(weekdayOf("2026-11-29")).toBe(7);
  });
});

describe("local times in a zone", () => {
  it("converts local wall-clock times to instants, DST included", () => {
    expect(new Date(localTimeToInstant("2026-03-29", 9 * 60, "Europe/Berlin")!).toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(new Date(localTimeToInstant("2026-03-28", 9 * 60, "Europe/Berlin")!).toISOString()).toBe("2026-03-28T08:00:00.000Z");
    expect(new Date(localTimeToInstant("2026-11-01", 9 * 60, "America/New_York")!).toISOString()).toBe("2026-11-01T14:00:00.000Z");
  });

  it("has no instant for a local time skipped by the clocks, and moves it forward when lenient", () => {
    expect(localTimeToInstant("2026-03-29", 2 * 60 + 30, "Europe/Berlin")).toBeNull();
    expect(new Date(localTimeToInstantLenient("2026-03-29", 2 * 60 + 30, "Europe/Berlin")).toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("rolls 24:00 into the next day's midnight", () => {
    expect(new Date(localTimeToInstant("2026-11-27", 1440, "Europe/Berlin")!).toISOString()).toBe("2026-11-27T23:00:00.000Z");
  });

  it("reads an instant back as local date, weekday and minutes", () => {
    expect(localDateOf(Date.parse("2026-11-22T23:30:00Z"), "Europe/Berlin")).toEqual({ date: "2026-11-23", weekday: 1, minutes: 30 });
  });

  it("reads local wall-clock time as if it were UTC", () => {
    expect(wallClockMs("2026-03-29", 9 * 60 + 30)).toBe(Date.parse("2026-03-29T09:30:00Z"));
    expect(wallClockMs("2026-12-31", 1440)).toBe(Date.parse("2027-01-01T00:00:00Z"));
  });
});

describe("ZoneTimeline", () => {
  const day = 86_400_000;
  sweep("finds each clock change to the millisecond and answers offsets as the zone data does", () => {
    for (const zone of ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "UTC"]) {
      const from = Date.parse("2026-01-01T00:00:00Z");
      const clock = new ZoneTimeline(zone, from, from + 400 * day);
      // Every 37 minutes over the year and more, and right around every change.
      for (let t = from; t <= from + 400 * day; t += 37 * 60_000)
        expect(clock.offsetAt(t), `${zone} ${new Date(t).toISOString()}`).toBe(zoneData(t, zone));
    }
    const berlin = new ZoneTimeline("Europe/Berlin", Date.parse("2026-03-01T00:00:00Z"), Date.parse("2026-04-01T00:00:00Z"));
    const change = Date.parse("2026-03-29T01:00:00Z");
    expect(berlin.offsetAt(change - 1)).toBe(3_600_000);
    expect(berlin.offsetAt(change)).toBe(7_200_000);
    expect(berlin.changesWithin(change - 1, change)).toBe(true);
    expect(berlin.changesWithin(change + 1, change + day)).toBe(false);
    // Outside the timeline nothing is known: a change may be there.
    expect(berlin.changesWithin(Date.parse("2026-02-01T00:00:00Z"), Date.parse("2026-02-02T00:00:00Z"))).toBe(true);
    expect(berlin.offsetAt(Date.parse("2026-07-01T00:00:00Z"))).toBe(7_200_000);
  });
});

/** The offset as the time zone data gives it, asked directly (the oracle of zoneOffsetAt's cache). */
const zoneData = (t: number, zone: string) => IANAZone.create(zone).offset(t) * 60_000;

describe("zoneOffsetAt", () => {
  sweep("answers as the zone data does, to the millisecond around every clock change of 2020–2030", () => {
    const zones = [
      "Europe/Berlin",
      "Europe/London",
      "America/New_York",
      "America/Santiago",
      "America/St_Johns",
      "Australia/Lord_Howe",
      "Pacific/Chatham",
      "Asia/Gaza",
      "Africa/Casablanca",
      "Asia/Kathmandu",
    ];
    const step = 6 * 3_600_000;
    let changes = 0;
    for (const zone of zones) {
      let offset = zoneData(Date.UTC(2020, 0, 1), zone);
      for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2031, 0, 1); t += step) {
        expect(zoneOffsetAt(t, zone), `${zone} ${new Date(t).toISOString()}`).toBe(offset);
        const next = zoneData(t + step, zone);
        if (next === offset) continue;
        // A change within the next step: find it by the zone data alone, then ask around it.
        let [lo, hi] = [t, t + step];
        while (hi - lo > 1) {
          const mid = lo + Math.floor((hi - lo) / 2);
          if (zoneData(mid, zone) === offset) lo = mid;
          else hi = mid;
        }
        offset = next;
        changes++;
        for (const at of [hi - 1, hi, hi + 1])
          expect(zoneOffsetAt(at, zone), `${zone} ${new Date(at).toISOString()}`).toBe(zoneData(at, zone));
      }
    }
    expect(changes).toBeGreaterThan(100);
  });

  it("looks up instants outside 1990–2099 and unknown zones as the zone data answers them", () => {
    for (const t of [Date.UTC(1970, 5, 1), Date.UTC(1989, 11, 31, 23, 59), Date.UTC(2100, 0, 1), Date.UTC(2150, 6, 1)])
      expect(zoneOffsetAt(t, "Europe/Berlin")).toBe(zoneData(t, "Europe/Berlin"));
    expect(zoneOffsetAt(Date.UTC(2026, 0, 1), "Not/AZone")).toBeNaN();
  });
});

describe("localTimeInstants", () => {
  const iso = (instants: number[]) => instants.map((t) => new Date(t).toISOString());

  it("finds one instant on an ordinary day, in summer and winter", () => {
    expect(iso(localTimeInstants("2027-07-01", 9 * 60, "Europe/Berlin"))).toEqual(["2027-07-01T07:00:00.000Z"]);
    expect(iso(localTimeInstants("2027-01-01", 9 * 60, "Europe/Berlin"))).toEqual(["2027-01-01T08:00:00.000Z"]);
    expect(iso(localTimeInstants("2027-01-01", 1440, "Europe/Berlin"))).toEqual(["2027-01-01T23:00:00.000Z"]);
  });

  it("finds both instants of a time repeated by a fall-back change, earlier first", () => {
    expect(iso(localTimeInstants("2027-10-31", 2 * 60, "Europe/Berlin"))).toEqual(["2027-10-31T00:00:00.000Z", "2027-10-31T01:00:00.000Z"]);
    expect(iso(localTimeInstants("2027-10-31", 2 * 60 + 59, "Europe/Berlin"))).toEqual([
      "2027-10-31T00:59:00.000Z",
      "2027-10-31T01:59:00.000Z",
    ]);
    expect(iso(localTimeInstants("2027-10-31", 3 * 60, "Europe/Berlin"))).toEqual(["2027-10-31T02:00:00.000Z"]);
    expect(iso(localTimeInstants("2027-04-04", 90 + 15, "Australia/Lord_Howe"))).toHaveLength(2); // 01:45 twice (half-hour change)
  });

  it("finds none for a time skipped by a spring-forward change", () => {
    expect(localTimeInstants("2027-03-28", 2 * 60, "Europe/Berlin")).toEqual([]);
    expect(localTimeInstants("2027-03-28", 2 * 60 + 59, "Europe/Berlin")).toEqual([]);
    expect(iso(localTimeInstants("2027-03-28", 3 * 60, "Europe/Berlin"))).toEqual(["2027-03-28T01:00:00.000Z"]);
    expect(localTimeInstants("2027-03-14", 2 * 60 + 30, "America/New_York")).toEqual([]);
  });
});

describe("todayIn", () => {
  sweep("is the date Luxon reads in the zone, every 211 minutes of 2020–2030 in zones on both sides of UTC", () => {
    const zones = [
      "Europe/Berlin",
      "America/Los_Angeles",
      "Pacific/Kiritimati",
      "Pacific/Pago_Pago",
      "Asia/Kathmandu",
      "Australia/Lord_Howe",
    ];
    for (const zone of zones) {
      for (let instant = Date.UTC(2020, 0, 1); instant < Date.UTC(2031, 0, 1); instant += 211 * 60_000) {
        const now = new Date(instant);
        const expected = DateTime.fromJSDate(now, { zone }).toISODate();
        if (todayIn(zone, now) !== expected) throw new Error(`${zone} at ${now.toISOString()}: ${todayIn(zone, now)}, Luxon ${expected}`);
      }
    }
  });

  it("refuses an unknown zone rather than answer a date", () => {
    expect(() => todayIn("Mars/Olympus_Mons", new Date("2026-11-23T12:00:00Z"))).toThrow(/valid time zone/);
  });
});
