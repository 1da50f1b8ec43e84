// What a service's payment policy asks of a visitor, in each language the page speaks, and the
// countdown to a hold's end.
import { describe, expect, it } from "vitest";
import { translator } from "../i18n/translate";
import { takesPayment } from "../common/payment-policy";
import { amountDue, countdown, paymentTermsInWords } from "./payment-terms";

const plain = (text: string) => text.replace(/\s/gu, " ");

describe("the amount paid when booking", () => {
  it("is a deposit per seat, a percent rounded half up, or the whole price, never more than the price", () => {
    expect(amountDue({ mode: "deposit", amount: 15, refundNoticeHours: 24 }, 50)).toBe(15);
    expect(amountDue({ mode: "deposit", amount: 15, refundNoticeHours: 24 }, 20, 3)).toBe(45);
    expect(amountDue({ mode: "deposit", amount: 30, refundNoticeHours: 24 }, 20)).toBe(20);
    expect(amountDue({ mode: "deposit", percent: 20, refundNoticeHours: 24 }, 50)).toBe(10);
    expect(amountDue({ mode: "deposit", percent: 15, refundNoticeHours: 24 }, 0.3)).toBe(0.05);
    expect(amountDue({ mode: "full", refundNoticeHours: 24 }, 19.99, 3)).toBe(59.97);
    expect(amountDue({ mode: "card", noShowFee: 20, refundNoticeHours: 24 }, 50)).toBe(0);
    expect(takesPayment({ mode: "none", refundNoticeHours: 24 })).toBe(false);
    expect(takesPayment({ mode: "card", refundNoticeHours: 24 })).toBe(true);
  });
});

describe("the terms in words", () => {
  it("say the amount and the refund rule", () => {
    const en = translator("en");
    expect(paymentTermsInWords({ mode: "deposit", amount: 15, refundNoticeHours: 24 }, 50, 1, "EUR", en).map(plain)).toEqual([
      "A deposit of €15.00 is paid online when you book.",
      "Cancel until 24 hours before the appointment for a full refund.",
    ]);
    expect(paymentTermsInWords({ mode: "full", refundNoticeHours: 0 }, 50, 1, "USD", en)[1]).toBe(
      "Cancel any time before the appointment for a full refund.",
    );
    expect(paymentTermsInWords({ mode: "deposit", percent: 20, refundNoticeHours: 1 }, 50, 1, "EUR", translator("de")).map(plain)).toEqual([
      "Beim Buchen wird online eine Anzahlung von 10,00 € bezahlt.",
      "Bei Absage bis 1 Stunde vor dem Termin wird alles erstattet.",
    ]);
    expect(paymentTermsInWords({ mode: "none", refundNoticeHours: 24 }, 50, 1, "EUR", en)).toEqual([]);
  });

  it("say a card is kept, and its fees", () => {
    const fr = translator("fr");
    expect(
      paymentTermsInWords({ mode: "card", noShowFee: 20, lateCancelFee: 10, refundNoticeHours: 48 }, 50, 1, "EUR", fr).map(plain),
    ).toEqual([
      "Rien n’est payé maintenant : vous enregistrez une carte, débitée uniquement pour les frais du salon.",
      "Absence : 20,00 €.",
      "Annulation moins de 48 heures avant : 10,00 €.",
    ]);
    expect(paymentTermsInWords({ mode: "card", refundNoticeHours: 48 }, 50, 1, "EUR", translator("es"))).toHaveLength(1);
  });
});

describe("the countdown", () => {
  it("counts minutes and seconds, hours past an hour, and stops at zero", () => {
    expect(countdown(30 * 60_000)).toBe("30:00");
    expect(countdown(65_500)).toBe("1:06");
    expect(countdown(3_729_000)).toBe("1:02:09");
    expect(countdown(-5_000)).toBe("0:00");
  });
});
