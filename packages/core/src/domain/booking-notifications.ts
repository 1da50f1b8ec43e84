// Which smart notification a booking event creates, for whom, according to the recipient's
// notification preferences (pure; store/event-notifications.ts loads the facts and stores it).
//
// - booking.created   → the provider ("New booking"), when its push.newBooking flag is on.
// - booking.confirmed → the customer ("Booking confirmed"), when email.bookingConfirmed or
//   sms.bookingConfirmed is on; `data.channels` lists the channels that are on, for delivery.
// - booking.cancelled → the customer ("Booking cancelled"), when email.bookingCancelled is on,
//   unless the cancellation said notifyCustomer: false.
// Every other event creates nothing here.
import { DateTime } from "luxon";
import type { NotificationPreferences } from "./notification-preferences";

export type Channel = "email" | "sms" | "push";

export interface BookingFacts {
  bookingId: string;
  customerId: string;
  customerName: string;
  serviceId: string;
  serviceName: string;
  staffId: string;
  staffName: string;
  startsAt: Date;
  /** The provider's IANA time zone: times are written as the provider's clock shows them. */
  timezone: string;
  cancelReason: string | null;
  /** false when the cancellation asked not to tell the customer. */
  notifyCustomer: boolean;
}

export interface PlannedNotification {
  audience: "provider" | "customer";
  type: "booking.created" | "booking.confirmed" | "booking.cancelled";
  title: string;
  body: string;
  data: Record<string, unknown>;
}

/** "Mon 23 Nov 2026, 10:00" on the provider's clock. */
export function formatLocalTime(at: Date, timezone: string): string {
  const local = DateTime.fromJSDate(at, { zone: timezone });
  return (local.isValid ? local : DateTime.fromJSDate(at, { zone: "UTC" })).setLocale("en-GB").toFormat("ccc d LLL yyyy, HH:mm");
}

export function planBookingNotification(
  event: string,
  facts: BookingFacts,
  preferences: NotificationPreferences,
): PlannedNotification | null {
  const when = formatLocalTime(facts.startsAt, facts.timezone);
  const base = { bookingId: facts.bookingId, dateTime: facts.startsAt.toISOString() };
  switch (event) {
    case "booking.created": {
      if (!preferences.push.newBooking) return null;
      return {
        audience: "provider",
        type: "booking.created",
        title: "New booking",
        body: `${facts.customerName} booked ${facts.serviceName} with ${facts.staffName} on ${when}.`,
        data: {
          ...base,
          customerId: facts.customerId,
          serviceId: facts.serviceId,
          staffId: facts.staffId,
          channels: ["push"] satisfies Channel[],
        },
      };
    }
    case "booking.confirmed": {
      const channels: Channel[] = [];
      if (preferences.email.bookingConfirmed) channels.push("email");
      if (preferences.sms.bookingConfirmed) channels.push("sms");
      if (channels.length === 0) return null;
      return {
        audience: "customer",
        type: "booking.confirmed",
        title: "Booking confirmed",
        body: `Your ${facts.serviceName} with ${facts.staffName} on ${when} is confirmed.`,
        data: { ...base, channels },
      };
    }
    case "booking.cancelled": {
      if (!facts.notifyCustomer || !preferences.email.bookingCancelled) return null;
      const reason = facts.cancelReason?.trim();
      return {
        audience: "customer",
        type: "booking.cancelled",
        title: "Booking cancelled",
        body: `Your ${facts.serviceName} with ${facts.staffName} on ${when} was cancelled.${reason ? ` Reason: ${reason}` : ""}`,
        data: { ...base, ...(reason ? { reason } : {}), channels: ["email"] satisfies Channel[] },
      };
    }
    default:
      return null;
  }
}
