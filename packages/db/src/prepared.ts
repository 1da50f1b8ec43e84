// Hot queries compiled once. Building and compiling a Kysely query costs more CPU than sending
// it; for queries whose shape never changes, `prepared` compiles on first use with sentinel
// parameters and afterwards only substitutes the values. Every parameter must be used as a
// plain value (a comparison operand, an inserted value), never as an identifier or in a list.
import type { Compilable, CompiledQuery, Kysely } from "kysely";

const SENTINEL = "\u0000prepared-param:";

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
