// What customers are told by email and SMS, and when (pure; store/customer-notices.ts loads the
// facts and records the decision, the worker only sends what was decided):
//
// - booking.confirmed → "Booking confirmed" by email and SMS.
// - booking.cancelled → "Booking cancelled" by email, unless the cancellation said
//   notifyCustomer: false; the reason is quoted.
// - booking.completed → a review request by email, with its smart notification.
// - 24 h and 1 h before a pending or confirmed booking → reminders (email; the 1 h one by SMS
//   too), each with its smart notification; dropped if the booking was cancelled or moved since.
//
// Each channel is used when the customer has an address for it and its preference flag is on
// (flags default to on). Times are written the one way formatWhen writes them.
import { DateTime } from "luxon";
import type { NotificationChannel } from "@booking/db";
import { ACTIVE_STATUSES } from "./booking-rules";
import type { NotificationPreferences } from "./notification-preferences";

export type CustomerNoticeType = "booking.confirmed" | "booking.cancelled" | "reminder24h" | "reminder1h" | "reviewRequest";

/** What a notice says about its booking. */
export interface BookingContext {
  providerId: string;
  providerName: string;
  timezone: string;
  bookingId: string;
  status: string;
  startsAt: Date;
  serviceId: string;
  serviceName: string;
  staffId: string;
  customerId: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
}

export interface ComposedNotice {
  title: string;
  body: string;
  email: { subject: string; text: string };
  sms: string;
}

/** One message to send on one channel. */
export interface ChannelMessage {
  channel: NotificationChannel;
  address: string;
  subject: string;
  body: string;
}

/**
 * A time as the provider's clock shows it, the one wording of every notice and smart
 * notification: "Tue 1 Dec 2026, 10:00". An unknown zone falls back to UTC.
 */
export function formatWhen(at: Date, timezone: string): string {
  const local = DateTime.fromJSDate(at, { zone: timezone });
  return (local.isValid ? local : DateTime.fromJSDate(at, { zone: "UTC" })).setLocale("en-GB").toFormat("ccc d LLL yyyy, HH:mm");
}

/** Outbox events that owe the customer a notice, and whether the notice adds a smart notification (others are stored with the event). */
const EVENT_NOTICES: Record<string, { type: CustomerNoticeType; smartNotification: boolean }> = {
  "booking.confirmed": { type: "booking.confirmed", smartNotification: false },
  "booking.cancelled": { type: "booking.cancelled", smartNotification: false },
  "booking.completed": { type: "reviewRequest", smartNotification: true },
};

/** Whether an event owes a customer notice (the relay records one for each). */
export const eventOwesNotice = (event: string): boolean => event in EVENT_NOTICES;

export type EventNoticeDecision =
  | { notify: true; type: CustomerNoticeType; smartNotification: boolean; bookingId: string; reason: string | null }
  | { notify: false; why: string };

/** Whether and how an event's customer is told, from the event alone. */
export function decideEventNotice(event: string, data: { bookingId?: unknown; notifyCustomer?: unknown; reason?: unknown }): EventNoticeDecision {
  const notice = EVENT_NOTICES[event];
  if (!notice) return { notify: false, why: "no notice for this event" };
  if (event === "booking.cancelled" && data.notifyCustomer === false) return { notify: false, why: "customer not to be notified" };
  if (typeof data.bookingId !== "string") return { notify: false, why: "event names no booking" };
  return { notify: true, ...notice, bookingId: data.bookingId, reason: typeof data.reason === "string" ? data.reason : null };
}

