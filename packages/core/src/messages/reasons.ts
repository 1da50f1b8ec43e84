// The salon's standard reasons for declining or cancelling a booking: stored as these English
// texts (what the console sends when the member writes no message of their own), and said to each
// reader in their language from the catalogues. Any other reason is the member's own words, quoted.
import { message, type MessageKey } from "./format";
import type { Language } from "@booking/i18n";

export const SALON_REASONS = {
  declined: "Declined by the salon",
  cancelled: "Cancelled by the salon",
} as const;

const REASON_KEYS: Record<keyof typeof SALON_REASONS, MessageKey> = {
  declined: "reason.declinedBySalon",
  cancelled: "reason.cancelledBySalon",
};

/** A stored reason in `locale`: a standard one in its words, any other as given (trimmed; "" for none). */
export function reasonInWords(reason: string | null | undefined, locale: Language): string {
  const text = (reason ?? "").trim();
  const lower = text.toLowerCase();
  for (const [kind, standard] of Object.entries(SALON_REASONS) as [keyof typeof SALON_REASONS, string][]) {
    if (lower === standard.toLowerCase()) return message(locale, REASON_KEYS[kind]);
  }
  return text;
}
