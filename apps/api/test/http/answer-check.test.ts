// answerParser takes an answer as it is only when zod's parse would return that same value: for
// every schema and answer here, its result (or its error) is zod's.
import { appRouter } from "@booking/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answerParser } from "../../src/answer-check";

type Outcome = { ok: true; value: unknown } | { ok: false; issues: unknown };

function outcome(run: () => unknown): Outcome {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    return { ok: false, issues: error.issues };
  }
}

/** The checked parse of `schema` and whether it ever skipped zod. */
function checked(schema: z.ZodType) {
  let zodCalls = 0;
  const parse = answerParser(schema, (value) => {
    zodCalls++;
    return schema.parse(value);
  });
  return { parse, zodCalls: () => zodCalls };
}

/** Asserts the checked parse answers `value` as zod does, and says whether zod was skipped. */
function expectAsZod(schema: z.ZodType, value: unknown, check = checked(schema)): { skippedZod: boolean } {
  const { parse, zodCalls } = check;
  const before = zodCalls();
  const mine = outcome(() => parse(value));
  const zods = outcome(() => schema.parse(value));
  expect(mine.ok).toBe(zods.ok);
  // An answer as the client reads it: its JSON (keys in any order).
  if (mine.ok && zods.ok) expect(JSON.parse(JSON.stringify(mine.value))).toEqual(JSON.parse(JSON.stringify(zods.value)));
  else expect(mine).toEqual(zods);
  return { skippedZod: zodCalls() === before };
}

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { output?: z.ZodType } }>;
const bookingAnswer = procedures["bookings.get"]!._def.output!;

const booking = () => ({
  success: true,
  data: {
    id: "bk_1",
    customer: { id: "cus_1", name: "Ada", email: "ada@example.com", phone: null },
    service: { id: "svc_1", name: "Cut", duration: 30, price: 25 },
    staff: { id: "staff_1", name: "Ann" },
    staffIds: ["staff_1"],
    dateTime: "2030-01-01T09:00:00.000Z",
    endTime: "2030-01-01T09:30:00.000Z",
    status: "confirmed",
    notes: null,
    source: "app",
    cancelledAt: null,
    cancelReason: null,
    resources: [{ resourceId: "res_1", units: 1 }],
    sessionId: null,
    visitId: null,
    seriesId: null,
    occurrenceKey: null,
    seats: 1,
    customerTimezone: null,
    locale: null,
    createdAt: "2026-11-28T05:00:00.000Z",
    updatedAt: "2026-11-28T05:00:00.000Z",
    payment: { status: "unpaid", method: null, amount: 25, paidAt: null, refundedAt: null, ledger: [] },
  },
});

describe("answers of a plain schema", () => {
  it("takes an answer of the exact shape as it is, the very object, without zod", () => {
    const answer = booking();
    const { parse, zodCalls } = checked(bookingAnswer);
    expect(parse(answer)).toBe(answer);
    expect(zodCalls()).toBe(0);
    expect(expectAsZod(bookingAnswer, answer).skippedZod).toBe(true);
  });

  it("leaves keys the schema lacks to zod, which drops them, at any depth", () => {
    const top = { ...booking(), secret: "s3cret" };
    const nested = booking();
    Object.assign(nested.data.customer, { passwordHash: "x" });
    for (const answer of [top, nested]) {
      expect(expectAsZod(bookingAnswer, answer).skippedZod).toBe(false);
      expect(JSON.stringify(answerParser(bookingAnswer, (v) => bookingAnswer.parse(v))(answer))).not.toMatch(/s3cret|passwordHash/);
    }
  });

  it("reports a wrong answer with zod's error: types, NaN, infinities, unsafe or fractional integers, enums, missing keys", () => {
    const wrongs: ((answer: ReturnType<typeof booking>) => void)[] = [
      (a) => Object.assign(a.data, { id: 7 }),
      (a) => Object.assign(a.data.service, { price: Number.NaN }),
      (a) => Object.assign(a.data.service, { price: Number.POSITIVE_INFINITY }),
      (a) => Object.assign(a.data.service, { duration: 2 ** 53 }),
      (a) => Object.assign(a.data.service, { duration: 30.5 }),
      (a) => Object.assign(a.data, { status: "lost" }),
      (a) => Object.assign(a.data, { dateTime: undefined }),
      (a) => Object.assign(a.data, { resources: [{ resourceId: "res_1" }] }),
      (a) => Object.assign(a, { success: false }),
      (a) => Object.assign(a.data, { dateTime: new Date("2030-01-01T09:00:00Z") }),
    ];
    for (const wrong of wrongs) {
      const answer = booking();
      wrong(answer);
      expect(() => bookingAnswer.parse(answer)).toThrow();
      expectAsZod(bookingAnswer, answer);
    }
  });

  it("answers as zod does for answers changed at random", () => {
    // Random edits of a valid answer: a key set to any JSON value, removed, or added.
    const edit = fc.record({
      path: fc.array(fc.constantFrom("data", "customer", "service", "staff", "resources", "0", "payment", "units", "price"), {
        maxLength: 3,
      }),
      key: fc.constantFrom("id", "name", "email", "duration", "price", "units", "status", "seats", "amount", "extra", "success"),
      value: fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.double()),
      remove: fc.boolean(),
    });
    const check = checked(bookingAnswer);
    let skipped = 0;
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 4 }), (edits) => {
        const answer = booking() as unknown as Record<string, unknown>;
        for (const { path, key, value, remove } of edits) {
          let at: unknown = answer;
          for (const step of path) if (at && typeof at === "object" && step in at) at = (at as Record<string, unknown>)[step];
          if (!at || typeof at !== "object") continue;
          if (remove) delete (at as Record<string, unknown>)[key];
          else (at as Record<string, unknown>)[key] = value;
        }
        if (expectAsZod(bookingAnswer, answer, check).skippedZod) skipped++;
      }),
      { numRuns: 2000 },
    );
    // Both ways were taken: answers still exact (an extra key removed, a value of the right type).
    expect(skipped).toBeGreaterThan(0);
    expect(skipped).toBeLessThan(2000);
  });
});

