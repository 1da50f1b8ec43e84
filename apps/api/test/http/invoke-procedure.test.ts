// invokeProcedure runs a procedure's middleware chain as tRPC's own caller does: the same
// results, errors and options at each step, over a router built here for the purpose.
import { initTRPC, TRPCError, type AnyProcedure } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { invokeProcedure } from "../../src/invoke-procedure";

interface Ctx {
  user?: string;
  seen: string[];
}

let asyncChecks = 0;
let asyncParses = 0;

/** The schema with its parseAsync counted (called only for a schema with asynchronous checks). */
function countingParseAsync<T extends z.ZodType>(schema: T): T {
  const parseAsync = schema.parseAsync.bind(schema);
  Object.defineProperty(schema, "parseAsync", {
    value: (data: unknown) => {
      asyncParses++;
      return parseAsync(data);
    },
  });
  return schema;
}

const t = initTRPC.context<Ctx>().meta<{ label: string }>().create();

const withUser = t.procedure.meta({ label: "greeting" }).use(async ({ ctx, next, meta, path, type }) => {
  ctx.seen.push(`auth ${meta?.label} ${path} ${type}`);
  if (ctx.user === "nobody") throw new TRPCError({ code: "UNAUTHORIZED", message: "who?" });
  return next({ ctx: { user: ctx.user ?? "guest" } });
});

const router = t.router({
  greet: withUser
    .input(z.object({ name: z.string().min(1) }))
    .use(async ({ ctx, input, next, getRawInput }) => {
      ctx.seen.push(`after input ${JSON.stringify(input)} raw ${JSON.stringify(await getRawInput())}`);
      return next({ input: { name: input.name.toUpperCase() } });
    })
    .output(z.object({ text: z.string(), by: z.string() }))
    .query(({ input, ctx }) => {
      if (input.name === "BOOM") throw new Error("resolver failed");
      if (input.name === "BAD") return { text: 42, by: ctx.user } as unknown as { text: string; by: string };
      return { text: `hello ${input.name}`, by: ctx.user };
    }),
  forgetful: t.procedure.use(async () => undefined as never).query(() => "never"),
  // Inputs of several .input() calls merge.
  merged: t.procedure
    .input(z.object({ a: z.string() }))
    .input(z.object({ b: z.number() }))
    .query(({ input }) => input),
  // A schema with an asynchronous check (zod's synchronous parse cannot run it).
  checkedLater: t.procedure
    .input(
      z.object({
        name: z.string().refine(async (name) => {
          asyncChecks++;
          return name !== "taken";
        }, "is taken"),
      }),
    )
    .output(z.string())
    .query(({ input }) => input.name),
  // A parser that is not a zod schema stays tRPC's own step.
  custom: t.procedure
    .input((value: unknown) => {
      if (typeof value !== "string") throw new Error("a string, please");
      return value;
    })
    .query(({ input }) => input.length),
  // Every option a middleware is handed, and the context once a middleware added to it, by name.
  options: t.procedure
    .use(async (opts) => {
      opts.ctx.seen.push(Object.keys(opts).sort().join(" "));
      return opts.next({ ctx: { user: "added" } });
    })
    .input(z.object({ n: z.number() }))
    .use(async (opts) => {
      opts.ctx.seen.push(`${Object.keys(opts).sort().join(" ")} | ctx ${Object.keys(opts.ctx).sort().join(" ")} ${opts.ctx.user}`);
      return opts.next();
    })
    .query(({ input }) => input.n),
  counted: t.procedure
    .input(countingParseAsync(z.object({ n: z.number() })))
    .output(countingParseAsync(z.object({ twice: z.number() })))
    .query(({ input }) => ({ twice: input.n * 2 })),
});

const procedures = router._def.procedures as Record<string, AnyProcedure>;

/** Both ways, with fresh contexts; each outcome as a comparable value. */
async function both(name: string, input: unknown, user?: string) {
  const run = async (call: (options: Parameters<AnyProcedure>[0]) => Promise<unknown>) => {
    const ctx: Ctx = { user, seen: [] };
    try {
      const data = await call({ ctx, getRawInput: async () => input, path: name, type: "query", signal: undefined, batchIndex: 0 });
      return { data, seen: ctx.seen };
    } catch (error) {
      const e = error as TRPCError;
      return { error: { name: e.name, code: e.code, message: e.message, cause: e.cause?.message }, seen: ctx.seen };
    }
  };
  const procedure = procedures[name]!;
  return { trpc: await run((options) => procedure(options)), ours: await run((options) => invokeProcedure(procedure, options)) };
}

