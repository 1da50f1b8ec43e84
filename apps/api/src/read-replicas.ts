// Where the lag-tolerant reads (procedures with `replicaRead` in their meta) go, and
// read-your-writes across API processes.
//
// The rule: after a write by an API key has committed, the key's lag-tolerant reads are served by a
// replica only once that replica has replayed the primary's WAL position taken just after the
// commit; until then by the primary. The position is remembered per key in Redis, shared by every
// API process (in the process itself when the API runs without Redis), for as long as a replica
// in use could still lack it (ReadReplicaSet.writeMemoryMs), then forgotten. The answer to the
// write is sent only once its position is remembered, so no read that follows it can miss it.
//
// When Redis does not answer, no process can tell which keys wrote lately: its lag-tolerant reads
// go to the primary until Redis has answered again for that same memory span.
import type { FastifyInstance } from "fastify";
import type { RedisClient } from "@booking/jobs";
import type { Logger, ReplicaReads } from "@booking/core";
import { UNKNOWN_WRITE_POSITION, walPositionFromKey, walPositionKey, type ReadReplicaSet, type ReplicaLease } from "@booking/db";

/** Why a lag-tolerant read was served by the primary. */
export type PrimaryReadReason = "no_replica" | "own_write" | "writes_unknown" | "replica_failed";
export const PRIMARY_READ_REASONS: readonly PrimaryReadReason[] = ["no_replica", "own_write", "writes_unknown", "replica_failed"];

export interface ReadRouting extends ReplicaReads {
  replicas: ReadReplicaSet;
  /** After a write by this key committed: remember the primary's position for the key's next reads. */
  recordWrite(keyId: string): Promise<void>;
  /** Lag-tolerant reads served by the primary since start, by reason. */
  primaryReads(): Record<PrimaryReadReason, number>;
  close(): void;
}

/** The key's last write position; undefined: none remembered; WRITES_UNKNOWN: cannot tell now. */
const WRITES_UNKNOWN = Symbol("writes unknown");
type Remembered = bigint | undefined | typeof WRITES_UNKNOWN;

interface WriteMemory {
  lastWrite(keyId: string): Promise<Remembered>;
  remember(keyId: string, position: bigint): Promise<void>;
  close(): void;
}

/** Without Redis (a single API process): remembered here. */
function processMemory(memoryMs: number): WriteMemory {
  const positions = new Map<string, { position: bigint; until: number }>();
  let sweptAt = Date.now();
  return {
    async lastWrite(keyId) {
      const entry = positions.get(keyId);
      return entry && entry.until > Date.now() ? entry.position : undefined;
    },
    async remember(keyId, position) {
      const now = Date.now();
      const entry = positions.get(keyId);
      if (!entry || entry.until <= now || entry.position < position) positions.set(keyId, { position, until: now + memoryMs });
      else entry.until = now + memoryMs;
      if (now - sweptAt > memoryMs) {
        sweptAt = now;
        for (const [key, { until }] of positions) if (until <= now) positions.delete(key);
      }
    },
    close() {},
  };
}

