// Notification channels: for an outbox event, decide the customer notices once (confirmation,
// cancellation unless notifyCustomer is false, review request with its smart notification) and
// send each channel message at most once; for a claim (a reminder), send its pending messages.
import type { Job } from "bullmq";
import type { NotificationChannel } from "@booking/db";
import { finishSend, pendingSendsOf, resolveEventNotice, takeSend } from "@booking/core";
import { notificationJob } from "@booking/jobs";
import type { WorkerContext } from "../context";
import { ChannelUnavailableError } from "../channels";
import { type CustomerNoticeType } from "../notifications/messages";
import { claimCustomerNotice, loadBookingContext } from "../notifications/store";

/** Outbox events with customer notices, and whether this worker creates the smart notification too. */
const EVENT_NOTICES: Record<string, { type: CustomerNoticeType; smartNotification: boolean }> = {
  // Issue 4 stores the smart notifications of these in the event's own transaction.
  "booking.confirmed": { type: "booking.confirmed", smartNotification: false },
  "booking.cancelled": { type: "booking.cancelled", smartNotification: false },
  "booking.completed": { type: "reviewRequest", smartNotification: true },
};

export const NOTIFYING_EVENTS = new Set(Object.keys(EVENT_NOTICES));

export function notificationsProcessor(ctx: WorkerContext) {
  return async (job: Job): Promise<string> => {
    const data = notificationJob.parse(job.data);
    let claimKey: string;
    if (data.kind === "event") {
      const skip = async (reason: string) => {
        await resolveEventNotice(ctx.db, data.providerId, data.eventId, "skipped", reason);
        return reason;
      };
      const event = await ctx.db
        .selectFrom("outbox_events")
        .select(["event", "data", "provider_id"])
        .where("event_id", "=", data.eventId)
        .executeTakeFirst();
      const notice = event ? EVENT_NOTICES[event.event] : undefined;
      if (!event || !notice) return skip("no notice for this event");
      const eventData = event.data as { bookingId?: string; notifyCustomer?: boolean; reason?: string | null };
      if (event.event === "booking.cancelled" && eventData.notifyCustomer === false) return skip("customer not to be notified");
      if (!eventData.bookingId) return skip("event names no booking");
      const booking = await loadBookingContext(ctx.db, event.provider_id, eventData.bookingId);
      if (!booking) return skip("booking not found");
      claimKey = `${data.eventId}/${notice.type}`;
      // Inserting the claim decides the notice once, however many jobs run for the event (the
      // relay's and a rescued one); every job then sends what is still pending, each message once.
      await claimCustomerNotice(ctx.db, {
        claimKey,
        type: notice.type,
        booking,
        smartNotification: notice.smartNotification,
        reason: eventData.reason ?? null,
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
export async function dispatchClaim(ctx: WorkerContext, providerId: string, claimKey: string): Promise<number> {
  const pending = await pendingSendsOf(ctx.db, providerId, claimKey);
  let sent = 0;
  let unavailable: Error | undefined;
  for (const item of pending) {
    // A reminder is only worth sending while its booking still happens at that time.
    if (item.type.startsWith("reminder") && item.booking_id) {
      const booking = await loadBookingContext(ctx.db, providerId, item.booking_id);
      const startMs = Number(claimKey.split("/").pop());
      if (!booking || !["pending", "confirmed"].includes(booking.status) || booking.startsAt.getTime() !== startMs) {
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
