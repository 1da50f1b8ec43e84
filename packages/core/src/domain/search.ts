// Pure rules of marketplace search: how a query text becomes a full-text query, how prices and
// ratings are shown, and how suggestion candidates are merged.

/** At most this many words of a query take part in full-text matching. */
export const MAX_QUERY_WORDS = 10;

/** The words of a query as the 'simple' text search configuration sees them: lower-cased runs of letters and digits. */
export function queryWords(q: string): string[] {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** A lexeme quoted for to_tsquery text, so whatever it holds stays one operand. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/** A word of q that starts at most this many indexed words is matched as those words. */
export const MAX_WORD_COMPLETIONS = 8;

const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

export interface WordCheck {
  word: string;
  /** Indexed words starting with it, in order (at most MAX_WORD_COMPLETIONS + 1 are looked up). */
  completions: string[];
  /** The most similar indexed word (pg_trgm), looked up only for a word that starts none. */
  closest: string | null;
}

/**
 * The `to_tsquery('simple', …)` text for the checked words of q: every word must match. A word
 * that starts a few indexed words is matched as exactly those ("haircut" → 'haircut' |
 * 'haircuts'): the same documents as the prefix, but GIN looks up whole entries, several times
 * faster than scanning for a prefix. A word starting many stays a prefix; a word starting none is
 * a typo, replaced by the most similar indexed word. Null when a word has neither (nothing can
 * match) or there are no words.
 */
export function tsQueryOfChecks(checks: WordCheck[]): string | null {
  const operands: string[] = [];
  for (const check of checks) {
    const { completions } = check;
    // to_tsquery parses a quoted "e-mail" or "3.5" into several operands again: such words keep the prefix.
    const plain = completions.every((word) => PLAIN_WORD.test(word));
    if (completions.length > MAX_WORD_COMPLETIONS || (completions.length > 0 && !plain)) operands.push(`${quoteLexeme(check.word)}:*`);
    else if (completions.length > 0) {
      const alternatives = completions.map(quoteLexeme).join(" | ");
      operands.push(completions.length === 1 ? alternatives : `(${alternatives})`);
    } else if (check.closest) operands.push(`${quoteLexeme(check.closest)}:*`);
    else return null;
  }
  return operands.length === 0 ? null : operands.join(" & ");
}

/** A number of minor units in major units, as text without trailing zeros: 2500 → "25", 3950 → "39.5". */
export function majorUnits(cents: number): string {
  return String(Math.round(cents) / 100);
}

/**
 * A provider's `priceRange`: "min-max" in major units over its active services. A provider
 * without active services shows "0-0" (and no price filter matches it).
 */
export function priceRange(minCents: number | null, maxCents: number | null): string {
  if (minCents === null || maxCents === null) return "0-0";
  return `${majorUnits(minCents)}-${majorUnits(maxCents)}`;
}

/** The mean of ratings rounded to 1 decimal; 0 without ratings. */
export function averageRating(sum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((sum / count) * 10 + Number.EPSILON) / 10;
}

/**
 * Large search totals are estimated from a fixed sample: the matches among one in this many
 * providers. Counting tens of thousands of matches exactly would cost more than finding the page
 * (a broad word matches a third of the marketplace).
 */
export const TOTAL_SAMPLE_SHARE = 16;

/** A sample with at most this many matches (about 2,000 in all) has its total counted exactly. */
export const MAX_SAMPLED_MATCHES_FOR_EXACT_TOTAL = 125;

/** The total estimated from the matches in the sample, or null when it should be counted exactly. */
export function estimatedTotal(sampledMatches: number): number | null {
  return sampledMatches > MAX_SAMPLED_MATCHES_FOR_EXACT_TOTAL ? sampledMatches * TOTAL_SAMPLE_SHARE : null;
}

/** One relevance tier's part of a page: skip `offset` rows of that tier, take `limit`. */
export interface TierSlice {
  tier: number;
  offset: number;
  limit: number;
}

/**
 * Which rows of each relevance tier make up the page [offset, offset + limit). Results are
 * ordered tier by tier (say name matches, then category and location matches, then the rest);
 * `cumulativeCounts[t]` is how many results tiers 0..t hold together — counts capped at
 * offset + limit are enough, because a tier that reaches the cap covers the rest of the page.
 */
export function tierSlices(cumulativeCounts: number[], offset: number, limit: number): TierSlice[] {
  const end = offset + limit;
  const slices: TierSlice[] = [];
  let tierStart = 0;
  cumulativeCounts.forEach((count, tier) => {
    const tierEnd = Math.max(tierStart, Math.min(count, end));
    const from = Math.max(tierStart, offset);
    if (tierEnd > from) slices.push({ tier, offset: from - tierStart, limit: tierEnd - from });
    tierStart = tierEnd;
  });
  return slices;
}

/** Escapes LIKE wildcards and lower-cases, for patterns built around a client's text. */
export function escapeLike(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`);
}

export const MAX_SUGGESTIONS = 10;

export interface SuggestionCandidate {
  /** The text as shown. */
  term: string;
  /** 0: the term starts with q; 1: a later word of the term starts with q; 2: similar (typo-tolerant). */
  group: 0 | 1 | 2;
  /** Higher first within a group. */
  score: number;
}

/**
 * At most `limit` distinct (case-insensitively) suggestion texts: prefix matches first, then
 * word-prefix matches, then similar terms; within a group by score, then alphabetically.
 */
export function mergeSuggestions(candidates: SuggestionCandidate[], limit = MAX_SUGGESTIONS): string[] {
  const sorted = [...candidates].sort(
    (a, b) => a.group - b.group || b.score - a.score || a.term.toLowerCase().localeCompare(b.term.toLowerCase()),
  );
  const seen = new Set<string>();
  const result: string[] = [];
  for (const candidate of sorted) {
    const key = candidate.term.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    result.push(candidate.term.trim());
    if (result.length === limit) break;
  }
  return result;
}
