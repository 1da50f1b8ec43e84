// The operators' queue dashboard (Bull Board) at /admin/queues. Disabled unless ADMIN_TOKEN is
// set; then every request needs `Authorization: Bearer <token>` or HTTP Basic auth with the token
// as password (what a browser prompts for; the user name there names the operator in the log).
// ADMIN_TOKEN may do everything; ADMIN_READONLY_TOKEN may only look (any other method: 403).
// Every write action (retry, promote, clean, remove, pause…) is logged with who did it. The API
// keeps serving while Redis is away.
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Queue } from "bullmq";
import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { FastifyAdapter } from "@bull-board/fastify";
import { allQueueNames, createRedisConnection, queueKeyPrefix, type RedisTarget } from "@booking/jobs";
import type { Logger } from "@booking/core";

export const DASHBOARD_PATH = "/admin/queues";

export interface QueueDashboardOptions {
  adminToken?: string;
  /** A second token that may only read. */
  readOnlyToken?: string;
  redis: RedisTarget;
  queuePrefix: string;
  /** How many queues webhook deliveries are split over (the fleet's WEBHOOK_DELIVERY_QUEUES). */
  webhookDeliveryQueues: number;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token from `Bearer <token>` or from Basic auth's password, and Basic auth's user name. */
function presentedCredentials(header: string | undefined): { token: string; user: string | null } | null {
  if (!header) return null;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (bearer !== undefined) return { token: bearer, user: null };
  const basic = /^Basic\s+([A-Z0-9+/=]+)\s*$/i.exec(header)?.[1];
  if (basic !== undefined) {
    const decoded = Buffer.from(basic, "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    return colon >= 0 ? { token: decoded.slice(colon + 1), user: decoded.slice(0, colon).slice(0, 100) || null } : null;
  }
  return null;
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Registers the dashboard when a token is configured; returns its queues (for metrics), or null. */
export async function registerQueueDashboard(
  app: FastifyInstance,
  options: QueueDashboardOptions | undefined,
  log: Logger,
): Promise<Queue[] | null> {
  if (!options?.adminToken) return null;
  const token = options.adminToken;
  let warned = 0;
  const connection = createRedisConnection({
    target: options.redis,
    role: "producer",
    connectionName: "booking-api-dashboard",
    onError: (error) => {
      if (Date.now() - warned > 30_000) {
        warned = Date.now();
        log.warn({ err: { message: error.message } }, "queue dashboard: Redis unreachable; retrying");
      }
    },
  });
  const queues = allQueueNames(options.webhookDeliveryQueues).map(
    (name) => new Queue(name, { connection, prefix: queueKeyPrefix(options.queuePrefix, name) }),
  );
  for (const queue of queues) queue.on("error", () => {});

  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(DASHBOARD_PATH);
  createBullBoard({
    queues: queues.map((q) => new BullMQAdapter(q)),
    serverAdapter,
    options: { uiConfig: { boardTitle: "Booking queues" } },
  });

  const readOnlyToken = options.readOnlyToken;
  await app.register(async (scope) => {
    scope.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
      const given = presentedCredentials(request.headers.authorization);
      const role = !given
        ? null
        : sameSecret(given.token, token)
          ? "admin"
          : readOnlyToken && sameSecret(given.token, readOnlyToken)
            ? "read-only"
            : null;
      if (!given || !role) {
        return reply
          .code(401)
          .header("www-authenticate", 'Basic realm="queues", charset="UTF-8"')
          .send({ error: { message: "The queue dashboard needs the admin token or the read-only token", code: "UNAUTHORIZED" } });
      }
      if (READ_METHODS.has(request.method)) return;
      const who = { role, operator: given.user, ip: request.ip, requestId: request.id };
      if (role === "read-only") {
        log.warn({ ...who, method: request.method, path: request.url }, "queue dashboard: write refused to the read-only token");
        return reply
          .code(403)
          .send({ error: { message: "The read-only token may not change queues or jobs; use the admin token", code: "FORBIDDEN" } });
      }
      log.info({ ...who, method: request.method, path: request.url }, "queue dashboard: write action");
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: DASHBOARD_PATH });
  });
  app.addHook("onClose", async () => {
    await Promise.all(queues.map((q) => q.close().catch(() => undefined)));
    connection.disconnect();
  });
  return queues;
}
