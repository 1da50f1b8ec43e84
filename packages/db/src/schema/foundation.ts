// Row types of every table, assembled into the one `Database` interface Kysely is typed with.
// Columns are snake_case as in SQL; API shapes are mapped explicitly in @booking/core.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { ResourceRequirement } from "./resources";

/** A timestamp the database fills in on insert; read as a Date. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type Json<T> = ColumnType<T, string, string>;
/** A JSON column with a default: an insert may leave it out. */
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export type Plan = "default" | "enterprise";

/** A service's payment policy as stored (amounts in minor units). */
export interface ServicePaymentPolicy {
  mode: "none" | "deposit" | "full" | "card";
  amount?: number;
  percent?: number;
  noShowFee?: number;
  lateCancelFee?: number;
  refundNoticeHours: number;
}
export const SESSION_MODES = ["open", "published"] as const;
export type SessionMode = (typeof SESSION_MODES)[number];
export const KEY_AUDIENCES = ["provider", "customer", "public"] as const;
export type KeyAudience = (typeof KEY_AUDIENCES)[number];
export const STAFF_ROLES = ["staff", "manager", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface DaySchedule {
  start: string;
  end: string;
  breaks?: { start: string; end: string }[];
}
export type Weekday = "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
export type WeeklySchedule = Record<Weekday, DaySchedule | null>;

export interface ProvidersTable {
  id: Generated<string>;
  name: string;
  category: string;
  location: string;
  timezone: Generated<string>;
  currency: Generated<string>;
  slot_minutes: Generated<number>;
  plan: Generated<Plan>;
  /** Customers may not book a start sooner than this after now (provider keys may: walk-ins). */
  min_notice_minutes: Generated<number>;
  /** Customers may not book a start later than this many days ahead. */
  max_advance_days: Generated<number>;
  /** Customers may not cancel or reschedule later than this before the start. */
  cancellation_notice_minutes: Generated<number>;
  /** How a free staff member is picked when a booking names none. */
  assignment: Generated<AssignmentRule>;
  /** `email`: a public key's booking is held until the visitor follows the link emailed to them. */
  public_verification: Generated<PublicVerification>;
  /** Minutes a waitlist offer holds a freed time for the entry offered it (5-2880). */
  waitlist_offer_minutes: Generated<number>;
  /** How long a held booking keeps its slot without verification. */
  hold_minutes: Generated<number>;
  /** How long a booking that must pay keeps its slot while the customer pays (10-60 minutes). */
  payment_hold_minutes: Generated<number>;
  /** Upcoming held, pending or confirmed bookings one email may have through public keys. */
  public_max_upcoming_per_email: Generated<number>;
  /** Public-key bookings the provider takes in any hour. */
  public_bookings_per_hour: Generated<number>;
  /** `auto`: bookings customers and visitors make are confirmed at once; `manual`: they wait, pending. */
  confirmation: Generated<ConfirmationMode>;
  /** A pending booking not confirmed this many hours after it was made is cancelled; null: never. */
  pending_expires_after_hours: number | null;
  /** Where the provider is emailed about bookings customers make, move or cancel; null: nowhere. */
  notify_email: string | null;
  /** The events (booking.created, booking.rescheduled, booking.cancelled) the provider is emailed about. */
  notify_on: Generated<string[]>;
  /** The Reply-To of customers' emails; null: none. */
  reply_to: string | null;
  /** The salon's street address, shown on its booking page; null: none given. */
  address: string | null;
  /** The salon's phone number, shown on its booking page; null: none given. */
  phone: string | null;
  /** The language of messages when a booking did not say which: en, de, fr or es. */
  locale: Generated<string>;
  /** Minutes before a booking's start its reminders go, longest first (at most three; default 1440 and 60). */
  reminder_offsets_minutes: Generated<number[]>;
  /** The provider's own reminder words per language (en, de, fr, es), in place of the standard ones. */
  reminder_texts: JsonWithDefault<Record<string, string>>;
  /** The salon's own opening hours per weekday, narrowing every member's hours; null: none, members' hours alone decide. */
  business_hours: ColumnType<WeeklySchedule | null, string | null | undefined, string | null>;
  /** Whether customers and visitors are offered times inside another booking's processing time (provider keys always are). */
  processing_gaps_online: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export const ASSIGNMENT_RULES = ["least_busy", "round_robin"] as const;
export const PUBLIC_VERIFICATIONS = ["none", "email"] as const;
export const CONFIRMATION_MODES = ["manual", "auto"] as const;
export type ConfirmationMode = (typeof CONFIRMATION_MODES)[number];
export type PublicVerification = (typeof PUBLIC_VERIFICATIONS)[number];
export type AssignmentRule = (typeof ASSIGNMENT_RULES)[number];

export interface ApiKeysTable {
  id: string;
  provider_id: string;
  audience: KeyAudience;
  customer_id: string | null;
  plan: Plan;
  rate_limit: number | null;
  /** SHA-256 (hex) of the whole key; the key itself is never stored. */
  secret_hash: string;
  /** The first characters of the key, so operators can tell keys apart in listings. */
  prefix: string;
  /** Browser origins (scheme://host[:port]) allowed to call with a public key; empty for other keys. */
  origins: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
  revoked_at: NullableTimestamp;
}

/** A staff member's sign-in to the provider's console (`cs_…`); the token itself is never stored. */
export interface ConsoleSessionsTable {
  provider_id: string;
  id: string;
  staff_id: string;
  /** SHA-256 (hex) of the cookie's token. */
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: NullableTimestamp;
  address: string | null;
  user_agent: string | null;
}

/** A browser a member has signed in to the console from (its device cookie's digest). */
export interface ConsoleDevicesTable {
  provider_id: string;
  staff_id: string;
  /** The browser's id, kept when its token is renewed (the budget of its attempts is counted on it). */
  device_id: string;
  /** SHA-256 (hex) of the device cookie's token. */
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
}

export interface StaffTable {
  provider_id: string;
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: StaffRole;
  avatar: string | null;
  bio: string | null;
  password_hash: string | null;
  is_active: Generated<boolean>;
  schedule: Json<WeeklySchedule>;
  /** Bumped by each write of the member's time off, overrides or the provider's closures. */
  policy_version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  deleted_at: NullableTimestamp;
}

export interface StaffServicesTable {
  provider_id: string;
  staff_id: string;
  service_id: string;
}

export interface CustomersTable {
  provider_id: string;
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  notes: string | null;
  /** The payment processor's customer they last paid as (their next payment is made as the same one); null: none yet. */
  payment_customer_reference: Generated<string | null>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** The kinds of time a service is cut into: the member works (`active`) or is free while it develops (`processing`). */
export const SEGMENT_KINDS = ["active", "processing"] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];
export interface ServiceSegment {
  kind: SegmentKind;
  minutes: number;
}

export interface ServicesTable {
  provider_id: string;
  id: string;
  name: string;
  description: string | null;
  category: string | null;
  duration_minutes: number;
  /** Minor units (cents) of the provider's currency; the API speaks major units. */
  price_cents: number;
  /** Minutes the staff member is kept free before and after each booking of this service. */
  buffer_before_minutes: Generated<number>;
  buffer_after_minutes: Generated<number>;
  /** What each booking needs besides its member: `quantity` units of any one of `resourceIds`, per entry. */
  requirements: JsonWithDefault<ResourceRequirement[]>;
  /** Seats per session (1: one customer per booking, as most services). */
  capacity: Generated<number>;
  /** Seats one booking made with a public or customer key may take (provider keys: up to the capacity). */
  max_seats_per_booking: Generated<number>;
  /** Class services: `open` (the first booking at a time opens a session) or `published` (only the provider's sessions). */
  sessions: Generated<SessionMode>;
  /** The service cut into active and processing time (minutes adding up to the duration); null: one active stretch. */
  segments: ColumnType<ServiceSegment[] | null, string | null | undefined, string | null>;
  /** Members one booking takes at once: 1, or 2 (a couples massage). */
  staff_count: Generated<number>;
  /** What a booking pays when made and what late cancelling or not showing up costs (minor units). */
  payment: JsonWithDefault<ServicePaymentPolicy>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** The first answer to a POST sent with an Idempotency-Key, per API key. */
export interface IdempotencyKeysTable {
  provider_id: string;
  key_id: string;
  /** Public keys: a digest of the visitor (client address and customer email), so visitors never share records; '' for other keys. */
  visitor: Generated<string>;
  idempotency_key: string;
  /** SHA-256 of method, path and canonical body: the same key with another request is a 409. */
  fingerprint: string;
  state: "pending" | "completed";
  status_code: number | null;
  response_body: string | null;
  locked_at: Generated<Date>;
  created_at: CreatedAt;
  expires_at: Date;
}

export interface FoundationTables {
  idempotency_keys: IdempotencyKeysTable;
  providers: ProvidersTable;
  api_keys: ApiKeysTable;
  console_sessions: ConsoleSessionsTable;
  console_devices: ConsoleDevicesTable;
  staff: StaffTable;
  staff_services: StaffServicesTable;
  customers: CustomersTable;
  services: ServicesTable;
}

export type Provider = Selectable<ProvidersTable>;
export type NewProvider = Insertable<ProvidersTable>;
export type ApiKey = Selectable<ApiKeysTable>;
export type Staff = Selectable<StaffTable>;
export type StaffUpdate = Updateable<StaffTable>;
export type Customer = Selectable<CustomersTable>;
export type Service = Selectable<ServicesTable>;
