// Claims of customer notices: a claim row is inserted once per decision (a reminder, the notice
// of an event) with its channel messages, composed here; the messages' own bookkeeping is in
// @booking/core (store/notification-sends).
import type { Kysely } from "kysely";
import type { Database, NotificationChannel } from "@booking/db";
import { getPreferences, insertSmartNotifications, resolveEventNotice, type NotificationPreferences, type SmartNotificationType } from "@booking/core";
import { CHANNEL_FLAGS, composeNotice, type BookingContext, type CustomerNoticeType } from "./messages";

export async function loadBookingContext(db: Kysely<Database>, providerId: string, bookingId: string): Promise<BookingContext | null> {
  const row = await db
    .selectFrom("bookings as b")
    .innerJoin("customers as c", (j) => j.onRef("c.provider_id", "=", "b.provider_id").onRef("c.id", "=", "b.customer_id"))
    .innerJoin("services as s", (j) => j.onRef("s.provider_id", "=", "b.provider_id").onRef("s.id", "=", "b.service_id"))
    .innerJoin("providers as p", "p.id", "b.provider_id")
    .select([
      "b.provider_id",
      "b.id",
      "b.status",
      "b.starts_at",
      "b.service_id",
      "b.staff_id",
      "b.customer_id",
      "s.name as service_name",
      "p.name as provider_name",
      "p.timezone",
      "c.name as customer_name",
      "c.email",
      "c.phone",
    ])
    .where("b.provider_id", "=", providerId)
    .where("b.id", "=", bookingId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    providerId: row.provider_id,
    providerName: row.provider_name,
    timezone: row.timezone,
    bookingId: row.id,
    status: row.status,
    startsAt: row.starts_at,
    serviceId: row.service_id,
    serviceName: row.service_name,
    staffId: row.staff_id,
    customerId: row.customer_id,
    customerName: row.customer_name,
    customerEmail: row.email,
    customerPhone: row.phone,
  };
}

function allowed(prefs: NotificationPreferences, channel: NotificationChannel, flag: string | undefined): boolean {
  if (!flag) return false;
  const group = prefs[channel] as Record<string, boolean> | undefined;
  return group?.[flag] ?? true;
}

export interface ClaimRequest {
  claimKey: string;
  type: CustomerNoticeType;
  booking: BookingContext;
  /** Also store a smart notification of the customer (false when another part of the service did). */
  smartNotification: boolean;
  reason?: string | null;
  /** The event whose owed notice this decides (marked done in the same transaction). */
  eventId?: string;
}

/**
 * Claims a customer notice once: the claim row, optionally the smart notification, and one
 * pending send per channel the customer's preferences allow. Returns false when it was
 * claimed before (by another worker, or before a restart).
 */
export async function claimCustomerNotice(db: Kysely<Database>, request: ClaimRequest): Promise<boolean> {
  const { booking } = request;
  return db.transaction().execute(async (trx) => {
    // The owed notice becomes its claim and messages in this transaction: from here on the
    // messages' own rows say what is left to send.
    if (request.eventId) await resolveEventNotice(trx, booking.providerId, request.eventId, "done");
    const inserted = await trx
      .insertInto("notification_claims")
      .values({ provider_id: booking.providerId, claim_key: request.claimKey, type: request.type, booking_id: booking.bookingId, notification_id: null })
      .onConflict((oc) => oc.columns(["provider_id", "claim_key"]).doNothing())
      .returning("claim_key")
      .executeTakeFirst();
    if (!inserted) return false;
    const notice = composeNotice(request.type, booking, { reason: request.reason });
    if (request.smartNotification) {
      const [notificationId] = await insertSmartNotifications(trx, [
        {
          providerId: booking.providerId,
          recipient: booking.customerId,
          type: request.type as SmartNotificationType,
          title: notice.title,
          body: notice.body,
          data: {
            bookingId: booking.bookingId,
            serviceId: booking.serviceId,
            staffId: booking.staffId,
            dateTime: booking.startsAt.toISOString(),
          },
        },
      ]);
      await trx
        .updateTable("notification_claims")
        .set({ notification_id: notificationId ?? null })
        .where("provider_id", "=", booking.providerId)
        .where("claim_key", "=", request.claimKey)
        .execute();
    }
    const prefs = await getPreferences(trx, booking.providerId, booking.customerId);
    const flags = CHANNEL_FLAGS[request.type];
    const sends: { channel: NotificationChannel; address: string; subject: string; body: string }[] = [];
    if (booking.customerEmail && allowed(prefs, "email", flags.email)) {
      sends.push({ channel: "email", address: booking.customerEmail, subject: notice.email.subject, body: notice.email.text });
    }
    if (booking.customerPhone && allowed(prefs, "sms", flags.sms)) {
      sends.push({ channel: "sms", address: booking.customerPhone, subject: notice.title, body: notice.sms });
    }
    if (sends.length) {
      await trx
        .insertInto("notification_sends")
        .values(
          sends.map((s) => ({
            provider_id: booking.providerId,
            claim_key: request.claimKey,
            channel: s.channel,
            type: request.type,
            recipient: booking.customerId,
            address: s.address,
            subject: s.subject,
            body: s.body,
            error: null,
            sent_at: null,
          })),
        )
        .execute();
    }
    return true;
  });
}
