// Bookkeeping of notification claims and channel sends (tables of the webhooks migration). A
// claim row is inserted once per decision (a reminder, the notices of an event); its sends move
// pending → sending → sent|failed, so no message is sent twice.
import { sql, type Kysely } from "kysely";
import type { Database, NotificationChannel } from "@booking/db";
import { getPreferences, insertSmartNotifications, type NotificationPreferences, type SmartNotificationType } from "@booking/core";
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
}

/**
 * Claims a customer notice once: the claim row, optionally the smart notification, and one
 * pending send per channel the customer's preferences allow. Returns false when it was
 * claimed before (by another worker, or before a restart).
 */
export async function claimCustomerNotice(db: Kysely<Database>, request: ClaimRequest): Promise<boolean> {
  const { booking } = request;
  return db.transaction().execute(async (trx) => {
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

/** Takes a pending send for sending; null when it is not pending (sent, failed, or taken by another worker). */
export async function takeSend(db: Kysely<Database>, providerId: string, claimKey: string, channel: NotificationChannel) {
  return db
    .updateTable("notification_sends")
    .set({ status: "sending" })
    .where("provider_id", "=", providerId)
    .where("claim_key", "=", claimKey)
    .where("channel", "=", channel)
    .where("status", "=", "pending")
    .returningAll()
    .executeTakeFirst();
}

export async function finishSend(
  db: Kysely<Database>,
  providerId: string,
  claimKey: string,
  channel: NotificationChannel,
  result: { status: "sent" | "failed" | "pending"; error?: string },
): Promise<void> {
  await db
    .updateTable("notification_sends")
    .set({
      status: result.status,
      error: result.error?.slice(0, 1000) ?? null,
      sent_at: result.status === "sent" ? sql<Date>`now()` : null,
    })
    .where("provider_id", "=", providerId)
    .where("claim_key", "=", claimKey)
    .where("channel", "=", channel)
    .execute();
}

export async function pendingSendsOf(db: Kysely<Database>, providerId: string, claimKey: string) {
  return db
    .selectFrom("notification_sends as s")
    .innerJoin("notification_claims as c", (j) => j.onRef("c.provider_id", "=", "s.provider_id").onRef("c.claim_key", "=", "s.claim_key"))
    .select(["s.channel", "s.type", "c.booking_id"])
    .where("s.provider_id", "=", providerId)
    .where("s.claim_key", "=", claimKey)
    .where("s.status", "=", "pending")
    .execute();
}

/** Claims whose sends have waited longer than `graceMs` (their job was lost): re-enqueued by the relay. */
export async function stalePendingClaims(db: Kysely<Database>, now: Date, graceMs: number, limit: number) {
  return db
    .selectFrom("notification_sends")
    .select(["provider_id", "claim_key"])
    .distinct()
    .where("status", "=", "pending")
    .where("created_at", "<", new Date(now.getTime() - graceMs))
    .limit(limit)
    .execute();
}
