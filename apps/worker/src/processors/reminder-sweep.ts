// The reminder sweep, run by a BullMQ job scheduler every REMINDER_SWEEP_MS on one worker at a
// time: finds pending and confirmed bookings whose 24 h or 1 h reminder is due, claims each
// reminder once (the claim key holds the start time, so a moved booking is reminded at its new
// time only), stores the customer's smart notification and queues its channel messages.
import type { Job } from "bullmq";
import { dueReminders, reminderClaimKey, REMINDER_HORIZON_MS } from "@booking/core";
import { enqueueNotifications, type NotificationJob } from "@booking/jobs";
import type { WorkerContext } from "../context";
import { claimCustomerNotice, loadBookingContext } from "../notifications/store";

const BATCH = 500;

export async function runReminderSweep(ctx: WorkerContext): Promise<number> {
  const now = ctx.now();
  let claimed = 0;
  let after: { startsAt: Date; id: string } | null = null;
  for (;;) {
    let query = ctx.db
      .selectFrom("bookings")
      .select(["provider_id", "id", "starts_at", "created_at"])
      .where("status", "in", ["pending", "confirmed"])
      .where("starts_at", ">", now)
      .where("starts_at", "<=", new Date(now.getTime() + REMINDER_HORIZON_MS))
      .orderBy("starts_at")
      .orderBy("id")
      .limit(BATCH);
    if (after) {
      const cursor: { startsAt: Date; id: string } = after;
      query = query.where((eb) =>
        eb.or([eb("starts_at", ">", cursor.startsAt), eb.and([eb("starts_at", "=", cursor.startsAt), eb("id", ">", cursor.id)])]),
      );
    }
    const rows = await query.execute();
    const candidates = rows.flatMap((row) =>
      dueReminders({ startsAt: row.starts_at, createdAt: row.created_at }, now).map((type) => ({
        providerId: row.provider_id,
        bookingId: row.id,
        type,
        claimKey: reminderClaimKey(type, row.id, row.starts_at),
      })),
    );
    // One query tells which are claimed already (the common case on every sweep but the first).
    const claimedBefore = candidates.length
      ? new Set(
          (
            await ctx.db
              .selectFrom("notification_claims")
              .select(["provider_id", "claim_key"])
              .where((eb) =>
                eb(
                  eb.refTuple("provider_id", "claim_key"),
                  "in",
                  candidates.map((c) => eb.tuple(c.providerId, c.claimKey)),
                ),
              )
              .execute()
          ).map((c) => `${c.provider_id} ${c.claim_key}`),
        )
      : new Set<string>();
    const jobs: NotificationJob[] = [];
    for (const candidate of candidates) {
      if (claimedBefore.has(`${candidate.providerId} ${candidate.claimKey}`)) continue;
      const booking = await loadBookingContext(ctx.db, candidate.providerId, candidate.bookingId);
      if (!booking) continue;
      // The insert of the claim decides: of any number of racing sweeps, one wins.
      if (await claimCustomerNotice(ctx.db, { claimKey: candidate.claimKey, type: candidate.type, booking, smartNotification: true })) {
        claimed += 1;
        ctx.metrics.reminders.inc({ type: candidate.type });
        jobs.push({ kind: "claim", providerId: candidate.providerId, claimKey: candidate.claimKey });
      }
    }
    // If this fails (Redis away), the relay's rescue pass re-enqueues pending sends later.
    await enqueueNotifications(ctx.queues.notifications, jobs).catch((error: unknown) =>
      ctx.log.warn({ err: error }, "could not enqueue reminder messages; they will be rescued"),
    );
    if (rows.length < BATCH) break;
    const last = rows[rows.length - 1]!;
    after = { startsAt: last.starts_at, id: last.id };
  }
  return claimed;
}

export function reminderSweepProcessor(ctx: WorkerContext) {
  return async (_job: Job): Promise<string> => `claimed ${await runReminderSweep(ctx)} reminder(s)`;
}
