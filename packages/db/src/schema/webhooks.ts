// Tables of webhooks, their deliveries and reminder/notification bookkeeping.
import type { Generated, Selectable } from "kysely";
import type { CreatedAt, NullableTimestamp } from "./foundation";

export interface WebhooksTable {
  provider_id: string;
  /** `wh_…` */
  id: string;
  url: string;
  events: string[];
  /**
   * The signing secret, sealed (`v1:…`, opened with SECRETS_KEY) or, until the API's next start,
   * legacy plaintext marked `plain:…`. Returned to clients only by create, never logged.
   */
  secret: string;
  is_active: Generated<boolean>;
  /** Deliveries that failed for good, in a row; reset by a success. */
  consecutive_failures: Generated<number>;
  last_delivery_at: NullableTimestamp;
  /** HTTP status of the last attempt; null when no answer came. */
  last_status: number | null;
  disabled_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export type WebhookDeliveryStatus = "pending" | "succeeded" | "failed" | "cancelled";

export interface WebhookDeliveriesTable {
  provider_id: string;
  /** `whd_…`, derived from (event, webhook): stable across relays and retries. */
  id: string;
  webhook_id: string;
  event_id: string | null;
  event: string;
  /** The signed text, JSON.stringify({event, timestamp, data}). */
  payload: string;
  status: Generated<WebhookDeliveryStatus>;
  attempts: Generated<number>;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  /** Attempts made before the current round (a redelivery starts a new one). */
  round_start: Generated<number>;
  /** A redelivery asked for a job the relay has not queued yet. */
  requeue_requested_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface WebhookDeliveryAttemptsTable {
  provider_id: string;
  delivery_id: string;
  attempt: number;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  attempted_at: CreatedAt;
}

export interface NotificationClaimsTable {
  provider_id: string;
  /** e.g. `reminder24h/bk_…/<start epoch ms>` or `evt_…/reviewRequest`. */
  claim_key: string;
  type: string;
  booking_id: string | null;
  /** A notice about a waitlist entry rather than a booking (its verification email). */
  waitlist_entry_id: string | null;
  notification_id: string | null;
  created_at: CreatedAt;
}

export type NotificationChannel = "email" | "sms";
/** `logged`: the channel has no transport configured; the message was logged, not sent. */
export type NotificationSendStatus = "pending" | "sending" | "sent" | "logged" | "failed" | "unknown";

export interface NotificationSendsTable {
  provider_id: string;
  claim_key: string;
  channel: NotificationChannel;
  type: string;
  recipient: string;
  address: string;
  subject: string;
  /** The message (an email's plain-text part). */
  body: string;
  /** An email's HTML part; null for SMS. */
  html: string | null;
  status: Generated<NotificationSendStatus>;
  error: string | null;
  created_at: CreatedAt;
  /** When a worker took it for sending (status `sending`). */
  taken_at: NullableTimestamp;
  sent_at: NullableTimestamp;
}

export type EventNoticeStatus = "pending" | "done" | "skipped";

/** A customer notice owed by a relayed event, until it is decided (see the event_notices migration). */
export interface EventNoticesTable {
  provider_id: string;
  event_id: string;
  event: string;
  status: Generated<EventNoticeStatus>;
  /** Why it was skipped. */
  detail: string | null;
  created_at: CreatedAt;
  resolved_at: NullableTimestamp;
}

export interface WebhookTables {
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_delivery_attempts: WebhookDeliveryAttemptsTable;
  notification_claims: NotificationClaimsTable;
  notification_sends: NotificationSendsTable;
  event_notices: EventNoticesTable;
}

export type Webhook = Selectable<WebhooksTable>;
export type WebhookDelivery = Selectable<WebhookDeliveriesTable>;
export type WebhookDeliveryAttempt = Selectable<WebhookDeliveryAttemptsTable>;
export type NotificationSend = Selectable<NotificationSendsTable>;
