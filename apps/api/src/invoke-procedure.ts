// Runs a procedure's middleware chain (the key check, input parsing, output validation, the
// resolver) as tRPC's own procedure caller does, step for step, with each level's options written
// out: the caller in @trpc/server's build copies its options with a transpiled spread helper at
// every level, which under load is a measurable share of a read's CPU. Same order, same options
// handed to each middleware, same error results; test/http/invoke-procedure.test.ts compares both.
//
// tRPC validates zod inputs and outputs with `parseAsync`, which makes zod skip the compiled fast
// path it uses for synchronous parses (ten times slower for a booking). Here the validation steps
// parse synchronously first and fall back to `parseAsync` only for a schema with asynchronous
// checks (remembered per schema), with the same results and the same errors as tRPC's steps. An
// answer that already has its schema's exact shape is taken as it is (answer-check.ts).
import type { AnyProcedure } from "@trpc/server";
import { getTRPCErrorFromUnknown, middlewareMarker, TRPCError } from "@trpc/server/unstable-core-do-not-import";
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
  inputs: unknown[];
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

/** Parses with `schema` synchronously, or asynchronously once it has shown asynchronous checks. */
function syncFirstParse(schema: z.ZodType): (value: unknown) => unknown {
  let async = false;
  return (value) => {
    if (!async) {
      try {
        return schema.parse(value);
      } catch (error) {
        // Its asynchronous checks already ran once in this attempt; from now on they run only once.
        if (!(error instanceof z.core.$ZodAsyncError)) throw error;
        async = true;
      }
    }
    return schema.parseAsync(value);
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Whether to wait for a value: an await of anything costs a turn of the microtask queue, and most parses are synchronous. */
const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;

/** tRPC's input step (inputs of several `.input()` calls merge), parsing synchronously first. */
function inputStep(parse: (value: unknown) => unknown): Middleware {
  return async (options) => {
    const raw = options.getRawInput();
    const rawInput = isPromise(raw) ? await raw : raw;
    let parsed: unknown;
    try {
      const result = parse(rawInput);
      parsed = isPromise(result) ? await result : result;
    } catch (cause) {
      throw new TRPCError({ code: "BAD_REQUEST", cause });
    }
    const input = isPlainObject(options.input) && isPlainObject(parsed) ? Object.assign({}, options.input, parsed) : parsed;
    return options.next({ input });
  };
}

/** tRPC's output step, parsing synchronously first. */
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
 * A procedure's middlewares with its zod validation steps replaced by the synchronous-first ones.
 * Steps whose schemas are not zod, or that cannot be matched to their schema, stay tRPC's.
 */
function chainOf(def: ProcedureDef): Middleware[] {
  const inputSteps = def.middlewares.filter((middleware) => middleware._type === "input");
  const outputSteps = def.middlewares.filter((middleware) => middleware._type === "output");
  const inputsMatch = inputSteps.length === def.inputs.length && def.inputs.every(isZodSchema);
  const outputMatches = outputSteps.length === 1 && isZodSchema(def.output);
  let inputIndex = 0;
  return def.middlewares.map((middleware) => {
    if (middleware._type === "input" && inputsMatch) return inputStep(syncFirstParse(def.inputs[inputIndex++] as z.ZodType));
    if (middleware._type === "output" && outputMatches) {
      const schema = def.output as z.ZodType;
      return outputStep(answerParser(schema, syncFirstParse(schema)));
    }
    return middleware;
  });
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
