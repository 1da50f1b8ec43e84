// A booking as an iCalendar file (RFC 5545), for "add to calendar": one event with the booking's
// times in UTC (calendar apps show them in the reader's zone), the service and member, the salon,
// and the manage link. A cancelled booking's file says so (STATUS:CANCELLED), so importing it again
// removes the event in calendar apps that track the UID.
import ical, { ICalEventStatus } from "ical-generator";

export interface CalendarBooking {
  id: string;
  status: string;
  start: Date;
  end: Date;
  serviceName: string;
  staffName: string;
  providerName: string;
  providerLocation: string | null;
  /** The page where the customer can view, move or cancel the booking. */
  manageUrl?: string;
}

export function bookingCalendarFile(booking: CalendarBooking): string {
  const calendar = ical({ prodId: { company: "booking-service", product: "bookings", language: "EN" }, name: booking.providerName });
  const lines = [`${booking.serviceName} with ${booking.staffName}`, `Booking ${booking.id}`];
  if (booking.manageUrl) lines.push(`View, move or cancel: ${booking.manageUrl}`);
  calendar.createEvent({
    id: `${booking.id}@booking-service`,
    start: booking.start,
    end: booking.end,
    summary: `${booking.serviceName} at ${booking.providerName}`,
    description: lines.join("\n"),
    location: booking.providerLocation ?? undefined,
    url: booking.manageUrl,
    status: booking.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
