// In-app notifications (smart notifications): a title and a short body, in the recipient's
// language. Names are placed as they are (the app shows text, never markup); times arrive written
// on the salon's clock.
import type { Language } from "@booking/i18n";
import { message } from "./format";
import { reasonInWords } from "./reasons";
import type { MessageKey } from "./catalogues/en";

/** Each kind whose notification the catalogues word ("notification.<kind>.title" and ".body"). */
export type NotificationKind = MessageKey extends infer Key ? (Key extends `notification.${infer Kind}.title` ? Kind : never) : never;

/** What a notification about a booking says of it. */
export interface BookingNotificationValues {
  customerName: string;
  serviceName: string;
  staffName: string;
  providerName: string;
  /** The start, on the salon's clock (a series': its first occurrence's). */
  when: string;
  /** The bookings told of: a series' occurrences booked together, else 1. */
  occurrences?: number;
  bookingId: string;
  /** The booking's status: a word of receipt says "confirmed" only when it is. */
  status?: string;
  /** A cancellation's reason, or the salon's words with a no-show, said after the body when there is one. */
  reason?: string | null;
}

export interface NotificationText {
  title: string;
  body: string;
}

/** A notification's title and body in `language`. */
export function renderNotification(
  kind: NotificationKind,
  language: Language,
  values: Readonly<Record<string, string | number>> = {},
): NotificationText {
  const title = message(language, `notification.${kind}.title`, values);
  const body = message(language, `notification.${kind}.body`, values);
  return { title, body };
}

/** A notification about a booking, in `language`. */
export function renderBookingNotification(
  kind: Exclude<NotificationKind, "webhookDisabled" | "publicBookingLimit" | "paymentFailed">,
  language: Language,
  facts: BookingNotificationValues,
): NotificationText {
  const { reason, status, occurrences = 1, ...values } = facts;
  const text = renderNotification(kind, language, { ...values, occurrences, state: status === "confirmed" ? "confirmed" : "pending" });
  // The salon's standard reasons in the reader's language; the member's own words as written.
  const why =
    kind === "bookingCancelled" ? reasonInWords(reason, language) : kind === "bookingNoShow" ? reason?.trim() || undefined : undefined;
  if (!why) return text;
  const said = kind === "bookingNoShow" ? "notification.bookingNoShow.message" : "notification.bookingCancelled.reason";
  return { title: text.title, body: `${text.body} ${message(language, said, { reason: why })}` };
}
