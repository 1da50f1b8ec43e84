// Runs a procedure's middleware chain (the key check, input parsing, output validation, the
// resolver) as tRPC's own procedure caller does, step for step, with each level's options written
// out: the caller in @trpc/server's build copies its options with a transpiled spread helper at
// every level, which under load is a measurable share of a read's CPU. Same order, same options
// handed to each middleware, same error results; test/http/invoke-procedure.test.ts compares both.
//
// The steps are tRPC's own, which parse zod schemas synchronously first (zod's compiled path), but
// for the output step of a zod schema: an answer that already has its schema's exact shape is
// taken as it is (answer-check.ts), any other is parsed as tRPC's step parses it.
import type { AnyProcedure } from "@trpc/server";
import { getParseFn, getTRPCErrorFromUnknown, middlewareMarker, TRPCError } from "@trpc/server/unstable-core-do-not-import";
import { z } from "zod";
import { answerParser } from "./answer-check";

type CallOptions = Parameters<AnyProcedure>[0];

interface NextOptions {
  ctx?: Record<string, unknown>;
  input?: unknown;
  getRawInput?: CallOptions["getRawInput"];
}

type MiddlewareResult = { ok: true; data: unknown } | { ok: false; error: TRPCError };

// A middleware that forgets to `return next()` resolves with undefined, and so does the next()
// of every middleware before it: tRPC's caller reports that once the chain has run.
type Middleware = ((
  options: CallOptions & { meta: unknown; next: (next?: NextOptions) => Promise<MiddlewareResult | undefined> },
) => Promise<MiddlewareResult | undefined>) & { _type?: string };

const NO_RESULT = "No result from middlewares - did you forget to `return next()`?";

interface ProcedureDef {
  middlewares: Middleware[];
  meta: unknown;
  output?: unknown;
}

async function callAt(
  index: number,
  middlewares: Middleware[],
  meta: unknown,
  options: CallOptions,
): Promise<MiddlewareResult | undefined> {
  try {
    const middleware = middlewares[index];
    // The resolver is the chain's last step and never calls next().
    if (!middleware) throw new Error(`The middleware chain has no step ${index}: a step past the resolver was called`);
    // The options written out rather than spread: on Node 20, an object spread followed by
    // properties the source lacks (`{ ...options, meta, next }`) takes V8's slow path, about
    // 0.7-3 µs each against tens of nanoseconds for a literal, at every level of every call.
    return await middleware({
      ctx: options.ctx,
      type: options.type,
      path: options.path,
      input: options.input,
      getRawInput: options.getRawInput,
      signal: options.signal,
      batchIndex: options.batchIndex,
      meta,
      next: (next) =>
        callAt(index + 1, middlewares, meta, {
          ctx: next?.ctx ? Object.assign({}, options.ctx, next.ctx) : options.ctx,
          type: options.type,
          path: options.path,
          input: next && "input" in next ? next.input : options.input,
          getRawInput: next?.getRawInput ?? options.getRawInput,
          signal: options.signal,
          batchIndex: options.batchIndex,
        }),
    });
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause), marker: middlewareMarker } as MiddlewareResult;
  }
}

const isZodSchema = (parser: unknown): parser is z.ZodType => parser instanceof z.ZodType;

/** Whether to wait for a value: an await of anything costs a turn of the microtask queue, and most parses are synchronous. */
const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;

/** tRPC's output step, with `parse` in place of its parser's. */
function outputStep(parse: (value: unknown) => unknown): Middleware {
  return async ({ next }) => {
    const result = await next();
    // tRPC's own step fails here too (reading the result of a middleware that returned nothing).
    if (!result) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: NO_RESULT });
    if (!result.ok) return result;
    try {
      const data = parse(result.data);
      return Object.assign({}, result, { data: isPromise(data) ? await data : data });
    } catch (cause) {
      throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Output validation failed", cause });
    }
  };
}

/**
 * A procedure's middlewares with its zod output step checking answers first (answer-check.ts).
 * An output step that cannot be matched to its schema, or whose schema is not zod, stays tRPC's.
 */
function chainOf(def: ProcedureDef): Middleware[] {
  const outputSteps = def.middlewares.filter((middleware) => middleware._type === "output");
  const schema = def.output;
  if (outputSteps.length !== 1 || !isZodSchema(schema)) return def.middlewares;
  // tRPC's parser of the schema (synchronous first), as its own output step has it.
  const parse = getParseFn(schema) as (value: unknown) => unknown;
  return def.middlewares.map((middleware) => (middleware._type === "output" ? outputStep(answerParser(schema, parse)) : middleware));
}

const chains = new WeakMap<AnyProcedure, Middleware[]>();

/** Calls `procedure` as `procedure(options)` would: resolves with its output or throws its TRPCError. */
export async function invokeProcedure(procedure: AnyProcedure, options: CallOptions): Promise<unknown> {
  const def = procedure._def as unknown as ProcedureDef;
  let chain = chains.get(procedure);
  if (!chain) {
    chain = chainOf(def);
    chains.set(procedure, chain);
  }
  const result = await callAt(0, chain, def.meta, options);
  if (!result) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: NO_RESULT });
  if (!result.ok) throw result.error;
  return result.data;
}
