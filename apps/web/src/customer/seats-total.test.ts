// A class's total for the seats chosen, in each language the page speaks.
import { describe, expect, it } from "vitest";
import { translator } from "../i18n/translate";
import { seatsTotal, seatsTotalInWords } from "./seats-total";

const plain = (text: string) => text.replace(/\s/gu, " ");

describe("the total for several seats", () => {
  it("multiplies to the cent", () => {
    expect(seatsTotal(19.99, 3)).toBe(59.97);
    expect(seatsTotal(0.1, 3)).toBe(0.3);
    expect(seatsTotal(20, 1)).toBe(20);
  });

  it("is said in the salon's currency as each language writes money", () => {
    expect(plain(seatsTotalInWords(20, 3, "EUR", translator("de")))).toBe("Gesamt: 3 × 20,00 € = 60,00 €");
    expect(plain(seatsTotalInWords(20, 3, "EUR", translator("en")))).toBe("Total: 3 × €20.00 = €60.00");
    expect(plain(seatsTotalInWords(12.5, 2, "CHF", translator("fr")))).toBe("Total : 2 × 12,50 CHF = 25,00 CHF");
    expect(plain(seatsTotalInWords(20, 4, "USD", translator("es")))).toBe("Total: 4 × 20,00 US$ = 80,00 US$");
  });
});
