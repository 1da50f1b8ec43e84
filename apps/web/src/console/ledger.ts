// A booking's money moved online as members read it: each movement's kind and reason in their
// language (a reason the console has no words for is shown as the service gave it), and what the
// salon keeps of it (captures and fees less refunds), counted in cents.
import type { RouterOutputs } from "@booking/client";
import type { MessageKey } from "../i18n/translate";
import type { Translate } from "../common/words";

export type LedgerEntry = RouterOutputs["bookings"]["get"]["data"]["payment"]["ledger"][number];

export const LEDGER_KINDS: Record<LedgerEntry["kind"], MessageKey> = {
  capture: "console.ledger.capture",
  charge: "console.ledger.charge",
  refund: "console.ledger.refund",
};

const REASONS: Record<string, MessageKey> = {
  deposit: "console.ledger.reason.deposit",
  full: "console.ledger.reason.full",
  cancelled_in_time: "console.ledger.reason.cancelled_in_time",
  cancelled_late: "console.ledger.reason.cancelled_late",
  cancelled_by_provider: "console.ledger.reason.cancelled_by_provider",
  hold_lapsed: "console.ledger.reason.hold_lapsed",
  no_show_fee: "console.ledger.reason.no_show_fee",
  late_cancel_fee: "console.ledger.reason.late_cancel_fee",
  waived: "console.ledger.reason.waived",
  by_provider_dashboard: "console.ledger.reason.by_provider_dashboard",
  by_hand: "console.ledger.reason.by_hand",
};

export function ledgerReasonWords(reason: string, t: Translate): string {
  const key = REASONS[reason];
  return key ? t(key) : reason;
}

/** What the salon keeps: captures and fees less refunds (major units). */
export function ledgerKept(entries: readonly Pick<LedgerEntry, "kind" | "amount">[]): number {
  const cents = entries.reduce((sum, e) => sum + (e.kind === "refund" ? -1 : 1) * Math.round(e.amount * 100), 0);
  return cents / 100;
}
