// Plain words for values the service sends, in the member's language, as the console and the
// front desk show them: a booking's status (one the page does not know yet as the service names it).
import type { MessageKey, Translator } from "../i18n/translate";

export type Translate = Translator["t"];

const STATUS_NAMES: Record<string, MessageKey> = {
  pending: "console.status.pending",
  confirmed: "console.status.confirmed",
  completed: "console.status.completed",
  cancelled: "console.status.cancelled",
  no_show: "console.status.no_show",
};

/** A value the service sends (a status) in words by `names`; one this page does not know yet, as the service names it. */
export function inWords(names: Record<string, MessageKey>, value: string, t: Translate): string {
  const key = names[value];
  return key ? t(key) : value;
}

/** A booking's status in words. */
export const statusName = (status: string, t: Translate) => inWords(STATUS_NAMES, status, t);
