import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@booking/i18n";
import { reasonInWords, SALON_REASONS } from "./reasons";
import { renderCustomerEmail, type MessageFacts } from "./customer";
import { renderBookingNotification } from "./notification";

const facts = (over: Partial<MessageFacts>): MessageFacts => ({
  bookingId: "bk_1",
  customerName: "Vera Visitor",
  serviceName: "Haircut",
  staffName: "Ann",
  providerName: "Demo Salon",
  providerLocation: null,
  startsAt: new Date("2026-12-01T10:00:00Z"),
  endsAt: new Date("2026-12-01T10:30:00Z"),
  providerZone: "Europe/Berlin",
  customerZone: null,
  locale: "en",
  status: "cancelled",
  cancelReason: null,
  holdExpiresAt: null,
  ...over,
});

describe("the salon's reasons", () => {
  it("are said in the reader's language, never in the stored English", () => {
    expect(reasonInWords(SALON_REASONS.declined, "de")).toBe("der Salon konnte diese Buchung nicht annehmen");
    expect(reasonInWords("cancelled BY the salon ", "fr")).toBe("le salon a dû annuler cette réservation");
    for (const language of LANGUAGES) {
      for (const standard of Object.values(SALON_REASONS)) {
        const email = renderCustomerEmail("bookingCancelled", facts({ locale: language, cancelReason: standard })).text;
        const notification = renderBookingNotification("bookingCancelled", language, {
          customerName: "Vera",
          serviceName: "Haircut",
          staffName: "Ann",
          providerName: "Demo Salon",
          when: "1 Dec 11:00",
          bookingId: "bk_1",
          status: "cancelled",
          reason: standard,
        }).body;
        if (language !== "en") {
          expect(email).not.toContain(standard);
          expect(notification).not.toContain(standard);
        }
        expect(email).toContain(reasonInWords(standard, language));
        expect(notification).toContain(reasonInWords(standard, language));
      }
    }
  });

  it("leave the member's own words as written", () => {
    expect(reasonInWords("  Die Stylistin ist krank  ", "es")).toBe("Die Stylistin ist krank");
    expect(reasonInWords(null, "de")).toBe("");
    const email = renderCustomerEmail("bookingCancelled", facts({ locale: "es", cancelReason: "Ann is ill today" })).text;
    expect(email).toContain("Motivo: Ann is ill today");
  });
});
