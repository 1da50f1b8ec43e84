// The facts notices are planned from (domain/notification-plan.ts decides), and the smart
// notification an event stores in its own transaction: the provider's for a new booking, the
// customer's for a confirmation or a cancellation. The worker stores the rest (store/notification-sends.ts).
import { sql, type Kysely } from "kysely";
import { prepared, type Database, type ServicePaymentPolicy } from "@booking/db";
import { amountDueAtBooking } from "../domain/payments";
import {
  noticeAudience,
  noticeTypeOfEvent,
  notificationStoredWith,
  notificationTypeOf,
  planEventNotice,
  type BookingFacts,
  type NoticeContact,
  type VisitItemFacts,
  type ProviderNoticeSettings,
  type OnlinePaymentMode,
} from "../domain/notification-plan";
import type { DomainEvent, RecordedEventName } from "../events";
import { effectivePreferences } from "../domain/notification-preferences";
import { nameForMessages } from "../domain/visitor-text";
import { membersNamed } from "../domain/two-person";
import { getPreferences, PROVIDER_RECIPIENT, type NewSmartNotification } from "./notifications";

/** What a caller already knows about the booking of an event, to spare lookups. */
export interface KnownBookingFacts extends BookingFacts {
  /** The stored preferences of the notification's recipient (null: none stored, all defaults). */
  recipientPreferences?: Record<string, unknown> | null;
  /** The event's notification is written by its caller, later (a visit booked item by item writes one for all its items). */
  notificationWrittenLater?: boolean;
}

/** A booking with what its notices need: the facts, the provider's name and the customer's addresses, and its status. */
export interface NoticeBooking {
  booking: BookingFacts;
  contact: NoticeContact;
  status: string;
  /** Whether and where the provider is emailed about what its customers do. */
  providerSettings: ProviderNoticeSettings;
}

/** A booking's stored payment mode as messages speak of it ("none" and anything unknown: not paid online). */
const onlinePaymentMode = (mode: string | null): OnlinePaymentMode | null =>
  mode === "deposit" || mode === "full" || mode === "card" ? mode : null;

/** The query of a booking's row with its names (noticeBookingRow; a write that locks the booking may add its own columns). */
export const noticeBookingQuery = (db: Kysely<Database>, p: { providerId: string; bookingId: string }) =>
  db
    .selectFrom("bookings as b")
    .innerJoin("customers as c", (join) => join.onRef("c.provider_id", "=", "b.provider_id").onRef("c.id", "=", "b.customer_id"))
    .innerJoin("services as s", (join) => join.onRef("s.provider_id", "=", "b.provider_id").onRef("s.id", "=", "b.service_id"))
    .innerJoin("staff as st", (join) => join.onRef("st.provider_id", "=", "b.provider_id").onRef("st.id", "=", "b.staff_id"))
    .leftJoin("staff as st2", (join) => join.onRef("st2.provider_id", "=", "b.provider_id").onRef("st2.id", "=", "b.second_staff_id"))
    .innerJoin("providers as p", "p.id", "b.provider_id")
    .select([
      "b.id",
      "b.status",
      "b.customer_id",
      "b.service_id",
      "b.staff_id",
      "b.starts_at",
      "b.cancel_reason",
      "b.notify_customer",
      "b.booked_by",
      "b.visitor_name",
      "b.hold_expires_at",
      "b.ends_at",
      "b.seats",
      "b.customer_timezone",
      "b.locale",
      "b.notes",
      "b.visit_id",
      "b.series_id",
      "c.name as customer_name",
      "c.email",
      "c.phone",
      "s.name as service_name",
      "st.name as staff_name",
      "st2.name as second_staff_name",
      "p.name as provider_name",
      "p.timezone",
      "p.location",
      "p.locale as provider_locale",
      "p.notify_email",
      "p.notify_on",
      sql<string | null>`b.payment_policy->>'mode'`.as("payment_mode"),
      // The policy itself only where money is asked for when booking: the amount is told (no JSON to parse otherwise).
      sql<ServicePaymentPolicy | null>`CASE WHEN b.payment_policy->>'mode' IN ('deposit', 'full') THEN b.payment_policy END`.as(
        "policy_taking_money",
      ),
      "b.payment_amount_cents",
      "p.currency",
    ])
    .where("b.provider_id", "=", p.providerId)
    .where("b.id", "=", p.bookingId);

/** The booking's row with its names, as one statement planned once per connection (every booking event reads it). */
const noticeBookingRow = prepared(noticeBookingQuery);

/** A row of noticeBookingQuery. */
export type NoticeBookingRow = Awaited<ReturnType<typeof noticeBookingRow>>[number];

export async function loadNoticeBooking(db: Kysely<Database>, providerId: string, bookingId: string): Promise<NoticeBooking | null> {
  const [row] = await noticeBookingRow(db, { providerId, bookingId });
  return row ? noticeBookingOf(db, providerId, row) : null;
}

