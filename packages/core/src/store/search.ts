// Marketplace search over every provider: providers and services (full-text search in relevance
// tiers, typo-tolerant through word correction) and suggestions. Reads provider_search,
// search_words and search_terms, which triggers keep current (migrations 2026-11-22T1100 and
// T1400); plans and timings in docs/search-performance.md.
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "@booking/db";
import { notFound, presentOrThrow } from "../errors";
import { offsetOf } from "../schemas/common";
import {
  escapeLike,
  estimatedTotal,
  MAX_SUGGESTIONS,
  MAX_WORD_COMPLETIONS,
  mergeSuggestions,
  queryWords,
  tierSlices,
  tsQueryOfChecks,
  type SuggestionCandidate,
  type TierSlice,
  type WordCheck,
} from "../domain/search";

export interface ProviderSearchFilter {
  q?: string;
  category?: string;
  location?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  minRating?: number;
  page: number;
  limit: number;
}

export interface ProviderSearchRow {
  id: string;
  name: string;
  category: string;
  location: string;
  rating: number;
  review_count: number;
  min_price_cents: number | null;
  max_price_cents: number | null;
}

const and = (conditions: RawBuilder<unknown>[]) => (conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `));

/**
 * The `to_tsquery('simple', …)` text for q (tsQueryOfChecks): every word as the indexed words it
 * starts, or as a prefix when it starts many, where a word that starts none (a typo) is replaced
 * by the most similar indexed word (pg_trgm similarity over search_words). Null when q has no
 * words or a word resembles nothing: nothing can match.
 */
export async function fullTextQuery(db: Kysely<Database>, q: string): Promise<string | null> {
  const words = queryWords(q);
  if (words.length === 0) return null;
  // One branch per word with the word as a plain parameter, so the planner sees each prefix
  // pattern and uses the primary key (LIKE 'abc%') and the trigram index (%) of search_words.
  const branches = words.map(
    (word, n) => sql`
      SELECT ${n}::int AS n, ${word}::text AS word, c.completions,
        CASE WHEN cardinality(c.completions) > 0 THEN NULL ELSE (
          SELECT sw.word FROM search_words sw
          WHERE sw.word % ${word}::text AND sw.uses > 0
          ORDER BY similarity(sw.word, ${word}::text) DESC, sw.uses DESC, sw.word
          LIMIT 1
        ) END AS closest
      FROM (SELECT ARRAY(
        SELECT word FROM search_words WHERE word LIKE ${`${escapeLike(word)}%`}::text AND uses > 0
        ORDER BY word LIMIT ${MAX_WORD_COMPLETIONS + 1}
      ) AS completions) c`,
  );
  const checked = await sql<WordCheck & { n: number }>`${sql.join(branches, sql` UNION ALL `)} ORDER BY n`.execute(db);
  return tsQueryOfChecks(checked.rows);
}

/** The order within a relevance tier, and without q: the provider_search_rank_idx order. */
const PROVIDER_ORDER = sql`ps.rating DESC, ps.review_count DESC, ps.name, ps.provider_id`;

/**
 * Providers matching every filter. With `q`: those whose document holds every word of q (typos
 * corrected) as a word prefix, by relevance tier — every word in the name, then in the name,
 * category and location, then anywhere including service names — and within a tier like
 * without q: by rating, then number of reviews, then name.
 */
export async function searchProviders(
  db: Kysely<Database>,
  filter: ProviderSearchFilter,
): Promise<{ rows: ProviderSearchRow[]; total: number }> {
  const conditions: RawBuilder<unknown>[] = [];
  if (filter.category) conditions.push(sql`lower(ps.category) = ${filter.category.toLowerCase()}`);
  if (filter.location) conditions.push(sql`lower(ps.location) LIKE ${`%${escapeLike(filter.location)}%`}`);
  // The provider's price range (over active services) overlaps [minPrice, maxPrice].
  if (filter.minPriceCents !== undefined) conditions.push(sql`ps.max_price_cents >= ${filter.minPriceCents}`);
  if (filter.maxPriceCents !== undefined) conditions.push(sql`ps.min_price_cents <= ${filter.maxPriceCents}`);
  if (filter.minRating !== undefined) conditions.push(sql`ps.rating >= ${filter.minRating}`);

  const q = filter.q?.trim();
  let tiers: RawBuilder<unknown>[] = [sql`true`];
  if (q) {
    const tsquery = await fullTextQuery(db, q);
    if (!tsquery) return { rows: [], total: 0 };
    const query = sql`to_tsquery('simple', ${tsquery})`;
    // Nested: a name holding every word is in the profile, a profile in the whole document.
    tiers = [sql`ps.name_document @@ ${query}`, sql`ps.profile_document @@ ${query}`, sql`ps.document @@ ${query}`];
  }
  const { rows, total } = await tieredPage<ProviderSearchRow>(db, filter, {
    from: { table: "provider_search", alias: "ps" },
    sample: sampleOf(sql`ps.provider_id`),
    where: and(conditions),
    tiers,
    page: (source, slice) => sql<ProviderSearchRow>`
      SELECT ${slice.tier}::int AS tier, ps.provider_id AS id, ps.name, ps.category, ps.location, ps.rating, ps.review_count,
             ps.min_price_cents, ps.max_price_cents
      FROM ${source}
      ORDER BY ${PROVIDER_ORDER}
      LIMIT ${slice.limit} OFFSET ${slice.offset}`,
    order: sql`tier, rating DESC, review_count DESC, name, id`,
  });
  return {
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      category: r.category,
      location: r.location,
      rating: Number(r.rating),
      review_count: Number(r.review_count),
      min_price_cents: r.min_price_cents === null ? null : Number(r.min_price_cents),
      max_price_cents: r.max_price_cents === null ? null : Number(r.max_price_cents),
    })),
    total,
  };
}

/**
 * The sample large totals are estimated from (estimatedTotal): providers whose random (version 4)
 * UUID starts with hex digit 0, a fixed sixteenth. PostgreSQL combines the primary key range with
 * the full-text index, so only a sixteenth of the matches' rows are visited; the same query always
 * gets the same total; broad queries come out within a few percent (PostgreSQL's own row
 * estimate was off sevenfold for two words that often go together).
 */
const sampleOf = (providerId: RawBuilder<unknown>) => sql`${providerId} < '10000000-0000-0000-0000-000000000000'::uuid`;

interface SearchedTable {
  table: string;
  /** The alias the conditions and the page use. */
  alias: string;
}

const fromClause = (from: SearchedTable) => sql`${sql.table(from.table)} ${sql.id(from.alias)}`;

/**
 * What follows FROM in a page query: the table's rows meeting `where`, or, with
 * `findMatchesFirst`, those rows found as a whole before they are ordered (OFFSET 0 keeps
 * PostgreSQL from merging the two). Left to itself, PostgreSQL reads a page by walking the
 * ordering index and filtering whenever it expects matches to be common, which costs a walk
 * through the whole index when they are rare: it takes words as independent, so "deluxe
 * balayage" (no such service) was expected 3,000 times and took 800 ms instead of 5.
 */
function matchesOf(from: SearchedTable, where: RawBuilder<unknown>, findMatchesFirst: boolean) {
  // PostgreSQL drops the fenced columns the page does not use (the documents) rather than carry them.
  return findMatchesFirst
    ? sql`(SELECT * FROM ${fromClause(from)} WHERE ${where} OFFSET 0) ${sql.id(from.alias)}`
    : sql`${fromClause(from)} WHERE ${where}`;
}

interface TieredSearch<Row> {
  from: SearchedTable;
  /** The sample (sampleOf) to estimate a large total from; null to count every match. */
  sample: RawBuilder<unknown> | null;
  /** The filters every result meets. */
  where: RawBuilder<unknown>;
  /** Match conditions from the best tier to the broadest; each must imply the next. */
  tiers: RawBuilder<unknown>[];
  /** Tiers whose matches are found first however many there are (see matchesOf); else only when few. */
  alwaysFindMatchesFirst?: (tier: number) => boolean;
  /**
   * The rows of one tier's slice, in the tier's order, with the tier number as column `tier`;
   * `source` is what follows FROM: that tier's matches (matchesOf), under the table's alias.
   */
  page: (source: RawBuilder<unknown>, slice: TierSlice) => RawBuilder<Row>;
  /** How the slices' rows are put in order again once united, by their output columns. */
  order: RawBuilder<unknown>;
}

/**
 * A page of results ordered tier by tier, and the total. No match is ranked or sorted as a
 * whole: one statement counts the better tiers up to the end of the page, which says which rows
 * of which tier the page holds (tierSlices), and counts the matches in the sample; a second reads
 * just the page's rows, each tier in its own index order, beside an exact count when the sample
 * says the total is small.
 */
async function tieredPage<Row>(
  db: Kysely<Database>,
  filter: { page: number; limit: number },
  search: TieredSearch<Row>,
): Promise<{ rows: Row[]; total: number }> {
  const offset = offsetOf(filter.page, filter.limit);
  const pageEnd = offset + filter.limit;
  const last = search.tiers.length - 1;
  const tierCondition = (tier: number) => presentOrThrow(search.tiers[tier], "tier numbers index search.tiers");
  const whereOf = (tier: number) => {
    const matches = [tierCondition(tier), search.where];
    // A tier holds the matches of its condition that no better tier holds.
    if (tier > 0) matches.push(sql`NOT (${tierCondition(tier - 1)})`);
    return and(matches);
  };
  const countOf = (conditions: RawBuilder<unknown>[], cap?: number) =>
    sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${fromClause(search.from)} WHERE ${and([...conditions, search.where])}
      ${cap === undefined ? sql`` : sql`LIMIT ${cap}`}) m)`;
  const allMatches = tierCondition(last);
  const counted = await sql<{ counts: number[] }>`
    SELECT ARRAY[${sql.join([
      ...search.tiers.slice(0, last).map((tier) => countOf([tier], pageEnd)),
      countOf(search.sample ? [allMatches, search.sample] : [allMatches]),
    ])}] AS counts`.execute(db);
  const counts = presentOrThrow(counted.rows[0], "a SELECT without FROM returns one row").counts;
  const sampledOrAll = presentOrThrow(counts[last], "counts has one count per tier");
  const estimate = search.sample ? estimatedTotal(sampledOrAll) : null;

  // The last tier needs no count: its slice's LIMIT simply finds fewer rows at the end.
  const slices = tierSlices([...counts.slice(0, last).map((count) => Math.min(count, pageEnd)), pageEnd], offset, filter.limit);
  const page = async (): Promise<Row[]> => {
    if (slices.length === 0) return [];
    // Few matches (the sample says so): read them through the full-text index and sort them, a
    // bounded cost, rather than trust PostgreSQL to expect how rare they are.
    const fewMatches = estimate === null;
    const parts = slices.map((slice) => {
      const findMatchesFirst = fewMatches || (search.alwaysFindMatchesFirst?.(slice.tier) ?? false);
      return sql`(${search.page(matchesOf(search.from, whereOf(slice.tier), findMatchesFirst), slice)})`;
    });
    const result = await sql<Row>`SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) page ORDER BY ${search.order}`.execute(db);
    return result.rows;
  };
  const total = async (): Promise<number> => {
    if (estimate !== null) return estimate;
    if (!search.sample) return sampledOrAll;
    const exact = await sql<{ n: number }>`SELECT ${countOf([allMatches])} AS n`.execute(db);
    return presentOrThrow(exact.rows[0], "a SELECT without FROM returns one row").n;
  };
  const [rows, matches] = await Promise.all([page(), total()]);
  return { rows, total: matches };
}

