// Marketplace search over every provider: providers and services (ranked full-text search,
// typo-tolerant through word correction) and suggestions. Reads provider_search, search_words
// and search_terms, which triggers keep current (migration 2026-11-22T1100); plans and timings
// in docs/search-performance.md.
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "@booking/db";
import { notFound } from "../errors";
import { offsetOf } from "../schemas/common";
import {
  correctedWords,
  escapeLike,
  MAX_SUGGESTIONS,
  mergeSuggestions,
  prefixTsQueryOf,
  queryWords,
  type SuggestionCandidate,
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

const and = (conditions: RawBuilder<unknown>[]) =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `);

/**
 * The `to_tsquery('simple', …)` text for q: every word as a word prefix, where a word that starts
 * no indexed word (a typo) is replaced by the most similar indexed word (pg_trgm similarity over
 * search_words). Null when q has no words or a word resembles nothing: nothing can match.
 */
export async function fullTextQuery(db: Kysely<Database>, q: string): Promise<string | null> {
  const words = queryWords(q);
  if (words.length === 0) return null;
  // One branch per word with the word as a plain parameter, so the planner sees each prefix
  // pattern and uses the primary key (LIKE 'abc%') and the trigram index (%) of search_words.
  const branches = words.map(
    (word, n) => sql`
      SELECT ${n}::int AS n, ${word}::text AS word, k.known,
        CASE WHEN k.known THEN NULL ELSE (
          SELECT sw.word FROM search_words sw
          WHERE sw.word % ${word}::text AND sw.uses > 0
          ORDER BY similarity(sw.word, ${word}::text) DESC, sw.uses DESC, sw.word
          LIMIT 1
        ) END AS closest
      FROM (SELECT EXISTS (
        SELECT 1 FROM search_words WHERE word LIKE ${`${escapeLike(word)}%`}::text AND uses > 0
      ) AS known) k`,
  );
  const checked = await sql<WordCheck & { n: number }>`${sql.join(branches, sql` UNION ALL `)} ORDER BY n`.execute(db);
  const corrected = correctedWords(checked.rows);
  return corrected ? prefixTsQueryOf(corrected) : null;
}

/**
 * Providers matching every filter. With `q`: those whose document holds every word of q (typos
 * corrected) as a word prefix, by relevance (name over category and location over service
 * names), then rating. Without q: by rating, then number of reviews, then name.
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
  if (!q) return pageOf(db, filter, conditions, sql`ps.rating DESC, ps.review_count DESC, ps.name, ps.provider_id`, false);
  const tsquery = await fullTextQuery(db, q);
  if (!tsquery) return { rows: [], total: 0 };
  const query = sql`to_tsquery('simple', ${tsquery})`;
  return pageOf(
    db,
    filter,
    [sql`ps.document @@ ${query}`, ...conditions],
    sql`ts_rank(ps.document, ${query}) DESC, ps.rating DESC, ps.review_count DESC, ps.name, ps.provider_id`,
    true,
  );
}

/**
 * A page of rows and the total. Ranked (full-text) queries sort every match anyway, so the total
 * comes with the page from `count(*) OVER ()` in one scan; a page past the end, which has no row
 * to carry it, counts separately. Index-ordered queries (no q) read only the page, and count in
 * parallel.
 */
async function pageWithTotal<Row>(
  db: Kysely<Database>,
  ranked: boolean,
  page: (withTotal: boolean) => RawBuilder<Row & { total?: number }>,
  count: () => RawBuilder<{ total: number }>,
): Promise<{ rows: Row[]; total: number }> {
  if (ranked) {
    const result = await page(true).execute(db);
    const first = result.rows[0];
    if (first) return { rows: result.rows, total: Number(first.total) };
    const counted = await count().execute(db);
    return { rows: [], total: counted.rows[0]?.total ?? 0 };
  }
  const [rows, counted] = await Promise.all([page(false).execute(db), count().execute(db)]);
  return { rows: rows.rows, total: counted.rows[0]?.total ?? 0 };
}

async function pageOf(
  db: Kysely<Database>,
  filter: { page: number; limit: number },
  conditions: RawBuilder<unknown>[],
  orderBy: RawBuilder<unknown>,
  ranked: boolean,
): Promise<{ rows: ProviderSearchRow[]; total: number }> {
  const where = and(conditions);
  const { rows, total } = await pageWithTotal<ProviderSearchRow>(
    db,
    ranked,
    (withTotal) => sql<ProviderSearchRow>`
      SELECT ps.provider_id AS id, ps.name, ps.category, ps.location, ps.rating, ps.review_count,
             ps.min_price_cents, ps.max_price_cents ${withTotal ? sql`, count(*) OVER ()::int AS total` : sql``}
      FROM provider_search ps
      WHERE ${where}
      ORDER BY ${orderBy}
      LIMIT ${filter.limit} OFFSET ${offsetOf(filter.page, filter.limit)}`,
    () => sql<{ total: number }>`SELECT count(*)::int AS total FROM provider_search ps WHERE ${where}`,
  );
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

/** The full-text document of a service; the very expression of services_search_document_idx. */
const SERVICE_DOCUMENT = sql`(setweight(to_tsvector('simple', s.name), 'A') || setweight(to_tsvector('simple', coalesce(s.category, '')), 'B'))`;

/**
 * Active services of every provider matching every filter. With `q` (typos corrected): by
 * relevance (name over category), then name. Without q: by name, then price.
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
  if (!q) return servicePageOf(db, filter, conditions, null);
  const tsquery = await fullTextQuery(db, q);
  if (!tsquery) return { rows: [], total: 0 };
  const query = sql`to_tsquery('simple', ${tsquery})`;
  return servicePageOf(
    db,
    filter,
    [sql`${SERVICE_DOCUMENT} @@ ${query}`, ...conditions],
    sql`ts_rank(${SERVICE_DOCUMENT}, ${query})`,
  );
}

async function servicePageOf(
  db: Kysely<Database>,
  filter: { page: number; limit: number },
  conditions: RawBuilder<unknown>[],
  rank: RawBuilder<unknown> | null,
): Promise<{ rows: ServiceSearchRow[]; total: number }> {
  const where = and(conditions);
  // The page is cut from services alone; only its rows are joined to their providers.
  const { rows, total } = await pageWithTotal<ServiceSearchRow>(
    db,
    rank !== null,
    (withTotal) => sql<ServiceSearchRow>`
      SELECT x.id, x.name, x.category, x.duration_minutes, x.price_cents, p.currency, x.provider_id,
             p.name AS provider_name ${withTotal ? sql`, x.total` : sql``}
      FROM (
        SELECT s.id, s.name, s.category, s.duration_minutes, s.price_cents, s.provider_id,
               ${rank ?? sql`0`}::real AS rank ${withTotal ? sql`, count(*) OVER ()::int AS total` : sql``}
        FROM services s
        WHERE ${where}
        ORDER BY rank DESC, name, price_cents, provider_id, id
        LIMIT ${filter.limit} OFFSET ${offsetOf(filter.page, filter.limit)}
      ) x
      JOIN providers p ON p.id = x.provider_id
      ORDER BY x.rank DESC, x.name, x.price_cents, x.provider_id, x.id`,
    () => sql<{ total: number }>`SELECT count(*)::int AS total FROM services s WHERE ${where}`,
  );
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
