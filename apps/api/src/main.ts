// The API process: configuration, database (migrated on start), demo provider on an empty
// database, HTTP server, graceful shutdown.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  CallerCache,
  createLogger,
  ConfigError,
  databaseTimeouts,
  ensureDemoProvider,
  loadConfig,
  purgeExpiredIdempotencyKeys,
  resealWebhookSecrets,
  secretBoxFromEnv,
  webhookSettings,
  calendarSettings,
  publicUrlOf,
  readFleetSettings,
  paymentProviderFromConfig,
} from "@booking/core";
import { createDatabase, defaultDataDir, migrateToLatest, openDatabase, ReadReplicaSet } from "@booking/db";
import { connectRedis, redisTargetOf, serveMetrics } from "@booking/jobs";
import { buildApp } from "./app";
import { listenForKeyRevocations } from "./key-revocations";
import { closeGracefully } from "./shutdown";

/** The longest a SIGTERM/SIGINT shutdown may take before the process exits 1 anyway. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, "api");
  if (!config.SECRETS_KEY)
    logger.warn("SECRETS_KEY is not set: stored webhook secrets use the public development key (set SECRETS_KEY: openssl rand -base64 32)");
  const dataDir = config.DATA_DIR ? path.resolve(config.DATA_DIR) : defaultDataDir();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    timeouts: databaseTimeouts(config),
    applicationName: "booking-api",
    log: (message) => logger.info(message),
    onIdleError: (error) => logger.warn({ err: error }, "idle database connection failed"),
  });
  const applied = await migrateToLatest(database.db);
  if (applied.length) logger.info({ migrations: applied }, "applied migrations");
  // Secrets stored before they were sealed (marked plain: by their migration) are sealed now.
  const secrets = secretBoxFromEnv(config);
  const sealed = await resealWebhookSecrets(database.db, secrets, { onlyLegacy: true });
  if (sealed.resealed) logger.info({ count: sealed.resealed }, "sealed legacy webhook secrets");
  if (sealed.failed.length) logger.warn({ failed: sealed.failed }, "some legacy webhook secrets could not be sealed");

  // A demo provider (and a working key, printed and written to disk) is for a newcomer's first run
  // on the embedded database; on a PostgreSQL server only when asked for explicitly.
  if (config.SEED_DEMO ?? !config.DATABASE_URL) {
    const demo = await ensureDemoProvider(database.db);
    if (demo) {
      mkdirSync(dataDir, { recursive: true });
      const keyFile = path.join(dataDir, "demo-api-key.txt");
      writeFileSync(keyFile, `${demo.key.apiKey}\n`, { mode: 0o600 });
      const bookingPage = `${publicUrlOf(config)}/book/?key=${demo.publicKey.apiKey}`;
      writeFileSync(path.join(dataDir, "demo-booking-page.txt"), `${bookingPage}\n`);
      const consoleFile = path.join(dataDir, "demo-console-sign-in.txt");
      writeFileSync(consoleFile, `${demo.consoleSignIn.email}\n${demo.consoleSignIn.password}\n`, { mode: 0o600 });
      // Printed once, on purpose: the newcomer's only way to learn the key besides the file.
      process.stdout.write(
        `\nDemo provider "${demo.provider.name}" created (id ${demo.provider.id}).\n` +
          `Its API key (also in ${keyFile}):\n\n  ${demo.key.apiKey}\n\n` +
          `Try: curl -H "Authorization: Bearer ${demo.key.apiKey}" http://localhost:${config.PORT}/v1/staff\n\n` +
          `Its customers' booking page: ${bookingPage}\n\n` +
          `Its console: ${publicUrlOf(config)}/console/ (sign in as ${demo.consoleSignIn.email}, password ${demo.consoleSignIn.password};\n` +
          `  also in ${consoleFile})\n\n`,
      );
    }
  }

  // Rate-limit counters shared by every API process. Commands fail fast while Redis is away
  // (the limiter then counts per process) and the client reconnects by itself.
  const redisTarget = redisTargetOf(config);
  const redis = connectRedis(redisTarget, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // A frozen Redis (or one cut off by the network) keeps its connection open: without a
    // timeout a command would wait for as long as the freeze lasts.
    commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
    keepAlive: 10_000,
    // Commands issued in the same tick share one write: far fewer syscalls under load.
    enableAutoPipelining: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  redis.on("error", () => {}); // reported once by the rate limiter; ioredis retries forever

  // Read replicas: a pool per replica, probed for health and lag from now on.
  const readReplicas = config.DATABASE_READ_URLS.length
    ? new ReadReplicaSet(database.db, database.url, config.DATABASE_READ_URLS, {
        poolSize: config.DATABASE_POOL_SIZE,
        connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        timeouts: databaseTimeouts(config),
        maxLagMs: config.DATABASE_READ_MAX_LAG_MS,
        probeIntervalMs: config.DATABASE_READ_PROBE_MS,
        applicationName: "booking-api-replica-reads",
        log: logger,
      })
    : undefined;
  readReplicas?.start();
  if (readReplicas) logger.info({ replicas: readReplicas.report().map((r) => r.replica) }, "lag-tolerant reads use read replicas");

  // /readyz's own connection: a pool busy with requests is busy, not down.
  const readiness = createDatabase(database.url, {
    max: 1,
    applicationName: "booking-api-readiness",
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    // A probe stuck on a frozen server gives its connection up (and the next probe opens another).
    timeouts: { statementMs: 0, lockMs: 0, idleInTransactionMs: 0, queryMs: 2_000 },
    onIdleError: (error) => logger.debug({ err: error }, "idle readiness connection failed"),
  });

  const callerCache = new CallerCache(config.AUTH_CACHE_TTL_MS);
  const revocations = listenForKeyRevocations(database.url, database.db, callerCache, logger);

  const app = await buildApp({
    callerCache,
    databasePoolSize: config.DATABASE_POOL_SIZE,
    deps: {
      db: database.db,
      log: logger,
      now: () => new Date(),
      webhooks: webhookSettings(config),
      calendars: calendarSettings(config),
      secrets,
      publicUrl: publicUrlOf(config),
      // A booking request waits for the payment provider: one attempt of at most 5 s, and one retry.
      payments: await paymentProviderFromConfig(config, { timeoutMs: 5_000 }),
    },
    logger,
    redis,
    redisKeyPrefix: config.REDIS_KEY_PREFIX,
    readReplicas,
    readinessDb: readiness.db,
    queueDashboard: {
      adminToken: config.ADMIN_TOKEN,
      readOnlyToken: config.ADMIN_READONLY_TOKEN,
      redis: redisTarget,
      queuePrefix: config.QUEUE_PREFIX,
      // The fleet's recorded count (workers adopt it too); this process's own before any worker started.
      webhookDeliveryQueues: (await readFleetSettings(database.db))?.WEBHOOK_DELIVERY_QUEUES ?? config.WEBHOOK_DELIVERY_QUEUES,
    },
    processMetrics: true,
    addressLimits: {
      perAddress: config.PUBLIC_RATE_LIMIT_PER_ADDRESS,
      bookingsPerAddress: config.PUBLIC_BOOKINGS_PER_ADDRESS,
      bookingsPerAddressHour: config.PUBLIC_BOOKINGS_PER_ADDRESS_HOUR,
      unknownKeysPerAddress: config.UNKNOWN_KEYS_PER_ADDRESS,
    },
    trustProxy: config.TRUST_PROXY === 0 ? undefined : config.TRUST_PROXY,
    connections: {
      headersTimeoutMs: config.REQUEST_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_MS,
      maxRequestsPerConnection: config.MAX_REQUESTS_PER_CONNECTION,
    },
  });
  // Metrics on their own port (a taken port stops the start: never run unobserved silently).
  const metrics =
    config.METRICS_PORT > 0
      ? await serveMetrics(app.metricsRegistry, {
          port: config.METRICS_PORT,
          host: config.METRICS_HOST ?? config.HOST,
          token: config.METRICS_TOKEN,
        }).catch((error: unknown) => {
          throw new Error(
            `the metrics port ${config.METRICS_PORT} could not be opened (${(error as Error).message}); set METRICS_PORT (0 disables metrics)`,
          );
        })
      : undefined;
  await app.listen({ port: config.PORT, host: config.HOST });
  if (metrics) logger.info({ url: `${metrics.url}/metrics` }, "metrics endpoint listening");

  // Idempotency records live 24 hours.
  const purge = setInterval(() => {
    purgeExpiredIdempotencyKeys(database.db).catch((error: unknown) => logger.warn({ err: error }, "idempotency purge failed"));
  }, 15 * 60_000);
  purge.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Whatever hangs, the process is gone well before an orchestrator's SIGKILL.
    setTimeout(() => {
      logger.error("shutdown timed out");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      clearInterval(purge);
      // Stop accepting, answer what is in flight or arrives on open connections, then close them.
      await closeGracefully(app, { drainMs: 1_000, timeoutMs: SHUTDOWN_TIMEOUT_MS - 5_000 });
      await metrics?.close();
      await revocations.close();
      await redis.quit().catch(() => redis.disconnect());
      await readReplicas?.close();
      await readiness.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
