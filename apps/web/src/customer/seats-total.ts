// What a class costs for the seats a visitor takes: the price of one seat times the seats, counted
// in cents (no binary fractions: 3 × 19.99 is 59.97), said in the salon's currency as the page's
// language writes money ("Total: 3 × 20,00 € = 60,00 €" in German).
import { money } from "../i18n/money";
import type { Translator } from "../i18n/translate";

/** The price of `seats` seats at `price` each (major units), to the cent. */
export function seatsTotal(price: number, seats: number): number {
  return (Math.round(price * 100) * seats) / 100;
}

/** The total in words, in the page's language. */
export function seatsTotalInWords(price: number, seats: number, currency: string, i18n: Pick<Translator, "t" | "locale">): string {
  return i18n.t("summary.total", {
    seats,
    price: money(price, currency, i18n.locale),
    total: money(seatsTotal(price, seats), currency, i18n.locale),
  });
}
