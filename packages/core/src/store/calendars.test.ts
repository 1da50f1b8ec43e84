import { describe, expect, it } from "vitest";
import { spansOfText } from "./calendars";

const pair = (start: number, end: number) => [start, end];

describe("spansOfText (availability's busy time as string_agg writes it)", () => {
  it("reads pairs of whole epoch milliseconds in order", () => {
    expect(spansOfText("1930000000000 1930000900000 1930003600000 1930005400000", pair)).toEqual([
      [1930000000000, 1930000900000],
      [1930003600000, 1930005400000],
    ]);
  });

  it("reads the largest instants exactly and instants before 1970", () => {
    expect(spansOfText("8639999999999000 8640000000000000 -86400000 0", pair)).toEqual([
      [8639999999999000, 8640000000000000],
      [-86400000, 0],
    ]);
  });

  it("answers no spans for an empty text and leaves an unpaired last number out", () => {
    expect(spansOfText("", pair)).toEqual([]);
    expect(spansOfText("5 6 7", pair)).toEqual([[5, 6]]);
  });

  it("agrees with splitting the text for a month of bookings", () => {
    const numbers = Array.from({ length: 2000 }, (_, i) => 1_930_000_000_000 + i * 900_000 + (i % 7) * 60_000);
    const text = numbers.join(" ");
    const split = text.split(" ").map(Number);
    const expected = [];
    for (let i = 0; i + 1 < split.length; i += 2) expected.push([split[i], split[i + 1]]);
    expect(spansOfText(text, pair)).toEqual(expected);
  });
});
