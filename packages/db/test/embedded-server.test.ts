// The embedded server keeps each connection's statements whole when many connections share one
// PGlite: statements split across TCP chunks (a large parameter) never bind to another
// connection's statement, and transactions stay isolated.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { serveEmbedded, type EmbeddedServer } from "../src/embedded-server";

let db: PGlite;
let server: EmbeddedServer;
let pools: pg.Pool[];

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec("CREATE TABLE t (id int PRIMARY KEY, v text)");
  server = await serveEmbedded(db);
  const url = `postgres://postgres:postgres@127.0.0.1:${server.port}/postgres`;
  pools = Array.from({ length: 4 }, () => new pg.Pool({ connectionString: url, max: 6 }));
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await server.stop();
  await db.close();
});

describe("embedded server", () => {
  it("answers every statement of many concurrent connections correctly", async () => {
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: 800 }, async (_, i) => {
        const pool = pools[i % pools.length]!;
        try {
          if (i % 9 === 0) {
            const client = await pool.connect();
            try {
              await client.query("BEGIN");
              await client.query("INSERT INTO t (id, v) VALUES ($1, $2)", [100_000 + i, "tx"]);
              await new Promise((resolve) => setTimeout(resolve, 1));
              const seen = await client.query("SELECT count(*)::int AS n FROM t WHERE id = $1", [100_000 + i]);
              await client.query("COMMIT");
              if (seen.rows[0].n !== 1) failures.push(`transaction ${i} did not see its own row`);
            } finally {
              client.release();
            }
          } else if (i % 2 === 0) {
            // Every tenth insert carries 300 kB: its messages arrive in several chunks.
            const value = "v".repeat(i % 10 === 0 ? 300_000 : 10);
            const r = await pool.query("INSERT INTO t (id, v) VALUES ($1, $2) RETURNING id, length(v) AS n", [i, value]);
            if (r.rows[0].id !== i || r.rows[0].n !== value.length) failures.push(`insert ${i} answered ${JSON.stringify(r.rows[0])}`);
          } else {
            const r = await pool.query("SELECT $1::int AS a, $2::text AS b, $3::int + 1 AS c", [i, `x${i}`, i]);
            if (r.rows[0].a !== i || r.rows[0].b !== `x${i}` || r.rows[0].c !== i + 1)
              failures.push(`select ${i} answered ${JSON.stringify(r.rows[0])}`);
          }
        } catch (error) {
          failures.push(`${i}: ${(error as Error).message}`);
        }
      }),
    );
    expect(failures).toEqual([]);
  });

  it("rolls back the transaction of a connection that goes away, freeing the database", async () => {
    const lone = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${server.port}/postgres` });
    await lone.connect();
    await lone.query("BEGIN");
    await lone.query("INSERT INTO t (id, v) VALUES (999999, 'abandoned')");
    lone.on("error", () => {});
    (lone as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const r = await pools[0]!.query("SELECT count(*)::int AS n FROM t WHERE id = 999999");
    expect(r.rows[0].n).toBe(0);
  });
});
