// A list the service answers a page at a time (`pagination: { page, totalPages, total }`), as the
// pages read it: the items of the pages read so far (each once, should one move to the next page
// while reading), how many the service has in all, and the page to ask for next. A list is never
// cut silently: where more exist than were read, the page says how many and offers the rest.

export interface ListPage<T> {
  data: T[];
  pagination: { page: number; totalPages: number; total: number };
}

/** The page after `last`, or undefined when it was the last. */
export function nextPageOf(last: ListPage<unknown>): number | undefined {
  const { page, totalPages } = last.pagination;
  return page < totalPages ? page + 1 : undefined;
}

export interface PagesRead<T> {
  items: T[];
  /** How many the list holds in all, as the service counted it at the latest page read. */
  total: number;
  /** Whether the service has items not read yet. */
  more: boolean;
}

/** The items of the pages read, in order, each id once; undefined before the first page. */
export function pagesRead<T>(pages: readonly ListPage<T>[] | undefined): PagesRead<T> | undefined {
  const last = pages?.at(-1);
  if (!pages || !last) return undefined;
  const seen = new Set<unknown>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.data) {
      const id = typeof item === "object" && item !== null && "id" in item ? item.id : item;
      if (seen.has(id)) continue;
      seen.add(id);
      items.push(item);
    }
  }
  return { items, total: Math.max(last.pagination.total, items.length), more: nextPageOf(last) !== undefined };
}
