// Work tables a worker takes rows from (times given back, openings): each pending row is taken once,
// oldest first, in a transaction of its own (FOR UPDATE SKIP LOCKED: workers share them), and its
// handler marks it done there. Every relay pass asks, so a pass with nothing to do costs one plain
// read, no transaction.
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import { executeNamed, type Database } from "@booking/db";

type WorkTable = "waitlist_releases" | "waitlist_openings";

/** Handles up to `limit` pending rows of `table` one after another; answers what each handler answered. */
export async function eachPendingRow<T extends WorkTable, R>(
  db: Kysely<Database>,
  table: T,
  limit: number,
  handle: (trx: Transaction<Database>, row: Selectable<Database[T]>) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  while (results.length < limit) {
    const pending = await executeNamed(db, sql`SELECT 1 FROM ${sql.table(table)} WHERE processed_at IS NULL LIMIT 1`);
    if (pending.rows.length === 0) break;
    const done = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<Selectable<Database[T]>>`
        SELECT * FROM ${sql.table(table)} WHERE processed_at IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`.execute(trx);
      const row = rows[0];
      return row === undefined ? null : { result: await handle(trx, row) };
    });
    if (done === null) break;
    results.push(done.result);
  }
  return results;
}
