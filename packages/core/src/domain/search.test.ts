import { describe, expect, it } from "vitest";
import {
  estimatedTotal,
  MAX_SAMPLED_MATCHES_FOR_EXACT_TOTAL,
  TOTAL_SAMPLE_SHARE,
  MAX_WORD_COMPLETIONS,
  tsQueryOfChecks,
  tierSlices,
  averageRating,
  escapeLike,
  majorUnits,
  mergeSuggestions,
  priceRange,
  queryWords,
  quoteLexeme,
} from "./search";

describe("search query text", () => {
  it("takes lower-case words", () => {
    expect(queryWords("Hair  Salon")).toEqual(["hair", "salon"]);
    expect(queryWords("  hai ")).toEqual(["hai"]);
  });

  it("keeps letters and digits of any script and drops operators and punctuation", () => {
    expect(queryWords("Friseur München 24/7")).toEqual(["friseur", "münchen", "24", "7"]);
    expect(queryWords("a & !b | c:* <-> 'd'")).toEqual(["a", "b", "c", "d"]);
    expect(queryWords("!!! & |")).toEqual([]);
    expect(queryWords("")).toEqual([]);
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
  });

  it("matches a word as the few indexed words it starts, as a prefix when it starts many, and corrects typos", () => {
    const check = (word: string, completions: string[], closest: string | null = null) => ({ word, completions, closest });
    expect(tsQueryOfChecks([check("haircut", ["haircut"]), check("mass", ["massage", "masses"])])).toBe(
      "'haircut' & ('massage' | 'masses')",
    );
    const many = Array.from({ length: MAX_WORD_COMPLETIONS + 1 }, (_, i) => `ha${i}`);
    expect(tsQueryOfChecks([check("ha", many)])).toBe("'ha':*");
    expect(tsQueryOfChecks([check("ha", many.slice(1))])).toBe(
      `(${many
        .slice(1)
        .map((w) => `'${w}'`)
        .join(" | ")})`,
    );
    expect(tsQueryOfChecks([check("hair", ["hair"]), check("berlim", [], "berlin")])).toBe("'hair' & 'berlin':*");
    // Words to_tsquery would split again ("e-mail" → 'e-mail' <-> 'e' <-> 'mail') keep the prefix.
    expect(tsQueryOfChecks([check("e", ["e", "e-mail"])])).toBe("'e':*");
    expect(tsQueryOfChecks([check("3", ["3.5"])])).toBe("'3':*");
    expect(tsQueryOfChecks([check("o", [], "o'neil")])).toBe("'o''neil':*");
  });

  it("gives up on a word that starts nothing and resembles nothing, and on no words", () => {
    expect(
      tsQueryOfChecks([
        { word: "hair", completions: ["hair"], closest: null },
        { word: "zzqq", completions: [], closest: null },
      ]),
    ).toBeNull();
    expect(tsQueryOfChecks([])).toBeNull();
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
  it("counts exactly when the sample holds few matches", () => {
    expect(estimatedTotal(0)).toBeNull();
    expect(estimatedTotal(MAX_SAMPLED_MATCHES_FOR_EXACT_TOTAL)).toBeNull();
  });

  it("scales the sample up past that, so an estimated total is always above what is counted exactly", () => {
    expect(estimatedTotal(1975)).toBe(1975 * TOTAL_SAMPLE_SHARE);
    expect(estimatedTotal(MAX_SAMPLED_MATCHES_FOR_EXACT_TOTAL + 1)).toBeGreaterThan(2_000);
  });
});
