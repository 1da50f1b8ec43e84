import { describe, expect, it } from "vitest";
import {
  EXACT_TOTAL_LIMIT,
  reportedTotal,
  tierSlices,
  averageRating,
  correctedWords,
  escapeLike,
  majorUnits,
  mergeSuggestions,
  prefixTsQuery,
  prefixTsQueryOf,
  priceRange,
  queryWords,
  quoteLexeme,
} from "./search";

describe("search query text", () => {
  it("turns words into lower-case prefix terms joined by AND", () => {
    expect(prefixTsQuery("Hair  Salon")).toBe("'hair':* & 'salon':*");
    expect(prefixTsQuery("  hai ")).toBe("'hai':*");
  });

  it("keeps letters and digits of any script and drops operators and punctuation", () => {
    expect(prefixTsQuery("Friseur München 24/7")).toBe("'friseur':* & 'münchen':* & '24':* & '7':*");
    expect(prefixTsQuery("a & !b | c:* <-> 'd'")).toBe("'a':* & 'b':* & 'c':* & 'd':*");
    expect(prefixTsQuery("!!! & |")).toBeNull();
    expect(prefixTsQuery("")).toBeNull();
  });

  it("drops repeated words and keeps at most 10", () => {
    expect(queryWords("nail nail NAIL")).toEqual(["nail"]);
    expect(queryWords("a b c d e f g h i j k l")).toHaveLength(10);
  });
});

describe("typo correction", () => {
  it("quotes lexemes so they stay one operand", () => {
    expect(quoteLexeme("o'neil")).toBe("'o''neil'");
    expect(quoteLexeme("a\\b")).toBe("'a\\\\b'");
    expect(prefixTsQueryOf(["e-mail", "it's", "e-mail"])).toBe("'e-mail':* & 'it''s':*");
    expect(prefixTsQueryOf([])).toBeNull();
  });

  it("keeps known words, replaces unknown ones by the closest indexed word, and gives up when there is none", () => {
    expect(
      correctedWords([
        { word: "hair", known: true, closest: null },
        { word: "berlim", known: false, closest: "berlin" },
      ]),
    ).toEqual(["hair", "berlin"]);
    expect(correctedWords([{ word: "zzqq", known: false, closest: null }])).toBeNull();
    expect(correctedWords([])).toEqual([]);
  });
});

describe("prices and ratings", () => {
  it("writes major units without trailing zeros", () => {
    expect(majorUnits(2500)).toBe("25");
    expect(majorUnits(3950)).toBe("39.5");
    expect(majorUnits(1999)).toBe("19.99");
    expect(majorUnits(0)).toBe("0");
  });

  it("writes a price range, 0-0 without active services", () => {
    expect(priceRange(1500, 8000)).toBe("15-80");
    expect(priceRange(1999, 1999)).toBe("19.99-19.99");
    expect(priceRange(null, null)).toBe("0-0");
  });

  it("rounds the mean rating to one decimal, 0 without reviews", () => {
    expect(averageRating(0, 0)).toBe(0);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(4.25 * 4, 4)).toBe(4.3);
  });

  it("escapes LIKE wildcards", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
    expect(escapeLike("Berlin")).toBe("berlin");
  });
});

describe("suggestions", () => {
  it("puts prefix matches first, then word prefixes, then similar terms, distinct and at most 10", () => {
    const merged = mergeSuggestions([
      { term: "Hairspray", group: 2, score: 0.9 },
      { term: "Salon Hair", group: 1, score: 3 },
      { term: "Haircut", group: 0, score: 5 },
      { term: "Hair salon", group: 0, score: 9 },
      { term: "haircut", group: 2, score: 0.5 },
    ]);
    expect(merged).toEqual(["Hair salon", "Haircut", "Salon Hair", "Hairspray"]);
  });

  it("orders by name within equal scores and stops at the limit", () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ term: `term ${String(29 - i).padStart(2, "0")}`, group: 0 as const, score: 1 }));
    const merged = mergeSuggestions(many);
    expect(merged).toHaveLength(10);
    expect(merged[0]).toBe("term 00");
    expect(mergeSuggestions(many, 3)).toEqual(["term 00", "term 01", "term 02"]);
  });
});

describe("pages across relevance tiers", () => {
  it("takes a first page from the best tier that has rows", () => {
    // No name matches, no category/location matches, 31,000 service matches (count capped at 20).
    expect(tierSlices([0, 0, 20], 0, 20)).toEqual([{ tier: 2, offset: 0, limit: 20 }]);
  });

  it("fills a page from the next tier when one runs out", () => {
    // 3 name matches, 5 more by category or location, the rest by services.
    expect(tierSlices([3, 8, 40], 0, 20)).toEqual([
      { tier: 0, offset: 0, limit: 3 },
      { tier: 1, offset: 0, limit: 5 },
      { tier: 2, offset: 0, limit: 12 },
    ]);
  });

  it("counts offsets within a tier from where the tier starts", () => {
    expect(tierSlices([3, 8, 40], 20, 20)).toEqual([{ tier: 2, offset: 12, limit: 20 }]);
    expect(tierSlices([3, 25, 60], 20, 20)).toEqual([
      { tier: 1, offset: 17, limit: 5 },
      { tier: 2, offset: 0, limit: 15 },
    ]);
  });

  it("stops at a tier whose count reached the end of the page", () => {
    expect(tierSlices([40, 40, 40], 20, 20)).toEqual([{ tier: 0, offset: 20, limit: 20 }]);
  });

  it("answers no slice for a page past the last result", () => {
    expect(tierSlices([2, 4, 9], 20, 20)).toEqual([]);
    expect(tierSlices([0, 0, 0], 0, 20)).toEqual([]);
  });
});

describe("search totals", () => {
  it("reports a count under its cap as it is, without estimating", () => {
    let estimated = false;
    const total = reportedTotal(999, EXACT_TOTAL_LIMIT + 1, () => {
      estimated = true;
      return 5;
    });
    expect(total).toBe(999);
    expect(estimated).toBe(false);
  });

  it("reports the estimate for a count that reached its cap, never less than the count", () => {
    expect(reportedTotal(1001, 1001, () => 31_299.6)).toBe(31_300);
    expect(reportedTotal(1001, 1001, () => 40)).toBe(1001);
  });
});
