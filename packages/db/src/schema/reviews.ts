// Tables of reviews, review response templates, provider announcements and search support
// (the RPC-style family).
import type { ColumnType, Generated, Selectable } from "kysely";
import type { CreatedAt, NullableTimestamp } from "./foundation";

export interface ReviewsTable {
  provider_id: string;
  /** `rev_…` */
  id: string;
  /** Unique per provider: one review per booking. */
  booking_id: string;
  customer_id: string;
  /** 1 to 5. */
  rating: number;
  comment: string | null;
  /** The provider's reply; null until it responds. */
  response: string | null;
  responded_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface ReviewResponseTemplatesTable {
  provider_id: string;
  /** `tpl_…` */
  id: string;
  name: string;
  /** May hold {{customerName}} and {{rating}}. */
  body: string;
  min_rating: Generated<number>;
  max_rating: Generated<number>;
  created_at: CreatedAt;
}

/** What a provider sent to its customers; each recipient also got a smart notification. */
export interface AnnouncementsTable {
  provider_id: string;
  /** `ann_…` */
  id: string;
  title: string;
  body: string;
  /** "all": every customer of the provider; "selected": the customerIds sent. */
  audience: "all" | "selected";
  recipients: number;
  created_at: CreatedAt;
}

/** Maintained by triggers on providers, services and reviews; read-only for the application. */
export interface ProviderSearchTable {
  provider_id: ColumnType<string, never, never>;
  name: ColumnType<string, never, never>;
  category: ColumnType<string, never, never>;
  location: ColumnType<string, never, never>;
  service_names: ColumnType<string, never, never>;
  min_price_cents: ColumnType<number | null, never, never>;
  max_price_cents: ColumnType<number | null, never, never>;
  review_count: ColumnType<number, never, never>;
  rating_sum: ColumnType<number, never, never>;
  /** Mean review rating rounded to 1 decimal; 0 without reviews. */
  rating: ColumnType<number, never, never>;
}

/** Suggestion vocabulary, maintained by triggers; read-only for the application. */
export interface SearchTermsTable {
  term_key: ColumnType<string, never, never>;
  term: ColumnType<string, never, never>;
  uses: ColumnType<number, never, never>;
}

/** Every word of every search document, for typo correction; maintained by triggers. */
export interface SearchWordsTable {
  word: ColumnType<string, never, never>;
  uses: ColumnType<number, never, never>;
}

export interface ReviewTables {
  reviews: ReviewsTable;
  review_response_templates: ReviewResponseTemplatesTable;
  announcements: AnnouncementsTable;
  provider_search: ProviderSearchTable;
  search_terms: SearchTermsTable;
  search_words: SearchWordsTable;
}

export type Review = Selectable<ReviewsTable>;
export type ReviewResponseTemplate = Selectable<ReviewResponseTemplatesTable>;
export type Announcement = Selectable<AnnouncementsTable>;
