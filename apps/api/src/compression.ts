// Answers compressed for clients that accept br or gzip: JSON answers over 1 KB and the pages'
// assets (@fastify/compress).
import { constants as zlibConstants } from "node:zlib";
import type { FastifyInstance } from "fastify";
import fastifyCompress from "@fastify/compress";

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
/**
 * JSON answers over 1 KB and the pages' assets, compressed for clients that accept it. After the
 * idempotency hooks: an Idempotency-Key records the answer as text, before compression.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: COMPRESS_SYNC_MAX_BYTES,
    encodings: ["br", "gzip"],
    // Brotli's default quality (11) costs milliseconds per answer; 4 keeps most of the gain.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
