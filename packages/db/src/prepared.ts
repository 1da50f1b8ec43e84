// Hot queries compiled once. Building and compiling a Kysely query costs more CPU than sending
// it; for queries whose shape never changes, `prepared` compiles on first use with sentinel
// parameters and afterwards only substitutes the values (`preparedShapes`: once per shape, for
// text that depends on which filters are given). Every parameter must be used as a plain value
// (a comparison operand, an inserted value, a whole array), never as an identifier or to decide
// the text.
// Their SQL is also sent as a named prepared statement (see connect.ts): PostgreSQL parses and
// plans it once per connection instead of on every call, which costs it more than running it.
import { createHash } from "node:crypto";
import type { Compilable, CompiledQuery, Kysely, QueryResult, RawBuilder } from "kysely";
import type { Pool } from "pg";

/** The SQL texts sent as named prepared statements, with their names. */
const statementNames = new Map<string, string>();

/** The statement name of `sql`, when it is one of the hot queries compiled once. */
export function statementNameOf(sql: string): string | undefined {
  return statementNames.get(sql);
}

/** Marks `sql` to be sent as a named prepared statement (a name derived from its text). */
export function nameStatement(sql: string): void {
  if (!statementNames.has(sql)) statementNames.set(sql, `q_${createHash("sha256").update(sql).digest("hex").slice(0, 24)}`);
}

const SENTINEL = "\u0000prepared-param:";

/**
 * The pool behind each handle createDatabase made. Outside a transaction, the hot queries go
 * straight to it: one pooled connection for one statement, which is all Kysely's executor does
 * for them too, without its four layers of promises (about 2 % of a simple read's CPU). Any other
 * handle (a transaction, a request's own transaction, a handle with plugins) goes through Kysely.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Kysely handle
const pools = new WeakMap<Kysely<any>, Pool>();

/** Sends the hot queries given `db` straight to `pool` (see `pools`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Kysely handle
export function sendHotQueriesDirectly(db: Kysely<any>, pool: Pool): void {
  pools.set(db, pool);
}

/** Runs a compiled hot query on `db`: straight on its pool when it has one, else through Kysely; Kysely's answer either way. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Kysely handle or transaction
async function runHot<Row>(db: Kysely<any>, query: CompiledQuery<Row>): Promise<QueryResult<Row>> {
  const pool = pools.get(db);
  if (!pool) return db.executeQuery(query);
  const client = await pool.connect();
  try {
    // A string and an array: the client sends it as its named statement (connect.ts).
    const { command, rowCount, rows } = await client.query(query.sql, query.parameters as unknown[]);
    // What Kysely's Postgres driver answers.
    const counted = command === "INSERT" || command === "UPDATE" || command === "DELETE" || command === "MERGE";
    return { rows: rows as Row[], numAffectedRows: counted ? BigInt(rowCount ?? 0) : undefined };
  } finally {
    // As Kysely does: the connection goes back to the pool whatever the statement's outcome; one
    // whose statement timed out has already been closed, and the pool drops it.
    client.release();
  }
}

/**
 * Runs a query whose text is the same on every call (only its values vary) as a named prepared
 * statement: for hot statements written with `sql` (booking creation, the event writes) or with
 * the query builder (the worker's reads and writes for each message it sends). Its text must take
 * few shapes: each is one named statement per connection for the life of the process.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Kysely handle or transaction
export async function executeNamed<Row>(db: Kysely<any>, query: Buildable<Row>): Promise<QueryResult<Row>> {
  const compiled = "isRawBuilder" in query ? query.compile(db) : query.compile();
  nameStatement(compiled.sql);
  return runHot(db, compiled);
}

type Slot = { name: string } | { value: unknown };

interface CompiledWithSlots<Row> {
  query: CompiledQuery<Row>;
  /** Where each parameter comes from: a value of the call's params by name, or a constant of the text. */
  slots: Slot[];
}

/** A query builder's query, or raw SQL written with `sql` (which compiles against a Kysely handle). */
type Buildable<Row> = Compilable<Row> | RawBuilder<Row>;

/** Compiles the query `build` makes with sentinel values for its params, noting where each one goes. */
function compileWithSentinels<Params, Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Kysely handle compiles alike
  db: Kysely<any>,
  build: (placeholders: Params) => Buildable<Row>,
): CompiledWithSlots<Row> {
  const placeholders = new Proxy({} as Params & object, { get: (_target, name) => `${SENTINEL}${String(name)}` });
  const built = build(placeholders);
  const query = "isRawBuilder" in built ? built.compile(db) : built.compile();
  nameStatement(query.sql);
  return {
    query,
    slots: query.parameters.map((value) =>
      typeof value === "string" && value.startsWith(SENTINEL) ? { name: value.slice(SENTINEL.length) } : { value },
    ),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Kysely handle or transaction
async function runWithParams<Row>(db: Kysely<any>, compiled: CompiledWithSlots<Row>, params: Record<string, unknown>): Promise<Row[]> {
  const { query, slots } = compiled;
  const parameters = slots.map((slot) => ("name" in slot ? params[slot.name] : slot.value));
  const result = await runHot<Row>(db, { query: query.query, queryId: query.queryId, sql: query.sql, parameters });
  return result.rows;
}

export function prepared<Params extends Record<string, unknown>, Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Kysely handle compiles alike
  build: (db: Kysely<any>, params: Params) => Buildable<Row>,
) {
  let compiled: CompiledWithSlots<Row> | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async (db: Kysely<any>, params: Params): Promise<Row[]> => {
    compiled ??= compileWithSentinels(db, (placeholders: Params) => build(db, placeholders));
    return runWithParams(db, compiled, params);
  };
}

/**
 * As `prepared`, for a query whose text takes one of a few shapes (a list's optional filters):
 * compiled once per shape. `shape` holds only what decides the text (which filters are given, how
 * many values a list has) and is used as it is; `keyOf` names it. Every value the query sends comes
 * from `params`, under the same rule as for `prepared`. The shapes must be few: each is kept for
 * the life of the process (and is one named statement per connection).
 */
export function preparedShapes<Shape, Params extends Record<string, unknown>, Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Kysely handle compiles alike
  build: (db: Kysely<any>, shape: Shape, params: Params) => Buildable<Row>,
  keyOf: (shape: Shape) => string,
) {
  const compiledByShape = new Map<string, CompiledWithSlots<Row>>();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async (db: Kysely<any>, shape: Shape, params: Params): Promise<Row[]> => {
    const key = keyOf(shape);
    let compiled = compiledByShape.get(key);
    if (!compiled) {
      compiled = compileWithSentinels(db, (placeholders: Params) => build(db, shape, placeholders));
      compiledByShape.set(key, compiled);
    }
    return runWithParams(db, compiled, params);
  };
}
