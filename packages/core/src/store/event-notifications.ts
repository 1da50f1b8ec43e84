// Smart notifications that domain events create for the parties concerned, in the event's own
// transaction: the provider for a new booking; the customer for confirmation and cancellation,
// according to the recipient's preferences. The rules are in domain/booking-notifications.ts;
// channel delivery (email, SMS) is the worker's, driven by `data.channels`.
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import { planBookingNotification, type BookingFacts } from "../domain/booking-notifications";
import type { StoredEvent } from "../events";
import { effectivePreferences } from "../domain/notification-preferences";
import { getPreferences, PROVIDER_RECIPIENT, type NewSmartNotification } from "./notifications";

const BOOKING_EVENTS = new Set(["booking.created", "booking.confirmed", "booking.cancelled"]);

/** What a caller already knows about the booking of an event, to spare lookups. */
export interface KnownBookingFacts extends BookingFacts {
  /** The stored preferences of the notification's recipient (null: none stored, all defaults). */
  recipientPreferences?: Record<string, unknown> | null;
}

/**
 * The smart notification an event calls for, if any (the caller inserts it). `facts` spares the
 * lookup of the booking, and their preferences the lookup of the recipient's, when the caller
 * already holds them (booking creation does, on its hot path).
 */
export async function notificationForEvent(
  trx: Kysely<Database>,
  event: StoredEvent,
  facts?: KnownBookingFacts,
): Promise<NewSmartNotification | null> {
  if (!BOOKING_EVENTS.has(event.event)) return null;
  const bookingId = event.data.bookingId;
  if (typeof bookingId !== "string") return null;
  const known = facts ?? (await lookUpFacts(trx, event, bookingId));
  if (!known) return null;
  const recipient = event.event === "booking.created" ? PROVIDER_RECIPIENT : known.customerId;
  const preferences =
    facts?.recipientPreferences !== undefined
      ? effectivePreferences(facts.recipientPreferences)
      : await getPreferences(trx, event.providerId, recipient);
  const planned = planBookingNotification(event.event, known, preferences);
  if (!planned) return null;
  return {
    providerId: event.providerId,
    recipient: planned.audience === "provider" ? PROVIDER_RECIPIENT : known.customerId,
    type: planned.type,
    title: planned.title,
    body: planned.body,
    data: { ...planned.data, eventId: event.eventId },
  };
}

async function lookUpFacts(trx: Kysely<Database>, event: StoredEvent, bookingId: string): Promise<BookingFacts | null> {
  const booking = await trx
    .selectFrom("bookings as b")
    .innerJoin("customers as c", (join) => join.onRef("c.provider_id", "=", "b.provider_id").onRef("c.id", "=", "b.customer_id"))
    .innerJoin("services as s", (join) => join.onRef("s.provider_id", "=", "b.provider_id").onRef("s.id", "=", "b.service_id"))
    .innerJoin("staff as st", (join) => join.onRef("st.provider_id", "=", "b.provider_id").onRef("st.id", "=", "b.staff_id"))
    .innerJoin("providers as p", "p.id", "b.provider_id")
    .select([
      "b.id",
      "b.customer_id",
      "b.service_id",
      "b.staff_id",
      "b.starts_at",
      "b.cancel_reason",
      "b.notify_customer",
      "c.name as customer_name",
      "s.name as service_name",
      "st.name as staff_name",
      "p.timezone",
    ])
    .where("b.provider_id", "=", event.providerId)
    .where("b.id", "=", bookingId)
    .executeTakeFirst();
  if (!booking) return null;

  // The event's own word on notifying the customer wins; the stored flag covers events that omit it.
  const notifyCustomer =
    typeof event.data.notifyCustomer === "boolean" ? event.data.notifyCustomer : booking.notify_customer;
  const reason = typeof event.data.reason === "string" ? event.data.reason : booking.cancel_reason;
  return {
    bookingId: booking.id,
    customerId: booking.customer_id,
    customerName: booking.customer_name,
    serviceId: booking.service_id,
    serviceName: booking.service_name,
    staffId: booking.staff_id,
    staffName: booking.staff_name,
    startsAt: booking.starts_at,
    timezone: booking.timezone,
    cancelReason: reason,
    notifyCustomer,
  };
}
