// In-app notifications in every language: each kind worded, values placed as text, English as it
// has always read.
import { LANGUAGES } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import { CUSTOMER_MESSAGE_KINDS, renderBookingNotification, renderNotification } from "./index";

const booking = {
  customerName: "Chris",
  serviceName: "Haircut",
  staffName: "Ana",
  providerName: "Salon Bella",
  when: "WHEN",
  bookingId: "bk_1",
};

describe("in-app notifications", () => {
  it("word every kind in every language, with every value placed", () => {
    const kinds = ["newBooking", ...CUSTOMER_MESSAGE_KINDS] as const;
    for (const language of LANGUAGES) {
      for (const kind of kinds) {
        const { title, body } = renderBookingNotification(kind, language, booking);
        expect(`${title} ${body}`, `${language} ${kind}`).not.toMatch(/[{}]/);
        expect(body, `${language} ${kind}`).toContain("WHEN");
      }
      const disabled = renderNotification("webhookDisabled", language, { url: "https://hooks.example/x", failures: 50 });
      expect(disabled.body).toContain("https://hooks.example/x");
      expect(disabled.body).toContain("50");
      expect(disabled.body).toContain("webhooks/update {isActive: true}");
      expect(renderNotification("publicBookingLimit", language).body).toContain("publicBookingsPerHour");
    }
  });

  it("read in English as they always have", () => {
    expect(renderNotification("webhookDisabled", "en", { url: "https://hooks.example/x", failures: 1000 })).toEqual({
      title: "Webhook disabled",
      body:
        "Your webhook https://hooks.example/x was disabled after 1000 consecutive failed deliveries. " +
        "Fix the receiver, then re-enable it with webhooks/update {isActive: true}.",
    });
    expect(renderNotification("publicBookingLimit", "en")).toEqual({
      title: "Online bookings paused for the hour",
      body:
        "Your booking page reached its limit of online bookings for this hour (settings: publicBookingsPerHour); further visitors " +
        "were asked to try later. If this is a busy hour rather than abuse, raise the limit.",
    });
    expect(renderBookingNotification("bookingReceived", "en", { ...booking, status: "confirmed" }).body).toBe(
      "Your Haircut with Ana on WHEN is booked and confirmed.",
    );
    expect(renderBookingNotification("bookingReceived", "en", { ...booking, status: "pending" })).toEqual({
      title: "Booking received",
      body: "Your Haircut with Ana on WHEN is booked; Salon Bella will confirm it.",
    });
  });

  it("tell of a series' dates together by their number and the first, not as the first alone", () => {
    const series = { ...booking, occurrences: 10 };
    expect(renderBookingNotification("bookingCancelled", "en", series).title).toBe("10 bookings cancelled");
    expect(renderBookingNotification("bookingReceived", "es", { ...series, status: "confirmed" }).title).toBe("10 reservas confirmadas");
    expect(renderBookingNotification("bookingCancelled", "en", series).body).toBe(
      "Your Haircut with Ana on 10 dates from WHEN were cancelled.",
    );
    expect(renderBookingNotification("bookingConfirmed", "de", series).body).toBe(
      "Ihre 10 Termine für Haircut mit Ana ab WHEN sind bestätigt.",
    );
    expect(renderBookingNotification("bookingReceived", "fr", { ...series, status: "pending" }).body).toBe(
      "Vos 10 rendez-vous pour Haircut avec Ana à partir du WHEN sont réservés\u00a0; Salon Bella va les confirmer.",
    );
    expect(renderBookingNotification("bookingRescheduled", "es", series).body).toBe(
      "Sus 10 citas de Haircut son ahora con Ana desde el WHEN.",
    );
    for (const language of LANGUAGES) {
      for (const kind of ["bookingReceived", "bookingConfirmed", "bookingRescheduled", "bookingCancelled"] as const) {
        const one = renderBookingNotification(kind, language, booking);
        const many = renderBookingNotification(kind, language, series);
        expect(many.body, `${language} ${kind}`).toContain("10");
        expect(many.body, `${language} ${kind}`).toContain("WHEN");
        expect(one.body, `${language} ${kind}`).not.toContain("10");
        expect(many.title, `${language} ${kind}`).toMatch(/^10 /);
        expect(one.title, `${language} ${kind}`).not.toMatch(/\d/);
      }
    }
  });

  it("place names as text, ICU syntax and all, and add a cancellation's reason", () => {
    const odd = { ...booking, serviceName: "Cut {x} & 'colour'", reason: " Closed today " };
    expect(renderBookingNotification("bookingCancelled", "de", odd).body).toBe(
      "Ihr Termin für Cut {x} & 'colour' mit Ana am WHEN wurde storniert. Grund: Closed today",
    );
    expect(renderBookingNotification("bookingCancelled", "de", { ...odd, reason: "  " }).body).not.toContain("Grund");
  });
});
