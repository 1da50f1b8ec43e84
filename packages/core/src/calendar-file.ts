// A booking as an iCalendar file (RFC 5545), for "add to calendar": one event with the booking's
// times in UTC (calendar apps show them in the reader's zone), the service and member, the salon,
// and the manage link. The event's UID never changes; its SEQUENCE grows with every change of time,
// member or status (the database counts them), and its STATUS follows the booking: TENTATIVE while
// held or pending, CONFIRMED, CANCELLED (so importing the file again updates or removes the event
// in calendar apps that track the UID). Every text is escaped as RFC 5545 says, so a name with line
// breaks, commas or semicolons cannot add lines or properties to the file. Its title and
// description are in the booking's language (the customer's, else the salon's).
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { Language } from "@booking/i18n";
import { message } from "./messages/format";

/** RFC 5545 TEXT escaping (backslash, semicolon, comma, line breaks): ical-generator leaves calendar names unescaped. */
export function escapeCalendarText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, "\\n");
}

/** The event's STATUS for a booking's status. */
export function calendarStatus(status: string): ICalEventStatus {
  if (status === "cancelled") return ICalEventStatus.CANCELLED;
  if (status === "held" || status === "pending") return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
}

export interface CalendarBooking {
  id: string;
  status: string;
  /** Changes of time, member and status so far (bookings.calendar_sequence). */
  sequence: number;
  start: Date;
  end: Date;
  serviceName: string;
  staffName: string;
  providerName: string;
  providerLocation: string | null;
  /** The language of the title and description: the booking's (the customer's), else the salon's. */
  language: Language;
  /** The page where the customer can view, move or cancel the booking. */
  manageUrl?: string;
  /** The event's UID and title when not the customer's (`<id>@booking-service`, "<service> at <provider>" in the language): a staff calendar's copy. */
  uid?: string;
  summary?: string;
  /**
   * Sent with an email (iTIP): METHOD:REQUEST adds or updates the event in the customer's calendar,
   * METHOD:CANCEL removes it; the provider organises, the customer attends. Without it the file is
   * a plain download.
   */
  invitation?: {
    method: "REQUEST" | "CANCEL";
    organizer: { name: string; email: string };
    attendee: { name: string; email: string } | null;
  };
}

/** The calendar a file holds its events in: the salon's name, and the method of an invitation. */
export function newCalendar(providerName: string, language: Language, invitation: CalendarBooking["invitation"]) {
  return ical({
    prodId: { company: "booking-service", product: "bookings", language: language.toUpperCase() },
    name: escapeCalendarText(providerName),
    ...(invitation ? { method: invitation.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST } : {}),
  });
}

/** An event's description: the service with its member, the reference, and the manage link when there is one. */
export function eventDescription(
  language: Language,
  of: { serviceName: string; staffName: string; reference: string; manageUrl?: string },
) {
  const lines = [
    message(language, "calendar.withStaff", { serviceName: of.serviceName, staffName: of.staffName }),
    message(language, "calendar.reference", { bookingId: of.reference }),
  ];
  if (of.manageUrl) lines.push(message(language, "calendar.manage", { url: of.manageUrl }));
  return lines.join("\n");
}

/** An invitation's organizer (the provider) and attendee (the customer), as an event carries them. */
export function invitationParties(invitation: CalendarBooking["invitation"]) {
  if (!invitation) return {};
  return {
    organizer: { name: invitation.organizer.name, email: invitation.organizer.email },
    attendees: invitation.attendee
      ? [
          {
            name: invitation.attendee.name,
            email: invitation.attendee.email,
            role: ICalAttendeeRole.REQ,
            status: ICalAttendeeStatus.ACCEPTED,
          },
        ]
      : [],
  };
}

export function bookingCalendarFile(booking: CalendarBooking): string {
  const calendar = newCalendar(booking.providerName, booking.language, booking.invitation);
  const { language } = booking;
  calendar.createEvent({
    id: booking.uid ?? `${booking.id}@booking-service`,
    start: booking.start,
    end: booking.end,
    summary:
      booking.summary ?? message(language, "calendar.summary", { serviceName: booking.serviceName, providerName: booking.providerName }),
    description: eventDescription(language, { ...booking, reference: booking.id }),
    location: booking.providerLocation ?? undefined,
    url: booking.manageUrl,
    status: calendarStatus(booking.status),
    sequence: booking.sequence,
    ...invitationParties(booking.invitation),
  });
  return calendar.toString();
}
