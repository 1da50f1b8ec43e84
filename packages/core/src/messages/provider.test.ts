import { describe, expect, it } from "vitest";
import { renderProviderAlert, withLink, type ProviderAlertFacts } from "./index";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

const facts = (overrides: Partial<ProviderAlertFacts> = {}): ProviderAlertFacts => ({
  bookingId: "bk_7Hq2",
  customerName: "Ana Díaz",
  serviceName: "Haircut",
  staffName: "Lena",
  providerName: "Salon Bella",
  providerLocation: null,
  startsAt: new Date("2026-11-26T08:00:00Z"),
  endsAt: new Date("2026-11-26T09:00:00Z"),
  providerZone: "Europe/Berlin",
  customerZone: "America/New_York",
  locale: "en",
  status: "pending",
  cancelReason: null,
  holdExpiresAt: null,
  customerEmail: "ana@example.com",
  customerPhone: "+1 212 555 0100",
  previousStartsAt: null,
  changedBy: "visitor",
  ...overrides,
});

describe("the salon owner's email", () => {
  it("a new booking: the customer's contacts, the time on the salon's clock, and the customer's own", () => {
    const email = renderProviderAlert("booking.created", facts());
    expect(plain(email.subject)).toBe("New booking to confirm: Haircut, Thu, 26 Nov 2026, 9:00 am — Ana Díaz");
    const text = plain(email.text);
    expect(text).toContain("Customer: Ana Díaz\nEmail: ana@example.com\nPhone: +1 212 555 0100\n");
    expect(text).toContain("When: Thu, 26 Nov 2026, 9:00 am (Central European Time, GMT+1)\n");
    expect(text).toContain("Customer’s time: Thu, 26 Nov 2026, 3:00 am (Eastern Time, GMT-5)\n");
    expect(text).toContain("It is waiting for your confirmation");
    expect(text).toContain("Via: Your booking page");
    expect(email.html).toContain('<td style="vertical-align:top;padding:4px 0">ana@example.com</td>');
    expect(email.html).toContain(
      '<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">A new booking is waiting for your confirmation</h1>',
    );
  });

  it("a confirmed booking does not ask for confirmation; a customer in the salon's zone gets no second time", () => {
    const text = renderProviderAlert(
      "booking.created",
      facts({ status: "confirmed", customerZone: "Europe/Berlin", changedBy: "customer" }),
    ).text;
    expect(text).not.toContain("confirmation");
    expect(text).not.toContain("Customer’s time");
    expect(text).toContain("Via: The customer’s account");
  });

  it("a visit booked at once: one email with a row per item on the salon's clock, and one request to confirm them", () => {
    const item = (serviceName: string, from: string, until: string, staffName: string) => ({
      serviceName,
      staffName,
      startsAt: new Date(from),
      endsAt: new Date(until),
    });
    const email = renderProviderAlert(
      "booking.created",
      facts({
        serviceName: "Cut and Colour",
        visitItems: [
          item("Cut", "2026-11-26T08:00:00Z", "2026-11-26T08:30:00Z", "Lena"),
          item("Colour", "2026-11-26T08:30:00Z", "2026-11-26T09:30:00Z", "Mia"),
        ],
      }),
    );
    const text = plain(email.text);
    expect(plain(email.subject)).toBe("New booking to confirm: Cut and Colour, Thu, 26 Nov 2026, 9:00 am — Ana Díaz");
    expect(text).toContain("Ana Díaz booked a visit of 2 services, one after the other, starting Thu, 26 Nov 2026, 9:00 am");
    expect(text).toContain("They are waiting for your confirmation");
    expect(text).toMatch(/\nCut: Thu, 26 Nov 2026, 9:00 .*9:30 am .*, with Lena\n/);
    expect(text).toMatch(/\nColour: Thu, 26 Nov 2026, 9:30 .*10:30 am .*, with Mia\n/);
    // The customer's clock is the salon's clock in the rows: no second time, no single "When".
    expect(text).not.toContain("Customer’s time");
    expect(text).not.toContain("When:");
  });

  it("a series cancelled at once: one email naming the service once and every date", () => {
    const dates = ["2026-12-01", "2026-12-08", "2026-12-15"];
    const text = plain(
      renderProviderAlert(
        "booking.cancelled",
        facts({
          status: "cancelled",
          changedBy: "customer",
          seriesItems: dates.map((date) => ({
            serviceName: "Haircut",
            staffName: "Lena",
            startsAt: new Date(`${date}T08:00:00Z`),
            endsAt: new Date(`${date}T09:00:00Z`),
          })),
        }),
      ).text,
    );
    expect(text).toContain("Ana Díaz cancelled their Haircut on 3 dates, from Thu, 26 Nov 2026, 9:00 am");
    for (const day of ["1 Dec", "8 Dec", "15 Dec"]) expect(text).toMatch(new RegExp(`Haircut: \\w+, ${day} 2026, 9:00`));
  });

  it("a move gives the old time and the new", () => {
    const text = plain(renderProviderAlert("booking.rescheduled", facts({ previousStartsAt: new Date("2026-11-25T15:00:00Z") })).text);
    expect(text).toContain(
      "Ana Díaz moved their Haircut from Wed, 25 Nov 2026, 4:00 pm (Central European Time, GMT+1) to Thu, 26 Nov 2026, 9:00 am (Central European Time, GMT+1), with Lena.",
    );
    expect(text).toContain("Previously: Wed, 25 Nov 2026, 4:00 pm (Central European Time, GMT+1)");
    expect(renderProviderAlert("booking.rescheduled", facts()).text).toContain("It is now on");
  });

  it("a cancellation gives the reason", () => {
    const email = renderProviderAlert("booking.cancelled", facts({ cancelReason: "Travel plans changed" }));
    expect(email.subject).toMatch(/^Booking cancelled: Haircut, /);
    expect(email.text).toContain("Reason given: Travel plans changed");
  });

  it("in the salon's language", () => {
    const email = renderProviderAlert("booking.created", facts({ locale: "de", seats: 2 }));
    expect(plain(email.subject)).toBe("Neue Buchung zur Bestätigung: Haircut, Do., 26. Nov. 2026, 09:00 — Ana Díaz");
    expect(email.html).toContain('<html lang="de"');
    expect(plain(email.text)).toContain(
      "Ana Díaz hat Haircut (2 Personen) mit Lena am Do., 26. Nov. 2026, 09:00 (Mitteleuropäische Zeit, GMT+1) gebucht.",
    );
    expect(email.text).toContain("Telefon: +1 212 555 0100");
    expect(renderProviderAlert("booking.cancelled", facts({ locale: "es" })).subject).toMatch(/^Reserva cancelada: Haircut/);
  });

  it("leaves out contacts it does not have, escapes the ones it has, and carries no link", () => {
    const none = renderProviderAlert("booking.created", facts({ customerEmail: null, customerPhone: null }));
    expect(none.text).not.toMatch(/Email:|Phone:/);
    const odd = renderProviderAlert("booking.created", facts({ customerEmail: `"a&b"@example.com`, customerName: "<i>Ana</i>" }));
    expect(odd.html).toContain("&quot;a&amp;b&quot;@example.com");
    expect(odd.html).not.toContain("<i>");
    expect(withLink(odd, "manage", "https://x.example/", "en")).toBe(odd);
  });
});

describe("the salon owner's email: the booking's link and the customer's note", () => {
  it("links to the booking in the console and shows the note on one line, escaped", () => {
    const email = renderProviderAlert(
      "booking.created",
      facts({ note: "Allergic to <ammonia>\nplease call", consoleUrl: "https://salon.example/console/#/booking/bk_7Hq2" }),
    );
    const text = plain(email.text);
    expect(text).toContain("Customer’s note: Allergic to <ammonia> please call\n");
    expect(text).toContain("Open the booking in the console: https://salon.example/console/#/booking/bk_7Hq2\n");
    expect(email.html).toContain('<a href="https://salon.example/console/#/booking/bk_7Hq2"');
    expect(email.html).toContain("Allergic to &lt;ammonia&gt; please call");
  });

  it("without a note or a link, neither is said", () => {
    const email = renderProviderAlert("booking.created", facts());
    expect(email.text).not.toContain("note");
    expect(email.text).not.toContain("console");
    expect(email.html).not.toContain("<a ");
  });
});
