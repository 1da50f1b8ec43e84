// Every paginated list answers one page of rows and the total of the whole filtered list: the two
// queries share the filtered base and run at once.
import type { SelectQueryBuilder } from "kysely";
import { offsetOf } from "../schemas/common";

export interface PageRequest {
  page: number;
  limit: number;
}

/** The page of `rows(base)` (columns and order added to the filtered base) and the total of `base`. */
export async function pageOf<DB, TB extends keyof DB, Row>(
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a base with no columns selected yet
  base: SelectQueryBuilder<DB, TB, {}>,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the same
  rows: (base: SelectQueryBuilder<DB, TB, {}>) => SelectQueryBuilder<DB, TB, Row>,
  page: PageRequest,
): Promise<{ rows: Row[]; total: number }> {
  const [items, count] = await Promise.all([
    rows(base).limit(page.limit).offset(offsetOf(page.page, page.limit)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow() as Promise<{ total: number | string | bigint }>,
  ]);
  return { rows: items, total: Number(count.total) };
}