/** The texts of a notice: smart notification, email and SMS. */
export function composeNotice(type: CustomerNoticeType, b: BookingContext, extra: { reason?: string | null } = {}): ComposedNotice {
  const when = formatWhen(b.startsAt, b.timezone);
  const hello = `Hello ${b.customerName},`;
  const sign = `\n\n${b.providerName}\nBooking reference: ${b.bookingId}\n`;
  switch (type) {
    case "booking.confirmed":
      return {
        title: "Booking confirmed",
        body: `Your ${b.serviceName} on ${when} is confirmed.`,
        email: { subject: `Booking confirmed: ${b.serviceName} on ${when}`, text: `${hello}\n\nyour ${b.serviceName} at ${b.providerName} on ${when} is confirmed.${sign}` },
        sms: `${b.providerName}: your ${b.serviceName} on ${when} is confirmed.`,
      };
    case "booking.cancelled": {
      const reason = extra.reason ? `\nReason: ${extra.reason}` : "";
      return {
        title: "Booking cancelled",
        body: `Your ${b.serviceName} on ${when} was cancelled.${reason}`,
        email: { subject: `Booking cancelled: ${b.serviceName} on ${when}`, text: `${hello}\n\nyour ${b.serviceName} at ${b.providerName} on ${when} was cancelled.${reason}${sign}` },
        sms: `${b.providerName}: your ${b.serviceName} on ${when} was cancelled.`,
      };
    }
    case "reminder24h":
      return {
        title: `Reminder: ${b.serviceName} tomorrow`,
        body: `Your ${b.serviceName} at ${b.providerName} is on ${when}.`,
        email: { subject: `Reminder: ${b.serviceName} on ${when}`, text: `${hello}\n\nthis is a reminder of your ${b.serviceName} at ${b.providerName} on ${when}.${sign}` },
        sms: `${b.providerName}: reminder of your ${b.serviceName} on ${when}.`,
      };
    case "reminder1h":
      return {
        title: `Reminder: ${b.serviceName} in one hour`,
        body: `Your ${b.serviceName} at ${b.providerName} starts on ${when}.`,
        email: { subject: `Starting soon: ${b.serviceName} on ${when}`, text: `${hello}\n\nyour ${b.serviceName} at ${b.providerName} starts in about an hour, on ${when}.${sign}` },
        sms: `${b.providerName}: your ${b.serviceName} starts in about an hour (${when}).`,
      };
    case "reviewRequest":
      return {
        title: `How was your ${b.serviceName}?`,
        body: `Tell ${b.providerName} how your ${b.serviceName} on ${when} went: leave a review of booking ${b.bookingId}.`,
        email: {
          subject: `How was your ${b.serviceName} at ${b.providerName}?`,
          text: `${hello}\n\nthank you for visiting ${b.providerName}. How was your ${b.serviceName} on ${when}? Leave a review (1 to 5 stars) of booking ${b.bookingId}.${sign}`,
        },
        sms: `${b.providerName}: how was your ${b.serviceName}? Leave a review of booking ${b.bookingId}.`,
      };
  }
}

/** The preference flags that allow each channel of a notice; absent: the channel is not used. */
const CHANNEL_FLAGS: Record<CustomerNoticeType, { email?: keyof NotificationPreferences["email"]; sms?: keyof NotificationPreferences["sms"] }> = {
  "booking.confirmed": { email: "bookingConfirmed", sms: "bookingConfirmed" },
  "booking.cancelled": { email: "bookingCancelled" },
  reminder24h: { email: "reminder24h" },
  reminder1h: { email: "reminder1h", sms: "reminder1h" },
  reviewRequest: { email: "reviewRequest" },
};

function allowed(preferences: NotificationPreferences, channel: "email" | "sms", flag: string | undefined): boolean {
  if (!flag) return false;
  const group = preferences[channel] as Record<string, boolean | undefined> | undefined;
  return group?.[flag] ?? true;
}

/** The messages a notice sends: one per channel the customer has an address for and allows. */
export function channelMessages(type: CustomerNoticeType, booking: BookingContext, notice: ComposedNotice, preferences: NotificationPreferences): ChannelMessage[] {
  const flags = CHANNEL_FLAGS[type];
  const messages: ChannelMessage[] = [];
  if (booking.customerEmail && allowed(preferences, "email", flags.email)) {
    messages.push({ channel: "email", address: booking.customerEmail, subject: notice.email.subject, body: notice.email.text });
  }
  if (booking.customerPhone && allowed(preferences, "sms", flags.sms)) {
    messages.push({ channel: "sms", address: booking.customerPhone, subject: notice.title, body: notice.sms });
  }
  return messages;
}

/**
 * Whether a reminder is still worth sending: its booking still happens, at the time the reminder
 * was claimed for (the start time ends the claim key).
 */
export function reminderStillDue(booking: Pick<BookingContext, "status" | "startsAt"> | null, claimKey: string): boolean {
  if (!booking || !(ACTIVE_STATUSES as readonly string[]).includes(booking.status)) return false;
  return booking.startsAt.getTime() === Number(claimKey.split("/").pop());
}

/** Whether a notice type is a reminder (its messages are checked with reminderStillDue before sending). */
export const isReminder = (type: string): boolean => type.startsWith("reminder");
