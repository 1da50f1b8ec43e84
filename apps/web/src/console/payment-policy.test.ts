// A service's payment policy as the console's form holds it, sends it and says it.
import { describe, expect, it } from "vitest";
import { translator } from "../i18n/translate";
import { money } from "../i18n/money";
import { bookableOnline, NO_PAYMENT, paymentFormOf, paymentPolicyOf, paymentPolicyWords } from "./payment-policy";

const euros = (locale: string) => (amount: number) => money(amount, "EUR", locale);

describe("a service's payment policy in the console", () => {
  it("sends only the fields of the chosen way, and none left empty", () => {
    const form = { ...NO_PAYMENT, amount: "10", percent: "30", noShowFee: "25", lateCancelFee: "", refundNoticeHours: "48" };
    expect(paymentPolicyOf({ ...form, mode: "none" })).toEqual({ mode: "none", refundNoticeHours: 48 });
    expect(paymentPolicyOf({ ...form, mode: "deposit" })).toEqual({ mode: "deposit", amount: 10, refundNoticeHours: 48 });
    expect(paymentPolicyOf({ ...form, mode: "deposit", depositBy: "percent" })).toEqual({
      mode: "deposit",
      percent: 30,
      refundNoticeHours: 48,
    });
    expect(paymentPolicyOf({ ...form, mode: "full" })).toEqual({ mode: "full", refundNoticeHours: 48 });
    // The late-cancellation fee left empty is not sent (the service would read 0 as a fee of nothing).
    expect(paymentPolicyOf({ ...form, mode: "card" })).toEqual({ mode: "card", noShowFee: 25, refundNoticeHours: 48 });
  });

  it("reads a service's policy back into the form it was sent from", () => {
    for (const policy of [
      { mode: "none", refundNoticeHours: 24 },
      { mode: "deposit", amount: 12.5, refundNoticeHours: 0 },
      { mode: "deposit", percent: 20, refundNoticeHours: 72 },
      { mode: "full", refundNoticeHours: 24 },
      { mode: "card", noShowFee: 30, lateCancelFee: 15, refundNoticeHours: 24 },
    ] as const) {
      expect(paymentPolicyOf(paymentFormOf(policy))).toEqual(policy);
    }
    expect(paymentFormOf({ mode: "deposit", percent: 20, refundNoticeHours: 72 }).depositBy).toBe("percent");
  });

  it("says the policy in the member's language, and nothing when nothing is paid", () => {
    const en = translator("en").t;
    const de = translator("de").t;
    expect(paymentPolicyWords({ mode: "none", refundNoticeHours: 24 }, en, euros("en"))).toBeNull();
    expect(paymentPolicyWords({ mode: "deposit", amount: 10, refundNoticeHours: 24 }, en, euros("en"))).toBe(
      "deposit €10.00 when booked · full refund up to 24 h ahead",
    );
    expect(paymentPolicyWords({ mode: "deposit", percent: 20, refundNoticeHours: 48 }, de, euros("de"))).toBe(
      "Anzahlung 20 % bei Buchung · volle Erstattung bis 48 Std. vorher",
    );
    expect(paymentPolicyWords({ mode: "full", refundNoticeHours: 12 }, en, euros("en"))).toBe(
      "paid in full when booked · full refund up to 12 h ahead",
    );
    expect(paymentPolicyWords({ mode: "card", noShowFee: 30, lateCancelFee: 15, refundNoticeHours: 24 }, de, euros("de"))).toBe(
      "Karte für Gebühren hinterlegt · Nichterscheinen 30,00\u00a0€ · späte Absage 15,00\u00a0€",
    );
  });

  it("keeps a service taking a payment off the booking page while no payments are taken online", () => {
    expect(bookableOnline({ mode: "none", refundNoticeHours: 24 }, false)).toBe(true);
    expect(bookableOnline({ mode: "full", refundNoticeHours: 24 }, false)).toBe(false);
    expect(bookableOnline({ mode: "card", noShowFee: 5, refundNoticeHours: 24 }, false)).toBe(false);
    expect(bookableOnline({ mode: "deposit", amount: 5, refundNoticeHours: 24 }, true)).toBe(true);
  });
});
