import { describe, expect, it } from "vitest";
import {
  CUSTOMER_MESSAGE_KINDS,
  formatTimeWithZone,
  renderCustomerEmail,
  renderCustomerSms,
  renderEntryVerificationEmail,
  withLink,
  type CustomerMessageKind,
  type MessageFacts,
} from "./index";
import { LANGUAGES, type Language } from "@booking/i18n";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#39;").replace(/"/g, "&quot;");

const KINDS: readonly CustomerMessageKind[] = CUSTOMER_MESSAGE_KINDS;

// 09:00 at a Berlin salon, booked from New York (03:00 there).
const facts = (overrides: Partial<MessageFacts> = {}): MessageFacts => ({
  bookingId: "bk_7Hq2",
  customerName: "Ana Díaz",
  serviceName: "Balayage",
  staffName: "Lena",
  providerName: "Salon Bella",
  providerLocation: "Torstraße 1, Berlin",
  startsAt: new Date("2026-11-26T08:00:00Z"),
  endsAt: new Date("2026-11-26T09:30:00Z"),
  providerZone: "Europe/Berlin",
  customerZone: "America/New_York",
  locale: "en",
  status: "confirmed",
  cancelReason: null,
  holdExpiresAt: new Date("2026-11-20T10:15:00Z"),
  ...overrides,
});

/** The wording each language addresses the customer's booking with. */
const POLITE: Record<Language, RegExp> = { en: /\b[Yy]our\b/, de: /\bIhre?[nm]?\b/, fr: /\b[Vv]otre\b/, es: /\b[Ss]u\b/ };

