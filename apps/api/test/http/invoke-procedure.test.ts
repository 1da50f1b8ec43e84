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
  });
});
