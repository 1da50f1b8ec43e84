// Many rows as one parameter: the rows as a JSON array, turned back into rows of `table`'s own
// column types by PostgreSQL (jsonb_populate_recordset), so that a statement writing many rows
// sends one value instead of one per column and row, and its text does not grow with them. Keys
// are column names; a column a row leaves out is NULL; dates go as ISO strings, jsonb columns as
// JSON values (not as JSON text).
import { sql, type RawBuilder } from "kysely";
import type { Database } from "./schema/index";

/** `rows` of `table` as a set-returning expression for `SELECT … FROM` (see above). */
export function rowsOf(table: keyof Database, rows: readonly object[]): RawBuilder<unknown> {
  return sql`jsonb_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb)`;
}
