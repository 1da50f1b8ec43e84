// JSON written into a given buffer in pieces, without ever making the whole text one string.
//
// JSON.stringify of a large answer (a month of availability is about 220 KB) returns a string made
// of parts that must be joined before it can be written or measured, and a joined string of more
// than 128 KB lives in V8's large-object space: every answer gets fresh memory there, whose pages
// the kernel maps one by one. On a small virtual machine that costs about 1 ms an answer, more than
// compressing it. Written here, the value is walked by hand from its top down to its first long
// array, whose items (a day of starts, a booking) are stringified one by one, each into the buffer
// where it goes.

/** Objects this shallow may be walked by hand (a batched native tRPC answer's days are five deep). */
const WALKED_DEPTH = 6;
/** Arrays at least this long are written item by item (a month's days, a page of bookings); shorter ones are stringified whole. */
const WALKED_ARRAY_LENGTH = 8;

/**
 * Writes `value` as JSON.stringify would into `target` from its start, in at most `maxBytes` bytes.
 * Returns the number of bytes written, or undefined when the JSON is longer than `maxBytes` (or
 * `value` has no JSON, as undefined has none): what was written is then to be ignored.
 */
export function writeJson(value: unknown, target: Buffer, maxBytes: number): number | undefined {
  if (maxBytes > target.length) throw new RangeError(`maxBytes (${maxBytes}) is more than the buffer holds (${target.length})`);
  const writer = new JsonWriter(target, maxBytes);
  return writer.value(value, 0) === WROTE ? writer.offset : undefined;
}

const WROTE = 1;
const NOTHING = 0; // the value has no JSON (undefined, a function, a symbol)
const TOO_LONG = -1;
type Outcome = typeof WROTE | typeof NOTHING | typeof TOO_LONG;

/**
 * Whether `value`, this deep, is written in pieces: an array of at least WALKED_ARRAY_LENGTH items
 * (each then stringified whole), or a shorter array or a plain object (one JSON.stringify lists key
 * by key: no toJSON, no class of its own) holding such an array within WALKED_DEPTH (a batched
 * native tRPC answer is an array of one). Anything else is one JSON.stringify, as small answers
 * are: walking a booking's fields one by one would cost more than stringifying it.
 */
export function isWrittenInPieces(value: unknown, depth = 0): value is Record<string, unknown> | unknown[] {
  if (depth >= WALKED_DEPTH || typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return isLong(value) || value.some((item) => isWrittenInPieces(item, depth + 1));
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const key of Object.keys(value)) if (isWrittenInPieces((value as Record<string, unknown>)[key], depth + 1)) return true;
  return false;
}

const isLong = (items: unknown[]) => items.length >= WALKED_ARRAY_LENGTH;

class JsonWriter {
  offset = 0;
  readonly #target: Buffer;
  readonly #maxBytes: number;

  constructor(target: Buffer, maxBytes: number) {
    this.#target = target;
    this.#maxBytes = maxBytes;
  }

  /** Writes a piece of JSON text, or says it does not fit. */
  text(piece: string): boolean {
    const room = this.#maxBytes - this.offset;
    // A character takes one to three bytes (a surrogate pair, two characters, takes four).
    if (piece.length > room) return false;
    if (piece.length * 3 > room && Buffer.byteLength(piece) > room) return false;
    this.offset += this.#target.write(piece, this.offset, "utf8");
    return true;
  }

  value(value: unknown, depth: number): Outcome {
    if (isWrittenInPieces(value, depth)) return Array.isArray(value) ? this.array(value, depth) : this.object(value, depth);
    return this.whole(value);
  }

  whole(value: unknown): Outcome {
    // JSON.stringify's own rules for everything else: toJSON (called with an empty key rather than
    // the property's, which no answer's toJSON reads: Date's ignores it), numbers, escapes, cycles,
    // BigInt's TypeError.
    // (TypeScript's JSON.stringify says string; it returns undefined for undefined, functions and symbols.)
    const piece = JSON.stringify(value) as string | undefined;
    if (piece === undefined) return NOTHING;
    return this.text(piece) ? WROTE : TOO_LONG;
  }

  array(items: unknown[], depth: number): Outcome {
    // A long array's items are stringified whole (a day of starts, not each start); a short one's
    // are walked on.
    const long = isLong(items);
    if (!this.text("[")) return TOO_LONG;
    for (let index = 0; index < items.length; index++) {
      if (index > 0 && !this.text(",")) return TOO_LONG;
      const outcome = long ? this.whole(items[index]) : this.value(items[index], depth + 1);
      if (outcome === TOO_LONG) return TOO_LONG;
      // An element with no JSON is null, as JSON.stringify writes it.
      if (outcome === NOTHING && !this.text("null")) return TOO_LONG;
    }
    return this.text("]") ? WROTE : TOO_LONG;
  }

  object(record: Record<string, unknown>, depth: number): Outcome {
    if (!this.text("{")) return TOO_LONG;
    let first = true;
    for (const key of Object.keys(record)) {
      const start = this.offset;
      if (!this.text(first ? `${JSON.stringify(key)}:` : `,${JSON.stringify(key)}:`)) return TOO_LONG;
      const outcome = this.value(record[key], depth + 1);
      if (outcome === TOO_LONG) return TOO_LONG;
      // A property with no JSON is left out, its key taken back.
      if (outcome === NOTHING) this.offset = start;
      else first = false;
    }
    return this.text("}") ? WROTE : TOO_LONG;
  }
}