export interface ServiceSearchFilter {
  q?: string;
  category?: string;
  providerId?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  page: number;
  limit: number;
}

export interface ServiceSearchRow {
  id: string;
  name: string;
  category: string | null;
  duration_minutes: number;
  price_cents: number;
  currency: string;
  provider_id: string;
  provider_name: string;
}

/**
 * Active services of every provider matching every filter. With `q` (typos corrected): by
 * relevance tier — every word in the name, then in name and category — and within a tier like
 * without q: by name, then price.
 */
export async function searchServices(
  db: Kysely<Database>,
  filter: ServiceSearchFilter,
): Promise<{ rows: ServiceSearchRow[]; total: number }> {
  if (filter.providerId) {
    const provider = await db.selectFrom("providers").select("id").where("id", "=", filter.providerId).executeTakeFirst();
    if (!provider) throw notFound("Provider", filter.providerId);
  }
  const conditions: RawBuilder<unknown>[] = [sql`s.is_active`];
  if (filter.category) conditions.push(sql`lower(s.category) = ${filter.category.toLowerCase()}`);
  if (filter.providerId) conditions.push(sql`s.provider_id = ${filter.providerId}`);
  if (filter.minPriceCents !== undefined) conditions.push(sql`s.price_cents >= ${filter.minPriceCents}`);
  if (filter.maxPriceCents !== undefined) conditions.push(sql`s.price_cents <= ${filter.maxPriceCents}`);

  const q = filter.q?.trim();
  let tiers: RawBuilder<unknown>[] = [sql`true`];
  if (q) {
    const tsquery = await fullTextQuery(db, q);
    if (!tsquery) return { rows: [], total: 0 };
    const query = sql`to_tsquery('simple', ${tsquery})`;
    tiers = [sql`s.name_document @@ ${query}`, sql`s.search_document @@ ${query}`];
  }
  const { rows, total } = await tieredPage<ServiceSearchRow>(db, filter, {
    from: { table: "services", alias: "s" },
    // One provider's services are counted, not sampled by provider.
    sample: filter.providerId ? null : sampleOf(sql`s.provider_id`),
    where: and(conditions),
    tiers,
    // Name matches are always found first: services whose name matches a word cluster in name
    // order ("Haircut …"), so walking services_search_name_idx and filtering, which the planner
    // expects to stop early, would pass a fifth of all services first (230 ms against 15 ms
    // through the full-text index).
    alwaysFindMatchesFirst: (tier) => Boolean(q) && tier === 0,
    // The slice is cut from services alone; only its rows are joined to their providers.
    page: (source, slice) => sql<ServiceSearchRow>`
      SELECT ${slice.tier}::int AS tier, x.id, x.name, x.category, x.duration_minutes, x.price_cents, p.currency, x.provider_id,
             p.name AS provider_name
      FROM (
        SELECT s.id, s.name, s.category, s.duration_minutes, s.price_cents, s.provider_id
        FROM ${source}
        ORDER BY s.name, s.price_cents, s.provider_id, s.id
        LIMIT ${slice.limit} OFFSET ${slice.offset}
      ) x
      JOIN providers p ON p.id = x.provider_id`,
    order: sql`tier, name, price_cents, provider_id, id`,
  });
  return {
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      category: r.category,
      duration_minutes: r.duration_minutes,
      price_cents: Number(r.price_cents),
      currency: r.currency.trim(),
      provider_id: r.provider_id,
      provider_name: r.provider_name,
    })),
    total,
  };
}

