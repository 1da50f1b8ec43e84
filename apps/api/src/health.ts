// Health probes for load balancers and orchestrators, no key needed: /healthz while the process
// runs; /readyz while the database answers within READY_CHECK_MS (a frozen database is not ready)
// and the process is not shutting down. Without Redis the API still serves, counting rate limits
// per process: "degraded", still 200.
import type { FastifyInstance } from "fastify";
import { sql, type Database, type Kysely } from "@booking/db";
import { isDraining } from "./shutdown";

/** The longest /readyz waits for the database before calling it unreachable. */
const READY_CHECK_MS = 2_000;

/** Rejects if `promise` has not settled within `ms` (the work itself goes on). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function registerHealthProbes(
  app: FastifyInstance,
  probes: {
    /** The database /readyz asks: a connection of its own, so that a busy pool is not taken for one that is down. */
    db: Kysely<Database>;
    /** Whether rate limits are counted in Redis (else per process: degraded). */
    redisShared: () => boolean;
  },
): void {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    if (isDraining(app)) {
      return reply.code(503).send({ error: { message: "The server is shutting down", code: "SERVICE_UNAVAILABLE" } });
    }
    try {
      await withTimeout(sql`SELECT 1`.execute(probes.db), READY_CHECK_MS);
    } catch {
      return reply.code(503).send({ error: { message: "The database is unreachable", code: "SERVICE_UNAVAILABLE" } });
    }
    if (!probes.redisShared()) {
      return { status: "degraded", redis: "unavailable", message: "Redis does not answer: rate limits are counted per process" };
    }
    return { status: "ready" };
  });
}