/** The notices' view of a booking's row (a visit's items and a series' occurrences read beside it). */
export async function noticeBookingOf(db: Kysely<Database>, providerId: string, row: NoticeBookingRow): Promise<NoticeBooking> {
  return {
    booking: {
      bookingId: row.id,
      customerId: row.customer_id,
      // A visitor's booking is spoken of by the name they typed, cleaned of anything link-like.
      customerName: row.booked_by === "public" && row.visitor_name !== null ? nameForMessages(row.visitor_name) : row.customer_name,
      serviceId: row.service_id,
      serviceName: row.service_name,
      staffId: row.staff_id,
      staffName: membersNamed(row.staff_name, row.second_staff_name),
      startsAt: row.starts_at,
      timezone: row.timezone,
      cancelReason: row.cancel_reason,
      notifyCustomer: row.notify_customer,
      bookedByCustomer: row.booked_by !== "provider",
      bookedWithPublicKey: row.booked_by === "public",
      holdExpiresAt: row.hold_expires_at,
      endsAt: row.ends_at,
      status: row.status,
      seats: row.seats,
      customerTimezone: row.customer_timezone,
      locale: row.locale,
      providerLocale: row.provider_locale,
      notes: row.notes,
      visitItems: row.visit_id === null ? null : await groupItemsOf(db, providerId, "visit_id", row.visit_id),
      seriesOccurrences: row.series_id === null ? null : await groupItemsOf(db, providerId, "series_id", row.series_id),
      // The salon's own bookings are not paid online.
      paymentMode: row.booked_by === "provider" ? null : onlinePaymentMode(row.payment_mode),
      paymentDue:
        row.booked_by === "provider" || row.policy_taking_money === null
          ? null
          : {
              amountMinor: amountDueAtBooking(row.policy_taking_money, row.payment_amount_cents, row.seats),
              currency: row.currency.trim(),
            },
    },
    contact: {
      providerName: row.provider_name,
      providerLocation: row.location,
      customerEmail: row.email,
      customerPhone: row.phone,
    },
    status: row.status,
    providerSettings: { notifyEmail: row.notify_email, notifyOn: row.notify_on },
  };
}

/**
 * A visit's items or a series' occurrences in time order, with when each was last confirmed and
 * last moved (its newest history line of booking.confirmed, of booking.rescheduled: bookings
 * changed in one transaction share the instant) and cancelled; a series' also with when each was booked (the occurrences of one
 * series' creation share it, a visit's items are all booked at once).
 */
async function groupItemsOf(
  db: Kysely<Database>,
  providerId: string,
  by: "visit_id" | "series_id",
  groupId: string,
): Promise<VisitItemFacts[]> {
  const rows = await db
    .selectFrom("bookings as b")
    .innerJoin("services as s", (join) => join.onRef("s.provider_id", "=", "b.provider_id").onRef("s.id", "=", "b.service_id"))
    .innerJoin("staff as st", (join) => join.onRef("st.provider_id", "=", "b.provider_id").onRef("st.id", "=", "b.staff_id"))
    .leftJoin("staff as st2", (join) => join.onRef("st2.provider_id", "=", "b.provider_id").onRef("st2.id", "=", "b.second_staff_id"))
    .select((eb) => {
      // The instant of the booking's newest history line of the event.
      const newest = <A extends string>(event: "booking.confirmed" | "booking.rescheduled", as: A) =>
        eb
          .selectFrom("booking_history as h")
          .select((inner) => inner.fn.max("h.occurred_at").as("at"))
          .whereRef("h.provider_id", "=", "b.provider_id")
          .whereRef("h.booking_id", "=", "b.id")
          .where("h.event", "=", event)
          .as(as);
      return [
        "b.id",
        "b.status",
        "b.starts_at",
        "b.ends_at",
        "b.cancelled_at",
        "b.created_at",
        "s.name as service_name",
        "st.name as staff_name",
        "st2.name as second_staff_name",
        newest("booking.confirmed", "confirmed_at"),
        newest("booking.rescheduled", "rescheduled_at"),
      ] as const;
    })
    .where("b.provider_id", "=", providerId)
    .where(`b.${by}`, "=", groupId)
    .orderBy("b.starts_at")
    .orderBy("b.id")
    .execute();
  return rows.map((row) => ({
    bookingId: row.id,
    serviceName: row.service_name,
    staffName: membersNamed(row.staff_name, row.second_staff_name),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at),
    rescheduledAt: row.rescheduled_at === null ? null : new Date(row.rescheduled_at),
    cancelledAt: row.cancelled_at,
    ...(by === "series_id" ? { createdAt: row.created_at } : {}),
  }));
}

/** The status and start of a booking (whether a claimed reminder still holds); null when it is gone. */
export async function bookingSchedule(
  db: Kysely<Database>,
  providerId: string,
  bookingId: string,
): Promise<{ status: string; startsAt: Date } | null> {
  const row = await db
    .selectFrom("bookings")
    .select(["status", "starts_at"])
    .where("provider_id", "=", providerId)
    .where("id", "=", bookingId)
    .executeTakeFirst();
  return row ? { status: row.status, startsAt: row.starts_at } : null;
}

/**
 * The smart notification an event stores in its own transaction, if any (the caller inserts it).
 * `facts` spares the lookup of the booking, and their preferences the lookup of the recipient's,
 * when the caller already holds them (booking creation does, on its hot path).
 */
export async function notificationForEvent(
  trx: Kysely<Database>,
  event: DomainEvent<RecordedEventName>,
  facts?: KnownBookingFacts,
): Promise<NewSmartNotification | null> {
  const type = noticeTypeOfEvent(event.event);
  if (!type || notificationStoredWith(type) !== "event" || !("bookingId" in event.data) || facts?.notificationWrittenLater) return null;
  const known = facts ?? (await loadNoticeBooking(trx, event.providerId, event.data.bookingId))?.booking;
  if (!known) return null;
  const recipient = noticeAudience(type) === "provider" ? PROVIDER_RECIPIENT : known.customerId;
  const preferences =
    facts?.recipientPreferences !== undefined
      ? effectivePreferences(facts.recipientPreferences)
      : await getPreferences(trx, event.providerId, recipient);
  const plan = planEventNotice(event, known, preferences, null);
  if (!plan?.notification || plan.notificationStoredWith !== "event") return null;
  return {
    providerId: event.providerId,
    recipient,
    type: notificationTypeOf(plan.type),
    title: plan.notification.title,
    body: plan.notification.body,
    data: { ...plan.notification.data, eventId: event.eventId },
  };
}
