// Positions in PostgreSQL's write-ahead log (WAL) and the rules that decide which read replica may
// serve a read: how far behind the primary a replica is, and whether it has replayed a position a
// client must see. Pure functions; replicas.ts does the I/O.

/** "16/B374D848" (what pg_current_wal_lsn() and pg_last_wal_replay_lsn() answer) as a byte count. */
export function parseWalPosition(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  if (!match) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

const KEY_DIGITS = 16;

/** 16 hex digits: in this form positions compare as strings (Redis keeps them so). */
export function walPositionKey(position: bigint): string {
  return position.toString(16).padStart(KEY_DIGITS, "0");
}

export function walPositionFromKey(text: string): bigint | undefined {
  return /^[0-9a-f]{16}$/.test(text) ? BigInt(`0x${text}`) : undefined;
}

/** Beyond any real position: a write whose position could not be read is treated as not replayed anywhere. */
export const UNKNOWN_WRITE_POSITION = (1n << 64n) - 1n;

/** The primary's WAL position, read by a query sent at `at` (ms). */
export interface PrimarySample {
  at: number;
  position: bigint;
}

/**
 * How far behind the primary a replica that has replayed up to `replayed` is, at `now` (ms): the
 * time since the latest sample whose position the replica has reached. Whatever the primary had
 * committed when that sample's query was sent, the replica has too, so this is an upper bound
 * (off by at most the time between samples while the primary writes, a few milliseconds when it
 * is idle and the replica caught up). Undefined when the replica is behind every sample kept:
 * further behind than the history reaches, or not yet known at all.
 */
export function replicaLagMs(samples: readonly PrimarySample[], replayed: bigint, now: number): number | undefined {
  const sample = samples.findLast((s) => s.position <= replayed);
  return sample === undefined ? undefined : Math.max(0, now - sample.at);
}

/** What is known of one replica, from its probes and the reads it served. */
export interface ReplicaStatus {
  /** Its last probe answered, as a standby, and no read failed on it since. */
  healthy: boolean;
  /** When its last answered probe was sent (ms). */
  probedAt: number;
  /** How far it had replayed at that probe. */
  replayed: bigint | undefined;
  /** Its lag at that probe (replicaLagMs); undefined: unknown or beyond the history. */
  lagMs: number | undefined;
  /** Reads of this process under way on it. */
  inFlight: number;
}

export interface ReplicaPolicy {
  /** A replica lagging more is not used. */
  maxLagMs: number;
  /** A replica whose last answered probe is older is not used (it may be frozen or cut off). */
  staleAfterMs: number;
}

/** Whether reads that tolerate lag may go to this replica at `now`. */
export function replicaUsable(status: ReplicaStatus, policy: ReplicaPolicy, now: number): boolean {
  return (
    status.healthy &&
    status.replayed !== undefined &&
    status.lagMs !== undefined &&
    status.lagMs <= policy.maxLagMs &&
    now - status.probedAt <= policy.staleAfterMs
  );
}

/**
 * The replica to serve a read, or undefined for the primary: among the usable replicas that have
 * replayed `mustHaveReplayed` (the reader's own last write, when it has one), the one with the
 * fewest reads under way; ties go round robin from `turn`.
 */
export function chooseReplica(
  statuses: readonly ReplicaStatus[],
  mustHaveReplayed: bigint | undefined,
  policy: ReplicaPolicy,
  now: number,
  turn: number,
): number | undefined {
  let best: number | undefined;
  let bestInFlight = Infinity;
  for (let step = 0; step < statuses.length; step++) {
    const index = (turn + step) % statuses.length;
    const status = statuses[index];
    if (status === undefined) throw new Error(`no replica at index ${index} (turn ${turn}, ${statuses.length} replicas)`);
    if (!replicaUsable(status, policy, now)) continue;
    // (A usable replica's replay position is known; an unknown one could not show the write replayed.)
    if (mustHaveReplayed !== undefined && (status.replayed === undefined || status.replayed < mustHaveReplayed)) continue;
    if (status.inFlight < bestInFlight) {
      best = index;
      bestInFlight = status.inFlight;
    }
  }
  return best;
}