describe("customer emails in every language", () => {
  for (const locale of LANGUAGES) {
    for (const kind of KINDS) {
      it(`${kind} in ${locale}: the service, the time with its zone, in the customer's words`, () => {
        const email = renderCustomerEmail(kind, facts({ locale }));
        const when = formatTimeWithZone(facts().startsAt, "America/New_York", locale);
        expect(email.subject).toContain("Balayage");
        expect(email.text).toContain("Balayage");
        expect(email.html).toContain("Balayage");
        expect(email.text).toContain(when);
        expect(email.html).toContain(escaped(when));
        expect(email.text).toMatch(POLITE[locale]);
        expect(email.subject).not.toMatch(/[\n\r]/);
        // The HTML page: its language, its title, one heading, no markup in the text version.
        expect(email.html).toMatch(/^<!doctype html>\n<html lang="[a-z]{2}" dir="ltr">/);
        expect(email.html).toContain(`<html lang="${locale}"`);
        expect(email.html).toContain('<meta charset="utf-8">');
        expect(email.html).toContain(`<title>${escaped(email.subject)}</title>`);
        expect(email.html.match(/<h1\b/g)).toHaveLength(1);
        expect(email.text).not.toMatch(/<[a-z/!]/i);
        // Nothing loaded from elsewhere.
        expect(email.html).not.toMatch(/\b(?:src|href)=|<img|<link|url\(/i);
        // Signed by the salon.
        expect(email.text.trimEnd().endsWith("Salon Bella")).toBe(true);
        expect(email.html).toMatch(/Salon Bella<\/p>\n<\/div>/);
      });
    }
  }

  it("German, French and Spanish speak to the customer formally", () => {
    expect(renderCustomerEmail("bookingConfirmed", facts({ locale: "de" })).text).toContain("Ihr Termin für Balayage");
    expect(renderCustomerEmail("bookingConfirmed", facts({ locale: "fr" })).html).toContain("Votre réservation est confirmée");
    expect(renderCustomerEmail("bookingConfirmed", facts({ locale: "es" })).subject).toMatch(/^Reserva confirmada: Balayage/);
    expect(renderCustomerEmail("bookingConfirmed", facts({ locale: "es" })).html).toContain("Su reserva está confirmada");
  });
});

describe("times and zones", () => {
  it("a New York customer of a Berlin salon sees their time and the salon's", () => {
    const text = plain(renderCustomerEmail("reminder24h", facts()).text);
    expect(text).toContain(
      "When: Thu, 26 Nov 2026, 3:00 am (Eastern Time, GMT-5), which is 9:00 am (Central European Time, GMT+1) at the salon",
    );
    const de = plain(renderCustomerEmail("reminder24h", facts({ locale: "de" })).text);
    expect(de).toContain("03:00 (Nordamerikanische Ostküstenzeit, GMT-5), entspricht 09:00 (Mitteleuropäische Zeit, GMT+1) im Salon");
  });

  it("a customer in the salon's zone sees one time", () => {
    const text = plain(renderCustomerEmail("reminder24h", facts({ customerZone: "Europe/Berlin" })).text);
    expect(text).toContain("When: Thu, 26 Nov 2026, 9:00 am (Central European Time, GMT+1)\n");
    expect(text).not.toContain("at the salon");
    expect(text).not.toContain("Eastern");
  });

  it("English on a 12-hour clock, German on a 24-hour one", () => {
    const local = { customerZone: "Europe/Berlin", startsAt: new Date("2026-11-26T13:00:00Z") };
    expect(plain(renderCustomerEmail("bookingConfirmed", facts(local)).subject)).toBe(
      "Booking confirmed: Balayage, Thu, 26 Nov 2026, 2:00 pm (Central European Time, GMT+1)",
    );
    expect(plain(renderCustomerEmail("bookingConfirmed", facts({ ...local, locale: "de" })).subject)).toBe(
      "Buchung bestätigt: Balayage, Do., 26. Nov. 2026, 14:00 (Mitteleuropäische Zeit, GMT+1)",
    );
  });

  it("the hold's expiry carries its zone", () => {
    const text = plain(renderCustomerEmail("holdVerification", facts()).text);
    expect(text).toContain("until Fri, 20 Nov 2026, 5:15 am (Eastern Time, GMT-5).");
    const fr = plain(renderCustomerEmail("holdVerification", facts({ locale: "fr" })).text);
    expect(fr).toContain("jusqu’au ven. 20 nov. 2026, 05:15 (heure de l’Est nord-américain, UTC−5)");
    const open = renderCustomerEmail("holdVerification", facts({ holdExpiresAt: null })).text;
    expect(open).toContain("until you confirm");
  });
});

describe("a waitlist offer's email", () => {
  const SAYS: Record<Language, { claim: string; decline: string }> = {
    en: { claim: "Claim this time", decline: "No thanks" },
    de: { claim: "Diesen Termin nehmen", decline: "Nein, danke" },
    fr: { claim: "Prendre ce créneau", decline: "Non merci" },
    es: { claim: "Quiero esta hora", decline: "No, gracias" },
  };

  for (const locale of LANGUAGES) {
    it(`in ${locale}: which service, when, with whom, held until when (with zones), a claim and a decline link`, () => {
      const email = renderCustomerEmail("waitlistOffer", facts({ locale, status: "held" }));
      const text = plain(email.text);
      expect(text).toContain("Balayage");
      expect(text).toContain("Lena");
      expect(text).toContain(plain(formatTimeWithZone(facts().startsAt, "America/New_York", locale)));
      // Held until the hold's expiry, on the customer's clock with its zone.
      expect(text).toContain(plain(formatTimeWithZone(facts().holdExpiresAt ?? new Date(0), "America/New_York", locale)));
      const linked = withLink(
        withLink(email, "claim", "https://book.example/book/#manage=t1&offer=claim", locale),
        "decline",
        "https://book.example/book/#manage=t1&offer=decline",
        locale,
      );
      expect(linked.html).toContain(`>${escaped(SAYS[locale].claim)}</a>`);
      expect(linked.html).toContain(`>${escaped(SAYS[locale].decline)}</a>`);
      expect(linked.html.indexOf("offer=claim")).toBeLessThan(linked.html.indexOf("offer=decline"));
      expect(plain(linked.text)).toContain(
        `${SAYS[locale].claim}${locale === "fr" ? " " : ""}: https://book.example/book/#manage=t1&offer=claim`,
      );
    });
  }

  it("says until when in the customer's zone, or that it is held a short while", () => {
    expect(plain(renderCustomerEmail("waitlistOffer", facts()).text)).toContain(
      "We’re holding it for you until Fri, 20 Nov 2026, 5:15 am (Eastern Time, GMT-5).",
    );
    expect(renderCustomerEmail("waitlistOffer", facts({ holdExpiresAt: null })).text).toContain("for a short while");
  });

  it("says that a time of a service paid online is paid when claimed, and how much, in each language, and nothing of it otherwise", () => {
    // The amount as each language writes money (a narrow no-break space before € in French).
    const PAID: Record<Language, RegExp> = {
      en: /deposit of €20\.00:/,
      de: /Anzahlung von 20,00\s€ fällig/,
      fr: /acompte de 20,00\s€ :/,
      es: /depósito de 20,00\s€:/,
    };
    const deposit = { paymentMode: "deposit", paymentDue: { amountMinor: 2000, currency: "EUR" } } as const;
    for (const locale of LANGUAGES) {
      expect(plain(renderCustomerEmail("waitlistOffer", facts({ locale, ...deposit })).text)).toMatch(PAID[locale]);
      expect(plain(renderCustomerEmail("waitlistOffer", facts({ locale, paymentMode: null })).text)).not.toMatch(PAID[locale]);
    }
    expect(plain(renderCustomerEmail("waitlistOffer", facts({ paymentMode: "card" })).text)).toContain(
      "This service asks for a card: you save one online when you claim the time (nothing is charged then)",
    );
    const full = facts({ paymentMode: "full", paymentDue: { amountMinor: 6500, currency: "USD" } });
    expect(plain(renderCustomerEmail("waitlistOffer", full).text)).toContain("This service is paid in advance ($65.00): you pay online");
  });
});

describe("what each email says", () => {
  it("a word of receipt says who confirms, or that it is confirmed", () => {
    const pending = renderCustomerEmail("bookingReceived", facts({ status: "pending" }));
    expect(pending.subject).toMatch(/^Booking received: /);
    expect(pending.text).toContain("Salon Bella will confirm it shortly");
    const confirmed = renderCustomerEmail("bookingReceived", facts({ status: "confirmed" }));
    expect(confirmed.subject).toMatch(/^Booking confirmed: /);
    expect(confirmed.text).toContain("Your booking is confirmed");
    expect(renderCustomerEmail("bookingReceived", facts({ status: "pending", locale: "de" })).text).toContain(
      "Salon Bella bestätigt ihn in Kürze",
    );
  });

  it("a move names the new time and member", () => {
    const text = plain(renderCustomerEmail("bookingRescheduled", facts({ staffName: "Marta" })).text);
    expect(text).toContain("It is now on Thu, 26 Nov 2026, 3:00 am (Eastern Time, GMT-5), with Marta.");
  });

  it("a booking that lapsed unconfirmed says so in the customer's language, not the system's reason", () => {
    const reason = "not confirmed in time";
    const expected: Record<Language, string> = {
      en: "Salon Bella wasn’t able to confirm your booking in time",
      de: "Salon Bella konnte Ihre Buchung leider nicht rechtzeitig bestätigen",
      fr: "Salon Bella n’a pas pu confirmer votre réservation à temps",
      es: "Salon Bella no pudo confirmar su reserva a tiempo",
    };
    for (const locale of LANGUAGES) {
      const text = renderCustomerEmail("bookingCancelled", facts({ locale, cancelReason: reason })).text;
      expect(text).toContain(expected[locale]);
      expect(text).not.toContain(reason);
    }
  });

  it("another reason is quoted as given; none, nothing", () => {
    expect(renderCustomerEmail("bookingCancelled", facts({ cancelReason: "Lena is ill" })).text).toContain("Reason: Lena is ill");
    expect(renderCustomerEmail("bookingCancelled", facts({ locale: "de", cancelReason: "Krankheit" })).text).toContain("Grund: Krankheit");
    expect(renderCustomerEmail("bookingCancelled", facts({ cancelReason: "  " })).text).not.toContain("Reason");
  });

  it("a no-show says the appointment was marked missed, in the customer's language, with the salon's words as written", () => {
    const words = "We missed you today. Please rebook; a fee may apply.";
    const expected: Record<Language, { subject: string; message: string; intro: string }> = {
      en: { subject: "Missed appointment: Balayage", message: `Message from Salon Bella: ${words}`, intro: "as missed" },
      de: { subject: "Termin versäumt: Balayage", message: `Nachricht von Salon Bella: ${words}`, intro: "als versäumt vermerkt" },
      fr: { subject: "Rendez-vous manqué : Balayage", message: `Message de Salon Bella : ${words}`, intro: "comme manqué" },
      es: { subject: "Cita perdida: Balayage", message: `Mensaje de Salon Bella: ${words}`, intro: "como perdida" },
    };
    for (const locale of LANGUAGES) {
      const email = renderCustomerEmail("bookingNoShow", facts({ locale, status: "no_show", cancelReason: words }));
      expect(plain(email.subject)).toContain(expected[locale].subject);
      expect(plain(email.text)).toContain(expected[locale].intro);
      expect(plain(email.text)).toContain(expected[locale].message);
      expect(email.html).toContain(escaped(words));
    }
    // Without words of the salon's: the notice and the invitation to book again alone.
    const bare = renderCustomerEmail("bookingNoShow", facts({ status: "no_show", cancelReason: "  " })).text;
    expect(bare).not.toContain("Message from");
    expect(bare).toContain("book again");
    // The salon's words are said as typed, never read as one of its standard cancellation reasons.
    expect(renderCustomerEmail("bookingNoShow", facts({ cancelReason: "<b>fee</b>" })).html).toContain("&lt;b&gt;fee&lt;/b&gt;");
  });

  it("a class booking for several people says how many", () => {
    expect(renderCustomerEmail("bookingConfirmed", facts({ seats: 3 })).text).toContain("Balayage for 3 people");
    expect(renderCustomerEmail("bookingConfirmed", facts({ seats: 2, locale: "de" })).text).toContain("Balayage (2 Personen)");
    expect(renderCustomerEmail("bookingConfirmed", facts({ seats: 3, locale: "fr" })).text).toContain("Balayage pour 3 personnes");
    expect(renderCustomerEmail("bookingConfirmed", facts({ seats: 4, locale: "es" })).text).toContain("Balayage para 4 personas");
    expect(renderCustomerEmail("bookingConfirmed", facts({ seats: 1 })).text).not.toMatch(/person/);
  });

  it("the facts: where (with the address), with whom, the reference", () => {
    const text = renderCustomerEmail("bookingConfirmed", facts()).text;
    expect(text).toContain("Where: Salon Bella, Torstraße 1, Berlin");
    expect(text).toContain("With: Lena");
    expect(text).toContain("Booking reference: bk_7Hq2");
    expect(renderCustomerEmail("bookingConfirmed", facts({ providerLocation: null })).text).toContain("Where: Salon Bella\n");
    const html = renderCustomerEmail("bookingConfirmed", facts({ locale: "fr" })).html;
    expect(html).toContain('<th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0">Lieu</th>');
    expect(renderCustomerEmail("bookingConfirmed", facts({ locale: "fr" })).text).toContain("Lieu\u00a0: Salon Bella");
  });
});

describe("untrusted names", () => {
  const hostile = facts({
    customerName: `<script>alert("x")</script>`,
    serviceName: `Cut "&' <b>`,
    staffName: "Lena\r\nBcc: victim@example.com",
    providerName: "Salon\u202e Bella",
  });

  it("every value is escaped in the HTML, and kept as typed in the text", () => {
    const email = renderCustomerEmail("bookingConfirmed", hostile);
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<b>");
    expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(email.html).toContain("Cut &quot;&amp;&#39; &lt;b&gt;");
    expect(email.text).toContain(`Cut "&' <b>`);
  });

  it("line breaks in names never start a line or a header of their own", () => {
    const email = renderCustomerEmail("bookingConfirmed", hostile);
    expect(email.subject).not.toMatch(/[\n\r]/);
    expect(email.text).not.toMatch(/^Bcc:/m);
    expect(email.text).toContain("With: Lena Bcc: victim@example.com");
    expect(email.text).not.toContain("\u202e");
    const subject = renderCustomerEmail("bookingConfirmed", facts({ serviceName: "Cut\n\nand\tcolour" })).subject;
    expect(subject).toMatch(/^Booking confirmed: Cut and colour, /);
  });
});

describe("withLink", () => {
  const url = "https://book.example/manage?token=a1&b=<2>";

  it("puts a real link where the HTML keeps its slot, and the address in the text", () => {
    const email = renderCustomerEmail("bookingConfirmed", facts());
    const linked = withLink(email, "manage", url, "en");
    expect(linked.subject).toBe(email.subject);
    expect(linked.html).toContain('<a href="https://book.example/manage?token=a1&amp;b=%3C2%3E"');
    expect(linked.html).toContain(">View, change or cancel your booking</a>");
    expect(linked.html.indexOf("<a href")).toBeLessThan(linked.html.indexOf("Kind regards,"));
    expect(linked.text.trimEnd().endsWith("View, change or cancel your booking: https://book.example/manage?token=a1&b=%3C2%3E")).toBe(
      true,
    );
  });

  it("the verification link in the customer's language; a second link follows the first", () => {
    const email = renderCustomerEmail("holdVerification", facts({ locale: "de" }));
    const both = withLink(withLink(email, "verify", "https://book.example/v/1", "de"), "manage", "https://book.example/m/1", "de");
    expect(both.html).toContain('<a href="https://book.example/v/1"');
    expect(both.html).toContain(">Buchung bestätigen</a>");
    expect(both.html.indexOf("/v/1")).toBeLessThan(both.html.indexOf("/m/1"));
    expect(both.text).toContain("Buchung bestätigen: https://book.example/v/1");
    const fr = withLink(renderCustomerEmail("bookingReceived", facts({ locale: "fr" })), "manage", "https://book.example/m/1", "fr");
    expect(fr.text).toContain("Voir, modifier ou annuler votre réservation\u00a0: https://book.example/m/1\n");
  });

  it("a waitlist entry's verification: which line at which salon, until when on the visitor's clock, its link as the one action", () => {
    const entry = {
      customerName: "Ana <b>Díaz</b>",
      serviceName: "Balayage",
      providerName: "Salon Bella",
      verifyBy: new Date("2026-11-26T08:15:00Z"),
      providerZone: "Europe/Berlin",
      customerZone: "America/New_York",
    };
    const subjects = new Set<string>();
    for (const locale of LANGUAGES) {
      const email = withLink(renderEntryVerificationEmail({ ...entry, locale }), "verifyEntry", "https://book.example/w/1", locale);
      subjects.add(email.subject);
      expect(email.html).toContain(`<html lang="${locale}"`);
      expect(email.html).toContain('<a href="https://book.example/w/1"');
      expect(email.text).toContain("Balayage");
      expect(email.text).toContain("Salon Bella");
      // The deadline on the visitor's clock (03:15 in New York), with its zone.
      expect(plain(email.text)).toMatch(/3[.:]15|03[.:]15/);
      expect(email.html).not.toContain("<b>Díaz</b>");
    }
    expect(subjects.size).toBe(LANGUAGES.length);
    const en = withLink(renderEntryVerificationEmail({ ...entry, locale: "en" }), "verifyEntry", "https://book.example/w/1", "en");
    expect(en.subject).toBe("Please confirm your place on the waitlist: Balayage");
    expect(en.text).toContain("Take my place on the waitlist: https://book.example/w/1");
    // An unknown language reads in English.
    expect(renderEntryVerificationEmail({ ...entry, locale: "xx" }).subject).toBe(en.subject);
  });

  it("emails without a slot (a cancellation, a no-show, a review request) come back unchanged", () => {
    for (const kind of ["bookingCancelled", "bookingNoShow", "reviewRequest"] as const) {
      const email = renderCustomerEmail(kind, facts());
      expect(withLink(email, "manage", url, "en")).toBe(email);
    }
  });

  it("refuses links that are not http(s)", () => {
    expect(() => withLink(renderCustomerEmail("bookingConfirmed", facts()), "manage", "javascript:alert(1)", "en")).toThrow(/http/);
  });
});

describe("text messages", () => {
  it("only the kinds that have one; the salon's name first, the time with its zone", () => {
    for (const kind of KINDS) {
      const sms = renderCustomerSms(kind, facts());
      if (["bookingConfirmed", "bookingRescheduled", "bookingRestored", "reminder1h"].includes(kind)) {
        expect(sms).toMatch(/^Salon Bella: /);
        expect(sms).toContain("(Eastern Time, GMT-5)");
        expect(sms?.length).toBeLessThanOrEqual(320);
      } else {
        expect(sms).toBeNull();
      }
    }
    expect(renderCustomerSms("reminder1h", facts({ locale: "de" }))).toMatch(/^Salon Bella: Ihr Termin für Balayage/);
  });

  it("a reminder names no lead time in any language: the salon chooses when reminders go (48 h, 2 h, 15 minutes…)", () => {
    const LEAD = /tomorrow|an hour|one hour|morgen|einer Stunde|demain|une heure|mañana|una hora/i;
    for (const locale of LANGUAGES) {
      for (const kind of ["reminder24h", "reminder1h"] as const) {
        const email = renderCustomerEmail(kind, facts({ locale }));
        expect([email.subject, email.text].join("\n"), `${kind} ${locale}`).not.toMatch(LEAD);
        expect(renderCustomerSms(kind, facts({ locale })) ?? "", `${kind} ${locale}`).not.toMatch(LEAD);
      }
    }
  });

  it("both clocks while they fit (the customer may read it at the salon), one when names run long", () => {
    expect(renderCustomerSms("reminder1h", facts())).toBe(
      "Salon Bella: your Balayage with Lena starts soon: Thu, 26 Nov 2026, 3:00 am (Eastern Time, GMT-5), which is 9:00 am (Central European Time, GMT+1) at the salon.",
    );
    const sms = renderCustomerSms("bookingConfirmed", facts({ serviceName: "Colour and cut ".repeat(12).trim() })) ?? "";
    expect(sms).toContain("(Eastern Time, GMT-5).");
    expect(sms).not.toContain("at the salon");
  });

  it("stays within 320 characters whatever the names, in plain characters", () => {
    const long = facts({ providerName: "Salon ".repeat(60), serviceName: "Colour ".repeat(60), staffName: "Lena\nMarie ".repeat(30) });
    for (const locale of LANGUAGES) {
      const sms = renderCustomerSms("reminder1h", { ...long, locale }) ?? "";
      expect(sms.length).toBeLessThanOrEqual(320);
      expect(sms).toMatch(/^Salon Salon/);
      expect(sms).not.toMatch(/[\n\u00a0\u202f’—\u2212]/);
    }
  });
});
