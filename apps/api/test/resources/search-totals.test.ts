// Search results read tier by tier (name, then category and location, then service names), and
// totals: counted exactly up to about 2,000 matches, estimated from a fixed sixteenth of the
// providers beyond, on a marketplace big enough to cross that line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@booking/db";
import type { ApiClient } from "@booking/testing";
import { startTestApi, type TestApi } from "../helpers";

let t: TestApi;
let api: ApiClient;
const CROWD = 3_000;

interface SearchPage {
  results: { id: string; name: string; rating: number }[];
  total: number;
}

beforeAll(async () => {
  t = await startTestApi();
  api = (await t.newProvider({ name: "Searcher", category: "Office", location: "Nowhere" })).api;
  // 3,000 "Lumen" providers in one statement (the search triggers run once for all of them);
  // every tenth carries "lumen" in its location, not its name. Ids are random-looking but the
  // same every run, so which providers fall in the estimate's sample is too.
  await sql`
    INSERT INTO providers (id, name, category, location)
    SELECT md5('lumen' || g)::uuid, CASE WHEN g % 10 = 0 THEN 'Studio ' || g ELSE 'Lumen Studio ' || g END,
           CASE WHEN g % 2 = 0 THEN 'Spa' ELSE 'Barber' END,
           CASE WHEN g % 10 = 0 THEN 'Lumenstrasse ' || g ELSE 'Town ' || (g % 50) END
    FROM generate_series(1, ${CROWD}) g`.execute(t.db);
  // Ratings, so "within a tier by rating" has something to order.
  await sql`UPDATE provider_search SET review_count = 1, rating_sum = 1 + (hashtext(name) & 3)`.execute(t.db);
  // As autovacuum would after a bulk load: the planner's statistics.
  await sql`ANALYZE provider_search`.execute(t.db);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const search = async (query: Record<string, string | number>) => {
  const res = await api.get("/api/rpc/search/providers", { query });
  expect(res.status, res.text).toBe(200);
  return res.body as SearchPage;
};

describe("search over thousands of matches", () => {
  it("estimates a total of thousands of matches closely, and counts a smaller one exactly", async () => {
    const broad = await search({ q: "lumen" });
    expect(broad.total).toBeGreaterThan(CROWD * 0.8);
    expect(broad.total).toBeLessThan(CROWD * 1.25);
    expect(broad.results).toHaveLength(20);
    // Estimated, not counted: an estimate is a multiple of 16 (the sample is a sixteenth), 3,000 is not.
    expect(broad.total).not.toBe(CROWD);
    // The same query, the same total: a client paging through sees it hold still.
    expect((await search({ q: "lumen", page: 7 })).total).toBe(broad.total);
    // "Spa" halves it: 1,500 matches, counted exactly.
    expect((await search({ q: "lumen", category: "spa" })).total).toBe(CROWD / 2);
    // Spa providers (even numbers) outside Lumenstrasse (every tenth): 1,200.
    expect((await search({ q: "lumen town", category: "spa" })).total).toBe(CROWD / 2 - CROWD / 10);
  });

  it("reads name matches first, then location matches, each by rating, across page boundaries", async () => {
    const nameMatches = CROWD - CROWD / 10;
    // The last page of name matches runs into the location matches.
    const limit = 50;
    const page = Math.ceil(nameMatches / limit);
    const boundary = await search({ q: "lumen", limit, page });
    const next = await search({ q: "lumen", limit, page: page + 1 });
    const rows = [...boundary.results, ...next.results];
    const inName = (r: { name: string }) => r.name.startsWith("Lumen");
    const split = rows.findIndex((r) => !inName(r));
    expect(split).toBe(nameMatches - (page - 1) * limit);
    expect(rows.slice(split).some(inName)).toBe(false);
    for (const tier of [rows.slice(0, split), rows.slice(split)]) {
      const ratings = tier.map((r) => r.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    }
    // Every match appears exactly once over all pages.
    const seen = new Set<string>();
    for (let p = 1; ; p++) {
      const { results } = await search({ q: "lumen", limit: 100, page: p });
      if (results.length === 0) break;
      for (const r of results) seen.add(r.id);
    }
    expect(seen.size).toBe(CROWD);
  });

  it("estimates the total of a search without q over thousands and counts filtered ones exactly", async () => {
    const all = await search({});
    expect(all.total).toBeGreaterThan(CROWD * 0.8);
    expect(all.total).toBeLessThan((CROWD + 1) * 1.25);
    expect((await search({ location: "lumenstrasse" })).total).toBe(CROWD / 10);
  });
});
