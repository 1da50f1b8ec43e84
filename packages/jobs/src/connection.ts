// Redis connections for BullMQ. Workers block on Redis and must wait for it forever
// (maxRetriesPerRequest: null); producers must fail fast when Redis is away
// (enableOfflineQueue: false) so the outbox keeps the events instead of a memory buffer.
import { Redis, type RedisOptions } from "ioredis";

export type ConnectionRole = "worker" | "producer";

export interface ConnectionOptions {
  url: string;
  role: ConnectionRole;
  /** Called on connection errors (throttle logging yourself). */
  onError?: (error: Error) => void;
  connectionName?: string;
}

export function createRedisConnection({ url, role, onError, connectionName }: ConnectionOptions): Redis {
  const options: RedisOptions = {
    connectionName,
    lazyConnect: false,
    // Reconnect forever with a capped delay: a worker started before Redis waits for it.
    retryStrategy: (times) => Math.min(200 * times, 5_000),
    ...(role === "worker"
      ? { maxRetriesPerRequest: null, enableReadyCheck: true }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 5_000 }),
  };
  const redis = new Redis(url, options);
  redis.on("error", (error: Error) => onError?.(error));
  return redis;
}

/** The queue prefix of a test or deployment; braces make it a Redis Cluster hash tag. */
export function normalizePrefix(prefix: string): string {
  return prefix.includes("{") ? prefix : `{${prefix}}`;
}
