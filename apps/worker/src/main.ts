// The worker process. Its processors (outbox relay, webhook delivery, reminders, notifications)
// arrive with the worker issue; for now it migrates, connects and waits for shutdown.
import pino from "pino";
import { ConfigError, loadConfig } from "@booking/core";
import { migrateToLatest, openDatabase } from "@booking/db";

async function main() {
  const config = loadConfig();
  const logger = pino({ name: "worker", level: config.LOG_LEVEL });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    applicationName: "booking-worker",
    log: (message) => logger.info(message),
    onIdleError: (error) => logger.warn({ err: error }, "idle database connection failed"),
  });
  await migrateToLatest(database.db);
  logger.info("worker started");
  const keepAlive = setInterval(() => {}, 60_000);
  const stop = async (signal: string) => {
    logger.info({ signal }, "worker shutting down");
    clearInterval(keepAlive);
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError ? `${error.message}\n` : `worker failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
