// What the provider hears of its customers' own doings, and how bookings customers make start
// (pure). The provider's email (settings notifyEmail, notifyOn) tells of a booking a customer or a
// visitor made, moved or cancelled: what the provider did itself needs no word. Bookings made by
// customer and public keys start `confirmed` when the provider confirms automatically, else
// `pending` until it confirms; a pending booking left unconfirmed past the provider's
// pendingExpiresAfterHours is cancelled.
import { NEW_BOOKING_STATUS } from "./booking-rules";

export { NOT_CONFIRMED_IN_TIME } from "../messages";

export const NOTIFY_ON_EVENTS = ["booking.created", "booking.rescheduled", "booking.cancelled"] as const;
export type NotifyOnEvent = (typeof NOTIFY_ON_EVENTS)[number];

export const isNotifyOnEvent = (event: string): event is NotifyOnEvent => (NOTIFY_ON_EVENTS as readonly string[]).includes(event);

/** Who caused a change, as the provider's email says it: a customer with their key, or a visitor on a booking page. */
export type ChangedByCustomer = "customer" | "visitor";

/**
 * Whether the provider is emailed about an event, and who caused it: the event is one the provider
 * asked to hear of, an address is set, and the customer caused it (made the booking with their key
 * or a booking page; moved or cancelled it themselves). Null: no email.
 */
export function providerAlertOf(
  event: { event: string; data: object },
  bookedBy: string,
  settings: { notifyEmail: string | null; notifyOn: readonly string[] },
): ChangedByCustomer | null {
  if (!settings.notifyEmail || !isNotifyOnEvent(event.event) || !settings.notifyOn.includes(event.event)) return null;
  const changedBy = "changedBy" in event.data ? event.data.changedBy : undefined;
  const byCustomer = event.event === "booking.created" ? bookedBy !== "provider" : changedBy === "customer";
  if (!byCustomer) return null;
  return bookedBy === "public" ? "visitor" : "customer";
}

/**
 * The status a new booking starts in (a visitor's held booking: once verified): the provider's own
 * bookings wait for its confirmation as ever; a customer's or visitor's are confirmed at once when
 * the provider confirms automatically.
 */
export function initialBookingStatus(
  bookedBy: "provider" | "customer" | "public",
  confirmation: "manual" | "auto",
): "pending" | "confirmed" {
  if (bookedBy === "provider") return NEW_BOOKING_STATUS;
  return confirmation === "auto" ? "confirmed" : NEW_BOOKING_STATUS;
}
