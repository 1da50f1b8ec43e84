import type { ColumnType, Generated, GeneratedAlways, Selectable } from "kysely";
import type { CreatedAt, Json, JsonWithDefault, NullableTimestamp, ServicePaymentPolicy } from "./foundation";
import type { HeldResource } from "./resources";

/** Every status a booking can have (the table's check constraint holds the same list). */
export const BOOKING_STATUSES = ["held", "pending", "confirmed", "completed", "cancelled", "no_show"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Where a booking came from, what became of its payment and how it was paid: each list once (the table's checks hold the same). */
export const BOOKING_SOURCES = ["website", "app", "walk-in"] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
export type BookedBy = "provider" | "customer" | "public";
export const PAYMENT_STATUSES = ["unpaid", "paid", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ["cash", "card", "online", "voucher"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A visit: several bookings of one customer back to back, moved and cancelled as one. */
export interface VisitsTable {
  provider_id: string;
  id: string;
  created_at: CreatedAt;
}

/** A recurring series: what was asked, and the occurrences skipped for not fitting (with their rules). */
export interface SeriesTable {
  provider_id: string;
  /** `ser_…` */
  id: string;
  customer_id: string;
  service_id: string;
  /** The member asked for; null: any (one member preferred for every occurrence). */
  staff_id: string | null;
  /** {frequency, interval, byWeekday?, count? | until?} as asked. */
  rule: Json<Record<string, unknown>>;
  /** The first occurrence's start. */
  starts_at: Date;
  /** The provider's zone when the series was made: its occurrences keep the first one's local time there. */
  timezone: string;
  /** Occurrences not booked: [{key, start, end, rules}]. */
  skipped: JsonWithDefault<{ key: string; start: string; end: string; rules: string[] }[]>;
  created_at: CreatedAt;
}

/** One customer waiting for a time of a service, in the line of that service (joined_seq order). */
export interface WaitlistEntriesTable {
  provider_id: string;
  /** `wl_…` */
  id: string;
  /** The place in the line: strictly increasing as entries join. */
  joined_seq: GeneratedAlways<string>;
  service_id: string;
  /** The member asked for; null: any member. */
  staff_id: string | null;
  customer_id: string;
  seats: Generated<number>;
  /** [{from, to, weekdays?, startTime?, endTime?}]: local dates and times in the provider's zone. */
  windows: Json<WaitlistWindowRow[]>;
  /** unverified: a visitor's, not in the line until its email is verified (by verify_by, else deleted). */
  status: Generated<"unverified" | "waiting" | "offered" | "booked" | "left">;
  expires_at: Date;
  joined_by: BookedBy;
  locale: string | null;
  customer_timezone: string | null;
  left_at: NullableTimestamp;
  created_at: CreatedAt;
  /** An unverified entry's deadline (null once verified, and for entries never unverified). */
  verify_by: Date | null;
  /** SHA-256 of the code last emailed to verify the entry. */
  verification_hash: string | null;
  /** The join made the customer record (announced with customer.created when the entry is verified). */
  created_customer: Generated<boolean>;
}

/** A time a booking gave back while its service had a line: offered by a worker to the first entry it suits. */
export interface WaitlistReleasesTable {
  id: GeneratedAlways<string>;
  provider_id: string;
  service_id: string;
  staff_id: string;
  starts_at: Date;
  ends_at: Date;
  seats: Generated<number>;
  /** `opened`: a free time inside an opening (a closure or time off removed, hours widened...), no booking. */
  reason: "cancelled" | "moved" | "lapsed" | "declined" | "opened";
  booking_id: string | null;
  created_at: CreatedAt;
  processed_at: NullableTimestamp;
  outcome: "offered" | "none" | "taken" | null;
  offer_id: string | null;
  /** The entries in line before the one offered whose windows the time suits, passed over: [{entryId, reason}]. */
  skipped: JsonWithDefault<{ entryId: string; reason: string }[]>;
}

/** Time that opened up without a booking giving it back, to be looked through for free times the line waits for. */
export interface WaitlistOpeningsTable {
  id: GeneratedAlways<string>;
  provider_id: string;
  /** null: every member. */
  staff_id: string | null;
  /** null: every service. */
  service_id: string | null;
  starts_at: Date;
  ends_at: Date;
  reason: "closure_removed" | "time_off_removed" | "hours_changed" | "services_changed" | "seats_added";
  created_at: CreatedAt;
  processed_at: NullableTimestamp;
  releases: number | null;
}

/** A waitlist entry's own link (its token's digest): see the entry, leave the line. */
export interface WaitlistEntryLinksTable {
  token_hash: string;
  provider_id: string;
  entry_id: string;
  created_at: CreatedAt;
}

/** A freed time held for a waiting entry (its booking `held` until claimed, declined or lapsed). */
export interface WaitlistOffersTable {
  provider_id: string;
  /** `wlo_…` */
  id: string;
  entry_id: string;
  release_id: string | null;
  booking_id: string;
  service_id: string;
  staff_id: string;
  starts_at: Date;
  ends_at: Date;
  seats: number;
  status: Generated<"live" | "claimed" | "declined" | "lapsed" | "withdrawn">;
  expires_at: Date;
  created_at: CreatedAt;
  closed_at: NullableTimestamp;
}

export interface WaitlistWindowRow {
  from: string;
  to: string;
  weekdays?: string[];
  startTime?: string;
  endTime?: string;
}

export interface BookingsTable {
  provider_id: string;
  id: string;
  customer_id: string;
  service_id: string;
  staff_id: string;
  starts_at: Date;
  ends_at: Date;
  /** starts_at less the service's buffer before, ends_at plus its buffer after (copied when booked): the no-overlap constraint's range. */
  occupied_from: Date;
  occupied_until: Date;
  /**
   * Processing time the member is free in (copied from the service's segments when booked): minute
   * offsets from occupied_from in pairs [from, until, …]; [] for a service without processing time.
   */
  processing_gaps: Generated<number[]>;
  /** Computed by the database: the occupied range less the gaps, the time the members are held (copied into member_occupancy). */
  member_occupied: GeneratedAlways<string>;
  /** A two-person service's second member (held over the same time as staff_id); null for one member. */
  second_staff_id: string | null;
  status: Generated<BookingStatus>;
  notes: string | null;
  source: Generated<BookingSource>;
  payment_status: Generated<PaymentStatus>;
  payment_method: PaymentMethod | null;
  /** Minor units; the service's price when booked, or what was paid. */
  payment_amount_cents: number;
  paid_at: NullableTimestamp;
  refunded_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  cancel_reason: string | null;
  /** Whether the customer is to be told of the cancellation (DELETE ?notifyCustomer=). */
  notify_customer: Generated<boolean>;
  /** The status a cancelled booking had before (kept by a trigger when it is cancelled): what undoing the cancellation restores. */
  status_before_cancel: "pending" | "confirmed" | null;
  /** Who made the booking: the provider (front desk, their systems), the customer with their key, or a visitor with a public key. */
  booked_by: Generated<BookedBy>;
  /** While `held`: when the hold lapses unless its email verification arrives first. */
  hold_expires_at: NullableTimestamp;
  /** SHA-256 of the verification code last emailed for a hold (minted when the email is sent). */
  verification_hash: string | null;
  /** The hold created its customer record (found by no earlier email): released with it, announced on verification. */
  hold_created_customer: Generated<boolean>;
  /** A held booking waiting for its payment (not for an email): cancelled, not deleted, when its hold lapses. */
  awaiting_payment: Generated<boolean>;
  /** What a visitor with a public key typed (they are shown these, never the matched customer's stored details). */
  visitor_name: string | null;
  visitor_phone: string | null;
  /** Grows with every change of time, member or status: the calendar file's SEQUENCE. */
  calendar_sequence: Generated<number>;
  /** The resources' units the booking holds, per resource (its service's requirements, assigned when booked or moved). */
  resources: JsonWithDefault<HeldResource[]>;
  /** A class booking's session (shared with the other bookings of its service, member and start); null otherwise. */
  session_id: string | null;
  /** Seats the booking takes in its session (1 for other bookings). */
  seats: Generated<number>;
  /** The IANA zone the customer's page showed times in when they booked or last moved it; null: not said. */
  customer_timezone: string | null;
  /** The language the customer's page spoke (BCP 47); messages about the booking speak it. */
  locale: string | null;
  /** The visit the booking is an item of (several services back to back for one customer); null for a booking on its own. */
  visit_id: string | null;
  /** The recurring series the booking is an occurrence of, and the occurrence's key (its original local start); null for others. */
  series_id: string | null;
  occurrence_key: string | null;
  /** The service's payment policy as it was when the booking was made; null when it took nothing. */
  payment_policy: ColumnType<ServicePaymentPolicy | null, string | null | undefined, string | null>;
  /** When the customer was checked in (arrived at the desk or the class); null: not yet. Apart from the status. */
  checked_in_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/**
 * One member an active booking holds (its staff_id, and second_staff_id for two-person services),
 * over the booking's member_occupied: kept in step by a trigger on bookings; its exclusion
 * constraint decides that no member is ever held twice at one instant.
 */
export interface MemberOccupancyTable {
  provider_id: string;
  booking_id: string;
  staff_id: string;
  occupied: string;
}

/** Events recorded in the same transaction as the change they describe; the worker relays them. */
/** One change of a booking, as its event told it (kept for the booking's lifetime). */
export interface BookingHistoryTable {
  provider_id: string;
  booking_id: string;
  id: Generated<number>;
  event: string;
  data: Json<Record<string, unknown>>;
  occurred_at: Generated<Date>;
  /** The console member who made the change; null for keys, customers and the service itself. */
  by_staff_id: string | null;
}

export interface OutboxEventsTable {
  id: Generated<number>;
  /** `evt_…`: stable across relays, the basis of job and delivery ids. */
  event_id: string;
  provider_id: string;
  event: string;
  data: Json<Record<string, unknown>>;
  occurred_at: CreatedAt;
  relayed_at: NullableTimestamp;
}

/** Merged notification preferences of one recipient: the provider itself or one of its customers. */
export interface NotificationPreferencesTable {
  provider_id: string;
  /** "provider", or the customer id. */
  recipient: string;
  preferences: Json<Record<string, Record<string, boolean>>>;
  updated_at: Generated<Date>;
}

export interface SmartNotificationsTable {
  provider_id: string;
  id: string;
  /** "provider", or the customer id. */
  recipient: string;
  type: string;
  title: string;
  body: string;
  data: Json<Record<string, unknown>>;
  read_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface BookingTables {
  bookings: BookingsTable;
  member_occupancy: MemberOccupancyTable;
  visits: VisitsTable;
  series: SeriesTable;
  waitlist_entries: WaitlistEntriesTable;
  waitlist_releases: WaitlistReleasesTable;
  waitlist_openings: WaitlistOpeningsTable;
  waitlist_entry_links: WaitlistEntryLinksTable;
  waitlist_offers: WaitlistOffersTable;
  outbox_events: OutboxEventsTable;
  booking_history: BookingHistoryTable;
  notification_preferences: NotificationPreferencesTable;
  smart_notifications: SmartNotificationsTable;
  manage_tokens: ManageTokensTable;
  public_booking_log: PublicBookingLogTable;
  public_message_log: PublicMessageLogTable;
}

/** One row per booking made with a public key: the provider's hourly limit counts them. */
export interface PublicBookingLogTable {
  provider_id: string;
  booking_id: string;
  created_at: CreatedAt;
}

/** One row per message a visitor's action caused, by recipient (SHA-256 of the lower-cased address). */
export interface PublicMessageLogTable {
  address_hash: string;
  sent_at: CreatedAt;
}

/** A manage link's token, stored only as its SHA-256 digest: it lets its holder view, move, cancel one booking. */
export interface ManageTokensTable {
  token_hash: string;
  provider_id: string;
  booking_id: string;
  created_at: CreatedAt;
}

export type Booking = Selectable<BookingsTable>;
export type OutboxEvent = Selectable<OutboxEventsTable>;
export type SmartNotification = Selectable<SmartNotificationsTable>;
