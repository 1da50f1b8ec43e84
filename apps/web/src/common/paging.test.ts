// Lists read a page at a time: the next page to ask for, and the items read so far with how many
// exist in all, so that a page can say that more exist rather than stop at the first page.
import { describe, expect, it } from "vitest";
import { nextPageOf, pagesRead, type ListPage } from "./paging";

const page = (pageNumber: number, ids: string[], total: number, limit = 2): ListPage<{ id: string }> => ({
  data: ids.map((id) => ({ id })),
  pagination: { page: pageNumber, totalPages: Math.ceil(total / limit), total },
});

describe("a list read page by page", () => {
  it("asks for the next page until the last", () => {
    expect(nextPageOf(page(1, ["a", "b"], 5))).toBe(2);
    expect(nextPageOf(page(2, ["c", "d"], 5))).toBe(3);
    expect(nextPageOf(page(3, ["e"], 5))).toBeUndefined();
    expect(nextPageOf(page(1, [], 0))).toBeUndefined();
  });

  it("says that more exist while pages remain, and how many there are in all", () => {
    expect(pagesRead([page(1, ["a", "b"], 5)])).toEqual({ items: [{ id: "a" }, { id: "b" }], total: 5, more: true });
    expect(pagesRead([page(1, ["a", "b"], 5), page(2, ["c", "d"], 5), page(3, ["e"], 5)])).toMatchObject({ total: 5, more: false });
    expect(pagesRead([page(1, ["a"], 1)])).toEqual({ items: [{ id: "a" }], total: 1, more: false });
    expect(pagesRead(undefined)).toBeUndefined();
  });

  it("lists an item once when it moved to the next page between two reads", () => {
    // "c" was added before "b" after the first page was read: "b" now opens the second page.
    const read = pagesRead([page(1, ["a", "b"], 5), page(2, ["b", "d"], 5)]);
    expect(read?.items.map((item) => item.id)).toEqual(["a", "b", "d"]);
  });
});
