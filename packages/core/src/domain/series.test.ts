import { describe, expect, it } from "vitest";
import { occurrenceInstant, seriesChange, seriesOccurrences, seriesRuleProblems } from "./series";

const BERLIN = "Europe/Berlin";
const at = (iso: string) => Date.parse(iso);
// Monday 1 February 2027, 09:00 in Berlin.
const NOW = at("2027-02-01T08:00:00Z");

describe("occurrenceInstant", () => {
  it("moves a time the clocks skip forward by the gap, and takes the first instant of one they show twice", () => {
    // 28 March 2027: 02:00 → 03:00. 02:30 does not exist; it is 03:30 summer time.
    expect(new Date(occurrenceInstant("2027-03-28", 150, BERLIN)).toISOString()).toBe("2027-03-28T01:30:00.000Z");
    // 31 October 2027: 03:00 → 02:00. 02:30 happens twice; the first is summer time.
    expect(new Date(occurrenceInstant("2027-10-31", 150, BERLIN)).toISOString()).toBe("2027-10-31T00:30:00.000Z");
    expect(new Date(occurrenceInstant("2027-06-01", 600, BERLIN)).toISOString()).toBe("2027-06-01T08:00:00.000Z");
  });
});

describe("seriesOccurrences", () => {
  it("keeps 02:30 on the salon's clock each Sunday, through both changes of the year", () => {
    const start = at("2027-03-21T01:30:00Z"); // Sunday 21 March, 02:30 winter time
    const keys = seriesOccurrences({ frequency: "weekly", interval: 1, count: 2 }, start, BERLIN);
    expect(keys.map((o) => [o.key, new Date(o.start).toISOString()])).toEqual([
      ["2027-03-21T02:30", "2027-03-21T01:30:00.000Z"],
      // The skipped 02:30 of the change: 03:30 summer time, keyed by the time asked for.
      ["2027-03-28T02:30", "2027-03-28T01:30:00.000Z"],
    ]);
  });
});

describe("seriesRuleProblems", () => {
  const tuesday = at("2027-03-02T09:00:00Z");
  it("accepts a weekly count, weekdays including the start's, and an end within 12 months", () => {
    expect(seriesRuleProblems({ frequency: "weekly", interval: 1, count: 10 }, tuesday, BERLIN, NOW)).toEqual([]);
    expect(
      seriesRuleProblems({ frequency: "weekly", interval: 1, byWeekday: ["TU", "FR"], until: "2027-06-30" }, tuesday, BERLIN, NOW),
    ).toEqual([]);
    expect(seriesRuleProblems({ frequency: "monthly", interval: 1, until: "2028-02-01" }, tuesday, BERLIN, NOW)).toEqual([]);
  });

  it("names the field at fault", () => {
    const paths = (rule: Parameters<typeof seriesRuleProblems>[0], start = tuesday) =>
      seriesRuleProblems(rule, start, BERLIN, NOW).map((p) => p.path);
    expect(paths({ frequency: "weekly", interval: 1 })).toEqual(["rule"]);
    expect(paths({ frequency: "weekly", interval: 1, count: 3, until: "2027-04-01" })).toEqual(["rule"]);
    expect(paths({ frequency: "weekly", interval: 1, count: 53 })).toEqual(["rule.count"]);
    expect(paths({ frequency: "monthly", interval: 1, until: "2028-02-02" })).toEqual(["rule.until"]);
    expect(paths({ frequency: "weekly", interval: 1, until: "2027-03-01" })).toEqual(["rule.until"]);
    // One occurrence only, and 53.
    expect(paths({ frequency: "weekly", interval: 1, until: "2027-03-05" })).toEqual(["rule.until"]);
    expect(paths({ frequency: "daily", interval: 1, until: "2027-05-01" })).toEqual(["rule.until"]);
    expect(paths({ frequency: "daily", interval: 1, byWeekday: ["TU"], count: 3 })).toEqual(["rule.byWeekday"]);
    expect(paths({ frequency: "weekly", interval: 1, byWeekday: ["MO"], count: 3 })).toEqual(["start"]);
  });
});

