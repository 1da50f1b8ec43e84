// The operator CLI: `pnpm cli <command>`. JSON on stdout, messages on stderr, exit 2 for bad
// arguments and 1 for failures.
import { AppError, ConfigError, loadConfig } from "@booking/core";
import { migrateToLatest, openDatabase } from "@booking/db";
import { commands, USAGE, UsageError } from "./commands";

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === "help" || name === "--help" || name === "-h") {
    process.stderr.write(`${USAGE}\n`);
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`Unknown command "${name}".\n\n${USAGE}\n`);
    return 2;
  }
  // Arguments are checked before the database is opened.
  const run = command(args);
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
    applicationName: "booking-cli",
    log: (message) => process.stderr.write(`${message}\n`),
  });
  try {
    if (name !== "migrate") await migrateToLatest(database.db);
    await run(database.db, (value) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`));
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`error: ${error.message}\n\nRun "pnpm cli help" for usage.\n`);
      process.exit(2);
    }
    if (error instanceof AppError || error instanceof ConfigError) {
      process.stderr.write(`error: ${error.message}\n`);
      process.exit(1);
    }
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
