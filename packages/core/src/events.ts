// The domain events, each name with the data it carries: what recordEvent writes to the outbox
// and what a webhook receiver finds in `data`. Types only (and the list of names), so the client
// package can take them without any server code.
import type { BookingStatus, PaymentMethod, StaffRole } from "@booking/db";

/** Events a webhook may subscribe to, in the order the API lists them. */
export const WEBHOOK_EVENTS = [
  "booking.created",
  "booking.confirmed",
  "booking.cancelled",
  "booking.completed",
  "booking.rescheduled",
  "payment.received",
  "payment.refunded",
  "customer.created",
  "review.created",
  "staff.created",
] as const satisfies readonly (keyof EventPayloads)[];

/** A booking's ids and time, as its status events carry them; `status` is the new status. */
export type BookingStatusData<S extends BookingStatus> = {
  bookingId: string;
  providerId: string;
  customerId: string;
  serviceId: string;
  staffId: string;
  /** The booking's start (UTC ISO). */
  dateTime: string;
  status: S;
};

// Plain object types rather than interfaces: an event's data must stay assignable to the
// `Record<string, unknown>` of a stored event and a webhook payload.
export type EventPayloads = {
  "booking.created": BookingStatusData<"pending">;
  /** A booking's time or staff member changed (a move, or a transfer when a member is deleted). */
  "booking.rescheduled": BookingStatusData<"pending" | "confirmed"> & {
    /** The start before the change (UTC ISO); equal to `dateTime` when only the staff member changed. */
    previousDateTime: string;
  };
  "booking.confirmed": BookingStatusData<"confirmed">;
  "booking.cancelled": BookingStatusData<"cancelled"> & {
    cancelledAt: string;
    reason: string | null;
    /** false when the cancellation asked not to tell the customer. */
    notifyCustomer: boolean;
  };
  "booking.completed": BookingStatusData<"completed">;
  "payment.received": {
    bookingId: string;
    providerId: string;
    customerId: string;
    status: "paid";
    /** In major units of `currency`. */
    amount: number;
    currency: string;
    method: PaymentMethod;
    paidAt: string;
  };
  "payment.refunded": {
    bookingId: string;
    providerId: string;
    customerId: string;
    status: "refunded";
    /** In major units of `currency`. */
    amount: number;
    currency: string;
    method: PaymentMethod | null;
    refundedAt: string;
    reason: string | null;
  };
  "customer.created": { customerId: string; providerId: string };
  "review.created": { reviewId: string; bookingId: string; providerId: string; customerId: string; rating: number };
  "staff.created": { staffId: string; providerId: string; role: StaffRole };
};

export type EventName = keyof EventPayloads;

/** An event as recordEvent wrote it; narrowing on `event` gives its `data`. */
export type DomainEvent<E extends EventName = EventName> = {
  [K in E]: { eventId: string; providerId: string; event: K; data: EventPayloads[K] };
}[E];

/** An outbox row's event read back without knowing which one it is (the shape of the column). */
export interface StoredEvent {
  eventId: string;
  providerId: string;
  event: string;
  data: Readonly<Record<string, unknown>>;
}

/** The synchronous test delivery's data (webhooks/test); it is sent, never recorded. */
export type WebhookTestData = { webhookId: string; providerId: string; message: string };

/** What a webhook can receive: every event, and the test delivery. */
export type WebhookPayloads = EventPayloads & { "webhook.test": WebhookTestData };

export type WebhookEventName = keyof WebhookPayloads;
