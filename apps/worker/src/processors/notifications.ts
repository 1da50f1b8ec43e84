// Notification jobs: for an outbox event, claim the notice its plan calls for once (what it is,
// who gets it and through which channels is domain/notification-plan.ts's decision), and the
// provider's own email when a customer caused the event, and send each of their channel messages
// at most once; for a claim (a reminder), send its pending messages.
import type { Job } from "bullmq";
import { publicUrlOf, verificationLink } from "@booking/core";
import {
  admitVisitorMessage,
  bookingSchedule,
  causedByVisitor,
  claimNotice,
  customerEmailExtras,
  emailExtrasOf,
  ENTRY_VERIFICATION_NOTICE,
  entryVerificationEmailFacts,
  entryVerificationLink,
  eventNoticeClaimKey,
  existingClaims,
  finishSend,
  getPreferences,
  isReminderType,
  liveOfferExpiry,
  loadNoticeBooking,
  offerLinks,
  outboxEvent,
  pendingSendsOf,
  planEventNotice,
  planProviderAlert,
  PROVIDER_RECIPIENT,
  reminderStillDue,
  renderEntryVerificationEmail,
  resolveEventNotice,
  seriesNoticeItems,
  takeSend,
  visitNoticeItems,
  withLink,
  workerNoticeOfEvent,
  type MessageChannel,
  type PlannedMessage,
} from "@booking/core/worker";
import { notificationJob } from "@booking/jobs";
import type { WorkerContext } from "../context";
import { ChannelUnavailableError, senderAddress } from "../channels";
import type { EmailMessage } from "../channels/types";

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
      if (event === "gone") return skip("event not found");
      if (event === "unreadable") return skip("event not readable by this release");
      if (event.event === "waitlist.unverified") {
        const outcome = await claimEntryVerification(ctx, data.eventId, event.providerId, event.data);
        if (outcome !== null) return skip(outcome);
        return `sent ${await dispatchClaim(ctx, data.providerId, eventNoticeClaimKey(data.eventId, ENTRY_VERIFICATION_NOTICE))}`;
      }
      const type = workerNoticeOfEvent(event.event);
      if (!type) return skip("no notice for this event");
      if (!("bookingId" in event.data)) return skip("event names no booking");
      // A waitlist offer claimed, declined or lapsed before its email went: nothing to tell.
      if (type === "waitlistOffer" && (await liveOfferExpiry(ctx.db, event.providerId, event.data.bookingId, ctx.now())) === null) {
        return skip("offer no longer held");
      }
      const found = await loadNoticeBooking(ctx.db, event.providerId, event.data.bookingId);
      if (!found) return skip("booking not found");
      // The provider's email first: it is due whether or not the customer is to be told.
      const alert = planProviderAlert(event, found.booking, found.contact, found.providerSettings, publicUrlOf(ctx.config));
      if (alert) {
        const alertKey = eventNoticeClaimKey(data.eventId, "providerAlert");
        await claimNotice(ctx.db, {
          providerId: event.providerId,
          claimKey: alertKey,
          type: "providerAlert",
          bookingId: found.booking.bookingId,
          recipient: PROVIDER_RECIPIENT,
          notification: null,
          messages: [alert],
        });
        await dispatchClaim(ctx, data.providerId, alertKey);
      }
      const preferences = await getPreferences(ctx.db, event.providerId, found.booking.customerId);
      const plan = planEventNotice(event, found.booking, preferences, found.contact, type);
      if (!plan) {
        return skip(
          visitNoticeItems(type, found.booking) === "skip"
            ? "told with the visit's earliest item"
            : seriesNoticeItems(type, found.booking) === "skip"
              ? "told with the series' earliest occurrence"
              : "customer not to be notified",
        );
      }
      claimKey = eventNoticeClaimKey(data.eventId, plan.type);
      // What a visitor's own request caused goes to one address at most so many times an hour,
      // counted when the notice is decided: a retried job finds its claim made and counts nothing.
      if (
        causedByVisitor(plan.type, found.booking, event) &&
        (await existingClaims(ctx.db, [{ providerId: event.providerId, claimKey }])).size === 0
      ) {
        plan.messages = await withinRecipientLimits(ctx, plan.messages);
      }
      // Inserting the claim decides the notice once, however many jobs run for the event (the
      // relay's and a rescued one); every job then sends what is still pending, each message once.
      const won = await claimNotice(ctx.db, {
        providerId: event.providerId,
        claimKey,
        type: plan.type,
        bookingId: found.booking.bookingId,
        recipient: found.booking.customerId,
        notification: plan.notificationStoredWith === "claim" ? plan.notification : null,
        messages: plan.messages,
        eventId: data.eventId,
      });
      if (won) countSkippedByPreference(ctx, plan.skippedByPreference);
    } else {
      claimKey = data.claimKey;
    }
    const sent = await dispatchClaim(ctx, data.providerId, claimKey);
    return `sent ${sent}`;
  };
}

