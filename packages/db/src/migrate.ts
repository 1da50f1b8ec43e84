import { inspect } from "node:util";
import { Migrator, sql, type Kysely, type MigrationResultSet } from "kysely";
import { migrations } from "./migrations/index";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped handle
function migratorFor(db: Kysely<any>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
}

const TIMEOUT_SETTINGS = ["statement_timeout", "lock_timeout", "idle_in_transaction_session_timeout"];

function unwrap(result: MigrationResultSet): string[] {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error");
    const where = failed ? ` (migration ${failed.migrationName})` : "";
    const error = result.error instanceof Error ? result.error : new Error(inspect(result.error));
    error.message = `Migration failed${where}: ${error.message}`;
    throw error;
  }
  return (result.results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * Applies every pending migration. Kysely's migrator holds a database lock while it runs, so
 * several processes starting at once apply each migration exactly once.
 * Returns the names of the migrations this call applied.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Migrations may rewrite large tables and wait for locks: the timeouts that bound requests do
  // not apply to them (on the one connection they run on, restored afterwards).
  return db.connection().execute(async (connection) => {
    for (const setting of TIMEOUT_SETTINGS) await sql`SELECT set_config(${setting}, '0', false)`.execute(connection);
    try {
      return unwrap(await migratorFor(connection).migrateToLatest());
    } finally {
      for (const setting of TIMEOUT_SETTINGS) await sql`RESET ${sql.id(setting)}`.execute(connection).catch(() => {});
    }
  });
}

/** Reverts the most recent migration. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateDown(db: Kysely<any>): Promise<string[]> {
  return unwrap(await migratorFor(db).migrateDown());
}

export const migrationNames = Object.keys(migrations);

/** Applies or reverts migrations until `name` is the last applied (tests of a migration's data change). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateTo(db: Kysely<any>, name: string): Promise<string[]> {
  return unwrap(await migratorFor(db).migrateTo(name));
}
