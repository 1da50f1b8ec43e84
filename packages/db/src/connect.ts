import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema/index";
import { sendHotQueriesDirectly, statementNameOf } from "./prepared";

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const DATE_OID = 1082;

// bigint and numeric arrive as strings by default; every such value here (counts, cents,
// averages) fits a JS number exactly enough, and callers should not have to convert. Dates stay
// text.
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    // A calendar date has no instant: keep PostgreSQL's `YYYY-MM-DD` instead of a local-midnight Date.
    if (oid === DATE_OID) return (value: string) => value;
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- pg's own parser, typed any
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig["getTypeParser"],
};

export interface DatabaseOptions {
  /** Largest number of pooled connections. */
  max?: number;
  applicationName?: string;
  /** Called for errors of idle pooled clients (a restarted server, say) instead of crashing. */
  onIdleError?: (error: Error) => void;
  /**
   * How long to wait for a connection — a new one, or a pooled one while all are busy — before
   * the query fails (as "database unavailable", 503). Default 5 s.
   */
  connectTimeoutMs?: number;
  /** Bounds on each connection's work, so a stuck or frozen database cannot hold a request for long. */
  timeouts?: DatabaseTimeouts;
}

export interface DatabaseTimeouts {
  /** Server side: a statement running longer is cancelled (57014). 0: no limit. */
  statementMs: number;
  /** Server side: a lock waited for longer fails (55P03). 0: no limit. */
  lockMs: number;
  /** Server side: a session idle inside a transaction for longer is ended (25P03). 0: no limit. */
  idleInTransactionMs: number;
  /**
   * Client side: a query with no answer for this long fails here, whatever the server does
   * (it may be frozen, or the network may drop packets). 0: no limit.
   */
  queryMs: number;
}

/** Sent as startup parameters; the embedded database takes none of them. */
function serverTimeouts(timeouts: DatabaseTimeouts | undefined): pg.PoolConfig {
  if (!timeouts) return {};
  return {
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    ...(timeouts.queryMs > 0 ? { query_timeout: timeouts.queryMs } : {}),
  };
}

let clients = 0;

/**
 * A pg client that sends the hot queries (prepared.ts) as named prepared statements: parsed and
 * planned once per connection. Kysely calls `query(sql, values)`; everything else passes through.
 * Names carry the client's own number: the embedded database runs every connection in one
 * session, where two clients preparing one name would collide. (A pooler in transaction mode,
 * such as PgBouncer's, does not keep named statements: use session mode.)
 */
class NamedStatementClient extends pg.Client {
  private readonly suffix = `_${(clients++).toString(36)}`;
  /** pg's own query, every overload (the override below widens one of them). */
  private readonly passOn = super.query.bind(this) as (...args: unknown[]) => unknown;

  // Typed `never` so it stands for each of pg's overloads: it returns what pg's own query does.
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const name = typeof config === "string" && Array.isArray(values) ? statementNameOf(config) : undefined;
    const result = name
      ? super.query({ name: name + this.suffix, text: config as string, values: values as unknown[] })
      : this.passOn(config, values, callback);
    if (result instanceof Promise) result.catch((error: unknown) => this.discardAfterTimeout(error));
    return result as never;
  }

  /**
   * A query that got no answer within query_timeout is still under way on this connection: the
   * next query (the transaction's ROLLBACK, say) would queue behind it and wait a timeout of its
   * own. The connection is closed instead, so what follows fails at once and the pool drops it.
   */
  private discardAfterTimeout(error: unknown) {
    if (error instanceof Error && error.message === "Query read timeout") this.connection.stream.destroy();
  }
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function createDatabase(connectionString: string, options: DatabaseOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? "booking-service",
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
    // A connection to a host that went away (a partition drops packets) is noticed and dropped.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...serverTimeouts(options.timeouts),
    types,
    Client: NamedStatementClient,
  });
  pool.on("error", (error) => options.onIdleError?.(error));
  // pg-pool listens for errors of idle clients only. A checked-out client whose server goes away
  // between two queries (inside a transaction, say, while the server shuts down) emits 'error'
  // with no listener, which would crash the process. The error is not lost: the client is no
  // longer queryable, so its next query rejects (mapped to 503) and the pool discards it on release.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  sendHotQueriesDirectly(db, pool);
  let closed: Promise<void> | undefined;
  return {
    db,
    pool,
    close: () => (closed ??= db.destroy()),
  };
}
