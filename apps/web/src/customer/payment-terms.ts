// What a service's payment policy asks of a visitor, in the page's language: the amount paid when
// booking (a deposit, a fixed amount per seat or a percent of the price, or the whole price), or
// for card mode the fees a kept card may be charged; and until when cancelling refunds everything.
// Amounts are counted in cents as the service counts them (a percent rounds half up) and said in
// the salon's currency as the page's language writes money. The time left to pay, as a countdown.
import type { PaymentPolicy } from "../common/payment-policy";
import { money } from "../i18n/money";
import type { Translator } from "../i18n/translate";

const cents = (amount: number) => Math.round(amount * 100);

/** What a booking of `seats` seats at `price` each pays when it is made (major units; card mode: nothing). */
export function amountDue(policy: PaymentPolicy, price: number, seats = 1): number {
  const priceMinor = cents(price) * seats;
  switch (policy.mode) {
    case "none":
    case "card":
      return 0;
    case "full":
      return priceMinor / 100;
    case "deposit":
      if (policy.amount !== undefined) return Math.min(cents(policy.amount) * seats, priceMinor) / 100;
      return Math.min(Math.floor((priceMinor * (policy.percent ?? 0) + 50) / 100), priceMinor) / 100;
  }
}

/** The policy in sentences: what is paid (or the card's fees), then the refund rule. */
export function paymentTermsInWords(
  policy: PaymentPolicy,
  price: number,
  seats: number,
  currency: string,
  i18n: Pick<Translator, "t" | "locale">,
): string[] {
  const { t, locale } = i18n;
  const hours = policy.refundNoticeHours;
  const inMoney = (amount: number) => money(amount, currency, locale);
  switch (policy.mode) {
    case "none":
      return [];
    case "card": {
      const sentences = [t("pay.terms.card")];
      if (policy.noShowFee !== undefined) sentences.push(t("pay.terms.noShowFee", { amount: inMoney(policy.noShowFee) }));
      if (policy.lateCancelFee !== undefined) sentences.push(t("pay.terms.lateFee", { hours, amount: inMoney(policy.lateCancelFee) }));
      return sentences;
    }
    case "full":
      return [t("pay.terms.full", { amount: inMoney(amountDue(policy, price, seats)) }), t("pay.terms.refund", { hours })];
    case "deposit":
      return [t("pay.terms.deposit", { amount: inMoney(amountDue(policy, price, seats)) }), t("pay.terms.refund", { hours })];
  }
}

/** Time left as a countdown: "29:05", "1:02:09" past an hour, "0:00" once it ran out. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