// Keeps the later of two positions (concurrent writes of one key from two processes) and renews
// the expiry. Positions are fixed-width hex, so Lua's string comparison orders them.
const REMEMBER_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if current and current >= ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
else
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
end
return 1`;

/** How often a process whose Redis stopped answering asks again. */
const REDIS_PROBE_MS = 1_000;

type WriteMemoryRedis = Pick<RedisClient, "get" | "eval" | "ping">;

function redisMemory(redis: WriteMemoryRedis, keyPrefix: string, memoryMs: number, log: Logger): WriteMemory {
  const keyOf = (keyId: string) => `${keyPrefix}rw:${keyId}`;
  let down = false;
  /** Until then, marks written by other processes may be missing here. */
  let unsureUntil = 0;
  let probe: NodeJS.Timeout | undefined;

  const failed = (error: unknown) => {
    unsureUntil = Date.now() + memoryMs;
    if (down) return;
    down = true;
    log.warn({ err: error }, "Redis does not answer: lag-tolerant reads go to the primary (read-your-writes cannot be checked)");
    probe = setInterval(() => {
      redis.ping().then(() => {
        if (!down) return;
        down = false;
        clearInterval(probe);
        probe = undefined;
        log.info(
          { afterMs: Math.max(0, unsureUntil - Date.now()) },
          "Redis answers again: lag-tolerant reads use replicas again after the memory span",
        );
      }, failed);
    }, REDIS_PROBE_MS);
    probe.unref();
  };

  return {
    async lastWrite(keyId) {
      if (down || Date.now() < unsureUntil) return WRITES_UNKNOWN;
      let text: string | null;
      try {
        text = await redis.get(keyOf(keyId));
      } catch (error) {
        failed(error);
        return WRITES_UNKNOWN;
      }
      if (text === null) return undefined;
      return walPositionFromKey(text) ?? UNKNOWN_WRITE_POSITION;
    },
    async remember(keyId, position) {
      // While Redis is away every read of this process goes to the primary anyway.
      if (down) return;
      try {
        await redis.eval(REMEMBER_SCRIPT, 1, keyOf(keyId), walPositionKey(position), String(memoryMs));
      } catch (error) {
        failed(error);
      }
    },
    close() {
      if (probe) clearInterval(probe);
      probe = undefined;
    },
  };
}

export function createReadRouting(options: {
  replicas: ReadReplicaSet;
  redis?: WriteMemoryRedis;
  keyPrefix: string;
  log: Logger;
}): ReadRouting {
  const { replicas, log } = options;
  const memoryMs = replicas.writeMemoryMs;
  const memory = options.redis ? redisMemory(options.redis, options.keyPrefix, memoryMs, log) : processMemory(memoryMs);
  const onPrimary = Object.fromEntries(PRIMARY_READ_REASONS.map((reason) => [reason, 0])) as Record<PrimaryReadReason, number>;

  const toPrimary = (reason: PrimaryReadReason) => {
    onPrimary[reason]++;
    return undefined;
  };

  return {
    replicas,
    async lease(keyId): Promise<ReplicaLease | undefined> {
      // Nothing to ask Redis when no replica could serve anyway.
      if (!replicas.anyUsable()) return toPrimary("no_replica");
      const lastWrite = await memory.lastWrite(keyId);
      if (lastWrite === WRITES_UNKNOWN) return toPrimary("writes_unknown");
      const lease = replicas.lease(lastWrite);
      if (!lease) return toPrimary(lastWrite === undefined ? "no_replica" : "own_write");
      return Object.assign({}, lease, {
        release(failure?: unknown) {
          lease.release(failure);
          if (failure !== undefined) toPrimary("replica_failed");
        },
      });
    },
    async recordWrite(keyId) {
      let position: bigint;
      try {
        position = await replicas.primaryPosition();
      } catch {
        // Unknown: the key's reads go to the primary for the whole memory span.
        position = UNKNOWN_WRITE_POSITION;
      }
      await memory.remember(keyId, position);
    },
    primaryReads: () => ({ ...onPrimary }),
    close: () => memory.close(),
  };
}

/** Methods that change something; a GET or HEAD never writes. */
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Remembers the position of every successful write by an API key before its answer leaves. Runs
 * after the idempotency hook's onSend, which commits an idempotent request's work.
 */
export function registerReadYourWrites(app: FastifyInstance, routing: ReadRouting): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const keyId = request.caller?.keyId;
    if (!keyId || READ_METHODS.has(request.method)) return payload;
    // Native tRPC answers with a fetch Response whose status Fastify applies later.
    const status = payload instanceof Response ? payload.status : reply.statusCode;
    if (status < 400) await routing.recordWrite(keyId);
    return payload;
  });
}
