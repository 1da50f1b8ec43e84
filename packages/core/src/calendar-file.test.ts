// The booking as a calendar file: what calendar apps read of it, parsed back with ical.js.
import { describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { bookingCalendarFile, type CalendarBooking } from "./calendar-file";

const booking: CalendarBooking = {
  id: "bk_1",
  status: "confirmed",
  sequence: 3,
  start: new Date("2026-11-30T14:00:00Z"),
  end: new Date("2026-11-30T15:00:00Z"),
  serviceName: "Cut & colour",
  staffName: "Ann",
  providerName: 'Salon "Nord"; Hamburg, Germany',
  providerLocation: "Hamburg",
  language: "en",
  manageUrl: "https://booking.example/book/#manage=abc",
};

const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, event: calendar.getFirstSubcomponent("vevent")! };
};

describe("a booking's calendar file", () => {
  it("is a plain download without an invitation: no METHOD, organiser or attendee", () => {
    const { calendar, event } = parse(bookingCalendarFile(booking));
    expect(calendar.getFirstPropertyValue("method")).toBeNull();
    expect(event.getFirstProperty("organizer")).toBeNull();
    expect(event.getFirstPropertyValue("uid")).toBe("bk_1@booking-service");
    expect(event.getFirstPropertyValue("sequence")).toBe(3);
  });

  it("invites with METHOD:REQUEST, the provider organising and the customer attending, names escaped", () => {
    const text = bookingCalendarFile({
      ...booking,
      invitation: {
        method: "REQUEST",
        organizer: { name: booking.providerName, email: "bookings@service.example" },
        attendee: { name: "Chris\r\nATTENDEE:mailto:evil@example.com", email: "chris@example.com" },
      },
    });
    const { calendar, event } = parse(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    const organizer = event.getFirstProperty("organizer")!;
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe("mailto:bookings@service.example");
    expect(organizer.getParameter("cn")).toBe(booking.providerName);
    // One attendee, whatever the name holds: a line break in a name cannot add a property.
    const attendees = event.getAllProperties("attendee");
    expect(attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual(["mailto:chris@example.com"]);
  });

  it("has its title and description in the booking's language", () => {
    const expected = {
      en: {
        summary: 'Cut & colour at Salon "Nord"; Hamburg, Germany',
        description: "Cut & colour with Ann\nBooking bk_1\nView, move or cancel: https://booking.example/book/#manage=abc",
      },
      de: {
        summary: 'Cut & colour bei Salon "Nord"; Hamburg, Germany',
        description: "Cut & colour mit Ann\nBuchung bk_1\nAnsehen, verschieben oder stornieren: https://booking.example/book/#manage=abc",
      },
      fr: {
        summary: 'Cut & colour chez Salon "Nord"; Hamburg, Germany',
        description: "Cut & colour avec Ann\nRéservation bk_1\nVoir, déplacer ou annuler\u00a0: https://booking.example/book/#manage=abc",
      },
      es: {
        summary: 'Cut & colour en Salon "Nord"; Hamburg, Germany',
        description: "Cut & colour con Ann\nReserva bk_1\nVer, cambiar o cancelar: https://booking.example/book/#manage=abc",
      },
    } as const;
    for (const language of ["en", "de", "fr", "es"] as const) {
      const { calendar, event } = parse(bookingCalendarFile({ ...booking, language }));
      expect(event.getFirstPropertyValue("summary")).toBe(expected[language].summary);
      expect(event.getFirstPropertyValue("description")).toBe(expected[language].description);
      expect(String(calendar.getFirstPropertyValue("prodid"))).toMatch(new RegExp(`//${language}$`, "i"));
    }
  });

  it("cancels with METHOD:CANCEL and STATUS:CANCELLED, keeping the UID", () => {
    const text = bookingCalendarFile({
      ...booking,
      status: "cancelled",
      sequence: 4,
      invitation: { method: "CANCEL", organizer: { name: "Salon", email: "bookings@service.example" }, attendee: null },
    });
    const { calendar, event } = parse(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.getFirstPropertyValue("uid")).toBe("bk_1@booking-service");
    expect(event.getFirstPropertyValue("sequence")).toBe(4);
  });
});
