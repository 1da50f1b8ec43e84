// Runs a procedure's middleware chain (the key check, input parsing, output validation, the
// resolver) as tRPC's own procedure caller does, step for step, with native object spreads: the
// caller in @trpc/server's build copies its options with a transpiled spread helper at every
// level, which under load is a measurable share of a read's CPU. Same order, same options handed
// to each middleware, same error results; test/http/invoke-procedure.test.ts compares both.
import type { AnyProcedure } from "@trpc/server";
import { getTRPCErrorFromUnknown, middlewareMarker, TRPCError } from "@trpc/server/unstable-core-do-not-import";

type CallOptions = Parameters<AnyProcedure>[0];

interface NextOptions {
  ctx?: Record<string, unknown>;
  input?: unknown;
  getRawInput?: CallOptions["getRawInput"];
}

type MiddlewareResult = { ok: true; data: unknown } | { ok: false; error: TRPCError };

type Middleware = (
  options: CallOptions & { meta: unknown; next: (next?: NextOptions) => Promise<MiddlewareResult> },
) => Promise<MiddlewareResult>;

async function callAt(index: number, middlewares: Middleware[], meta: unknown, options: CallOptions): Promise<MiddlewareResult> {
  try {
    return await middlewares[index]!({
      ...options,
      meta,
      input: options.input,
      next: (next) =>
        callAt(index + 1, middlewares, meta, {
          ...options,
          ctx: next?.ctx ? { ...(options.ctx as object), ...next.ctx } : options.ctx,
          input: next && "input" in next ? next.input : options.input,
          getRawInput: next?.getRawInput ?? options.getRawInput,
        }),
    });
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause), marker: middlewareMarker } as MiddlewareResult;
  }
}

/** Calls `procedure` as `procedure(options)` would: resolves with its output or throws its TRPCError. */
export async function invokeProcedure(procedure: AnyProcedure, options: CallOptions): Promise<unknown> {
  const def = procedure._def as unknown as { middlewares: Middleware[]; meta: unknown };
  const result = await callAt(0, def.middlewares, def.meta, options);
  if (!result)
    throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "No result from middlewares - did you forget to `return next()`?" });
  if (!result.ok) throw result.error;
  return result.data;
}
