// The reminder sweep, run by a BullMQ job scheduler every REMINDER_SWEEP_MS on one worker at a
// time: releases the holds that lapsed (visitors' bookings never verified: deleted without a
// trace) and the waitlist entries visitors never verified (deleted likewise), cancels the pending bookings their provider did not confirm in time (settings
// pendingExpiresAfterHours: the customer is told, booking.cancelled is sent), then finds pending
// and confirmed bookings whose reminder is due at their provider's reminder times (settings
// reminderOffsetsMinutes, by default 24 h and 1 h), claims each reminder once (the claim key holds
// the offset and the start time, so a moved booking is reminded at its new time only, and a
// booking already reminded at a shorter offset is not reminded again when the offsets change) with
// the smart notification and channel messages its plan lists, in the provider's own words where it
// set some, and queues them.
import type { Job } from "bullmq";
import {
  bookingsToRemind,
  claimNotice,
  dropLapsedUnverifiedEntries,
  dueReminders,
  expireUnconfirmedBookings,
  getPreferences,
  loadNoticeBooking,
  planNotice,
  releaseLapsedHolds,
  reminderClaimKey,
  reminderHorizonMinutes,
  remindersSent,
} from "@booking/core/worker";
import { enqueueNotifications, type NotificationJob } from "@booking/jobs";
import type { WorkerContext } from "../context";
import { countSkippedByPreference } from "./notifications";

const BATCH = 500;

export async function runReminderSweep(ctx: WorkerContext): Promise<number> {
  const now = ctx.now();
  while ((await releaseLapsedHolds(ctx.db, now, undefined, BATCH)) === BATCH);
  while ((await dropLapsedUnverifiedEntries(ctx.db, now, BATCH)) === BATCH);
  while ((await expireUnconfirmedBookings(ctx.db, now, BATCH)) === BATCH);
  let claimed = 0;
  let after: { startsAt: Date; bookingId: string } | null = null;
  const horizonMinutes = await reminderHorizonMinutes(ctx.db);
  if (horizonMinutes <= 0) return 0;
  for (;;) {
    const rows = await bookingsToRemind(ctx.db, now, horizonMinutes, after, BATCH);
    // One query tells which reminders each booking has had at its current start.
    const sent = await remindersSent(ctx.db, rows);
    const candidates = rows.flatMap((row) =>
      dueReminders(row, row.offsetsMinutes, now, sent.get(`${row.providerId} ${row.bookingId}`)).map((due) => ({
        providerId: row.providerId,
        bookingId: row.bookingId,
        type: due.type,
        claimKey: reminderClaimKey(due.offsetMinutes, row.bookingId, row.startsAt),
        texts: row.texts,
      })),
    );
    const jobs: NotificationJob[] = [];
    for (const candidate of candidates) {
      const found = await loadNoticeBooking(ctx.db, candidate.providerId, candidate.bookingId);
      if (!found) continue;
      found.booking.reminderTexts = candidate.texts;
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
