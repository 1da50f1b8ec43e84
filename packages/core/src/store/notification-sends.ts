// Bookkeeping of customer notices and their channel messages, shared by the outbox relay and the
// worker's notification jobs. A notice owed by an event is recorded when the event is relayed
// (event_notices, pending); deciding it turns it into a claim with the messages its plan lists
// (notification_claims, notification_sends; domain/notification-plan.ts plans them) and marks
// it done, in one transaction. A reminder is claimed the same way by the reminder sweep. Each
// message moves pending → sending → sent|logged|failed, so none is sent twice however many jobs
// (an original and a rescued one) run for it. Rows left pending for long had their job lost
// (Redis emptied): the rescue pass finds them here and enqueues them again. A message left
// `sending` for long lost its worker mid-send: whether it went out is unknown, so it is marked
// `unknown` (counted and alerted on) and sent again only when an operator asks.
import { sql, type Kysely } from "kysely";
import { executeNamed, rowsOf, type Database, type NotificationChannel } from "@booking/db";
import {
  ENTRY_VERIFICATION_NOTICE,
  notificationTypeOf,
  type NoticeType,
  type PlannedMessage,
  type PlannedNotification,
} from "../domain/notification-plan";
import { smartNotificationRow } from "./notifications";

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
  const { rows } = await executeNamed(
    db,
    db
      .updateTable("notification_sends")
      .set({ status: "sending", taken_at: sql<Date>`now()` })
      .where("provider_id", "=", providerId)
      .where("claim_key", "=", claimKey)
      .where("channel", "=", channel)
      .where("status", "=", "pending")
      .returningAll(),
  );
  return rows[0];
}

export async function finishSend(
  db: Kysely<Database>,
  providerId: string,
  claimKey: string,
  channel: NotificationChannel,
  result: { status: "sent" | "logged" | "failed" | "pending"; error?: string },
): Promise<void> {
  await executeNamed(
    db,
    db
      .updateTable("notification_sends")
      .set({
        status: result.status,
        error: result.error?.slice(0, 1000) ?? null,
        sent_at: result.status === "sent" || result.status === "logged" ? sql<Date>`now()` : null,
      })
      .where("provider_id", "=", providerId)
      .where("claim_key", "=", claimKey)
      .where("channel", "=", channel),
  );
}

