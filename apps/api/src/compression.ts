// Answers compressed for clients that accept br or gzip: JSON answers over 1 KB and the pages'
// assets (@fastify/compress); large JSON answers written into one reused buffer and compressed from it.
import { constants as zlibConstants } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from "fastify";
import fastifyCompress from "@fastify/compress";
import { isWrittenInPieces, writeJson } from "./json-bytes";

/** Answers larger than this are compressed when the client accepts br or gzip. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Answers up to this size are compressed in one call on the event loop, larger ones through a
 * stream on libuv's threadpool. The stream's setup and hand-offs cost more than the compression
 * itself: a month of availability on a 5-minute grid (about 220 KB of JSON) takes 0.7 ms in one
 * call with br at quality 4 and reached its client about 2.5 ms later through the stream. The
 * plugin's default for two cores is 8 KB.
 */
export const COMPRESS_SYNC_MAX_BYTES = 256 * 1024;

/** Writes a large JSON answer into the reused buffer for a client that takes compression. */
export interface AnswerBytes {
  /** The value's JSON as bytes lent to this answer, or undefined to stringify it as usual. */
  write(value: unknown, request: FastifyRequest, reply: FastifyReply): Buffer | undefined;
}

/**
 * JSON answers over 1 KB and the pages' assets, compressed for clients that accept it. After the
 * idempotency hooks: an Idempotency-Key records the answer as text, before compression. Returns
 * the writer that native tRPC's direct path (which serializes its own answers) uses.
 */
export async function registerCompression(app: FastifyInstance): Promise<AnswerBytes> {
  const reused = new ReusedAnswerBytes(COMPRESS_SYNC_MAX_BYTES);
  // The plugin adds its onSend hook to each route as the route is added: the hooks a route has
  // just before and just after the plugin's onRoute tell which one is the plugin's.
  const hooksBefore = new WeakMap<RouteOptions, number>();
  app.addHook("onRoute", (route) => {
    route.onSend = onSendHooksOf(route);
    hooksBefore.set(route, route.onSend.length);
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: COMPRESS_SYNC_MAX_BYTES,
    encodings: ["br", "gzip"],
    // Brotli's default quality (11) costs milliseconds per answer; 4 keeps most of the gain.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.addHook("onRoute", (route) => {
    const hooks = onSendHooksOf(route);
    const before = hooksBefore.get(route) ?? 0;
    const compress = hooks[before];
    // One hook added by the plugin (none on a route that turned compression off).
    if (!compress || hooks.length !== before + 1) return;
    hooks[before] = compressingReusedBytes(compress, reused);
    route.onSend = hooks;
  });
  // A JSON answer for a client that takes compression is written into the reused buffer rather
  // than made a string (json-bytes.ts says why), when the buffer is free.
  const answerBytes: AnswerBytes = {
    write: (value, request, reply) =>
      reused.free && acceptsCompression(request) && isWrittenInPieces(value) ? reused.writeJson(value, reply) : undefined,
  };
  app.addHook("preSerialization", (request, reply, payload, done) => {
    if (reused.free && acceptsCompression(request) && isJsonAnswer(reply))
      void reply.serializer(serializedInto(answerBytes, request, reply));
    done(null, payload);
  });
  // The answer has left: the buffer is free again if this answer still held it.
  app.addHook("onResponse", (_request, reply, done) => {
    reused.release(reply);
    done();
  });
  return answerBytes;
}

/**
 * A reply serializer writing a large answer into the reused buffer, else as Fastify does (small
 * answers, or when the JSON is longer than the buffer). Fastify's types say a serializer returns
 * text; bytes go on through the onSend hooks as any Buffer answer does.
 */
const serializedInto = (answerBytes: AnswerBytes, request: FastifyRequest, reply: FastifyReply) =>
  ((value: unknown) => answerBytes.write(value, request, reply) ?? JSON.stringify(value)) as (value: unknown) => string;

