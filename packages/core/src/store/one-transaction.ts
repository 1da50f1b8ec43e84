// A Kysely handle over one open transaction, for work whose every write must commit together
// with something decided later (an idempotent request's answer). Store functions keep calling
// `db.transaction().execute(...)`; on this handle each such call is a savepoint, so a function
// that fails still undoes only its own writes, exactly as its own transaction would.
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type CompiledQuery,
  type ControlledTransaction,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from "kysely";
import type { Database } from "@booking/db";

class SavepointDriver implements Driver {
  private readonly open: string[] = [];
  private next = 0;
  private readonly connection: DatabaseConnection;

  constructor(private readonly trx: ControlledTransaction<Database>) {
    this.connection = {
      executeQuery: <R>(query: CompiledQuery) => trx.executeQuery(query) as Promise<QueryResult<R>>,
      streamQuery: () => {
        throw new Error("Streaming is not supported inside a request's transaction");
      },
    };
  }

  async init() {}
  async acquireConnection() {
    return this.connection;
  }
  async beginTransaction() {
    const name = `nested_${++this.next}`;
    await sql`SAVEPOINT ${sql.id(name)}`.execute(this.trx);
    this.open.push(name);
  }
  async commitTransaction() {
    const name = this.open.pop()!;
    await sql`RELEASE SAVEPOINT ${sql.id(name)}`.execute(this.trx);
  }
  async rollbackTransaction() {
    const name = this.open.pop()!;
    await sql`ROLLBACK TO SAVEPOINT ${sql.id(name)}`.execute(this.trx);
    await sql`RELEASE SAVEPOINT ${sql.id(name)}`.execute(this.trx);
  }
  async releaseConnection() {}
  async destroy() {}
}

/**
 * Queries run inside `trx`; transactions begun on the handle are savepoints of `trx`. A Kysely
 * handle, not a Transaction, on purpose: store functions begin their own transactions on it (a
 * Transaction refuses to), and the Transaction each gets is what recordEvent and the row-lock
 * helpers take.
 */
export function oneTransaction(trx: ControlledTransaction<Database>): Kysely<Database> {
  const dialect: Dialect = {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new SavepointDriver(trx),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db) => new PostgresIntrospector(db),
  };
  return new Kysely<Database>({ dialect });
}
