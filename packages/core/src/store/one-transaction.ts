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

/** One begun transaction of the handle: a savepoint of its own name on the request's connection. */
interface SavepointConnection extends DatabaseConnection {
  savepoint?: string;
}

/**
 * Each transaction begun on the handle gets a connection object of its own (over the one real
 * connection) that remembers its savepoint's name, so a commit or rollback always names its own
 * savepoint, however transactions nest, and a RELEASE that fails (the work left the transaction
 * aborted) is followed by a rollback to that same savepoint, never to another.
 */
class SavepointDriver implements Driver {
  private next = 0;

  constructor(private readonly trx: ControlledTransaction<Database>) {}

  async init() {}
  async acquireConnection(): Promise<SavepointConnection> {
    const { trx } = this;
    return {
      executeQuery: <R>(query: CompiledQuery) => trx.executeQuery(query) as Promise<QueryResult<R>>,
      streamQuery: () => {
        throw new Error("Streaming is not supported inside a request's transaction");
      },
    };
  }
  async beginTransaction(connection: SavepointConnection) {
    const name = `nested_${++this.next}`;
    await sql`SAVEPOINT ${sql.id(name)}`.execute(this.trx);
    connection.savepoint = name;
  }
  async commitTransaction(connection: SavepointConnection) {
    await sql`RELEASE SAVEPOINT ${sql.id(savepointOf(connection))}`.execute(this.trx);
    connection.savepoint = undefined;
  }
  async rollbackTransaction(connection: SavepointConnection) {
    const name = savepointOf(connection);
    await sql`ROLLBACK TO SAVEPOINT ${sql.id(name)}`.execute(this.trx);
    await sql`RELEASE SAVEPOINT ${sql.id(name)}`.execute(this.trx);
    connection.savepoint = undefined;
  }
  async releaseConnection() {}
  async destroy() {}
}

function savepointOf(connection: SavepointConnection): string {
  if (!connection.savepoint) throw new Error("No savepoint is open on this connection");
  return connection.savepoint;
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
  const handle = new Kysely<Database>({ dialect });
  oneTransactionHandles.add(handle);
  return handle;
}

const oneTransactionHandles = new WeakSet<Kysely<Database>>();

/**
 * Whether `db` is a handle of oneTransaction: there a statement that fails aborts the whole
 * transaction, so work that lets a statement fail and goes on must give it a savepoint
 * (`db.transaction()`) of its own.
 */
export function runsInsideTransaction(db: Kysely<Database>): boolean {
  return oneTransactionHandles.has(db);
}