describe("invokeProcedure", () => {
  it.each([
    ["a success, with context, meta, input and raw input handed on", "greet", { name: "ada" }, "ada"],
    ["a guest (a middleware's context added)", "greet", { name: "bob" }, undefined],
    ["an input that fails validation", "greet", { name: "" }, "ada"],
    ["a missing input", "greet", undefined, "ada"],
    ["a middleware that throws", "greet", { name: "ada" }, "nobody"],
    ["a resolver that throws", "greet", { name: "boom" }, "ada"],
    ["an output that fails its schema", "greet", { name: "bad" }, "ada"],
    ["a middleware that returns nothing", "forgetful", undefined, "ada"],
    ["merged inputs", "merged", { a: "x", b: 1 }, "ada"],
    ["merged inputs, the second failing", "merged", { a: "x", b: "1" }, "ada"],
    ["an asynchronous check that passes", "checkedLater", { name: "free" }, "ada"],
    ["an asynchronous check that fails", "checkedLater", { name: "taken" }, "ada"],
    ["a parser of its own that passes", "custom", "abc", "ada"],
    ["a parser of its own that fails", "custom", 12, "ada"],
    ["every option handed to a middleware, and a context added to", "options", { n: 1 }, "ada"],
    ["validated input and output", "counted", { n: 2 }, "ada"],
    ["an input that fails its schema", "counted", { n: "2" }, "ada"],
  ])("answers as tRPC's caller: %s", async (_what, name, input, user) => {
    const { trpc, ours } = await both(name, input, user);
    expect(ours).toEqual(trpc);
  });

  it("really runs the chain (the comparison is not between two empty answers)", async () => {
    const { ours } = await both("greet", { name: "ada" }, "ada");
    expect(ours).toEqual({
      data: { text: "hello ADA", by: "ada" },
      seen: ["auth greeting greet query", 'after input {"name":"ada"} raw {"name":"ada"}'],
    });
    expect((await both("greet", { name: "" }, "ada")).ours).toMatchObject({ error: { code: "BAD_REQUEST" } });
    expect((await both("greet", { name: "bad" }, "ada")).ours).toMatchObject({ error: { code: "INTERNAL_SERVER_ERROR" } });
    expect((await both("merged", { a: "x", b: 1 }, "ada")).ours).toMatchObject({ data: { a: "x", b: 1 } });
    expect((await both("options", { n: 1 }, "ada")).ours.seen).toEqual([
      "batchIndex ctx getRawInput input meta next path signal type",
      "batchIndex ctx getRawInput input meta next path signal type | ctx seen user added",
    ]);
  });

  it("validates zod inputs and outputs synchronously (zod's compiled path), as tRPC's own steps do", async () => {
    const options = { ctx: { seen: [] }, path: "counted", type: "query" as const, signal: undefined, batchIndex: 0 };
    const procedure = procedures.counted!;
    asyncParses = 0;
    await expect(procedure({ ...options, getRawInput: async () => ({ n: 2 }) })).resolves.toEqual({ twice: 4 });
    // tRPC's parser tries zod's synchronous parse first: were it to bind parseAsync again, every
    // input and answer would skip zod's compiled path.
    expect(asyncParses).toBe(0);
    await expect(invokeProcedure(procedure, { ...options, getRawInput: async () => ({ n: 2 }) })).resolves.toEqual({ twice: 4 });
    expect(asyncParses).toBe(0);
  });

  it("runs a schema's asynchronous checks once per call after the first", async () => {
    const procedure = procedures.checkedLater!;
    const call = (name: string) =>
      invokeProcedure(procedure, {
        ctx: { seen: [] },
        getRawInput: async () => ({ name }),
        path: "checkedLater",
        type: "query",
        signal: undefined,
        batchIndex: 0,
      });
    await call("first");
    asyncChecks = 0;
    await expect(call("second")).resolves.toBe("second");
    await expect(call("taken")).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(asyncChecks).toBe(2);
  });
});
