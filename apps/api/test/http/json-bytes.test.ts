// The JSON writer that large answers are serialized with (src/json-bytes.ts): byte for byte what
// JSON.stringify writes, for any value an answer can hold and for the shapes it walks by hand.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWrittenInPieces, writeJson } from "../../src/json-bytes";

const written = (value: unknown, maxBytes = 1 << 20) => {
  const target = Buffer.alloc(maxBytes);
  const bytes = writeJson(value, target, maxBytes);
  return bytes === undefined ? undefined : target.toString("utf8", 0, bytes);
};

/** A month of starts as the availability answer has it. */
const month = (days = 31, slots = 103) => ({
  success: true,
  data: {
    serviceId: "svc_1",
    timezone: "Europe/Berlin",
    days: Array.from({ length: days }, (_, day) => ({
      date: `2026-12-${String(day + 1).padStart(2, "0")}`,
      slots: Array.from({ length: slots }, (_, i) => ({
        start: new Date(Date.UTC(2026, 11, day + 1, 8, i * 5)).toISOString(),
        end: new Date(Date.UTC(2026, 11, day + 1, 8, i * 5 + 30)).toISOString(),
      })),
    })),
  },
});

describe("writeJson", () => {
  it("writes a month of availability as JSON.stringify does, in pieces", () => {
    const answer = month();
    expect(isWrittenInPieces(answer)).toBe(true);
    expect(written(answer)).toBe(JSON.stringify(answer));
    // As native tRPC answers it, alone and in a batch of one.
    for (const wire of [{ result: { data: answer } }, [{ result: { data: answer } }]]) {
      expect(isWrittenInPieces(wire)).toBe(true);
      expect(written(wire)).toBe(JSON.stringify(wire));
    }
  });

  it("writes any JSON value, and the shapes it walks, as JSON.stringify does", () => {
    // Long arrays near the top, so that the walked path is taken as well as the whole one.
    const leaf = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.date({ noInvalidDate: true }),
    );
    const nested = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: "small" }, leaf, tie("array"), tie("object")),
      array: fc.array(tie("value"), { maxLength: 12 }),
      object: fc.dictionary(fc.string({ unit: "binary" }), tie("value"), { maxKeys: 6 }),
    })).value;
    fc.assert(
      fc.property(nested, (value) => {
        expect(written(value)).toBe(JSON.stringify(value));
      }),
      { numRuns: 2000 },
    );
  });

  it("leaves out properties with no JSON and writes null for such items, walked or not", () => {
    const items = [1, undefined, () => 1, Symbol("s"), 5, 6, 7, 8];
    const value = { data: { a: undefined, items, b: () => 1, c: "kept" }, skipped: undefined };
    expect(isWrittenInPieces(value)).toBe(true);
    expect(written(value)).toBe('{"data":{"items":[1,null,null,null,5,6,7,8],"c":"kept"}}');
    expect(written(value)).toBe(JSON.stringify(value));
  });

  it("writes characters beyond ASCII as UTF-8, and lone surrogates escaped", () => {
    const value = { data: Array.from({ length: 9 }, (_, i) => `Zoë ✂ 💇 ${i} \ud800`) };
    expect(written(value)).toBe(JSON.stringify(value));
  });

  it("says when the JSON is longer than it may write, to the byte", () => {
    const answer = month(10, 20);
    const bytes = Buffer.byteLength(JSON.stringify(answer));
    expect(written(answer, bytes)).toBe(JSON.stringify(answer));
    expect(written(answer, bytes - 1)).toBeUndefined();
    // Characters of three bytes counted as three.
    const wide = { data: Array.from({ length: 8 }, () => "✂✂✂") };
    const wideBytes = Buffer.byteLength(JSON.stringify(wide));
    expect(written(wide, wideBytes)).toBe(JSON.stringify(wide));
    expect(written(wide, wideBytes - 1)).toBeUndefined();
  });

  it("writes nothing for a value with no JSON, and throws what JSON.stringify throws", () => {
    expect(written(undefined)).toBeUndefined();
    expect(() => written({ data: Array.from({ length: 8 }, () => 1n) })).toThrow(TypeError);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => written({ data: Array.from({ length: 8 }, () => cycle) })).toThrow(TypeError);
  });

  it("walks only answers holding a long array near the top: a single booking is one JSON.stringify", () => {
    expect(isWrittenInPieces({ success: true, data: { id: "bk_1", status: "confirmed", ledger: [1, 2] } })).toBe(false);
    expect(isWrittenInPieces({ success: true, data: Array.from({ length: 20 }, () => ({ id: "bk" })) })).toBe(true);
    // A batched native tRPC answer's days, five deep, are found; six deep is too deep.
    expect(isWrittenInPieces([{ result: { data: { data: { days: Array.from({ length: 20 }, () => 1) } } } }])).toBe(true);
    expect(isWrittenInPieces({ a: { b: { c: { d: { e: { f: Array.from({ length: 20 }, () => 1) } } } } } })).toBe(false);
    expect(isWrittenInPieces({ toJSON: () => Array.from({ length: 20 }, () => 1) })).toBe(false);
    expect(isWrittenInPieces(new Map())).toBe(false);
  });
});
