// Starts the real API on an ephemeral port against a fresh database for one test file.
import { Writable } from "node:stream";
import type { Redis } from "ioredis";
import pino, { type Logger as PinoLogger } from "pino";
import {
  calendarSettings,
  secretBoxFromEnv,
  webhookSettings,
  configSchema,
  type CallerCache,
  type Resolver,
  type ServiceDeps,
} from "@booking/core";
import { expect } from "vitest";
import { sql, type Database, type Kysely } from "@booking/db";
import type { ApiResponse } from "@booking/testing";
import { apiClient, createProvider, createTestDatabase, TestClock, type TestDatabase } from "@booking/testing";
import { serveMetrics } from "@booking/jobs";
import { buildApp, type AppOptions, type ConnectionLimits } from "../src/app";
import type { QueueDashboardOptions } from "../src/queue-dashboard";

export interface TestApi {
  url: string;
  database: TestDatabase;
  db: TestDatabase["db"];
  clock: TestClock;
  /** The server's dependencies, read at each request (a test may set `payments` once its stand-in runs). */
  deps: ServiceDeps;
  /** A client without a key. */
  anonymous: ReturnType<typeof apiClient>;
  /** A client of the metrics endpoint (its own port, as in production). */
  metrics: ReturnType<typeof apiClient>;
  /** A provider with its key and a client using it. */
  newProvider(
    overrides?: Parameters<typeof createProvider>[1],
  ): Promise<Awaited<ReturnType<typeof createProvider>> & { api: ReturnType<typeof apiClient> }>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  /** Redis for shared rate limits (with this file's own key prefix); default: per-process limits. */
  redis?: Redis;
  redisKeyPrefix?: string;
  /** Serve an existing database instead of creating one (e.g. a second API process on the same data). */
  database?: TestDatabase;
  /** The queue dashboard at /admin/queues (off by default). */
  queueDashboard?: QueueDashboardOptions;
  /** Reuse resolved API keys between requests, as production does. */
  callerCache?: CallerCache;
  /** Limits on slow and idle clients (production defaults otherwise). */
  connections?: Partial<ConnectionLimits>;
  /** Resolves webhook host names instead of the system resolver. */
  webhookResolver?: Resolver;
  /** Per-address limits of public keys and manage links. */
  addressLimits?: AppOptions["addressLimits"];
  /** Believe X-Forwarded-For from this many proxies (tests stand in for visitors at several addresses). */
  trustProxy?: AppOptions["trustProxy"];
  /** Serve plain native tRPC calls directly (default) or leave them all to tRPC's adapter. */
  trpcFastPath?: boolean;
  /** The server's logger (default: silent unless LOG_LEVEL is set). */
  logger?: PinoLogger;
  /** Where people reach the service (PUBLIC_URL), e.g. an https address in front of it; default the server's own address. */
  publicUrl?: string;
  /** The payment provider (a Stripe adapter pointed at the local stand-in); default none. */
  payments?: ServiceDeps["payments"];
}

const webhookConfig = configSchema.pick({
  WEBHOOK_TIMEOUT_MS: true,
  WEBHOOK_ALLOW_PRIVATE_TARGETS: true,
  WEBHOOK_MANUAL_SENDS_PER_MINUTE: true,
});
const calendarConfig = configSchema.pick({ CALENDAR_SYNC_INTERVAL_S: true, CALENDAR_MAX_STALENESS_S: true });

