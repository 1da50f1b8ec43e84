import { describe, expect, it } from "vitest";
import { spansOfTimestampPairs } from "./timestamp-pairs";

const span = (start: number, end: number) => ({ start, end });

/** What PostgreSQL's timestamptz_send writes for an instant: microseconds since 2000-01-01 UTC, big-endian. */
function timestampBytes(ms: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigInt64BE(BigInt(ms - Date.UTC(2000, 0, 1)) * 1000n);
  return bytes;
}
const pairs = (...instants: number[]) => Buffer.concat(instants.map(timestampBytes));

describe("spansOfTimestampPairs (availability's busy time as timestamptz_send writes it)", () => {
  it("reads pairs of instants as epoch milliseconds", () => {
    const start = Date.parse("2031-05-01T08:30:00Z");
    expect(spansOfTimestampPairs(pairs(start, start + 45 * 60_000, start + 3_600_000, start + 7_200_000), span)).toEqual([
      { start, end: start + 45 * 60_000 },
      { start: start + 3_600_000, end: start + 7_200_000 },
    ]);
  });

  it("reads instants before 2000 and before 1970, and far ahead, exactly", () => {
    const instants = [Date.parse("1999-12-31T23:59:00Z"), Date.parse("1969-07-20T20:17:00Z"), Date.parse("2200-01-01T00:00:00.001Z")];
    expect(spansOfTimestampPairs(pairs(instants[1]!, instants[0]!, instants[2]!, instants[2]! + 1), span)).toEqual([
      { start: instants[1], end: instants[0] },
      { start: instants[2], end: instants[2]! + 1 },
    ]);
  });

  it("puts spans the database gave out of order (a hold after the bookings) in order of start", () => {
    const t = Date.parse("2031-05-01T08:00:00Z");
    const h = 3_600_000;
    expect(spansOfTimestampPairs(pairs(t, t + h, t + 3 * h, t + 4 * h, t + h, t + 2 * h), span).map((s) => s.start)).toEqual([
      t,
      t + h,
      t + 3 * h,
    ]);
  });

  it("answers no spans for no bytes, and refuses bytes that are not whole pairs", () => {
    expect(spansOfTimestampPairs(Buffer.alloc(0), span)).toEqual([]);
    expect(() => spansOfTimestampPairs(Buffer.alloc(24), span)).toThrow(/whole pairs/);
  });

  it("reads a view into a larger buffer from its own offset", () => {
    const t = Date.parse("2031-05-01T08:00:00Z");
    const whole = Buffer.concat([Buffer.from([1, 2, 3]), pairs(t, t + 60_000)]);
    expect(spansOfTimestampPairs(whole.subarray(3), span)).toEqual([{ start: t, end: t + 60_000 }]);
  });
});