describe("schemas zod keeps", () => {
  it("string checks: lengths and patterns", () => {
    const schema = z.object({ code: z.string().max(3), tag: z.string().regex(/^[a-z]+$/i) });
    expect(expectAsZod(schema, { code: "abc", tag: "Ab" }).skippedZod).toBe(false);
    expect(() => checked(schema).parse({ code: "abcd", tag: "Ab" })).toThrow();
  });

  it("refinements, transforms, defaults and formats", () => {
    const cases: [z.ZodType, unknown][] = [
      [z.object({ from: z.number(), to: z.number() }).refine((r) => r.from < r.to), { from: 2, to: 1 }],
      [z.object({ n: z.number().refine((n) => n % 2 === 0) }), { n: 3 }],
      [z.object({ at: z.string().transform((s) => s.toUpperCase()) }), { at: "x" }],
      [z.object({ tags: z.array(z.string()).default([]) }), {}],
      [z.object({ email: z.email() }), { email: "nope" }],
      [z.object({ at: z.iso.datetime() }), { at: "yesterday" }],
    ];
    for (const [schema, value] of cases) expect(expectAsZod(schema, value).skippedZod).toBe(false);
  });

  it("a union of objects, where zod answers with the first option that parses", () => {
    const schema = z.union([z.object({ id: z.string() }), z.object({ id: z.string(), name: z.string() })]);
    expect(expectAsZod(schema, { id: "a", name: "b" }).skippedZod).toBe(false);
    expect(checked(schema).parse({ id: "a", name: "b" })).toEqual({ id: "a" });
  });

  it("a recursive schema, without looping", () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    expect(expectAsZod(node, { name: "a", children: [{ name: "b", children: [] }] }).skippedZod).toBe(false);
  });
});

describe("schemas answered without zod", () => {
  it("a sub-schema used twice side by side, unions of values, nullable and optional fields, z.int()", () => {
    const money = z.number().int().nonnegative();
    const schema = z.object({
      price: money,
      deposit: money.nullable(),
      kind: z.union([z.literal("a"), z.literal(2), z.null()]),
      note: z.string().optional(),
      count: z.int(),
    });
    const value = { price: 10, deposit: null, kind: 2, count: 3 };
    expect(expectAsZod(schema, value).skippedZod).toBe(true);
    expect(expectAsZod(schema, { ...value, note: undefined }).skippedZod).toBe(true);
    expect(expectAsZod(schema, { ...value, price: -1 }).skippedZod).toBe(false);
    expect(expectAsZod(schema, { ...value, kind: "b" }).skippedZod).toBe(false);
  });

  it("most of the router's answers, the booking's among them", () => {
    const outputs = Object.values(procedures).flatMap((procedure) => (procedure._def.output ? [procedure._def.output] : []));
    const plain = outputs.filter((schema) => {
      const parse = (value: unknown) => value;
      return answerParser(schema, parse) !== parse;
    });
    expect(plain.length).toBeGreaterThan(outputs.length / 2);
    expect(plain).toContain(bookingAnswer);
  });
});