/**
 * Claims the email that verifies a visitor's waitlist entry (its words now; its link, with a fresh
 * code, when it is sent), within the recipient's hourly share of messages visitors caused (anyone
 * can type any address on a booking page). Null when claimed (by this job or an earlier one), else
 * why there is nothing to send.
 */
async function claimEntryVerification(
  ctx: WorkerContext,
  eventId: string,
  providerId: string,
  data: { entryId: string; customerId: string },
): Promise<string | null> {
  const claimKey = eventNoticeClaimKey(eventId, ENTRY_VERIFICATION_NOTICE);
  if ((await existingClaims(ctx.db, [{ providerId, claimKey }])).size > 0) return null;
  const facts = await entryVerificationEmailFacts(ctx.db, providerId, data.entryId, ctx.now());
  if (!facts) return "entry no longer waiting for verification";
  const email = renderEntryVerificationEmail(facts);
  const messages = await withinRecipientLimits(ctx, [
    { channel: "email", address: facts.email, subject: email.subject, text: email.text, html: email.html },
  ]);
  await claimNotice(ctx.db, {
    providerId,
    claimKey,
    type: ENTRY_VERIFICATION_NOTICE,
    bookingId: null,
    waitlistEntryId: data.entryId,
    recipient: data.customerId,
    notification: null,
    messages,
    eventId,
  });
  return null;
}

/** The messages whose recipients have not had their hourly share of messages visitors caused. */
async function withinRecipientLimits(ctx: WorkerContext, messages: PlannedMessage[]): Promise<PlannedMessage[]> {
  const admitted: PlannedMessage[] = [];
  for (const message of messages) {
    if (await admitVisitorMessage(ctx.db, message.address, ctx.config.PUBLIC_NOTICES_PER_RECIPIENT_HOUR, ctx.now())) {
      admitted.push(message);
    } else {
      ctx.metrics.notifications.inc({ channel: message.channel, outcome: "limited_per_recipient" });
    }
  }
  return admitted;
}

/**
 * The email of a send: its stored parts, from the provider's name with Reply-To its replyTo
 * setting; for notices about a booking a fresh manage link and the booking's calendar invitation
 * as emailExtrasOf says (minted at send time, so no stored message holds a token); a hold's
 * verification email gets its link with a fresh code, a waitlist offer's its links to claim and to
 * decline (a fresh manage link). Null when there is nothing to send any more (the hold lapsed or
 * was verified, the offer claimed, declined or lapsed meanwhile). The provider's own email is sent as stored.
 */
