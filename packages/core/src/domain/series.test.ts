import { describe, expect, it } from "vitest";
import { occurrenceInstant, seriesOccurrences, seriesRuleProblems } from "./series";

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
