// Busy time read in bulk for availability: one bytea per member, the concatenation of the binary
// form of each range's two timestamptz values (PostgreSQL's timestamptz_send: 8 bytes, big-endian
// microseconds since 2000-01-01 UTC), aggregated without ORDER BY. PostgreSQL then neither formats
// numbers nor sorts, and the driver turns the hex it receives into bytes natively: for a month of a
// salon's bookings that costs a fraction of writing and reading decimal text in time order.

/** 2000-01-01T00:00:00Z, where PostgreSQL's timestamps count from. */
const POSTGRES_EPOCH_MS = Date.UTC(2000, 0, 1);
const PAIR_BYTES = 16;

/**
 * The spans of `bytes` (pairs of timestamptz_send values, start then end), as epoch milliseconds
 * made into spans by `span`, in order of start (sorted here when the database gave them otherwise).
 */
export function spansOfTimestampPairs<T extends { start: number }>(bytes: Uint8Array, span: (start: number, end: number) => T): T[] {
  if (bytes.length % PAIR_BYTES !== 0)
    throw new Error(`Broken invariant: ${bytes.length} bytes are not whole pairs of timestamps (16 bytes each)`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const spans: T[] = [];
  let inOrder = true;
  let previous = -Infinity;
  for (let offset = 0; offset < bytes.length; offset += PAIR_BYTES) {
    const start = instantAt(view, offset);
    if (start < previous) inOrder = false;
    previous = start;
    spans.push(span(start, instantAt(view, offset + 8)));
  }
  if (!inOrder) spans.sort((a, b) => a.start - b.start);
  return spans;
}

/** Epoch milliseconds of the timestamp at `offset`: exact for instants within 285 years of 2000. */
function instantAt(view: DataView, offset: number): number {
  const micros = view.getInt32(offset) * 4_294_967_296 + view.getUint32(offset + 4);
  return Math.round(micros / 1000) + POSTGRES_EPOCH_MS;
}