export async function pendingSendsOf(db: Kysely<Database>, providerId: string, claimKey: string) {
  const { rows } = await executeNamed(
    db,
    db
      .selectFrom("notification_sends as s")
      .innerJoin("notification_claims as c", (j) => j.onRef("c.provider_id", "=", "s.provider_id").onRef("c.claim_key", "=", "s.claim_key"))
      .select(["s.channel", "s.type", "c.booking_id", "c.waitlist_entry_id"])
      .where("s.provider_id", "=", providerId)
      .where("s.claim_key", "=", claimKey)
      .where("s.status", "=", "pending"),
  );
  return rows;
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

export interface NoticeClaim {
  providerId: string;
  claimKey: string;
  /** A customer's notice, the provider's email about what a customer did, or a waitlist entry's verification. */
  type: NoticeType | "providerAlert" | typeof ENTRY_VERIFICATION_NOTICE;
  /** The booking the notice is about (null: a waitlist entry's, named by waitlistEntryId). */
  bookingId: string | null;
  waitlistEntryId?: string;
  /** The customer the notice is for (PROVIDER_RECIPIENT: the provider). */
  recipient: string;
  /** The smart notification to store with the claim, if the plan has the worker store one. */
  notification: PlannedNotification | null;
  messages: readonly PlannedMessage[];
  /** The event whose owed notice this decides (marked done in the same transaction). */
  eventId?: string;
}

/**
 * Claims a notice once: the claim row, its smart notification and one pending message per
 * planned channel, with the owed notice marked done, in one statement (a notification job runs
 * this for every notice; one round trip where a transaction took seven). Returns false when it was
 * claimed before (by another worker, or before a restart): the insert of the claim row decides,
 * and only then are the notification and the messages written.
 */
export async function claimNotice(db: Kysely<Database>, claim: NoticeClaim): Promise<boolean> {
  const notification =
    claim.notification && claim.type !== "providerAlert" && claim.type !== ENTRY_VERIFICATION_NOTICE
      ? smartNotificationRow({
          providerId: claim.providerId,
          recipient: claim.recipient,
          type: notificationTypeOf(claim.type),
          ...claim.notification,
        })
      : null;
  const sends = claim.messages.map((m) => ({
    provider_id: claim.providerId,
    claim_key: claim.claimKey,
    channel: m.channel,
    type: claim.type,
    recipient: claim.recipient,
    address: m.address,
    subject: m.subject,
    body: m.text,
    html: m.html ?? null,
  }));
  // The owed notice is decided whether this claim wins or finds one made before.
  const { rows } = await executeNamed(
    db,
    sql<{ claim_key: string }>`
    WITH claimed AS (
      INSERT INTO notification_claims (provider_id, claim_key, type, booking_id, waitlist_entry_id, notification_id)
      VALUES (${claim.providerId}, ${claim.claimKey}, ${claim.type}, ${claim.bookingId}, ${claim.waitlistEntryId ?? null}, ${notification?.id ?? null})
      ON CONFLICT (provider_id, claim_key) DO NOTHING
      RETURNING claim_key),
    resolved AS (
      UPDATE event_notices SET status = 'done', detail = NULL, resolved_at = now()
       WHERE provider_id = ${claim.providerId} AND event_id = ${claim.eventId ?? null} AND status = 'pending'),
    notified AS (
      INSERT INTO smart_notifications (provider_id, id, recipient, type, title, body, data)
      SELECT provider_id, id, recipient, type, title, body, data FROM ${rowsOf("smart_notifications", notification ? [notification] : [])}
       WHERE EXISTS (SELECT 1 FROM claimed)),
    messages AS (
      INSERT INTO notification_sends (provider_id, claim_key, channel, type, recipient, address, subject, body, html)
      SELECT provider_id, claim_key, channel, type, recipient, address, subject, body, html FROM ${rowsOf("notification_sends", sends)}
       WHERE EXISTS (SELECT 1 FROM claimed))
    SELECT claim_key FROM claimed`,
  );
  return rows.length > 0;
}

/** Which of these claims exist already ("providerId claimKey" of each). */
export async function existingClaims(
  db: Kysely<Database>,
  claims: readonly { providerId: string; claimKey: string }[],
): Promise<Set<string>> {
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

/** What an operator is shown of a message whose outcome is unknown (never its text: it may hold personal data). */
export interface UnknownSend {
  providerId: string;
  claimKey: string;
  channel: NotificationChannel;
  type: string;
  takenAt: Date | null;
  error: string | null;
}

/**
 * Marks `unknown` the messages taken for sending before `olderThan` and not finished since: their
 * worker stopped mid-send. Answers them, so the caller can count them by channel.
 */
export async function markStuckSendsUnknown(db: Kysely<Database>, olderThan: Date, limit: number) {
  const { rows } = await sql<{ channel: NotificationChannel }>`
    UPDATE notification_sends s SET status = 'unknown',
           error = 'the worker stopped while sending: it may or may not have gone out (pnpm cli notifications:resend sends it again)'
     WHERE (s.provider_id, s.claim_key, s.channel) IN (
             SELECT provider_id, claim_key, channel FROM notification_sends
              WHERE status = 'sending' AND taken_at < ${olderThan}
              LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING s.channel`.execute(db);
  return rows;
}

/** Messages whose outcome is unknown, newest first (for the operator CLI). */
export async function unknownSends(db: Kysely<Database>, limit: number): Promise<UnknownSend[]> {
  const rows = await db
    .selectFrom("notification_sends")
    .select(["provider_id", "claim_key", "channel", "type", "taken_at", "error"])
    .where("status", "=", "unknown")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    providerId: r.provider_id,
    claimKey: r.claim_key,
    channel: r.channel,
    type: r.type,
    takenAt: r.taken_at,
    error: r.error,
  }));
}

/**
 * Puts a message whose outcome is unknown back to pending, dated so that the next rescue pass sends
 * it; false when there is no such message (or its outcome is known).
 */
export async function resendUnknown(
  db: Kysely<Database>,
  send: { providerId: string; claimKey: string; channel: NotificationChannel },
): Promise<boolean> {
  // created_at in the past: the rescue pass takes pending messages older than WORKER_RESCUE_AFTER_MS.
  const result = await sql`
    UPDATE notification_sends SET status = 'pending', error = NULL, taken_at = NULL, created_at = 'epoch'
     WHERE provider_id = ${send.providerId} AND claim_key = ${send.claimKey} AND channel = ${send.channel} AND status = 'unknown'`.execute(
    db,
  );
  return Number(result.numAffectedRows) === 1;
}