const onSendHooksOf = (route: RouteOptions): onSendHookHandler[] => {
  const hooks = route.onSend;
  return Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
};

/** Whether the client accepts an encoding compressed here, br or gzip (the plugin then negotiates which). */
export const acceptsCompression = (request: FastifyRequest) => /\b(?:br|gzip)\b/i.test(request.headers["accept-encoding"] ?? "");

const isJsonAnswer = (reply: FastifyReply) => /^application\/json\b/i.test(String(reply.getHeader("content-type") ?? ""));

/**
 * The plugin's hook, handed the answer as bytes in the reused buffer. The plugin turns a text
 * answer into bytes with Buffer.from before compressing it, a fresh allocation as large as the
 * answer; and bytes up to COMPRESS_SYNC_MAX_BYTES it compresses in one call, before its hook
 * returns, so the buffer is free again as soon as it has. An answer the plugin leaves as it is
 * (a client that names an encoding but refuses it) goes on as a copy. Should the
 * plugin ever keep the bytes past its call (a stream), that buffer is left to it and another made.
 */
function compressingReusedBytes(compress: onSendHookHandler, reused: ReusedAnswerBytes): onSendHookHandler {
  return function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply, payload: unknown, done) {
    if (!reused.isLentTo(reply, payload)) return compress.call(this, request, reply, payload, done);
    const answered = ((error?: Error | null, sent?: unknown) => {
      reused.release(reply);
      if (error) return done(error);
      if (sent === undefined || sent === payload) return done(null, Buffer.from(payload));
      // Compressed bytes are a buffer of their own; anything else may read the reused one later.
      if (!Buffer.isBuffer(sent) || sent.buffer === payload.buffer) reused.leave();
      done(null, sent);
    }) as Parameters<onSendHookHandler>[3];
    const result = compress.call(this, request, reply, payload, answered);
    // Not answered within the call: the plugin may still read the bytes.
    if (reused.isHeldBy(reply)) reused.leave();
    return result;
  };
}

/** How long an answer may hold the reused buffer before the next one gets another. */
const STALE_LEND_MS = 10_000;

/**
 * One buffer that answers are written into, lent to one answer at a time: from its serialization
 * to its compression (or, should an answer go out uncompressed, until it has left).
 */
class ReusedAnswerBytes {
  #buffer: Buffer | undefined;
  #lentTo: FastifyReply | undefined;
  #lentAt = 0;
  readonly #maxBytes: number;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get free() {
    // An answer that has held it for long (its client went away mid-answer, and neither its
    // compression nor its response came) keeps it; the next answer gets another.
    if (this.#lentTo && performance.now() - this.#lentAt > STALE_LEND_MS) this.leave();
    return this.#lentTo === undefined;
  }

  /** The value's JSON in the buffer, lent to `reply`; undefined when the buffer is lent or the JSON is longer than maxBytes. */
  writeJson(value: unknown, reply: FastifyReply): Buffer | undefined {
    if (!this.free) return undefined;
    const buffer = (this.#buffer ??= Buffer.allocUnsafe(this.#maxBytes));
    const written = writeJson(value, buffer, this.#maxBytes);
    if (written === undefined) return undefined;
    this.#lentTo = reply;
    this.#lentAt = performance.now();
    return buffer.subarray(0, written);
  }

  isHeldBy(reply: FastifyReply) {
    return this.#lentTo === reply;
  }

  isLentTo(reply: FastifyReply, payload: unknown): payload is Buffer {
    return this.#lentTo === reply && Buffer.isBuffer(payload) && payload.buffer === this.#buffer?.buffer;
  }

  release(reply: FastifyReply) {
    if (this.#lentTo === reply) this.#lentTo = undefined;
  }

  /** The buffer stays with whoever holds it now; the next answer gets another. */
  leave() {
    this.#buffer = undefined;
    this.#lentTo = undefined;
  }
}
