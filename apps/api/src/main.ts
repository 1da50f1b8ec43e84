// The API process: configuration, database (migrated on start), demo provider on an empty
// database, HTTP server, graceful shutdown.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigError, ensureDemoProvider, loadConfig } from "@booking/core";
import { defaultDataDir, migrateToLatest, openDatabase } from "@booking/db";
import { buildApp } from "./app";
import { createLogger } from "./logger";

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, "api");
  const dataDir = config.DATA_DIR ? path.resolve(config.DATA_DIR) : defaultDataDir();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
    applicationName: "booking-api",
    log: (message) => logger.info(message),
    onIdleError: (error) => logger.warn({ err: error }, "idle database connection failed"),
  });
  const applied = await migrateToLatest(database.db);
  if (applied.length) logger.info({ migrations: applied }, "applied migrations");

  if (config.SEED_DEMO) {
    const demo = await ensureDemoProvider(database.db);
    if (demo) {
      mkdirSync(dataDir, { recursive: true });
      const keyFile = path.join(dataDir, "demo-api-key.txt");
      writeFileSync(keyFile, `${demo.key.apiKey}\n`, { mode: 0o600 });
      // Printed once, on purpose: the newcomer's only way to learn the key besides the file.
      process.stdout.write(
        `\nDemo provider "${demo.provider.name}" created (id ${demo.provider.id}).\n` +
          `Its API key (also in ${keyFile}):\n\n  ${demo.key.apiKey}\n\n` +
          `Try: curl -H "Authorization: Bearer ${demo.key.apiKey}" http://localhost:${config.PORT}/v1/staff\n\n`,
      );
    }
  }

  const app = await buildApp({ deps: { db: database.db, log: logger, now: () => new Date() }, logger });
  await app.listen({ port: config.PORT, host: config.HOST });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    try {
      await app.close();
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
