import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { spanCursor, spanDuring, type TimeSpan } from "./working-calendar";

const spansArb = fc
  .array(fc.record({ start: fc.integer({ min: 0, max: 1000 }), length: fc.integer({ min: 1, max: 120 }) }), { maxLength: 30 })
  .map((spans) => spans.map(({ start, length }, i): TimeSpan => ({ id: `s${i}`, start, end: start + length })));
const rangeArb = fc.record({ start: fc.integer({ min: -50, max: 1200 }), length: fc.integer({ min: 1, max: 90 }) });

describe("spanCursor", () => {
  it("answers as spanDuring does for ranges asked in order of their start, overlapping spans and all", () => {
    fc.assert(
      fc.property(spansArb, fc.array(rangeArb, { maxLength: 60 }), (spans, ranges) => {
        const during = spanCursor(spans);
        for (const { start, length } of [...ranges].sort((a, b) => a.start - b.start)) {
          expect(during(start, start + length)).toBe(spanDuring(spans, start, start + length) !== undefined);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("answers as spanDuring does when asked out of order, too", () => {
    fc.assert(
      fc.property(spansArb, fc.array(rangeArb, { maxLength: 60 }), (spans, ranges) => {
        const during = spanCursor(spans);
        for (const { start, length } of ranges)
          expect(during(start, start + length)).toBe(spanDuring(spans, start, start + length) !== undefined);
      }),
      { numRuns: 500 },
    );
  });

  it("joins touching spans and keeps a span that ends where a range starts out of it", () => {
    const during = spanCursor([
      { id: "b", start: 20, end: 30 },
      { id: "a", start: 10, end: 20 },
    ]);
    expect(during(0, 10)).toBe(false);
    expect(during(5, 11)).toBe(true);
    expect(during(29, 40)).toBe(true);
    expect(during(30, 40)).toBe(false);
  });
});
