// A booking's history in the member's words: each change the service lists (GET
// /v1/bookings/{id}/history) as one sentence — what happened, the times and amounts it set, and
// who made it. Plain, so the sentences are tested without a page.
import type { RouterOutputs } from "@booking/client/react";
import type { MessageKey, Values } from "../i18n/translate";

export type HistoryEntry = RouterOutputs["bookings"]["history"]["data"][number];

/** How the page formats what a sentence places: instants in the salon's zone, amounts in the salon's currency. */
export interface HistoryFormats {
  when: (instant: string) => string;
  money: (amount: number, currency: string) => string;
  member: (staffId: string) => string | undefined;
  method: (method: string) => string;
}

export interface HistorySentence {
  what: { key: MessageKey; values: Values };
  /** Who made the change, when the service knows. */
  by: { key: MessageKey; values: Values } | null;
  reason: string | null;
}

const WHAT: Record<HistoryEntry["change"], MessageKey> = {
  held: "console.history.held",
  created: "console.history.created",
  confirmed: "console.history.confirmed",
  moved: "console.history.moved",
  cancelled: "console.history.cancelled",
  restored: "console.history.restored",
  completed: "console.history.completed",
  no_show: "console.history.noShow",
  paid: "console.history.paid",
  refunded: "console.history.refunded",
  reviewed: "console.history.reviewed",
};

/** One entry as a sentence: its key and values, who made it, and the reason given. */
export function historySentence(entry: HistoryEntry, formats: HistoryFormats): HistorySentence {
  const values: Values = {};
  if (entry.dateTime) values.when = formats.when(entry.dateTime);
  if (entry.previousDateTime) values.before = formats.when(entry.previousDateTime);
  values.member = (entry.staffId && formats.member(entry.staffId)) || "—";
  values.amount = entry.amount !== null && entry.currency ? formats.money(entry.amount, entry.currency) : "—";
  values.method = entry.method ? formats.method(entry.method) : "—";
  if (entry.rating !== null) values.rating = entry.rating;
  const by: HistorySentence["by"] = entry.byStaffMember
    ? { key: "console.history.byMember", values: { name: entry.byStaffMember.name } }
    : entry.changedBy === "customer"
      ? { key: "console.history.byCustomer", values: {} }
      : entry.changedBy === "provider"
        ? { key: "console.history.bySalon", values: {} }
        : null;
  return { what: { key: WHAT[entry.change], values }, by, reason: entry.reason };
}
