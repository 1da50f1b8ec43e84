// A fresh, migrated PostgreSQL database per test file, dropped when the file is done, so files
// run in parallel without sharing state and leave nothing behind.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDatabase, migrateToLatest, type DatabaseHandle } from "@booking/db";

/** The server tests run against: TEST_DATABASE_URL, else the local PostgreSQL. */
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase extends DatabaseHandle {
  name: string;
  url: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

function urlWithDatabase(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(options: { migrate?: boolean; poolSize?: number } = {}): Promise<TestDatabase> {
  const name = `booking_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = urlWithDatabase(ADMIN_DATABASE_URL, name);
  const handle = createDatabase(url, { max: options.poolSize ?? 20, applicationName: "booking-test" });
  if (options.migrate !== false) await migrateToLatest(handle.db);
  let dropped: Promise<void> | undefined;
  return {
    ...handle,
    name,
    url,
    drop: () =>
      (dropped ??= (async () => {
        await handle.close();
        await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      })()),
  };
}
