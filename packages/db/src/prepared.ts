// Hot queries compiled once. Building and compiling a Kysely query costs more CPU than sending
// it; for queries whose shape never changes, `prepared` compiles on first use with sentinel
// parameters and afterwards only substitutes the values. Every parameter must be used as a
// plain value (a comparison operand, an inserted value), never as an identifier or in a list.
// Their SQL is also sent as a named prepared statement (see connect.ts): PostgreSQL parses and
// plans it once per connection instead of on every call, which costs it more than running it.
import { createHash } from "node:crypto";
import type { Compilable, CompiledQuery, Kysely, QueryResult, RawBuilder } from "kysely";

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
 * Runs a raw query whose text is the same on every call (only its values vary) as a named
 * prepared statement: for hot statements written with `sql` (booking creation, the event writes).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Kysely handle or transaction
export async function executeNamed<Row>(db: Kysely<any>, query: RawBuilder<Row>): Promise<QueryResult<Row>> {
  const compiled = query.compile(db);
  nameStatement(compiled.sql);
  return db.executeQuery(compiled);
}

/**
 * Runs a query built on each call as a named prepared statement. Only for queries whose SQL text
 * comes from a small set of shapes (a list's optional filters: each shape is one statement per
 * connection), never for text that varies with the values.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Kysely handle or transaction
export async function executeShaped<Row>(db: Kysely<any>, query: Compilable<Row>): Promise<QueryResult<Row>> {
  const compiled = query.compile();
  nameStatement(compiled.sql);
  return db.executeQuery(compiled);
}

type Slot = { name: string } | { value: unknown };

export function prepared<Params extends Record<string, unknown>, Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Kysely handle compiles alike
  build: (db: Kysely<any>, params: Params) => Compilable<Row>,
) {
  let compiled: { query: CompiledQuery<Row>; slots: Slot[] } | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async (db: Kysely<any>, params: Params): Promise<Row[]> => {
    if (!compiled) {
      const placeholders = new Proxy({} as Params, { get: (_target, name) => `${SENTINEL}${String(name)}` });
      const query = build(db, placeholders).compile();
      nameStatement(query.sql);
      compiled = {
        query,
        slots: query.parameters.map((value) =>
          typeof value === "string" && value.startsWith(SENTINEL) ? { name: value.slice(SENTINEL.length) } : { value },
        ),
      };
    }
    const parameters = compiled.slots.map((slot) => ("name" in slot ? params[slot.name] : slot.value));
    const result = await db.executeQuery<Row>({ ...compiled.query, parameters });
    return result.rows;
  };
}