export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const database = options.database ?? (await createTestDatabase());
  const logger = options.logger ?? pino({ level: process.env.LOG_LEVEL ?? "silent" });
  const clock = new TestClock();
  const deps: ServiceDeps = {
    db: database.db,
    log: logger,
    now: clock.now,
    webhookResolver: options.webhookResolver,
    payments: options.payments,
    // Set to the server's own address once it listens (links in answers point at it).
    publicUrl: "http://127.0.0.1",
    // Read again on every use, so a test can change a setting (or the secrets key) between calls.
    get webhooks() {
      return webhookSettings(webhookConfig.parse(process.env));
    },
    get secrets() {
      return secretBoxFromEnv(process.env);
    },
    get calendars() {
      return calendarSettings(calendarConfig.parse(process.env));
    },
  };
  const app = await buildApp({
    deps,
    logger,
    redis: options.redis,
    redisKeyPrefix: options.redisKeyPrefix,
    queueDashboard: options.queueDashboard,
    callerCache: options.callerCache,
    connections: options.connections,
    addressLimits: options.addressLimits,
    trustProxy: options.trustProxy,
    trpcFastPath: options.trpcFastPath,
  });
  const metrics = await serveMetrics(app.metricsRegistry, { port: 0, host: "127.0.0.1" });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  const url = `http://127.0.0.1:${address.port}`;
  deps.publicUrl = options.publicUrl ?? url;
  return {
    url,
    database,
    db: database.db,
    clock,
    deps,
    anonymous: apiClient(url),
    metrics: apiClient(metrics.url),
    newProvider: async (overrides) => {
      const created = await createProvider(database.db, overrides);
      return { ...created, api: apiClient(url, created.apiKey) };
    },
    close: async () => {
      await app.close();
      await metrics.close();
      if (!options.database) await database.drop();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Assertions shared by the integration tests.

/** Text that must never reach a client: stack frames, source paths, SQL. */
export const INTERNALS =
  /(?:\\n|\n)[ \t]+at |node_modules|\.[cm]?[jt]s:\d+|\bSELECT\b|\bINSERT INTO\b|\bUPDATE "?\w+"? SET\b|violates|\bstack\b|relation "|duplicate key/;

/** Asserts a response never exposes a 5xx or internals. */
export function expectNoInternals(res: ApiResponse): void {
  expect(res.status, `unexpected ${res.status}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
  expect(res.text).not.toMatch(INTERNALS);
}

/**
 * Asserts the documented error body: `{success:false, error:{message, code, details?}}` on the REST
 * family, the same without `success` on the RPC-style family.
 */
export function expectError(res: ApiResponse, status: number, code: string, family: "rest" | "rpc" = "rest"): void {
  expect(res.status, res.text.slice(0, 500)).toBe(status);
  expect(res.headers.get("content-type") ?? "").toMatch(/^application\/json/);
  expect(res.body?.error).toMatchObject({ code, message: expect.any(String) });
  expect(res.body.error.message.length).toBeGreaterThan(0);
  if (family === "rest") expect(res.body.success).toBe(false);
  else expect(res.body).not.toHaveProperty("success");
  expect(Object.keys(res.body.error).every((k) => ["message", "code", "details"].includes(k))).toBe(true);
  expectNoInternals(res);
}

/** Asserts a 400 whose `details` name exactly the given field paths (order-insensitive). */
export function expectValidationError(res: ApiResponse, paths: string[], family: "rest" | "rpc" = "rest"): void {
  expectError(res, 400, "BAD_REQUEST", family);
  const details = res.body.error.details as { path: string; message: string }[] | undefined;
  expect(details, res.text).toBeInstanceOf(Array);
  for (const detail of details!) {
    expect(detail).toEqual({ path: expect.any(String), message: expect.any(String) });
    expect(detail.message.length).toBeGreaterThan(0);
  }
  expect(details!.map((d) => d.path).sort()).toEqual([...paths].sort());
}

let uniqueCounter = 0;
/** A string unique within the test run, for emails and names. */
export function unique(prefix = "u"): string {
  uniqueCounter += 1;
  return `${prefix}${Date.now().toString(36)}${uniqueCounter}`;
}

export const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/**
 * How many sessions of this test's database wait for a lock: other test files run beside it on
 * the same server, each with its own database. A row lock is waited for as a transaction id,
 * which names no database, so the waiting session's database is read from pg_stat_activity.
 */
export async function lockWaits(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE NOT l.granted AND a.datname = current_database()`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The first date (UTC, `YYYY-MM-DD`) at least `days` ahead that falls on `weekday` (0 Sunday … 6 Saturday). */
export function dateAhead(days: number, weekday: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A zone's offset from UTC at `at`, in minutes (Berlin in winter: 60, in summer: 120). */
export function offsetMinutes(zone: string, at: Date): number {
  const name = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** `time` (HH:MM) in Berlin on `date` (YYYY-MM-DD), as an instant (ISO, UTC): summer time moves it. */
export function berlinAt(date: string, time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), hours, minutes);
  return new Date(wall - offsetMinutes("Europe/Berlin", new Date(wall)) * 60_000).toISOString();
}

/**
 * `time` (HH:MM) in Berlin on the first `weekday` (0 Sunday … 6 Saturday) at least `days` ahead,
 * as an instant: the same wall-clock time in winter and in summer.
 */
export function berlinWeekdayAt(days: number, weekday: number, time: string): string {
  return berlinAt(dateAhead(days, weekday), time);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A pino logger at `level` writing to memory: each line it logs, parsed, is appended to `lines`. */
export function capturingLogger<Line = Record<string, unknown>>(level: pino.Level): { logger: PinoLogger; lines: Line[] } {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      // pino writes whole lines, one or more to a chunk.
      for (const line of chunk.toString("utf8").split("\n")) if (line) lines.push(JSON.parse(line) as Line);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}
