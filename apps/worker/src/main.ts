// The worker process: outbox relay, webhook delivery, reminders and notification channels.
// Run as many as you like (`pnpm --filter @booking/worker start`); they share PostgreSQL and Redis.
import { ConfigError, createLogger, databaseTimeouts, loadConfig, type Config, type Logger } from "@booking/core";
import { adoptFleetSettings } from "@booking/core/worker";
import { migrateToLatest, openDatabase } from "@booking/db";
import { serveMetrics, type MetricsEndpoint } from "@booking/jobs";
import { registerFleetSettingsMetrics } from "./fleet-settings";
import { startWorker } from "./worker";

const SHUTDOWN_TIMEOUT_MS = 30_000;

async function main() {
  // The only place the worker reads the environment: everything below gets this validated config.
  const ownConfig = loadConfig();
  const logger = createLogger(ownConfig.LOG_LEVEL, "worker");
  if (!ownConfig.SECRETS_KEY)
    logger.warn("SECRETS_KEY is not set: stored webhook secrets use the public development key (set SECRETS_KEY: openssl rand -base64 32)");
  const database = await openWorkerDatabase(ownConfig, logger);
  const adopted = await adoptFleet(database.db, ownConfig, logger);
  const config = adopted.config;
  const worker = await startWorker({ db: database.db, databaseUrl: database.url, config, log: logger, defaultMetrics: true });
  registerFleetSettingsMetrics(worker.metrics.registry, adopted);
  const metricsServer = await serveWorkerMetrics(worker, config, logger, database);
  logger.info(
    {
      queues: config.WORKER_QUEUES,
      concurrency: config.WORKER_CONCURRENCY,
      webhookConcurrency: config.WEBHOOK_CONCURRENCY,
      queuePrefix: config.QUEUE_PREFIX,
      metricsPort: metricsServer ? config.WORKER_METRICS_PORT : null,
    },
    "worker started",
  );
  stopOnSignals(logger, async () => {
    await worker.close();
    await metricsServer?.close();
    await database.close();
  });
}

/** The database (its pool, timeouts and migrations). */
async function openWorkerDatabase(config: Config, logger: Logger) {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    timeouts: databaseTimeouts(config),
    applicationName: "booking-worker",
    log: (message) => logger.info(message),
    onIdleError: (error) => logger.warn({ err: error }, "idle database connection failed"),
  });
  await migrateToLatest(database.db);
  return database;
}

/** Delivery settings come from the fleet's one record, not from each worker's environment: a difference is said. */
async function adoptFleet(db: Parameters<typeof adoptFleetSettings>[0], ownConfig: Config, logger: Logger) {
  const adopted = await adoptFleetSettings(db, ownConfig);
  logger.info(adopted.fleet, "fleet webhook delivery settings");
  for (const d of adopted.differences) {
    logger.warn(
      { setting: d.name, environment: d.here, fleet: d.fleet },
      `${d.name}=${d.here} in this worker's environment differs from the fleet's ${d.fleet}; the fleet's value applies (change it for every worker with pnpm cli fleet:webhooks)`,
    );
  }
  return adopted;
}

/** The metrics endpoint (WORKER_METRICS_PORT; 0: none). A worker nobody can observe is not started: an operator would not see it fail. */
async function serveWorkerMetrics(
  worker: Awaited<ReturnType<typeof startWorker>>,
  config: Config,
  logger: Logger,
  database: { close(): Promise<void> },
): Promise<MetricsEndpoint | undefined> {
  if (config.WORKER_METRICS_PORT <= 0) return undefined;
  try {
    return await serveMetrics(worker.metrics.registry, {
      port: config.WORKER_METRICS_PORT,
      host: config.METRICS_HOST ?? config.HOST,
      token: config.METRICS_TOKEN,
    });
  } catch (error) {
    logger.error(
      { err: error, port: config.WORKER_METRICS_PORT },
      "metrics endpoint could not listen (port in use?): set WORKER_METRICS_PORT to a free port per worker, or 0 for none",
    );
    await worker.close();
    await database.close();
    process.exit(1);
  }
}

/**
 * SIGTERM or SIGINT: stop taking jobs, finish the running ones, close, exit 0; exit 1 when that
 * takes longer than SHUTDOWN_TIMEOUT_MS (unfinished jobs are retried by other workers) or fails.
 */
function stopOnSignals(logger: Logger, close: () => Promise<void>) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "worker shutting down: finishing running jobs");
    const timer = setTimeout(() => {
      logger.error("shutdown timed out; exiting (unfinished jobs are retried by other workers)");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await close();
      logger.info("worker stopped");
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
  process.stderr.write(
    error instanceof ConfigError
      ? `${error.message}\n`
      : `worker failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
