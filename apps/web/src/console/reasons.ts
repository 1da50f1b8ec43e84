// The salon's standard reasons for declining and cancelling: stored in these English words (the
// service says them to the customer in the customer's language), shown to members in theirs. Any
// other reason is someone's own words, shown as written.
import type { MessageKey } from "../i18n/translate";
import type { Translate } from "../common/words";

export const SALON_REASONS = { declined: "Declined by the salon", cancelled: "Cancelled by the salon" } as const;

const REASON_WORDS: Record<string, MessageKey> = {
  [SALON_REASONS.declined.toLowerCase()]: "console.reason.declined",
  [SALON_REASONS.cancelled.toLowerCase()]: "console.reason.cancelled",
};

/** A stored reason in the member's words. */
export function reasonWords(reason: string, t: Translate): string {
  const key = REASON_WORDS[reason.trim().toLowerCase()];
  return key ? t(key) : reason;
}
