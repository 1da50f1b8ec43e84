// A service's payment policy as the console edits and reads it: what a booking pays when made (a
// deposit as an amount or a percent, the full price, or nothing but a card kept for fees), the fees
// charged to that card, and how many hours ahead a customer's cancellation still refunds everything.
// The form holds text as typed; only the fields of the chosen mode are sent (the service refuses a
// fee without card mode, or a deposit's amount with another mode).
import { takesPayment, type PaymentPolicy } from "../common/payment-policy";
import type { Translate } from "../common/words";

export type { PaymentPolicy };
export type PaymentMode = PaymentPolicy["mode"];

export const PAYMENT_MODES: readonly PaymentMode[] = ["none", "deposit", "full", "card"];

export interface PaymentForm {
  mode: PaymentMode;
  /** A deposit is a fixed amount per seat or a percent of the price. */
  depositBy: "amount" | "percent";
  amount: string;
  percent: string;
  noShowFee: string;
  lateCancelFee: string;
  refundNoticeHours: string;
}

export const NO_PAYMENT: PaymentForm = {
  mode: "none",
  depositBy: "amount",
  amount: "",
  percent: "",
  noShowFee: "",
  lateCancelFee: "",
  refundNoticeHours: "24",
};

const text = (value: number | undefined) => (value === undefined ? "" : String(value));

export function paymentFormOf(policy: PaymentPolicy): PaymentForm {
  return {
    mode: policy.mode,
    depositBy: policy.percent !== undefined ? "percent" : "amount",
    amount: text(policy.amount),
    percent: text(policy.percent),
    noShowFee: text(policy.noShowFee),
    lateCancelFee: text(policy.lateCancelFee),
    refundNoticeHours: String(policy.refundNoticeHours),
  };
}

/** What the form sends: the mode, the notice, and only the amounts its mode takes (empty ones left out). */
export function paymentPolicyOf(form: PaymentForm): PaymentPolicy {
  const policy: PaymentPolicy = { mode: form.mode, refundNoticeHours: Number(form.refundNoticeHours || "0") };
  const given = (value: string) => (value.trim() === "" ? undefined : Number(value));
  if (form.mode === "deposit") {
    if (form.depositBy === "percent") policy.percent = given(form.percent);
    else policy.amount = given(form.amount);
  }
  if (form.mode === "card") {
    policy.noShowFee = given(form.noShowFee);
    policy.lateCancelFee = given(form.lateCancelFee);
  }
  for (const key of Object.keys(policy) as (keyof PaymentPolicy)[]) if (policy[key] === undefined) delete policy[key];
  return policy;
}

/**
 * The policy in a few words for the service's line: "deposit €10.00 when booked · refund up to
 * 24 h before"; null when nothing is paid or charged.
 */
export function paymentPolicyWords(policy: PaymentPolicy, t: Translate, inMoney: (amount: number) => string): string | null {
  const notice = t("console.servicePayment.summary.notice", { hours: policy.refundNoticeHours });
  switch (policy.mode) {
    case "none":
      return null;
    case "full":
      return `${t("console.servicePayment.summary.full")} · ${notice}`;
    case "deposit": {
      const deposit = policy.percent !== undefined ? `${policy.percent} %` : inMoney(policy.amount ?? 0);
      return `${t("console.servicePayment.summary.deposit", { deposit })} · ${notice}`;
    }
    case "card": {
      const fees = [
        policy.noShowFee !== undefined && t("console.servicePayment.summary.noShowFee", { fee: inMoney(policy.noShowFee) }),
        policy.lateCancelFee !== undefined && t("console.servicePayment.summary.lateCancelFee", { fee: inMoney(policy.lateCancelFee) }),
      ].filter(Boolean);
      return [t("console.servicePayment.summary.card"), ...fees].join(" · ");
    }
  }
}

/**
 * Whether customers can book a service with this policy on the booking page: not while it takes a
 * payment or a card and the service takes no payments online (then only the salon books it).
 */
export const bookableOnline = (policy: PaymentPolicy, takesPaymentsOnline: boolean): boolean =>
  !takesPayment(policy) || takesPaymentsOnline;
