// Native tRPC at /trpc for TypeScript clients (batching on). tRPC's Fastify adapter turns every
// request into a Fetch API Request and its answer into a Response: on a 2-core machine that costs
// about as much as the procedure itself. The plain calls — JSON queries over GET and mutations over
// POST, batched or not, every procedure known — are served here directly: the procedure runs as
// on the adapter (same middleware, validation and output schema; the same input parsing, errors
// shaped by the router's own formatter, the same statuses and headers). Anything else — streaming
// (`trpc-accept: application/jsonl`), other content types, a call the fast path would have to
// refuse — goes to the adapter as before, so every edge answers exactly as tRPC does. A parity
// test (test/http/trpc-endpoint.test.ts) compares both over successes and errors. Either way a
// batch of several calls keeps batch-work.ts's rules: its heavy reads one at a time, its answers
// within 1 MiB (the adapter is handed procedures wrapped to keep them); and at most a quarter of
// the database pool's connections' worth of its calls run at once (BatchShare), so that one
// request of 50 light calls cannot take every connection from the other tenants' requests.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AnyProcedure, AnyRouter } from "@trpc/server";
import { fastifyRequestHandler, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import {
  getErrorShape,
  getHTTPStatusCode,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type AnyRootTypes,
  type RootConfig,
  type TRPCError,
  type TRPCErrorShape,
  type TRPCResponse,
} from "@trpc/server/unstable-core-do-not-import";
import { redactSecrets } from "@booking/core";
import { trpcQueryOf, type TrpcQuery } from "./api-routes";
import { BatchRun, batchAnswersTooLarge, InTurn, isHeavyRead } from "./batch-work";
import { acceptsCompression, type AnswerBytes } from "./compression";
import { invokeProcedure } from "./invoke-procedure";
import { registerTextBodyParser } from "./json-body";

type TRPCOptions<TRouter extends AnyRouter> = FastifyTRPCPluginOptions<TRouter>["trpcOptions"];

interface PlainCall {
  path: string;
  procedure: AnyProcedure;
  index: number;
}

export interface TrpcEndpointOptions<TRouter extends AnyRouter> {
  prefix: string;
  /** createContext is required here (tRPC's options make it optional): the direct path makes each call's context with it. */
  trpcOptions: TRPCOptions<TRouter> & { maxBatchSize: number; createContext: NonNullable<TRPCOptions<TRouter>["createContext"]> };
  /** Serve plain calls directly (default); false leaves every request to tRPC's adapter. */
  fastPath?: boolean;
  /** Told which way each request was served (a metric). */
  onServed?: (handler: "direct" | "adapter") => void;
  /** Connections of the database pool the procedures use (DATABASE_POOL_SIZE; default its default, 10). */
  poolSize?: number;
  /** Writes a large answer as bytes for a client that takes compression (compression.ts); else answers are strings. */
  answerBytes?: AnswerBytes;
}

/** DATABASE_POOL_SIZE's default. */
const DEFAULT_POOL_SIZE = 10;

/** How many of one batch's calls may run at once: a quarter of the pool, at least one. */
const batchCallsAtOnce = (poolSize: number) => Math.max(1, Math.floor(poolSize / 4));

/**
 * One batch's share of the pool: its calls run at most `limit` at a time, each started in the order
 * it asked (a call holds one connection at a time, so the batch holds at most `limit`).
 */
class BatchShare {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(limit: number) {
    this.#free = limit;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free--;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The place goes to the next call waiting, else back to the free ones.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free++;
    }
  }
}

/** A reply serializer for text that is already JSON. */
const sentAsIs = (payload: unknown) => payload as string;

const METHOD_OF_TYPE = { query: "GET", mutation: "POST" } as const;

