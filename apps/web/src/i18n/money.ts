// An amount of money as the page's language writes it: "€38.00" in English, "38,00 €" in German.

export function money(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
  } catch {
    // A code Intl does not know: the amount and the code as they are.
    return `${amount.toFixed(2)} ${currency}`;
  }
}
