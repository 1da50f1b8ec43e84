// Plain words for what the console shows: roles, statuses, and errors as people read them, in the
// member's language (the service's own messages stay as it sends them).
import { errorInfo } from "@booking/client";
import type { MessageKey, Translator } from "../i18n/translate";

export type Translate = Translator["t"];

export const ROLE_NAMES = {
  admin: "console.role.admin",
  manager: "console.role.manager",
  staff: "console.role.staff",
} as const satisfies Record<string, MessageKey>;

const STATUS_NAMES: Record<string, MessageKey> = {
  pending: "console.status.pending",
  confirmed: "console.status.confirmed",
  completed: "console.status.completed",
  cancelled: "console.status.cancelled",
  no_show: "console.status.no_show",
};

/** How a payment was made, in words. */
export const PAYMENT_METHOD_NAMES = {
  cash: "console.payment.method.cash",
  card: "console.payment.method.card",
  online: "console.payment.method.online",
  voucher: "console.payment.method.voucher",
} as const satisfies Record<string, MessageKey>;

/** A value the service sends (a status) in words by `names`; one this page does not know yet, as the service names it. */
export function inWords(names: Record<string, MessageKey>, value: string, t: Translate): string {
  const key = names[value];
  return key ? t(key) : value;
}

/** A booking's status in words. */
export const statusName = (status: string, t: Translate) => inWords(STATUS_NAMES, status, t);

/** What went wrong: the page's own words for no answer and an ended session, else the service's, with the fields it names. */
export function problemOf(error: unknown, t: Translate): string {
  const info = errorInfo(error);
  // No answer at all (the client saw no HTTP status): the network, not the service.
  if (info.status === undefined) return t("console.problem.network");
  if (info.code === "UNAUTHORIZED") return t("console.problem.sessionEnded");
  const details = info.details.map((d) => `${d.path}: ${d.message}`).join("; ");
  return details && !info.message.includes(details) ? `${info.message} (${details})` : info.message;
}
