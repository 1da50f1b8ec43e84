// Shared machinery of the fault tests (faults-*.test.ts): real API and worker processes started
// from source against a throwaway PostgreSQL and redis-server of the test's own, HTTP with a hard
// timeout (a hang is a failure, not a slow test), a salon with room for many bookings, and a
// cleanup list that runs even when a test fails.
import { inspect } from "node:util";
import { migrateToLatest, createDatabase, type DatabaseHandle } from "@booking/db";
import {
  createProvider,
  runCliProcess,
  startApiProcess as startApiServiceProcess,
  startThrowawayPostgres,
  startThrowawayRedis,
  startWorkerProcess as startWorkerServiceProcess,
  type ApiProcess,
  type Spawned,
  type ThrowawayPostgres,
  type ThrowawayRedis,
  waitFor as pollFor,
} from "@booking/testing";

export type { ApiProcess, Spawned };

/** Settings that keep a fault test short: small pools, quick polls and retries. */
export const FAST_ENV = {
  LOG_LEVEL: "warn",
  SEED_DEMO: "false",
  METRICS_PORT: "0",
  DATABASE_POOL_SIZE: "4",
  DATABASE_CONNECT_TIMEOUT_MS: "2000",
  OUTBOX_POLL_MS: "20",
  WORKER_LOCK_MS: "2000",
  WORKER_CONCURRENCY: "4",
  WORKER_METRICS_PORT: "0",
  REMINDER_SWEEP_MS: "3600000",
  WEBHOOK_TIMEOUT_MS: "3000",
  WEBHOOK_MAX_ATTEMPTS: "8",
  WEBHOOK_BACKOFF_BASE_MS: "50",
  WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
} as const;

/** An API process on an ephemeral port with FAST_ENV, watched: a waitFor fails at once if it dies. */
export async function startApiProcess(env: { DATABASE_URL: string; REDIS_URL: string } & Record<string, string>): Promise<ApiProcess> {
  const api = await startApiServiceProcess({ ...FAST_ENV, ...env });
  watched.push(api);
  return api;
}

/** A worker process with FAST_ENV, watched. */
export function startWorkerProcess(
  env: { DATABASE_URL: string; REDIS_URL: string; QUEUE_PREFIX?: string } & Record<string, string>,
): Spawned {
  const spawned = startWorkerServiceProcess({ ...FAST_ENV, ...env });
  watched.push(spawned);
  return spawned;
}

/** Two API processes and two workers on `env`, stopped by `cleanup`; an API that fails to start fails the set-up. */
export async function startFleet(
  env: { DATABASE_URL: string; REDIS_URL: string } & Record<string, string>,
  cleanup: Cleanup,
): Promise<{ apis: ApiProcess[]; workers: Spawned[] }> {
  const workers = [startWorkerProcess(env), startWorkerProcess(env)];
  for (const w of workers) cleanup.add(() => w.stop());
  const started = await Promise.allSettled([startApiProcess(env), startApiProcess(env)]);
  // Every API that did start is stopped by the cleanup, also when the other did not.
  for (const s of started) if (s.status === "fulfilled") cleanup.add(() => s.value.stop());
  const failed = started.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
  return { apis: started.map((s) => (s as PromiseFulfilledResult<ApiProcess>).value), workers };
}

/** `pnpm cli …` against `env`'s database; resolves with its JSON output. */
export async function runCli(env: { DATABASE_URL: string } & Record<string, string>, args: string[]): Promise<Record<string, unknown>> {
  const result = await runCliProcess(args, { ...process.env, ...FAST_ENV, ...env, LOG_LEVEL: "error" });
  const text = result.stdout + result.stderr;
  if (result.code !== 0) throw new Error(`cli ${args.join(" ")} exited ${result.code}:\n${text}`);
  return JSON.parse(result.stdout.slice(result.stdout.indexOf("{"))) as Record<string, unknown>;
}

export interface Answer {
  status: number;
  /** Parsed JSON (undefined when not JSON). */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- whatever the server sent
  text: string;
  headers: Headers;
  ms: number;
}

