// A recipient's own side of notifications: its smart notifications (list, mark read) and its
// notification preferences. The recipient is the provider itself ("provider") or a customer id.
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "@booking/db";
import { offsetOf } from "../schemas/common";
import {
  effectivePreferences,
  PREFERENCE_FLAGS,
  type NotificationPreferences,
  type PreferenceGroup,
  type PreferencesPatch,
} from "../domain/notification-preferences";
import { getPreferences, PROVIDER_RECIPIENT } from "./notifications";

export interface SmartNotificationRow {
  id: string;
  type: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  read_at: Date | null;
  created_at: Date;
}

/** Newest first; `unreadOnly` keeps unread ones. `unreadCount` counts all unread ones either way. */
export async function listSmartNotifications(
  db: Kysely<Database>,
  providerId: string,
  recipient: string,
  filter: { page: number; limit: number; unreadOnly: boolean },
): Promise<{ rows: SmartNotificationRow[]; total: number; unreadCount: number }> {
  let base = db.selectFrom("smart_notifications").where("provider_id", "=", providerId).where("recipient", "=", recipient);
  if (filter.unreadOnly) base = base.where("read_at", "is", null);
  const [rows, count, unread] = await Promise.all([
    base
      .select(["id", "type", "title", "body", "data", "read_at", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(filter.limit)
      .offset(offsetOf(filter.page, filter.limit))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    db
      .selectFrom("smart_notifications")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .where("provider_id", "=", providerId)
      .where("recipient", "=", recipient)
      .where("read_at", "is", null)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total), unreadCount: Number(unread.total) };
}

/** Marks the recipient's unread notifications among `ids` read; other ids are ignored. Returns how many changed. */
export async function markNotificationsRead(db: Kysely<Database>, providerId: string, recipient: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("smart_notifications")
    .set({ read_at: sql`now()` })
    .where("provider_id", "=", providerId)
    .where("recipient", "=", recipient)
    .where("id", "in", [...new Set(ids)])
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Merges a subset of flags into the recipient's stored preferences in one atomic upsert (two
 * concurrent PATCHes of different flags both take effect) and answers the whole object.
 */
export async function updatePreferences(
  db: Kysely<Database>,
  providerId: string,
  recipient: string,
  patch: PreferencesPatch,
): Promise<NotificationPreferences> {
  const groups = (Object.keys(PREFERENCE_FLAGS) as PreferenceGroup[]).filter(
    (group) => patch[group] && Object.keys(patch[group]).length > 0,
  );
  if (groups.length === 0) return getPreferences(db, providerId, recipient);
  const clean = Object.fromEntries(groups.map((group) => [group, patch[group]]));
  // stored, with each patched group replaced by (stored group || patched flags).
  const stored = sql`notification_preferences.preferences`;
  let merged: RawBuilder<unknown> = stored;
  for (const group of groups) {
    merged = sql`jsonb_set(${merged}, ${`{${group}}`}::text[], coalesce(${stored} -> ${group}::text, '{}'::jsonb) || ${JSON.stringify(patch[group])}::jsonb)`;
  }
  const result = await sql<{ preferences: Record<string, unknown> }>`
    INSERT INTO notification_preferences (provider_id, recipient, preferences)
    VALUES (${providerId}, ${recipient}, ${JSON.stringify(clean)}::jsonb)
    ON CONFLICT (provider_id, recipient)
    DO UPDATE SET preferences = ${merged}, updated_at = now()
    RETURNING preferences`.execute(db);
  return effectivePreferences(result.rows[0]?.preferences);
}

/** Whom `/api/rpc/user/...` acts on: the provider itself for provider keys, the customer for customer keys. */
export function recipientOf(caller: { audience: "provider" | "customer"; customerId: string | null }): string {
  return caller.audience === "customer" && caller.customerId ? caller.customerId : PROVIDER_RECIPIENT;
}
