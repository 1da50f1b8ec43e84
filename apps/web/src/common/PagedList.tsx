// A list read a page at a time with TanStack Query (one infinite query under the procedure's own
// key, so that invalidating the procedure reads it again), and the line under it that says how many
// are shown of how many, with a button for the next page while more exist.
import { useId } from "react";
import { useI18n } from "../i18n/I18n";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { nextPageOf, pagesRead, type ListPage, type PagesRead } from "./paging";

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;

/**
 * The pages of a list, from `fetchPage(1)` on; `key` is the procedure's query key for its input
 * (`trpc.staff.list.queryKey(input)`), which the pages' key begins with. `keepPrevious` shows the
 * last answer while another input's first page is read (a search as it is typed).
 */
export function usePagedList<T>(
  key: readonly unknown[],
  fetchPage: (page: number) => Promise<ListPage<T>>,
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  const query = useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...key, "pages"],
      queryFn: ({ pageParam }) => fetchPage(pageParam),
      initialPageParam: 1,
      getNextPageParam: nextPageOf,
      enabled: options.enabled ?? true,
      ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    }),
  );
  const read: PagesRead<T> | undefined = pagesRead(query.data?.pages);
  return {
    /** The items read so far; undefined until the first page is in. */
    items: read?.items,
    total: read?.total,
    more: read?.more ?? false,
    error: query.error,
    isPending: query.isPending,
    loadingMore: query.isFetchingNextPage,
    showMore: () => void query.fetchNextPage(),
  };
}

/**
 * "Showing 100 of 230." and a button for more, under a list of which more exist; nothing once
 * every item is shown. The words are the page's own (the console's or the booking page's).
 */
export function ShowMore<T>(props: {
  list: PagedList<T>;
  shown: (shown: number, total: number) => string;
  button: string;
  busy: string;
  testId: string;
}) {
  const id = useId();
  const { list } = props;
  if (!list.more || !list.items || list.total === undefined) return null;
  return (
    <p className="show-more" data-testid={props.testId}>
      <span id={id}>{props.shown(list.items.length, list.total)}</span>{" "}
      <button type="button" className="link" aria-describedby={id} disabled={list.loadingMore} onClick={list.showMore}>
        {list.loadingMore ? props.busy : props.button}
      </button>
    </p>
  );
}

/** ShowMore in the staff's words (the console's catalogue), for the console and the front desk. */
export function MoreOf<T>({ list, testId }: { list: PagedList<T>; testId: string }) {
  const { t } = useI18n();
  return (
    <ShowMore
      list={list}
      testId={testId}
      shown={(shown, total) => t("console.list.shown", { shown, total })}
      button={t("console.list.more")}
      busy={t("console.list.loadingMore")}
    />
  );
}
