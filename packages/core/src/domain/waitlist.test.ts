import { describe, expect, it } from "vitest";
import { defaultWaitUntil, suitsWindows, waitlistEntryProblems, timesTheLineWaitsFor } from "./waitlist";

const BERLIN = "Europe/Berlin";
// Monday 1 March 2027, 09:00 in Berlin.
const NOW = new Date("2027-03-01T08:00:00Z");
const oneToOne = { capacity: 1, maxSeatsPerBooking: 1 };
const yoga = { capacity: 12, maxSeatsPerBooking: 4 };

describe("waitlistEntryProblems", () => {
  it("accepts windows from today on, within 90 days, with seats for classes", () => {
    const windows = [{ from: "2027-03-01", to: "2027-03-12", weekdays: ["TU" as const], startTime: "09:00", endTime: "12:00" }];
    expect(waitlistEntryProblems({ windows, seats: 1 }, oneToOne, BERLIN, NOW)).toEqual([]);
    expect(waitlistEntryProblems({ windows, seats: 3, expiresAt: new Date("2027-05-29T00:00:00Z") }, yoga, BERLIN, NOW)).toEqual([]);
  });

  it("names each field at fault", () => {
    const paths = (entry: Parameters<typeof waitlistEntryProblems>[0], service = oneToOne) =>
      waitlistEntryProblems(entry, service, BERLIN, NOW).map((p) => p.path);
    expect(paths({ windows: [{ from: "2027-02-01", to: "2027-02-28" }], seats: 1 })).toEqual(["windows.0.to"]);
    expect(paths({ windows: [{ from: "2027-03-10", to: "2027-03-09" }], seats: 1 })).toEqual(["windows.0.to"]);
    expect(paths({ windows: [{ from: "2027-03-10", to: "2027-03-11", startTime: "12:00", endTime: "12:00" }], seats: 1 })).toEqual([
      "windows.0.endTime",
    ]);
    const window = [{ from: "2027-03-10", to: "2027-03-11" }];
    // 91 days ahead, and a moment ago.
    expect(paths({ windows: window, seats: 1, expiresAt: new Date(NOW.getTime() + 91 * 86_400_000) })).toEqual(["expiresAt"]);
    expect(paths({ windows: window, seats: 1, expiresAt: new Date(NOW.getTime() - 1) })).toEqual(["expiresAt"]);
    expect(paths({ windows: window, seats: 2 })).toEqual(["seats"]);
    expect(paths({ windows: window, seats: 5 }, yoga)).toEqual(["seats"]);
  });
});

describe("defaultWaitUntil", () => {
  it("waits until the salon's midnight after the last window, and 90 days at most", () => {
    expect(
      defaultWaitUntil(
        [
          { from: "2027-03-02", to: "2027-03-30" },
          { from: "2027-03-01", to: "2027-03-05" },
        ],
        BERLIN,
        NOW,
      ).toISOString(),
    ).toBe(
      // Summer time by then: midnight is 22:00 UTC.
      "2027-03-30T22:00:00.000Z",
    );
    expect(defaultWaitUntil([{ from: "2027-03-02", to: "2027-12-30" }], BERLIN, NOW).getTime()).toBe(NOW.getTime() + 90 * 86_400_000);
  });
});

describe("suitsWindows", () => {
  const tuesdayMornings = [{ from: "2027-03-01", to: "2027-03-31", weekdays: ["TU" as const], startTime: "09:00", endTime: "12:00" }];
  const at = (iso: string, minutes = 60) => [Date.parse(iso), Date.parse(iso) + minutes * 60_000] as const;

  it("takes a time on the window's dates and weekdays, starting and ending within its hours on the salon's clock", () => {
    expect(suitsWindows(tuesdayMornings, ...at("2027-03-09T08:00:00Z"), BERLIN)).toBe(true); // 09:00-10:00
    expect(suitsWindows(tuesdayMornings, ...at("2027-03-09T10:00:00Z"), BERLIN)).toBe(true); // 11:00-12:00
    // After the change to summer time, 09:00 is 07:00 UTC.
    expect(suitsWindows(tuesdayMornings, ...at("2027-03-30T07:00:00Z"), BERLIN)).toBe(true);
  });

  it("refuses one that starts too early, ends too late, falls on another weekday or outside the dates", () => {
    expect(suitsWindows(tuesdayMornings, ...at("2027-03-09T07:30:00Z"), BERLIN)).toBe(false); // 08:30
    expect(suitsWindows(tuesdayMornings, ...at("2027-03-09T10:30:00Z"), BERLIN)).toBe(false); // ends 12:30
    expect(suitsWindows(tuesdayMornings, ...at("2027-03-10T08:00:00Z"), BERLIN)).toBe(false); // a Wednesday
    expect(suitsWindows(tuesdayMornings, ...at("2027-04-06T07:00:00Z"), BERLIN)).toBe(false); // April
    // No times and no weekdays: any time of those days.
    expect(suitsWindows([{ from: "2027-03-10", to: "2027-03-10" }], ...at("2027-03-10T20:00:00Z"), BERLIN)).toBe(true);
  });
});

describe("timesTheLineWaitsFor", () => {
  const zone = "Europe/Berlin";
  // Tuesday 9 March 2027, local times in Berlin (UTC+1).
  const at = (time: string) => new Date(`2027-03-09T${time}:00+01:00`).getTime();
  const free = (staffId: string, time: string, seats = 1) => ({ staffId, start: at(time), end: at(time) + 3_600_000, seats });
  const morning = [{ from: "2027-03-09", to: "2027-03-09", startTime: "09:00", endTime: "12:00" }];
  const afternoon = [{ from: "2027-03-09", to: "2027-03-09", startTime: "14:00" }];

  it("keeps each entry's earliest suited time, oldest entry first, and drops times nobody left waits for", () => {
    const line = [
      { id: "a", staffId: null, seats: 1, windows: afternoon },
      { id: "b", staffId: null, seats: 1, windows: morning },
      { id: "c", staffId: "ann", seats: 1, windows: morning },
    ];
    const times = [free("bob", "14:00"), free("ann", "09:00"), free("bob", "09:00"), free("ann", "10:00"), free("ann", "15:00")];
    // 09:00 Ann: b is older than c and takes any member; 09:00 Bob: c wants Ann; 10:00 Ann: c;
    // 14:00 Bob: a; 15:00 Ann: nobody left.
    expect(timesTheLineWaitsFor(line, times, zone)).toEqual([free("ann", "09:00"), free("ann", "10:00"), free("bob", "14:00")]);
  });

  it("keeps a class's time only for an entry its seats are enough for", () => {
    const line = [
      { id: "pair", staffId: null, seats: 2, windows: morning },
      { id: "one", staffId: null, seats: 1, windows: morning },
    ];
    expect(timesTheLineWaitsFor(line, [free("ann", "09:00", 1), free("ann", "10:00", 3)], zone)).toEqual([
      free("ann", "09:00", 1),
      free("ann", "10:00", 3),
    ]);
    expect(timesTheLineWaitsFor(line.slice(0, 1), [free("ann", "09:00", 1)], zone)).toEqual([]);
  });

  it("keeps nothing for an empty line", () => {
    expect(timesTheLineWaitsFor([], [free("ann", "09:00")], zone)).toEqual([]);
  });
});
