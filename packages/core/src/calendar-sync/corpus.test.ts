// Every case of the conformance corpus gives exactly its expected busy ranges (or its error).
import { describe, expect, it } from "vitest";
import { busyRangesOf, CalendarParseError } from "./busy-time";
import { loadCorpus } from "./corpus";

const cases = loadCorpus();
const iso = (ranges: { start: Date; end: Date }[]) =>
  ranges.map((range) => ({ start: range.start.toISOString(), end: range.end.toISOString() }));

describe("the calendar-sync corpus", () => {
  it("has at least 40 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  for (const testCase of cases) {
    it(`${testCase.name}: ${testCase.description}`, () => {
      const skipped: string[] = [];
      const run = () =>
        busyRangesOf(testCase.ics, testCase.window, testCase.floatingZone, {
          ignoreUids: new Set(testCase.ignoreUids),
          onSkippedEvent: (message) => skipped.push(message),
        });
      const { expected } = testCase;
      if ("error" in expected) {
        expect(run).toThrow(CalendarParseError);
        expect(run).toThrow(expected.error);
        return;
      }
      expect(iso(run())).toEqual(iso(expected.busy));
      expect(skipped).toHaveLength(expected.skippedEvents);
    });
  }
});
