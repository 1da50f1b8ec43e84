// The hot queries compiled once (prepared) reach PostgreSQL as named prepared statements, parsed
// and planned once per connection; every other query stays unnamed.
import { expect, it } from "vitest";
import { createDatabase, executeNamed, prepared, preparedShapes, sql } from "../src/index";
import { scratchDatabase } from "./fixtures/scratch-database";

const scratch = scratchDatabase("named_statements", 1);
const db = () => scratch.handle().db;

it("sends prepared queries as named statements on each connection, and others unnamed", async () => {
  const square = prepared((db, p: { n: number }) => db.selectNoFrom(sql<number>`${p.n}::int * ${p.n}::int`.as("square")));
  expect(await square(db(), { n: 3 })).toEqual([{ square: 9 }]);
  expect(await square(db(), { n: 4 })).toEqual([{ square: 16 }]);
  await sql`SELECT 1`.execute(db());
  // One pooled connection: the session that ran them lists what it prepared.
  const { rows } = await sql<{ name: string; statement: string }>`SELECT name, statement FROM pg_prepared_statements`.execute(db());
  expect(rows).toHaveLength(1);
  expect(rows[0]!.name).toMatch(/^q_[0-9a-f]{24}_\w+$/);
  expect(rows[0]!.statement).toContain("$1");
});

it("compiles a shaped query once per shape, and each call sends its own values", async () => {
  // A small table to filter: a query whose text depends on which filters are given.
  await sql`CREATE TABLE shaped (id int PRIMARY KEY, colour text NOT NULL, size int NOT NULL)`.execute(db());
  await sql`INSERT INTO shaped VALUES (1, 'red', 1), (2, 'red', 2), (3, 'blue', 2), (4, 'blue', 3), (5, 'green', 3)`.execute(db());
  let builds = 0;
  const matching = preparedShapes(
    (db, shape: { colour: boolean; size: boolean }, p: { colour?: string; size?: number; limit: number }) => {
      builds += 1;
      let query = db.selectFrom("shaped").select("id").orderBy("id").limit(p.limit);
      if (shape.colour) query = query.where("colour", "=", p.colour as string);
      if (shape.size) query = query.where("size", ">=", p.size as number);
      return query;
    },
    (shape) => `${Number(shape.colour)}${Number(shape.size)}`,
  );
  const ids = async (shape: { colour: boolean; size: boolean }, p: { colour?: string; size?: number; limit: number }) =>
    ((await matching(db(), shape, p)) as { id: number }[]).map((row) => row.id);

  expect(await ids({ colour: true, size: false }, { colour: "red", limit: 10 })).toEqual([1, 2]);
  expect(await ids({ colour: true, size: false }, { colour: "blue", limit: 10 })).toEqual([3, 4]);
  expect(await ids({ colour: true, size: false }, { colour: "blue", limit: 1 })).toEqual([3]);
  expect(await ids({ colour: false, size: true }, { size: 3, limit: 10 })).toEqual([4, 5]);
  expect(await ids({ colour: true, size: true }, { colour: "blue", size: 3, limit: 10 })).toEqual([4]);
  expect(await ids({ colour: true, size: true }, { colour: "red", size: 2, limit: 10 })).toEqual([2]);
  expect(await ids({ colour: false, size: false }, { limit: 2 })).toEqual([1, 2]);
  // Four shapes, each built once however many times it ran.
  expect(builds).toBe(4);
  const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%shaped%'`.execute(
    db(),
  );
  expect(rows).toHaveLength(4);
});

it("compiles raw SQL written with sql once too, with each call's values and the text's own constants", async () => {
  let builds = 0;
  const greeting = preparedShapes(
    (_db, loud: boolean, p: { name: string; times: number }) => {
      builds += 1;
      // 'Hello' is a constant of the text, sent as a parameter like the values.
      return sql<{ text: string }>`SELECT repeat(${"Hello, "} || ${p.name}, ${p.times}) ${loud ? sql`|| '!'` : sql``} AS text`;
    },
    (loud) => String(loud),
  );
  expect(await greeting(db(), false, { name: "Ada", times: 1 })).toEqual([{ text: "Hello, Ada" }]);
  expect(await greeting(db(), false, { name: "Bo", times: 2 })).toEqual([{ text: "Hello, BoHello, Bo" }]);
  expect(await greeting(db(), true, { name: "Cy", times: 1 })).toEqual([{ text: "Hello, Cy!" }]);
  expect(builds).toBe(2);
  const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%repeat(%'`.execute(
    db(),
  );
  expect(rows).toHaveLength(2);
});

it("runs a hot query inside a transaction on the transaction's connection, and outside it on a pooled one", async () => {
  // Two connections: the transaction holds one while a query outside it takes the other.
  const two = createDatabase(scratch.url, { max: 2 });
  try {
    await sql`CREATE TABLE seen (id int PRIMARY KEY)`.execute(two.db);
    const ids = prepared((db) =>
      db
        .selectFrom("seen" as never)
        .select(sql<number>`id`.as("id"))
        .orderBy(sql`id`),
    );
    const insert = (db: typeof two.db, id: number) => executeNamed(db, sql`INSERT INTO seen VALUES (${id})`);
    await two.db.transaction().execute(async (trx) => {
      expect((await insert(trx, 1)).numAffectedRows).toBe(1n);
      // The transaction sees its own row; a query outside it does not, until it commits.
      expect(await ids(trx, {})).toEqual([{ id: 1 }]);
      expect(await ids(two.db, {})).toEqual([]);
    });
    expect(await ids(two.db, {})).toEqual([{ id: 1 }]);
    // Outside a transaction too, a write answers how many rows it changed, and a failure is pg's own error.
    expect((await insert(two.db, 2)).numAffectedRows).toBe(1n);
    await expect(insert(two.db, 2)).rejects.toMatchObject({ code: "23505" });
    expect(await ids(two.db, {})).toEqual([{ id: 1 }, { id: 2 }]);
  } finally {
    await two.close();
  }
});
