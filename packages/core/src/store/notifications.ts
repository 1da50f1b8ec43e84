// Smart notifications and notification preferences of a recipient: the provider itself
// ("provider") or one of its customers (the customer id).
import { sql, type Kysely, type RawBuilder } from "kysely";
import { executeNamed, type Database } from "@booking/db";
import { newId } from "../ids";
import { effectivePreferences, type NotificationPreferences } from "../domain/notification-preferences";

export const PROVIDER_RECIPIENT = "provider";

export type SmartNotificationType =
  | "booking.created"
  | "booking.confirmed"
  | "booking.cancelled"
  | "booking.rescheduled"
  | "booking.restored"
  | "booking.no_show"
  | "booking.completed"
  | "payment.received"
  | "payment.refunded"
  | "customer.created"
  | "review.created"
  | "staff.created"
  | "reminder24h"
  | "reminder1h"
  | "reviewRequest"
  | "announcement"
  | "webhook.disabled"
  | "publicBookingLimit"
  | "paymentFailed"
  | "holdVerification"
  | "waitlistOffer";

export interface NewSmartNotification {
  providerId: string;
  /** "provider" or a customer id. */
  recipient: string;
  type: SmartNotificationType;
  title: string;
  body: string;
  data?: Record<string, unknown>;
}

/** A new notification's row, with its id (its data a JSON value: rowsOf takes it so; an insert's parameter takes its text). */
export function smartNotificationRow(n: NewSmartNotification) {
  return {
    provider_id: n.providerId,
    id: newId("ntf"),
    recipient: n.recipient,
    type: n.type,
    title: n.title,
    body: n.body,
    data: n.data ?? {},
  };
}

export async function insertSmartNotifications(db: Kysely<Database>, notifications: NewSmartNotification[]): Promise<string[]> {
  if (notifications.length === 0) return [];
  const rows = notifications.map((n) => {
    const row = smartNotificationRow(n);
    return { ...row, data: JSON.stringify(row.data) };
  });
  await db.insertInto("smart_notifications").values(rows).execute();
  return rows.map((r) => r.id);
}

/** The provider's stored notification preferences (null: none stored) as a column of a statement about `providerId`'s rows. */
export const providerPreferencesColumn = (providerId: RawBuilder<unknown>) =>
  sql<Record<string, unknown> | null>`(SELECT np.preferences FROM notification_preferences np
    WHERE np.provider_id = ${providerId} AND np.recipient = ${PROVIDER_RECIPIENT})`;

export async function getPreferences(db: Kysely<Database>, providerId: string, recipient: string): Promise<NotificationPreferences> {
  const { rows } = await executeNamed(
    db,
    db
      .selectFrom("notification_preferences")
      .select("preferences")
      .where("provider_id", "=", providerId)
      .where("recipient", "=", recipient),
  );
  return effectivePreferences(rows[0]?.preferences);
}
