// Customer notices recorded once: a claim row per decision (the notice of an event, a reminder)
// with its channel messages, composed by domain/customer-notices.ts. The messages' own
// bookkeeping (taken, sent, failed) is in store/notification-sends.ts.
import type { Kysely } from "kysely";
import type { Database } from "@booking/db";
import { channelMessages, composeNotice, type BookingContext, type CustomerNoticeType } from "../domain/customer-notices";
import { resolveEventNotice } from "./notification-sends";
import { getPreferences, insertSmartNotifications, type SmartNotificationType } from "./notifications";

/** The booking, its service, provider and customer as a notice speaks of them; null when gone. */
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
    const preferences = await getPreferences(trx, booking.providerId, booking.customerId);
    const messages = channelMessages(request.type, booking, notice, preferences);
    if (messages.length) {
      await trx
        .insertInto("notification_sends")
        .values(
          messages.map((m) => ({
            provider_id: booking.providerId,
            claim_key: request.claimKey,
            channel: m.channel,
            type: request.type,
            recipient: booking.customerId,
            address: m.address,
            subject: m.subject,
            body: m.body,
            error: null,
            sent_at: null,
          })),
        )
        .execute();
    }
    return true;
  });
}

/** Which of these claims exist already, as `${providerId} ${claimKey}` (one query for a sweep's batch). */
export async function existingClaims(db: Kysely<Database>, claims: readonly { providerId: string; claimKey: string }[]): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const rows = await db
    .selectFrom("notification_claims")
    .select(["provider_id", "claim_key"])
    .where((eb) =>
      eb(
        eb.refTuple("provider_id", "claim_key"),
        "in",
        claims.map((c) => eb.tuple(c.providerId, c.claimKey)),
      ),
    )
    .execute();
  return new Set(rows.map((c) => `${c.provider_id} ${c.claim_key}`));
}

/** Pending and confirmed bookings starting after `now` and at most `horizonMs` later, in (start, id) order after `after`. */
export async function bookingsForReminders(
  db: Kysely<Database>,
  window: { now: Date; horizonMs: number; after: { startsAt: Date; id: string } | null; limit: number },
) {
  let query = db
    .selectFrom("bookings")
    .select(["provider_id", "id", "starts_at", "created_at"])
    .where("status", "in", ["pending", "confirmed"])
    .where("starts_at", ">", window.now)
    .where("starts_at", "<=", new Date(window.now.getTime() + window.horizonMs))
    .orderBy("starts_at")
    .orderBy("id")
    .limit(window.limit);
  const cursor = window.after;
  if (cursor) {
    query = query.where((eb) =>
      eb.or([eb("starts_at", ">", cursor.startsAt), eb.and([eb("starts_at", "=", cursor.startsAt), eb("id", ">", cursor.id)])]),
    );
  }
  return query.execute();
}
