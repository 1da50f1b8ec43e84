// Shared setup of the worker tests: a fresh database, a unique queue prefix on the shared Redis
// (deleted afterwards), providers, webhooks, bookings and events written as the API writes them.
import pino from "pino";
import { configSchema, recordEvent, secretBoxFromEnv, type Config, type EventName, type EventPayloads, type Logger } from "@booking/core";
import { createWebhook } from "@booking/core/worker";
import type { Database, Kysely } from "@booking/db";
import {
  createProvider,
  createRedisPrefix,
  createTestDatabase,
  startWorkerProcess,
  type TestDatabase,
  type TestRedisPrefix,
  waitFor,
} from "@booking/testing";
import { startWorker, type StartWorkerOptions, type WorkerHandle } from "../src/worker";

export const testLogger: Logger = pino({ level: process.env.LOG_LEVEL ?? "silent" });

export function testWorkerConfig(redis: { url: string; prefix: string }, overrides: Record<string, string> = {}): Config {
  return configSchema.parse({
    REDIS_URL: redis.url,
    QUEUE_PREFIX: redis.prefix,
    WORKER_CONCURRENCY: "4",
    WORKER_LOCK_MS: "2000",
    OUTBOX_POLL_MS: "20",
    REMINDER_SWEEP_MS: "3600000",
    WEBHOOK_TIMEOUT_MS: "2000",
    WEBHOOK_MAX_ATTEMPTS: "4",
    WEBHOOK_BACKOFF_BASE_MS: "30",
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    ...overrides,
  });
}

export interface WorkerTestEnv {
  database: TestDatabase;
  db: Kysely<Database>;
  redis: TestRedisPrefix;
  workers: WorkerHandle[];
  start(overrides?: Record<string, string>, options?: Partial<StartWorkerOptions>): Promise<WorkerHandle>;
  close(): Promise<void>;
}

export async function setupWorkerEnv(): Promise<WorkerTestEnv> {
  const database = await createTestDatabase();
  const redis = createRedisPrefix();
  const workers: WorkerHandle[] = [];
  return {
    database,
    db: database.db,
    redis,
    workers,
    async start(overrides = {}, options = {}) {
      const handle = await startWorker({ db: database.db, config: testWorkerConfig(redis, overrides), log: testLogger, ...options });
      workers.push(handle);
      return handle;
    },
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await redis.cleanup();
      await database.drop();
    },
  };
}

export async function newProvider(db: Kysely<Database>) {
  return createProvider(db);
}

/** Records an event as the service does; its data is checked, as the worker reads it back (readStoredEvent). */
export async function record<E extends EventName>(db: Kysely<Database>, event: E, data: EventPayloads[E]) {
  // Widened to the union: TypeScript cannot see EventPayloads[E] as RecordedPayloads[E] for a generic E.
  return db.transaction().execute((trx) => recordEvent<EventName>(trx, event, data));
}

export async function addWebhook(
  db: Kysely<Database>,
  providerId: string,
  url: string,
  events: string[],
  secret = "test-secret-0123456789",
) {
  return createWebhook(db, providerId, { url, events, secret }, secretBoxFromEnv(process.env));
}

export function waitUntil<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 15_000, what = "condition"): Promise<T> {
  return waitFor(check, what, { timeoutMs });
}

export async function deliveriesOf(db: Kysely<Database>, webhookId: string) {
  return db.selectFrom("webhook_deliveries").selectAll().where("webhook_id", "=", webhookId).orderBy("created_at").execute();
}

/** Inserts a customer, service, staff member and booking directly, as the bookings API would. */
export async function insertBooking(
  db: Kysely<Database>,
  providerId: string,
  options: {
    startsAt: Date;
    status?: "pending" | "confirmed";
    email?: string | null;
    phone?: string | null;
    createdAt?: Date;
    bookedBy?: "provider" | "customer";
  },
) {
  const suffix = Math.random().toString(36).slice(2, 10);
  const customerId = `cus_${suffix}`;
  const serviceId = `svc_${suffix}`;
  const staffId = `staff_${suffix}`;
  const bookingId = `bk_${suffix}`;
  await db
    .insertInto("customers")
    .values({
      provider_id: providerId,
      id: customerId,
      name: "Chris Customer",
      email: options.email === undefined ? `chris-${suffix}@example.com` : options.email,
      phone: options.phone ?? null,
      notes: null,
    })
    .execute();
  await db
    .insertInto("services")
    .values({
      provider_id: providerId,
      id: serviceId,
      name: "Haircut",
      description: null,
      category: "hair",
      duration_minutes: 45,
      price_cents: 3950,
    })
    .execute();
  await db
    .insertInto("staff")
    .values({
      provider_id: providerId,
      id: staffId,
      name: "Ana",
      email: `ana-${suffix}@example.com`,
      phone: null,
      role: "staff",
      avatar: null,
      bio: null,
      password_hash: null,
      schedule: "{}",
    })
    .execute();
  await db
    .insertInto("bookings")
    .values({
      provider_id: providerId,
      id: bookingId,
      customer_id: customerId,
      service_id: serviceId,
      staff_id: staffId,
      starts_at: options.startsAt,
      ends_at: new Date(options.startsAt.getTime() + 45 * 60_000),
      occupied_from: options.startsAt,
      occupied_until: new Date(options.startsAt.getTime() + 45 * 60_000),
      status: options.status ?? "confirmed",
      notes: null,
      payment_amount_cents: 3950,
      paid_at: null,
      refunded_at: null,
      cancelled_at: null,
      cancel_reason: null,
      ...(options.createdAt ? { created_at: options.createdAt } : {}),
      ...(options.bookedBy ? { booked_by: options.bookedBy } : {}),
    })
    .execute();
  return { customerId, serviceId, staffId, bookingId };
}

/** Starts the worker as a separate process (for tests that kill it). */
export function spawnWorkerProcess(env: Record<string, string>) {
  const worker = startWorkerProcess({ LOG_LEVEL: process.env.LOG_LEVEL ?? "warn", WORKER_METRICS_PORT: "0", SEED_DEMO: "false", ...env });
  return {
    child: worker.child,
    exited: worker.exited,
    output: worker.output,
    kill: async (signal: NodeJS.Signals) => {
      worker.child.kill(signal);
      return worker.exited;
    },
  };
}

export function workerProcessEnv(
  database: { url: string },
  redis: { url: string; prefix: string },
  overrides: Record<string, string> = {},
) {
  return {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: redis.prefix,
    WORKER_CONCURRENCY: "2",
    WORKER_LOCK_MS: "2000",
    OUTBOX_POLL_MS: "20",
    REMINDER_SWEEP_MS: "3600000",
    WEBHOOK_TIMEOUT_MS: "3000",
    WEBHOOK_MAX_ATTEMPTS: "5",
    WEBHOOK_BACKOFF_BASE_MS: "50",
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    ...overrides,
  };
}