describe("seriesChange", () => {
  // Tuesdays and Thursdays at 10:00 in Berlin from 2 March 2027, six times; the clocks change on 28 March.
  const rule = { frequency: "weekly" as const, interval: 1, byWeekday: ["TU" as const, "TH" as const], count: 6 };
  const start = at("2027-03-02T09:00:00Z");
  const moves = (change: ReturnType<typeof seriesChange>) =>
    "moves" in change ? change.moves.map((m) => [m.from, m.key, m.start === null ? null : new Date(m.start).toISOString()]) : change;

  it("moves the named occurrence and every later one by the same days to the same new local time, across the clock change", () => {
    // The third (Tuesday 9 March) to Wednesday 10 March at 11:30: the rest to Wednesdays and Fridays at 11:30.
    const change = seriesChange(rule, start, BERLIN, "2027-03-09T10:00", "2027-03-09T10:00", at("2027-03-10T10:30:00Z"));
    expect("moves" in change && change.keptRule).toEqual({ frequency: "weekly", interval: 1, byWeekday: ["TU", "TH"], count: 2 });
    expect("moves" in change && change.rule).toEqual({ frequency: "weekly", interval: 1, byWeekday: ["WE", "FR"], count: 4 });
    expect(moves(change)).toEqual([
      ["2027-03-09T10:00", "2027-03-10T11:30", "2027-03-10T10:30:00.000Z"],
      ["2027-03-11T10:00", "2027-03-12T11:30", "2027-03-12T10:30:00.000Z"],
      ["2027-03-16T10:00", "2027-03-17T11:30", "2027-03-17T10:30:00.000Z"],
      ["2027-03-18T10:00", "2027-03-19T11:30", "2027-03-19T10:30:00.000Z"],
    ]);
  });

  it("changes the whole series when it starts from the first, and keeps times and keys when no start is given", () => {
    const whole = seriesChange(
      { frequency: "weekly", interval: 1, count: 5 },
      at("2027-03-16T09:00:00Z"),
      BERLIN,
      "2027-03-16T10:00",
      "2027-03-23T10:00",
      at("2027-03-23T08:00:00Z"),
    );
    expect("moves" in whole && whole.keptRule).toBeNull();
    // 10:00 became 09:00 on the 23rd (summer time by then): every Tuesday keeps 09:00 on the salon's clock.
    expect(moves(whole)).toEqual([
      ["2027-03-16T10:00", "2027-03-16T09:00", "2027-03-16T08:00:00.000Z"],
      ["2027-03-23T10:00", "2027-03-23T09:00", "2027-03-23T08:00:00.000Z"],
      ["2027-03-30T10:00", "2027-03-30T09:00", "2027-03-30T07:00:00.000Z"],
      ["2027-04-06T10:00", "2027-04-06T09:00", "2027-04-06T07:00:00.000Z"],
      ["2027-04-13T10:00", "2027-04-13T09:00", "2027-04-13T07:00:00.000Z"],
    ]);
    const staffOnly = seriesChange(rule, start, BERLIN, "2027-03-16T10:00", "2027-03-16T10:00", undefined);
    expect(moves(staffOnly)).toEqual([
      ["2027-03-16T10:00", "2027-03-16T10:00", null],
      ["2027-03-18T10:00", "2027-03-18T10:00", null],
    ]);
  });

  it("refuses a move the rule cannot repeat, and a key before the change", () => {
    // Monthly on the 30th moved a day on: the 31st is missing in some months.
    const monthly = { frequency: "monthly" as const, interval: 1, count: 4 };
    expect(
      seriesChange(monthly, at("2027-03-30T08:00:00Z"), BERLIN, "2027-03-30T10:00", "2027-03-30T10:00", at("2027-03-31T08:00:00Z")),
    ).toEqual({
      path: "start",
      message: expect.stringContaining("one at a time"),
    });
    expect(seriesChange(rule, start, BERLIN, "2027-03-09T10:00", "2027-03-04T10:00", undefined)).toMatchObject({ path: "key" });
  });
});
