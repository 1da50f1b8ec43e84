// A query that gets no answer within the client's query timeout (a frozen server, a dropped
// network, or here simply a statement that runs on) must not hold its caller longer than that
// timeout: the transaction's ROLLBACK would otherwise queue behind the unanswered query on the same
// connection and wait a timeout of its own. The connection is closed instead, and the pool goes on
// with a new one.
import pg from "pg";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase, isDatabaseUnavailable, sql, type DatabaseHandle } from "../src/index";

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `query_timeout_${randomBytes(4).toString("hex")}`;
const QUERY_TIMEOUT_MS = 600;
let handle: DatabaseHandle;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  handle = createDatabase(url.toString(), {
    max: 1,
    timeouts: { statementMs: 0, lockMs: 0, idleInTransactionMs: 0, queryMs: QUERY_TIMEOUT_MS },
  });
});
afterAll(async () => {
  await handle?.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

it("fails a transaction whose query gets no answer within the query timeout, once, and serves the next query", async () => {
  const started = performance.now();
  const failure = await handle.db
    .transaction()
    .execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      await sql`SELECT pg_sleep(5)`.execute(trx);
    })
    .then(
      () => null,
      (error: unknown) => error,
    );
  const took = performance.now() - started;
  // The timeout, or the ROLLBACK refused on the closed connection: the database is unavailable (503).
  expect(isDatabaseUnavailable(failure)).toBe(true);
  expect(took).toBeGreaterThanOrEqual(QUERY_TIMEOUT_MS - 50);
  // Not a second timeout for the ROLLBACK behind it (nor the five seconds of the statement).
  expect(took).toBeLessThan(2 * QUERY_TIMEOUT_MS);
  // The one pooled connection was replaced: the next query is answered at once.
  const next = performance.now();
  expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db)).rows).toEqual([{ one: 1 }]);
  expect(performance.now() - next).toBeLessThan(QUERY_TIMEOUT_MS);
});
