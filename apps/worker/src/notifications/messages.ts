// What customers are told, per notification type: the smart notification's title and body, an
// email, and an SMS text. Times are written in the provider's time zone.
import { DateTime } from "luxon";

export type CustomerNoticeType = "booking.confirmed" | "booking.cancelled" | "reminder24h" | "reminder1h" | "reviewRequest";

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

export function formatWhen(date: Date, timezone: string): string {
  const local = DateTime.fromJSDate(date, { zone: timezone });
  return `${local.toFormat("cccc d LLLL yyyy 'at' HH:mm")} (${local.offsetNameShort ?? timezone})`;
}

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
export const CHANNEL_FLAGS: Record<CustomerNoticeType, { email?: string; sms?: string }> = {
  "booking.confirmed": { email: "bookingConfirmed", sms: "bookingConfirmed" },
  "booking.cancelled": { email: "bookingCancelled" },
  reminder24h: { email: "reminder24h" },
  reminder1h: { email: "reminder1h", sms: "reminder1h" },
  reviewRequest: { email: "reviewRequest" },
};