/** One HTTP request with a hard timeout: a hang rejects with an error naming the request. */
export async function call(
  base: string,
  method: string,
  urlPath: string,
  options: { key?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? 10_000;
  let res: Response;
  try {
    res = await fetch(new URL(urlPath, base), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = (error as Error).name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : String(error);
    throw new Error(`${method} ${urlPath}: ${reason}`, { cause: error });
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, body, text, headers: res.headers, ms: Date.now() - started };
}

/** LIFO cleanup that always runs every step, and reports the first failure after all ran. */
export class Cleanup {
  private steps: (() => unknown)[] = [];
  add(step: () => unknown): void {
    this.steps.push(step);
  }
  async run(): Promise<void> {
    let failure: unknown;
    for (const step of this.steps.reverse()) {
      try {
        await step();
      } catch (error) {
        failure ??= error;
      }
    }
    this.steps = [];
    if (failure) throw failure instanceof Error ? failure : new Error(inspect(failure));
  }
}

export interface FaultEnv {
  postgres: ThrowawayPostgres;
  redis: ThrowawayRedis;
  /** The migrated database the processes share. */
  databaseUrl: string;
  /** A pool of the test's own on it (2 connections). */
  database: DatabaseHandle;
}

/** A throwaway PostgreSQL (one migrated database) and redis-server, registered for cleanup. */
export async function startFaultEnv(cleanup: Cleanup): Promise<FaultEnv> {
  const [pgStarted, redisStarted] = await Promise.allSettled([startThrowawayPostgres(), startThrowawayRedis()]);
  if (pgStarted.status === "fulfilled") cleanup.add(() => pgStarted.value.destroy());
  if (redisStarted.status === "fulfilled") cleanup.add(() => redisStarted.value.stop());
  if (pgStarted.status === "rejected") throw pgStarted.reason;
  if (redisStarted.status === "rejected") throw redisStarted.reason;
  const [postgres, redis] = [pgStarted.value, redisStarted.value];
  const databaseUrl = await postgres.createDatabase("booking");
  const database = createDatabase(databaseUrl, { max: 2, applicationName: "faults-test", onIdleError: () => {} });
  cleanup.add(() => database.close());
  await migrateToLatest(database.db);
  return { postgres, redis, databaseUrl, database };
}

/** A provider (UTC) with one 15-minute service, `staffCount` staff members working every day 08:00–20:00, and a customer. */
export async function createSalon(api: string, database: DatabaseHandle, options: { staffCount?: number; rateLimit?: number } = {}) {
  const { providerId, apiKey, keyId } = await createProvider(database.db, {
    timezone: "UTC",
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
  });
  const ok = async (promise: Promise<Answer>) => {
    const res = await promise;
    if (res.status !== 201) throw new Error(`setup failed: ${res.status} ${res.text}`);
    return res.body.data.id as string;
  };
  const day = { start: "08:00", end: "20:00" };
  const schedule = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, day]));
  const serviceId = await ok(call(api, "POST", "/v1/services", { key: apiKey, body: { name: "Quick trim", duration: 15, price: 10 } }));
  const staffIds: string[] = [];
  for (let i = 0; i < (options.staffCount ?? 1); i++) {
    staffIds.push(
      await ok(
        call(api, "POST", "/v1/staff", {
          key: apiKey,
          body: { name: `Stylist ${i}`, email: `stylist${i}@example.com`, role: "staff", services: [serviceId], schedule },
        }),
      ),
    );
  }
  const customerId = await ok(call(api, "POST", "/v1/customers", { key: apiKey, body: { name: "Chris", email: "chris@example.com" } }));
  return { providerId, apiKey, keyId, serviceId, staffIds, customerId };
}

/** Slot `n` of a staff member: 15-minute slots of 08:00–20:00 UTC, from two days ahead on. */
export function slot(n: number): string {
  const perDay = 48;
  const start = new Date();
  start.setUTCHours(8, 0, 0, 0);
  start.setUTCDate(start.getUTCDate() + 2 + Math.floor(n / perDay));
  return new Date(start.getTime() + (n % perDay) * 15 * 60_000).toISOString();
}

/** Processes whose death ends any waitFor at once (set by each test file). */
export const watched: Spawned[] = [];

/** Polls until `check` returns a truthy value; fails at once if a watched process has died. */
export function waitFor<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  return pollFor(check, what, { timeoutMs, intervalMs: 50, watched: () => watched });
}

/** The documented REST error body, nothing else in it. */
export function isRestError(body: unknown, code: string): boolean {
  if (typeof body !== "object" || body === null) return false;
  const { success, error, ...rest } = body as { success?: unknown; error?: { message?: unknown; code?: unknown } };
  if (success !== false || Object.keys(rest).length || typeof error !== "object" || error === null) return false;
  return (
    error.code === code &&
    typeof error.message === "string" &&
    error.message.length > 0 &&
    Object.keys(error).every((k) => ["message", "code", "details"].includes(k))
  );
}
