// The reminder sweep, run by a BullMQ job scheduler every REMINDER_SWEEP_MS on one worker at a
// time: releases the holds that lapsed (visitors' bookings never verified: deleted without a
// trace), cancels the pending bookings their provider did not confirm in time (settings
// pendingExpiresAfterHours: the customer is told, booking.cancelled is sent), then finds pending and confirmed bookings whose 24 h or 1 h reminder is due, claims each
// reminder once (the claim key holds the start time, so a moved booking is reminded at its new
// time only) with the smart notification and channel messages its plan lists, and queues them.
import type { Job } from "bullmq";
import {
  bookingsToRemind,
  claimNotice,
  dueReminders,
  existingClaims,
  expireUnconfirmedBookings,
  getPreferences,
  loadNoticeBooking,
  planNotice,
  releaseLapsedHolds,
  reminderClaimKey,
} from "@booking/core/worker";
import { enqueueNotifications, type NotificationJob } from "@booking/jobs";
import type { WorkerContext } from "../context";
import { countSkippedByPreference } from "./notifications";

const BATCH = 500;

export async function runReminderSweep(ctx: WorkerContext): Promise<number> {
  const now = ctx.now();
  while ((await releaseLapsedHolds(ctx.db, now, undefined, BATCH)) === BATCH);
  while ((await expireUnconfirmedBookings(ctx.db, now, BATCH)) === BATCH);
  let claimed = 0;
  let after: { startsAt: Date; bookingId: string } | null = null;
  for (;;) {
    const rows = await bookingsToRemind(ctx.db, now, after, BATCH);
    const candidates = rows.flatMap((row) =>
      dueReminders(row, now).map((type) => ({
        providerId: row.providerId,
        bookingId: row.bookingId,
        type,
        claimKey: reminderClaimKey(type, row.bookingId, row.startsAt),
      })),
    );
    // One query tells which are claimed already (the common case on every sweep but the first).
    const claimedBefore = await existingClaims(ctx.db, candidates);
    const jobs: NotificationJob[] = [];
    for (const candidate of candidates) {
      if (claimedBefore.has(`${candidate.providerId} ${candidate.claimKey}`)) continue;
      const found = await loadNoticeBooking(ctx.db, candidate.providerId, candidate.bookingId);
      if (!found) continue;
      const preferences = await getPreferences(ctx.db, candidate.providerId, found.booking.customerId);
      const plan = planNotice(candidate.type, found.booking, preferences, found.contact);
      if (!plan) continue;
      // The insert of the claim decides: of any number of racing sweeps, one wins.
      const won = await claimNotice(ctx.db, {
        providerId: candidate.providerId,
        claimKey: candidate.claimKey,
        type: candidate.type,
        bookingId: candidate.bookingId,
        recipient: found.booking.customerId,
        notification: plan.notification,
        messages: plan.messages,
      });
      if (won) {
        claimed += 1;
        ctx.metrics.reminders.inc({ type: candidate.type });
        countSkippedByPreference(ctx, plan.skippedByPreference);
        jobs.push({ kind: "claim", providerId: candidate.providerId, claimKey: candidate.claimKey });
      }
    }
    // If this fails (Redis away), the relay's rescue pass re-enqueues pending sends later.
    await enqueueNotifications(ctx.queues.notifications, jobs).catch((error: unknown) =>
      ctx.log.warn({ err: error }, "could not enqueue reminder messages; they will be rescued"),
    );
    // A full batch may have more after it: the next one starts after its last row.
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) break;
    after = { startsAt: last.startsAt, bookingId: last.bookingId };
  }
  return claimed;
}

export function reminderSweepProcessor(ctx: WorkerContext) {
  return async (_job: Job): Promise<string> => `claimed ${await runReminderSweep(ctx)} reminder(s)`;
}