/**
 * At most 10 distinct suggestion texts (provider names, provider and service categories, names
 * of active services) for q: terms starting with q first, then terms with a later word starting
 * with q, then similar terms (pg_trgm similarity or word similarity: typo-tolerant); within
 * each, the most used first.
 */
export async function suggest(db: Kysely<Database>, q: string): Promise<string[]> {
  const text = q.trim().toLowerCase();
  const escaped = escapeLike(text);
  const toCandidates = (rows: { term: string; grp: number; score: number }[]) =>
    rows.map((r): SuggestionCandidate => ({ term: r.term, group: r.grp as 0 | 1 | 2, score: Number(r.score) }));
  const prefixed = await sql<{ term: string; grp: number; score: number }>`
    (SELECT term, 0 AS grp, uses::float8 AS score FROM search_terms
     WHERE term_key LIKE ${`${escaped}%`} AND uses > 0
     ORDER BY uses DESC, term_key LIMIT ${MAX_SUGGESTIONS})
    UNION ALL
    (SELECT term, 1, uses::float8 FROM search_terms
     WHERE term_key LIKE ${`% ${escaped}%`} AND uses > 0
     ORDER BY uses DESC, term_key LIMIT ${MAX_SUGGESTIONS * 2})`.execute(db);
  const candidates = toCandidates(prefixed.rows);
  if (mergeSuggestions(candidates).length < MAX_SUGGESTIONS) {
    // Typo tolerance, only when exact prefixes do not fill the list.
    const similar = await sql<{ term: string; grp: number; score: number }>`
      SELECT term, 2 AS grp, greatest(similarity(term_key, ${text}), word_similarity(${text}, term_key))::float8 AS score
      FROM search_terms
      WHERE (term_key % ${text} OR ${text} <% term_key) AND uses > 0
      ORDER BY score DESC, uses DESC, term_key LIMIT ${MAX_SUGGESTIONS * 2}`.execute(db);
    candidates.push(...toCandidates(similar.rows));
  }
  return mergeSuggestions(candidates);
}
