// Read replicas: a pool per PostgreSQL streaming replica, probes that follow each one's health and
// lag, and leases that hand a read to the least busy usable replica (or to nobody: the caller then
// reads the primary). Which reads may go to a replica is decided by the caller (the procedures that
// tolerate lag); the rules of usability are in wal-position.ts.
//
// Probes run on connections of their own (one to the primary, one to each replica), never on the
// request pools: a busy pool must not make a healthy replica look stale, nor a busy primary make
// every replica look behind. Each tick reads the primary's WAL position, then each replica's
// replayed position; a replica that does not answer its probe within the connect timeout, answers
// as a primary (promoted), or fails a read with a connection-level error is unhealthy until a probe
// sent after that answers again.
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { createDatabase, type DatabaseHandle, type DatabaseTimeouts } from "./connect";
import { isDatabaseUnavailable } from "./pg-errors";
import type { Database } from "./schema/index";
import { chooseReplica, parseWalPosition, replicaLagMs, replicaUsable, type PrimarySample, type ReplicaPolicy } from "./wal-position";

export interface ReplicaLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface ReadReplicaOptions {
  /** Connections per replica pool. */
  poolSize: number;
  /** How long a read waits for a replica connection; also the deadline of each probe (ms). */
  connectTimeoutMs: number;
  /** The same per-connection bounds as the primary's. */
  timeouts?: DatabaseTimeouts;
  /** A replica lagging more than this is not used (ms). */
  maxLagMs: number;
  /** How often health and lag are probed (ms). */
  probeIntervalMs: number;
  /** Shown in pg_stat_activity on the replicas. */
  applicationName?: string;
  log?: ReplicaLog;
}

/** A read handed to a replica. */
export interface ReplicaLease {
  db: Kysely<Database>;
  /** The replica's host:port. */
  replica: string;
  /**
   * Ends the read. With the error that made it fail: the read is counted as failed, and a
   * connection-level error (refused, reset, timed out) marks the replica unhealthy.
   */
  release(failure?: unknown): void;
}

/** One replica as the metrics report it. */
export interface ReplicaReport {
  replica: string;
  /** Answers its probes as a standby. */
  up: boolean;
  /** Reads may go to it now (up, recently probed, within the lag bound). */
  inUse: boolean;
  /** Replay lag in ms at the last probe (a lower bound when beyond the kept history); undefined: not known yet. */
  lagMs: number | undefined;
  /** Reads it served, and reads that failed on it (served again by the primary). */
  served: number;
  failed: number;
}

interface Replica {
  label: string;
  handle: DatabaseHandle;
  probe: DatabaseHandle;
  healthy: boolean;
  /** When the last answered probe was sent. */
  probedAt: number;
  replayed: bigint | undefined;
  lagMs: number | undefined;
  inFlight: number;
  probing: boolean;
  /** When it was last marked unhealthy: only a probe sent later may bring it back. */
  downAt: number;
  /** Whether its going away was logged (and its return is still to be). */
  saidDown: boolean;
  /** Whether the last probe found it within the lag bound (for logging changes only). */
  withinBound: boolean;
  served: number;
  failed: number;
}

/** host:port of a postgres:// URL (never its credentials): the replica's name in logs and metrics. */
export function replicaLabel(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname || parsed.searchParams.get("host") || "localhost";
  return `${host}:${parsed.port || "5432"}`;
}

/** Kept primary positions reach this far back at least, so large lags are still measured. */
const MIN_HISTORY_MS = 60_000;

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

const causeOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class ReadReplicaSet {
  private readonly replicas: Replica[];
  private readonly primaryProbe: DatabaseHandle;
  private readonly policy: ReplicaPolicy;
  private readonly historyMs: number;
  private samples: PrimarySample[] = [];
  private sampling = false;
  private turn = 0;
  private timer: NodeJS.Timeout | undefined;
  private closed: Promise<void> | undefined;

  constructor(
    private readonly primary: Kysely<Database>,
    primaryUrl: string,
    replicaUrls: readonly string[],
    private readonly options: ReadReplicaOptions,
  ) {
    const applicationName = options.applicationName ?? "booking-replica-reads";
    const probeOptions = {
      max: 1,
      applicationName: `${applicationName}-probe`,
      connectTimeoutMs: options.connectTimeoutMs,
      timeouts: options.timeouts,
      onIdleError: () => {},
    };
    this.primaryProbe = createDatabase(primaryUrl, probeOptions);
    this.replicas = replicaUrls.map((url) => {
      const replica: Replica = {
        label: replicaLabel(url),
        handle: createDatabase(url, {
          max: options.poolSize,
          applicationName,
          connectTimeoutMs: options.connectTimeoutMs,
          timeouts: options.timeouts,
          // An idle connection that fails (the replica restarted or went away): stop sending reads
          // there before one meets a dead connection.
          onIdleError: (error) => this.markDown(replica, error),
        }),
        probe: createDatabase(url, probeOptions),
        healthy: false,
        probedAt: 0,
        replayed: undefined,
        lagMs: undefined,
        inFlight: 0,
        probing: false,
        downAt: 0,
        saidDown: false,
        withinBound: true,
        served: 0,
        failed: 0,
      };
      return replica;
    });
    this.policy = {
      maxLagMs: options.maxLagMs,
      // Two probe intervals and one probe deadline without an answer: frozen or cut off.
      staleAfterMs: 2 * options.probeIntervalMs + options.connectTimeoutMs,
    };
    this.historyMs = Math.max(options.maxLagMs, MIN_HISTORY_MS) + 2 * options.probeIntervalMs;
  }

  /**
   * How long a write's position must be remembered for read-your-writes: a replica in use has
   * replayed everything the primary had committed this long ago (its lag at most maxLagMs at a
   * probe at most staleAfterMs old), with a second to spare.
   */
  get writeMemoryMs(): number {
    return this.policy.maxLagMs + this.policy.staleAfterMs + 1_000;
  }

  /** Starts probing (the first probe at once). */
  start(): void {
    if (this.timer || this.closed) return;
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.options.probeIntervalMs);
    this.timer.unref();
  }

  /** Whether any replica could take a read now. */
  anyUsable(): boolean {
    const now = Date.now();
    return this.replicas.some((replica) => replicaUsable(replica, this.policy, now));
  }

  /**
   * A lease on the least busy usable replica that has replayed `mustHaveReplayed` (the reader's
   * own last write), or undefined when none may serve: the read goes to the primary.
   */
  lease(mustHaveReplayed?: bigint): ReplicaLease | undefined {
    const index = chooseReplica(this.replicas, mustHaveReplayed, this.policy, Date.now(), this.turn++);
    if (this.turn >= Number.MAX_SAFE_INTEGER) this.turn = 0;
    if (index === undefined) return undefined;
    const replica = this.replicas[index];
    if (replica === undefined) throw new Error(`chooseReplica answered index ${index} of ${this.replicas.length} replicas`);
    replica.inFlight++;
    let released = false;
    return {
      db: replica.handle.db,
      replica: replica.label,
      release: (failure?: unknown) => {
        if (released) return;
        released = true;
        replica.inFlight--;
        if (failure === undefined) {
          replica.served++;
          return;
        }
        replica.failed++;
        if (isDatabaseUnavailable(failure)) this.markDown(replica, failure);
      },
    };
  }

  /** The primary's current WAL position: after a commit, at or past that commit. */
  async primaryPosition(db: Kysely<Database> = this.primary): Promise<bigint> {
    const { rows } = await sql<{ position: string }>`SELECT pg_current_wal_lsn()::text AS position`.execute(db);
    const [row] = rows;
    if (row === undefined) throw new Error("SELECT pg_current_wal_lsn() returned no row");
    return parseWalPosition(row.position);
  }

  report(): ReplicaReport[] {
    const now = Date.now();
    const oldest = this.samples[0];
    return this.replicas.map((replica) => ({
      replica: replica.label,
      up: replica.healthy,
      inUse: replicaUsable(replica, this.policy, now),
      lagMs: replica.lagMs ?? (replica.replayed !== undefined && oldest ? now - oldest.at : undefined),
      served: replica.served,
      failed: replica.failed,
    }));
  }

  close(): Promise<void> {
    return (this.closed ??= (async () => {
      if (this.timer) clearInterval(this.timer);
      this.timer = undefined;
      await Promise.all([
        this.primaryProbe.close(),
        ...this.replicas.flatMap((replica) => [replica.handle.close(), replica.probe.close()]),
      ]);
    })());
  }

  private async tick(): Promise<void> {
    if (this.sampling || this.closed) return;
    this.sampling = true;
    try {
      const at = Date.now();
      const position = await withDeadline(this.primaryPosition(this.primaryProbe.db), this.options.connectTimeoutMs).catch(() => undefined);
      if (position !== undefined) this.addSample({ at, position });
    } finally {
      this.sampling = false;
    }
    this.probeReplicas();
  }

  /** Probes each replica not being probed already, unless the set was closed (close() may run while the primary is sampled). */
  private probeReplicas(): void {
    if (this.closed) return;
    for (const replica of this.replicas) if (!replica.probing) void this.probe(replica);
  }

  private addSample(sample: PrimarySample): void {
    const last = this.samples.at(-1);
    // Only the latest time at a position matters (it bounds the lag tightest).
    if (last && last.position === sample.position) this.samples[this.samples.length - 1] = sample;
    else this.samples.push(sample);
    // Drop the samples older than the history, but always keep the latest.
    const keepFrom = sample.at - this.historyMs;
    const firstKept = this.samples.findIndex((s) => s.at >= keepFrom);
    this.samples.splice(0, firstKept === -1 ? this.samples.length - 1 : firstKept);
  }

  private async probe(replica: Replica): Promise<void> {
    replica.probing = true;
    const sentAt = Date.now();
    try {
      const { rows } = await withDeadline(
        sql<{
          standby: boolean;
          replayed: string | null;
        }>`SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed`.execute(replica.probe.db),
        this.options.connectTimeoutMs,
      );
      const [row] = rows;
      if (row === undefined) throw new Error("the probe query returned no row");
      if (!row.standby || row.replayed === null) {
        this.markDown(replica, new Error("it is not a standby (promoted?): it does not follow DATABASE_URL"));
        return;
      }
      const replayed = parseWalPosition(row.replayed);
      // A probe sent before the replica was marked down says nothing about it now.
      if (sentAt <= replica.downAt) return;
      replica.replayed = replayed;
      replica.lagMs = replicaLagMs(this.samples, replica.replayed, Date.now());
      replica.probedAt = sentAt;
      replica.healthy = true;
      if (replica.saidDown) {
        replica.saidDown = false;
        this.options.log?.info({ replica: replica.label }, "read replica answers again: lag-tolerant reads may use it");
      }
      this.noteLag(replica);
    } catch (error) {
      this.markDown(replica, error);
    } finally {
      replica.probing = false;
    }
  }

  private noteLag(replica: Replica): void {
    const within = replica.lagMs !== undefined && replica.lagMs <= this.policy.maxLagMs;
    if (within === replica.withinBound) return;
    replica.withinBound = within;
    if (within)
      this.options.log?.info({ replica: replica.label, lagMs: replica.lagMs }, "read replica caught up: back within the lag bound");
    else
      this.options.log?.warn(
        { replica: replica.label, lagMs: replica.lagMs ?? null, maxLagMs: this.policy.maxLagMs },
        "read replica lags beyond DATABASE_READ_MAX_LAG_MS: its reads go to the primary",
      );
  }

  private markDown(replica: Replica, cause: unknown): void {
    replica.downAt = Date.now();
    replica.healthy = false;
    if (replica.saidDown) return;
    replica.saidDown = true;
    this.options.log?.warn({ replica: replica.label, cause: causeOf(cause) }, "read replica unavailable: its reads go to the primary");
  }
}
