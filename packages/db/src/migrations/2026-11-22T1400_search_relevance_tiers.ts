// Search relevance tiers: which part of a provider (its name; its name, category and location)
// or of a service (its name) holds every word of a query, each with its own full-text index.
// Results are read tier by tier in the tiers' plain orders (rating, name) through btree indexes,
// so a broad word no longer ranks every match (docs/search-performance.md). Services get their
// documents as stored columns: filtering rows on the way through the name order would otherwise
// parse each name and category again.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE provider_search
      ADD COLUMN name_document tsvector GENERATED ALWAYS AS (to_tsvector('simple', name)) STORED,
      ADD COLUMN profile_document tsvector GENERATED ALWAYS AS (
        to_tsvector('simple', name) || to_tsvector('simple', category) || to_tsvector('simple', location)
      ) STORED`.execute(db);
  await sql`CREATE INDEX provider_search_name_document_idx ON provider_search USING gin (name_document)`.execute(db);
  await sql`CREATE INDEX provider_search_profile_document_idx ON provider_search USING gin (profile_document)`.execute(db);

  await sql`
    ALTER TABLE services
      ADD COLUMN name_document tsvector GENERATED ALWAYS AS (to_tsvector('simple', name)) STORED,
      ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', coalesce(category, '')), 'B')
      ) STORED`.execute(db);
  await sql`DROP INDEX services_search_document_idx`.execute(db);
  await sql`CREATE INDEX services_search_document_idx ON services USING gin (search_document) WHERE is_active`.execute(db);
  await sql`CREATE INDEX services_search_name_document_idx ON services USING gin (name_document) WHERE is_active`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS services_search_name_document_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS services_search_document_idx`.execute(db);
  await sql`ALTER TABLE services DROP COLUMN IF EXISTS search_document, DROP COLUMN IF EXISTS name_document`.execute(db);
  await sql`
    CREATE INDEX services_search_document_idx ON services USING gin (
      (setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', coalesce(category, '')), 'B'))
    ) WHERE is_active`.execute(db);
  await sql`ALTER TABLE provider_search DROP COLUMN IF EXISTS profile_document, DROP COLUMN IF EXISTS name_document`.execute(db);
}