async function emailOf(
  ctx: WorkerContext,
  providerId: string,
  item: { type: string; booking_id: string | null; waitlist_entry_id: string | null },
  send: { address: string; subject: string; body: string; html: string | null },
): Promise<EmailMessage | null> {
  const message: EmailMessage = { to: send.address, subject: send.subject, text: send.body, html: send.html ?? undefined };
  if (item.type === ENTRY_VERIFICATION_NOTICE) {
    // The link and its code are minted now, so no stored message holds them; none once verified or lapsed.
    const entryId = item.waitlist_entry_id;
    const facts = entryId === null ? null : await entryVerificationEmailFacts(ctx.db, providerId, entryId, ctx.now());
    const link =
      facts && entryId !== null ? await entryVerificationLink(ctx.db, publicUrlOf(ctx.config), providerId, entryId, ctx.now()) : null;
    if (!facts || !link) return null;
    return fromSalon(message, withLink(partsOf(message), "verifyEntry", link, facts.locale), facts);
  }
  if (item.type === "providerAlert" || !item.booking_id) return message;
  const wants = emailExtrasOf(item.type);
  const extras = await customerEmailExtras(
    ctx.db,
    { publicUrl: publicUrlOf(ctx.config), organizerEmail: senderAddress(ctx.config.EMAIL_FROM), ...wants },
    providerId,
    item.booking_id,
  );
  if (!extras) return item.type === "holdVerification" || item.type === "waitlistOffer" ? null : message;
  const { locale } = extras;
  let parts = partsOf(message);
  if (item.type === "holdVerification") {
    const link = await verificationLink(ctx.db, publicUrlOf(ctx.config), providerId, item.booking_id, ctx.now());
    if (!link) return null;
    parts = withLink(parts, "verify", link, locale);
  } else if (item.type === "waitlistOffer") {
    const links = await offerLinks(ctx.db, publicUrlOf(ctx.config), providerId, item.booking_id, ctx.now());
    if (!links) return null;
    parts = withLink(withLink(parts, "claim", links.claim, locale), "decline", links.decline, locale);
  } else if (extras.manageUrl) {
    parts = withLink(parts, "manage", extras.manageUrl, locale);
  }
  return fromSalon(message, parts, extras, extras.calendar ? [extras.calendar] : undefined);
}

/** A stored email's parts, to which links are added. */
const partsOf = (message: EmailMessage) => ({ subject: message.subject, text: message.text, html: message.html ?? "" });

/** The email with its links added, sent in the salon's name with Reply-To its replyTo setting. */
function fromSalon(
  message: EmailMessage,
  parts: ReturnType<typeof partsOf>,
  salon: { providerName: string; replyTo: string | null },
  attachments?: EmailMessage["attachments"],
): EmailMessage {
  return {
    ...message,
    text: parts.text,
    html: parts.html || undefined,
    fromName: salon.providerName,
    replyTo: salon.replyTo ?? undefined,
    attachments,
  };
}

/**
 * Counts the messages a notice did not make because the recipient turned their channels off:
 * once per notice, by whoever claimed it (a rescued job finding the claim made counts nothing).
 */
export function countSkippedByPreference(ctx: WorkerContext, channels: readonly MessageChannel[]): void {
  for (const channel of channels) ctx.metrics.notifications.inc({ channel, outcome: "skipped_by_preference" });
}

/** Sends the pending messages of a claim; each at most once. */
export async function dispatchClaim(ctx: WorkerContext, providerId: string, claimKey: string): Promise<number> {
  const pending = await pendingSendsOf(ctx.db, providerId, claimKey);
  let sent = 0;
  let unavailable: Error | undefined;
  for (const item of pending) {
    if (isReminderType(item.type) && item.booking_id) {
      const booking = await bookingSchedule(ctx.db, providerId, item.booking_id);
      if (!reminderStillDue(claimKey, booking)) {
        await finishSend(ctx.db, providerId, claimKey, item.channel, { status: "failed", error: "booking cancelled or moved" });
        continue;
      }
    }
    const send = await takeSend(ctx.db, providerId, claimKey, item.channel);
    if (!send) continue;
    const channel = send.channel;
    try {
      const email = channel === "email" ? await emailOf(ctx, providerId, item, send) : null;
      if (channel === "email" && !email) {
        const gone = item.type === ENTRY_VERIFICATION_NOTICE ? "entry no longer waiting for verification" : "booking no longer held";
        await finishSend(ctx.db, providerId, claimKey, channel, { status: "failed", error: gone });
        continue;
      }
      const outcome = email ? await ctx.channels.email.send(email) : await ctx.channels.sms.send({ to: send.address, body: send.body });
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
