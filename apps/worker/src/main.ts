// The worker process: outbox relay, webhook delivery, reminders and notification channels.
// Run as many as you like (`pnpm --filter @booking/worker start`); they share PostgreSQL and Redis.
import { ConfigError, createLogger, databaseTimeouts, loadConfig } from "@booking/core";
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
  const database = await openDatabase({
    databaseUrl: ownConfig.DATABASE_URL,
    dataDir: ownConfig.DATA_DIR,
    poolSize: ownConfig.DATABASE_POOL_SIZE,
    connectTimeoutMs: ownConfig.DATABASE_CONNECT_TIMEOUT_MS,
    timeouts: databaseTimeouts(ownConfig),
    applicationName: "booking-worker",
    log: (message) => logger.info(message),
    onIdleError: (error) => logger.warn({ err: error }, "idle database connection failed"),
  });
  await migrateToLatest(database.db);
  // Delivery settings come from the fleet's one record, not from each worker's environment.
  const adopted = await adoptFleetSettings(database.db, ownConfig);
  const config = adopted.config;
  logger.info(adopted.fleet, "fleet webhook delivery settings");
  for (const d of adopted.differences) {
    logger.warn(
      { setting: d.name, environment: d.here, fleet: d.fleet },
      `${d.name}=${d.here} in this worker's environment differs from the fleet's ${d.fleet}; the fleet's value applies (change it for every worker with pnpm cli fleet:webhooks)`,
    );
  }
  const worker = await startWorker({ db: database.db, databaseUrl: database.url, config, log: logger, defaultMetrics: true });
  registerFleetSettingsMetrics(worker.metrics.registry, adopted);
  let metricsServer: MetricsEndpoint | undefined;
  if (config.WORKER_METRICS_PORT > 0) {
    try {
      metricsServer = await serveMetrics(worker.metrics.registry, {
        port: config.WORKER_METRICS_PORT,
        host: config.METRICS_HOST ?? config.HOST,
        token: config.METRICS_TOKEN,
      });
    } catch (error) {
      // A worker nobody can observe is not started: an operator would not see it fail.
      logger.error(
        { err: error, port: config.WORKER_METRICS_PORT },
        "metrics endpoint could not listen (port in use?): set WORKER_METRICS_PORT to a free port per worker, or 0 for none",
      );
      await worker.close();
      await database.close();
      process.exit(1);
    }
  }
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
      await worker.close();
      await metricsServer?.close();
      await database.close();
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
