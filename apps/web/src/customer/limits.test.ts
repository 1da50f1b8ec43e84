// The limits of the service's public bookings, as the page tells a visitor who reached one, in
// each language.
import { describe, expect, it } from "vitest";
import { translator } from "../i18n/translate";
import { limitInWords } from "./limits";

const { t } = translator("en");

describe("a limit in words", () => {
  it("makes sentences of the limit and what to do, the wait in seconds or minutes", () => {
    expect(limitInWords("At most 3 bookings per minute from one address; retry in 42 s", t)).toBe(
      "At most 3 bookings per minute from one address. Please try again in 42 seconds.",
    );
    expect(limitInWords("At most 10 bookings per hour from one address; retry in 1500 s", t)).toBe(
      "At most 10 bookings per hour from one address. Please try again in 25 minutes.",
    );
    expect(
      limitInWords("At most 3 upcoming online bookings per email address with this provider; cancel one or contact the provider", t),
    ).toBe("At most 3 upcoming online bookings per email address with this provider. Cancel one or contact the provider.");
    expect(
      limitInWords("At most 1 upcoming online booking per email address with this provider; cancel one or contact the provider", t),
    ).toBe("At most 1 upcoming online booking per email address with this provider. Cancel one or contact the provider.");
    // A class's seats counted against the same limit: said where they made the difference.
    expect(
      limitInWords(
        "At most 3 upcoming online bookings per email address with this provider; each seat of a class counts as one booking; " +
          "cancel one or contact the provider",
        t,
      ),
    ).toBe(
      "At most 3 upcoming online bookings per email address with this provider. Cancel one or contact the provider. " +
        "Each seat of a class counts as one booking.",
    );
    expect(limitInWords("This provider takes at most 30 online bookings an hour; try again later or contact them", t)).toBe(
      "This provider takes at most 30 online bookings an hour. Try again later or contact them.",
    );
    expect(limitInWords("retry in 1 s", t)).toBe("Please try again in a second.");
    // A limit the page does not know: the service's words, in sentences.
    expect(limitInWords("At most 2 things a day; retry in 5 s", t)).toBe("At most 2 things a day. Please try again in 5 seconds.");
  });

  it("says the limits in German, French and Spanish", () => {
    expect(limitInWords("At most 3 bookings per minute from one address; retry in 42 s", translator("de").t)).toBe(
      "Höchstens 3 Buchungen pro Minute von einer Adresse. Bitte versuchen Sie es in 42 Sekunden erneut.",
    );
    expect(
      limitInWords(
        "At most 1 upcoming online booking per email address with this provider; cancel one or contact the provider",
        translator("fr").t,
      ),
    ).toBe("Au plus 1 réservation en ligne à venir par adresse e-mail dans ce salon. Annulez-en une ou contactez le salon.");
    expect(limitInWords("each seat of a class counts as one booking", translator("de").t)).toBe(
      "Jeder Platz in einem Kurs zählt als eine Buchung.",
    );
    expect(limitInWords("At most 10 bookings per hour from one address; retry in 1500 s", translator("es").t)).toBe(
      "Como máximo 10 reservas por hora desde una misma dirección. Vuelva a intentarlo en 25 minutos, por favor.",
    );
  });
});
