// Marketplace search over every provider: providers (ranked full-text search with a
// typo-tolerant fallback), services, and suggestions. Reads provider_search and search_terms,
// which triggers keep current (migration 2026-11-22T1100); plans in docs/search-performance.md.
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "@booking/db";
import { notFound } from "../errors";
import { offsetOf } from "../schemas/common";
import { escapeLike, mergeSuggestions, prefixTsQuery, type SuggestionCandidate } from "../domain/search";

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
 * Providers matching every filter. With `q`: those whose document holds every word of q as a
 * word prefix, by relevance (name over category and location over service names), then rating;
 * when none does, those whose text is similar to q (pg_trgm word similarity), most similar first.
 * Without q: by rating, then number of reviews, then name.
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
  if (!q) return pageOf(db, filter, conditions, sql`ps.rating DESC, ps.review_count DESC, ps.name, ps.provider_id`);

  const tsquery = prefixTsQuery(q);
  if (tsquery) {
    const query = sql`to_tsquery('simple', ${tsquery})`;
    const result = await pageOf(
      db,
      filter,
      [sql`ps.document @@ ${query}`, ...conditions],
      sql`ts_rank(ps.document, ${query}) DESC, ps.rating DESC, ps.review_count DESC, ps.name, ps.provider_id`,
    );
    if (result.total > 0) return result;
  }
  // Typo tolerance: nothing matched word for word.
  const text = q.toLowerCase();
  return pageOf(
    db,
    filter,
    [sql`${text} <% ps.search_text`, ...conditions],
    sql`word_similarity(${text}, ps.search_text) DESC, ps.rating DESC, ps.review_count DESC, ps.name, ps.provider_id`,
  );
}

async function pageOf(
  db: Kysely<Database>,
  filter: { page: number; limit: number },
  conditions: RawBuilder<unknown>[],
  orderBy: RawBuilder<unknown>,
): Promise<{ rows: ProviderSearchRow[]; total: number }> {
  const where = and(conditions);
  const [rows, count] = await Promise.all([
    sql<ProviderSearchRow>`
      SELECT ps.provider_id AS id, ps.name, ps.category, ps.location, ps.rating, ps.review_count,
             ps.min_price_cents, ps.max_price_cents
      FROM provider_search ps
      WHERE ${where}
      ORDER BY ${orderBy}
      LIMIT ${filter.limit} OFFSET ${offsetOf(filter.page, filter.limit)}`.execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM provider_search ps WHERE ${where}`.execute(db),
  ]);
  return {
    rows: rows.rows.map((r) => ({ ...r, rating: Number(r.rating), review_count: Number(r.review_count) })),
    total: count.rows[0]?.total ?? 0,
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
 * Active services of every provider matching every filter. With `q`: by relevance (name over
 * category), falling back to similar names when nothing matches word for word. Without q: by
 * name, then price.
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
  if (!q) return servicePageOf(db, filter, conditions, sql`s.name, s.price_cents, s.provider_id, s.id`);
  const tsquery = prefixTsQuery(q);
  if (tsquery) {
    const query = sql`to_tsquery('simple', ${tsquery})`;
    const result = await servicePageOf(
      db,
      filter,
      [sql`${SERVICE_DOCUMENT} @@ ${query}`, ...conditions],
      sql`ts_rank(${SERVICE_DOCUMENT}, ${query}) DESC, s.name, s.price_cents, s.provider_id, s.id`,
    );
    if (result.total > 0) return result;
  }
  const text = q.toLowerCase();
  return servicePageOf(
    db,
    filter,
    [sql`(lower(s.name) % ${text} OR ${text} <% lower(s.name))`, ...conditions],
    sql`greatest(similarity(lower(s.name), ${text}), word_similarity(${text}, lower(s.name))) DESC, s.name, s.price_cents, s.provider_id, s.id`,
  );
}

async function servicePageOf(
  db: Kysely<Database>,
  filter: { page: number; limit: number },
  conditions: RawBuilder<unknown>[],
  orderBy: RawBuilder<unknown>,
): Promise<{ rows: ServiceSearchRow[]; total: number }> {
  const where = and(conditions);
  const [rows, count] = await Promise.all([
    sql<ServiceSearchRow>`
      SELECT s.id, s.name, s.category, s.duration_minutes, s.price_cents, p.currency, s.provider_id, p.name AS provider_name
      FROM services s
      JOIN providers p ON p.id = s.provider_id
      WHERE ${where}
      ORDER BY ${orderBy}
      LIMIT ${filter.limit} OFFSET ${offsetOf(filter.page, filter.limit)}`.execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM services s WHERE ${where}`.execute(db),
  ]);
  return {
    rows: rows.rows.map((r) => ({ ...r, price_cents: Number(r.price_cents), currency: r.currency.trim() })),
    total: count.rows[0]?.total ?? 0,
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
  const result = await sql<{ term: string; grp: number; score: number }>`
    (SELECT term, 0 AS grp, uses::float8 AS score FROM search_terms
     WHERE term_key LIKE ${`${escaped}%`} AND uses > 0
     ORDER BY uses DESC, term_key LIMIT 10)
    UNION ALL
    (SELECT term, 1, uses::float8 FROM search_terms
     WHERE term_key LIKE ${`% ${escaped}%`} AND uses > 0
     ORDER BY uses DESC, term_key LIMIT 20)
    UNION ALL
    (SELECT term, 2, greatest(similarity(term_key, ${text}), word_similarity(${text}, term_key))::float8 FROM search_terms
     WHERE (term_key % ${text} OR ${text} <% term_key) AND uses > 0
     ORDER BY 3 DESC, term_key LIMIT 20)`.execute(db);
  return mergeSuggestions(
    result.rows.map((r): SuggestionCandidate => ({ term: r.term, group: r.grp as 0 | 1 | 2, score: Number(r.score) })),
  );
}
