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
import { Cluster, Redis, type ClusterOptions, type RedisOptions } from "ioredis";

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
  const redis = connectRedis(target, options);
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
