// Notification jobs: for an event that owes its customer a notice, record the decision once
// (domain/customer-notices.ts decides, store/customer-notices.ts records it); then, for that
// claim or a reminder's, send each pending channel message at most once.
import type { Job } from "bullmq";
import type { NotificationChannel } from "@booking/db";
import {
  claimCustomerNotice,
  decideEventNotice,
  finishSend,
  isReminder,
  loadBookingContext,
  outboxEvent,
  pendingSendsOf,
  reminderStillDue,
  resolveEventNotice,
  takeSend,
} from "@booking/core";
import { notificationJob } from "@booking/jobs";
import type { WorkerContext } from "../context";
import { ChannelUnavailableError } from "../channels";

export function notificationsProcessor(ctx: WorkerContext) {
  return async (job: Job): Promise<string> => {
    const data = notificationJob.parse(job.data);
    let claimKey: string;
    if (data.kind === "event") {
      const skip = async (reason: string) => {
        await resolveEventNotice(ctx.db, data.providerId, data.eventId, "skipped", reason);
        return reason;
      };
      const event = await outboxEvent(ctx.db, data.eventId);
      if (!event) return skip("no notice for this event");
      const decision = decideEventNotice(event.event, event.data);
      if (!decision.notify) return skip(decision.why);
      const booking = await loadBookingContext(ctx.db, event.provider_id, decision.bookingId);
      if (!booking) return skip("booking not found");
      claimKey = `${data.eventId}/${decision.type}`;
      // Inserting the claim decides the notice once, however many jobs run for the event (the
      // relay's and a rescued one); every job then sends what is still pending, each message once.
      await claimCustomerNotice(ctx.db, {
        claimKey,
        type: decision.type,
        booking,
        smartNotification: decision.smartNotification,
        reason: decision.reason,
        eventId: data.eventId,
      });
    } else {
      claimKey = data.claimKey;
    }
    const sent = await dispatchClaim(ctx, data.providerId, claimKey);
    return `sent ${sent}`;
  };
}

/** Sends the pending messages of a claim; each at most once. */
async function dispatchClaim(ctx: WorkerContext, providerId: string, claimKey: string): Promise<number> {
  const pending = await pendingSendsOf(ctx.db, providerId, claimKey);
  let sent = 0;
  let unavailable: Error | undefined;
  for (const item of pending) {
    if (isReminder(item.type) && item.booking_id) {
      const booking = await loadBookingContext(ctx.db, providerId, item.booking_id);
      if (!reminderStillDue(booking, claimKey)) {
        await finishSend(ctx.db, providerId, claimKey, item.channel, { status: "failed", error: "booking cancelled or moved" });
        continue;
      }
    }
    const send = await takeSend(ctx.db, providerId, claimKey, item.channel);
    if (!send) continue;
    const channel = send.channel as NotificationChannel;
    try {
      const outcome =
        channel === "email"
          ? await ctx.channels.email.send({ to: send.address, subject: send.subject, text: send.body })
          : await ctx.channels.sms.send({ to: send.address, body: send.body });
      await finishSend(ctx.db, providerId, claimKey, channel, { status: outcome });
      ctx.metrics.notifications.inc({ channel, outcome });
      sent += 1;
    } catch (error) {
      if (error instanceof ChannelUnavailableError) {
        // Nothing was handed over: back to pending, and the job is retried.
        await finishSend(ctx.db, providerId, claimKey, channel, { status: "pending", error: error.message });
        ctx.metrics.notifications.inc({ channel, outcome: "retrying" });
        unavailable = error;
      } else {
        await finishSend(ctx.db, providerId, claimKey, channel, { status: "failed", error: (error as Error).message });
        ctx.metrics.notifications.inc({ channel, outcome: "failed" });
        ctx.log.warn({ channel, claimKey, err: error }, "notification send failed");
      }
    }
  }
  if (unavailable) throw unavailable;
  return sent;
}