export async function registerTrpcEndpoint<TRouter extends AnyRouter>(app: FastifyInstance, options: TrpcEndpointOptions<TRouter>) {
  const { trpcOptions } = options;
  const router = trpcOptions.router;
  // The router's root configuration (error formatter, transformer), as tRPC's helpers take it.
  const config = router._def._config as RootConfig<AnyRootTypes>;
  const procedures = router._def.procedures as Record<string, AnyProcedure | undefined>;
  // Whether the router serializes answers as they are (no transformer such as superjson).
  const probe = {};
  const plainJson = config.transformer.output.serialize(probe) === probe;
  const callsAtOnce = batchCallsAtOnce(options.poolSize ?? DEFAULT_POOL_SIZE);

  /** The calls of a request the fast path serves, or null for one it leaves to the adapter. */
  const plainCalls = (request: FastifyRequest, path: string, batch: boolean): PlainCall[] | null => {
    if (request.method !== "GET" && request.method !== "POST") return null;
    if (request.headers["trpc-accept"] !== undefined) return null;
    if (request.method === "POST" && !/^application\/json\b/i.test(request.headers["content-type"] ?? "")) return null;
    let paths: string[];
    try {
      paths = batch ? decodeURIComponent(path).split(",") : [decodeURIComponent(path)];
    } catch {
      return null;
    }
    if (paths.length > trpcOptions.maxBatchSize) return null;
    const calls: PlainCall[] = [];
    for (const [index, name] of paths.entries()) {
      const procedure = procedures[name];
      const type = procedure?._def.type;
      if (!procedure || type === "subscription" || !type || METHOD_OF_TYPE[type] !== request.method) return null;
      calls.push({ path: name, procedure, index });
    }
    return calls;
  };

  /** The inputs of a request, as tRPC reads them; undefined when they are not plain JSON (the adapter says why). */
  const inputsOf = (request: FastifyRequest, query: TrpcQuery, batch: boolean): Record<number, unknown> | undefined => {
    // A POST without a body has no input, as a GET without one (tRPC's client sends none for an
    // undefined input, and its adapter reads an empty body so).
    const text = request.method === "GET" ? query.input : (request.body as string | undefined);
    let inputs: unknown;
    if (text) {
      try {
        inputs = JSON.parse(text);
      } catch {
        return undefined;
      }
    }
    if (inputs === undefined) return {};
    if (!batch) return { 0: inputs };
    if (typeof inputs !== "object" || inputs === null || Array.isArray(inputs)) return undefined;
    return inputs as Record<number, unknown>;
  };

  // The adapter runs a batch's calls all at once: each procedure it finds is wrapped so that its
  // batches keep the same rules as the direct path's (batch-work.ts): heavy reads one at a time,
  // answers within MAX_BATCH_ANSWER_BYTES, the batch's share of the pool. A request of one call
  // runs as it is.
  const batchRuns = new WeakMap<object, { run: BatchRun; share: BatchShare }>();
  // The heavy reads of every batch this process serves take turns (batch-work.ts).
  const heavyReads = new InTurn();
  const answerBytes = (data: unknown) => {
    const serialized: unknown = config.transformer.output.serialize(data);
    return Buffer.byteLength(JSON.stringify({ result: { data: serialized } }));
  };
  const errorBytes = (cause: unknown, path: string, type: "query" | "mutation", ctx: unknown) => {
    const shape: unknown = getErrorShape({ config, error: getTRPCErrorFromUnknown(cause), type, path, input: undefined, ctx });
    return Buffer.byteLength(JSON.stringify({ error: shape }));
  };
  const boundedInBatches = (path: string, procedure: AnyProcedure): AnyProcedure => {
    const heavy = isHeavyRead(path);
    const type = procedure._def.type as "query" | "mutation";
    const bounded = (callOptions: Parameters<AnyProcedure>[0]) => {
      const batch = batchRuns.get(callOptions.ctx as object);
      if (!batch) return procedure(callOptions);
      const { run, share } = batch;
      const answer = async () => {
        if (heavy && run.overrun) throw batchAnswersTooLarge();
        let data: unknown;
        try {
          data = await procedure(callOptions);
        } catch (cause) {
          if (!run.admit(errorBytes(cause, path, type, callOptions.ctx))) throw batchAnswersTooLarge();
          throw cause;
        }
        if (!run.admit(answerBytes(data))) throw batchAnswersTooLarge();
        return data;
      };
      // A heavy read takes its place in the batch's share once it is its turn in the batch.
      return heavy ? run.heavyReads.run(() => share.run(() => heavyReads.run(answer))) : share.run(answer);
    };
    // The procedure's definition (its type and meta, which the adapter reads) goes along.
    return Object.assign(bounded, procedure) as AnyProcedure;
  };
  const adapterProcedures: Record<string, AnyProcedure> = {};
  for (const [name, procedure] of Object.entries(procedures)) if (procedure) adapterProcedures[name] = boundedInBatches(name, procedure);
  const adapterOptions = Object.assign({}, trpcOptions, {
    router: Object.assign({}, router, { _def: Object.assign({}, router._def, { procedures: adapterProcedures }) }),
    createContext: async (contextOptions: Parameters<typeof trpcOptions.createContext>[0]) => {
      const ctx = (await trpcOptions.createContext(contextOptions)) as object;
      const calls = (contextOptions.info as { calls?: unknown[] } | undefined)?.calls?.length ?? 1;
      if (calls > 1) batchRuns.set(ctx, { run: new BatchRun(calls), share: new BatchShare(callsAtOnce) });
      return ctx;
    },
  });

  const serve = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const query = trpcQueryOf(request);
    const batch = query.batch === "1";
    const calls = options.fastPath === false ? null : plainCalls(request, path, batch);
    const inputs = calls && inputsOf(request, query, batch);
    if (!calls || !inputs) {
      options.onServed?.("adapter");
      await fastifyRequestHandler(Object.assign({}, adapterOptions, { req: request, res: reply, path: pathForAdapter(path) }));
      return;
    }
    options.onServed?.("direct");
    const made = trpcOptions.createContext({ req: request, res: reply, info: undefined as never });
    // Not waited for when it is no promise (an await costs a turn of the microtask queue).
    const ctx = made instanceof Promise ? await made : made;
    const failure = (call: PlainCall, cause: unknown): TRPCResponse<unknown, TRPCErrorShape> => {
      const type = call.procedure._def.type as "query" | "mutation";
      const error: TRPCError = getTRPCErrorFromUnknown(cause);
      const input = inputs[call.index];
      trpcOptions.onError?.({ error, path: call.path, input, ctx, type, req: request });
      // The router's own error formatter decides the shape (tRPC types it loosely).
      const shape = getErrorShape({ config, error, type, path: call.path, input, ctx }) as TRPCErrorShape;
      return { error: shape };
    };
    const run = async (call: PlainCall): Promise<TRPCResponse<unknown, TRPCErrorShape>> => {
      try {
        const data: unknown = await invokeProcedure(call.procedure, {
          path: call.path,
          getRawInput: async () => inputs[call.index],
          ctx,
          type: call.procedure._def.type,
          signal: undefined,
          batchIndex: call.index,
        });
        return { result: { data } };
      } catch (cause) {
        return failure(call, cause);
      }
    };
    const [first] = calls;
    if (!first) throw new Error("tRPC fast path: a request with no calls (a request path names at least one procedure)");
    let results: TRPCResponse<unknown, TRPCErrorShape>[];
    let body: string | Buffer;
    if (calls.length === 1) {
      // One call (as in every request that is not batched) runs without Promise.all. Not batched:
      // the one call's answer alone. With no transformer configured, tRPC's transform of the answer
      // is a copy of it. A large answer for a client that takes compression is written as bytes
      // (compression.ts).
      const single = await run(first);
      results = [single];
      const answer = batch ? results : single;
      const wire = plainJson ? answer : transformTRPCResponse(config, answer);
      body = options.answerBytes?.write(wire, request, reply) ?? JSON.stringify(wire);
    } else {
      ({ results, text: body } = await runBatch(calls, run, failure));
    }
    const retryAfter = retryAfterOf(results);
    if (retryAfter !== undefined) void reply.header("retry-after", retryAfter);
    // Returned, so that Fastify waits for this answer rather than sending one of its own.
    return (
      reply
        .code(getHTTPStatusCode(results))
        // As the adapter's answers say: they are streams, which the compression hook compresses (and
        // varies on) whenever the client accepts an encoding; this answer is compressed above 1 KB.
        .header("vary", acceptsCompression(request) ? "trpc-accept, accept, accept-encoding" : "trpc-accept, accept")
        .header("content-type", "application/json")
        // Sent as text through a serializer that keeps it as it is: Fastify then leaves the content
        // type exactly tRPC's (it adds a charset to a string otherwise), and Node writes the headers
        // and the body in one piece (a Buffer body costs a second chunk per answer). Bytes from
        // answerBytes go on as they are, to be compressed.
        .serializer(sentAsIs)
        .send(body)
    );
  };

  /**
   * A batch's calls, each answer serialized as it comes and counted against the batch's bound
   * (batch-work.ts): the light calls within the batch's share of the pool, then the heavy reads
   * one after another, none of them once an answer did not fit. The answer is the JSON array of
   * the calls' answers, in the calls' order.
   */
  const runBatch = async (
    calls: PlainCall[],
    run: (call: PlainCall) => Promise<TRPCResponse<unknown, TRPCErrorShape>>,
    failure: (call: PlainCall, cause: unknown) => TRPCResponse<unknown, TRPCErrorShape>,
  ) => {
    const batchRun = new BatchRun(calls.length);
    const results: TRPCResponse<unknown, TRPCErrorShape>[] = [];
    const parts: string[] = [];
    const settle = (call: PlainCall, answered: TRPCResponse<unknown, TRPCErrorShape>) => {
      let response = answered;
      let part = JSON.stringify(plainJson ? response : transformTRPCResponse(config, response));
      if (!batchRun.admit(Buffer.byteLength(part))) {
        response = failure(call, batchAnswersTooLarge());
        part = JSON.stringify(plainJson ? response : transformTRPCResponse(config, response));
      }
      results[call.index] = response;
      parts[call.index] = part;
    };
    const light = calls.filter((call) => !isHeavyRead(call.path));
    const share = new BatchShare(callsAtOnce);
    const lightAnswers = await Promise.all(light.map((call) => share.run(async () => ({ call, answered: await run(call) }))));
    for (const { call, answered } of lightAnswers) settle(call, answered);
    for (const call of calls) {
      if (!isHeavyRead(call.path)) continue;
      settle(call, batchRun.overrun ? failure(call, batchAnswersTooLarge()) : await heavyReads.run(() => run(call)));
    }
    return { results, text: `[${parts.join(",")}]` };
  };

  /**
   * The path handed to tRPC's adapter, which quotes an unknown procedure's name back in its error:
   * anything in it shaped like an API key or a token is `[redacted]` (no procedure's name is).
   */
  const pathForAdapter = (path: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return path;
    }
    const redacted = redactSecrets(decoded);
    return redacted === decoded ? path : encodeURIComponent(redacted);
  };

  /** Retry-After of a 429 a procedure decided (a limit of public bookings), the longest in a batch. */
  const retryAfterOf = (results: TRPCResponse<unknown, TRPCErrorShape>[]): number | undefined => {
    let longest: number | undefined;
    for (const result of results) {
      const seconds = "error" in result ? (result.error.data as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds : undefined;
      if (typeof seconds === "number") longest = Math.max(longest ?? 0, seconds);
    }
    return longest;
  };

  await app.register(async (scope) => {
    // As tRPC's own plugin: bodies reach the handler as text (tRPC parses them itself). No other
    // body type is let through (body-types.ts answers 415 first): no procedure takes FormData or
    // a stream, and tRPC would read a multipart form whole, past the body limit.
    registerTextBodyParser(scope);
    scope.all<{ Params: { path: string } }>(`${options.prefix}/:path`, (request, reply) => serve(request, reply, request.params.path));
  });
}
