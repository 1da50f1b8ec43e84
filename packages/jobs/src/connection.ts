// Redis connections for BullMQ. Workers must wait for Redis rather than give up on it
// (maxRetriesPerRequest: null, which BullMQ requires of a worker's connections); producers must
// fail fast when Redis is away (enableOfflineQueue: false) so the outbox keeps the events
// instead of a memory buffer.
//
// A Redis that stops answering without closing the connection (a frozen process, a host or
// network gone silent, a connection a middlebox dropped) is noticed by nothing but timeouts:
// every command gets a time limit, idle connections send TCP keep-alives, and a connection
// whose PING has gone unanswered for DEAD_AFTER_MS is closed and opened again, so the process
// recovers by itself once Redis answers on a new connection. Shorter silences (a Redis paused for
// a few seconds) only delay commands: they are answered on the same connection when it resumes.
//
// With REDIS_CLUSTER_NODES set, every connection is an ioredis Cluster client instead: it learns
// the slot map from the nodes given, follows MOVED/ASK redirections, and refreshes the map when a
// master fails over (and every few seconds), so commands go to the new master by themselves.
import { Cluster, Redis, type ClusterNode, type ClusterOptions, type RedisOptions } from "ioredis";

export type ConnectionRole = "worker" | "producer";

/** A single Redis server, or the nodes of a Redis Cluster to learn the cluster from. */
export type RedisTarget = { url: string } | { clusterNodes: { host: string; port: number }[]; password?: string };

/** A connection of either kind; BullMQ and our own commands use both alike. */
export type RedisClient = Redis | Cluster;

/** The target a process's configuration names: the cluster when REDIS_CLUSTER_NODES is set (REDIS_URL is then ignored). */
export function redisTargetOf(config: {
  REDIS_URL: string;
  REDIS_CLUSTER_NODES: { host: string; port: number }[];
  REDIS_CLUSTER_PASSWORD?: string;
}): RedisTarget {
  return config.REDIS_CLUSTER_NODES.length > 0
    ? { clusterNodes: config.REDIS_CLUSTER_NODES, password: config.REDIS_CLUSTER_PASSWORD }
    : { url: config.REDIS_URL };
}

/** Where a target is, for logs (never a password). */
export function describeRedisTarget(target: RedisTarget): string {
  return "url" in target
    ? target.url.replace(/\/\/[^@/]*@/, "//***@")
    : `cluster ${target.clusterNodes.map((n) => `${n.host}:${n.port}`).join(",")}`;
}

/**
 * Options of a cluster client built from one node's options: the cluster-level ones (offline
 * queue, retries while the cluster fails over) derived from the node's, so both kinds of
 * connection behave alike.
 */
function clusterOptions(node: RedisOptions, password?: string): ClusterOptions {
  const { enableOfflineQueue, retryStrategy, enableReadyCheck, ...perNode } = node;
  return {
    redisOptions: { ...perNode, password },
    enableOfflineQueue: enableOfflineQueue ?? true,
    enableReadyCheck: enableReadyCheck ?? true,
    clusterRetryStrategy: retryStrategy ? (times) => retryStrategy(times) : undefined,
    // A master that died: its slots answer errors until a replica takes over (cluster-node-timeout
    // and the election, seconds); retry meanwhile rather than fail the command at once.
    retryDelayOnFailover: 200,
    retryDelayOnClusterDown: 300,
    retryDelayOnTryAgain: 200,
    maxRedirections: 32,
    slotsRefreshTimeout: 2_000,
    slotsRefreshInterval: 5_000,
  };
}

/** One connection to the target, a single server's client or a cluster's. */
export function connectRedis(target: RedisTarget, options: RedisOptions): RedisClient {
  return "url" in target ? new Redis(target.url, options) : new Cluster(target.clusterNodes, clusterOptions(options, target.password));
}

/** The message BullMQ takes for a closed connection (a refused reconnect is then not reported as an error). */
const CONNECTION_CLOSED = "Connection is closed.";

/**
 * A queue worker's connection to a Redis Cluster. BullMQ copies it (`duplicate`) for each
 * worker's blocking wait for jobs, and reconnects a copy itself after trouble. Two things about
 * those reconnects are made right here, on the copies:
 * - ioredis never settles a cluster's `connect()` whose ready check finds the cluster failing (a
 *   master failing over): the client recovers by itself and becomes ready, but the promise stays
 *   pending, and with it the BullMQ wait that awaited it. That consumer then takes no job again,
 *   and closing it waits forever for its wait to end. A copy's `connect()` here also settles when
 *   the copy is ready or has ended, whichever way it got there.
 * - Closing a worker empties its copy (to interrupt the wait) and waits for the copy's `end`; the
 *   interrupted wait makes BullMQ reconnect the copy, and when that comes before the copy's last
 *   node has closed (a copy holds connections to several nodes), `end` never comes. Once
 *   `stopCopies` has been called, no copy connects again, so each ends when its nodes have closed.
 */
