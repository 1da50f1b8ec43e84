// Bookkeeping of customer notices and their channel messages, shared by the outbox relay and the
// worker's notification jobs. A notice owed by an event is recorded when the event is relayed
// (event_notices, pending); deciding it turns it into a claim with one message per allowed
// channel (notification_claims, notification_sends) and marks it done, in one transaction. Each
// message moves pending → sending → sent|logged|failed, so none is sent twice however many jobs
// (an original and a rescued one) run for it. Rows left pending for long had their job lost
// (Redis emptied): the rescue pass finds them here and enqueues them again.
import { sql, type Kysely } from "kysely";
import type { Database, NotificationChannel } from "@booking/db";

export interface OwedNotice {
  providerId: string;
  eventId: string;
  event: string;
}

/** Records notices owed by relayed events (in the relay's transaction); ones recorded before are left alone. */
export async function recordOwedNotices(db: Kysely<Database>, notices: readonly OwedNotice[]): Promise<void> {
  if (notices.length === 0) return;
  await sql`
    INSERT INTO event_notices (provider_id, event_id, event)
    SELECT * FROM unnest(${notices.map((n) => n.providerId)}::uuid[], ${notices.map((n) => n.eventId)}::text[], ${notices.map((n) => n.event)}::text[])
    ON CONFLICT (provider_id, event_id) DO NOTHING`.execute(db);
}

/** Whether a notice is still owed (pending); null when none was recorded for the event. */
export async function eventNoticeStatus(db: Kysely<Database>, providerId: string, eventId: string) {
  const row = await db
    .selectFrom("event_notices")
    .select("status")
    .where("provider_id", "=", providerId)
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  return row?.status ?? null;
}

/**
 * Marks an owed notice decided: `done` (call it in the transaction that inserts its claim and
 * messages) or `skipped` with the reason. Only a pending one changes.
 */
export async function resolveEventNotice(
  db: Kysely<Database>,
  providerId: string,
  eventId: string,
  status: "done" | "skipped",
  detail: string | null = null,
): Promise<void> {
  await db
    .updateTable("event_notices")
    .set({ status, detail, resolved_at: sql<Date>`now()` })
    .where("provider_id", "=", providerId)
    .where("event_id", "=", eventId)
    .where("status", "=", "pending")
    .execute();
}

/** Notices pending since before `olderThan` (their job was lost): the rescue pass enqueues them again. */
export async function stalePendingNotices(db: Kysely<Database>, olderThan: Date, limit: number) {
  return db
    .selectFrom("event_notices")
    .select(["provider_id", "event_id"])
    .where("status", "=", "pending")
    .where("created_at", "<", olderThan)
    .orderBy("created_at")
    .limit(limit)
    .execute();
}

/** Takes a pending message for sending; null when it is not pending (done, or taken by another job). */
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
  result: { status: "sent" | "logged" | "failed" | "pending"; error?: string },
): Promise<void> {
  await db
    .updateTable("notification_sends")
    .set({
      status: result.status,
      error: result.error?.slice(0, 1000) ?? null,
      sent_at: result.status === "sent" || result.status === "logged" ? sql<Date>`now()` : null,
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

/** Claims with messages pending since before `olderThan` (their job was lost): re-enqueued by the rescue pass. */
export async function stalePendingClaims(db: Kysely<Database>, olderThan: Date, limit: number) {
  return db
    .selectFrom("notification_sends")
    .select(["provider_id", "claim_key"])
    .distinct()
    .where("status", "=", "pending")
    .where("created_at", "<", olderThan)
    .limit(limit)
    .execute();
}
