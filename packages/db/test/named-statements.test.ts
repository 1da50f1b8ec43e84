// The hot queries compiled once (prepared) reach PostgreSQL as named prepared statements, parsed
// and planned once per connection; every other query stays unnamed.
import pg from "pg";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase, prepared, sql, type DatabaseHandle } from "../src/index";

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `named_statements_${randomBytes(4).toString("hex")}`;
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
  handle = createDatabase(url.toString(), { max: 1 });
});
afterAll(async () => {
  await handle?.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

it("sends prepared queries as named statements on each connection, and others unnamed", async () => {
  const square = prepared((db, p: { n: number }) => db.selectNoFrom(sql<number>`${p.n}::int * ${p.n}::int`.as("square")));
  expect(await square(handle.db, { n: 3 })).toEqual([{ square: 9 }]);
  expect(await square(handle.db, { n: 4 })).toEqual([{ square: 16 }]);
  await sql`SELECT 1`.execute(handle.db);
  // One pooled connection: the session that ran them lists what it prepared.
  const { rows } = await sql<{ name: string; statement: string }>`SELECT name, statement FROM pg_prepared_statements`.execute(handle.db);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.name).toMatch(/^q_[0-9a-f]{24}_\w+$/);
  expect(rows[0]!.statement).toContain("$1");
});