class WorkerCluster extends Cluster {
  private copiesStopped = false;

  override duplicate(overrideStartupNodes?: ClusterNode[], overrideOptions?: ClusterOptions): Cluster {
    const copy = super.duplicate(overrideStartupNodes, overrideOptions);
    const connect = copy.connect.bind(copy);
    copy.connect = () => (this.copiesStopped ? Promise.reject(new Error(CONNECTION_CLOSED)) : settledWhenReadyOrEnded(copy, connect()));
    return copy;
  }

  stopCopies(): void {
    this.copiesStopped = true;
  }
}

/** `connecting`, also settled by the cluster's next `ready` (resolved) or `end` (rejected). */
function settledWhenReadyOrEnded(cluster: Cluster, connecting: Promise<void>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const ready = () => settle(resolve);
    const ended = () => settle(() => reject(new Error(CONNECTION_CLOSED)));
    const settle = (how: () => void) => {
      cluster.off("ready", ready);
      cluster.off("end", ended);
      how();
    };
    cluster.once("ready", ready);
    cluster.once("end", ended);
    connecting.then(
      () => settle(resolve),
      (error: unknown) => settle(() => reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });
}

/**
 * Call before closing the BullMQ workers that use `connection` (a worker connection from
 * createRedisConnection): their blocking connections are no longer reconnected, so closing them
 * ends (see WorkerCluster). Nothing to do for a single server's connection.
 */
export function stopBlockingReconnects(connection: RedisClient): void {
  if (connection instanceof WorkerCluster) connection.stopCopies();
}

export interface ConnectionOptions {
  target: RedisTarget;
  role: ConnectionRole;
  /** Called on connection errors (throttle logging yourself). */
  onError?: (error: Error) => void;
  connectionName?: string;
}

/** A producer's command (enqueueing, the rescue pass's lookups) fails after this long without an answer. */
export const PRODUCER_COMMAND_TIMEOUT_MS = 5_000;
/**
 * A worker connection's commands fail after this long. BullMQ duplicates the worker's connection,
 * options included, for its blocking waits for jobs; it blocks at most 10 s at a time and resets
 * that connection itself a second later, so this must stay above 11 s.
 */
export const WORKER_COMMAND_TIMEOUT_MS = 15_000;
/** How often an idle connection is checked with a PING. */
export const LIVENESS_EVERY_MS = 5_000;
/** A connection whose PING has had no answer for this long is reconnected. */
export const DEAD_AFTER_MS = 20_000;

export function createRedisConnection({ target, role, onError, connectionName }: ConnectionOptions): RedisClient {
  const options: RedisOptions = {
    connectionName,
    lazyConnect: false,
    // Reconnect forever with a capped delay: a worker started before Redis waits for it.
    retryStrategy: (times) => Math.min(200 * times, 5_000),
    connectTimeout: 10_000,
    // TCP keep-alive probes after 10 s idle: a peer that vanished is noticed on idle connections.
    keepAlive: 10_000,
    ...(role === "worker"
      ? { maxRetriesPerRequest: null, enableReadyCheck: true, commandTimeout: WORKER_COMMAND_TIMEOUT_MS }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: PRODUCER_COMMAND_TIMEOUT_MS }),
  };
  const redis =
    role === "worker" && "clusterNodes" in target
      ? new WorkerCluster(target.clusterNodes, clusterOptions(options, target.password))
      : connectRedis(target, options);
  redis.on("error", (error: Error) => onError?.(error));
  // A cluster client watches its nodes itself (slot refreshes every few seconds, failovers
  // followed); a single connection gets the PING watch.
  if (redis instanceof Redis) {
    watchLiveness(redis, () => onError?.(new Error(`Redis did not answer for ${DEAD_AFTER_MS / 1000} s; reconnecting`)));
  }
  return redis;
}

/**
 * PINGs a ready connection every LIVENESS_EVERY_MS (one PING at a time); when none has been
 * answered for DEAD_AFTER_MS, reconnects. Commands waiting on the silent connection are sent
 * again on the new one (worker connections) or have failed by their timeout (producers).
 */
function watchLiveness(redis: Redis, onDead: () => void): void {
  /** When the oldest unanswered PING was sent; null while they are answered. */
  let silentSince: number | null = null;
  let pinging = false;
  const timer = setInterval(() => {
    if (redis.status !== "ready") {
      silentSince = null;
      return;
    }
    if (silentSince !== null && Date.now() - silentSince >= DEAD_AFTER_MS) {
      silentSince = null;
      onDead();
      redis.disconnect(true);
      return;
    }
    if (pinging) return;
    pinging = true;
    silentSince ??= Date.now();
    redis.ping().then(
      () => {
        pinging = false;
        silentSince = null;
      },
      // Timed out, or the connection closed: still silent, the next ticks decide.
      () => {
        pinging = false;
      },
    );
  }, LIVENESS_EVERY_MS);
  timer.unref();
  redis.once("end", () => clearInterval(timer));
}
